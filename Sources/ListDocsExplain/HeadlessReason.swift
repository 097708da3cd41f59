import ListDocsEngine

/// A reason without its first words, as an alert, a library's log or a reporter quotes it:
/// a count text without its first sentence ("The number of rows contained in an existing
/// section after the update (10) must be equal to …"), or the collection view's dequeue
/// text without "the cell returned from -". It is read as the whole text, and the recipe
/// says what that assumes: a count text's lost sentence names the section (for rows and
/// items), which is then taken to be section 0.
enum HeadlessReason {
    /// The words a headless text starts with, and the first sentence (or words) it lost.
    static let heads: [(start: String, head: String, section: Bool)] = [
        (
            "collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier",
            "the cell returned from -", false
        ),
        (
            "The number of rows contained in an existing section",
            "Invalid update: invalid number of rows in section 0. ", true
        ),
        (
            "The number of items contained in an existing section",
            "Invalid update: invalid number of items in section 0. ", true
        ),
        (
            "The number of sections contained in the ",
            "Invalid update: invalid number of sections. ", false
        ),
    ]

    /// The first headless count text of `log` made whole, its readings, and what the
    /// recipe assumes about the lost sentence.
    static func first(in log: String) -> (
        text: String, readings: [RecognizedReason], assumption: String
    )? {
        let text = ReasonRecognizer.collapsingBlanks(QuotedLog.unquoted(log) ?? log)
        let bytes = Array(text.utf8)
        for (start, head, section) in heads {
            guard let offsets = ByteSearch.firstRange(of: Array(start.utf8), in: bytes) else {
                continue
            }
            let utf8 = text.utf8
            let found =
                utf8.index(
                    utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(
                    utf8.startIndex, offsetBy: offsets.upperBound)
            // A whole text holds its own head: it is read elsewhere, or not at all.
            if text[..<found.lowerBound].suffix(60).contains("Invalid update: invalid number of") {
                continue
            }
            let rest = text[found.lowerBound...].prefix(ConsoleLog.maximumReasonLength)
            guard let (whole, readings) = known(head + rest) else { continue }
            let assumption =
                "The message came without its first \(head.hasSuffix(". ") ? "sentence" : "words") (\"\(head.trimmingBlanks())\" or the like)"
                + (section
                    ? ", which names the section: the recipe takes section 0."
                    : "; the recipe adds it.")
            return (whole, readings, assumption)
        }
        return nil
    }

    /// The known text `text` begins, or (for a text that ends early, its last characters
    /// left out of a quote) the whole text it is the start of.
    private static func known(_ text: String) -> (String, [RecognizedReason])? {
        if let found = ReasonRecognizer.longestKnownStart(of: text, spacing: .collapsed) {
            return found
        }
        let quoted = text.prefix { !"\"“”'‘’".contains($0) }.trimmingBlanks()
        let found = ReasonRecognizer.recognize(cut: quoted)
        guard let whole = found.first?.whole else { return nil }
        return (whole, found.filter { $0.whole == whole }.map(\.reading))
    }
}
