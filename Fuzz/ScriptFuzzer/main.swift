import CFuzzDriver
import ListDocsScript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds arbitrary bytes to the script parser and interpreter, as the body of a block and
/// as its info string: neither may trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = ScriptRunner.run(ScriptSource(bareScript: text))
    let firstLine =
        text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(
            String.init) ?? ""
    _ = ScriptRunner.run(
        ScriptSource(
            info: "listdocs " + firstLine, infoLocation: SourceLocation(line: 1, column: 4),
            body: text, firstBodyLine: 2))
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzz(data!, size) })
