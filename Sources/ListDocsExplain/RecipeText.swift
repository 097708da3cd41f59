import ListDocsEngine
import ListDocsScript

/// The Markdown of an explained crash: the message, what happened, what was assumed, the
/// walkthrough that dies of it and the one that does not.
enum RecipeText {
    static func write(
        reason: String, printed: String, kind: UIKitException.Kind, scenario: Scenario,
        view: ListViewKind, ios: UIKitVersion,
        versions: String, sharedByBothViews: Bool, logged: Bool = false
    ) -> String {
        let firstLine = reason.prefix { $0 != "\n" }
        let short = firstLine.count > 70 ? String(firstLine.prefix(67)) + "…" : String(firstLine)
        var out = "---\n"
        let title = CrashTitle.title(kind, ScriptWords(view: view))
        out +=
            "title: "
            + yaml(logged ? "Logged: " + title.dropFirst("Crash: ".count) : title) + "\n"
        out +=
            "summary: "
            + yaml(
                logged
                    ? "Why a collection view logged “\(short)” and reloaded, the smallest update that does it, and the fix."
                    : "Why an app died of “\(short)”, the smallest update that raises it, and the fix."
            )
            + "\n"
        out += "tags: [crash, explained]\n"
        // The stories are English: a site in another language marks them so.
        out += "language: en\n"
        out += "---\n\n"
        out +=
            (logged
                ? "The collection view logged this and reloaded (\"Performing reloadData as a fallback — …\"):\n\n"
                : "The app died with this reason:\n\n") + fenced(reason, info: "text") + "\n"
        out += scenario.story + "\n\n"
        out +=
            wording(
                kind: kind, view: view, ios: ios, versions: versions,
                sharedByBothViews: sharedByBothViews) + "\n\n"
        if !scenario.assumptions.isEmpty {
            out += "What the recipe assumes, where the message leaves it open:\n\n"
            out += scenario.assumptions.map { "- " + $0 }.joined(separator: "\n") + "\n\n"
        }
        let crash = Explainer.attributes(
            title: logged ? "What the app did" : "The crash", scenario, view: view, ios: ios)
        let fix = Explainer.attributes(title: "The fix", scenario, view: view, ios: ios, fix: true)
        if logged {
            out += "## What the app did\n\n"
            out += "```" + ScriptWriter.info(crash) + "\n"
            out += ScriptWriter(crash).script(scenario.crash) + "```\n\n"
        } else {
            out += "## The crash\n\n"
            out += "```" + ScriptWriter.info(crash) + "\n"
            out += ScriptWriter(crash).script(scenario.crash + [.expectCrash(printed)]) + "```\n\n"
        }
        out += "## The fix\n\n" + scenario.fixStory + "\n\n"
        out += "```" + ScriptWriter.info(fix) + "\n"
        out += ScriptWriter(fix).script(scenario.fix) + "```\n"
        return out
    }

    /// Whose words the message is, and what the walkthroughs run as.
    private static func wording(
        kind: UIKitException.Kind, view: ListViewKind, ios: UIKitVersion, versions: String,
        sharedByBothViews: Bool
    ) -> String {
        let viewName = view.viewName
        var wording = "The wording is that of \(versions)"
        if kind == .staleIndexInCellForRow {
            wording =
                "The words are Swift's own, on every iOS version; the walkthroughs run as \(ios) with a \(viewName)."
        } else if ReasonCatalog.isDiffable(kind), kind != .viewMutatedUnderDiffable {
            wording += "; the walkthroughs run as \(ios)."
        } else {
            wording += " for a \(viewName); the walkthroughs run as \(ios)."
        }
        if sharedByBothViews {
            wording +=
                " Table and collection views print these same words; the recipe uses a \(viewName)."
        }
        return wording
    }

    /// A YAML single-quoted scalar.
    static func yaml(_ text: String) -> String {
        "'" + text.replacing("'", with: "''").replacing("\n", with: " ") + "'"
    }

    /// A fenced block longer than any run of backticks inside it.
    static func fenced(_ text: String, info: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + info + "\n" + text + "\n" + fence + "\n"
    }
}
