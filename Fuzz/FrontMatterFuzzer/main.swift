import CFuzzDriver
import ListDocsSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds arbitrary text to every YAML reader a site has (YAML composed by Yams, anchors
/// refused, then each key read as its type): as front matter, as `listdocs.yml` (its theme
/// values included) and as a strings file. Each returns its values or a located error,
/// never traps, and never expands an alias.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? FrontMatter.parse(text, path: "fuzz.md")
    _ = try? SiteConfig.parse(text, path: "listdocs.yml")
    _ = try? SiteStrings.table(in: text, path: "strings.yml")
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) })
