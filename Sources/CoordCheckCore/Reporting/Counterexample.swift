/// A violation's trace replayed once, for every place that shows it: told as text, as an ITF
/// document, in JUnit, in the HTML report — so all of them show the same trace.
public struct Counterexample: Sendable {
    public var invariant: String
    public var violation: Violation
    /// The replay: launch, then one frame per event.
    public var frames: [ReplayFrame]
    /// The text telling it step by step (``CounterexampleText``), with where it happens.
    public var lines: [String]
    /// The operation that caused it, in the scenario: the one the invariant blames (a
    /// `popFlow`, a removal that found nothing); else the `start` of the newest coordinator
    /// involved (a leaked child's, a misplaced child's); else the handler of the last step.
    /// Nil for a violation at launch with nothing to name.
    public var cause: SourceLocation?

    /// The trace of `verdict`'s violation, replayed (``Violation/replayed(in:)``); nil when
    /// the invariant holds.
    public init?(_ verdict: InvariantVerdict, in scenario: Scenario) {
        guard let violation = verdict.violation,
              let frames = try? violation.replayed(in: scenario)
        else { return nil }
        invariant = verdict.name
        self.violation = violation
        self.frames = frames
        lines = CounterexampleText(scenario: scenario).lines(for: frames, invariant: verdict.name, message: violation.message)
        cause = Self.cause(of: violation, frames: frames, in: scenario)
        var place = 1
        if let handler = violation.handler {
            lines.insert("  at \(scenario.path):\(handler.location.line):\(handler.location.column) (\(handler.title))", at: place)
            place += 1
        }
        // The operation the invariant blames, where it is not the handler's first line.
        if let cause = violation.cause, cause != violation.handler?.location {
            lines.insert("  caused by the operation at \(scenario.path):\(cause.line):\(cause.column)", at: place)
        }
    }

    private static func cause(of violation: Violation, frames: [ReplayFrame], in scenario: Scenario) -> SourceLocation? {
        if let cause = violation.cause { return cause }
        if let missing = frames.last?.effects?.missingRemovals.first, violation.instances.isEmpty || missing.instances == violation.instances {
            return missing.location
        }
        // The newest instance involved: the child added wrongly, rather than its holder.
        for serial in violation.instances.sorted(by: >) {
            // The step that made the instance, and the `start` of its type that step ran.
            guard let made = frames.firstIndex(where: { $0.state.instances.contains { $0.serial == serial } }),
                  let type = frames[made].state.instances.first(where: { $0.serial == serial })?.type else { continue }
            let ran = frames[made].effects?.handler.map { [$0] } ?? []
            for handler in ran + scenario.allHandlers {
                let start = handler.operations.flattened(blocks: scenario.blocks).first { operation in
                    if case .start(let start) = operation.kind { start.type == Int(type) } else { false }
                }
                if let start { return start.location }
            }
        }
        return violation.handler?.location
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
