import SwiftSyntax

/// A child's result as a publisher (`child.start() -> AnyPublisher<Result, Never>`), with the
/// closures its subscriber's operators run on each value it emits (`handleEvents(receiveOutput:)`,
/// `map`, `flatMap`, then `sink`'s): what runs when the child finishes.
struct PublisherChain {
    /// An operator's closure, and what its first parameter is when a `withUnretained(x)`
    /// before it pairs each value with `x`.
    struct Step {
        var closure: ClosureExprSyntax
        var captured: [String: Value]
        var unretained: Value?
    }

    /// The child whose result it is (an index into the reader's children).
    var child: Int
    var steps: [Step] = []
    /// `withUnretained(x)`: what the later closures get first.
    var unretained: Value?
}
