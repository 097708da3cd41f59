import ListDocsEngine

/// `collection numberOfItems …` and `collection layoutAttributes …`: questions put to the
/// collection view, answered from what it has loaded; `scroll to row …`, which the view
/// checks the same way before it asks the data source for the cell.
extension Interpreter {
    mutating func runQuery(_ statement: Statement, _ query: ViewQuery) throws(Stop) {
        // UIKit 18.2's and 26.1's collection view data holds no text for attributes of a
        // missing item (iOS 13.2's did); what they do instead was not read. Attributes of
        // an item the view has are answered as on every version.
        if case .layoutAttributes(let path) = query,
            attributes.ios >= UIKitVersion.layoutAttributesTextGoneFrom,
            !table.screen.rowCounts.indices.contains(path.section)
                || !(0..<table.screen.rowCounts[path.section]).contains(path.row)
        {
            diagnostics.append(
                .error(ScriptMessage.layoutAttributesTextGone, at: statement.location))
            throw Stop()
        }
        var answer: Int?
        var crash: UIKitException?
        do throws(UIKitException) {
            switch query {
            case .numberOfItems(let section):
                answer = try table.numberOfItems(inSection: section, ios: attributes.ios)
            case .layoutAttributes(let path):
                try table.receiveLayoutAttributes(for: path, ios: attributes.ios)
            case .scrollTo(let path, let position, _):
                // A diffable data source's cells come from the snapshot the view shows: no
                // model array to read past its end.
                let source =
                    attributes.source == .diffable ? table.screen.list : dataSource.list
                try table.scroll(
                    to: path, at: position, dataSource: source, ios: attributes.ios)
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

extension ScriptMessage {
    static let layoutAttributesTextGone =
        "from iOS 18 UIKit holds no 'received layout attributes …' text (18.2's and 26.1's UICollectionViewData lack it), and what it does instead is not known; use ios=17 or earlier"
}
