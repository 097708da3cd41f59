import ListDocsEngine
import Testing

@testable import ListDocsExplain

/// An explained crash is titled in words, in the view's own words and with articles that
/// agree, never with UIKit's reason cut short.
@Suite struct CrashTitleTests {
    @Test func everyKindHasATitleInTheViewsWordsWithArticlesThatAgree() {
        var titles = Set<String>()
        for kind in UIKitException.Kind.allCases {
            for view in [ListViewKind.table, .collection] {
                let title = CrashTitle.title(kind, ScriptWords(view: view))
                #expect(title.hasPrefix("Crash: ") && !title.contains("…"))
                for vowel in ["a item", "a index", "a update", "a identifier", "a inserted"] {
                    #expect(!title.contains(" \(vowel)"), "\(title)")
                }
                if view == .collection { #expect(!title.contains(" row"), "\(title)") }
                titles.insert(title)
            }
        }
        // Kinds are told apart by their titles.
        #expect(titles.count >= UIKitException.Kind.allCases.count)
    }
}
