/// The result of handling one event: the next state and what happened on the way.
public struct Step: Sendable {
    public var state: State
    public var effects: StepEffects
}
