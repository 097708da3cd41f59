import ListDocsEngine
import ListDocsPresentation
import ListDocsScript
import ListDocsTemplate

/// Turns a walkthrough into the values the `walkthrough` template shows. The device and
/// the state tables come pre-rendered (`WalkthroughHTML`); the template arranges them.
/// A value that a step lacks (note, code, crash) is left out, so `{{#note}}…{{/note}}`
/// shows only where there is one.
enum WalkthroughContext {
    /// Where a walkthrough's other forms are, from the page that shows it.
    struct Links {
        /// Its pictures (the animation, and every step in one file), when the site has them.
        var pictures: (animated: String, steps: String)?
        /// Its embed page.
        var embed: String?
        /// Its code as one Swift file.
        var swiftFile: String?
    }

    /// `catalog`: where crash steps link to (nil on the catalog's own page); `root`: the
    /// way from the page to the site's root.
    /// The model block, coloured, the address of the walkthrough's code file, and the
    /// language of its code.
    static func modelContext(
        _ presentation: WalkthroughPresentation, links: Links, highlightCode: Bool
    ) -> [String: TemplateValue] {
        [
            "model": .string(
                CodeColouring.printedHTML(
                    ControllerDeclaration.printed(presentation), highlight: highlightCode)),
            "swiftFile": links.swiftFile.map(TemplateValue.string) ?? .bool(false),
            // The code's language: the steps' and the methods' code is shown only where
            // the model is.
            "codeClass": .string(presentation.language.cssClass),
            "objectiveC": .bool(presentation.language == .objectiveC),
        ]
    }

    /// The console lines before and after a crash. An empty part is false, not "": a section
    /// shows for any string, and an empty console bar above or below the crash reads as a
    /// line that lost its text.
    static func consoleParts(before: [String], after: [String]) -> TemplateValue {
        let part = { (lines: [String]) -> TemplateValue in
            let text = lines.joined(separator: "\n")
            return text.isEmpty ? .bool(false) : .string(text)
        }
        return ["before": part(before), "after": part(after)]
    }

    static func make(
        _ walkthrough: Walkthrough, id: String, catalog: CrashCatalogIndex? = nil,
        root: String = "../", highlightCode: Bool = true, links: Links = Links(),
        strings: SiteStrings, presentation given: WalkthroughPresentation? = nil
    ) -> TemplateValue {
        let words = strings.walkthroughWords
        let presentation = given ?? WalkthroughPresentation(walkthrough, words: words)
        let methods = ShownMethods(presentation, highlightCode: highlightCode)
        var steps = presentation.steps.map { step in
            var context = stepContext(
                step, id: id, view: presentation.view, highlightCode: highlightCode,
                methodHTML: step.method.flatMap { methods.html[$0] }, words: words)
            if case .object(var values) = context, let kind = step.crashKind,
                let entry = catalog?.entry(kind, view: presentation.view)
            {
                values["catalog"] = [
                    "href": .string(root + entry.href), "title": .string(entry.title),
                ]
                context = .object(values)
            }
            return context
        }
        if case .object(var first) = steps[0] {
            first["checked"] = true
            steps[0] = .object(first)
        }
        let device = WalkthroughHTML.deviceMarkup(walkthrough, id: id, words: words)
        if let pictures = links.pictures {
            steps = printPictures(
                steps, pictures: pictures, device: device, crashes: walkthrough.crash != nil,
                strings: strings)
        }
        var context: [String: TemplateValue] = [
            "id": .string(id),
            "ios": .string(presentation.ios.description),
            "sdk": presentation.sdk.map { .string($0.description) } ?? .bool(false),
            "builtWithSDK": .string(
                strings.text("builtWithSDK", ["sdk": presentation.sdk?.description ?? ""])),
            "stepCountText": .string(strings.text("stepCount", ["count": String(steps.count)])),
            "source": .string(presentation.source.rawValue),
            "stepCount": .int(steps.count),
            "steps": .list(steps),
            "device": .utf8(device.html),
            "crashes": .bool(presentation.crashes),
        ]
        if let title = presentation.title { context["title"] = .string(title) }
        context.merge(
            linkContext(links, id: id, stepCount: steps.count, device: device)
        ) { $1 }
        if let list = methods.templateValue { context["methods"] = list }
        if !presentation.model.isEmpty {
            context.merge(modelContext(presentation, links: links, highlightCode: highlightCode)) {
                $1
            }
        }
        if presentation.view == .collection {
            context["collection"] = .string(collectionWords(walkthrough.attributes, words: words))
        }
        return .object(context)
    }

    /// The methods a walkthrough's steps run in, each coloured once: the page holds each
    /// once, after the step panels, shown on the steps whose code it holds (a swipe, its
    /// confirmation, the choice and the delete), those steps' lines lit.
    struct ShownMethods {
        var html: [AppMethod: String] = [:]
        var order: [AppMethod] = []
        var shownOn: [AppMethod: [Int]] = [:]

        init(_ presentation: WalkthroughPresentation, highlightCode: Bool) {
            for step in presentation.steps {
                guard let method = step.method else { continue }
                if html[method] == nil {
                    html[method] = CodeColouring.printedHTML(
                        method.printed, highlight: highlightCode)
                    order.append(method)
                }
                shownOn[method, default: []].append(step.number)
            }
        }

        /// What the template's `methods` lists: each method's name, code and the classes
        /// of the steps it is shown on (`s2 s3`).
        var templateValue: TemplateValue? {
            guard !order.isEmpty else { return nil }
            return .list(
                order.map { method in
                    [
                        "name": .string(method.name), "code": .string(html[method] ?? ""),
                        "steps": .string(
                            (shownOn[method] ?? []).map { "s\($0)" }.joined(separator: " ")),
                    ]
                })
        }
    }

    /// Print shows each step's picture beside its panel: a view of the file of every step,
    /// sized as one picture.
    private static func printPictures(
        _ steps: [TemplateValue], pictures: (animated: String, steps: String),
        device: (html: [UInt8], screenHeight: Int), crashes: Bool, strings: SiteStrings
    ) -> [TemplateValue] {
        let size = WalkthroughPictures.size(screenHeight: device.screenHeight, crashes: crashes)
        return steps.enumerated().map { number, step in
            guard case .object(var values) = step else { return step }
            values["picture"] = [
                "href": .string(pictures.steps + "#step-\(number)"),
                "width": .int(size.width), "height": .int(size.height),
                "alt": .string(strings.text("deviceAtEndOfStep", ["number": String(number)])),
            ]
            return .object(values)
        }
    }

    /// The walkthrough's other forms: its pictures' Download menu and its embed page.
    private static func linkContext(
        _ links: Links, id: String, stepCount: Int, device: (html: [UInt8], screenHeight: Int)
    ) -> [String: TemplateValue] {
        var context: [String: TemplateValue] = [:]
        if let pictures = links.pictures {
            context["pictures"] = [
                "animated": .string(pictures.animated),
                "steps": .string(pictures.steps),
                "name": .string(id),
                "stepPictures": .list(
                    (0..<stepCount).map {
                        ["number": .int($0), "href": .string(pictures.steps + "#step-\($0)")]
                    }),
            ]
        }
        if let embed = links.embed {
            context["embed"] = .string(embed)
            // Room for the device (its frame adds 65 points) and the controls above it.
            context["embedHeight"] = .int(max(420, device.screenHeight + 65 + 190))
        }
        return context
    }

    /// How a collection walkthrough's layout is described: a grid of so many columns, or a
    /// list.
    private static func collectionWords(
        _ attributes: ScriptAttributes, words: PresentationWords
    ) -> String {
        attributes.layout == .grid
            ? words.text(
                attributes.columns == 1
                    ? .collectionGridOne : .collectionGrid(count: String(attributes.columns)))
            : words.text(.collectionList)
    }

    private static func stepContext(
        _ step: StepPresentation, id: String, view: ListViewKind, highlightCode: Bool,
        methodHTML: String?, words: PresentationWords
    ) -> TemplateValue {
        var context: [String: TemplateValue] = [
            "walkthroughID": .string(id), "number": .int(step.number),
            "inputID": .string(PageIDs.step(walkthrough: id, number: step.number)),
            "caption": .string(step.caption),
            "stateTable": .utf8(
                step.table.map { WalkthroughHTML.stateTable($0, words: words) } ?? []),
        ]
        // An `expect` that held is the author's check, not the reader's lesson: a page shows
        // only the ones that failed.
        let failed = step.expectations.filter { !$0.held }
        if !failed.isEmpty {
            context["expectations"] = [
                "items": .list(failed.map { ["text": .string($0.words), "held": .bool($0.held)] })
            ]
        }
        if let note = step.note { context["note"] = .string(note) }
        if !step.script.isEmpty { context["script"] = .string(step.script.joined(separator: "\n")) }
        if step.hasCode {
            context["code"] = .string(
                CodeColouring.printedHTML(step.printedCode, highlight: highlightCode))
        }
        if let method = step.method, let methodHTML {
            context["method"] = ["name": .string(method.name), "code": .string(methodHTML)]
        }
        if let crash = step.crash { context["crash"] = .string(crash) }
        if let console = step.console {
            context["console"] = Self.consoleParts(before: console.before, after: console.after)
            if !console.arithmetic.isEmpty {
                context["arithmetic"] = [
                    "rows": .list(
                        console.arithmetic.map {
                            ["label": .string($0.label), "value": .string($0.value)]
                        })
                ]
            }
        }
        if step.fellBack {
            context["fellBack"] = .string(StepPresentation.fellBackText(view, words: words))
        }
        context["droppedReloads"] = step.droppedReloadsText(words: words).map(TemplateValue.string)
        if !step.logs.isEmpty {
            context["stepLogs"] = .list(step.logs.map { ["text": .string($0)] })
        }
        if let snapshot = step.snapshot {
            var snapshotContext: [String: TemplateValue] = [
                "before": .string(snapshot.before.joined(separator: "\n")),
                "logs": .list(snapshot.logs.map { ["text": .string($0)] }),
            ]
            if let after = snapshot.after {
                snapshotContext["after"] = .string(after.joined(separator: "\n"))
            }
            context["snapshot"] = .object(snapshotContext)
        }
        if let derived = step.derivedBatch { context["derived"] = .string(derived) }
        return .object(context)
    }
}
