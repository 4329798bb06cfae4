/// A compiled scenario: every name resolved to an index, ready for the machine.
///
/// Built from text by ``ScenarioCompiler``; see docs/language.md for the language.
public struct Scenario: Sendable {
    /// The scenario's name (`scenario NAME`, else the file's name without extension).
    public var name: String
    /// The path of the file it was read from, as given.
    public var path: String
    /// The default depth bound (`depth N`).
    public var depth: Int
    /// The `Flow` enum's cases (`flows a, b`), in declaration order.
    public var flows: [String]
    public var screens: [ScreenType]
    public var coordinators: [CoordinatorType]
    /// The index in ``coordinators`` of the type created at launch.
    public var rootType: Int
    /// Global events (`event logout`), handled by the root coordinator.
    public var globalEvents: [String]
    /// UIKit events the app turns off (`disable swipeBack`).
    public var disabledEvents: Set<SystemEvent>
    public var assertions: [ScenarioAssertion]
    /// Violations the scenario is known to have (`expect no-leaks`).
    public var expectations: [Expectation]

    /// The index of the coordinator type with this name.
    public func coordinatorIndex(named name: String) -> Int? {
        coordinators.firstIndex { $0.name == name }
    }

    /// The index of the screen type with this name.
    public func screenIndex(named name: String) -> Int? {
        screens.firstIndex { $0.name == name }
    }
}
