/// A model of `NSDiffableDataSourceSnapshot<String, String>`: ordered section identifiers,
/// one ordered set of item identifiers unique across the whole snapshot, and the
/// reloads and reconfigures queued for the next `apply`.
///
/// Every edit is applied at once and checked at the call, as UIKit does: a misuse throws
/// the `UIKitException` the walkthrough's iOS version raises, and leaves the snapshot as it
/// was before the call. An edit UIKit only logs about returns the console line.
public struct DiffableSnapshot: Hashable, Sendable {
    /// One section: its identifier and its item identifiers in order.
    public struct Section: Hashable, Sendable {
        public var identifier: String
        public var items: [String]
    }

    /// The sections, in order.
    public private(set) var sections: [Section] = []
    /// The section identifier of every item, for the uniqueness and lookup checks.
    private var sectionOfItem: [String: String] = [:]
    /// `reloadItems` since the snapshot was taken, in call order.
    public private(set) var reloadedItems: [String] = []
    /// `reconfigureItems` since the snapshot was taken, in call order.
    public private(set) var reconfiguredItems: [String] = []
    /// `reloadSections` since the snapshot was taken, in call order.
    public private(set) var reloadedSections: [String] = []

    /// Whether the app's identifiers are values of its own type, which UIKit prints as they
    /// describe themselves (`MyApp.Item(id: 3)`), rather than strings, which a Foundation
    /// collection prints quoted when they hold more than letters and digits.
    public var identifiersAreValues = false

    /// An empty snapshot: `NSDiffableDataSourceSnapshot<Section, Item>()`, of strings or of
    /// values of the app's own type.
    public init(identifiersAreValues: Bool = false) {
        self.identifiersAreValues = identifiersAreValues
    }

    /// UIKit's texts for this snapshot's identifiers on `ios`.
    func texts(_ ios: UIKitVersion) -> DiffableReason {
        DiffableReason(ios: ios, identifiersAreValues: identifiersAreValues)
    }

    /// The snapshot of `list`, section titles and row labels taken as identifiers. Returns
    /// nil when an identifier repeats (a snapshot cannot hold one twice).
    public init?(_ list: SectionedList) {
        for section in list.sections {
            guard sections.allSatisfy({ $0.identifier != section.title }) else { return nil }
            for item in section.rows {
                guard sectionOfItem.updateValue(section.title, forKey: item) == nil else {
                    return nil
                }
            }
            sections.append(Section(identifier: section.title, items: section.rows))
        }
    }

    /// The identifiers as a list: section identifiers as titles, item identifiers as labels.
    public var list: SectionedList { Self.list(of: sections) }

    /// Sections of identifiers as a list: identifiers as titles and labels.
    static func list(of sections: [Section]) -> SectionedList {
        SectionedList(sections: sections.map { ListSection(title: $0.identifier, rows: $0.items) })
    }

    /// `numberOfItems`.
    public var numberOfItems: Int { sectionOfItem.count }

    /// Whether the snapshot holds this item identifier.
    public func contains(item: String) -> Bool { sectionOfItem[item] != nil }

    /// Whether the snapshot holds this section identifier.
    public func contains(section: String) -> Bool { index(ofSection: section) != nil }

    /// The snapshot as `dataSource.snapshot()` returns it: the same identifiers, nothing
    /// queued for reload or reconfigure.
    public var withoutPendingUpdates: DiffableSnapshot {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    func index(ofSection identifier: String) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// The index path of an item identifier.
    public func indexPath(ofItem identifier: String) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = index(ofSection: section),
            let r = sections[s].items.firstIndex(of: identifier)
        else { return nil }
        return IndexPath(row: r, section: s)
    }
}

/// Where a relative insert or move puts its identifiers.
public enum RelativePosition: String, Hashable, Sendable {
    case before, after
}

extension DiffableSnapshot {
    /// `appendSections(_:)`.
    public mutating func appendSections(_ identifiers: [String], ios: UIKitVersion)
        throws(UIKitException)
    {
        let texts = texts(ios)
        try Self.requireUnique(identifiers, sections: true, texts)
        try requireNewSections(identifiers, destination: nil, texts)
        sections += identifiers.map { Section(identifier: $0, items: []) }
    }

    /// `insertSections(_:beforeSection:)` / `afterSection:`.
    public mutating func insertSections(
        _ identifiers: [String], _ position: RelativePosition, _ destination: String,
        ios: UIKitVersion
    ) throws(UIKitException) {
        let texts = texts(ios)
        try Self.requireUnique(identifiers, sections: true, texts)
        try requireNewSections(identifiers, destination: destination, texts)
        guard let target = index(ofSection: destination) else {
            throw texts.missingInsertDestination()
        }
        let at = position == .before ? target : target + 1
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: at)
    }

    /// `appendItems(_:)` (to the last section) or `appendItems(_:toSection:)`. Returns the
    /// line UIKit logs when an identifier was already in the snapshot and is moved into
    /// place instead.
    @discardableResult
    public mutating func appendItems(
        _ identifiers: [String], toSection section: String? = nil, ios: UIKitVersion
    ) throws(UIKitException) -> String? {
        let texts = texts(ios)
        // The snapshot asks for a section before it builds the update (which checks the
        // identifiers): `__UIDiffableDataSourceSnapshot.m:169` in UIKit 18.2 and 26.1.
        guard !sections.isEmpty else { throw texts.noSections() }
        try Self.requireUnique(identifiers, sections: false, texts)
        let s: Int
        if let section {
            guard let found = index(ofSection: section) else { throw texts.missingSection() }
            s = found
        } else {
            s = sections.count - 1
        }
        let log = removeExisting(identifiers, texts)
        sections[s].items += identifiers
        for item in identifiers { sectionOfItem[item] = sections[s].identifier }
        return log
    }

    /// `insertItems(_:beforeItem:)` / `afterItem:`.
    @discardableResult
    public mutating func insertItems(
        _ identifiers: [String], _ position: RelativePosition, _ destination: String,
        ios: UIKitVersion
    ) throws(UIKitException) -> String? {
        let texts = texts(ios)
        try Self.requireUnique(identifiers, sections: false, texts)
        // Checked while the update is built, before the destination is looked up.
        if identifiers.contains(destination) {
            throw texts.destinationInInsertedItems(destination, identifiers: identifiers)
        }
        guard contains(item: destination) else { throw texts.missingSection() }
        let log = removeExisting(identifiers, texts)
        guard let target = indexPath(ofItem: destination) else { throw texts.missingSection() }
        let at = position == .before ? target.row : target.row + 1
        sections[target.section].items.insert(contentsOf: identifiers, at: at)
        for item in identifiers { sectionOfItem[item] = sections[target.section].identifier }
        return log
    }

    /// `deleteItems(_:)`: identifiers the snapshot does not hold are ignored.
    public mutating func deleteItems(_ identifiers: [String]) {
        var gone: [String: Set<String>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            gone[section, default: []].insert(item)
        }
        for (s, section) in sections.enumerated() {
            guard let removed = gone[section.identifier] else { continue }
            sections[s].items.removeAll { removed.contains($0) }
        }
    }

    /// `deleteSections(_:)`: with their items; unknown identifiers are ignored.
    public mutating func deleteSections(_ identifiers: [String]) {
        let removed = Set(identifiers)
        for section in sections where removed.contains(section.identifier) {
            for item in section.items { sectionOfItem[item] = nil }
        }
        sections.removeAll { removed.contains($0.identifier) }
    }

    /// `deleteAllItems()`: no sections, no items.
    public mutating func deleteAllItems() {
        sections = []
        sectionOfItem = [:]
    }

    /// `moveItem(_:beforeItem:)` / `afterItem:`. Moving an item next to itself raises
    /// before either identifier is looked up.
    public mutating func moveItem(
        _ identifier: String, _ position: RelativePosition, _ destination: String,
        ios: UIKitVersion
    ) throws(UIKitException) {
        let texts = texts(ios)
        guard identifier != destination else {
            throw texts.movedRelativeToItself(identifier, section: false)
        }
        guard let from = indexPath(ofItem: identifier) else {
            throw texts.missingMoveSource(section: false)
        }
        guard contains(item: destination) else {
            throw texts.missingMoveDestination(section: false)
        }
        sections[from.section].items.remove(at: from.row)
        let target = indexPath(ofItem: destination)!
        let at = position == .before ? target.row : target.row + 1
        sections[target.section].items.insert(identifier, at: at)
        sectionOfItem[identifier] = sections[target.section].identifier
    }

    /// `moveSection(_:beforeSection:)` / `afterSection:`. Moving a section next to itself
    /// raises before either identifier is looked up.
    public mutating func moveSection(
        _ identifier: String, _ position: RelativePosition, _ destination: String,
        ios: UIKitVersion
    ) throws(UIKitException) {
        let texts = texts(ios)
        guard identifier != destination else {
            throw texts.movedRelativeToItself(identifier, section: true)
        }
        guard let from = index(ofSection: identifier) else {
            throw texts.missingMoveSource(section: true)
        }
        guard contains(section: destination) else {
            throw texts.missingMoveDestination(section: true)
        }
        let moving = sections.remove(at: from)
        let target = index(ofSection: destination)!
        sections.insert(moving, at: position == .before ? target : target + 1)
    }

    /// `reloadItems(_:)`: queued for the next apply; every identifier must be present.
    public mutating func reloadItems(_ identifiers: [String], ios: UIKitVersion)
        throws(UIKitException)
    {
        let texts = texts(ios)
        if let missing = identifiers.first(where: { !contains(item: $0) }) {
            throw texts.missingReload(item: missing)
        }
        reloadedItems += identifiers.filter { !reloadedItems.contains($0) }
    }

    /// `reconfigureItems(_:)` (iOS 15): queued for the next apply.
    public mutating func reconfigureItems(_ identifiers: [String], ios: UIKitVersion)
        throws(UIKitException)
    {
        let texts = texts(ios)
        if let missing = identifiers.first(where: { !contains(item: $0) }) {
            throw texts.missingReconfigure(item: missing)
        }
        reconfiguredItems += identifiers.filter { !reconfiguredItems.contains($0) }
    }

    /// `reloadSections(_:)`: queued for the next apply.
    public mutating func reloadSections(_ identifiers: [String], ios: UIKitVersion)
        throws(UIKitException)
    {
        let texts = texts(ios)
        if let missing = identifiers.first(where: { !contains(section: $0) }) {
            throw texts.missingReload(section: missing)
        }
        reloadedSections += identifiers.filter { !reloadedSections.contains($0) }
    }

    // MARK: Checks

    /// The identifiers of one call must differ from each other.
    private static func requireUnique(
        _ identifiers: [String], sections: Bool, _ texts: DiffableReason
    ) throws(UIKitException) {
        var seen = Set<String>()
        var repeated: [String] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if !repeated.contains(identifier) { repeated.append(identifier) }
        }
        if !repeated.isEmpty { throw texts.notUnique(repeated, sections: sections) }
    }

    /// Section identifiers to insert must not be in the snapshot yet.
    private func requireNewSections(
        _ identifiers: [String], destination: String?, _ texts: DiffableReason
    ) throws(UIKitException) {
        if let destination, identifiers.contains(destination) {
            throw texts.destinationInInsertedSections(destination, identifiers: identifiers)
        }
        let existing = identifiers.filter { contains(section: $0) }
        if !existing.isEmpty {
            throw texts.sectionsExist(existing, sectionsAfter: sections.count + identifiers.count)
        }
    }

    /// Takes out the items about to be inserted that the snapshot already holds (UIKit
    /// moves them into place) and returns what UIKit logs about it, if anything.
    private mutating func removeExisting(_ identifiers: [String], _ texts: DiffableReason)
        -> String?
    {
        let existing = identifiers.filter { contains(item: $0) }
        guard !existing.isEmpty else { return nil }
        deleteItems(existing)
        return texts.itemsExistLog(existing)
    }
}
