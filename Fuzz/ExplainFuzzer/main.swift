import CFuzzDriver
import ListDocsExplain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds arbitrary bytes to `listdocs explain` as a pasted log: it must return a recipe or
/// a refusal, never trap, and (with `-timeout=1`) never take a second.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let log = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch Result(catching: { try Explainer.explain(log) }) {
    case .success(let explanation):
        // A recipe always holds the two walkthroughs it proved.
        if !explanation.recipe.contains("## The crash") { abort() }
    case .failure:
        break
    }
    return 0
}

// The explainer's tables are built once, before the first input is timed.
_ = try? Explainer.explain(
    "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
)
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) })
