/// One update of a batch as the "Invalid batch updates detected" text lists it.
public enum BatchUpdateEntry: Hashable, Sendable {
    /// `Delete section (s)`.
    case deleteSection(Int)
    /// `Delete row (s - r)` / `Delete item (s - i)`.
    case deleteRow(IndexPath)
    /// `Move section (a) -> (b)`.
    case moveSection(Int, Int)
    /// `Move row (s - r) -> (s - r)`.
    case moveRow(IndexPath, IndexPath)
    /// `Insert section (s)`.
    case insertSection(Int)
    /// `Insert row (s - r)` / `Insert item (s - i)`.
    case insertRow(IndexPath)
}
