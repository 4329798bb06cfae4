/// The built-in invariants of docs/language.md §10, registered in one ordered list.
public enum InvariantCatalog {
    public static let builtIn: [any Invariant] = [
        SingleParent(), ParentLink(), NoOrphans(), NoLeaks(), PopFlow(), StackOrder(), RemoveMissing(), Deadlock(),
    ]

    /// Their fixed names, in report order.
    public static let names: [String] = builtIn.map(\.name)

    /// The built-in invariants followed by the scenario's assertions.
    public static func all(for scenario: Scenario) -> [any Invariant] {
        builtIn + scenario.assertions.map { AssertionInvariant($0, in: scenario) }
            + scenario.reachabilityAssertions.map { ReachabilityInvariant($0, in: scenario) }
    }
}
