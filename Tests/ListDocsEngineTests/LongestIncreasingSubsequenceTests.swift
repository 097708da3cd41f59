import ListDocsTestSupport
import Testing

@testable import ListDocsEngine

/// The run of rows the differ keeps in place: always one longest strictly increasing
/// subsequence, whatever the order, held to the quadratic textbook answer.
@Suite struct LongestIncreasingSubsequenceTests {
    /// The length of a longest strictly increasing subsequence, the slow way.
    static func longestLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    static func check(_ values: [Int]) {
        let kept = longestIncreasingSubsequence(values)
        #expect(kept.count == values.count)
        let chosen = zip(values, kept).filter(\.1).map(\.0)
        #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
        #expect(chosen.count == longestLength(values), "\(values)")
    }

    @Test func theShapesAListTakes() {
        Self.check([])
        Self.check([7])
        Self.check(Array(0..<50))
        Self.check(Array((0..<50).reversed()))
        Self.check([3, 3, 3, 3])
        // In order but for a few rows moved far: the shape the fast path meets most.
        Self.check([0, 1, 2, 40, 3, 4, 5, -1, 6, 7, 39, 8, 9])
    }

    @Test func randomListsWithRepeats() {
        var rng = SplitMix64(seed: 91)
        for _ in 0..<400 {
            let count = Int.random(in: 0...60, using: &rng)
            let range = Int.random(in: 1...80, using: &rng)
            Self.check((0..<count).map { _ in Int.random(in: 0..<range, using: &rng) })
        }
    }
}
