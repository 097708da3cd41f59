import Foundation
import ListDocsDiagnostics
import Yams

/// The site's settings, from `listdocs.yml` at the site's root.
public struct SiteConfig: Hashable, Sendable {
    /// The site's title, shown in every page header.
    public var title = "listdocs"
    /// The absolute URL the site is published at; page links are made relative to it.
    public var baseURL = "/"
    /// A one-line description for the index page and `<meta name="description">`.
    public var description = "Animated walkthroughs of table and collection view updates"
    /// Whether raw HTML in recipes is kept (otherwise it is shown as text).
    public var allowRawHTML = false
    /// Whether Swift and Objective-C code is coloured at build time (on by default; off
    /// shows it as plain text and builds faster).
    public var highlightCode = true
    /// Whether the build writes pictures of every walkthrough (an SVG per step and an
    /// animated SVG, offered by each walkthrough's Download menu, used by print and as the
    /// page's card image); on by default.
    public var pictures = true
    /// The site's own look (`theme:` with `accent`, `font`, `logo`, `favicon`).
    public var theme = SiteTheme()
    /// The site's language (`language:`): the pages' `lang` attribute and the table of
    /// words the site writes itself (`SiteStrings`); English by default.
    public var language = "en"
    /// Whether the site gains listdocs' crash catalog (`catalog: true`): a page at
    /// `crash-catalog/` with every exception the engine raises, which crash steps link to.
    public var catalog = false

    /// The defaults.
    public init() {}

    /// Reads `listdocs.yml`; nil text gives the defaults.
    public static func parse(_ text: String?, path: String) throws(SiteError) -> SiteConfig {
        var config = SiteConfig()
        guard let text else { return config }
        let loaded: Any?
        do {
            loaded = try Yams.load(yaml: text)
        } catch {
            let (line, column, message) = FrontMatter.describe(error)
            throw SiteError(
                path: path, line: line, column: column,
                message: "listdocs.yml is not valid YAML: \(message)")
        }
        guard let values = loaded as? [String: Any] else {
            if loaded == nil { return config }
            throw SiteError(
                path: path, line: 1, column: 1,
                message: "listdocs.yml must be a mapping of settings (title, base_url, description)"
            )
        }
        for (key, value) in values {
            if let string = value as? String, let control = VisibleText.firstControl(in: string) {
                throw SiteError(
                    path: path, line: FrontMatter.line(of: key, in: text), column: key.count + 3,
                    message: FrontMatter.controlMessage(key, control))
            }
            switch key {
            case "title": config.title = "\(value)"
            case "base_url", "baseURL":
                switch BaseURL.validated("\(value)") {
                case .success(let url): config.baseURL = url
                case .failure(let problem):
                    throw SiteError(
                        path: path, line: FrontMatter.line(of: key, in: text),
                        column: key.count + 3,
                        message: "base_url '\(value)' \(problem.reason)")
                }
            case "description": config.description = "\(value)"
            case "allow_raw_html": config.allowRawHTML = (value as? Bool) ?? false
            case "highlight_code": config.highlightCode = (value as? Bool) ?? true
            case "pictures": config.pictures = (value as? Bool) ?? true
            case "catalog":
                guard let on = value as? Bool else {
                    throw SiteError(
                        path: path, line: FrontMatter.line(of: key, in: text),
                        column: key.count + 3, message: "catalog is true or false")
                }
                config.catalog = on
            case "language":
                let tag = "\(value)"
                guard SiteStrings.isLanguageTag(tag) else {
                    throw SiteError(
                        path: path, line: FrontMatter.line(of: key, in: text),
                        column: key.count + 3,
                        message:
                            "language '\(tag)' is not a language tag such as en, de, ja or pt-BR")
                }
                config.language = tag
            case "theme":
                guard let settings = value as? [String: Any] else {
                    throw SiteError(
                        path: path, line: FrontMatter.line(of: key, in: text), column: 1,
                        message:
                            "theme must be a mapping of accent, font, logo and favicon, each on its own indented line"
                    )
                }
                for (name, setting) in settings {
                    let line = Self.indentedLine(of: name, in: text)
                    guard SiteTheme.keys.contains(name) else {
                        throw SiteError(
                            path: path, line: line, column: 1,
                            message:
                                "unknown theme setting '\(name)'; known: \(SiteTheme.keys.joined(separator: ", "))"
                        )
                    }
                    let string = "\(setting)"
                    if let problem = SiteTheme.problem(key: name, value: string) {
                        let column =
                            (text.split(separator: "\n", omittingEmptySubsequences: false)
                                .dropFirst(line - 1).first?.prefix { $0 == " " || $0 == "\t" }.count
                                ?? 0) + 1
                        throw SiteError(path: path, line: line, column: column, message: problem)
                    }
                    switch name {
                    case "accent": config.theme.accent = string
                    case "font": config.theme.font = string
                    case "logo": config.theme.logo = string
                    default: config.theme.favicon = string
                    }
                }
            default:
                throw SiteError(
                    path: path, line: FrontMatter.line(of: key, in: text), column: 1,
                    message:
                        "unknown setting '\(key)'; known settings: title, base_url, description, language, allow_raw_html, highlight_code, pictures, catalog, theme"
                )
            }
        }
        return config
    }
}

extension SiteConfig {
    /// The line of the first indented `key:` (a setting inside a mapping such as `theme:`),
    /// counting from 1; 1 when there is none.
    static func indentedLine(of key: String, in text: String) -> Int {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        where line.first == " " || line.first == "\t" {
            if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(key + ":") {
                return index + 1
            }
        }
        return 1
    }
}

/// A problem in a site file that is not inside an edit script.
public struct SiteError: Error, Hashable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    /// Whether the error passes of itself (the process had no file descriptor left): a
    /// preview waits and reads again rather than reporting a broken site.
    public var transient = false
}

extension SiteError {
    /// The error as a diagnostic in its file; with the file's text, the line it names is
    /// shown under the message.
    public func diagnostic(source: String = "") -> Diagnostic {
        Diagnostic.error(message, at: SourceLocation(line: line, column: column)).inFile(
            path, source: source)
    }
}
