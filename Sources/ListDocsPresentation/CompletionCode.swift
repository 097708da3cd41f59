/// The code of a `completion` block's steps, written where it runs: in the closure that
/// ends the update before it, `performBatchUpdates { … } completion: { _ in … }` or
/// `dataSource.apply(snapshot, animatingDifferences: true) { … }`, with `self.` as an
/// escaping closure wants. Each of those steps still shows its own lines too.
enum CompletionCode {
    static func attach(_ steps: inout [StepPresentation]) {
        var index = 1
        while index < steps.count {
            guard steps[index].inCompletion else {
                index += 1
                continue
            }
            var end = index
            while end < steps.count, steps[end].inCompletion { end += 1 }
            // The update is the last step before the block that has code (a staged apply
            // keeps its code in its first stage).
            if let target = steps[..<index].lastIndex(where: { !$0.code.isEmpty }) {
                let body = steps[index..<end].flatMap(\.code).map(SwiftCode.explicitSelf)
                steps[target].code = attached(body, to: steps[target].code)
            }
            index = end
        }
    }

    /// `lines`, whose update raised, with the completion handler it never reached: `body`
    /// kept as comments.
    static func attachedUnreached(_ body: [String], to lines: [String]) -> [String] {
        let inner = body.map { line -> String in
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("//") {
                return line.isEmpty ? "" : "    " + line
            }
            return "    " + line.prefix { $0 == " " } + CrashLine.notReached
                + SwiftCode.explicitSelf(String(trimmed))
        }
        let dies = "}" + CrashLine.mark
        if let close = lines.lastIndex(of: dies) {
            return Array(lines[..<close]) + ["} completion: { _ in" + CrashLine.mark] + inner
                + ["}"] + lines[(close + 1)...]
        }
        if let call = lines.lastIndex(where: { $0.hasPrefix("dataSource.apply") }),
            lines[call].hasSuffix(CrashLine.mark)
        {
            let bare = lines[call].dropLast(CrashLine.mark.count)
            return Array(lines[..<call]) + [bare + " {" + CrashLine.mark] + inner + ["}"]
                + lines[(call + 1)...]
        }
        return lines
    }

    /// `lines` with `body` in the completion handler of its update.
    static func attached(_ body: [String], to lines: [String]) -> [String] {
        let inner = body.map { $0.isEmpty ? "" : "    " + $0 }
        if lines.contains(where: { $0.hasSuffix(".performBatchUpdates {") }),
            let close = lines.lastIndex(of: "}")
        {
            return Array(lines[..<close]) + ["} completion: { _ in"] + inner + ["}"]
                + lines[(close + 1)...]
        }
        if let call = lines.lastIndex(where: {
            $0.hasPrefix("dataSource.apply(")
                || $0.hasPrefix("dataSource.applySnapshotUsingReloadData(")
        }) {
            return Array(lines[..<call]) + [lines[call] + " {"] + inner + ["}"]
                + lines[(call + 1)...]
        }
        return lines
    }
}
