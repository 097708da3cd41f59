import ListDocsScript

/// Where a swiped row's actions are drawn: each distinct action (by its place in the
/// swipe's list and what it is) is one element of the device, beside the swiped row on the
/// steps it shows, the first at the row's edge. A trailing swipe slides the row left and
/// shows its actions at the right edge; a leading one, the other way round. Titles are white
/// on UIKit's system colours darkened until they read (at least 4.5:1).
struct SwipeActionPlaces {
    struct Place: Hashable {
        var index: Int
        var action: SwipeActions.Action
        var edge: SwipeActions.Edge
        /// The action's width, as a share of the screen's: swipe-to-delete's Delete a
        /// quarter; named actions as wide as their titles, as UIKit sizes them.
        var share: Double
        /// Its left edge, as a share of the screen's width.
        var left: Double
        /// Whether its title is set smaller than swipe-to-delete's (named actions).
        var small: Bool { self != SwipeActionPlaces.swipeToDelete }

        /// Its background colour.
        var fill: String { SwipeActionPlaces.fill(action.look) }
    }

    /// The places of `swipe`'s actions, the first at the row's edge.
    static func places(_ swipe: SwipeActions) -> [Place] {
        guard swipe != .delete else { return [swipeToDelete] }
        let shares = swipe.actions.map {
            (DeviceText.width($0.title, size: titleSize, bold: true) + 16) / DeviceScene.screenWidth
        }
        var places: [Place] = []
        var offset = 0.0
        for (index, action) in swipe.actions.enumerated() {
            let share = shares[index]
            offset += share
            let left = swipe.edge == .trailing ? 1 - offset : offset - share
            places.append(
                Place(index: index, action: action, edge: swipe.edge, share: share, left: left))
        }
        return places
    }

    /// The size of a named action's title, in points.
    static let titleSize = 13.0

    /// Each place, with the steps it shows on, in order of first showing.
    let places: [(place: Place, steps: Set<Int>)]

    init(_ narrative: NarrativeLayout) {
        var found: [(place: Place, steps: Set<Int>)] = []
        for step in narrative.swipeActions.keys.sorted() {
            let swipe = narrative.swipeActions[step]!
            for place in Self.places(swipe) {
                if let known = found.firstIndex(where: { $0.place == place }) {
                    found[known].steps.insert(step)
                } else {
                    found.append((place, [step]))
                }
            }
        }
        places = found
    }

    /// Swipe-to-delete's one place: Delete at the trailing edge, a quarter of the width, as
    /// the stylesheet draws it.
    static let swipeToDelete = Place(
        index: 0, action: SwipeActions.delete.actions[0], edge: .trailing, share: 0.25,
        left: 0.75)

    /// How far a swiped row slides, in percent of its width: left for trailing actions.
    static func slide(_ edge: SwipeActions.Edge?) -> Int { edge == .leading ? 8 : -8 }

    /// The colour behind a title: destructive red, a named colour, or UIKit's grey.
    static func fill(_ look: String?) -> String {
        switch look {
        case "destructive", "red": "#d70015"
        case "orange": "#b35c00"
        case "yellow": "#8a6d00"
        case "green": "#1e7e34"
        case "teal": "#0e7490"
        case "blue": "#0a5fd6"
        case "purple": "#8e35c0"
        case "pink": "#c2185b"
        default: "#636366"
        }
    }
}
