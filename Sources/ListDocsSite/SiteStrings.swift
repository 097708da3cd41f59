import Foundation
import ListDocsPresentation
import ListDocsTemplate
import Yams

/// The words a site writes itself — page furniture, the walkthrough's controls, search, the
/// 404 page — in the site's language (`language:` in `listdocs.yml`). listdocs ships a
/// table per language in `Templates/strings/` (English, German, Japanese, each with every
/// key English has); a site replaces any of them in its own `Templates/strings.yml`, and may
/// name a language listdocs does not ship when that file gives every word.
public struct SiteStrings: Hashable, Sendable {
    /// The language, as the pages' `lang` attribute gives it (`de`, `de-CH`, `ja`).
    public let language: String
    /// The words, by key.
    public let table: [String: String]

    /// The languages listdocs has a table for.
    public static let shipped = ["en", "de", "ja"]

    /// The words a site's pages need from the table (those whose keys end in `HTML` are
    /// written as HTML).
    public init(language: String, table: [String: String]) {
        self.language = language
        self.table = table
    }

    /// The words the walkthroughs themselves are written in (captions, state tables…).
    public var walkthroughWords: PresentationWords { PresentationWords(table) }

    /// The word for `key`, its `{name}` places filled from `values`.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        PresentationWords.fill(table[key] ?? key, values)
    }

    /// `recipeCountOne` or `recipeCountOther` with `{count}`: a count in words.
    public func count(_ key: String, _ count: Int) -> String {
        text(count == 1 ? key + "One" : key + "Other", ["count": String(count)])
    }

    /// A front-matter date (`YYYY-MM-DD`) as the language writes it (`date`, with `{year}`,
    /// `{month}`, `{mm}`, `{day}`, `{dd}` and `{monthName}` from `month1`…`month12`); the
    /// text as given when it is no such date.
    public func date(_ iso: String) -> String {
        let parts = iso.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2]), (1...12).contains(month), (1...31).contains(day)
        else { return iso }
        return text(
            "date",
            [
                "year": String(year), "month": String(month), "mm": String(parts[1]),
                "day": String(day), "dd": String(parts[2]), "monthName": text("month\(month)"),
            ])
    }

    /// What templates read as `s`: every word, those ending in `HTML` unescaped.
    var templateValue: TemplateValue {
        .object(
            table.mapValues { .string($0) }.merging(
                table.filter { $0.key.hasSuffix("HTML") }.mapValues { .utf8(Array($0.utf8)) }
            ) { $1 })
    }

    /// The theme switch's label for each theme (`system`, `light`, `dark`): the page draws
    /// all three and its style shows the one of the theme in force, so the header has its
    /// final width from the first paint.
    var themeSwitchLabels: TemplateValue {
        let names = ["system": "themeSystem", "light": "themeLight", "dark": "themeDark"]
        return .object(names.mapValues { .string(text("theme", ["theme": text($0)])) })
    }

    /// The words the page scripts use, as a JSON object safe inside `<script>` (`<`, `>`
    /// and `&` escaped, so no word can end the element).
    var scriptJSON: String {
        let words = Dictionary(uniqueKeysWithValues: Self.scriptKeys.map { ($0, text($0)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(words)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return json.replacing("<", with: "\\u003c").replacing(">", with: "\\u003e")
            .replacing("&", with: "\\u0026").replacing("\u{2028}", with: "\\u2028")
            .replacing("\u{2029}", with: "\\u2029")
    }

    /// The keys `listdocs.js` and `search.js` read.
    static let scriptKeys: Set<String> = [
        "previousStep", "nextStep", "playWalkthrough", "play", "pause", "animationSpeed",
        "normalSpeed", "fast", "slowMotion", "realSpeed", "stagedNote", "realNote", "kindRecipe",
        "kindSection", "kindWalkthrough",
        "kindCrash", "allResults", "copyStepLink",
        "linkCopied", "embed", "embedTitle",
        "embedCopied", "copy", "copied", "selectAndCopy", "copyCode", "previous", "next",
        "keysHTML",
        "openedFromDiskHTML", "themeLabel", "theme", "themeSystem", "themeLight", "themeDark",
        "nothingFound", "walkthrough", "viewsLabel", "viewDevice", "viewCode", "viewTable",
    ]

    /// Whether `language` is written as a `lang` attribute may be: a primary subtag of two
    /// or three letters, then subtags of letters and digits (`de`, `pt-BR`, `zh-Hant`).
    public static func isLanguageTag(_ language: String) -> Bool {
        let parts = language.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
            first.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (1...8).contains($0.count)
                && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The table for `language`: the shipped one of its primary subtag (English for a
    /// language not shipped), then the site's `strings.yml` over it. A key the shipped table
    /// does not have, a word that is not text, or — for a language not shipped — a key the
    /// site's file leaves out is an error in that file.
    static func load(
        language: String, defaults: URL, overrides: URL?, inside boundary: String?
    ) throws(SiteError) -> SiteStrings {
        let primary = String(language.prefix { $0 != "-" })
        let isShipped = shipped.contains(primary)
        let englishURL = defaults.appendingPathComponent("strings/en.yml")
        // The presentation's English words (captions, state tables) live with it.
        let english = PresentationWords.englishTable.merging(
            try table(at: englishURL, inside: nil)?.words ?? [:]
        ) { _, site in site }
        var words = english
        if isShipped, primary != "en" {
            let url = defaults.appendingPathComponent("strings/\(primary).yml")
            for (key, word) in try table(at: url, inside: nil)?.words ?? [:] { words[key] = word }
        }
        guard let overrides else { return SiteStrings(language: language, table: words) }
        let siteURL = overrides.appendingPathComponent("strings.yml")
        guard let (site, keyLines) = try table(at: siteURL, inside: boundary) else {
            guard isShipped else {
                throw SiteError(
                    path: "listdocs.yml", line: 1, column: 1,
                    message:
                        "listdocs has no words for language '\(language)' (it ships \(shipped.joined(separator: ", "))); give every one in Templates/strings.yml, starting from a copy of the English table"
                )
            }
            return SiteStrings(language: language, table: words)
        }
        for key in site.keys.sorted() where english[key] == nil {
            throw SiteError(
                path: siteURL.path, line: keyLines[key] ?? 1, column: 1,
                message:
                    "'\(key)' is not a word listdocs writes; the keys are those of listdocs' English table, Templates/strings/en.yml"
            )
        }
        if !isShipped {
            let missing = english.keys.filter { site[$0] == nil }.sorted()
            if !missing.isEmpty {
                throw SiteError(
                    path: siteURL.path, line: 1, column: 1,
                    message:
                        "listdocs ships no words for language '\(language)', and this file leaves out \(missing.count) of \(english.count): \(missing.prefix(8).joined(separator: ", "))\(missing.count > 8 ? ", …" : "")"
                )
            }
        }
        for (key, word) in site { words[key] = word }
        return SiteStrings(language: language, table: words)
    }

    /// The table in the YAML file at `url`, with the line of each key; nil when there is
    /// no file. Values must be text.
    static func table(at url: URL, inside boundary: String?) throws(SiteError) -> (
        words: [String: String], keyLines: [String: Int]
    )? {
        guard FileStatus(url.path) != nil else { return nil }
        let source = try SiteSources.readSiteFile(url.path, shownAs: url.path, inside: boundary)
        return try table(in: source, path: url.path)
    }

    /// The table a strings file's text holds, with the line of each key. Values must be
    /// text.
    public static func table(in source: String, path: String) throws(SiteError) -> (
        words: [String: String], keyLines: [String: Int]
    ) {
        guard let root = try YAMLNodes.compose(source, path: path, what: "the strings file")
        else { return ([:], [:]) }
        guard case .mapping(let values) = root else {
            throw SiteError(
                path: path, line: 1, column: 1,
                message: "the strings file must map each key to its words (key: words)")
        }
        var table: [String: String] = [:]
        var keyLines: [String: Int] = [:]
        for (keyNode, valueNode) in values {
            let key = keyNode.string ?? ""
            guard case .scalar(let word) = valueNode,
                word.style != .plain || !["", "~", "null", "Null", "NULL"].contains(word.string)
            else {
                throw SiteError(
                    path: path, line: valueNode.mark?.line ?? 1,
                    column: valueNode.mark?.column ?? 1,
                    message: "'\(key)' must be text (put it in quotes)")
            }
            table[key] = word.string
            keyLines[key] = keyNode.mark?.line ?? 1
        }
        return (table, keyLines)
    }
}
