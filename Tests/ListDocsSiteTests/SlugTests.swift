import Testing

@testable import ListDocsSite

/// What a page-address error suggests is itself an address, whatever the name was.
@Suite struct SlugTests {
    func suggestion(_ name: String) -> String? {
        guard case .failure(let problem) = Slug.make(fileName: name) else { return nil }
        return problem.suggestion
    }

    @Test(arguments: [
        ("_draft.md", "draft.md"),
        ("__init__.md", "init__.md"),
        ("Über uns.md", "uber-uns.md"),
        ("index.html.md", "index-html.md"),
        ("assets.md", "assets-page.md"),
    ])
    func aSuggestionIsAValidAddress(name: String, expected: String) throws {
        let suggested = try #require(suggestion(name))
        #expect(suggested == expected)
        #expect((try? Slug.make(fileName: suggested).get()) != nil)
    }

    @Test func aLongNameIsSuggestedShortEnough() throws {
        let name = String(repeating: "long name ", count: 20) + ".md"
        let suggested = try #require(suggestion(name))
        #expect((try? Slug.make(fileName: suggested).get()) != nil, "\(suggested)")
    }

    @Test func nothingIsSuggestedWhenNothingIsLeft() {
        #expect(suggestion("日本語.md") == nil)
        #expect(suggestion("___.md") == nil)
    }

    @Test func everySuggestionForSeededRandomNamesIsAnAddress() {
        var state: UInt64 = 20_261_124
        let alphabet = Array("aZ9_-. é#%/日_-")
        for _ in 0..<2000 {
            var name = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 58) + 1 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                name.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if let suggested = suggestion(name + ".md") {
                #expect(
                    (try? Slug.make(fileName: suggested).get()) != nil, "\(name) → \(suggested)")
            }
        }
    }
}
