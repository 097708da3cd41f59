import ListDocsEngine

/// A random valid batch: what was deleted, moved and inserted, the calls that say so, and
/// the list the data source holds afterwards.
struct RandomBatch {
    var before: SectionedList
    var after: SectionedList
    var calls: [TableViewCall]
    var insertedSections: Set<Int>

    /// Builds a batch by really changing a list: sections and rows are removed, moved rows
    /// are put back at random places, new sections and rows are added; then the calls are
    /// read off the final positions of every label (labels are unique).
    static func make(using rng: inout SplitMix64) -> RandomBatch {
        var counter = 0
        func label() -> String {
            counter += 1
            return "r\(counter)"
        }
        let sectionCount = Int.random(in: 0...4, using: &rng)
        let before = SectionedList(
            sections: (0..<sectionCount).map { s in
                ListSection(
                    title: "s\(s)",
                    rows: (0..<Int.random(in: 0...6, using: &rng)).map { _ in label() })
            })

        var deletedSections = Set<Int>()
        for s in 0..<sectionCount where Int.random(in: 0..<5, using: &rng) == 0 {
            deletedSections.insert(s)
        }
        var deletedRows: [IndexPath] = []
        var movedLabels: [String] = []
        var working: [ListSection] = []
        for (s, section) in before.sections.enumerated() where !deletedSections.contains(s) {
            var kept: [String] = []
            for (r, rowLabel) in section.rows.enumerated() {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: deletedRows.append(IndexPath(row: r, section: s))
                case 1: movedLabels.append(rowLabel)
                default: kept.append(rowLabel)
                }
            }
            working.append(ListSection(title: section.title, rows: kept))
        }
        var newSectionTitles = Set<String>()
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let title = "new\(label())"
            newSectionTitles.insert(title)
            let rows = (0..<Int.random(in: 0...3, using: &rng)).map { _ in label() }
            working.insert(
                ListSection(title: title, rows: rows),
                at: Int.random(in: 0...working.count, using: &rng))
        }
        let targets = working.indices.filter { !newSectionTitles.contains(working[$0].title) }
        var insertedLabels = Set<String>()
        if !targets.isEmpty {
            let extra = (0..<Int.random(in: 0...4, using: &rng)).map { _ in label() }
            insertedLabels = Set(extra)
            for item in movedLabels + extra {
                let s = targets.randomElement(using: &rng)!
                working[s].rows.insert(
                    item, at: Int.random(in: 0...working[s].rows.count, using: &rng))
            }
        } else {
            movedLabels.removeAll()
        }
        let after = SectionedList(sections: working)

        var oldPathOf: [String: IndexPath] = [:]
        for (s, section) in before.sections.enumerated() {
            for (r, rowLabel) in section.rows.enumerated() {
                oldPathOf[rowLabel] = IndexPath(row: r, section: s)
            }
        }
        var calls: [TableViewCall] = []
        var insertedSections = Set<Int>()
        var insertedRows: [IndexPath] = []
        for (s, section) in after.sections.enumerated() {
            if newSectionTitles.contains(section.title) {
                insertedSections.insert(s)
                continue
            }
            for (r, rowLabel) in section.rows.enumerated() {
                let newPath = IndexPath(row: r, section: s)
                if insertedLabels.contains(rowLabel) { insertedRows.append(newPath) }
                if movedLabels.contains(rowLabel), let old = oldPathOf[rowLabel] {
                    calls.append(.moveRow(old, to: newPath))
                }
            }
        }
        if !deletedSections.isEmpty {
            calls.append(.deleteSections(deletedSections.sorted(), .fade))
        }
        if !deletedRows.isEmpty { calls.append(.deleteRows(deletedRows, .left)) }
        if !insertedSections.isEmpty {
            calls.append(.insertSections(insertedSections.sorted(), .top))
        }
        if !insertedRows.isEmpty { calls.append(.insertRows(insertedRows, .right)) }
        calls.shuffle(using: &rng)
        return RandomBatch(
            before: before, after: after, calls: calls, insertedSections: insertedSections)
    }

    /// The same changes applied one by one to plain arrays in UIKit's order: rows removed
    /// (deletes and move sources) highest first, deleted sections removed highest first,
    /// inserted sections added lowest first, then rows added (inserts and move
    /// destinations) lowest first.
    func appliedOneByOne() -> SectionedList {
        var sections = before.sections
        var removals: [(IndexPath, String?)] = []
        var additions: [(IndexPath, String)] = []
        var deletedSections: [Int] = []
        var insertedSectionIndexes: [Int] = []
        for call in calls {
            switch call {
            case .deleteRows(let paths, _): removals += paths.map { ($0, nil) }
            case .moveRow(let from, let to):
                removals.append((from, "move"))
                additions.append((to, before.label(at: from)!))
            case .insertRows(let paths, _): additions += paths.map { ($0, after.label(at: $0)!) }
            case .deleteSections(let s, _): deletedSections += s
            case .insertSections(let s, _): insertedSectionIndexes += s
            default: break
            }
        }
        for (p, _) in removals.sorted(by: { $0.0 > $1.0 }) {
            sections[p.section].rows.remove(at: p.row)
        }
        for s in deletedSections.sorted(by: >) { sections.remove(at: s) }
        for s in insertedSectionIndexes.sorted() { sections.insert(after.sections[s], at: s) }
        for (p, item) in additions.sorted(by: { $0.0 < $1.0 })
        where !insertedSections.contains(p.section) {
            sections[p.section].rows.insert(item, at: p.row)
        }
        return SectionedList(sections: sections)
    }
}
