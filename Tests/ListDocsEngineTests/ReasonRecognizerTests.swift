import ListDocsEngine
import Testing

/// Every text the engine prints reads back into the rule, view, version and arguments that
/// print it again.
@Suite struct ReasonRecognizerTests {
    static let names = ["Kiwi", "Fig", "Blue Cheese", "고래밥", "say \"hi\"", "a\\b", "x, y"]

    func randomArguments(_ g: inout SplitMix64) -> ReasonArguments {
        ReasonArguments(
            numbers: (0..<8).map { _ in Int.random(in: 0...40, using: &g) },
            identifiers: (0..<2).map { _ in Self.names.randomElement(using: &g)! },
            identifierList: Array(
                Self.names.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g))),
            countsBefore: (0..<Int.random(in: 0...3, using: &g)).map { _ in
                Int.random(in: 0...9, using: &g)
            },
            countsAfter: (0..<Int.random(in: 0...3, using: &g)).map { _ in
                Int.random(in: 0...9, using: &g)
            },
            updates: (0..<Int.random(in: 0...3, using: &g)).map { _ in
                let n = (0..<4).map { _ in Int.random(in: 0...12, using: &g) }
                return [
                    BatchUpdateEntry.deleteSection(n[0]),
                    .deleteRow(IndexPath(row: n[1], section: n[0])),
                    .moveSection(n[0], n[1]),
                    .moveRow(
                        IndexPath(row: n[1], section: n[0]), IndexPath(row: n[3], section: n[2])),
                    .insertSection(n[2]), .insertRow(IndexPath(row: n[3], section: n[2])),
                ].randomElement(using: &g)!
            })
    }

    @Test(arguments: UIKitException.Kind.allCases)
    func everyTextReadsBack(kind: UIKitException.Kind) {
        var g = SplitMix64(seed: UInt64(kind.rawValue.utf8.count) &* 7919)
        for view in ListViewKind.allCases where ReasonCatalog.isRaised(kind, by: view) {
            for era in UIKitVersion.eras {
                for _ in 0..<4 {
                    let ios = era.lowerBound
                    let text = ReasonCatalog.exception(
                        kind, view: view, ios: ios, randomArguments(&g)
                    ).reason
                    let readings = ReasonRecognizer.recognize(text)
                    let mine = readings.first { $0.kind == kind && $0.view == view }
                    #expect(mine != nil, "\(kind) \(view) \(ios): \(text)")
                    guard let mine else { continue }
                    #expect(mine.eras.contains(era), "\(kind) \(view) \(ios)")
                    #expect(
                        ReasonCatalog.exception(kind, view: view, ios: ios, mine.arguments).reason
                            == text)
                }
            }
        }
    }

    @Test func addressesAndObjectDescriptionsDoNotMatter() {
        let printed =
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x7f8e5d82a200; frame = (0 0; 390 844); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c4c0f0>; backgroundColor = <UIDynamicSystemColor: 0x6000017ac940; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x60000021c8a0>; contentOffset: {0, -91}; contentSize: {390, 176}; adjustedContentInset: {91, 0, 34, 0}; dataSource: <Demo.ListViewController: 0x7f8e5d4103c0>>"
        let readings = ReasonRecognizer.recognize(printed)
        let rows = readings.first { $0.kind == .invalidNumberOfRows }
        #expect(rows?.view == .table)
        #expect(rows?.arguments.numbers.prefix(5) == [0, 4, 4, 0, 1])
        #expect(rows?.eras.first?.lowerBound == UIKitVersion(14))
        #expect(rows?.eras.last?.upperBound == UIKitVersion(26))
    }

    @Test func otherTextsAreNotRecognized() {
        #expect(ReasonRecognizer.recognize("Unable to simultaneously satisfy constraints.").isEmpty)
        #expect(
            ReasonRecognizer.recognize(
                "attempt to delete row 3 from section 0 which only contains 2 rows before the updat"
            ).isEmpty)
    }
}
