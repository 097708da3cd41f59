import Foundation
import ListDocsScript
import Testing

/// Every input the fuzzer started from or found a problem with runs without trapping.
@Suite struct FuzzRegressionTests {
    static let inputs: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fuzz")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .map { folder.appendingPathComponent($0).path }
    }()

    @Test(arguments: inputs)
    func runsWithoutTrapping(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        let (_, diagnostics) = ScriptRunner.run(
            ScriptSource(bareScript: String(decoding: data, as: UTF8.self)))
        #expect(diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }
}
