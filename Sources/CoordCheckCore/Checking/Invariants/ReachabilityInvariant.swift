/// A scenario's `assert NAME: [always] reachable Screen`, judged over the explored graph by
/// ``ReachabilityAnalysis`` once the search is over (no single state can break it).
///
/// Broken, for `reachable OrderScreen`, by a flow whose button leading there was never
/// wired; for `always reachable HomeScreen`, by a state whose only buttons lead back to it.
public struct ReachabilityInvariant: Invariant {
    public let assertion: ReachabilityAssertion
    public let screenName: String

    public init(_ assertion: ReachabilityAssertion, in scenario: Scenario) {
        self.assertion = assertion
        self.screenName = scenario.screens[assertion.screen].name
    }

    public var name: String { assertion.name }
    public var summary: String {
        assertion.always
            ? "from every state found, some sequence of events shows \(screenName) (scenario assertion)"
            : "some sequence of events within the bound shows \(screenName) (scenario assertion)"
    }
    public let scope = InvariantScope.graph

    public func violation(in context: InvariantContext) -> Finding? { nil }
}
