import ListDocsTemplate

/// The step rules for the first steps, written once and handed out as prefixes: the rules
/// for `n` steps are the first part of those for more, so a page's rules cost a copy.
public struct StepStyleTable: Sendable {
    private let bytes: [UInt8]
    /// Where the rules of each count of steps end in `bytes` (index 0: none).
    private let ends: [Int]

    /// Writes the rules for up to `count` steps.
    public init(upTo count: Int) {
        var bytes: [UInt8] = []
        var ends = [0]
        for step in 0..<count {
            bytes += WalkthroughHTML.stepStyles(steps: step..<(step + 1))
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    /// The rules for `count` steps: from the table, or written anew past its end.
    public func rules(count: Int) -> [UInt8] {
        guard count < ends.count else { return WalkthroughHTML.stepStyles(count: count) }
        return Array(bytes[0..<ends[count]])
    }
}
