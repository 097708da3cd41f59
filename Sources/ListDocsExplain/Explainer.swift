import ListDocsDiagnostics
import ListDocsEngine
import ListDocsScript

/// A crash message turned into a recipe that reproduces it and shows the fix.
public struct Explanation: Hashable, Sendable {
    /// The reason as found in the text.
    public var reason: String
    /// The rule behind it.
    public var kind: UIKitException.Kind
    /// The view the recipe drives.
    public var view: ListViewKind
    /// The iOS version the recipe runs as.
    public var ios: UIKitVersion
    /// The versions whose wording the message has, as the reader reads them (`iOS 14 to 16.3`).
    public var versions: String
    /// The recipe, as Markdown with front matter.
    public var recipe: String
    /// How many different list-update exceptions the log holds (this one among them).
    public var exceptionsFound = 1
    /// Which of them this is, counting from 1 in the order of the log.
    public var exceptionIndex = 1
}

/// `listdocs explain`: finds the exception in a console log, reads its numbers back through
/// the engine's own texts, writes the smallest walkthrough that dies of exactly that reason,
/// runs it to prove it, and adds the fix (also run).
public enum Explainer {
    /// The most rows (and sections) a walkthrough of an explained crash may draw: a message
    /// naming a larger number, or needing more rows than this, is refused at once.
    public static let largestList = 10_000

    /// Explains the list-update exception of `log` numbered `index` (from 1, in the order of
    /// the log; the first by default), and says how many different ones the log holds.
    public static func explain(_ log: String, index: Int = 1) throws(ExplainError) -> Explanation {
        let candidates = ConsoleLog.candidates(in: log)
        var known = knownReasons(candidates)
        if known.isEmpty {
            known = knownReasons(ConsoleLog.reshapedCandidates(in: log, candidates: candidates))
        }
        // No exception, but a collection view that logged one and reloaded instead.
        var fallback = false
        if known.isEmpty {
            known = loggedInsteadOfRaised(in: log)
            fallback = !known.isEmpty
        }
        // The reason by what it says, wherever it stands: in a sentence, after a label, in
        // quotes never closed, hard-wrapped, flattened by a crash service. Not in a log of a
        // text UIKit logged instead of raising: what follows its marker was not raised.
        if known.isEmpty, FallbackLog.loggedText(in: log) == nil {
            known = ReasonFinder.known(in: log).map { ($0.text, $0.readings) }
        }
        // A reason without its first words (a count text's first sentence): made whole,
        // with what that assumes.
        var assumed: String?
        if known.isEmpty, let headless = HeadlessReason.first(in: log) {
            known = [(headless.text, headless.readings)]
            assumed = headless.assumption
        }
        // A reason the reporter cut short (`…`): the whole text its numbers print.
        var cut: String?
        if known.isEmpty, let (shown, whole, readings) = CutReason.first(in: log) {
            known = [(whole, readings)]
            cut = shown
        }
        let trapElsewhere = keepTrapsInCellRequests(&known, log: log)
        guard !known.isEmpty else { throw nothingKnown(in: log, trapElsewhere: trapElsewhere) }
        guard index >= 1, index <= known.count else {
            throw .noSuchException(index: index, found: known.count)
        }
        let (candidate, exactReadings) = known[index - 1]
        let readings = CrashServiceText.readings(of: candidate, exactReadings, in: log)
        let texts =
            [candidate]
            + readings.flatMap { $0.arguments.identifiers + $0.arguments.identifierList }
        if let control = texts.lazy.compactMap(VisibleText.firstControl).first {
            throw .controlCharacter(control.value)
        }
        if let largest = readings.map(\.arguments.largestNumber).max(), largest > largestList {
            throw .tooLarge(found: "the message names the number \(largest.grouped)")
        }
        var explanation = try explain(
            reason: candidate, readings: readings, evidence: StackEvidence.read(log),
            fetchedResults: FetchedResultsEvidence.names(log), fallback: fallback, cut: cut,
            assumed: assumed, ownView: UIKitOwnView.named(in: log))
        explanation.exceptionsFound = known.count
        explanation.exceptionIndex = index
        return explanation
    }

    /// Swift's "Index out of range" is a list crash only where a data source reads its
    /// model for a cell: the log must name that method, and the view it names is the one.
    /// Drops the others from `known`; whether it dropped any.
    private static func keepTrapsInCellRequests(
        _ known: inout [(String, [RecognizedReason])], log: String
    ) -> Bool {
        var trapElsewhere = false
        known = known.compactMap { text, readings in
            guard readings.contains(where: { $0.kind == .staleIndexInCellForRow }) else {
                return (text, readings)
            }
            guard let view = CellRequestEvidence.view(in: log) else {
                trapElsewhere = true
                return nil
            }
            return (
                text, readings.filter { $0.kind != .staleIndexInCellForRow || $0.view == view }
            )
        }
        return trapElsewhere
    }

    /// The texts a collection view logged and reloaded instead of raising, where reloading
    /// rescues the app from them.
    private static func loggedInsteadOfRaised(in log: String) -> [(String, [RecognizedReason])] {
        guard let logged = FallbackLog.loggedText(in: log) else { return [] }
        return knownReasons(ConsoleLog.candidates(in: logged)).compactMap { text, readings in
            let rescued = readings.filter { AppLink.isRescuedByReloadData($0.kind, view: $0.view) }
            return rescued.isEmpty ? nil : (text, rescued)
        }
    }

    /// Why a log with no text listdocs explains is refused, most telling first: an index
    /// out of range outside a cell request, a reason cut before its numbers, a text known
    /// but not modelled, another exception, or none at all.
    private static func nothingKnown(in log: String, trapElsewhere: Bool) -> ExplainError {
        if trapElsewhere { return .indexOutOfRangeOutsideCellRequest }
        if let shown = CutReason.unreadable(in: log) {
            return .cutBeforeItsNumbers(String(shown.suffix(80)))
        }
        if let (text, line) = KnownUnmodelledText.first(in: log) {
            let found =
                ConsoleLog.firstException(in: log).map { "\($0.name) '\($0.reason)'" }
                ?? "'\(line)'"
            return .knownButNotModelled(found: found, entry: text.entry, why: text.why)
        }
        if let found = ConsoleLog.firstException(in: log) {
            return .notModelled(exception: found.name, reason: found.reason)
        }
        let excerpt = log.trimmingBlanks().prefix { $0 != "\n" }.prefix(120)
        return .notAListUpdateException(excerpt: excerpt.isEmpty ? "(nothing)" : "'\(excerpt)'")
    }

    /// The candidates that are texts listdocs knows, each exception once: a candidate that
    /// is the same text as one already kept, or a shorter or longer cut of it (a multi-line
    /// reason read at several lengths), is the same exception.
    private static func knownReasons(_ candidates: [String]) -> [(String, [RecognizedReason])] {
        var known: [(String, [RecognizedReason])] = []
        var kept: [String] = []
        for candidate in candidates {
            let comparable = ReasonText.comparable(candidate)
            if kept.contains(where: { $0.hasPrefix(comparable) || comparable.hasPrefix($0) }) {
                continue
            }
            let readings = ReasonRecognizer.recognize(candidate)
            guard !readings.isEmpty else { continue }
            known.append((candidate, readings))
            kept.append(comparable)
        }
        return known
    }

    /// `fallback`: the text was logged by a collection view that reloaded instead of raising
    /// it; the walkthroughs are of an app built against an older SDK, on a system whose
    /// binary shows the gate (iOS 18 on), and they log the text rather than die of it.
    /// `cut`: the reason as the log had it, cut short; `reason` is the whole text.
    private static func explain(
        reason: String, readings: [RecognizedReason], evidence: StackEvidence? = nil,
        fetchedResults: Bool = false, fallback: Bool = false, cut: String? = nil,
        assumed: String? = nil, ownView: String? = nil
    ) throws(ExplainError) -> Explanation {
        // Texts both views print are explained with a table view.
        let ordered = readings.sorted { ($0.view == .table ? 0 : 1) < ($1.view == .table ? 0 : 1) }
        var problem: String?
        for reading in ordered {
            let words = ScriptWords(view: reading.view)
            var scenarios: [Scenario]
            do throws(Irreconcilable) {
                scenarios = try Self.scenarios(
                    for: reading, words: words, evidence: evidence,
                    fetchedResults: fetchedResults, fallback: fallback, cut: cut, assumed: assumed,
                    ownView: ownView)
            } catch {
                problem = problem ?? error.message
                continue
            }
            let drawn = scenarios.map { Fixture.drawnRows($0.crash) }.max() ?? 0
            if drawn > largestList {
                throw .tooLarge(
                    found: "a walkthrough of this message would draw \(drawn.grouped) rows")
            }
            // Collection views arrived with iOS 6: no earlier era can have printed one's text.
            let eras = reading.eras.filter {
                (!fallback || $0.lowerBound.major >= 18)
                    && (reading.view != .collection || $0.upperBound.major >= 6)
            }
            if let explanation = firstReproducing(
                scenarios, reading: reading, eras: eras, reason: reason, readings: readings,
                fallback: fallback)
            {
                return explanation
            }
            if reading.kind == .invalidNumberOfRows || reading.kind == .invalidNumberOfSections
                || reading.kind == .invalidBatchUpdates
            {
                problem =
                    problem
                    ?? "no iOS version raises this text for these counts (from iOS 16.4 a count mismatch where the data source's counts changed raises \"Invalid batch updates detected\" instead, and before it the older text)"
            }
        }
        if let problem { throw .irreconcilable(reason: reason, problem: problem) }
        throw .notReproduced(reason: reason)
    }

    /// The first scenario that reproduces `reason` in one of `eras` (the default version's
    /// first), its walkthrough settled and written: nil when none does.
    private static func firstReproducing(
        _ scenarios: [Scenario], reading: RecognizedReason, eras: [ClosedRange<UIKitVersion>],
        reason: String, readings: [RecognizedReason], fallback: Bool
    ) -> Explanation? {
        for era in preferred(eras) {
            let ios = representative(era)
            for scenario in scenarios {
                guard
                    let printed = fallback
                        ? logged(by: scenario, view: reading.view, ios: ios)
                        : crash(of: scenario, view: reading.view, ios: ios),
                    ReasonRecognizer.isSame(printed, as: reason, spacing: reading.spacing)
                else { continue }
                guard let settled = settled(scenario, view: reading.view, ios: ios) else {
                    continue
                }
                var scenario = scenario
                scenario.fix.append(.expect(settled))
                let reproducing = eras.filter { other in
                    let again =
                        fallback
                        ? logged(by: scenario, view: reading.view, ios: representative(other))
                        : crash(of: scenario, view: reading.view, ios: representative(other))
                    return again.map {
                        ReasonRecognizer.isSame($0, as: reason, spacing: reading.spacing)
                    } ?? false
                }
                let shared = readings.contains {
                    $0.kind == reading.kind && $0.view != reading.view
                }
                let versions = describe(
                    reproducing, from: firstVersion(reading.kind, view: reading.view))
                return Explanation(
                    reason: reason, kind: reading.kind, view: reading.view, ios: ios,
                    versions: versions,
                    recipe: RecipeText.write(
                        reason: reason, printed: printed, kind: reading.kind,
                        scenario: scenario, view: reading.view, ios: ios,
                        versions: versions, sharedByBothViews: shared, logged: fallback))
            }
        }
        return nil
    }

    /// The eras to try: the one of the default version first, then the newest to the oldest.
    private static func preferred(_ eras: [ClosedRange<UIKitVersion>]) -> [ClosedRange<
        UIKitVersion
    >] {
        let sorted = eras.sorted { $0.lowerBound > $1.lowerBound }
        return sorted.filter { $0.contains(.default) } + sorted.filter { !$0.contains(.default) }
    }

    /// The version a recipe names for an era: the default where it falls inside, else the
    /// era's newest.
    static func representative(_ era: ClosedRange<UIKitVersion>) -> UIKitVersion {
        era.contains(.default) ? .default : era.upperBound
    }

    /// The attributes of one of the recipe's walkthroughs (the fix's with a sound
    /// `Hashable`).
    static func attributes(
        title: String, _ scenario: Scenario, view: ListViewKind, ios: UIKitVersion,
        fix: Bool = false
    ) -> ScriptAttributes {
        var attributes = ScriptAttributes()
        attributes.title = title
        // Addresses that stay when the recipe is edited, as `check --strict` asks.
        attributes.id = fix ? "fix" : title == "The crash" ? "crash" : "logged"
        attributes.ios = ios
        attributes.sdk = scenario.linkedSDK
        attributes.identifiersAreValues = scenario.identifiersAreValues
        if !fix { attributes.countText = scenario.countText }
        attributes.view = view
        attributes.source = scenario.source
        if !fix {
            attributes.hashable = scenario.hashable
            attributes.delegate = scenario.delegate
            attributes.cellReuse = scenario.cellReuse
        } else {
            let dequeued = scenario.cellReuse.dequeued
            attributes.cellReuse = CellReuse(dequeued: dequeued, registered: dequeued)
        }
        return attributes
    }

    /// The reason the scenario's crashing script dies of, if it runs cleanly up to a crash.
    private static func crash(of scenario: Scenario, view: ListViewKind, ios: UIKitVersion)
        -> String?
    {
        let (walkthrough, diagnostics) = run(
            scenario.crash, attributes(title: "crash", scenario, view: view, ios: ios))
        let unexpected = diagnostics.filter {
            $0.severity == .error && !$0.message.hasPrefix("the app crashes here")
        }
        guard unexpected.isEmpty else { return nil }
        return walkthrough?.crash?.reason
    }

    /// The text the scenario's first walkthrough logged in place of an exception (a collection
    /// view's fallback), if it runs cleanly, does not crash and logs one.
    private static func logged(by scenario: Scenario, view: ListViewKind, ios: UIKitVersion)
        -> String?
    {
        let (walkthrough, diagnostics) = run(
            scenario.crash, attributes(title: "crash", scenario, view: view, ios: ios))
        guard let walkthrough, walkthrough.crash == nil,
            !diagnostics.contains(where: { $0.severity == .error })
        else { return nil }
        let prefix = AppLink.fallbackLog("")
        let line = walkthrough.steps.lazy.compactMap { $0.report?.logs.first }.first
        guard let line, line.hasPrefix(prefix) else { return nil }
        return String(line.dropFirst(prefix.count))
    }

    /// Where the scenario's fix ends, when it runs without an error, a warning or a crash: the
    /// data source's list, or for a diffable data source the identifiers it applied last.
    private static func settled(_ scenario: Scenario, view: ListViewKind, ios: UIKitVersion)
        -> SectionedList?
    {
        let (walkthrough, diagnostics) = run(
            scenario.fix, attributes(title: "fix", scenario, view: view, ios: ios, fix: true))
        guard let walkthrough, walkthrough.crash == nil, diagnostics.isEmpty else { return nil }
        guard walkthrough.attributes.source == .diffable else {
            return walkthrough.steps.last?.after.dataSource ?? walkthrough.initial.dataSource
        }
        for step in walkthrough.steps.reversed() {
            if case .apply(let apply) = step.kind { return apply.after }
        }
        return walkthrough.initial.dataSource
    }

    private static func run(_ commands: [Command], _ attributes: ScriptAttributes) -> (
        Walkthrough?, [Diagnostic]
    ) {
        ScriptRunner.run(
            ScriptSource(
                info: ScriptWriter.info(attributes),
                infoLocation: SourceLocation(line: 1, column: 1),
                body: ScriptWriter(attributes).script(commands), firstBodyLine: 2))
    }

    /// `iOS 14 to 16.3`, `iOS 13`, `iOS 17 and later`.
    /// The first version with the API a message comes from: `UICollectionView` and
    /// dequeuing with an index path came with iOS 6 (before it a table view's
    /// `dequeueReusableCell(withIdentifier:)` returned nil rather than raise); nil for a
    /// text as old as the eras.
    static func firstVersion(_ kind: UIKitException.Kind, view: ListViewKind) -> UIKitVersion? {
        view == .collection || kind == .unregisteredReuseIdentifier ? UIKitVersion(6) : nil
    }

    /// The eras as a reader reads them (`iOS 14 to 16.3`), none before `from`.
    static func describe(_ eras: [ClosedRange<UIKitVersion>], from floor: UIKitVersion? = nil)
        -> String
    {
        let all = UIKitVersion.eras
        let indexes = eras.compactMap { all.firstIndex(of: $0) }.sorted()
        var groups: [[Int]] = []
        for index in indexes {
            if let last = groups.last?.last, last + 1 == index {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        func name(_ v: UIKitVersion) -> String { v.description }
        return groups.map { group in
            let first = max(all[group.first!].lowerBound, floor ?? all[group.first!].lowerBound)
            let last = all[group.last!].upperBound
            if group.last == all.count - 1 { return "\(name(first)) and later" }
            return first == last ? name(first) : "\(name(first)) to \(name(last).dropFirst(4))"
        }.joined(separator: ", ")
    }
}
