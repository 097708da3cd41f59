import ListDocsEngine

/// A crash as Xcode's console shows it, and the arithmetic its message states.
///
/// The console excerpt is the `*** Terminating app …` line with what surrounds it: the
/// `*** Assertion failure in …` line where UIKit's binary (or, before iOS 18, a report)
/// names the method or function that asserts, with its file and line (`AssertionSite`), the
/// call stack (elided), and the `libc++abi` line (its iOS 15 wording from then, listdocs'
/// choice of boundary).
public struct CrashPresentation: Hashable, Sendable {
    /// One line of the arithmetic table: what, and how many.
    public struct Term: Hashable, Sendable {
        public var label: String
        public var value: String
    }

    /// The lines printed before the terminating line (the step's `crash`).
    public var before: [String]
    /// The lines printed after it.
    public var after: [String]
    /// For the count messages: before, inserted, deleted, moved, expected and actual.
    public var arithmetic: [Term]

    init(
        _ exception: UIKitException, view: ListViewKind, ios: UIKitVersion,
        words: PresentationWords = .english
    ) {
        before =
            exception.asserted
            ? Self.assertion(exception.kind, view: view, ios: ios).map {
                ["*** Assertion failure in \($0)"]
            } ?? [] : []
        // A Swift trap prints its one line; the debugger stops there (EXC_BREAKPOINT), with
        // no exception to unwind.
        after =
            exception.isSwiftTrap
            ? []
            : [
                "*** First throw call stack:", "(…)",
                ios.major >= 15
                    ? "libc++abi: terminating due to uncaught exception of type NSException"
                    : "libc++abi.dylib: terminating with uncaught exception of type NSException",
            ]
        arithmetic = Self.arithmetic(exception, view: view, words: words)
    }

    private static func assertion(
        _ kind: UIKitException.Kind, view: ListViewKind, ios: UIKitVersion
    ) -> String? {
        AssertionSite.line(kind, view: view, ios: ios)
    }

    /// The numbers of a count message, as the engine printed them.
    private static func arithmetic(
        _ exception: UIKitException, view: ListViewKind, words w: PresentationWords
    ) -> [Term] {
        let counted: Set<UIKitException.Kind> = [
            .invalidNumberOfRows, .invalidNumberOfSections, .invalidBatchUpdates,
        ]
        guard counted.contains(exception.kind), let a = exception.arguments else { return [] }
        let n = a.number
        let rows = w.element(view, count: 2)
        let elements = rows.prefix(1).uppercased() + rows.dropFirst()
        switch exception.kind {
        case .invalidNumberOfSections:
            let expected = n(1) + n(2) - n(3)
            return [
                Term(label: w.text(.sectionsBefore), value: "\(n(1))"),
                Term(label: w.text(.plusInserted), value: "\(n(2))"),
                Term(label: w.text(.minusDeleted), value: "\(n(3))"),
                Term(label: w.text(.expected), value: "\(expected)"),
                Term(label: w.text(.dataSourceSaid), value: "\(n(0))"),
            ]
        case .invalidNumberOfRows:
            let expected = n(2) + n(3) - n(4) + n(5) - n(6)
            return [
                Term(
                    label: w.text(.elementsInSectionBefore(Elements: elements, section: "\(n(0))")),
                    value: "\(n(2))"),
                Term(label: w.text(.plusInserted), value: "\(n(3))"),
                Term(label: w.text(.minusDeleted), value: "\(n(4))"),
                Term(label: w.text(.plusMovedIn), value: "\(n(5))"),
                Term(label: w.text(.minusMovedOut), value: "\(n(6))"),
                Term(label: w.text(.expected), value: "\(expected)"),
                Term(label: w.text(.dataSourceSaid), value: "\(n(1))"),
            ]
        default:
            func counts(_ list: [Int]) -> String {
                "[" + list.map(String.init).joined(separator: ", ") + "]"
            }
            return [
                Term(
                    label: w.text(.perSectionBefore(Elements: elements)),
                    value: counts(a.countsBefore)),
                Term(label: w.text(.updatesAnnounced), value: "\(a.updates.count)"),
                Term(
                    label: w.text(.perSectionAfter(Elements: elements)),
                    value: counts(a.countsAfter)),
            ]
        }
    }
}
