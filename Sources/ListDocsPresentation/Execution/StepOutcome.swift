import ListDocsEngine
import ListDocsScript

/// One step's code run and held to the page.
enum StepOutcome: Hashable {
    case agrees
    case mismatch(String)
    case skipped(String)

    init(step: Step, shown: StepPresentation, interpreter: inout CodeInterpreter) {
        // A step's locals stay: the steps of one method share them (a snapshot edited in
        // one step is applied in the next).
        if case .narrative(.drag(let from, let to)) = step.kind {
            // The user moves the row on screen; the code tells the data source after.
            _ = interpreter.view.userMove(from: from, to: to)
        }
        // The user's selection is the view's own: the code later reads it.
        if case .narrative(.select(let paths)) = step.kind {
            for path in paths { interpreter.view.setSelected(true, at: path) }
        }
        if case .narrative(.deselect(let paths)) = step.kind {
            for path in paths { interpreter.view.setSelected(false, at: path) }
        }
        var stopped: CodeInterpreter.StoppedAt?
        do {
            try interpreter.run(shown.swift)
        } catch {
            stopped = error
        }
        if let stopped, case .unsupported(let why) = stopped.error {
            self = .skipped(why)
            return
        }
        if let crash = step.crash {
            self = Self.crashAgrees(crash, stopped: stopped, shown: shown)
            return
        }
        if let stopped {
            self = .mismatch("the code stops at line \(stopped.line + 1) (\(stopped.error))")
            return
        }
        if case .apply(let apply) = step.kind, apply.stage < apply.of {
            // The page draws one apply in stages; the code's state is the last stage's.
            self = .agrees
            return
        }
        self = Self.stateAgrees(step, interpreter: interpreter)
    }

    /// The code stops where the page marks the app's death, with UIKit's exception.
    private static func crashAgrees(
        _ crash: UIKitException, stopped: CodeInterpreter.StoppedAt?, shown: StepPresentation
    ) -> StepOutcome {
        let marked = shown.swift.lines.firstIndex { $0.crash != nil }
        guard let stopped else {
            return .mismatch("the code runs to its end; the page says the app dies")
        }
        guard stopped.line == marked else {
            return .mismatch(
                "the code stops at line \(stopped.line + 1), the page marks line \(marked.map { "\($0 + 1)" } ?? "none")"
            )
        }
        switch stopped.error {
        case .raised(let exception) where exception.reason == crash.reason: return .agrees
        case .trap where crash.isSwiftTrap: return .agrees
        default:
            return .mismatch("the code stops with \(stopped.error), the page shows \(crash.reason)")
        }
    }

    /// The data source and the screen the code leaves are those the page shows.
    private static func stateAgrees(_ step: Step, interpreter: CodeInterpreter) -> StepOutcome {
        let held: SectionedList
        do {
            held = try interpreter.dataSource()
        } catch {
            return .skipped("\(error)")
        }
        if let difference = Self.difference(held, step.after.dataSource, what: "data source") {
            return .mismatch(difference)
        }
        if let difference = Self.difference(
            interpreter.view.screenShown(dataSource: held).list, step.after.screen.list,
            what: "screen")
        {
            return .mismatch(difference)
        }
        return .agrees
    }

    /// The first section or row where `ran` and `shown` differ, in words; nil when equal.
    static func difference(_ ran: SectionedList, _ shown: SectionedList, what: String) -> String? {
        for s in 0..<max(ran.sections.count, shown.sections.count) {
            let a = s < ran.sections.count ? ran.sections[s] : nil
            let b = s < shown.sections.count ? shown.sections[s] : nil
            guard let a, let b else {
                return
                    "\(what) section \(s): the code leaves \(a?.title ?? "none"), the page shows \(b?.title ?? "none")"
            }
            if a.title != b.title {
                return
                    "\(what) section \(s): the code leaves title \"\(a.title)\", the page shows \"\(b.title)\""
            }
            for r in 0..<max(a.rows.count, b.rows.count) where a.rows[safe: r] != b.rows[safe: r] {
                return
                    "\(what) [\(s), \(r)]: the code leaves \(a.rows[safe: r].map { "\"\($0)\"" } ?? "no row"), the page shows \(b.rows[safe: r].map { "\"\($0)\"" } ?? "no row")"
            }
        }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
