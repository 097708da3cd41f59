/// An exception text read back into the rule, view, versions and arguments that print it.
public struct RecognizedReason: Hashable, Sendable {
    /// The rule whose text it is.
    public var kind: UIKitException.Kind
    /// The view whose wording it has (both, for texts the two views share).
    public var view: ListViewKind
    /// The spans of iOS versions whose wording it has (see `UIKitVersion.eras`).
    public var eras: [ClosedRange<UIKitVersion>]
    /// The numbers, identifiers and lists it holds.
    public var arguments: ReasonArguments
    /// For a text with the closing sentence UIKit adds for apps built against an older SDK
    /// (see `AppLink`): an SDK of that kind; nil for a text as a recent SDK's app meets it.
    public var linkedSDK: UIKitVersion?
    /// How the text was read: `.collapsed` for a text whose blanks a crash service or a
    /// tracker changed (and that may lack the view's description at its end).
    public var spacing: ReasonRecognizer.Spacing = .exact
}

/// Reads exception texts back, through the same builders that print them: for every kind,
/// view and era, `ReasonCatalog` prints a probe text from sentinel arguments, and the
/// sentinels become the holes of a `ReasonPattern`. A text is recognized when it matches a
/// pattern and the builder, given what the holes read, prints that text again.
public enum ReasonRecognizer {
    private struct Entry: Sendable {
        let kind: UIKitException.Kind
        let view: ListViewKind
        let pattern: ReasonPattern
        var eras: [ClosedRange<UIKitVersion>]
        /// How the builder's text was written before the pattern was derived from it (and
        /// is written again to check a reading).
        let form: Form
    }

    /// The shapes of a text patterns are derived from.
    private enum Form: Sendable {
        /// As UIKit prints it.
        case exact
        /// Every run of blanks as one space.
        case collapsed
        /// Every run of blanks as one space, without the description of the view that ends
        /// it (`Table view: <UITableView: 0x…>`), which crash services and reporters drop,
        /// and without the period that ends the sentence before it.
        case collapsedWithoutView

        func apply(_ text: String, view: ListViewKind) -> String {
            switch self {
            case .exact: return text
            case .collapsed: return ReasonRecognizer.collapsingBlanks(text)
            case .collapsedWithoutView:
                // `… Table view: <UITableView: 0x…>` or `… Collection view: <…>.`, read as
                // the sentence before it, whose own final period a quote may leave out.
                let collapsed = ReasonRecognizer.collapsingBlanks(text)
                var rest = Substring(collapsed)
                if rest.hasSuffix(view.viewDescription + ".") { rest = rest.dropLast() }
                guard rest.hasSuffix(view.viewDescription) else { return collapsed }
                rest = rest.dropLast(view.viewDescription.count)
                while rest.last == " " || rest.last == "." { rest = rest.dropLast() }
                return String(rest)
            }
        }
    }

    private static let entries: [Entry] = buildEntries([.exact])
    /// Whole texts first: a reading without the view's description only counts where no
    /// version prints the text whole (see `add`).
    private static let collapsedEntries: [Entry] =
        buildEntries([.collapsed]) + buildEntries([.collapsedWithoutView])

    /// How a text's blanks are compared.
    public enum Spacing: Sendable {
        /// As printed: UIKit's two spaces between sentences (up to iOS 14) and the line
        /// breaks of its multi-line texts are part of the wording, and date it.
        case exact
        /// Every run of spaces, tabs and line breaks as one space: the text as a crash
        /// service flattens it or a tracker wraps it, which no longer shows the era those
        /// blanks would date; the description of the view that ends some texts may be
        /// missing, as crash services and reporters drop it.
        case collapsed
    }

    /// The text with every run of spaces, tabs and line breaks written as one space.
    public static func collapsingBlanks(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var inBlank = false
        for byte in text.utf8 {
            let blank =
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            if blank {
                if !inBlank { out.append(UInt8(ascii: " ")) }
            } else {
                out.append(byte)
            }
            inBlank = blank
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func normalized(_ text: String, _ spacing: Spacing) -> String {
        spacing == .exact ? text : collapsingBlanks(text)
    }

    private static func buildEntries(_ forms: [Form]) -> [Entry] {
        var entries: [Entry] = []
        var index: [String: Int] = [:]
        for kind in UIKitException.Kind.allCases {
            for view in ListViewKind.allCases where ReasonCatalog.isRaised(kind, by: view) {
                for era in UIKitVersion.eras {
                    let ios = era.upperBound
                    for probe in probes(kind, view: view, ios: ios) {
                        for form in forms {
                            guard
                                let pattern = pattern(kind, view: view, ios: ios, probe, form: form)
                            else { continue }
                            let key = "\(kind)|\(view)|\(form)|\(pattern.pieces)"
                            if let at = index[key] {
                                if !entries[at].eras.contains(era) {
                                    entries[at].eras.append(era)
                                }
                            } else {
                                index[key] = entries.count
                                entries.append(
                                    Entry(
                                        kind: kind, view: view, pattern: pattern, eras: [era],
                                        form: form))
                            }
                        }
                    }
                }
            }
        }
        return entries
    }

    /// The pattern a probe prints; with lists of two, also checked against lists of three so
    /// that a printed list length becomes a hole.
    private static func pattern(
        _ kind: UIKitException.Kind, view: ListViewKind, ios: UIKitVersion,
        _ probe: ReasonArguments, form: Form
    ) -> ReasonPattern? {
        let entryText = ExceptionReason(view: view, ios: ios).updateEntry
        func derive(_ probe: ReasonArguments) -> ReasonPattern {
            ReasonPattern(
                probeText: form.apply(
                    ReasonCatalog.exception(kind, view: view, ios: ios, probe).reason, view: view),
                probe: probe, entryText: entryText)
        }
        let pattern = derive(probe)
        func longer(_ list: [Int], _ next: Int) -> [Int] { list.count == 2 ? list + [next] : list }
        var three = probe
        if probe.identifierList.count == 2 {
            three.identifierList.append(ReasonPattern.listSentinel(2))
        }
        three.countsBefore = longer(
            probe.countsBefore, ReasonPattern.countSentinel(.countsBefore, 2))
        three.countsAfter = longer(probe.countsAfter, ReasonPattern.countSentinel(.countsAfter, 2))
        if probe.updates.count == 2 { three.updates.append(ReasonPattern.updateSentinel(2)) }
        guard three != probe else { return pattern }
        let other = derive(three)
        return other == pattern ? pattern : pattern.withListLengths(from: other)
    }

    /// The probe arguments for a kind: one per length of each list the text prints.
    private static func probes(_ kind: UIKitException.Kind, view: ListViewKind, ios: UIKitVersion)
        -> [ReasonArguments]
    {
        let widest = ReasonPattern.probe(identifiers: 2, before: 2, after: 2, updates: 2)
        let text = ReasonCatalog.exception(kind, view: view, ios: ios, widest).reason
        let usesIdentifiers = text.contains(ReasonPattern.listSentinel(0))
        let usesCounts = text.contains(String(ReasonPattern.countSentinel(.countsBefore, 0)))
        let usesUpdates = text.contains(
            ExceptionReason(view: view, ios: ios).updateEntry(ReasonPattern.updateSentinel(0)))
        var probes: [ReasonArguments] = []
        for identifiers in usesIdentifiers ? [1, 2] : [1] {
            for before in usesCounts ? [0, 1, 2] : [0] {
                for after in usesCounts ? [0, 1, 2] : [0] {
                    for updates in usesUpdates ? [0, 1, 2] : [0] {
                        probes.append(
                            ReasonPattern.probe(
                                identifiers: identifiers, before: before, after: after,
                                updates: updates))
                    }
                }
            }
        }
        return probes
    }

    /// Whether some known text starts like `line` does (a cheap test before `recognize`).
    public static func mayStart(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        return firstLiterals.contains { literal in
            bytes.count >= min(literal.count, 12)
                && bytes.prefix(min(literal.count, 12)).elementsEqual(literal.prefix(12))
        }
    }

    private static let firstLiterals: Set<[UInt8]> = Set(
        entries.compactMap { entry in
            if case .literal(let literal)? = entry.pattern.pieces.first { return literal }
            return nil
        })

    /// Every reading of `reason` that prints it again, most specific first. Addresses and
    /// object descriptions are compared as `ReasonText.comparable` writes them.
    public static func recognize(_ reason: String, spacing: Spacing = .exact)
        -> [RecognizedReason]
    {
        // An older SDK's form: the text a recent SDK's app meets, then a sentence naming the
        // function. Read the text, and keep only readings of the kind that function raises.
        if let (text, function) = AppLink.olderSDKForm(of: reason) {
            return recognize(text, spacing: spacing).compactMap { reading in
                guard
                    AppLink.bugFunction(reading.kind, ios: reading.eras.last!.upperBound)
                        == function
                else { return nil }
                var reading = reading
                reading.eras = reading.eras.filter {
                    $0.upperBound >= AppLink.identifierChecksAssertFrom
                        && AppLink.bugFunction(reading.kind, ios: $0.upperBound) == function
                }
                reading.linkedSDK = AppLink.olderSDK
                return reading.eras.isEmpty ? nil : reading
            }
        }
        let wanted = normalized(ReasonText.comparable(reason), spacing)
        let bytes = Array(wanted.utf8)
        var found: [RecognizedReason] = []
        for entry in spacing == .exact ? entries : collapsedEntries {
            guard let captures = entry.pattern.match(bytes) else { continue }
            add(entry, captures, wanted: wanted, to: &found)
        }
        return found
    }

    /// The longest start of `text` that is a text listdocs knows, with its readings: the
    /// reason where more text follows it on the line or in the paragraph (a closing quote,
    /// `**`, a stack, the reporter's next sentence). Only texts that begin exactly where
    /// `text` does are tried. Nil when no known text starts there.
    public static func longestKnownStart(of text: String, spacing: Spacing)
        -> (text: String, readings: [RecognizedReason])?
    {
        let comparable = normalized(ReasonText.comparable(text), spacing)
        let bytes = Array(comparable.utf8)
        var best: (end: Int, readings: [RecognizedReason]) = (0, [])
        for entry in spacing == .exact ? entries : collapsedEntries {
            guard let head = entry.pattern.head, bytes.starts(with: head) else { continue }
            for end in entry.pattern.possibleEnds(in: bytes) where end >= best.end {
                let prefix = Array(bytes[..<end])
                guard let captures = entry.pattern.match(prefix) else { continue }
                let base = end == best.end ? best.readings : []
                var found = base
                add(
                    entry, captures, wanted: String(decoding: prefix, as: UTF8.self), to: &found)
                // Nothing printed this prefix again: try a shorter one.
                guard found != base else { continue }
                best = (end, found)
                break
            }
        }
        guard best.end > 0, !best.readings.isEmpty else { return nil }
        return (String(decoding: bytes[..<best.end], as: UTF8.self), best.readings)
    }

    /// Adds the reading of `entry` that prints `wanted` again from what it captured, in the
    /// eras whose builder prints it, merged with a reading of the same rule already found.
    private static func add(
        _ entry: Entry, _ captures: ReasonPattern.Captures, wanted: String,
        to found: inout [RecognizedReason]
    ) {
        guard
            var arguments = arguments(
                from: captures, view: entry.view, ios: entry.eras[0].upperBound)
        else { return }
        func printing(_ arguments: ReasonArguments) -> [ClosedRange<UIKitVersion>] {
            entry.eras.filter { era in
                entry.form.apply(
                    ReasonCatalog.exception(
                        entry.kind, view: entry.view, ios: era.upperBound, arguments
                    ).reason, view: entry.view) == wanted
            }
        }
        var eras = printing(arguments)
        // Identifiers a Foundation collection printed as they describe themselves: values
        // of the app's own type (a struct, an enum case), not strings.
        if eras.isEmpty, !arguments.identifierList.isEmpty {
            arguments.identifiersAreValues = true
            eras = printing(arguments)
        }
        guard !eras.isEmpty else { return }
        if let at = found.firstIndex(where: {
            $0.kind == entry.kind && $0.view == entry.view && $0.arguments == arguments
        }) {
            // Versions that print the text whole say more than versions whose text it is
            // only with the view's description dropped.
            guard entry.form != .collapsedWithoutView else { return }
            found[at].eras = (found[at].eras + eras).sorted { $0.lowerBound < $1.lowerBound }
        } else {
            var reading = RecognizedReason(
                kind: entry.kind, view: entry.view, eras: eras, arguments: arguments)
            reading.spacing = entry.form == .exact ? .exact : .collapsed
            found.append(reading)
        }
    }

    /// Whether `printed` (a text the engine printed) is `reason` as a reading with `spacing`
    /// read it: the same text, addresses and descriptions aside; with `.collapsed`, also
    /// with every run of blanks as one space and without the view's description at its end.
    /// The classes of the app's data source and of a view it dequeued, which a text may
    /// name, are the app's own: the walkthrough's stand for them.
    public static func isSame(_ printed: String, as reason: String, spacing: Spacing) -> Bool {
        let a = ReasonText.withAppClassesElided(ReasonText.comparable(printed))
        let b = ReasonText.withAppClassesElided(ReasonText.comparable(reason))
        guard a != b, spacing == .collapsed else { return a == b }
        let wanted = collapsingBlanks(b).trimmingSpaces()
        return ListViewKind.allCases.contains { view in
            Form.collapsed.apply(a, view: view).trimmingSpaces() == wanted
                || Form.collapsedWithoutView.apply(a, view: view) == wanted
        }
    }

    /// The first bytes of every known text (at most twelve), in both spacings: where a
    /// reason may begin inside a longer text.
    public static let heads: Set<[UInt8]> = Set(
        (entries + collapsedEntries).compactMap { $0.pattern.head.map { Array($0.prefix(12)) } })

    /// The readings of a reason the reporter cut short (`text` without its `…`): every text
    /// that starts with it, once all its numbers and identifiers are in it, with the whole
    /// text UIKit prints for them.
    public static func recognize(cut text: String) -> [(reading: RecognizedReason, whole: String)] {
        let wanted = ReasonText.comparable(text)
        let bytes = Array(wanted.utf8)
        var found: [(RecognizedReason, String)] = []
        for entry in entries {
            guard let captures = entry.pattern.match(bytes, cut: true),
                let arguments = arguments(
                    from: captures, view: entry.view, ios: entry.eras[0].upperBound)
            else { continue }
            for era in entry.eras {
                let whole = ReasonCatalog.exception(
                    entry.kind, view: entry.view, ios: era.upperBound, arguments
                ).reason
                guard whole.hasPrefix(wanted), whole != wanted else { continue }
                if let at = found.firstIndex(where: {
                    $0.0.kind == entry.kind && $0.0.view == entry.view && $0.1 == whole
                }) {
                    found[at].0.eras.append(era)
                } else {
                    found.append(
                        (
                            RecognizedReason(
                                kind: entry.kind, view: entry.view, eras: [era],
                                arguments: arguments), whole
                        ))
                }
            }
        }
        return found.map { (reading: $0.0, whole: $0.1) }
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
