import ListDocsEngine

/// `section snapshot` blocks and `apply to`: a section's items as an outline, edited on a
/// copy and applied to that one section, which then shows the outline's visible items.
extension Interpreter {
    /// The edits run one by one on the section's snapshot (or a new one); the first that
    /// UIKit rejects ends the block. An item added twice is an error of the script: UIKit
    /// reports it through a function whose words the binaries read do not hold.
    mutating func runSectionSnapshot(
        _ statement: Statement, of section: String?, lines: [SectionSnapshotLine]
    ) {
        var snapshot = section.map(sectionSnapshot(of:)) ?? SectionSnapshot()
        snapshot.identifiersAreValues = attributes.identifiersAreValues
        var edits: [SectionSnapshotEdit] = []
        var crash: UIKitException?
        for line in lines {
            edits.append(line.edit)
            do throws(UIKitException) {
                try snapshot.perform(line.edit, ios: attributes.ios)
            } catch {
                crash = error
                break
            }
        }
        diffable.editingSection = snapshot
        let change = SectionSnapshotChange(
            section: section, edits: edits, visibleItems: snapshot.visibleItems)
        var result = step(
            .sectionSnapshot(change), statement: statement, calls: [], dataChanges: [])
        if let crash {
            result.crash = crash
            crashPending = true
        }
        steps.append(result)
    }

    /// `dataSource.snapshot(for:)`: the outline applied to the section last, while the
    /// section still shows its visible items; otherwise its items, as roots.
    private func sectionSnapshot(of section: String) -> SectionSnapshot {
        let shown =
            diffable.applied.list.sections.first { $0.title == section }?.rows ?? []
        if let kept = diffable.sectionSnapshots[section], kept.visibleItems == shown {
            return kept
        }
        return SectionSnapshot(roots: shown)
    }

    /// `apply(_:to:animatingDifferences:)`: the section's items become the section snapshot's
    /// visible items (the section is appended when the snapshot lacks it), and the data
    /// source applies that whole snapshot as `apply` does.
    mutating func runApplySectionSnapshot(_ statement: Statement, to section: String) {
        guard let outline = diffable.editingSection else {
            diagnostics.append(
                .error(ScriptMessage.noSectionSnapshotToApply, at: statement.location))
            return
        }
        var target = diffable.applied.withoutPendingUpdates
        let visible = outline.visibleItems
        for edit in SnapshotEdit.showing(visible, inSection: section, of: target) {
            do throws(UIKitException) {
                try target.perform(edit, ios: attributes.ios)
            } catch {
                // An item the outline shows that another section holds.
                diagnostics.append(
                    .error(
                        ScriptMessage.sectionSnapshotItemElsewhere(section), at: statement.location,
                        notes: ["reason: '\(error.reason)'"]))
                return
            }
        }
        diffable.editing = target
        var content = diffable.appliedContent
        for label in visible where content[label] == nil {
            content[label] = diffable.content[label] ?? label
        }
        diffable.editingContent = content
        diffable.applyingToSection = section
        let stepsBefore = steps.count
        runApply(statement, mode: .animated, list: nil)
        diffable.applyingToSection = nil
        if steps.last?.crash == nil {
            diffable.sectionSnapshots[section] = outline
            // The apply's step shows the outline it applied (levels, disclosure controls).
            if steps.count > stepsBefore {
                steps[steps.count - 1].after.outlines = snapshot.outlines
            }
        }
        diffable.editingSection = nil
    }
}

extension ScriptMessage {
    static let noSectionSnapshotToApply =
        "'apply to' applies a section snapshot: write a 'section snapshot' block before it"
    static func sectionSnapshotItemElsewhere(_ section: String) -> String {
        "the section snapshot applied to '\(section)' shows an item another section holds; identifiers are unique across the whole snapshot"
    }
}
