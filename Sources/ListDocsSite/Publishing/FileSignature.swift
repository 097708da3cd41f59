import CListDocsSystem

/// What a file's status says that changes whenever the file does: which file it is (device
/// and inode), its type and permissions, its size, when its bytes changed and when its
/// status did. The status-change time cannot be set back by a program, so a file rewritten
/// and given its old modification time still reads as changed.
struct FileSignature: Equatable {
    var device: Int64
    var inode: Int64
    var mode: Int64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The signature of `path`, following a symbolic link when `followingLinks`; nil when
    /// nothing is there (or it cannot be read).
    init?(_ path: String, followingLinks: Bool) {
        var fields = [Int64](repeating: 0, count: 6)
        let found = fields.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CLongLong.self, capacity: 6) {
                listdocs_file_signature(path, followingLinks ? 1 : 0, $0)
            }
        }
        guard found == 0 else { return nil }
        (device, inode, mode, size) = (fields[0], fields[1], fields[2], fields[3])
        (modified, changed) = (fields[4], fields[5])
    }

    /// The signature as one line's fields, separated by spaces.
    var text: String {
        [device, inode, mode, size, modified, changed].map(String.init).joined(separator: " ")
    }
}
