import Testing

@testable import ListDocsExplain

/// The byte searches explain reads logs with find what the standard library's searches
/// find, and the cut-mark check never turns away a line that ends in a cut.
@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("reason: '", "2024 App[1:2] *** reason: 'attempt'"), ("abc", "ababc"), ("aab", "aaab"),
        ("x", "x"), ("missing", "nothing here"), ("long needle", "short"),
        ("Zeile", "Die Zeile löschen"), ("löschen", "Die Zeile löschen"),
    ])
    func findsWhatTheStandardLibraryFinds(needle: String, text: String) {
        let bytes = Array(text.utf8)
        let expected = bytes.firstRange(of: Array(needle.utf8))
        #expect(ByteSearch.firstRange(of: Array(needle.utf8), in: bytes) == expected)
        // On a slice, the indices are the slice's.
        let slice = ([0x20] + bytes)[1...]
        #expect(
            ByteSearch.firstRange(of: Array(needle.utf8), in: slice)
                == expected.map { ($0.lowerBound + 1)..<($0.upperBound + 1) })
        #expect(ByteSearch.contains(needle, in: text) == text.contains(needle))
    }

    @Test func lineBreaksAreUnifiedOnlyWhereThereAreCarriageReturns() {
        #expect(ByteSearch.lineBreaksUnified("a\r\nb\rc\nd") == "a\nb\nc\nd")
        #expect(ByteSearch.lineBreaksUnified("plain\nlog") == "plain\nlog")
    }

    @Test(arguments: [
        ("reason: 'attempt to delete row 3 from section 0 which only…'", true),
        ("attempt to insert row 2 into section 0, but there are only...", true),
        ("'attempt to delete row 3 from section 0 which only contains ..’  ", true),
        ("attempt to delete row 3 from section 0 which only contains 2 rows", false),
        ("reason: 'attempt to delete row 3'", false),
    ])
    func aLineIsTurnedAwayOnlyWhenNoCutMarkEndsIt(line: String, endsInACut: Bool) {
        #expect(CutReason.endsLikeACut(line) == endsInACut)
        if !endsInACut { #expect(CutReason.cut(line) == nil) }
    }
}
