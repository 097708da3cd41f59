/// Which link and image URLs may reach a page: none that a browser would run or that
/// reads the reader's own files. `javascript:`, `vbscript:`, `file:` and `data:` are
/// refused, in any case and however they are disguised by what browsers ignore (tabs and
/// newlines anywhere, leading spaces and control characters; entities are already decoded
/// by the Markdown parser). Images may keep `data:image/png`, `gif`, `jpeg` and `webp`.
public enum LinkSafety {
    static let refusedSchemes: Set<String> = ["javascript", "vbscript", "file", "data"]
    static let allowedImageData = [
        "data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp",
    ]

    /// The scheme that makes `url` unsafe (`javascript`), or nil when it may be linked.
    public static func refusedScheme(of url: String, isImage: Bool) -> String? {
        // No colon, no scheme: a relative link (most of a site's), decided without a copy.
        guard url.utf8.contains(UInt8(ascii: ":")) else { return nil }
        if let allowed = asciiSchemeAllowed(url), allowed { return nil }
        var scalars = Array(url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        let scheme = String(String.UnicodeScalarView(scalars[..<colon])).lowercased()
        // A scheme is a letter, then letters, digits, '+', '-', '.'; anything else before
        // the colon makes a relative path.
        guard let head = scheme.unicodeScalars.first, ("a"..."z").contains(head),
            scheme.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("0"..."9").contains($0)
                    || "+-.".unicodeScalars.contains($0)
            })
        else { return nil }
        guard refusedSchemes.contains(scheme) else { return nil }
        if isImage, scheme == "data" {
            let lowered = String(String.UnicodeScalarView(scalars)).lowercased()
            if allowedImageData.contains(where: {
                lowered.hasPrefix($0 + ";") || lowered.hasPrefix($0 + ",")
            }) {
                return nil
            }
        }
        return scheme
    }
}

extension LinkSafety {
    /// For a URL whose scheme is plain ASCII (`https:`, `mailto:`): true when that scheme is
    /// not refused, read from its bytes as the full check reads it (tabs and line breaks
    /// skipped anywhere, spaces and control characters before it); nil when the full
    /// check must decide (a refused scheme, or a byte past ASCII before the colon).
    static func asciiSchemeAllowed(_ url: String) -> Bool? {
        var scheme: [UInt8] = []
        var started = false
        for byte in url.utf8 {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if !started, byte <= 0x20 { continue }
            started = true
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: ":") { break }
            scheme.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        let name = String(decoding: scheme, as: UTF8.self)
        return refusedSchemes.contains(name) ? nil : true
    }
}

/// A link or image whose URL was removed, and where it was.
public struct RemovedURL: Hashable, Sendable {
    /// The refused scheme, like `javascript`.
    public var scheme: String
    /// Whether it was an image.
    public var isImage: Bool
    /// The 1-based line and column of the link in the file.
    public var line: Int
    public var column: Int
}
