import ListDocsEngine

/// The newest Xcode that builds an app for an iOS version, the Swift it ships and the
/// language modes it offers (Apple's "Xcode support" table: each Xcode's oldest deployment
/// target). A page for that iOS is read by someone who may have no newer compiler, so its
/// code uses no syntax newer than that Swift (`if let x {` is Swift 5.7, `@preconcurrency`
/// on a conformance Swift 6), and the type check compiles it in a mode that Xcode offers.
public struct SwiftToolchain: Hashable, Sendable, CustomStringConvertible {
    /// The Xcode, as Apple numbers it.
    public var xcode: String
    /// The Swift it ships, `(5, 2)`.
    public var swift: SwiftVersion
    /// The language modes it offers (`-swift-version`), oldest first.
    public var modes: [String]

    /// The newest Xcode whose oldest deployment target is at or below `ios`. Before iOS 8
    /// none is: no Swift that writes today's UIKit names (Swift 3 on) targets iOS 7, and
    /// Swift needs iOS 7; those pages are held to the oldest there is, Xcode 11's.
    public static func newest(for ios: UIKitVersion) -> SwiftToolchain {
        table.last { $0.ios <= ios.major }?.toolchain ?? table[0].toolchain
    }

    /// Each Xcode's oldest deployment target, oldest first.
    static let table: [(ios: Int, toolchain: SwiftToolchain)] = [
        (8, SwiftToolchain(xcode: "11.7", swift: SwiftVersion(5, 2), modes: ["4", "4.2", "5"])),
        (9, SwiftToolchain(xcode: "13.4.1", swift: SwiftVersion(5, 6), modes: ["4", "4.2", "5"])),
        (11, SwiftToolchain(xcode: "14.3.1", swift: SwiftVersion(5, 8), modes: ["4", "4.2", "5"])),
        (
            12,
            SwiftToolchain(xcode: "16.4", swift: SwiftVersion(6, 1), modes: ["4", "4.2", "5", "6"])
        ),
        (
            15,
            SwiftToolchain(xcode: "26", swift: SwiftVersion(6, 2), modes: ["4", "4.2", "5", "6"])
        ),
    ]

    /// Whether its Swift has the Swift 6 language mode, where a conformance to a protocol
    /// the SDK declares without isolation needs `@preconcurrency`.
    public var hasSwift6Mode: Bool { modes.contains("6") }

    public var description: String { "Xcode \(xcode) (Swift \(swift))" }
}

/// A version of the Swift language, `5.7`.
public struct SwiftVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static func < (a: SwiftVersion, b: SwiftVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
