import ListDocsEngine
import ListDocsScript
import Testing

/// `swipe row [s, r] trailing|leading "Title" look, …`: a swipe that reveals the row's own
/// actions, each with its style or colour; errors at the word that is wrong.
@Suite struct SwipeActionsFormTests {
    @Test func aSwipeNamesItsEdgeAndEachActionsLook() throws {
        let (walkthrough, diagnostics) = Marked(
            """
            state: A, B
            swipe row [0, 1] trailing "Delete" destructive, "Flag" orange, "More"
            swipe row [0, 0] leading "Pin" yellow
            swipe row [0, 0]
            """, info: "listdocs ios=17"
        ).run()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let steps = try #require(walkthrough).steps
        let trailing = SwipeActions(
            edge: .trailing,
            actions: [
                .init(title: "Delete", look: "destructive"), .init(title: "Flag", look: "orange"),
                .init(title: "More"),
            ])
        #expect(steps[0].kind == .narrative(.swipe(IndexPath(row: 1, section: 0), trailing)))
        #expect(
            steps[1].kind
                == .narrative(
                    .swipe(
                        IndexPath(row: 0, section: 0),
                        SwipeActions(edge: .leading, actions: [.init(title: "Pin", look: "yellow")])
                    )))
        #expect(steps[2].kind == .narrative(.swipe(IndexPath(row: 0, section: 0), .delete)))
        // The writer gives the same lines back.
        let writer = ScriptWriter(view: .table)
        #expect(
            writer.lines(.narrative(.swipe(IndexPath(row: 1, section: 0), trailing)))
                == ["swipe row [0, 1] trailing \"Delete\" destructive, \"Flag\" orange, \"More\""])
        #expect(
            writer.lines(.narrative(.swipe(IndexPath(row: 1, section: 0), .delete)))
                == ["swipe row [0, 1]"])
    }

    @Test func aWrongSwipeIsAnErrorAtItsWord() throws {
        let cases: [(String, String, String)] = [
            ("swipe row [0, 0] ‸sideways \"Flag\"", "ios=17", "expected leading or trailing"),
            (
                "swipe row [0, 0] trailing \"Flag\" ‸orang", "ios=17",
                "unknown swipe action look 'orang'"
            ),
            (
                "swipe row [0, 0] trailing \"A\", \"B\", \"C\", ‸\"D\"", "ios=17",
                "at most 3 actions"
            ),
            ("swipe row [0, 0] ‸trailing \"Flag\"", "ios=10", "from iOS 11"),
            ("swipe row [0, 0] ‸trailing \"Flag\"", "ios=17 view=collection", "from iOS 11"),
        ]
        for (line, info, message) in cases {
            let marked = Marked("state: A, B\n" + line, info: "listdocs " + info)
            let (_, diagnostics) = marked.run()
            let error = try #require(diagnostics.first { $0.severity == .error }, "\(line)")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.location == marked.expected.first, "\(line)")
        }
        let (_, suggested) = Marked(
            "state: A\nswipe row [0, 0] trailing \"Flag\" orang", info: "listdocs ios=17"
        ).run()
        #expect(suggested.first?.suggestion == "orange")
    }
}
