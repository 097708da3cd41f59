import Foundation
import ListDocsTestSupport
import Testing

@testable import ListDocsSite

/// Search words are split byte by byte when the text is ASCII, and character by character
/// otherwise: both ways must find the same words, in the same order, or the index would
/// depend on whether a page holds one accented letter.
@Suite struct SearchWordsTests {
    func bothWays(_ text: String) -> (bytes: String, characters: String) {
        var bytes = SearchWords.Collector()
        bytes.add(text)
        var characters = SearchWords.Collector()
        characters.addCharacters(text)
        return (bytes.joined, characters.joined)
    }

    @Test func everyPageOfTheProjectSplitsAlikeBothWays() throws {
        let folder = packageRoot.appendingPathComponent("Content")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let text = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let ascii = String(text.unicodeScalars.filter(\.isASCII).map(Character.init))
            let (bytes, characters) = bothWays(ascii)
            #expect(bytes == characters, "\(name)")
            #expect(!bytes.isEmpty)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomASCIISplitsAlikeBothWays(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("aAbBcCdDeEfFxXzZ0019 _-.:;'\"<>&\t\r\n…")
        for _ in 0..<500 {
            let text = String(
                (0..<Int.random(in: 0..<60, using: &random)).map { _ in
                    alphabet.randomElement(using: &random)!
                }
            ).filter(\.isASCII)
            let (bytes, characters) = bothWays(text)
            #expect(bytes == characters, "\(text.debugDescription)")
        }
    }

    @Test func addressesAndStopWordsAreLeftOut() {
        var collector = SearchWords.Collector()
        collector.add("The table 0x7fA1 deleteRows at 0XBEEF the cell")
        #expect(collector.joined == "table deleterows deleterowsatindexpaths withrowanimation cell")
    }
}
