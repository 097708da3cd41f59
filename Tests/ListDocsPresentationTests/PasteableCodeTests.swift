import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import Testing

/// The code a walkthrough shows is what a reader pastes: it agrees with what the page shows
/// (the crash it reproduces, the model change behind a diff, where the app dies) and runs in
/// the method an app writes it in. (That it compiles is `TypeCheckTests`.)
@Suite struct PasteableCodeTests {
    /// A collection walkthrough draws its items in a grid (or one column) and its titled
    /// sections under headers: the model block builds that layout and makes those headers,
    /// in the era's idiom; untitled sections get no header code at all.
    @Test func aCollectionViewsLayoutCellsAndHeadersAreTheOnesItsPicturesDraw() throws {
        func model(_ state: String, _ info: String, step: String = "delete item [0, 0]")
            throws -> String
        {
            try present("\(state)\n\(step)\n", info: "listdocs view=collection \(info)")
                .model.joined(separator: "\n")
        }
        let titled = "state\n  Fruit: Kiwi, Fig\n  Veg: Kale"
        let modern = try model(titled, "ios=17 columns=2")
        #expect(modern.contains("collectionView.collectionViewLayout = makeLayout()"))
        #expect(modern.contains("let side = collectionView.bounds.width / 2"))
        #expect(modern.contains("layout.headerReferenceSize = CGSize("))
        #expect(
            modern.contains("UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(")
        )
        #expect(modern.contains("content.text = self?.sections[indexPath.section].title"))
        #expect(modern.contains("viewForSupplementaryElementOfKind kind: String"))
        let old = try model(titled, "ios=10 source=fetched-results")
        #expect(old.contains("final class HeaderView: UICollectionReusableView {"))
        #expect(
            old.contains(
                "header.label.text = fetchedResultsController.sections?[indexPath.section].name"))
        let diffable = try model(
            titled, "ios=13 source=diffable layout=list",
            step: "snapshot\n  delete items \"Kiwi\"\napply")
        #expect(diffable.contains("dataSource.supplementaryViewProvider = { [weak self]"))
        #expect(
            diffable.contains("self?.dataSource.snapshot().sectionIdentifiers[indexPath.section]"))
        #expect(diffable.contains("CGSize(width: collectionView.bounds.width, height: 44)"))
        // From iOS 14 a cell registration makes the cells, unless the walkthrough is about
        // reuse identifiers.
        #expect(
            modern.contains(
                "lazy var cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String>"
            ))
        // Too long for a line: an argument per line, as swift-format writes it.
        #expect(
            modern.contains(
                """
                    collectionView.dequeueConfiguredReusableCell(
                        using: cellRegistration,
                        for: indexPath,
                        item: sections[indexPath.section].items[indexPath.item]
                    )
                """
            ))
        #expect(!modern.contains("forCellWithReuseIdentifier"))
        let named = try model(titled, "ios=17 cell=\"FruitCell\"")
        #expect(named.contains("forCellWithReuseIdentifier: \"FruitCell\""))
        #expect(!named.contains("CellRegistration"))
        #expect(!old.contains("CellRegistration"))
        let list = try model(titled, "ios=17 layout=list")
        #expect(list.contains("UICollectionLayoutListConfiguration(appearance: .plain)"))
        #expect(list.contains("configuration.headerMode = .supplementary"))
        #expect(
            list.contains("return UICollectionViewCompositionalLayout.list(using: configuration)"))
        let untitled = try model("state: a, b, c", "ios=17")
        #expect(untitled.contains("makeLayout()"))
        #expect(!untitled.contains("header") && !untitled.contains("Header"))
    }

    /// Two drags are answered by one `moveRowAt`: the method is written once, holding the
    /// steps of both, each step once.
    @Test func aCallbackWhoseCodeIsTheSameEachTimeIsOneMethod() throws {
        let presentation = try present(
            """
            state
              A: a1, a2, a3
              B: b1
            tap "Edit"
            drag row [0, 0] to [0, 2]
            data move [0, 0] to [0, 2]
            drag row [0, 1] to [1, 1]
            data move [0, 1] to [1, 1]
            """)
        let methods = StepMethods.methods(presentation).filter(\.shown)
        #expect(methods.map(\.name) == ["tableView(_:moveRowAt:to:)"])
        #expect(methods.first?.steps == [2, 3, 4, 5])
    }

    /// A tap that expands an item of an outline and a later tap that collapses it are one
    /// `didSelectItemAt` that asks the section snapshot which to do, as an app writes it.
    @Test func aTapThatExpandsAndATapThatCollapsesAreOneToggle() throws {
        let presentation = try present(
            """
            state
              Library: Fiction, Poetry
            section snapshot of "Library"
              append "Dune" to "Fiction"
            apply to "Library"
            tap item "Fiction"
            section snapshot of "Library"
              expand "Fiction"
            apply to "Library"
            tap item "Fiction"
            section snapshot of "Library"
              collapse "Fiction"
            apply to "Library"
            """, info: "listdocs view=collection source=diffable ios=17")
        let methods = StepMethods.methods(presentation).filter(\.shown)
        #expect(methods.map(\.name) == ["collectionView(_:didSelectItemAt:)"])
        let lines = try #require(methods.first).lines.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let branch = try #require(
            lines.firstIndex(
                of: "if dataSource.snapshot(for: \"Library\").isExpanded(\"Fiction\") {"))
        let otherwise = try #require(lines.firstIndex(of: "} else {"))
        #expect(lines[branch..<otherwise].contains("sectionSnapshot.collapse([\"Fiction\"])"))
        #expect(lines[otherwise...].contains("sectionSnapshot.expand([\"Fiction\"])"))
        #expect(methods.first?.steps == [3, 4, 5, 6, 7, 8])
        // A tap whose code also adds an item is not merged: it would add it on every tap.
        let adding = try present(
            """
            state
              Library: Fiction, Poetry
            tap item "Fiction"
            section snapshot of "Library"
              append "Dune" to "Fiction"
              expand "Fiction"
            apply to "Library"
            tap item "Fiction"
            section snapshot of "Library"
              collapse "Fiction"
            apply to "Library"
            """, info: "listdocs view=collection source=diffable ios=17")
        #expect(StepMethods.methods(adding).filter(\.shown).count == 2)
    }

    @Test func anIdentifierHashingItsContentIsDeclaredSo() throws {
        let presentation = try present(
            """
            state
              Fruit: Kiwi, Fig
            data set "Kiwi" "Kiwi (ripe)"
            apply
              Fruit: Kiwi, Fig
            expect crash "Diffable data source detected item identifiers that are equal"
            """, info: "listdocs source=diffable hashable=id-and-content ios=15")
        let model = presentation.model
        // `==` compares the identifier; `hash(into:)` is synthesized over id and content.
        #expect(model.contains("struct Item: Hashable {"))
        #expect(
            model.contains("    static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }")
        )
        #expect(!model.contains { $0.contains("func hash(into") })
        #expect(model.contains { $0.contains("UITableViewDiffableDataSource<String, Item>") })
        #expect(presentation.steps[1].code == ["items[\"Kiwi\"]!.content = \"Kiwi (ripe)\""])
        #expect(
            presentation.steps[2].code.contains(
                "snapshot.appendItems([item(\"Kiwi\"), item(\"Fig\")], toSection: \"Fruit\")"))
    }

    @Test func eachHashableStyleDeclaresItsOwnEqualityAndHash() throws {
        func model(_ style: String) throws -> [String] {
            try present(
                "state\n  Fruit: Kiwi\napply\n  Fruit: Kiwi",
                info: "listdocs source=diffable hashable=\(style) ios=14"
            ).model
        }
        #expect(try model("id").contains { $0.contains("DiffableDataSource<String, String>") })
        #expect(
            try model("class-content").contains("final class Item: Hashable, @unchecked Sendable {")
        )
        #expect(
            try model("content-equality").contains(
                "    static func == (lhs: Item, rhs: Item) -> Bool { lhs.content == rhs.content }"))
        #expect(
            try model("never-equal").contains(
                "    static func == (lhs: Item, rhs: Item) -> Bool { false }"))
    }

    @Test func aDiffSetsTheModelBeforeTellingTheView() throws {
        let code = try present(
            """
            state
              A: a, b
            diff to
              A: b
            """
        ).steps[1].code
        #expect(
            code == [
                "tableView.performBatchUpdates {",
                "    self.sections = [",
                "        Section(title: \"A\", rows: [\"b\"])",
                "    ]",
                "    self.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)",
                "}",
            ])
    }

    @Test func nothingAfterTheCallThatRaisesRuns() throws {
        let presentation = try present(
            """
            state
              Fruit: Kiwi
            apply
              Fruit: Kiwi, Kiwi
            expect crash "Fatal: supplied item identifiers are not unique."
            """, info: "listdocs source=diffable ios=15")
        let step = presentation.steps[1]
        #expect(
            step.code.suffix(2) == [
                "snapshot.appendItems([\"Kiwi\", \"Kiwi\"], toSection: \"Fruit\")  // ✗ the app dies here",
                "// not reached: dataSource.apply(snapshot, animatingDifferences: true)",
            ])
        // The snapshot was never whole: the page shows no "after" for it.
        #expect(step.snapshot?.before == ["Fruit: Kiwi"])
        #expect(step.snapshot?.after == nil)
    }

    @Test func aBatchDiesAsItEnds() throws {
        let code = try present(
            """
            state
              A: a, b
            batch
              table deleteRows [0, 0]
            expect crash "Invalid update"
            """, info: "listdocs ios=10"
        ).steps[1].code
        #expect(code.last == "tableView.endUpdates()  // ✗ the app dies here")
    }

    @Test func aTappedRowIsHandledInDidSelectRowAt() throws {
        let presentation = try present(
            """
            state
              A: a, b, c
            tap row [0, 2]
            delete row [0, 2]
            """)
        let method = try #require(presentation.steps[2].method)
        #expect(method.name == "tableView(_:didSelectRowAt:)")
        #expect(
            method.lines == [
                "override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
                "    sections[indexPath.section].rows.remove(at: indexPath.row)",
                "    tableView.deleteRows(at: [indexPath], with: .automatic)",
                "}",
            ])
        // The tap itself shows the method it leads to.
        #expect(presentation.steps[1].method == method)
    }

    @Test func aSwipeIsAContextualActionWithItsCompletionHandler() throws {
        let presentation = try present(
            """
            state
              Planets: Mercury, Pluto
            swipe row [0, 1]
            confirm "Delete Planet" "Are you sure?"
            choose Delete
            delete row [0, 1] with fade
            """, info: "listdocs ios=13")
        let method = try #require(presentation.steps[4].method)
        #expect(method.name == "tableView(_:trailingSwipeActionsConfigurationForRowAt:)")
        let text = method.lines.joined(separator: "\n")
        // Too long for the call's line, the closure's head takes a line of its own.
        #expect(
            text.contains(
                """
                    let action = UIContextualAction(style: .destructive, title: "Delete") {
                        [weak self] _, _, completionHandler in
                """))
        #expect(text.contains("preferredStyle: .actionSheet"))
        #expect(
            text.contains(
                """
                        alert.addAction(
                            UIAlertAction(title: "Delete", style: .destructive) { _ in
                                self.sections[indexPath.section].rows.remove(at: indexPath.row)
                                self.tableView.deleteRows(at: [indexPath], with: .fade)
                                completionHandler(true)
                            })
                """))
        #expect(text.contains("completionHandler(false)  // the row slides back"))
        #expect(text.contains("alert.popoverPresentationController?.sourceView"))
        // Every step of the gesture shows it: the swipe, the confirmation, the choice.
        #expect(presentation.steps[1...4].allSatisfy { $0.method == method })
    }

    /// A walkthrough that cancels still shows a whole method: Delete really deletes, and
    /// the alert names the row the user swiped, whichever it is.
    @Test func aCancelledSwipesMethodStillDeletesAndNamesItsRow() throws {
        let presentation = try present(
            """
            state
              Planets: Mercury, Pluto
            swipe row [0, 1]
            confirm "Delete Planet" "Delete Pluto for good?"
            choose Cancel
            """, info: "listdocs ios=17")
        let text = try #require(presentation.steps[3].method).lines.joined(separator: "\n")
        #expect(
            text.contains(
                #"message: "Delete \(self.sections[indexPath.section].rows[indexPath.row]) for good?","#
            )
        )
        #expect(
            text.contains(
                """
                                // not chosen in this walkthrough: the row goes
                                self.sections[indexPath.section].rows.remove(at: indexPath.row)
                                self.tableView.deleteRows(at: [indexPath], with: .automatic)
                                completionHandler(true)
                """))
        // The model the method uses is declared, as for any step's code.
        #expect(presentation.model.contains("var sections = ["))
    }

    @Test func aSwipeBeforeIOS11CommitsTheEditingStyle() throws {
        let method = try #require(
            try present(
                """
                state
                  Planets: Mercury, Pluto
                swipe row [0, 1]
                choose Delete
                delete row [0, 1]
                """, info: "listdocs ios=10"
            ).steps[3].method)
        #expect(method.name == "tableView(_:commit:forRowAt:)")
        #expect(method.lines.contains("    guard editingStyle == .delete else { return }"))
        #expect(!method.lines.contains { $0.contains("completionHandler") })
    }

    @Test func aDragIsHandledInMoveRowAtWithItsParameters() throws {
        let method = try #require(
            try present(
                """
                state
                  A: a, b, c
                drag row [0, 0] to [0, 2]
                data move [0, 0] to [0, 2]
                """
            ).steps[2].method)
        #expect(
            method.lines.suffix(3) == [
                "    let moved = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)",
                "    sections[destinationIndexPath.section].rows.insert(moved, at: destinationIndexPath.row)",
                "}",
            ])
    }

    @Test func aButtonsCodeIsItsAction() throws {
        let method = try #require(
            try present(
                """
                state
                  Odd: 1, 3
                tap "Delete Odd Numbers"
                delete section 0
                """
            ).steps[2].method)
        #expect(
            method.lines.first
                == "@IBAction func deleteOddNumbersTapped(_ sender: UIBarButtonItem) {")
    }

    @Test func cellsAreRegisteredAndTheCellProviderHoldsTheControllerWeakly() throws {
        let presentation = try present(
            "state\n  Fruit: Kiwi\nsnapshot\n  append items \"Fig\"\napply",
            info: "listdocs source=diffable")
        let model = presentation.model
        #expect(
            model.contains(
                "    tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")"))
        // The provider's head, too long for the data source's line, opens its body.
        let dataSource = try #require(model.firstIndex { $0.hasPrefix("lazy var dataSource") })
        #expect(model[dataSource + 1] == "    [weak self] tableView, indexPath, identifier in")
    }

    @Test func aBackgroundApplyTakesConstantsAlong() throws {
        let code = try present(
            "state\n  Fruit: Kiwi\napply in background\n  Fruit: Kiwi, Fig",
            info: "listdocs source=diffable ios=16"
        ).steps[1].code
        #expect(code.contains("let dataSource = self.dataSource"))
        #expect(code.contains("DispatchQueue.global(qos: .userInitiated).async { [snapshot] in"))
    }

    @Test func aCompletionIsWrittenInItsHandler() throws {
        let presentation = try present(
            """
            state
              Chat: hi, hello
            batch
              insert row [0, 2] "new"
            completion
              reload row [0, 0] "hi!"
            """)
        #expect(
            presentation.steps[1].code == [
                "tableView.performBatchUpdates {",
                "    self.sections[0].rows.insert(\"new\", at: 2)",
                "    self.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)",
                "} completion: { _ in",
                "    self.sections[0].rows[0] = \"hi!\"",
                "    self.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)",
                "}",
            ])
        #expect(presentation.steps[2].caption.hasPrefix("In the completion handler: "))
    }

    @Test func aCompletionTheBatchNeverReachedIsShownSo() throws {
        let code = try present(
            """
            state
              Chat: hi, hello
            batch
              table insertRows [0, 2]
            completion
              data insert "new" at [0, 2]
            expect crash "attempt to insert row 2"
            """
        ).steps[1].code
        #expect(
            code == [
                "tableView.performBatchUpdates {",
                "    self.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)",
                "} completion: { _ in  // ✗ the app dies here",
                "    // not reached: self.sections[0].rows.insert(\"new\", at: 2)",
                "}",
            ])
    }

    @Test func anApplysCompletionIsItsTrailingClosure() throws {
        let code = try present(
            """
            state
              Fruit: Kiwi
            apply
              Fruit: Kiwi, Fig
            completion
              data set "Kiwi" "Kiwi (ripe)"
            """, info: "listdocs source=diffable"
        ).steps[1].code
        #expect(
            code.suffix(3) == [
                "dataSource.apply(snapshot, animatingDifferences: true) {",
                "    self.contents[\"Kiwi\"] = \"Kiwi (ripe)\"",
                "}",
            ])
    }

    @Test func aSaveShowsTheObjectsChangedAndWhatTheDelegateHears() throws {
        let presentation = try present(
            """
            state
              Fruit: Kiwi
              Veg: Leek
            delete object [0, 0]
            """, info: "listdocs source=fetched-results ios=13")
        #expect(
            presentation.steps[1].code == [
                "context.delete(fetchedResultsController.object(at: IndexPath(row: 0, section: 0)))",
                "try? context.save()",
                "",
                "// The controller reports each change to the delegate (the model block):",
                "//   section 0 “Fruit” deleted → tableView.deleteSections(IndexSet(integer: 0), with: .automatic)",
                "//   object [0, 0] deleted → tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)",
            ])
        // The delegate animates as the steps say.
        #expect(
            presentation.model.contains(
                "    case .delete: tableView.deleteRows(at: [indexPath!], with: .automatic)"))
        #expect(!presentation.model.contains { $0.contains(".fade") })
    }

    @Test func eachDelegateIsDeclaredAsTheWalkthroughSays() throws {
        func model(_ delegate: String) throws -> String {
            try present(
                "state\n  A: a, b\ndelete object [0, 0]",
                info: "listdocs source=fetched-results ios=13 delegate=\(delegate)"
            ).model.joined(separator: "\n")
        }
        #expect(try model("complete").contains("atSectionIndex sectionIndex: Int"))
        #expect(try !model("rows-only").contains("atSectionIndex sectionIndex: Int"))
        #expect(
            try model("snapshot").contains(
                "    let snapshot = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>"
            ))
    }

    /// The controller reports an object that changed and sorts elsewhere as a move alone:
    /// the delegate's `.move` shows the object as it is now in the cell that moves, in the
    /// era's idiom, or a retitled object that moves keeps its old title on screen.
    @Test func aMovedObjectsCellShowsTheObjectAsItIsNow() throws {
        func model(_ info: String) throws -> [String] {
            try present(
                "state\n  A: a, b\nmove object [0, 0] to [0, 1]",
                info: "listdocs source=fetched-results \(info)"
            ).model
        }
        func moveCase(_ lines: [String]) throws -> [String] {
            let start = try #require(lines.firstIndex { $0.hasSuffix("case .move:") })
            let end = try #require(lines[start...].firstIndex { $0.contains("@unknown default") })
            return lines[start..<end].map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let table = try moveCase(try model("ios=13"))
        #expect(table.contains("tableView.moveRow(at: indexPath!, to: newIndexPath!)"))
        #expect(table.contains("if let cell = tableView.cellForRow(at: indexPath!) {"))
        #expect(table.contains("cell.textLabel?.text = (anObject as! Item).title"))
        let modern = try moveCase(try model("ios=17"))
        #expect(modern.contains("content.text = (anObject as! Item).title"))
        #expect(modern.contains("cell.contentConfiguration = content"))
        let grid = try moveCase(try model("ios=17 view=collection"))
        #expect(
            grid.contains(
                "if let cell = collectionView.cellForItem(at: indexPath!) as? UICollectionViewListCell {"
            ))
        let old = try moveCase(try model("ios=10 view=collection"))
        #expect(old.contains("cell.label.text = (anObject as! Item).title"))
    }

    @Test func aGroupsObjectsAreDeletedOneByOneAsAppsDo() throws {
        let code = try present(
            "state\n  A: a\n  B: b, c\nbatch\n  delete rows [1, 0], [1, 1]\n  delete section 1",
            info: "listdocs source=fetched-results"
        ).steps[1].code
        #expect(
            code.first
                == "for item in fetchedResultsController.sections?[1].objects as? [Item] ?? [] { context.delete(item) }"
        )
        #expect(!code.contains { $0.contains("forEach") })
    }
}
