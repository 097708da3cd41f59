/// Why a text could not be explained. Each message says what was expected.
public enum ExplainError: Error, Hashable, Sendable {
    /// Nothing in the text is a list-update exception listdocs knows.
    case notAListUpdateException(excerpt: String)
    /// The text has the shape of a known exception, but its numbers cannot come from an app.
    case irreconcilable(reason: String, problem: String)
    /// The text was recognized but no walkthrough reproduced it (a gap in listdocs).
    case notReproduced(reason: String)
    /// The text names a number, or needs a list, larger than a walkthrough can draw.
    case tooLarge(found: String)
    /// The reason, or an identifier in it once its escapes are read, holds a control
    /// character, which a walkthrough cannot hold.
    case controlCharacter(UInt32)
    /// The log holds an uncaught exception, but not one listdocs models.
    case notModelled(exception: String, reason: String)
    /// `--index` asked for an exception the log does not hold.
    case noSuchException(index: Int, found: Int)
    /// A list crash listdocs knows but cannot write a walkthrough for: what was found, where
    /// listdocs documents it, and why.
    case knownButNotModelled(found: String, entry: String, why: String)
    /// A known text cut short (`…`) before all its numbers or identifiers; its last words.
    case cutBeforeItsNumbers(String)
    /// Swift's "Index out of range", in a log that names no data source method asking for a
    /// cell.
    case indexOutOfRangeOutsideCellRequest

    /// One paragraph for the terminal.
    public var message: String {
        switch self {
        case .notAListUpdateException(let excerpt):
            "no list-update exception found: expected a UIKit table view, collection view or diffable data source exception (a '*** Terminating app due to uncaught exception … reason: '…'' line, or the reason itself, such as 'Invalid update: invalid number of rows in section 0. …'); the text starts: \(excerpt)"
        case .irreconcilable(let reason, let problem):
            "the numbers in this message cannot be reconciled: \(problem). Was it edited by hand or cut short? Reason: \(reason)"
        case .notReproduced(let reason):
            "listdocs recognized this message but could not reproduce it; please report it with the text: \(reason)"
        case .controlCharacter(let value):
            "the message holds the control character \(unicodeName(value)) (in its text, or written as an escape such as \\U001b in an identifier); a walkthrough cannot hold it, so listdocs does not explain this text. Remove the character and explain it again"
        case .notModelled(let exception, let reason):
            "found \(exception) '\(reason)': not a list-update exception listdocs models. It explains the exceptions UITableView, UICollectionView and the diffable data sources raise when an update and the data source disagree (the crash catalog lists them all)"
        case .noSuchException(let index, let found):
            "there is no exception \(index) in this log: it holds \(found) list-update \(found == 1 ? "exception" : "exceptions"); --index takes 1\(found > 1 ? " to \(found)" : "")"
        case .knownButNotModelled(let found, let entry, let why):
            "found \(found): listdocs knows this text (\(entry)) but cannot write a walkthrough that dies of it: \(why)"
        case .cutBeforeItsNumbers(let tail):
            "found a list-update message cut short (it ends \"…\(tail)…\") before all its numbers: listdocs reproduces a message only from every number it states. Paste the whole text: Xcode's console, or the crash report's Application Specific Information, holds it"
        case .indexOutOfRangeOutsideCellRequest:
            "found Swift's 'Fatal error: Index out of range', but the log names neither tableView(_:cellForRowAt:) nor collectionView(_:cellForItemAt:): listdocs explains that trap only where a list's data source reads its model for a cell the view asks for (a model that changed without the view being told). Paste the crash with its stack trace"
        case .tooLarge(let found):
            "\(found); a walkthrough draws at most \(Explainer.largestList.grouped) rows or sections, so listdocs explains only messages within that. Shrink the numbers by hand to the same shape (the same differences between them) and explain that"
        }
    }
}

/// `U+001B`.
private func unicodeName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
