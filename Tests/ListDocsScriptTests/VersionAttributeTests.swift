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
}
