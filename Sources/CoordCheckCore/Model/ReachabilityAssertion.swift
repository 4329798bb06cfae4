/// A scenario's reachability property: `assert NAME: reachable Screen` (some sequence of
/// events within the bound shows it) or `assert NAME: always reachable Screen` (from every
/// state found, some path in the explored graph shows it).
public struct ReachabilityAssertion: Sendable {
    public var name: String
    /// Index into ``Scenario/screens``.
    public var screen: Int
    /// `always reachable`: from every state, not just from launch.
    public var always: Bool
    public var location: SourceLocation
}
