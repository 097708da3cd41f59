/// The reuse identifiers of an app's cells: the one its data source dequeues
/// (`dequeueReusableCell(withIdentifier:for:)`) and the one it registered in `viewDidLoad()`
/// (nil for none, as when the storyboard's prototype cell has another identifier). When
/// they differ, the first cell the view asks for raises.
public struct CellReuse: Hashable, Sendable {
    /// The identifier `cellForRowAt` (`cellForItemAt`, a diffable cell provider) dequeues.
    public var dequeued: String
    /// The identifier registered for reuse; nil when none is.
    public var registered: String?

    /// The identifiers of an app that registers what it dequeues (`"Cell"` by default).
    public init(dequeued: String = "Cell", registered: String? = "Cell") {
        self.dequeued = dequeued
        self.registered = registered
    }

    /// Whether dequeuing a cell raises: the identifier dequeued was never registered.
    public var dequeueFails: Bool { registered != dequeued }
}
