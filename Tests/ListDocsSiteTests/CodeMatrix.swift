import ListDocsScript

@testable import ListDocsSite

/// Walkthroughs that between them use every form of the language that has code, for each
/// view × source × iOS era, so that the type check covers what no recipe happens to write.
enum CodeMatrix {
    /// The versions tried: one per era of the SDK stubs, and the newest texts.
    static let versions = ["8", "9", "10", "11", "13", "14", "15", "17", "26"]

    /// Script bodies for a table or collection view with an array or fetched-results
    /// source (`row`/`item` filled in), each a walkthrough of its own.
    static func arrayScripts(view: String) -> [String] {
        let row = view == "table" ? "row" : "item"
        let rows = view == "table" ? "rows" : "items"
        let call = view == "table" ? "table" : "collection"
        let rowsWord = view == "table" ? "Rows" : "Items"
        let rowWord = view == "table" ? "Row" : "Item"
        let with = view == "table" ? " with fade" : ""
        return [
            """
            state
              A: a, b, c
              B: d, e
            delete \(row) [0, 1]\(with)
            insert \(row) [0, 1] "x"\(with)
            move \(row) [0, 0] to [1, 0]
            reload \(row) [1, 1] "y"
            delete section 1\(with)
            insert section 1 "C": f, g
            move section 0 to 1
            reload section 0
            """,
            """
            state
              A: a, b, c, x
              B: d
            batch
              delete \(rows) [0, 0], [0, 2]
              insert \(row) [1, 1] "z"
              move \(row) [0, 1] to [1, 0]
            batch
              delete sections 1
            """,
            """
            state
              A: a, b, c
              B: d
            diff to
              B: d, c
              A: a
            """,
            """
            state
              A: a, b
            data insert "c" at [0, 2]
            \(call) insert\(rowsWord) [0, 2]
            data remove [0, 0]
            \(call) delete\(rowsWord) [0, 0]
            data move [0, 0] to [0, 1]
            \(call) move\(rowWord) [0, 0] to [0, 1]
            data insert section 1 "B": x
            \(call) insertSections 1
            \(call) reloadData
            """,
            """
            state
              A: a, b, c
            tap "Delete All: Now!"
            delete \(row) [0, 0]\(with)
            tap \(row) [0, 1]
            delete \(row) [0, 1]\(with)
            """,
            """
            state
              A: a, b, c
            tap "Edit"
            drag \(row) [0, 0] to [0, 2]
            data move [0, 0] to [0, 2]
            """,
            """
            state
              A: a, b
            delete \(row) [0, 1]
            \(call) delete\(rowsWord) [0, 0]
            expect crash "Invalid update"
            """,
        ]
    }

    /// Lines in a completion handler: after a batch that holds, and after one that raises
    /// before its completion can run.
    static func completionScripts(view: String) -> [String] {
        let row = view == "table" ? "row" : "item"
        let call = view == "table" ? "table insertRows" : "collection insertItems"
        return [
            """
            state
              Chat: hi, hello
            batch
              insert \(row) [0, 2] "new"
            completion
              reload \(row) [0, 0] "hi!"
              batch
                delete \(row) [0, 1]
            """,
            """
            state
              Chat: hi, hello
            batch
              \(call) [0, 2]
            completion
              data insert "new" at [0, 2]
            expect crash "attempt to insert"
            """,
        ]
    }

    /// Changes to managed objects, which the fetched-results controller reports to each
    /// kind of delegate (the rows-only one misses the emptied section: UIKit raises).
    static let objectScripts: [(delegate: String, script: String)] = [
        (
            "complete",
            """
            state
              Fruit: Kiwi
              Veg: Leek, Kale
            delete object [0, 0]
            insert object [1, 0] "Lime" in "Citrus"
            move object [0, 1] to [1, 1]
            update object [1, 1] "Curly kale"
            batch
              delete object [0, 0]
              insert object [1, 0] "Fig"
            """
        ),
        (
            "rows-only",
            """
            state
              Fruit: Kiwi
              Veg: Leek
            delete object [0, 0]
            expect crash "Invalid"
            """
        ),
        (
            "snapshot",
            """
            state
              Fruit: Kiwi
              Veg: Leek, Kale
            delete object [0, 0]
            insert object [0, 0] "Chard"
            update object [0, 1] "Curly kale"
            expect stale
            """
        ),
    ]

    /// Swipe, confirm and choose exist for table views.
    static let swipeScripts = [
        """
        state
          Planets: Mercury, Pluto
        swipe row [0, 1]
        confirm "Delete Planet" "Are you sure?"
        choose Delete
        delete row [0, 1] with fade
        """,
        """
        state
          Planets: Mercury, Pluto
        swipe row [0, 1]
        choose Delete
        delete row [0, 1] with left
        """,
        """
        state
          Planets: Mercury, Pluto
        swipe row [0, 1]
        confirm "Delete Planet" "Are you sure?"
        choose Cancel
        """,
    ]

    static let diffableScripts = [
        """
        state
          Fruit: Kiwi, Fig
          Veg: Leek
        snapshot
          append sections "Nuts"
          append items "Pecan" to "Nuts"
          insert items "Lime" before "Kiwi"
          insert items "Pear" after "Fig"
          insert sections "Herbs" before "Veg"
          delete items "Fig"
          move item "Kiwi" after "Pear"
          reload items "Kiwi"
          reload sections "Fruit"
        apply
        snapshot
          move section "Veg" before "Fruit"
        apply
        data set "Kiwi" "Kiwi (ripe)"
        snapshot
          reload items "Kiwi"
        apply without animation
        new snapshot
          append sections "Fruit"
          append items "Kiwi"
        apply
        apply
          Fruit: Kiwi, Fig
        completion
          data set "Kiwi" "Kiwi (ripe)"
          snapshot
            reload items "Kiwi"
          apply
        """,
        """
        state
          Fruit: Kiwi
        snapshot
          delete items "Kiwi"
          append items "Fig", "Fig"
          append items "Lime"
        expect crash "Fatal: supplied "
        """,
    ]

    /// Applies from a background queue, and the questions a collection view answers.
    static let backgroundApplyScript = """
        state
          Fruit: Kiwi
        apply in background
          Fruit: Kiwi, Fig
        apply in background
          Fruit: Kiwi
        """
    static let queryScript = """
        state
          A: a, b
        collection numberOfItems 0
        collection layoutAttributes [0, 1]
        """

    static let modernDiffableScripts = [
        """
        state
          Fruit: Kiwi, Fig
        data set "Kiwi" "Kiwi (ripe)"
        snapshot
          reconfigure items "Kiwi"
        apply
        apply using reload data
          Fruit: Fig
        """
    ]

    /// Each `hashable=` style names its items through an `Item` type; before iOS 15 UIKit
    /// does not check them, so the same script runs for all.
    static let hashableScript = """
        state
          Fruit: Kiwi, Fig
        data set "Kiwi" "Kiwi (ripe)"
        snapshot
          insert items "Lime" before "Kiwi"
          reload items "Kiwi"
        apply
        snapshot
          move item "Fig" before "Lime"
        apply
        apply
          Fruit: Kiwi
        """

    /// The versions whose pages show Objective-C, tried with every form an array data source
    /// has there: a table view's (moves from iOS 5, confirmations not before iOS 8) and a
    /// collection view's (from iOS 6); and a table view's fetched-results controller.
    static let objectiveCVersions = ["4", "5", "6", "7"]

    /// The Objective-C pages' walkthroughs with where they came from.
    static func objectiveCCases() throws -> [(String, Walkthrough)] {
        var blocks: [(String, String)] = []
        for ios in objectiveCVersions {
            for (index, script) in arrayScripts(view: "table").enumerated()
            where ios != "4"
                || !(script.contains("move") || script.contains("drag") || script.contains("diff"))
            {
                blocks.append(("table array iOS \(ios) #\(index)", "ios=\(ios)\n" + script))
            }
            for (index, script) in swipeScripts.enumerated()
            where !script.contains("confirm") && !script.contains("swipe row [0, 0]:") {
                blocks.append(("swipe iOS \(ios) #\(index)", "ios=\(ios)\n" + script))
            }
            // A table view's fetched-results controller, with either delegate.
            for delegate in ["complete", "rows-only"] {
                for (index, script) in arrayScripts(view: "table").enumerated()
                where !script.contains("drag ")
                    && (ios != "4" || !(script.contains("move") || script.contains("diff")))
                {
                    blocks.append(
                        (
                            "table fetched delegate=\(delegate) iOS \(ios) #\(index)",
                            "source=fetched-results delegate=\(delegate) ios=\(ios)\n" + script
                        ))
                }
            }
            // Collection views came with iOS 6; a user drags items from iOS 9 and selects
            // several from 8.
            guard Int(ios)! >= 6 else { continue }
            let collection = arrayScripts(view: "collection").filter {
                !$0.contains("drag ") && !$0.contains("select ")
            }
            for (index, script) in (collection + completionScripts(view: "collection")).enumerated()
            {
                blocks.append(
                    (
                        "collection array iOS \(ios) #\(index)",
                        "view=collection ios=\(ios)\n" + script
                    ))
            }
            blocks.append(
                ("collection queries iOS \(ios)", "view=collection ios=\(ios)\n" + queryScript))
        }
        // Cells got otherwise: made by hand, never made (a table's), another identifier.
        blocks += [
            (
                "collection dequeue=none",
                "view=collection ios=7 dequeue=none\nstate:\ninsert item [0, 0] \"a\"\n"
                    + "expect crash \"the cell returned\""
            ),
            (
                "table dequeue=nil",
                "ios=7 dequeue=nil\nstate:\ninsert row [0, 0] \"a\"\n"
                    + "expect crash \"UITableView dataSource must return a cell\""
            ),
            (
                "table register=Other",
                "ios=6 register=Other\nstate:\ninsert row [0, 0] \"a\"\n"
                    + "expect crash \"unable to dequeue\""
            ),
        ]
        return try walkthroughs(blocks)
    }

    /// Every walkthrough of the matrix with where it came from.
    static func cases() throws -> [(String, Walkthrough)] {
        var blocks: [(String, String)] = []
        for ios in versions {
            for view in ["table", "collection"] {
                for source in ["array", "fetched-results"] {
                    // Only an array data source lets the user reorder; a collection view
                    // from iOS 9.
                    for (index, script) in arrayScripts(view: view).enumerated()
                    where !script.contains("drag ")
                        || (source == "array" && (view == "table" || Int(ios)! >= 9))
                    {
                        blocks.append(
                            (
                                "\(view) \(source) iOS \(ios) #\(index)",
                                "view=\(view) source=\(source) ios=\(ios)\n" + script
                            ))
                    }
                }
                if view == "collection" || Int(ios)! >= 11 {
                    for (index, script) in completionScripts(view: view).enumerated() {
                        blocks.append(
                            (
                                "\(view) completion iOS \(ios) #\(index)",
                                "view=\(view) ios=\(ios)\n" + script
                            ))
                    }
                }
                for (delegate, script) in objectScripts
                where delegate != "snapshot" || Int(ios)! >= 13 {
                    blocks.append(
                        (
                            "\(view) objects delegate=\(delegate) iOS \(ios)",
                            "view=\(view) source=fetched-results delegate=\(delegate) ios=\(ios)\n"
                                + script
                        ))
                }
                if view == "collection" {
                    blocks.append(
                        (
                            "collection queries iOS \(ios)",
                            "view=collection ios=\(ios)\n" + queryScript
                        ))
                }
                if Int(ios)! >= 13 {
                    blocks.append(
                        (
                            "\(view) background apply iOS \(ios)",
                            "view=\(view) source=diffable ios=\(ios)\n" + backgroundApplyScript
                        ))
                    for (index, script) in diffableScripts.enumerated() {
                        blocks.append(
                            (
                                "\(view) diffable iOS \(ios) #\(index)",
                                "view=\(view) source=diffable ios=\(ios)\n" + script
                            ))
                    }
                }
                if Int(ios)! >= 15 {
                    for (index, script) in modernDiffableScripts.enumerated() {
                        blocks.append(
                            (
                                "\(view) diffable iOS \(ios) modern #\(index)",
                                "view=\(view) source=diffable ios=\(ios)\n" + script
                            ))
                    }
                }
            }
            if Int(ios)! == 13 || Int(ios)! == 14 {
                for style in [
                    "id", "id-and-content", "class-content", "content-equality", "never-equal",
                ] {
                    for view in ["table", "collection"] {
                        blocks.append(
                            (
                                "\(view) hashable=\(style) iOS \(ios)",
                                "view=\(view) source=diffable hashable=\(style) ios=\(ios)\n"
                                    + hashableScript
                            ))
                    }
                }
            }
            for (index, script) in swipeScripts.enumerated() {
                blocks.append(("swipe iOS \(ios) #\(index)", "ios=\(ios)\n" + script))
            }
        }
        return try walkthroughs(blocks)
    }

    private static func walkthroughs(_ blocks: [(String, String)]) throws -> [(String, Walkthrough)]
    {
        var result: [(String, Walkthrough)] = []
        for (origin, block) in blocks {
            let text = "---\ntitle: Matrix\n---\n\n```listdocs " + block + "\n```\n"
            let recipe: Recipe
            do { recipe = try loadRecipe("matrix.md", text: text) } catch {
                throw TestFailure("\(origin):\n\(block)\n\(error)")
            }
            guard let walkthrough = recipe.walkthroughs.first else {
                throw TestFailure("\(origin): no walkthrough")
            }
            result.append((origin, walkthrough))
        }
        return result
    }
}
