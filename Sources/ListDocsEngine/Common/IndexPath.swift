/// A position in a sectioned list: a section and a row inside it, both zero-based,
/// written the way Swift prints `IndexPath`: `[section, row]`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The row index inside the section.
    public var row: Int

    /// Creates the index path `[section, row]`, as `IndexPath(row:section:)` does in UIKit.
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    /// `[section, row]`, as Swift prints an `IndexPath`.
    public var description: String { "[" + String(section) + ", " + String(row) + "]" }

    /// One combined word instead of two: index paths are hashed often while a batch is
    /// checked, and equal paths still hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(section &* 1_000_003 &+ row)
    }

    /// How Foundation describes an `NSIndexPath` inside UIKit's exception texts. UIKit prints
    /// a pointer that cannot be reproduced, so the address is shown as `0x…`.
    /// Its indexes are unsigned there: -1 prints as 18446744073709551615.
    public var exceptionDescription: String {
        func unsigned(_ value: Int) -> String {
            value < 0 ? String(UInt(bitPattern: value)) : String(value)
        }
        return "<NSIndexPath: 0x…> {length = 2, path = \(unsigned(section)) - \(unsigned(row))}"
    }

    /// Orders by section, then by row, as UIKit's `compareIndexPaths:` does.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
