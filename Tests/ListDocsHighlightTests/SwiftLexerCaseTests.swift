import ListDocsParserColours
import Testing

@testable import ListDocsHighlight

/// Forms where a word's colour depends on its place, each one a difference the corpus test
/// once found: the shipped lexer must colour them as swift-syntax's parser does, and as a
/// reader expects (the words coloured are named here, so a lexer that agreed with a broken
/// reference would still fail).
@Suite struct SwiftLexerCaseTests {
    /// The words of `code` coloured `kind` by the shipped lexer.
    func words(_ kind: TokenKind, in code: String) -> [String] {
        let bytes = Array(code.utf8)
        return SwiftTokens.tokens(code).filter { $0.kind == kind }.map {
            String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)
        }
    }

    func expectParserAgrees(_ code: String) {
        #expect(!ParserSwiftTokens.hasErrors(code), "the example itself must parse")
        #expect(SwiftTokens.tokens(code) == ParserSwiftTokens.tokens(code))
    }

    @Test func aModifiersDetailIsANameButATypesIsAKeyword() {
        let code = """
            nonisolated(nonsending) func run() async {}
            let f: nonisolated(nonsending) () async -> Void = {}
            """
        #expect(words(.keyword, in: code).filter { $0 == "nonsending" }.count == 1)
        expectParserAgrees(code)
    }

    @Test func contextualKeywordsAsLabelsAndNamesStayNames() {
        let code = """
            func f(_ operator: Int, as type: Any.Type) -> Int { 0 }
            let x = box[as: Int.self]
            struct S { var description: String { read { 1 } } }
            """
        let keywords = words(.keyword, in: code)
        #expect(!keywords.contains("operator"))
        #expect(!keywords.contains("read"))
        #expect(keywords.filter { $0 == "as" }.isEmpty)
        #expect(keywords.contains("Type"))
        expectParserAgrees(code)
    }

    @Test func aSlashIsARegexOnlyWhereItCanBeOne() {
        let code = """
            let a = items.filter({ /x+/ ~= $0 }).map(/Result.success)
            let b = width / 2 / scale
            let c = #/a(b)c/#
            """
        let strings = words(.string, in: code)
        #expect(strings == ["/x+/", "#/a(b)c/#"])
        expectParserAgrees(code)
    }

    @Test func stringsOfEveryShape() {
        let code = ##"""
            let raw = #"a "quoted" \(no) \#(yes)"#
            let lines = """
                first \(1 + 2) \
                second
                """
            /* outer /* nested */ still a comment */
            let n = 1_000.5e3
            """##
        #expect(words(.comment, in: code) == ["/* outer /* nested */ still a comment */"])
        #expect(words(.number, in: code).contains("1_000.5e3"))
        #expect(words(.number, in: code).contains("1"))
        expectParserAgrees(code)
    }

    @Test func accessorsAndMemberKeywords() {
        let code = """
            var value: Int {
                get async throws { 1 }
            }
            var x = 0 { willSet(new) { print(new) } didSet {} }
            let t = Int.self
            let m: Int.Type = Int.self
            let get = 1
            """
        let keywords = words(.keyword, in: code)
        #expect(keywords.filter { $0 == "get" }.count == 1)
        #expect(keywords.contains("willSet") && keywords.contains("didSet"))
        expectParserAgrees(code)
    }

    @Test func wordsThatAreKeywordsOnlyInSomePlaces() {
        let code = """
            let s = items.map { async in async }
            let t = zip(a, b).map { i, async in i }
            let types = [Any.Type]()
            let providers = [any Provider.Type]()
            let v = \\Box.[as: Int.self]
            func f<T>(_ x: T) where any Error == any Error {}
            @attached(extension, conformances: Equatable)
            macro equatable() = #externalMacro(module: "M", type: "E")
            let p = unsafe (pointer)
            let q = unsafe .init(raw)
            """
        let keywords = words(.keyword, in: code)
        #expect(!keywords.contains("async"))
        #expect(keywords.filter { $0 == "Type" }.count == 1 && !keywords.contains("extension"))
        #expect(keywords.filter { $0 == "any" }.count == 3)
        #expect(keywords.filter { $0 == "unsafe" }.count == 2)
        expectParserAgrees(code)
    }

    @Test func accessorsTheParserKnowsAndOnesItDoesNot() {
        let code = """
            struct S {
                var a: Int { borrow { x } }
                var b: Int { unsafeAddress { p } }
                var c: Int { read { x } }
            }
            """
        let keywords = words(.keyword, in: code)
        #expect(keywords.contains("borrow") && keywords.contains("unsafeAddress"))
        #expect(!keywords.contains("read"))
        expectParserAgrees(code)
    }
}
