import ListDocsEngine
import ListDocsScript
import Testing

/// `ios=` past the newest version listdocs models is a warning at the attribute, and runs as
/// that newest version; the versions it models are not.
@Suite struct VersionAttributeTests {
    @Test func aVersionPastTheNewestModelledIsAWarningAtTheAttribute() throws {
        let marked = Marked(
            "state: A, B\ndelete row [0, 0]\n", info: "listdocs title=\"x\" ‸ios=27")
        let (walkthrough, diagnostics) = marked.run()
        #expect(walkthrough?.attributes.ios == UIKitVersion(27))
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == marked.expected.first)
        #expect(
            warning.message
                == "iOS 27 is newer than the latest version listdocs models (iOS 26); the walkthrough runs with iOS 26's behaviour and texts"
        )
    }

    @Test func theModelledVersionsAreNotWarnedOf() {
        for ios in ["4", "16.4", "18", "26", "26.1"] {
            let (_, diagnostics) = Marked(
                "state: A, B\ndelete row [0, 0]\n", info: "listdocs ios=\(ios)"
            ).run()
            #expect(diagnostics.isEmpty, "ios=\(ios): \(diagnostics)")
        }
        #expect(UIKitVersion.latestKnown == UIKitVersion(26))
    }

    @Test func aCollectionViewBeforeIOS6IsAnErrorAtTheViewAttribute() throws {
        let marked = Marked(
            "state: A, B\ndelete item [0, 0]\n", info: "listdocs ‸view=collection ios=5")
        let (walkthrough, diagnostics) = marked.run()
        #expect(walkthrough == nil)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error && error.location == marked.expected.first)
        #expect(
            error.message
                == "collection views arrived with iOS 6; this walkthrough says iOS 5 (use ios=6 or later, or view=table)"
        )
        let (atSix, problems) = Marked(
            "state: A, B\ndelete item [0, 0]\n", info: "listdocs view=collection ios=6"
        ).run()
        #expect(atSix != nil && problems.isEmpty)
    }

    @Test func aTableViewMovesFromIOS5() throws {
        let marked = Marked(
            "state: a, b\n‸move row [0, 0] to [0, 1]\n", info: "listdocs ios=4")
        let (_, diagnostics) = marked.run()
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error && error.location == marked.expected.first)
        #expect(error.message.hasPrefix("a table view moves rows and sections from iOS 5"))
        // A diff that needs a move is refused as well; iOS 5 moves.
        let (_, diffing) = Marked(
            "state: a, b\ndiff to: b, a\n", info: "listdocs ios=4"
        ).run()
        #expect(diffing.contains { $0.severity == .error })
        let (atFive, problems) = Marked(
            "state: a, b\nmove row [0, 0] to [0, 1]\n", info: "listdocs ios=5"
        ).run()
        #expect(atFive != nil && problems.isEmpty)
    }

    @Test func aConfirmationNeedsIOS8() throws {
        let script =
            "state: a, b\nswipe row [0, 0]\n‸confirm \"Delete?\" \"Sure?\"\nchoose Delete\n"
        let marked = Marked(script, info: "listdocs ios=7")
        let (_, diagnostics) = marked.run()
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error && error.location == marked.expected.first)
        #expect(error.message.contains("UIAlertController"))
        let (_, atEight) = Marked(
            script.replacingOccurrences(of: "‸", with: ""), info: "listdocs ios=8"
        ).run()
        #expect(atEight.isEmpty)
    }

    @Test func aCollectionViewsFetchedResultsBeforeIOS8IsAnError() throws {
        let script = "state\n  A: a, b\ndelete item [0, 0]\n"
        let marked = Marked(
            script, info: "listdocs view=collection source=fetched-results ios=7")
        let (walkthrough, diagnostics) = marked.run()
        #expect(walkthrough == nil)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error && error.message.contains("Objective-C"))
        let (atEight, problems) = Marked(
            script, info: "listdocs view=collection source=fetched-results ios=8"
        ).run()
        #expect(atEight != nil && problems.isEmpty, "\(problems)")
        let (table, none) = Marked(
            "state\n  A: a, b\ndelete row [0, 0]\n", info: "listdocs source=fetched-results ios=7"
        ).run()
        #expect(table != nil && none.isEmpty, "\(none)")
    }

    @Test func registeringIsAnErrorBeforeIOS6() throws {
        let marked = Marked(
            "state: x\ninsert row [0, 0] \"a\"\n", info: "listdocs ios=5 ‸register=Other")
        let (walkthrough, diagnostics) = marked.run()
        #expect(walkthrough == nil)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error && error.location == marked.expected.first)
        #expect(error.message.hasPrefix("cell classes are registered from iOS 6"))
    }
}
