/// A violation's trace replayed and told as text, once, for every place that shows it.
public struct Counterexample: Sendable {
    public var invariant: String
    public var lines: [String]

    /// Replays the trace of `verdict`'s violation; nil when the invariant holds.
    public init?(_ verdict: InvariantVerdict, in scenario: Scenario) {
        guard let violation = verdict.violation,
              let frames = try? Replayer(machine: Machine(scenario: scenario), invariants: []).run(violation.trace.events)
        else { return nil }
        invariant = verdict.name
        lines = CounterexampleText(scenario: scenario).lines(for: frames, invariant: verdict.name, message: violation.message)
        if let handler = violation.handler {
            lines.insert("  at \(scenario.path):\(handler.location.line):\(handler.location.column) (\(handler.title))", at: 1)
        }
    }

    /// Every violation of a result, in verdict order.
    public static func all(in result: CheckResult) -> [Counterexample] {
        result.verdicts.compactMap { Counterexample($0, in: result.scenario) }
    }

    public var text: String { lines.joined(separator: "\n") + "\n" }
}
