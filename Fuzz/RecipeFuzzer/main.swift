import CFuzzDriver
import ListDocsSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds arbitrary bytes to the whole recipe pipeline, as `listdocs check` reads a file:
/// the bytes-to-text check, front matter, Markdown, every edit script; then renders the
/// page when the recipe loaded. Nothing may trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let text = try? SourceText.decode(bytes, path: "fuzz.md") else { return 0 }
    let (recipe, _) = RecipeLoader.load(path: "fuzz.md", text: text, config: SiteConfig())
    // The templates are loaded for each input (about half a millisecond) rather than kept
    // in a global, so that the leak check at exit sees only what an input left behind.
    if let recipe,
        let templates = try? TemplateSet(defaults: TemplateSet.defaultDirectory(), overrides: nil)
    {
        _ = SiteRenderer(templates: templates, config: SiteConfig()).recipePage(recipe)
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) })
