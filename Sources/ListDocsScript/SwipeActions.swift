/// The actions a swipe reveals (`swipe row [0, 2] trailing "Delete" destructive, "Flag"
/// orange`): the edge the row is swiped from and each action, in the order the app lists
/// them, the first at the row's edge. `swipe row [0, 2]` alone is `.delete`, swipe-to-delete.
public struct SwipeActions: Hashable, Sendable {
    /// The edge whose actions show: `trailing` (the row is swiped left) or `leading`.
    public enum Edge: String, Hashable, Sendable { case leading, trailing }

    /// One `UIContextualAction`: its title, and its look.
    public struct Action: Hashable, Sendable {
        public var title: String
        /// `destructive` (red, `style: .destructive`), or a colour's name for a normal
        /// action's `backgroundColor`; nil: a normal action in UIKit's grey.
        public var look: String?

        public init(title: String, look: String? = nil) {
            (self.title, self.look) = (title, look)
        }

        public var isDestructive: Bool { look == "destructive" }
    }

    public var edge: Edge
    public var actions: [Action]

    public init(edge: Edge, actions: [Action]) {
        (self.edge, self.actions) = (edge, actions)
    }

    /// Swipe-to-delete: one destructive Delete at the trailing edge.
    public static let delete = SwipeActions(
        edge: .trailing, actions: [Action(title: "Delete", look: "destructive")])

    /// The colours an action may name: UIKit's system colours every iOS with contextual
    /// actions (11) has, each `UIColor.system…`.
    public static let colours = [
        "red", "orange", "yellow", "green", "teal", "blue", "purple", "pink", "gray",
    ]

    /// The most actions a walkthrough's row shows: its device is 252 points wide, and a
    /// fourth action would leave the row's label no room.
    public static let mostActions = 3

    /// The action titled `title` (letter case aside), if the swipe reveals one.
    public func action(titled title: String) -> Action? {
        actions.first { $0.title.lowercased() == title.lowercased() }
    }
}
