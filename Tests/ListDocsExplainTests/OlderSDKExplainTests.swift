import ListDocsEngine
import ListDocsExplain
import Testing

/// A diffable identifier check in the words an app built against an older SDK meets (the
/// closing "Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__…" sentence)
/// is explained with a walkthrough of such an app (`sdk=14`) that prints it again.
@Suite struct OlderSDKExplainTests {
    static let kinds: [(UIKitException.Kind, ReasonArguments, ios: Int)] = [
        (.identifierHashChanged, ReasonArguments(identifiers: ["Kiwi"]), 18),
        (.identifierNotEqualToItself, ReasonArguments(identifiers: ["Fig"]), 26),
        (.identifiersEqualWithDifferentHashes, ReasonArguments(identifiers: ["Kiwi", "Kiwi"]), 17),
        (.equalIdentifiersInOneSnapshot, ReasonArguments(identifiers: ["Kiwi", "Fig"]), 15),
        (.sectionIdentifierExists, ReasonArguments(identifierList: ["Fruit"]), 18),
    ]

    @Test(arguments: 0..<kinds.count)
    func theOlderFormIsExplainedWithAnAppBuiltAgainstAnOlderSDK(_ index: Int) throws {
        let (kind, arguments, ios) = Self.kinds[index]
        let version = UIKitVersion(ios)
        let recent = ReasonCatalog.exception(kind, view: .table, ios: version, arguments)
        let older = recent.forApp(builtWith: AppLink.olderSDK, runningOn: version)
        #expect(older.reason != recent.reason && older.reason.hasPrefix(recent.reason))
        let explanation = try Explainer.explain(older.consoleLine)
        #expect(explanation.kind == kind)
        #expect(explanation.recipe.contains(" sdk=14 "), "\(explanation.recipe)")
        ExplainTests.checkRecipe(explanation, reproduces: older.reason)
    }

    @Test func aSentenceNamingAnotherCheckIsNotThisText() {
        let recent = ReasonCatalog.exception(
            .identifierNotEqualToItself, view: .table, ios: UIKitVersion(18),
            ReasonArguments(identifiers: ["Fig"]))
        let wrong =
            recent.reason
            + " Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIERS_ARE_NOT_UNIQUE to catch this in the debugger. This will become an assert in a future version."
        #expect(ReasonRecognizer.recognize(wrong).isEmpty)
        // Without the sentence it is the recent SDK's text, read as such.
        #expect(ReasonRecognizer.recognize(recent.reason).allSatisfy { $0.linkedSDK == nil })
    }
}
