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

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        guard !context.enabledEvents.contains(where: { !$0.isGlobal }) else { return }
        if let screen = context.state.visibleScreen, screen.hasOwner {
            _ = sink.add(about: [screen.owner], in: context, { "nothing can be done on \(context.scenario.screenName(screen)): it has no events and cannot go back" })
        } else {
            _ = sink.add(nil, { Finding("no screen is visible: the user is stuck") })
        }
    }
}
