import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// How a prose block is put beside the walkthrough's code, and what it declares.
@Suite struct ProseSwiftTests {
    @Test func declaredNamesAreReadAtTheirDepth() {
        let code = """
            extension ListViewController: NSFetchedResultsControllerDelegate {
                func controller(_ c: NSFetchedResultsController<Item>,
                                didChange info: Any, atSectionIndex i: Int, for type: Int) {
                    let local = "{ not a brace }"
                }
                override func tableView(_ t: UITableView, canMoveRowAt p: IndexPath) -> Bool { true }
                lazy var dataSource = 1  // var inComment
            }
            """
        let members = DeclaredNames.names(in: code, depth: 1)
        #expect(
            members.all == [
                "controller(_:didChange:atSectionIndex:for:)", "tableView(_:canMoveRowAt:)",
                "dataSource",
            ])
        #expect(members.overriding == ["tableView(_:canMoveRowAt:)"])
        #expect(DeclaredNames.names(in: code, depth: 2).all == ["local"])
    }

    @Test func statementsGoInAMethodAndMembersInASubclass() {
        #expect(ProseSwift.wrapping(["sections.remove(at: 0)"]).indent == "        ")
        let member = ProseSwift.wrapping(["// the cell", "override func viewDidLoad() {", "}"])
        #expect(member.before.last == "final class ProseCode: ListViewController {")
        #expect(ProseSwift.wrapping(["extension ListViewController {", "}"]).before == [""])
    }

    @Test func onlyCodeThatNamesTheControllerIsChecked() {
        #expect(ProseSwift.namesTheController("tableView.reloadData()"))
        #expect(ProseSwift.namesTheController("let x = sections[0]"))
        #expect(!ProseSwift.namesTheController("let tableViews = 1 // myTableView"))
        // A struct of the reader's own called Item names nothing of the page's class.
        #expect(!ProseSwift.namesTheController("struct Item: Hashable { let items: [Int] }"))
    }
}
