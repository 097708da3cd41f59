import ListDocsEngine
import ListDocsScript

extension Explainer {
    /// The scenarios that may reproduce `reading`, told with what the log shows: the
    /// fallback a collection view logged, a reason cut short or read for what it says, an
    /// app built against an older SDK, a fetched-results delegate, the call the stack names
    /// (whose scenarios go first).
    static func scenarios(
        for reading: RecognizedReason, words: ScriptWords, evidence: StackEvidence?,
        fetchedResults: Bool, fallback: Bool, cut: String?, assumed: String? = nil,
        ownView: String? = nil
    ) throws(Irreconcilable) -> [Scenario] {
        var scenarios = try ScenarioCatalog.scenarios(reading.kind, words, reading.arguments)
        if fallback {
            let sdk = UIKitVersion(AppLink.collectionCountChecksRaiseFrom.major)
            scenarios = scenarios.map { scenario in
                var scenario = scenario
                scenario.linkedSDK = sdk
                scenario.story += FallbackLog.story(sdk: sdk)
                return scenario
            }
        }
        scenarios = noted(
            scenarios, reading: reading, cut: cut, assumed: assumed, ownView: ownView)
        // An older SDK's text: the app of every walkthrough is built with one.
        if let sdk = reading.linkedSDK {
            scenarios = scenarios.map { scenario in
                var scenario = scenario
                scenario.linkedSDK = sdk
                scenario.story +=
                    " The message ends by naming a function to break on and saying this \"will become an assert\": UIKit words it so for an app built against an SDK older than iOS 15's (listdocs' reading; the binary does not say which SDK), so the walkthroughs are of such an app (`sdk=\(sdk.major)`). Built with a newer SDK, the same mistake stops at an assertion instead."
                return scenario
            }
        }
        // A fetched-results controller's delegate raised: its classic mistake first.
        if fetchedResults, reading.view == .table,
            let delegate = FetchedResultsEvidence.scenario(reading.kind, reading.arguments)
        {
            scenarios.insert(delegate, at: 0)
        }
        // The call the stack trace names goes first, where a scenario makes it.
        if let evidence { scenarios = ordered(scenarios, by: evidence, view: reading.view) }
        return scenarios
    }

    /// The scenarios with what the message itself makes the recipe assume (read for its
    /// words, made whole, identifiers that are values, cut short) and the story of a view
    /// that is UIKit's own.
    private static func noted(
        _ scenarios: [Scenario], reading: RecognizedReason, cut: String?, assumed: String?,
        ownView: String?
    ) -> [Scenario] {
        var scenarios = scenarios
        if reading.spacing == .collapsed {
            scenarios = assuming(
                "The message did not come as UIKit prints it: its line breaks or double spaces were made single spaces (as crash services and trackers do), or the view it names was left off its end. It is read for what it says, so it dates only to the range of versions whose words it has.",
                scenarios)
        }
        if let assumed { scenarios = assuming(assumed, scenarios) }
        if reading.arguments.identifiersAreValues {
            scenarios = assuming(
                "The identifiers are values of the app's own type (a struct or an enum case), which UIKit prints as they describe themselves; the walkthrough's stand-in `Item` describes itself with the same words, so its message is the app's, and the device shows them cut short.",
                scenarios
            ).map { scenario in
                var scenario = scenario
                scenario.identifiersAreValues = true
                return scenario
            }
        }
        if let ownView {
            scenarios = scenarios.map { scenario in
                var scenario = scenario
                scenario.story += UIKitOwnView.story(ownView)
                return scenario
            }
        }
        if let cut {
            let tail = cut.count > 40 ? "…" + cut.suffix(40) : cut
            scenarios = assuming(
                "The message was cut short (it ends \"\(tail)…\"): its numbers are all there, and the walkthrough dies of the whole text UIKit prints for them.",
                scenarios)
        }
        return scenarios
    }

    /// The scenarios that make the call `evidence` names first, each saying so; the others
    /// after them.
    private static func ordered(
        _ scenarios: [Scenario], by evidence: StackEvidence, view: ListViewKind
    ) -> [Scenario] {
        // Each scenario's script is written once to see whether it makes the call.
        let makes = scenarios.map { evidence.isMade(by: $0.crash, view: view) }
        let said = "\n\nThe stack trace names `\(evidence.frame)`: the walkthrough makes that call."
        return zip(scenarios, makes).filter(\.1).map { scenario, _ in
            var scenario = scenario
            scenario.story += said
            return scenario
        } + zip(scenarios, makes).filter { !$0.1 }.map(\.0)
    }

    /// The scenarios with `assumption` first among what each assumes.
    private static func assuming(_ assumption: String, _ scenarios: [Scenario]) -> [Scenario] {
        scenarios.map { scenario in
            var scenario = scenario
            scenario.assumptions.insert(assumption, at: 0)
            return scenario
        }
    }
}
