import Foundation
import ListDocsSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ExportWorkspace {
    /// Removes what exports killed before they finished left: their partial files in
    /// `output` and their private folders in `temporary`, each named with the pid of the
    /// process that made it, once that process is gone. Only this user's files are touched,
    /// and a link is removed as a link, never followed.
    static func sweep(output: String, temporary: String) {
        for name in folderEntries(output) ?? []
        where name.hasPrefix(partialPrefix) && name.hasSuffix(".partial") {
            guard let pid = pid(in: name.dropFirst(partialPrefix.count)), !isRunning(pid),
                let status = FileStatus(output + "/" + name), status.owner == getuid(),
                status.kind != .folder
            else { continue }
            unlink(output + "/" + name)
        }
        for name in folderEntries(temporary) ?? [] where name.hasPrefix(workPrefix) {
            let path = temporary + "/" + name
            guard let pid = pid(in: name.dropFirst(workPrefix.count)), !isRunning(pid),
                let status = FileStatus(path), status.owner == getuid(), status.kind == .folder
            else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// The pid a name starts with (`4242-…`).
    private static func pid(in rest: Substring) -> pid_t? {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard rest.dropFirst(digits.count).first == "-" else { return nil }
        return pid_t(digits)
    }

    /// Whether a process with `pid` exists (a process of another user counts).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
