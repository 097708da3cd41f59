import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import ListDocsSite

/// A recipe as a DocC tutorial (`listdocs export --format docc`): a table of contents
/// (`<slug>.tutorial`), the tutorial (`<slug>-walkthroughs.tutorial`) with a section per
/// walkthrough and a step per walkthrough step, and the files its directives name, written
/// flat so that the export folder is the catalog: each step's Swift file as it stands
/// after that step (`<id>-<nn>.swift`, DocC's successive files, so it highlights what each
/// step changed) and the device at the end of each step (`<id>-step-<n>.svg`) as the
/// code's preview. Pure: the same recipe gives the same bytes.
public struct DocCTutorial: Sendable {
    public var slug: String
    public var title: String
    public var summary: String?
    public var items: [PictureExport.Item]
    public var words: PresentationWords

    public init(
        slug: String, title: String, summary: String?, items: [PictureExport.Item],
        words: PresentationWords = .english
    ) {
        self.slug = slug
        self.title = title
        self.summary = summary
        self.items = items
        self.words = words
    }

    /// Every file of the catalog, by name, in order.
    public func files() -> [(name: String, bytes: [UInt8])] {
        let presentations = items.map { WalkthroughPresentation($0.walkthrough, words: words) }
        var files = [
            (name: "\(slug).tutorial", bytes: Array(tableOfContents().utf8)),
            (name: "\(slug)-walkthroughs.tutorial", bytes: Array(tutorial(presentations).utf8)),
        ]
        for (item, presentation) in zip(items, presentations) {
            let pictures = WalkthroughPictures(item.walkthrough)
            for step in 0..<pictures.stepCount {
                files.append(("\(item.id)-step-\(step).svg", pictures.stepSVG(step)))
            }
            for step in presentation.steps.indices.dropFirst() {
                let code = WalkthroughSwiftFile.download(
                    presentation, heading: [heading(item)], throughStep: step)
                files.append((codeFile(item, step, presentation), Array(code.utf8)))
            }
        }
        return files
    }

    private func heading(_ item: PictureExport.Item) -> String {
        [title, item.walkthrough.attributes.title].compactMap { $0 }.joined(separator: ": ")
    }

    /// A step's code file: Swift, or an implementation file (`.m`) on a page that shows
    /// Objective-C.
    private func codeFile(
        _ item: PictureExport.Item, _ step: Int, _ presentation: WalkthroughPresentation
    ) -> String {
        "\(item.id)-" + (step < 10 ? "0\(step)" : String(step)) + "."
            + Self.fileExtension(presentation)
    }

    private static func fileExtension(_ presentation: WalkthroughPresentation) -> String {
        presentation.language == .objectiveC ? "m" : "swift"
    }

    private var intro: String { Self.text(summary ?? title) }

    func tableOfContents() -> String {
        let picture =
            items.first.map { item in
                "        @Image(source: \"\(item.id)-step-\(item.walkthrough.steps.count).svg\", alt: \"\(Self.attribute(title))\")\n"
            } ?? ""
        return """
            @Tutorials(name: "\(Self.attribute(title))") {
                @Intro(title: "\(Self.attribute(title))") {
                    \(intro)
                }
                @Chapter(name: "\(Self.attribute(title))") {
                    \(intro)
            \(picture)        @TutorialReference(tutorial: "doc:\(slug)-walkthroughs")
                }
            }

            """
    }

    func tutorial(_ presentations: [WalkthroughPresentation]) -> String {
        let minutes = max(1, items.reduce(0) { $0 + $1.walkthrough.steps.count } / 2)
        var text = """
            @Tutorial(time: \(minutes)) {
                @Intro(title: "\(Self.attribute(title))") {
                    \(intro)
                }

            """
        for (index, item) in items.enumerated() {
            text += section(item, presentations[index], number: index + 1)
        }
        return text + "}\n"
    }

    private func section(
        _ item: PictureExport.Item, _ presentation: WalkthroughPresentation, number: Int
    ) -> String {
        let name = item.walkthrough.attributes.title ?? "Walkthrough \(number)"
        var text = """
                @Section(title: "\(Self.attribute(name))") {
                    @ContentAndMedia {
                        \(presentation.ios), data source \(presentation.source.rawValue): \(presentation.steps.count - 1) steps. \(Self.text(presentation.steps[0].caption)).
                        @Image(source: "\(item.id)-step-0.svg", alt: "\(Self.attribute(presentation.steps[0].caption))")
                    }
                    @Steps {

            """
        for step in presentation.steps.dropFirst() {
            text += """
                            @Step {
                                \(Self.text(step.caption))
                                @Code(name: "ListViewController.\(Self.fileExtension(presentation))", file: "\(codeFile(item, step.number, presentation))") {
                                    @Image(source: "\(item.id)-step-\(step.number).svg", alt: "\(Self.attribute(step.caption))")
                                }
                            }

                """
        }
        return text + "        }\n    }\n"
    }

    /// Text for a directive's body: one line, Markdown's own characters escaped.
    static func text(_ value: String) -> String {
        var out = ""
        for character in value.replacingOccurrences(of: "\n", with: " ") {
            if "\\`*_{}[]<>#|@".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A directive's quoted argument: no quotes or line breaks inside.
    static func attribute(_ value: String) -> String {
        value.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\n", with: " ")
    }
}
