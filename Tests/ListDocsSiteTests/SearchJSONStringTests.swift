import Foundation
import Testing

@testable import ListDocsSite

/// Every text search.json holds reads back as written: quotes, backslashes, line breaks and
/// other control characters escaped wherever they stand, the rest copied as UTF-8.
@Suite struct SearchJSONStringTests {
    @Test(arguments: [
        "", "plain words", "\"quoted\"", "ends with a backslash \\", "\\ starts with one",
        "attempt to delete row 1\n(with a second line)\tand a tab",
        "\u{0}\u{1}\u{1f} control characters", "Zeile löschen: 👩‍💻 und \"Ä\"",
        String(repeating: "a\"b\\c\n", count: 500),
    ])
    func aStringReadsBackAsWritten(_ text: String) throws {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        SiteRenderer.appendJSONString(text, to: &bytes)
        bytes.append(UInt8(ascii: "]"))
        let read = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String]
        #expect(read == [text])
        // Nothing but the escapes JSON requires: a plain text is copied byte for byte.
        if !text.utf8.contains(where: { $0 < 32 || $0 == 34 || $0 == 92 }) {
            #expect(bytes == Array("[\"\(text)\"]".utf8))
        }
    }
}
