import Foundation
import ListDocsServe
import ListDocsTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The preview's `/__explain/` page: paste a log, get the walkthrough that reproduces it.
@Suite struct ExplainPageTests {
    func request(_ url: URL, form: String? = nil, origin: String? = nil) async throws -> (
        Int, String
    ) {
        var request = URLRequest(url: url)
        if let form {
            request.httpMethod = "POST"
            request.httpBody = Data(form.utf8)
            request.setValue(
                "application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
        return try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                    return
                }
                continuation.resume(
                    returning: (
                        (response as? HTTPURLResponse)?.statusCode ?? 0,
                        String(decoding: data ?? Data(), as: UTF8.self)
                    ))
            }.resume()
        }
    }

    static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return "log=" + (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    @Test(.timeLimit(.minutes(1)))
    func aPastedLogBecomesAWalkthroughOnlyFromTheServersOwnPage() async throws {
        let root = try site(["a.md": "---\ntitle: A\n---\n\nHello.\n"], prefix: "listdocs-explain")
        defer { removeTemporaryFolder(root) }
        let server = try PreviewServer(
            root: root, port: 0, defaultTemplates: projectTemplatesFolder,
            pollInterval: .milliseconds(50), log: { _ in })
        let ready = AsyncStream<URL>.makeStream()
        let running = Task { try await server.run { ready.continuation.yield($0) } }
        defer { running.cancel() }
        var iterator = ready.stream.makeAsyncIterator()
        let base = try #require(await iterator.next())
        let page = base.appendingPathComponent("__explain/")
        let origin = "http://127.0.0.1:\(base.port ?? 0)"

        let (status, form) = try await request(page)
        #expect(status == 200)
        #expect(form.contains("<textarea") && form.contains("Explain a crash"))

        let log =
            "2024-03-01 10:22:31.130 Demo[8123:41] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete row 5 from section 0 which only contains 3 rows before the update'\n*** First throw call stack:\n(0x1804ae0f8)\n"
        let (explainedStatus, explained) = try await request(
            page, form: Self.formEncoded(log), origin: origin)
        #expect(explainedStatus == 200)
        #expect(explained.contains("Crash: deleting a row that is not there"))
        #expect(explained.contains("class=\"wt"))
        // What was pasted stays in the form, escaped.
        #expect(explained.contains("*** Terminating app due to uncaught exception &#39;"))
        // The recipe to take away: its Markdown under a copy button, and a download that
        // needs no script, holding the same Markdown.
        #expect(explained.contains("<pre data-copy-label=\"Copy recipe\"><code>---\ntitle:"))
        let download = try #require(
            explained.firstRange(
                of: "download=\"explained-crash.md\" href=\"data:text/markdown;charset=utf-8,"))
        let encoded = explained[download.upperBound...].prefix { $0 != "\"" }
        let recipe = try #require(String(encoded).removingPercentEncoding)
        #expect(recipe.hasPrefix("---\ntitle: 'Crash: deleting a row that is not there'"))
        #expect(recipe.contains("```listdocs"))

        let (_, refused) = try await request(
            page, form: Self.formEncoded("<b>hello</b>"), origin: origin)
        #expect(refused.contains("no list-update exception found"))
        #expect(!refused.contains("<b>hello</b>"))

        let (crossStatus, _) = try await request(
            page, form: Self.formEncoded(log), origin: "http://evil.example")
        #expect(crossStatus == 403)
    }
}
