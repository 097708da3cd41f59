// The part of the Objective-C runtime's Swift overlay that code listdocs writes relies on:
// `NSObject` as the root of UIKit's and Core Data's classes, and `Selector` for
// `#selector`. Compiled with Objective-C interoperability switched on, so `@objc`,
// `@IBAction`, `@NSManaged`, `#selector` and `#keyPath` are checked as on Apple's platforms.
//
// Where each declaration was read: Averyy/apple-dev-docs,
// documentation/ObjectiveC/NSObject-swift.class.md and documentation/ObjectiveC/Selector.md.

/// `#selector(...)` produces one.
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    private let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}

/// The root class.
@objc open class NSObject {
    public init() {}
}

/// Objective-C's `BOOL`.
public struct ObjCBool: Sendable {
    public var boolValue: Bool
}
