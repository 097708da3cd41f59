/// Where `scrollToRow(at:at:animated:)` (`scrollToItem(at:at:animated:)`) puts the row on
/// screen: at its top edge, in its middle or at its bottom edge.
public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
    case top, middle, bottom

    /// The Swift name of the position: `UITableView.ScrollPosition`'s case, or, for a
    /// collection view, `UICollectionView.ScrollPosition`'s vertical one.
    public func swiftName(collection: Bool) -> String {
        guard collection else { return rawValue }
        return self == .middle ? "centeredVertically" : rawValue
    }

    /// The position a printed Swift name stands for (either view's spelling).
    public init?(swiftName: String) {
        if swiftName == "centeredVertically" {
            self = .middle
        } else {
            self.init(rawValue: swiftName)
        }
    }
}
