import Foundation

/// An HTTP response, independent of any server library.
public struct StaticResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data

    /// The value of header `name`, if set.
    public func header(_ name: String) -> String? {
        headers.first { $0.0.caseInsensitiveCompare(name) == .orderedSame }?.1
    }
}

/// What the preview server answers to a request for a file: pure, so it is tested
/// without sockets. Only GET and HEAD; paths are decoded and normalised, and nothing
/// outside the site is ever served.
public enum StaticResponder {
    /// The script that live-reloads served pages; only served pages get it.
    public static let reloadScriptPath = "/__listdocs/live.js"
    /// The longest request target served; a longer one gets 414 before any other work.
    public static let maximumTargetLength = 8192

    public static func respond(
        method: String, path rawPath: String, ifNoneMatch: String?, site: SiteFiles,
        injectReload: Bool
    ) -> StaticResponse {
        guard rawPath.utf8.count <= maximumTargetLength else {
            return StaticResponse(
                status: 414,
                headers: [("Content-Type", "text/plain; charset=utf-8"), ("Connection", "close")],
                body: Data("The request target is longer than \(maximumTargetLength) bytes.\n".utf8)
            )
        }
        guard method == "GET" || method == "HEAD" else {
            return StaticResponse(
                status: 405,
                headers: [("Allow", "GET, HEAD"), ("Content-Type", "text/plain; charset=utf-8")],
                body: Data("Only GET and HEAD are served.\n".utf8))
        }
        guard let segments = normalisedSegments(rawPath) else {
            return notFound(method: method, site: site, injectReload: injectReload)
        }
        var path = segments.joined(separator: "/")
        let isDirectory = rawPath.hasSuffix("/") || segments.isEmpty
        if isDirectory { path += path.isEmpty ? "index.html" : "/index.html" }
        guard let data = site.files[path] else {
            if !isDirectory, site.files[path + "/index.html"] != nil {
                return StaticResponse(
                    status: 301,
                    headers: [("Location", "/" + path + "/"), ("Content-Length", "0")], body: Data()
                )
            }
            return notFound(method: method, site: site, injectReload: injectReload)
        }
        let type = contentType(for: path)
        let etag = site.etags[path] ?? ""
        var headers: [(String, String)] = [
            ("Content-Type", type), ("ETag", etag), ("Cache-Control", "no-cache"),
        ]
        if let ifNoneMatch,
            ifNoneMatch.split(separator: ",").contains(where: {
                $0.trimmingCharacters(in: .whitespaces) == etag
                    || $0.trimmingCharacters(in: .whitespaces) == "*"
            })
        {
            return StaticResponse(status: 304, headers: headers, body: Data())
        }
        let body = injectReload && type.hasPrefix("text/html") ? injectingReloadScript(data) : data
        headers.append(("Content-Length", String(body.count)))
        return StaticResponse(status: 200, headers: headers, body: method == "HEAD" ? Data() : body)
    }

    /// The path's segments after percent-decoding and resolving `.` and `..`; nil when the
    /// path is malformed or would leave the site.
    static func normalisedSegments(_ rawPath: String) -> [String]? {
        let pathOnly =
            rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(
                String.init) ?? ""
        guard let decoded = pathOnly.removingPercentEncoding, !decoded.contains("\0"),
            !decoded.contains("\\")
        else { return nil }
        var segments: [String] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default:
                if segment.hasPrefix(".") { return nil }
                segments.append(String(segment))
            }
        }
        return segments
    }

    private static func notFound(method: String, site: SiteFiles, injectReload: Bool)
        -> StaticResponse
    {
        let page =
            site.files["404.html"]
            ?? Data("<!DOCTYPE html><title>Not found</title><p>Not found.</p>\n".utf8)
        let body = injectReload ? injectingReloadScript(page) : page
        return StaticResponse(
            status: 404,
            headers: [
                ("Content-Type", "text/html; charset=utf-8"),
                ("Content-Length", String(body.count)),
            ],
            body: method == "HEAD" ? Data() : body)
    }

    static func injectingReloadScript(_ html: Data) -> Data {
        let tag = Data("<script src=\"\(reloadScriptPath)\"></script>\n".utf8)
        guard let range = html.range(of: Data("</body>".utf8), options: .backwards) else {
            return html + tag
        }
        var result = html
        result.insert(contentsOf: tag, at: range.lowerBound)
        return result
    }

    static func contentType(for path: String) -> String {
        switch path.split(separator: ".").last.map({ $0.lowercased() }) ?? "" {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "ico": "image/x-icon"
        case "woff2": "font/woff2"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
