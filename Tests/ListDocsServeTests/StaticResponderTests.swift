import Foundation
import Testing

@testable import ListDocsServe

/// The preview server's answers, without sockets.
@Suite struct StaticResponderTests {
    let site: SiteFiles = {
        var site = SiteFiles()
        site.set("index.html", Data("<html><body><h1>Index</h1></body></html>".utf8))
        site.set("recipe/index.html", Data("<html><body>Recipe</body></html>".utf8))
        site.set("assets/listdocs.css", Data("body{}".utf8))
        site.set("assets/listdocs.js", Data("1".utf8))
        site.set("404.html", Data("<html><body>Site's own 404</body></html>".utf8))
        return site
    }()

    func get(_ path: String, method: String = "GET", etag: String? = nil, inject: Bool = true)
        -> StaticResponse
    {
        StaticResponder.respond(
            method: method, path: path, ifNoneMatch: etag, site: site, injectReload: inject)
    }

    @Test func aTargetOverEightKilobytesIsRefusedBeforeAnythingElse() {
        #expect(get("/" + String(repeating: "a", count: 8191)).status == 404)
        let long = get("/" + String(repeating: "%2e%2e/", count: 2000), method: "POST")
        #expect(long.status == 414)
        #expect(long.body.count < 100)
    }

    @Test(arguments: [
        "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "G",
    ])
    func onlyGetAndHeadAreServed(method: String) {
        let response = get("/", method: method)
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
    }

    @Test func directoriesServeTheirIndex() {
        #expect(String(decoding: get("/").body, as: UTF8.self).contains("Index"))
        #expect(String(decoding: get("/recipe/").body, as: UTF8.self).contains("Recipe"))
    }

    @Test func aDirectoryWithoutItsSlashRedirects() {
        let response = get("/recipe")
        #expect(response.status == 301)
        #expect(response.header("Location") == "/recipe/")
    }

    @Test(arguments: [
        ("/assets/listdocs.css", "text/css; charset=utf-8"),
        ("/assets/listdocs.js", "text/javascript; charset=utf-8"),
        ("/", "text/html; charset=utf-8"),
    ])
    func contentTypes(_ path: String, _ type: String) {
        #expect(get(path).header("Content-Type") == type)
    }

    @Test(arguments: [
        "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/recipe/../../etc/passwd",
        "/assets/%2E%2E/%2E%2E/secret",
        "//etc/passwd", "/.git/config", "/assets/..%2f..%2fetc/passwd", "/a%00b",
        "/..\\..\\windows",
    ])
    func nothingOutsideTheSiteIsServed(_ path: String) {
        let response = get(path)
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Site's own 404"))
    }

    @Test func dotSegmentsInsideTheSiteResolve() {
        #expect(get("/recipe/../assets/./listdocs.css").status == 200)
    }

    @Test func anUnchangedFileIs304() {
        let etag = get("/assets/listdocs.css").header("ETag")
        #expect(etag != nil)
        #expect(get("/assets/listdocs.css", etag: etag).status == 304)
        #expect(get("/assets/listdocs.css", etag: "\"other\"").status == 200)
    }

    @Test func headHasTheHeadersButNoBody() {
        let response = get("/", method: "HEAD")
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(Int(response.header("Content-Length") ?? "") == get("/").body.count)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS"])
    func onlyGetAndHead(_ method: String) {
        let response = get("/", method: method)
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
    }

    @Test func theReloadScriptGoesIntoServedPagesOnly() {
        let page = String(decoding: get("/").body, as: UTF8.self)
        #expect(page.contains("<script src=\"/__listdocs/live.js\"></script>\n</body>"))
        #expect(!String(decoding: get("/", inject: false).body, as: UTF8.self).contains("live.js"))
        #expect(
            !String(decoding: get("/assets/listdocs.css").body, as: UTF8.self).contains("live.js"))
    }
}
