/// One step of a replay: the event, the state after it, and what it broke.
public struct ReplayFrame: Sendable {
    /// Nil for the launch frame.
    public var event: Event?
    public var state: State
    public var effects: StepEffects?
    /// Every invariant violated in this frame: its name, message and the serials of the
    /// instances involved.
    public var violations: [(name: String, message: String, instances: [Int32])]

    /// What UIKit refused while the event was handled (``StepEffects/notes``).
    public var notes: [StepNote] { effects?.notes ?? [] }
}
