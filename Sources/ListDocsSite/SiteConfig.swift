import Foundation
import ListDocsDiagnostics

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
    /// The walkthrough whose animated picture opens the index page (`featured:`), by id,
    /// with where `listdocs.yml` names it; nil: none.
    public var featured: FeaturedWalkthrough?

    /// The defaults.
    public init() {}

    /// Reads `listdocs.yml`; nil text gives the defaults. Each key reads its own type (the
    /// table is `SiteSettings.all`), so a wrong value is an error at its line and column.
    public static func parse(_ text: String?, path: String) throws(SiteError) -> SiteConfig {
        var config = SiteConfig()
        guard let text,
            let root = try YAMLNodes.compose(text, path: path, what: "listdocs.yml")
        else { return config }
        guard case .mapping(let values) = root else {
            throw SiteError(
                path: path, line: 1, column: 1,
                message: "listdocs.yml must be a mapping of settings (title, base_url, description)"
            )
        }
        for (keyNode, valueNode) in values {
            let key = keyNode.string ?? ""
            guard let setting = SiteSettings.setting(named: key) else {
                throw SiteError(
                    path: path, line: keyNode.mark?.line ?? 1, column: keyNode.mark?.column ?? 1,
                    message: "unknown setting '\(key)'; known settings: \(SiteSettings.keyList)")
            }
            try setting.read(SettingValue(key: key, node: valueNode, path: path), &config)
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

/// `featured:` in `listdocs.yml`: a walkthrough's id, and where the file names it (an id no
/// recipe has is an error there).
public struct FeaturedWalkthrough: Hashable, Sendable {
    public var id: String
    public var path: String
    public var location: SourceLocation
}
