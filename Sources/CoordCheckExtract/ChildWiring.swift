import SwiftSyntax

/// A closure or `self` a creator stores on a child (`child.finishFlow = { … }`,
/// `child.delegate = self`): what runs when the child calls that property.
struct ChildWiring {
    /// The child's type, and its index in the reader's children.
    var child: String
    var childID: Int
    var property: String
    /// The closure's body; nil when `self` is stored (a delegate).
    var body: CodeBlockItemListSyntax?
    /// The statement of `body` it starts at: after `await child.run()`, the rest of the block.
    var from = 0
    var place: String
    var source: Int
    /// What the closure captured, as the child sees it when it calls back (the child itself
    /// is the caller).
    var captured: [String: Value]
    /// Where the child shows (`modal`, `tab 2`…; nil: on the creator's stack), known when the
    /// creator's handler ends.
    var placement: String?
    /// Whether it runs after the closure wired before it, in the same callback (the operators
    /// of one subscription to the child's result: `handleEvents(receiveOutput:)`, then `sink`'s).
    var continuesPrevious = false
    /// With no body: the creator's own result, emitted then (a result the creator returns that
    /// waits for this child's: `flatMap { owner.showPhone() }` in the chain it returns).
    var emits: String?
    /// The coordinator whose code the closure is, when not the one reading it: a closure in
    /// a closure a creator gave (`WrapperCoordinator { HelpCoordinator { self.done() } }`).
    var creator: String?

    /// The closure, when one is stored (not `self`, not a result emitted).
    var closure: ClosureExprSyntax? { body?.parent?.as(ClosureExprSyntax.self) }

    /// Whether it runs code of the creator's (a closure, or its result emitted), not a delegate.
    var isCallback: Bool { body != nil || emits != nil }

    /// The property as the child's type has it: `DebugCoordinator.onDismiss`.
    var key: String { "\(child).\(property)" }

    /// Whether the child shows in a sheet of its own (its creator is then `presenting`).
    var isPresented: Bool { ChildRecord.isPresented(placement) }
}
