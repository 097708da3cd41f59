#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on building into a folder, held on the output's parent folder itself
/// (`flock` on its descriptor), so no lock file is left anywhere. A second build into the
/// same parent waits until the first has finished. The system releases the lock when the
/// process ends, however it ends, so a killed build never leaves a site locked.
final class BuildLock {
    private let descriptor: Int32

    /// Takes the lock for `output` (absolute; its parent must exist), calling `onWait`
    /// once first when another build holds it.
    init(output: String, onWait: (String) -> Void) throws(PublishError) {
        let slash = output.lastIndex(of: "/")!
        let path = slash == output.startIndex ? "/" : String(output[..<slash])
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PublishError(
                path: path, reason: "cannot open the folder to lock it: \(systemError())")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else {
            let reason = systemError()
            close(descriptor)
            throw PublishError(path: path, reason: "cannot lock: \(reason)")
        }
        onWait("another listdocs build is writing \(output); waiting for it to finish")
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = systemError()
                close(descriptor)
                throw PublishError(path: path, reason: "cannot lock: \(reason)")
            }
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
