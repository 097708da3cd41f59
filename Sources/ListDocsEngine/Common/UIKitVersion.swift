/// The iOS version whose behaviour and exception texts a walkthrough reproduces: a major
/// version and, where a minor release changed something, its minor number (`ios=16.4`).
///
/// The texts changed over the years (see `ExceptionReason`): two spaces after the first
/// sentence up to iOS 12, one space from iOS 13, a `Table view:` suffix from iOS 14, and
/// the multi-line "Invalid batch updates detected" text from iOS 16.4 ("before and/or
/// after" in 16.x, "before and after" from 17).
public struct UIKitVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version number, e.g. 17.
    public let major: Int
    /// The minor version number, e.g. 4 in 16.4; 0 when not given.
    public let minor: Int

    /// Creates a version from its numbers (`UIKitVersion(16, 4)`; `UIKitVersion(16)` is 16.0).
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The first system whose UIKit holds no "UICollectionView received layout attributes
    /// for a cell with an index path that does not exist" text: absent from
    /// `UICollectionViewData` in 18.2 and 26.1, quoted from iOS 13.2's; when it went is not
    /// datable from the dumps, so listdocs prints it through iOS 17.
    public static let layoutAttributesTextGoneFrom = UIKitVersion(18)

    /// The version walkthroughs use unless they say otherwise.
    public static let `default` = UIKitVersion(17)

    /// The newest version whose behaviour and texts the engine models (the last era's
    /// first version); a later one behaves as this one.
    public static var latestKnown: UIKitVersion { eras[eras.count - 1].lowerBound }

    /// The spans of versions inside which no text or behaviour the engine models changes,
    /// oldest first: every property below is constant inside each span. `listdocs explain`
    /// tries one version of each span to learn which versions print a text.
    public static let eras: [ClosedRange<UIKitVersion>] = [
        UIKitVersion(4)...UIKitVersion(4), UIKitVersion(5)...UIKitVersion(7),
        UIKitVersion(8)...UIKitVersion(8), UIKitVersion(9)...UIKitVersion(9),
        UIKitVersion(10)...UIKitVersion(10), UIKitVersion(11)...UIKitVersion(12),
        UIKitVersion(13)...UIKitVersion(13),
        UIKitVersion(14)...UIKitVersion(14), UIKitVersion(15)...UIKitVersion(16, 3),
        UIKitVersion(16, 4)...UIKitVersion(16, 7), UIKitVersion(17)...UIKitVersion(17),
        UIKitVersion(18)...UIKitVersion(25),
        UIKitVersion(26)...UIKitVersion(26),
    ]

    /// `iOS 17`, `iOS 16.4`.
    public var description: String { minor == 0 ? "iOS \(major)" : "iOS \(major).\(minor)" }

    public static func < (lhs: UIKitVersion, rhs: UIKitVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// The separator after the first sentence of the count messages.
    var sentenceGap: String { major <= 12 ? "  " : " " }

    /// Whether the classic texts end with a description of the table view.
    var appendsTableViewDescription: Bool { major >= 14 }

    /// Whether a count mismatch with changed data-source counts raises the newer
    /// "Invalid batch updates detected" text.
    var raisesBatchUpdatesDetected: Bool { self >= UIKitVersion(16, 4) }

    /// How the "Invalid batch updates detected" text says when the counts were read:
    /// "before and/or after" in iOS 16.x, "before and after" from iOS 17. (The notes mark
    /// which version says which as uncertain; this follows the reports dated by version.)
    var batchUpdatesTiming: String { major >= 17 ? "before and after" : "before and/or after" }

    /// Whether a row move out of a deleted section, or into an inserted one, raises an
    /// exception (iOS 7 era) rather than making the table fall back to `reloadData`
    /// (what the iOS 12 era code does; later versions are assumed to keep it).
    var rejectsMovesAcrossDeletedOrInsertedSections: Bool { major <= 7 }

    /// The same for a collection view: it raised "cannot move an item from a deleted
    /// section" up to iOS 17 (the reports); UIKit 18.2 and 26.1 contain no such text and
    /// fall back to `reloadData` silently, as the table does. (The last version that raised
    /// cannot be dated from the binaries; 18 is the first they speak for.)
    var collectionRejectsMovesAcrossDeletedOrInsertedSections: Bool { major <= 17 }

    /// Whether the rows count text has its "moved into or out of" clause (row moves came
    /// with iOS 5).
    var namesMovedRows: Bool { major >= 5 }

    /// Whether a row reloaded and moved in one batch passes validation and then fails
    /// while its animations are set up (iOS 8 and earlier).
    var failsOnTwoAnimationsForOneCell: Bool { major <= 8 }

    /// Whether a row move counts as leaving its section by comparing the destination with
    /// the source section's *new* index (iOS 12 era table) rather than its raw number
    /// (iOS 8–9 behaviour).
    var comparesMovesByNewSectionIndex: Bool { major >= 10 }
}
