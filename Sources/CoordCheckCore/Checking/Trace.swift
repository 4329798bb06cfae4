/// A path from launch: the events, in order. The shortest one leading to a violation is the
/// counterexample a report shows.
public struct Trace: Sendable, Hashable {
    public var events: [Event]

    public init(events: [Event]) { self.events = events }

    /// The events as written in the scenario's own names.
    public func labels(in scenario: Scenario) -> [String] {
        events.map { $0.label(in: scenario) }
    }

    /// `a → b → c`, or `at launch` for the empty trace.
    public func written(in scenario: Scenario) -> String {
        events.isEmpty ? "at launch" : labels(in: scenario).joined(separator: " → ")
    }
}
