import Foundation
import ListDocsScript
import Testing

/// Every input the fuzzer started from or found a problem with runs without trapping.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// The inputs; none when the folder cannot be read, which `theInputsAreThere` reports.
    static let inputs: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .map { folder.appendingPathComponent($0).path }
    }()

    /// The replay below cannot pass by finding nothing to replay.
    @Test func theInputsAreThere() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(!names.isEmpty)
    }

    @Test(arguments: inputs)
    func runsWithoutTrapping(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        let (_, diagnostics) = ScriptRunner.run(
            ScriptSource(bareScript: String(decoding: data, as: UTF8.self)))
        #expect(diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
    }
}
