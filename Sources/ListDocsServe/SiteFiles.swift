import Foundation

/// A built site held in memory: every file by its path relative to the site root
/// (`index.html`, `slug/index.html`, `assets/listdocs.css`), with an ETag each.
public struct SiteFiles: Sendable {
    /// The files' contents.
    public private(set) var files: [String: Data] = [:]
    /// A strong ETag per file, from a hash of its content.
    public private(set) var etags: [String: String] = [:]

    public init() {}

    /// Adds or replaces a file.
    public mutating func set(_ path: String, _ data: Data) {
        files[path] = data
        etags[path] = "\"" + String(Self.fnv1a(data), radix: 16) + "\""
    }

    /// Removes a file.
    public mutating func remove(_ path: String) {
        files[path] = nil
        etags[path] = nil
    }

    /// FNV-1a's steps taken eight bytes at a time (then byte by byte for the tail): fast,
    /// stable across runs, good enough to tell versions apart. Each step is a bijection of
    /// the hash for a given word, so two files that differ in one word always differ.
    /// Byte by byte it took a twentieth of a preview rebuild; `Data`'s own iterator a tenth.
    static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let prime: UInt64 = 0x100_0000_01b3
            let words = bytes.count / 8
            for word in 0..<words {
                hash ^= UInt64(
                    littleEndian: bytes.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
                hash = hash &* prime
            }
            for byte in bytes[(words * 8)...] {
                hash ^= UInt64(byte)
                hash = hash &* prime
            }
            return hash
        }
    }
}
