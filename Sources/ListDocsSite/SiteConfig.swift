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
            default:
                throw SiteError(
                    path: path, line: FrontMatter.line(of: key, in: text), column: 1,
                    message:
                        "unknown setting '\(key)'; known settings: title, base_url, description, allow_raw_html, highlight_code, pictures"
                )
            }
        }
        return config
    }
}

/// A problem in a site file that is not inside an edit script.
public struct SiteError: Error, Hashable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
}

extension SiteError {
    /// The error as a diagnostic in its file; with the file's text, the line it names is
    /// shown under the message.
    public func diagnostic(source: String = "") -> Diagnostic {
        Diagnostic.error(message, at: SourceLocation(line: line, column: column)).inFile(
            path, source: source)
    }
}
