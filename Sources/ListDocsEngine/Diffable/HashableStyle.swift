/// How the app's item identifier type implements `Hashable`, which decides what a diffable
/// data source's sanity checks find (iOS 15 on; earlier versions do not check). Content is
/// what `data set` gives an identifier (its label until then).
public enum HashableStyle: String, CaseIterable, Hashable, Sendable {
    /// `hash` and `==` both use the identifier: nothing to find.
    case identifier = "id"
    /// A struct whose synthesized `hash(into:)` covers its content while `==` compares the
    /// identifier: the same identifier with new content hashes differently.
    case identifierAndContent = "id-and-content"
    /// A class whose `hash` covers content that is changed in place: the object already in
    /// the snapshot changes its hash.
    case classWithMutableContent = "class-content"
    /// `==` compares the content while `hash` uses the identifier: two items showing the
    /// same content are equal but hash apart.
    case contentEquality = "content-equality"
    /// `==` never holds (it compares something that differs on every read).
    case neverEqual = "never-equal"

    /// What UIKit raises when it applies `target` over `applied`, if anything. Each item is
    /// its identifier and the content it had when it was put into that snapshot (a struct is
    /// copied in; a class is shared, so for `classWithMutableContent` the current content
    /// counts); `current` is each identifier's content now.
    public func defect(
        applied: [(identifier: String, content: String)],
        target: [(identifier: String, content: String)], current: [String: String],
        ios: UIKitVersion
    ) -> UIKitException? {
        guard ios.major >= 15 else { return nil }
        let texts = DiffableReason(ios: ios)
        switch self {
        case .identifier:
            return nil
        case .identifierAndContent:
            let before = Dictionary(applied.map { ($0.identifier, $0.content) }) { a, _ in a }
            for item in target {
                if let old = before[item.identifier], old != item.content {
                    return texts.equalWithDifferentHashes(
                        item.identifier, item.identifier, sections: false)
                }
            }
            return nil
        case .classWithMutableContent:
            for item in applied where (current[item.identifier] ?? item.identifier) != item.content
            {
                return texts.hashChanged(item.identifier, sections: false)
            }
            return nil
        case .contentEquality:
            var byContent: [String: String] = [:]
            for item in target {
                let shown = current[item.identifier] ?? item.identifier
                if let first = byContent[shown] {
                    return texts.equalInOneSnapshot(first, item.identifier, sections: false)
                }
                byContent[shown] = item.identifier
            }
            return nil
        case .neverEqual:
            guard let first = target.first ?? applied.first else { return nil }
            return texts.notEqualToItself(first.identifier, sections: false)
        }
    }
}

extension UIKitException {
    /// A main-queue `apply` while one made from a background queue is still in flight.
    public static func applyDeadlock(_ view: ListViewKind, ios: UIKitVersion) -> UIKitException {
        DiffableReason(ios: ios).applyDeadlock(view)
    }

    /// What UIKit logs when applies come from more than one queue, if this version logs it.
    public static func mixedQueuesLog(_ view: ListViewKind, ios: UIKitVersion) -> String? {
        DiffableReason(ios: ios).mixedQueuesLog(view)
    }
}
