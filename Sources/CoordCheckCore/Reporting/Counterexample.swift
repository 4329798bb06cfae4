/// A violation's trace replayed once, for every place that shows it: told as text, as an ITF
/// document, in JUnit, in the HTML report — so all of them show the same trace.
public struct Counterexample: Sendable {
    public var invariant: String
    public var violation: Violation
    /// The replay: launch, then one frame per event.
    public var frames: [ReplayFrame]
    /// The text telling it step by step (``CounterexampleText``), with where it happens.
    public var lines: [String]

    /// Replays the trace of `verdict`'s violation; nil when the invariant holds.
    public init?(_ verdict: InvariantVerdict, in scenario: Scenario) {
        guard let violation = verdict.violation,
              let frames = try? Replayer(machine: Machine(scenario: scenario), invariants: []).run(violation.trace.events)
        else { return nil }
        invariant = verdict.name
        self.violation = violation
        self.frames = frames
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

    /// The event labels of the trace, in order.
    public func labels(in scenario: Scenario) -> [String] {
        violation.trace.labels(in: scenario)
    }

    /// The trace as an ITF document (``ITFTrace``).
    public func itf(in scenario: Scenario) -> JSONValue {
        ITFTrace.document(frames: frames, scenario: scenario,
                          description: "\(invariant) violated after \(violation.trace.events.count) event\(violation.trace.events.count == 1 ? "" : "s"): \(violation.message)")
    }
}
