import ListDocsTemplate
import Testing

/// One rendering rule: a template, its data, any partials, and what it must produce.
struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var template: String
    var data: TemplateValue = [:]
    var partials: [String: String] = [:]
    var expected: String
    var testDescription: String { name }
}

func render(_ template: String, _ data: TemplateValue, partials: [String: String] = [:]) throws
    -> String
{
    var library = TemplateLibrary()
    for (name, source) in partials { try library.register(source, named: name) }
    try library.register(template, named: "main")
    return try library.render("main", data)
}

/// The Mustache rules the site templates (and sites' own overrides) rely on.
@Suite struct TemplateRenderingTests {
    static let interpolation: [Case] = [
        Case(
            name: "text without tags is kept", template: "Hi {there}!\n", expected: "Hi {there}!\n"),
        Case(
            name: "a name is replaced", template: "<{{who}}>", data: ["who": "you"],
            expected: "<you>"),
        Case(
            name: "escaped by default", template: "{{s}}", data: ["s": "& \" < > '"],
            expected: "&amp; &quot; &lt; &gt; &#39;"),
        Case(
            name: "triple braces are raw", template: "{{{s}}}", data: ["s": "<b>&</b>"],
            expected: "<b>&</b>"),
        Case(name: "ampersand is raw", template: "{{&s}}", data: ["s": "<b>"], expected: "<b>"),
        Case(
            name: "integers and booleans", template: "{{n}} {{b}}", data: ["n": 42, "b": false],
            expected: "42 false"),
        Case(name: "a missing name is empty", template: "[{{nope}}|{{{nope}}}]", expected: "[|]"),
        Case(
            name: "dotted names reach into objects", template: "{{a.b.c}}",
            data: ["a": ["b": ["c": "deep"]]], expected: "deep"),
        Case(
            name: "a broken chain is empty", template: "[{{a.x.c}}]",
            data: ["a": ["b": 1], "x": ["c": "wrong"]], expected: "[]"),
        Case(
            name: "later parts resolve only in what came before",
            template: "{{#a}}[{{b.c}}]{{/a}}", data: ["a": ["b": [:]], "b": ["c": "wrong"]],
            expected: "[]"),
        Case(
            name: "padding inside tags is ignored", template: "|{{ s }}|{{{ s }}}|{{& s }}|",
            data: ["s": "x"], expected: "|x|x|x|"),
        Case(
            name: "interpolation is never standalone", template: "  {{s}}\n", data: ["s": "x"],
            expected: "  x\n"),
        Case(
            name: "pre-encoded UTF-8 is raw in triple braces, escaped in double",
            template: "{{{m}}}|{{m}}", data: ["m": .utf8(Array("<b>é</b>".utf8))],
            expected: "<b>é</b>|&lt;b&gt;é&lt;/b&gt;"),
        Case(
            name: "non-ASCII text and values", template: "→ {{s}} ←", data: ["s": "ünïcødé <✓>"],
            expected: "→ ünïcødé &lt;✓&gt; ←"),
    ]

    static let sections: [Case] = [
        Case(
            name: "true shows", template: "[{{#b}}yes{{/b}}]", data: ["b": true], expected: "[yes]"),
        Case(
            name: "false hides", template: "[{{#b}}yes{{/b}}]", data: ["b": false], expected: "[]"),
        Case(name: "a missing name hides", template: "[{{#b}}yes{{/b}}]", expected: "[]"),
        Case(
            name: "an empty list hides", template: "[{{#l}}yes{{/l}}]", data: ["l": []],
            expected: "[]"),
        Case(
            name: "a list repeats with each item on top",
            template: "{{#l}}<{{n}}>{{/l}}", data: ["l": [["n": 1], ["n": 2], ["n": 3]]],
            expected: "<1><2><3>"),
        Case(
            name: "an object becomes the context", template: "{{#p}}{{name}}{{/p}}",
            data: ["p": ["name": "Joe"]], expected: "Joe"),
        Case(
            name: "names not found above are looked up below",
            template: "{{#s}}{{a}},{{b}}{{/s}}",
            data: ["a": "outer", "b": "hidden", "s": ["b": "inner"]], expected: "outer,inner"),
        Case(
            name: "the implicit iterator shows each item", template: "{{#l}}({{.}}){{/l}}",
            data: ["l": ["a", "<", 3]], expected: "(a)(&lt;)(3)"),
        Case(
            name: "nested lists through the implicit iterator",
            template: "{{#l}}[{{#.}}{{.}}{{/.}}]{{/l}}", data: ["l": [[1, 2], ["x"]]],
            expected: "[12][x]"),
        Case(
            name: "dotted section names", template: "{{#a.b}}here{{/a.b}}",
            data: ["a": ["b": true]], expected: "here"),
        Case(
            name: "an inverted section shows for false, missing and empty",
            template: "{{^f}}1{{/f}}{{^m}}2{{/m}}{{^e}}3{{/e}}{{^t}}4{{/t}}",
            data: ["f": false, "e": [], "t": true], expected: "123"),
        Case(
            name: "an empty string still counts as a value",
            template: "[{{#s}}x{{/s}}{{^s}}y{{/s}}]", data: ["s": ""], expected: "[x]"),
        Case(
            name: "nested sections", template: "| A {{#b}}B {{#b}}C{{/b}} D{{/b}} E |",
            data: ["b": true], expected: "| A B C D E |"),
    ]

    static let standalone: [Case] = [
        Case(
            name: "section lines disappear", template: "a\n{{#b}}\nx\n{{/b}}\nz\n",
            data: ["b": true], expected: "a\nx\nz\n"),
        Case(
            name: "indented section lines disappear", template: "a\n  {{#b}}\nx\n  {{/b}}\nz\n",
            data: ["b": true], expected: "a\nx\nz\n"),
        Case(
            name: "CRLF ends a standalone line", template: "|\r\n{{#b}}\r\n{{/b}}\r\n|",
            data: ["b": true], expected: "|\r\n|"),
        Case(
            name: "no line before", template: "  {{#b}}\n#{{/b}}\n/", data: ["b": true],
            expected: "#\n/"),
        Case(
            name: "no newline after", template: "#{{#b}}\n/\n  {{/b}}", data: ["b": true],
            expected: "#\n/\n"),
        Case(
            name: "inline sections keep their whitespace", template: " {{#b}}YES{{/b}}\n",
            data: ["b": true], expected: " YES\n"),
        Case(name: "comments vanish", template: "12{{! gone }}34", expected: "1234"),
        Case(
            name: "a standalone comment takes its line", template: "a\n  {{! note }}\nb\n",
            expected: "a\nb\n"),
        Case(
            name: "a multi-line standalone comment takes its lines",
            template: "a\n{{!\n  one\n  two\n}}\nb\n", expected: "a\nb\n"),
        Case(
            name: "an inline comment keeps the line", template: "  12 {{! 34 }}\n",
            expected: "  12 \n"),
    ]

    static let partials: [Case] = [
        Case(
            name: "a partial is included", template: "[{{>p}}]", partials: ["p": "inside"],
            expected: "[inside]"),
        Case(name: "a missing partial is empty", template: "[{{>nope}}]", expected: "[]"),
        Case(
            name: "a partial sees the current context",
            template: "{{#o}}{{>p}}{{/o}}", data: ["o": ["t": "ctx"]], partials: ["p": "*{{t}}*"],
            expected: "*ctx*"),
        Case(
            name: "partials recurse", template: "{{>node}}",
            data: ["c": "X", "kids": [["c": "Y", "kids": []]]],
            partials: ["node": "{{c}}<{{#kids}}{{>node}}{{/kids}}>"],
            expected: "X<Y<>>"),
        Case(
            name: "a standalone partial indents each of its lines", template: "\\\n {{>p}}\n/\n",
            data: ["v": "<\n->"], partials: ["p": "|\n{{{v}}}\n|\n"],
            expected: "\\\n |\n <\n->\n |\n/\n"),
        Case(
            name: "an inline partial does not indent", template: "  {{v}}  {{>p}}\n",
            data: ["v": "|"], partials: ["p": ">\n>"],
            expected: "  |  >\n>\n"),
        Case(
            name: "a partial that includes itself stops", template: "{{>loop}}",
            partials: ["loop": "x{{>loop}}"],
            expected: String(repeating: "x", count: 64)),
    ]

    static let delimiters: [Case] = [
        Case(
            name: "new delimiters", template: "{{=<% %>=}}(<%t%>)", data: ["t": "Hey"],
            expected: "(Hey)"),
        Case(
            name: "special characters as delimiters", template: "({{=[ ]=}}[t])", data: ["t": "ok"],
            expected: "(ok)"),
        Case(
            name: "new delimiters last into sections",
            template: "{{=| |=}}|#s|{{t}}|t||/s|", data: ["s": true, "t": "x"], expected: "{{t}}x"),
        Case(
            name: "a partial keeps the default delimiters",
            template: "{{=| |=}}[ |>p| ]", data: ["v": "yes"], partials: ["p": ".{{v}}."],
            expected: "[ .yes. ]"),
        Case(
            name: "a standalone delimiter change takes its line",
            template: "a\n  {{=@ @=}}\nb@v@\n", data: ["v": "!"], expected: "a\nb!\n"),
    ]

    @Test(arguments: interpolation + sections + standalone + partials + delimiters)
    func rendering(_ rule: Case) throws {
        #expect(try render(rule.template, rule.data, partials: rule.partials) == rule.expected)
    }

    @Test(arguments: [
        (
            "line 1\n  {{#open}}\nnever closed", 2, 3,
            "section 'open' is opened here but never closed"
        ),
        ("a {{b", 1, 3, "this tag is never closed with '}}'"),
        ("x\n{{#a}}{{/b}}", 2, 7, "'b' is closed here, but the open section is 'a'"),
        ("{{/a}}", 1, 1, "'a' is closed here but was never opened"),
        ("é {{ }}", 1, 3, "this tag has no name"),
        (
            "{{=<%=}}", 1, 1,
            "a delimiter change is written like '{{=<% %>=}}': two delimiters, no '='"
        ),
    ])
    func problemsNameTheirPosition(source: String, line: Int, column: Int, message: String) {
        #expect(throws: TemplateError(line: line, column: column, message: message)) {
            try Template(source)
        }
    }

    @Test func anUnknownTemplateNameIsAnErrorNamingIt() throws {
        var library = TemplateLibrary()
        try library.register("x", named: "main")
        #expect(
            throws: TemplateError(line: 0, column: 0, message: "there is no template named 'mian'")
        ) {
            try library.render("mian", [:])
        }
    }

    @Test func partialTagsThatNameNoTemplateAreListed() throws {
        var library = TemplateLibrary()
        try library.register("{{#a}}{{> row}}{{/a}} {{> row}} {{> header}}", named: "page")
        try library.register("  {{> cell}}\n", named: "header")
        #expect(
            library.missingPartials.map { "\($0.template) → \($0.partial)" } == [
                "header → cell", "page → row",
            ])
        try library.register("r", named: "row")
        try library.register("c", named: "cell")
        #expect(library.missingPartials.isEmpty)
    }

    @Test func aStandalonePartialRegisteredAfterItsUserStillIndents() throws {
        var library = TemplateLibrary()
        try library.register("[\n  {{> p}}\n]", named: "main")
        try library.register("a\nb\n", named: "p")
        #expect(try library.render("main", [:]) == "[\n  a\n  b\n]")
    }

    @Test func theWriterEscapesMarkupAndWritesNumbers() {
        var writer = HTMLWriter()
        writer.escaped("plain, é ✓ | ")
        writer.escaped("a<b>'c'&\"d\"")
        writer.raw(" ")
        for number in [0, 7, 42, -100, Int.max, Int.min] {
            writer.number(number)
            writer.raw(",")
        }
        #expect(
            writer.string
                == "plain, é ✓ | a&lt;b&gt;&#39;c&#39;&amp;&quot;d&quot; 0,7,42,-100,\(Int.max),\(Int.min),"
        )
    }
}
