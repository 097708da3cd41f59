/// What the differ reads of a section: its identity and, for each row, an identity and a
/// label. Both `DiffSection` (identities and labels apart) and `ListSection` (the label is
/// the identity) are diffed as they are, without copying a million rows into another shape.
protocol DiffableSection {
    associatedtype Row
    /// The section's identity.
    var diffIdentity: String { get }
    /// The rows, in order.
    var diffRows: [Row] { get }
    /// What moves follow.
    static func identity(of row: Row) -> String
    /// What the row shows; a changed label with the same identity is a reload.
    static func label(of row: Row) -> String
    /// Shows `label` in row `index` (for a reload staged on its own).
    mutating func setLabel(_ label: String, ofRow index: Int)
}

extension DiffSection: DiffableSection {
    var diffIdentity: String { id }
    var diffRows: [DiffRow] { rows }
    static func identity(of row: DiffRow) -> String { row.id }
    static func label(of row: DiffRow) -> String { row.label }
    mutating func setLabel(_ label: String, ofRow index: Int) { rows[index].label = label }
}

extension ListSection: DiffableSection {
    var diffIdentity: String { title }
    var diffRows: [String] { rows }
    static func identity(of row: String) -> String { row }
    static func label(of row: String) -> String { row }
    mutating func setLabel(_ label: String, ofRow index: Int) { rows[index] = label }
}
