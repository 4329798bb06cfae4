/// The result of handling one event: the next state and what happened on the way.
struct Step: Sendable {
    var state: State
    var effects: StepEffects
}
