import ListDocsEngine

/// `collection numberOfItems …` and `collection layoutAttributes …`: questions put to the
/// collection view, answered from what it has loaded; `scroll to row …`, which the view
/// checks the same way before it asks the data source for the cell.
extension Interpreter {
    mutating func runQuery(_ statement: Statement, _ query: ViewQuery) {
        var answer: Int?
        var crash: UIKitException?
        do throws(UIKitException) {
            switch query {
            case .numberOfItems(let section):
                answer = try table.numberOfItems(inSection: section, ios: attributes.ios)
            case .layoutAttributes(let path):
                try table.receiveLayoutAttributes(for: path, ios: attributes.ios)
            case .scrollTo(let path):
                // A diffable data source's cells come from the snapshot the view shows: no
                // model array to read past its end.
                let source =
                    attributes.source == .diffable ? table.screen.list : dataSource.list
                try table.scroll(to: path, dataSource: source, ios: attributes.ios)
            }
        } catch {
            crash = error
        }
        var result = step(
            .query(query, answer: answer), statement: statement, calls: [], dataChanges: [])
        if let crash {
            result.crash = crash
            crashPending = true
        }
        steps.append(result)
    }
}
