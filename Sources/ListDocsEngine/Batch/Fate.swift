/// What an update did to one row, followed by its cell identity.
public enum RowFate: Hashable, Sendable {
    /// The row stayed; it may have shifted because others were deleted or inserted.
    case unchanged(from: IndexPath, to: IndexPath)
    /// The row was deleted from `at`, with this animation.
    case deleted(at: IndexPath, RowAnimation)
    /// The row was inserted at `at`, with this animation.
    case inserted(at: IndexPath, RowAnimation)
    /// The row was moved by `moveRow`.
    case moved(from: IndexPath, to: IndexPath)
    /// The row was reloaded: the cell asked the data source for its content again.
    case reloaded(from: IndexPath, to: IndexPath, RowAnimation)
    /// The row was reconfigured (iOS 15): the same cell shows new content in place.
    case reconfigured(from: IndexPath, to: IndexPath)

    /// The row's path after the update, or nil when it was deleted.
    public var newPath: IndexPath? {
        switch self {
        case .unchanged(_, let to), .moved(_, let to), .reloaded(_, let to, _),
            .reconfigured(_, let to):
            to
        case .inserted(let at, _): at
        case .deleted: nil
        }
    }

    /// The row's path before the update, or nil when it was inserted.
    public var oldPath: IndexPath? {
        switch self {
        case .unchanged(let from, _), .moved(let from, _), .reloaded(let from, _, _),
            .reconfigured(let from, _):
            from
        case .deleted(let at, _): at
        case .inserted: nil
        }
    }

    /// Whether the update changed the row visibly (anything but `unchanged`).
    public var isChange: Bool {
        if case .unchanged = self { return false }
        return true
    }
}

/// What an update did to one section.
public enum SectionFate: Hashable, Sendable {
    case unchanged(from: Int, to: Int)
    case deleted(at: Int, RowAnimation)
    case inserted(at: Int, RowAnimation)
    case moved(from: Int, to: Int)
    case reloaded(from: Int, to: Int, RowAnimation)

    /// Whether the update changed the section visibly (anything but `unchanged`).
    public var isChange: Bool {
        if case .unchanged = self { return false }
        return true
    }
}
