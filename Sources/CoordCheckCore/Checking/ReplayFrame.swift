/// One step of a replay: the event, the state after it, and what it broke.
public struct ReplayFrame: Sendable {
    /// Nil for the launch frame.
    public var event: Event?
    public var state: State
    public var effects: StepEffects?
    /// Every invariant violated in this frame, with its message.
    public var violations: [(name: String, message: String)]
}
