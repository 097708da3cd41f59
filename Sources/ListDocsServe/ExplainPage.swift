import Foundation
import ListDocsExplain
import ListDocsSite
import ListDocsTemplate

/// The preview server's `/__explain/` page: paste a crash log, see the walkthrough that
/// reproduces it (what `listdocs explain` writes, rendered like the site's own pages).
/// Only the preview has it; a built site stays static.
enum ExplainPage {
    /// Where the page is served; one folder deep, like a recipe, so its links work.
    static let path = "/__explain/"
    /// The longest pasted text accepted.
    static let maximumBody = 1024 * 1024

    /// The page for `log` (nil: the empty form).
    static func response(log: String?, renderer: SiteRenderer?) -> StaticResponse {
        guard let renderer else {
            return text(503, "The site has not been built yet; fix the build errors and reload.\n")
        }
        var markdown =
            "---\ntitle: Explain a crash\nsummary: Paste a list-update crash; see the walkthrough that reproduces it.\n---\n\n"
            + "Paste what the console printed when the app died (the whole log is fine), or run `listdocs explain` on it to get the recipe as a file.\n"
        var problem: String?
        var explanation: Explanation?
        if let log, !log.allSatisfy(\.isWhitespace) {
            do {
                explanation = try Explainer.explain(log)
                markdown = explanation?.recipe ?? markdown
            } catch {
                problem = error.message
            }
        }
        let (recipe, diagnostics) = RecipeLoader.load(
            path: "Content/explain.md", text: markdown, config: SiteConfig(),
            headingLinkLabel: renderer.headingLinkLabel)
        guard let recipe, !diagnostics.contains(where: \.isError) else {
            return text(500, "The explained recipe did not load: \(diagnostics.map(\.message))\n")
        }
        let lead =
            form(log: log ?? "", problem: problem) + (explanation.map(recipeBlock) ?? [])
        // The explained recipe is written in English whatever the site's language.
        let page = renderer.recipePageUTF8(recipe, lead: lead, proseLanguage: "en")
        return StaticResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/html; charset=utf-8"),
                ("Content-Length", String(page.count)),
                ("Cache-Control", "no-store"),
            ] + notFramed, body: Data(page))
    }

    /// The form, holding what was pasted, and the reason it could not be explained.
    static func form(log: String, problem: String?) -> [UInt8] {
        var html = HTMLWriter(capacity: log.utf8.count + 1024)
        html.raw(Array("<form class=\"ld-explain\" method=\"post\" action=\"./\">\n".utf8))
        html.raw(
            Array(
                "<label for=\"ld-explain-log\">A console log, crash report or exception reason</label>\n"
                    .utf8))
        html.raw(
            Array(
                "<textarea id=\"ld-explain-log\" name=\"log\" rows=\"10\" spellcheck=\"false\">"
                    .utf8))
        html.escaped(log)
        html.raw(Array("</textarea>\n<button type=\"submit\">Explain</button>\n</form>\n".utf8))
        if let problem {
            html.raw(Array("<p class=\"ld-explain-error\" role=\"alert\">".utf8))
            html.escaped(problem)
            html.raw(Array("</p>\n".utf8))
        }
        return html.bytes
    }

    /// The recipe itself, to take away: its Markdown (with a "Copy recipe" button where the
    /// browser can copy), a "Download .md" link that needs no script, and how many
    /// exceptions the log held when it held several.
    static func recipeBlock(_ explanation: Explanation) -> [UInt8] {
        var html = HTMLWriter(capacity: explanation.recipe.utf8.count * 4 + 512)
        html.raw(Array("<section class=\"ld-explain-recipe\" aria-label=\"The recipe\">\n".utf8))
        if explanation.exceptionsFound > 1 {
            html.raw(Array("<p>".utf8))
            html.escaped(
                "The log holds \(explanation.exceptionsFound) different list-update exceptions; this is the first (`listdocs explain --index 2` explains the next)."
            )
            html.raw(Array("</p>\n".utf8))
        }
        html.raw(
            Array(
                "<p><a class=\"ld-explain-download\" download=\"explained-crash.md\" href=\"data:text/markdown;charset=utf-8,"
                    .utf8))
        html.raw(percentEncoded(explanation.recipe))
        html.raw(
            Array(
                "\">Download .md</a></p>\n<details><summary>The recipe (Markdown)</summary>\n<pre data-copy-label=\"Copy recipe\"><code>"
                    .utf8))
        html.escaped(explanation.recipe)
        html.raw(Array("</code></pre>\n</details>\n</section>\n".utf8))
        return html.bytes
    }

    /// Every byte but the unreserved ones as `%XX`, for a `data:` address.
    private static func percentEncoded(_ text: String) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "."), UInt8(ascii: "~"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return out
    }

    /// The fields of an `application/x-www-form-urlencoded` body.
    static func fields(_ body: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) {
            let parts = pair.split(
                separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = decode(parts[0])
            if fields[name] == nil { fields[name] = parts.count > 1 ? decode(parts[1]) : "" }
        }
        return fields
    }

    /// `+` is a space and `%XX` a byte.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == UInt8(ascii: "+") {
                out.append(32)
            } else if byte == UInt8(ascii: "%"), i + 2 < bytes.endIndex,
                let value = UInt8(
                    String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16)
            {
                out.append(value)
                i += 3
                continue
            } else {
                out.append(byte)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func text(_ status: Int, _ message: String) -> StaticResponse {
        StaticResponse(
            status: status,
            headers: [
                ("Content-Type", "text/plain; charset=utf-8"),
                ("Content-Length", String(message.utf8.count)),
            ] + notFramed, body: Data(message.utf8))
    }

    /// No other page may frame the explain page (a framed form could be made to post a
    /// log the reader never saw).
    static let notFramed = [
        ("Content-Security-Policy", "frame-ancestors 'none'"), ("X-Frame-Options", "DENY"),
    ]
}
