/// The iOS major version whose behaviour and exception texts a walkthrough reproduces.
///
/// The texts changed over the years (see `ExceptionReason`): two spaces after the first
/// sentence up to iOS 12, one space from iOS 13, a `Table view:` suffix from iOS 14, and
/// the multi-line "Invalid batch updates detected" text from iOS 16.4. Only whole major
/// versions can be named, so the 16.4 change is attributed to iOS 17.
public struct UIKitVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version number, e.g. 17.
    public let major: Int

    /// Creates a version from its major number.
    public init(_ major: Int) { self.major = major }

    /// The version walkthroughs use unless they say otherwise.
    public static let `default` = UIKitVersion(17)

    /// `iOS 17`.
    public var description: String { "iOS \(major)" }

    public static func < (lhs: UIKitVersion, rhs: UIKitVersion) -> Bool { lhs.major < rhs.major }

    /// The separator after the first sentence of the count messages.
    var sentenceGap: String { major <= 12 ? "  " : " " }

    /// Whether the classic texts end with a description of the table view.
    var appendsTableViewDescription: Bool { major >= 14 }

    /// Whether a count mismatch with changed data-source counts raises the newer
    /// "Invalid batch updates detected" text.
    var raisesBatchUpdatesDetected: Bool { major >= 17 }

    /// Whether a row move out of a deleted section, or into an inserted one, raises an
    /// exception (iOS 7 era) rather than making the table fall back to `reloadData`
    /// (what the iOS 12 era code does; later versions are assumed to keep it).
    var rejectsMovesAcrossDeletedOrInsertedSections: Bool { major <= 7 }

    /// Whether a row move counts as leaving its section by comparing the destination with
    /// the source section's *new* index (iOS 12 era table) rather than its raw number
    /// (iOS 8–9 behaviour).
    var comparesMovesByNewSectionIndex: Bool { major >= 10 }
}
