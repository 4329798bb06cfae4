/// What happened while an event was handled, beyond the state it led to: the facts the
/// transition invariants (`remove-missing`, `pop-flow`) judge.
public struct StepEffects: Sendable {
    /// A removal of a child that was not in the `children` array.
    public struct MissingRemoval: Sendable, Hashable {
        public var location: SourceLocation
        public var message: String
        /// Serials of the coordinator that removed and of the one it looked for.
        public var instances: [Int32]
        /// The type of the first of them, whom the message is about (the child that finished,
        /// the coordinator that removed a child it has not).
        public var culprit: Int32
    }

    public var missingRemovals: [MissingRemoval] = []
    var popFlows: [PopFlowRecord] = []
    /// What UIKit refused, or what could do nothing, in the order it happened.
    public var notes: [StepNote] = []
    /// The top-level handler that ran, if any (the place a report points at). Set by
    /// ``Machine/apply(_:to:)`` from ``handlerID``; the explorer's in-place steps leave it nil.
    public var handler: Handler?
    /// The ``Handler/id`` of the top-level handler that ran, -1 for none: a number, so that
    /// a step copies no handler out of the model every thread shares.
    var handlerID: Int32 = -1
    /// The event ended with `exit`: the next state is a fresh launch.
    public var exited = false

    public init() {}

    /// Becomes what ``init()`` makes, touching only what is set: most steps set nothing but
    /// ``handlerID``, and replacing the whole value would release each empty array. Every
    /// stored property is cleared here: one added must be too.
    mutating func reset() {
        if !missingRemovals.isEmpty { missingRemovals = [] }
        if !popFlows.isEmpty { popFlows = [] }
        if !notes.isEmpty { notes = [] }
        if handler != nil { handler = nil }
        handlerID = -1
        exited = false
    }
}
