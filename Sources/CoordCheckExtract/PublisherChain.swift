import SwiftSyntax

/// A publisher the coordinator holds as a value, with the closures its operators run on each
/// value it emits (`handleEvents(receiveOutput:)`, `map`, `flatMap`, then `sink`'s): a child's
/// result (`child.start() -> AnyPublisher<Result, Never>`), which emits when the child
/// finishes, or what a screen's view model publishes (`viewModel.didTapDetail`), which emits
/// on the user's tap.
struct PublisherChain {
    /// An operator's closure, and what its first parameter is when a `withUnretained(x)`
    /// before it pairs each value with `x`.
    struct Step {
        var closure: ClosureExprSyntax
        var captured: [String: Value]
        var unretained: Value?
    }

    enum Origin {
        /// The result of a child (an index into the reader's children).
        case child(Int)
        /// A view model's publisher: the event's name (the publisher's, or the case a first
        /// `filter` keeps), and whether a filter named it already.
        case screen(event: String, named: Bool)
    }

    var origin: Origin
    var steps: [Step] = []
    /// `withUnretained(x)`: what the later closures get first.
    var unretained: Value?
    /// The view model type whose publisher it is, for a screen's.
    var emitter: String?
    /// The type of the values that publisher gives, when the app declares it
    /// (``CoordinatorApp/elementType(of:in:)``).
    var element: String?
}
