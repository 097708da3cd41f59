import ListDocsEngine
import ListDocsScript

/// The commands explain's scenarios are made of, spelled briefly: each is the typed form of
/// one line of the language (`.deleteRow(p)` is `delete row [0, 3]`), made by code and so
/// without a location.
extension Command {
    // MARK: Updates told to the view in the same line

    static func deleteRows(_ paths: [IndexPath]) -> Command {
        .update(.deleteRows(paths.map { Located($0) }, .automatic))
    }
    static func deleteRow(_ path: IndexPath) -> Command { deleteRows([path]) }
    static func insertRow(_ path: IndexPath, _ label: String) -> Command {
        .update(.insertRows([Located(path)], labels: [label], .automatic))
    }
    static func moveRow(_ from: IndexPath, to: IndexPath) -> Command {
        .update(.moveRow(Located(from), to: Located(to)))
    }
    static func reloadRow(_ path: IndexPath, _ label: String?) -> Command {
        .update(.reloadRows([Located(path)], labels: [label], .automatic))
    }
    static func deleteSections(_ sections: [Int]) -> Command {
        .update(.deleteSections(sections.map { Located($0) }, .automatic))
    }
    static func deleteSection(_ section: Int) -> Command { deleteSections([section]) }
    static func insertSection(_ section: Int, _ title: String, rows: [String] = []) -> Command {
        .update(
            .insertSection(Located(section), ListSection(title: title, rows: rows), .automatic))
    }
    static func moveSection(_ from: Int, to: Int) -> Command {
        .update(.moveSection(Located(from), to: Located(to)))
    }

    // MARK: The data source alone

    static func dataRemove(_ path: IndexPath) -> Command { .data(.remove(Located(path))) }
    static func dataInsert(_ label: String, at path: IndexPath) -> Command {
        .data(.insert(label, at: Located(path)))
    }
    static func dataMove(_ from: IndexPath, to: IndexPath) -> Command {
        .data(.move(Located(from), to: Located(to)))
    }
    static func dataRemoveSection(_ section: Int) -> Command {
        .data(.removeSection(Located(section)))
    }
    static func dataInsertSection(_ section: Int, _ title: String, rows: [String] = []) -> Command {
        .data(.insertSection(Located(section), ListSection(title: title, rows: rows)))
    }
    static func dataMoveSection(_ from: Int, to: Int) -> Command {
        .data(.moveSection(Located(from), to: Located(to)))
    }
    static func dataSetContent(_ identifier: String, _ content: String) -> Command {
        .data(.setContent(Located(identifier), content))
    }

    // MARK: The view alone

    /// A call on the view only (`table deleteRows [0, 1]`), with the values the parser
    /// records beside it.
    static func view(_ call: TableViewCall) -> Command {
        switch call {
        case .insertSections(let s, _), .deleteSections(let s, _), .reloadSections(let s, _):
            .table(call, [], s.map { Located($0) })
        case .moveSection(let from, let to): .table(call, [], [Located(from), Located(to)])
        case .insertRows(let p, _), .deleteRows(let p, _), .reloadRows(let p, _):
            .table(call, p.map { Located($0) }, [])
        case .moveRow(let from, let to): .table(call, [Located(from), Located(to)], [])
        case .reloadData: .table(call, [], [])
        }
    }
    static func viewDeleteRows(_ paths: [IndexPath]) -> Command {
        view(.deleteRows(paths, .automatic))
    }
    static func viewInsertRows(_ paths: [IndexPath]) -> Command {
        view(.insertRows(paths, .automatic))
    }
    static func viewReloadRows(_ paths: [IndexPath]) -> Command {
        view(.reloadRows(paths, .automatic))
    }
    static func viewMoveRow(_ from: IndexPath, to: IndexPath) -> Command {
        view(.moveRow(from, to: to))
    }
    static func viewDeleteSections(_ sections: [Int]) -> Command {
        view(.deleteSections(sections, .automatic))
    }
    static func viewInsertSections(_ sections: [Int]) -> Command {
        view(.insertSections(sections, .automatic))
    }
    static func viewMoveSection(_ from: Int, to: Int) -> Command {
        view(.moveSection(from, to: to))
    }
    static let viewReloadData = view(.reloadData)

    // MARK: Diffable data sources

    /// A `snapshot` (or `new snapshot`) block of edits.
    static func snapshot(_ edits: [SnapshotEdit], fresh: Bool = false) -> Command {
        .snapshot(fresh: fresh, edits.map { SnapshotLine(edit: $0) })
    }

    /// `expect` with a block: the data source after the previous step.
    static func expect(_ list: SectionedList) -> Command { .expectState(list, shorthand: false) }

    /// Whether it changes the data source only (a `data` line).
    var isDataChange: Bool {
        if case .data = self { return true }
        return false
    }
}

extension SectionedList {
    /// Sections with these titles and rows.
    init(_ sections: [(String, [String])]) {
        self.init(sections: sections.map { ListSection(title: $0.0, rows: $0.1) })
    }
}
