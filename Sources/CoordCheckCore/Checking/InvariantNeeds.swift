/// What an invariant reads of its ``InvariantContext`` beyond the state, the scenario and
/// the step's effects. The explorer works out only what the invariants it runs on a state
/// need: on a transition to a state already seen, only the transition invariants run.
public struct InvariantNeeds: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// ``InvariantContext/inTree``, ``InvariantContext/treeParent``, ``InvariantContext/treeOrder``.
    public static let tree = InvariantNeeds(rawValue: 1)
    /// ``InvariantContext/enabledEvents``.
    public static let enabledEvents = InvariantNeeds(rawValue: 2)
    public static let all: InvariantNeeds = [.tree, .enabledEvents]
}
