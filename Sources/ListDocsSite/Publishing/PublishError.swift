/// Why a site cannot be published where it was asked to go. Each is one line for the
/// console, naming the path; when one is thrown, nothing has been touched.
public struct PublishError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path the problem is about, as the system names it (absolute, symlinks resolved).
    public var path: String
    /// What is wrong, in words that say what to do.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
