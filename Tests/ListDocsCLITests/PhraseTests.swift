import Foundation
import ListDocsPresentation
import ListDocsTestSupport
import Testing

/// `Phrase` and the English table agree: every phrase has English words under its key, with
/// exactly the places its associated values fill, and English has no word no phrase writes.
/// (The shipped languages are held to English's keys and places in `SiteLanguageTests`.)
@Suite struct PhraseTests {
    /// Each `case name(label: String, …)` of `Phrase`, read from its source: the key and the
    /// places it fills.
    static func declaredPhrases() throws -> [String: Set<String>] {
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent(
                "Sources/ListDocsPresentation/Words/Phrase.swift"), encoding: .utf8)
        var phrases: [String: Set<String>] = [:]
        for match in source.matches(of: #/\n\s*case (\w+)(?:\(([^)]*)\))?/#) {
            let labels = (match.output.2 ?? "").split(separator: ",").map {
                "{" + $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) + "}"
            }
            phrases[String(match.output.1)] = Set(labels)
        }
        return phrases
    }

    @Test func everyPhraseHasEnglishWordsWithItsPlaces() throws {
        let phrases = try Self.declaredPhrases()
        #expect(phrases.count > 100)
        #expect(Set(phrases.keys) == Set(PresentationWords.englishTable.keys))
        for (key, places) in phrases {
            let word = try #require(PresentationWords.englishTable[key], "\(key)")
            #expect(SiteLanguageTests.places(word) == places, "\(key)")
        }
    }

    @Test func aPhraseFillsItsPlacesFromItsValues() {
        let english = PresentationWords.english
        #expect(
            english.text(.diffBatch(stage: "1", count: "2", reason: "r"))
                == "Diff to the new state, batch 1 of 2: r")
        #expect(english.text(.row) == "row")
        let german = PresentationWords(["quoted": "„{text}“"])
        #expect(german.text(.quoted(text: "Kiwi")) == "„Kiwi“")
        #expect(german.text(.row) == "row", "a word the table lacks is English's")
    }
}
