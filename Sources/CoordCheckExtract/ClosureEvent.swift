import SwiftSyntax

/// A closure the user's tap runs: one a coordinator sets on a screen, its view model or a
/// bar button, or a subscription it makes — the event `event` of `screen`.
struct ClosureEvent {
    /// The screen whose event it is (for a view model's, set once the handler that made the
    /// screen ends).
    var screen: String
    var event: String
    var body: CodeBlockItemListSyntax
    var place: String
    var source: Int
    /// What the closure captured where it was made.
    var captured: [String: Value]
    /// The operators' closures a publisher's value then runs through (`withUnretained(self)
    /// .flatMap { owner, _ in owner.showDetail() }`), in order.
    var steps: [PublisherChain.Step] = []
    /// The coordinator's result it emits last (`Type.result`), when the coordinator returns
    /// the publisher as its result.
    var emits: String?
    /// The view model whose publisher it subscribes to: the cases of a `switch` on what it
    /// emits are those its code names.
    var emitter: String?
    /// The type of the values its view model's publisher gives (``PublisherChain/element``).
    var element: String?
    /// The coordinator's own closure property the screen was handed (`TermsView(onAgree:
    /// didAgree)`): the event calls what its creator set there. Its `body` is empty.
    var handedProperty: String?
    /// A `UIAction` of an object the coordinator bound to itself: an event only when it does
    /// something the scenario models (a decorator makes many buttons; most only copy or share).
    var isBoundAction = false
    /// It runs when UIKit takes the screen off its stack (after its back and a back swipe), not
    /// on a tap: a completion a router runs when it sees the screen popped.
    var runsOnRemoval = false
}
