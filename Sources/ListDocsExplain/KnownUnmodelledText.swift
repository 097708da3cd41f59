/// List crash texts listdocs knows but cannot write a walkthrough for, each with why: the
/// "not modelled" rows of Content/what-uikit-raises.md and the neighbours of the crashes it
/// models. A log that holds one is refused with that reason, rather than as an unknown text.
struct KnownUnmodelledText: Sendable {
    /// Words only this text has; a log holding them holds the text.
    let fragment: String
    /// Where listdocs documents it (a row of "What UIKit raises", or what it is).
    let entry: String
    /// Why no walkthrough reaches it.
    let why: String

    static let all: [KnownUnmodelledText] = [
        .init(
            fragment: "than exist in section", entry: "What UIKit raises, TV24 and CV24",
            why:
                "UIKit raises it only when the data source reports a negative number of rows, which no list a walkthrough starts from can hold"
        ),
        .init(
            fragment: "internal inconsistency: encountered out of bounds section index",
            entry: "What UIKit raises, TV28 to TV31",
            why: "it is a defensive check behind the range checks, which an app meets first"),
        .init(
            fragment: "Cannot animate existing visible cell because it already has an animation",
            entry: "What UIKit raises, TV33",
            why:
                "the condition modern UIKit raises it under is not known; its older form, \"Attempt to create two animations for cell\", is modelled up to iOS 8"
        ),
        .init(
            fragment: "Missing visible cell to setup animations", entry: "What UIKit raises, TV34",
            why: "it is a defensive check no app is known to reach"),
        .init(
            fragment: "failed to rebase drag and drop or reordering items",
            entry: "What UIKit raises, CV28",
            why:
                "UIKit logs it for an update that arrives during a drag, which the language does not have"
        ),
        .init(
            fragment: "request for number of items before section",
            entry: "What UIKit raises, CD02", why: "it is an internal query of the collection view"),
        .init(
            fragment: "layout attributes at invalid index",
            entry: "What UIKit raises, CD04 and CD06",
            why: "it comes from a custom layout's internals, which the language does not describe"),
        .init(
            fragment: "no UICollectionViewLayoutAttributes instance for",
            entry: "What UIKit raises, CD05 and CD08",
            why: "a custom layout returned nil attributes, which the language does not describe"),
        .init(
            fragment: "request for layout attributes for supplementary view",
            entry: "What UIKit raises, CD07",
            why: "supplementary views (headers, footers) are not part of the language"),
        .init(
            fragment: "request for layout attributes for decoration view",
            entry: "What UIKit raises, CD09", why: "decoration views are not part of the language"),
        .init(
            fragment: "supplementary view provider returned nil", entry: "What UIKit raises, I05",
            why: "supplementary views are not part of the language"),
        .init(
            fragment: "reuseIdentifier must not be nil", entry: "What UIKit raises, I06",
            why: "Swift cannot pass a nil identifier"),
        .init(
            fragment: "Invalid section. Did you forget to create one?",
            entry: "What UIKit raises, DS09",
            why:
                "the checks that come before it (no sections, a missing section) catch every case an app reaches first"
        ),
        .init(
            fragment: "Diffable data source internal inconsistency: attempted to insert",
            entry: "What UIKit raises, DS18",
            why: "it follows a Hashable defect that the identifier checks cannot name"),
        .init(
            fragment: "most likely caused by section identifiers improperly implementing hashing",
            entry: "What UIKit raises, DS19",
            why: "a state whose counts disagree after the identifier checks passed"),
        .init(
            fragment: "most likely caused by item identifiers improperly implementing hashing",
            entry: "What UIKit raises, DS20",
            why: "a state whose counts disagree after the identifier checks passed"),
        .init(
            fragment: "Child item identifier does not exist in section snapshot",
            entry: "What UIKit raises, SS04",
            why: "it answers parent(of:), a query the language does not have"),
        .init(
            fragment: "Item identifier does not exist in section snapshot",
            entry: "What UIKit raises, SS05",
            why:
                "it answers isExpanded(_:), isVisible(_:) and level(of:), queries the language does not have"
        ),
        .init(
            fragment: "Item identifier already exists in section snapshot",
            entry: "What UIKit raises, SS06",
            why:
                "it is raised when an item of the outline is replaced by one it already holds (-[NSDiffableDataSourceSectionSnapshot _replaceItem:withItem:], line 542 in iOS 18.2), which no edit the language has does"
        ),
        .init(
            fragment: "NSDiffableDataSourceSectionSnapshot internal inconsistency",
            entry: "What UIKit raises, SS08",
            why: "it follows a Hashable defect the duplicate check does not name"),
        .init(
            fragment: "for a different registration or reuse identifier than the existing cell",
            entry: "reconfiguring a diffable item",
            why:
                "the language's cells are dequeued under one identifier, so a reconfigure always finds the cell it had"
        ),
        .init(
            fragment: "does not match the identifier used to register the nib",
            entry: "a nib's cell", why: "nibs are not part of the language"),
        .init(
            fragment: "invalid nib registered for identifier", entry: "a nib's cell",
            why: "nibs are not part of the language"),
        .init(
            fragment: "beyond bounds [0 .. ", entry: "an NSArray read past its end",
            why:
                "a walkthrough's model is a Swift array, whose trap (\"Fatal error: Index out of range\") listdocs explains when the stack names cellForRowAt"
        ),
    ]

    /// The first known text `log` holds, with the line it is on (at most 160 characters).
    static func first(in log: String) -> (text: KnownUnmodelledText, line: String)? {
        let bytes = Array(log.utf8)
        for text in all {
            guard let found = ByteSearch.firstRange(of: text.fragmentBytes, in: bytes) else {
                continue
            }
            let newLine = UInt8(ascii: "\n")
            let start = bytes[..<found.lowerBound].lastIndex(of: newLine).map { $0 + 1 } ?? 0
            let end = bytes[found.upperBound...].firstIndex(of: newLine) ?? bytes.count
            let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmingBlanks()
            return (text, line.count > 160 ? String(line.prefix(159)) + "…" : line)
        }
        return nil
    }

    /// The fragment's UTF-8 bytes.
    var fragmentBytes: [UInt8] { Array(fragment.utf8) }
}
