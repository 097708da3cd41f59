import ListDocsEngine
@_exported import ListDocsTestSupport

/// A one-section or several-section list from arrays of labels: `list(["a", "b"], ["c"])`.
func list(_ sections: [String]...) -> SectionedList {
    SectionedList(
        sections: sections.enumerated().map {
            ListSection(title: "S\($0.offset)", rows: $0.element)
        })
}

func list(_ sections: [[String]]) -> SectionedList {
    SectionedList(
        sections: sections.enumerated().map {
            ListSection(title: "S\($0.offset)", rows: $0.element)
        })
}

func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// Runs one batch on a table showing `before` while the data source holds `after`, and
/// returns the exception reason, or nil when UIKit accepts it.
func reason(
    _ before: SectionedList, _ after: SectionedList, _ calls: [TableViewCall], ios: Int = 17,
    minor: Int = 0
) -> String? {
    var table = TableView(showing: before)
    if case .crashed(let exception) = table.performBatchUpdates(
        calls, dataSource: after, ios: UIKitVersion(ios, minor))
    {
        return exception.reason
    }
    return nil
}

/// Runs one batch that UIKit must accept and returns its report.
func report(
    _ before: SectionedList, _ after: SectionedList, _ calls: [TableViewCall], ios: Int = 17
) -> UpdateReport? {
    var table = TableView(showing: before)
    if case .applied(let report) = table.performBatchUpdates(
        calls, dataSource: after, ios: UIKitVersion(ios))
    {
        return report
    }
    return nil
}

let ip0 = "<NSIndexPath: 0x…> {length = 2, path = "
