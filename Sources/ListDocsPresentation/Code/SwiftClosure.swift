/// A closure in the app's Swift: `{ [captures] parameters in body }`.
struct SwiftClosure: Hashable, Sendable {
    /// The capture list (`self`, `weak self`, `snapshot`); empty for none.
    var captures: [String] = []
    /// The parameters (`_`, `completionHandler`); empty for none.
    var parameters: [String] = []
    var body: SwiftBlock
    /// Whether the view controller's members inside need `self.`: an escaping closure that
    /// neither captures `self` nor unwraps it first.
    var needsExplicitSelf: Bool
    /// Whether it runs later, when the user acts (a swipe or alert action), rather than
    /// before the call returns: a raise inside it leaves the code after the call reached.
    var runsLater = false
    /// Whether its one statement stands on the line that opens it (`{ $0() }`).
    var oneLine = false

    /// `{ _ in … }`, `{ … }`: a closure UIKit keeps, whose members need `self.`.
    static func escaping(_ body: SwiftBlock, parameters: [String] = []) -> SwiftClosure {
        SwiftClosure(parameters: parameters, body: body, needsExplicitSelf: true)
    }

    /// `{ statement }`, on one line.
    static func inline(_ statement: SwiftStatement, explicitSelf: Bool = false) -> SwiftClosure {
        SwiftClosure(
            body: SwiftBlock([statement]), needsExplicitSelf: explicitSelf, oneLine: true)
    }
}

/// A closure written after a call's parentheses: the first one bare, later ones by label
/// (`} completion: { _ in`).
struct TrailingClosure: Hashable, Sendable {
    var label: String?
    var closure: SwiftClosure
    /// Whether it runs after the call has done its work (a completion handler): a call that
    /// raises never reaches it, and the raise is marked where it opens.
    var runsAfter: Bool
    /// Whether it is written inside the call's parentheses, as its last argument: before
    /// Swift 5.3 (SE-0279) only the last closure may trail.
    var inParentheses = false
}
