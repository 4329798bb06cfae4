/// One step of a replay: the event, the state after it, and what it broke.
public struct ReplayFrame: Sendable {
    /// Nil for the launch frame.
    public var event: Event?
    /// The state after the event.
    public var snapshot: Snapshot
    public var effects: StepEffects?
    /// An invariant violated in a frame: its name, message, the serials of the instances
    /// involved, the type of the one it is about (``Finding/culprit``) and the operation it
    /// blames when it knows it (``Finding/cause``).
    public typealias BrokenInvariant = (name: String, message: String, instances: [Int32], culprit: Int32?, cause: SourceLocation?)

    /// Every invariant violated in this frame.
    public var violations: [BrokenInvariant]

    /// The engine's state after the event.
    var state: State { snapshot.state }

    /// What UIKit refused while the event was handled (``StepEffects/notes``).
    public var notes: [StepNote] { effects?.notes ?? [] }
}
