/// What a matched text's holes read, as the arguments its builder takes again: numbers,
/// identifiers, the lists of counts, and each `Updates = [ … ]` entry read back through the
/// builder's own words for it.
extension ReasonRecognizer {
    /// The arguments the holes of a matched pattern read; nil when a count is no count or
    /// an update entry is not one the builder writes.
    static func arguments(
        from captures: ReasonPattern.Captures, view: ListViewKind, ios: UIKitVersion
    ) -> ReasonArguments? {
        var a = ReasonArguments()
        let highestNumber = captures.numbers.keys.max() ?? -1
        if highestNumber >= 0 {
            a.numbers = (0...highestNumber).map { captures.numbers[$0] ?? 0 }
        }
        let highestIdentifier = captures.identifiers.keys.max() ?? -1
        if highestIdentifier >= 0 {
            a.identifiers = (0...highestIdentifier).map { captures.identifiers[$0] ?? "" }
        }
        a.identifierList = captures.lists[.identifiers] ?? []
        for family in [ReasonPattern.ListFamily.countsBefore, .countsAfter] {
            var counts: [Int] = []
            for text in captures.lists[family] ?? [] {
                guard let n = Int(text), n >= 0 else { return nil }
                counts.append(n)
            }
            if family == .countsBefore { a.countsBefore = counts } else { a.countsAfter = counts }
        }
        for text in captures.lists[.updates] ?? [] {
            guard let entry = updateEntry(text, view: view, ios: ios) else { return nil }
            a.updates.append(entry)
        }
        return a
    }

    /// The update entry an `Updates = [ … ]` line names, read through `updateEntry` itself.
    private static func updateEntry(_ text: String, view: ListViewKind, ios: UIKitVersion)
        -> BatchUpdateEntry?
    {
        let bytes = Array(text.utf8)
        for (pattern, make) in entryPatterns[view] ?? [] {
            if let captures = pattern.match(bytes) {
                return make((0..<4).map { captures.numbers[$0] ?? 0 })
            }
        }
        return nil
    }

    /// Each entry's pattern, per view (an entry's words depend on the view only), with how
    /// to make the entry from its numbers; derived once.
    private static let entryPatterns:
        [ListViewKind: [(ReasonPattern, @Sendable ([Int]) -> BatchUpdateEntry)]] = {
            let n = (0..<4).map(ReasonPattern.numberSentinel)
            let p = IndexPath(row: n[1], section: n[0])
            let q = IndexPath(row: n[3], section: n[2])
            @Sendable func path(_ v: [Int], _ i: Int) -> IndexPath {
                IndexPath(row: v[i + 1], section: v[i])
            }
            let shapes: [(BatchUpdateEntry, @Sendable ([Int]) -> BatchUpdateEntry)] = [
                (.deleteSection(n[0]), { .deleteSection($0[0]) }),
                (.deleteRow(p), { .deleteRow(path($0, 0)) }),
                (.moveSection(n[0], n[1]), { .moveSection($0[0], $0[1]) }),
                (.moveRow(p, q), { .moveRow(path($0, 0), path($0, 2)) }),
                (.insertSection(n[0]), { .insertSection($0[0]) }),
                (.insertRow(p), { .insertRow(path($0, 0)) }),
            ]
            var patterns: [ListViewKind: [(ReasonPattern, @Sendable ([Int]) -> BatchUpdateEntry)]] =
                [:]
            for view in ListViewKind.allCases {
                let words = ExceptionReason(view: view, ios: .default)
                patterns[view] = shapes.map { probe, make in
                    (
                        ReasonPattern(
                            probeText: words.updateEntry(probe),
                            probe: ReasonArguments(
                                numbers: (0..<ReasonPattern.numberSlots).map(
                                    ReasonPattern.numberSentinel)),
                            entryText: words.updateEntry), make
                    )
                }
            }
            return patterns
        }()
}
