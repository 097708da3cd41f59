import ListDocsEngine
import ListDocsScript

/// A presentation's model block: built in the walkthrough's idiom as the code model, Swift
/// or Objective-C, and printed once.
extension WalkthroughPresentation {
    /// The model block, as the code model in the page's language, printed once, and its
    /// members' lines.
    mutating func setModel(_ walkthrough: Walkthrough, objectiveC: Bool) {
        if objectiveC {
            objectiveCModelCode = Self.objectiveCModel(walkthrough)
        } else {
            modelCode = Self.modelCode(walkthrough)
        }
        printedModel = ControllerDeclaration.print(self)
        model = ControllerDeclaration.memberLines(self)
    }

    /// The Objective-C model block of `walkthrough`, in its attributes' idiom.
    static func objectiveCModel(_ walkthrough: Walkthrough) -> ObjectiveCBlock {
        let attributes = walkthrough.attributes
        if attributes.source == .fetchedResults {
            return ObjectiveCFetchedResultsCode.members(
                ios: attributes.ios, reuse: attributes.cellReuse, delegate: attributes.delegate,
                animation: attributes.animation)
        }
        return ObjectiveCModelCode.members(
            initial: walkthrough.initial.dataSource, view: attributes.view, ios: attributes.ios,
            reuse: attributes.cellReuse,
            reorders: walkthrough.steps.contains(where: \.kind.isDrag),
            collection: attributes.view == .collection
                ? ObjectiveCModelCode.CollectionArrangement(
                    layout: attributes.layout, columns: attributes.columns,
                    headers: hasTitledSections(walkthrough)) : nil)
    }

    /// The Swift model block of `walkthrough`, in its attributes' idiom, as the code model.
    static func modelCode(_ walkthrough: Walkthrough) -> SwiftBlock {
        let attributes = walkthrough.attributes
        return ModelCode.block(
            initial: walkthrough.initial.dataSource, source: attributes.source,
            view: attributes.view, ios: attributes.ios,
            reorders: walkthrough.steps.contains(where: \.kind.isDrag),
            hashable: attributes.hashable, identifiers: itemIdentifiers(walkthrough),
            identifiersAreValues: attributes.identifiersAreValues,
            delegate: attributes.delegate, animation: attributes.animation,
            cellReuse: attributes.cellReuse, layout: attributes.layout,
            columns: attributes.columns,
            headers: hasTitledSections(walkthrough),
            outlineParents: walkthrough.outlineParents,
            selectsMany: walkthrough.steps.contains {
                if case .narrative(.select) = $0.kind { return true }
                return false
            })
    }

    /// Whether a section shows a title at any step (a collection view then draws headers).
    static func hasTitledSections(_ walkthrough: Walkthrough) -> Bool {
        ([walkthrough.initial] + walkthrough.steps.map(\.after)).contains {
            $0.screen.sections.contains { !$0.title.isEmpty }
        }
    }

    /// Every item identifier a diffable walkthrough uses, in the order first used.
    static func itemIdentifiers(_ walkthrough: Walkthrough) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        func add(_ ids: [String]) {
            for id in ids where seen.insert(id).inserted { result.append(id) }
        }
        func add(_ list: SectionedList) { add(list.sections.flatMap(\.rows)) }
        add(walkthrough.initial.dataSource)
        for step in walkthrough.steps {
            switch step.kind {
            case .snapshot(let change):
                add(change.after)
                for edit in change.edits { add(edit.itemIdentifiers) }
            case .apply(let apply):
                add(apply.after)
                for edit in apply.built ?? [] { add(edit.itemIdentifiers) }
            default: break
            }
            for case .setContent(let id, _) in step.dataChanges { add([id]) }
        }
        return result
    }
}
