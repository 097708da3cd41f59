import Testing

@testable import ListDocsMarkdown

/// Which URLs a page may link: the scheme read as browsers read it, and the quick reading
/// of plain ASCII schemes giving the same answers as the full one.
@Suite struct LinkSafetyTests {
    static let cases: [(url: String, isImage: Bool, refused: String?)] = [
        ("../explain-your-own-crash/", false, nil),
        ("https://developer.apple.com/documentation/uikit", false, nil),
        ("mailto:someone@example.org", false, nil),
        ("JaVaScRiPt:alert(1)", false, "javascript"),
        (" \u{1}java\tscr\nipt:alert(1)", false, "javascript"),
        ("vbscript:x", false, "vbscript"),
        ("file:///etc/passwd", false, "file"),
        ("data:text/html,<script>", false, "data"),
        ("data:image/png;base64,AAAA", true, nil),
        ("data:image/svg+xml,<svg>", true, "data"),
        ("ünïcode:x", false, nil),
        ("a b:c", false, nil),
    ]

    @Test func schemesAreRefusedAsBrowsersReadThem() {
        for item in Self.cases {
            #expect(
                LinkSafety.refusedScheme(of: item.url, isImage: item.isImage) == item.refused,
                "\(item.url)")
        }
    }

    @Test func theQuickReadingNeverAllowsWhatTheFullOneRefuses() {
        for item in Self.cases where item.refused != nil {
            #expect(LinkSafety.asciiSchemeAllowed(item.url) != true, "\(item.url)")
        }
        #expect(LinkSafety.asciiSchemeAllowed("https://example.org") == true)
        #expect(LinkSafety.asciiSchemeAllowed("ünïcode:x") == nil)
    }
}
