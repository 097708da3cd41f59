/// A site's own look, from `listdocs.yml`'s `theme:` mapping: the accent colour, the font
/// stack, a logo beside the title and the favicon. Each value is checked when the settings
/// are read, so what reaches the page's CSS or HTML is a colour, a font list or a path of the
/// site's assets, never markup.
public struct SiteTheme: Hashable, Sendable {
    /// The accent (links, controls), light and dark: `#0a5fd6`, `rgb(10 95 214)`.
    public var accent: String?
    /// The font stack of the pages' text: `"Inter", system-ui, sans-serif`.
    public var font: String?
    /// A picture shown before the site's title, a path under the site's folder
    /// (`assets/logo.svg`, from `Templates/assets/logo.svg`).
    public var logo: String?
    /// The favicon, a path under the site's folder (default `assets/favicon.svg`).
    public var favicon: String?

    public init() {}

    /// The keys `theme:` knows.
    static let keys = ["accent", "font", "logo", "favicon"]

    /// The CSS that applies the theme after the default stylesheet, light and dark alike;
    /// nil when the theme sets neither colour nor font.
    public var style: String? {
        var declarations: [String] = []
        if let accent { declarations.append("--accent: \(accent);") }
        if let font { declarations.append("--font: \(font);") }
        guard !declarations.isEmpty else { return nil }
        // As specific as the stylesheet's dark rules, and later, so it wins over them.
        return ":root, :root:not([data-theme=\"light\"]), :root[data-theme=\"dark\"] { "
            + declarations.joined(separator: " ") + " }"
    }

    /// The favicon's path and its MIME type.
    public var faviconLink: (path: String, type: String) {
        let path = favicon ?? "assets/favicon.svg"
        let type =
            path.hasSuffix(".png")
            ? "image/png" : path.hasSuffix(".ico") ? "image/x-icon" : "image/svg+xml"
        return (path, type)
    }

    /// Why `value` cannot be the theme's `key`; nil when it can.
    static func problem(key: String, value: String) -> String? {
        switch key {
        case "accent":
            let hex =
                value.hasPrefix("#") && [4, 5, 7, 9].contains(value.count)
                && value.dropFirst().allSatisfy(\.isHexDigit)
            let function =
                ["rgb(", "rgba(", "hsl(", "hsla(", "oklch("].contains { value.hasPrefix($0) }
                && value.hasSuffix(")")
                && value.allSatisfy { $0.isLetter || $0.isNumber || " (),.%/-".contains($0) }
            return hex || function
                ? nil
                : "theme accent '\(value)' is not a colour; write one like '#0a5fd6' or 'rgb(10 95 214)'"
        case "font":
            return value.contains(where: { ";{}<>\\".contains($0) }) || value.isEmpty
                ? "theme font '\(value)' is not a font list; write one like '\"Inter\", system-ui, sans-serif'"
                : nil
        default:
            let safe =
                !value.isEmpty && !value.hasPrefix("/") && !value.contains("..")
                && !value.contains(":")
                && value.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
            return safe
                ? nil
                : "theme \(key) '\(value)' must be a path in the site, like 'assets/\(key == "logo" ? "logo" : "icon").svg' (letters, digits, -, _, . and /)"
        }
    }
}
