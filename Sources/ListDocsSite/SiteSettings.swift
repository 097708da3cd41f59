import ListDocsDiagnostics
import Yams

/// One key of `listdocs.yml`: what it holds, its default, what it does, and how its value
/// is read into the site's settings. `SiteSettings.all` is the one list of them: the
/// reader, the unknown-key message and the Configuration page's table all come from it.
struct SiteSetting: Sendable {
    /// The key as written in `listdocs.yml`.
    let key: String
    /// Other spellings read as this key (`baseURL`).
    var spellings: [String] = []
    /// What the value is, in the Configuration page's words.
    let kind: String
    /// The value when the key is absent, as the Configuration page shows it.
    let defaultValue: String
    /// What the setting does, in one sentence.
    let summary: String
    /// Reads `value` (with its position) into `config`.
    let read: @Sendable (SettingValue, inout SiteConfig) throws(SiteError) -> Void
}

/// The keys `listdocs.yml` knows, in the order the Configuration page lists them.
enum SiteSettings {
    static let all: [SiteSetting] = [
        SiteSetting(
            key: "title", kind: "text", defaultValue: "`listdocs`",
            summary: "The site's title, in every page's header."
        ) { value, config throws(SiteError) in config.title = try value.text() },
        SiteSetting(
            key: "base_url", spellings: ["baseURL"], kind: "URL or path", defaultValue: "`/`",
            summary:
                "Where the site is published: an absolute `http(s)://` URL with a host, or a path starting with one `/`."
        ) { value, config throws(SiteError) in
            let text = try value.text()
            switch BaseURL.validated(text) {
            case .success(let url): config.baseURL = url
            case .failure(let problem):
                throw value.problem("base_url '\(text)' \(problem.reason)")
            }
        },
        SiteSetting(
            key: "description", kind: "text",
            defaultValue: "`Animated walkthroughs of table and collection view updates`",
            summary: "One line for the index page and each page's `<meta name=\"description\">`."
        ) { value, config throws(SiteError) in config.description = try value.text() },
        SiteSetting(
            key: "language", kind: "language tag", defaultValue: "`en`",
            summary: "The pages' language and the words the site writes itself."
        ) { value, config throws(SiteError) in
            let tag = try value.text()
            guard SiteStrings.isLanguageTag(tag) else {
                throw value.problem(
                    "language '\(tag)' is not a language tag such as en, de, ja or pt-BR")
            }
            config.language = tag
        },
        flag(
            "allow_raw_html", default: false, \.allowRawHTML,
            "Whether raw HTML in recipes reaches the page as written (otherwise it is shown as text)."
        ),
        flag(
            "highlight_code", default: true, \.highlightCode,
            "Whether Swift and Objective-C are coloured at build time."),
        flag(
            "pictures", default: true, \.pictures,
            "Whether the build writes an SVG per step and an animated SVG per walkthrough."),
        flag(
            "catalog", default: false, \.catalog,
            "Whether the site gains listdocs' crash catalog at `crash-catalog/`."),
        SiteSetting(
            key: "featured", kind: "walkthrough id", defaultValue: "none",
            summary:
                "A walkthrough (its `id=`, or its place such as `swipe-to-delete-w1`) whose animated picture opens the index page, linked to it."
        ) { value, config throws(SiteError) in
            config.featured = FeaturedWalkthrough(
                id: try value.text(), path: value.path,
                location: SourceLocation(
                    line: (value.node.mark?.line ?? 1), column: value.node.mark?.column ?? 1))
        },
        SiteSetting(
            key: "theme", kind: "mapping", defaultValue: "none",
            summary:
                "The site's `accent` colour, `font` list, `logo` and `favicon`, each on its own indented line."
        ) { value, config throws(SiteError) in config.theme = try value.theme() },
    ]

    /// A setting that is `true` or `false`, read into `property`.
    private static func flag(
        _ key: String, default value: Bool,
        _ property: WritableKeyPath<SiteConfig, Bool> & Sendable, _ summary: String
    ) -> SiteSetting {
        SiteSetting(
            key: key, kind: "`true` or `false`", defaultValue: "`\(value)`", summary: summary
        ) { setting, config throws(SiteError) in config[keyPath: property] = try setting.flag() }
    }

    /// The setting a key names, by its key or another spelling.
    static func setting(named key: String) -> SiteSetting? {
        all.first { $0.key == key || $0.spellings.contains(key) }
    }

    /// The keys, for the message about one it does not know.
    static var keyList: String { all.map(\.key).joined(separator: ", ") }

    /// The Configuration page's table of settings, as Markdown.
    static var markdownTable: String {
        var lines = ["| key | value | default | what it does |", "|---|---|---|---|"]
        for setting in all {
            lines.append(
                "| `\(setting.key)` | \(setting.kind) | \(setting.defaultValue) | \(setting.summary) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A value of `listdocs.yml` with its key and position, read as the type its key takes.
struct SettingValue {
    let key: String
    let node: Node
    let path: String

    /// An error at the value.
    func problem(_ message: String) -> SiteError {
        SiteError(
            path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1,
            message: message)
    }

    /// A scalar that is not YAML's null and holds no control character.
    func text() throws(SiteError) -> String {
        switch YAMLNodes.text(node, key: key) {
        case .success(let text): return text
        case .failure(.notText): throw problem("'\(key)' must be text, written on its line")
        case .failure(.message(let message)): throw problem(message)
        }
    }

    /// `true` or `false` written as YAML's booleans, without quotes: a quoted `"false"` or
    /// a `0` is an error rather than a guess.
    func flag() throws(SiteError) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        throw problem("'\(key)' is true or false, written without quotes")
    }

    /// `theme:`'s mapping of accent, font, logo and favicon, each checked as its kind.
    func theme() throws(SiteError) -> SiteTheme {
        guard case .mapping(let settings) = node else {
            throw problem(
                "theme must be a mapping of accent, font, logo and favicon, each on its own indented line"
            )
        }
        var theme = SiteTheme()
        for (nameNode, settingNode) in settings {
            let name = nameNode.string ?? ""
            let key = SettingValue(key: name, node: nameNode, path: path)
            guard SiteTheme.keys.contains(name) else {
                throw key.problem(
                    "unknown theme setting '\(name)'; known: \(SiteTheme.keys.joined(separator: ", "))"
                )
            }
            let string = try SettingValue(key: "theme \(name)", node: settingNode, path: path)
                .text()
            if let problem = SiteTheme.problem(key: name, value: string) {
                throw key.problem(problem)
            }
            switch name {
            case "accent": theme.accent = string
            case "font": theme.font = string
            case "logo": theme.logo = string
            default: theme.favicon = string
            }
        }
        return theme
    }
}
