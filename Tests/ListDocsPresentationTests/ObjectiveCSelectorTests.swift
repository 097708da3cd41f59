import Foundation
import ListDocsTestSupport
import Testing

@testable import ListDocsPresentation

/// The selector each call of an Objective-C page is written with is the one Apple's headers
/// give for that Swift name: every pair of `ObjectiveCSelector.all` is a line of the SDK
/// record (Tests/SDK/Record.tsv, read from the headers by Scripts/sdk-record).
@Suite struct ObjectiveCSelectorTests {
    @Test func everySelectorIsTheRecordsForItsSwiftName() throws {
        let record = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/SDK/Record.tsv"), encoding: .utf8)
        let pairs = Set(
            record.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                return "\(columns[0]) \(columns[1]) \(columns[6])"
            })
        for entry in ObjectiveCSelector.all {
            let pair = "\(entry.container) \(entry.swiftName) \(entry.container) -\(entry.selector)"
            #expect(pairs.contains(pair), "\(pair) is not in the record")
        }
        #expect(ObjectiveCSelector.all.count >= 25)
    }
}
