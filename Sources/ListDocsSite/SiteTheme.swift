import Foundation

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
            return isColour(value)
                ? nil
                : "theme accent '\(value)' is not a colour; write one like '#0a5fd6' or 'rgb(10 95 214)'"
        case "font":
            return isFontList(value)
                ? nil
                : "theme font '\(value)' is not a font list; write one like '\"Inter\", system-ui, sans-serif'"
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

    /// A hex colour, or `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` or `oklch(…)` of numbers
    /// (with `%` or an angle's unit) and `none`, separated by spaces, commas or one `/`:
    /// nothing after the `)`, so no `url(…)` or comment can follow.
    static func isColour(_ value: String) -> Bool {
        if value.hasPrefix("#") {
            return [4, 5, 7, 9].contains(value.count) && value.dropFirst().allSatisfy(\.isHexDigit)
        }
        guard let open = value.firstIndex(of: "("), value.last == ")",
            ["rgb", "rgba", "hsl", "hsla", "oklch"].contains(String(value[..<open]))
        else { return false }
        let arguments = value[value.index(after: open)..<value.index(before: value.endIndex)]
        let parts = arguments.split(whereSeparator: { " ,/".contains($0) })
        let units = ["", "%", "deg", "rad", "grad", "turn"]
        return !parts.isEmpty && arguments.filter { $0 == "/" }.count <= 1
            && parts.allSatisfy { part in
                let number = part.prefix { $0.isASCII && ($0.isNumber || ".-+".contains($0)) }
                return part == "none"
                    || (number.contains(where: \.isNumber)
                        && units.contains(String(part.dropFirst(number.count))))
            }
    }

    /// Comma-separated families, each a name of letters, digits, spaces and `-`, or a
    /// string in matching quotes with no quote, backslash or `/*` inside: what a
    /// `font-family` holds, and nothing a stylesheet would read as more.
    static func isFontList(_ value: String) -> Bool {
        var families: [Substring] = []
        var rest = Substring(value)
        while !rest.isEmpty {
            let family: Substring
            let trimmed = rest.drop { $0 == " " }
            if let quote = trimmed.first, quote == "\"" || quote == "'" {
                guard let close = trimmed.dropFirst().firstIndex(of: quote) else { return false }
                family = trimmed[...close]
                rest = trimmed[trimmed.index(after: close)...].drop { $0 == " " }
            } else {
                family = trimmed.prefix { $0 != "," }
                rest = trimmed.dropFirst(family.count)
            }
            families.append(family)
            guard rest.isEmpty || rest.first == "," else { return false }
            rest = rest.dropFirst()
            if rest.isEmpty, value.last == "," { return false }
        }
        return !families.isEmpty && families.allSatisfy(isFontFamily)
    }

    private static func isFontFamily(_ family: Substring) -> Bool {
        if let quote = family.first, quote == "\"" || quote == "'" {
            let inner = family.dropFirst().dropLast()
            return !inner.isEmpty && !inner.contains { "\"'\\;{}<>".contains($0) }
                && !inner.contains("/*") && !inner.contains("*/")
        }
        let name = family.trimmingCharacters(in: .whitespaces)
        return !name.isEmpty
            && name.allSatisfy { ($0.isLetter || $0.isNumber || " -_".contains($0)) }
    }
}
