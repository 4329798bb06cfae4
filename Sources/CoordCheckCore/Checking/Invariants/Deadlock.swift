/// `deadlock`: the user is never stuck: some event other than a global one is enabled.
///
/// Broken by: a modal presented with an empty navigation stack, a window root replaced by
/// an empty stack.
public struct Deadlock: Invariant {
    public let name = "deadlock"
    public let summary = "some event other than a global one is enabled: the user is never stuck"
    public let needs: InvariantNeeds = .enabledEvents
    public let scope = InvariantScope.state

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? {
        guard !context.enabledEvents.contains(where: { !$0.isGlobal }) else { return nil }
        if let screen = context.state.visibleScreen, screen.hasOwner {
            return context.finding("nothing can be done on \(context.scenario.screenName(screen)): it has no events and cannot go back", [screen.owner])
        }
        return Finding("no screen is visible: the user is stuck")
    }
}
