import ListDocsEngine
import ListDocsScript
import Testing

/// `sdk=`: the SDK the app is built with, read, checked and written back.
@Suite struct SDKAttributeTests {
    @Test func sdkIsReadAndDefaultsToTheVersionTheAppRunsOn() {
        let (given, diagnostics) = Marked(
            "state: a\n", info: "listdocs ios=18 sdk=14.5 source=diffable"
        ).run()
        #expect(diagnostics.isEmpty)
        #expect(given?.attributes.sdk == UIKitVersion(14, 5))
        #expect(given?.attributes.linkedSDK == UIKitVersion(14, 5))
        let (plain, _) = Marked("state: a\n", info: "listdocs ios=18").run()
        #expect(plain?.attributes.sdk == nil)
        #expect(plain?.attributes.linkedSDK == UIKitVersion(18))
    }

    @Test func aBadSDKIsAnErrorAtItsValue() throws {
        let marked = Marked("state: a\n", info: "listdocs sdk=‸latest")
        let (_, diagnostics) = marked.run()
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.location == marked.expected.first)
        #expect(
            error.message == "expected the iOS SDK the app is built with, like sdk=14 or sdk=16.4")
    }

    @Test func theWriterWritesSDKBackOnlyWhenGiven() {
        var attributes = ScriptAttributes()
        attributes.ios = UIKitVersion(18)
        #expect(ScriptWriter.info(attributes) == "listdocs ios=18")
        attributes.sdk = UIKitVersion(14, 5)
        #expect(ScriptWriter.info(attributes) == "listdocs ios=18 sdk=14.5")
    }

    /// The older form is the identifier checks' only: other texts, and the same check for an
    /// app built with the iOS 15 SDK or later, are as a recent SDK's app meets them.
    @Test func onlyTheIdentifierChecksOfAnOlderSDKChange() {
        let script = "state\n  Fruit: Kiwi\napply\n  Fruit: Kiwi, Fig\n"
        func crash(_ info: String) -> UIKitException? {
            Marked(script, info: "listdocs ios=18 source=diffable " + info).run().0?.crash
        }
        let older = crash("hashable=never-equal sdk=14")
        #expect(older?.asserted == false)
        #expect(
            older?.reason.hasSuffix(
                "Identifier with invalid equality: Kiwi Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_IS_NOT_EQUAL_TO_ITSELF to catch this in the debugger. This will become an assert in a future version."
            ) == true)
        let recent = crash("hashable=never-equal sdk=15")
        #expect(recent?.asserted == true)
        #expect(recent?.reason.hasSuffix("Identifier with invalid equality: Kiwi") == true)
        let other = Marked(
            "state\n  Fruit: Kiwi\nsnapshot\n  reload items \"Fig\"\n",
            info: "listdocs ios=18 source=diffable sdk=14"
        ).run().0?.crash
        #expect(other?.asserted == true)
        #expect(
            other?.reason
                == "Attempted to reload item identifier that does not exist in the snapshot: Fig")
    }
}
