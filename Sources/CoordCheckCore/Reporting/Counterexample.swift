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

    /// The trace of `verdict`'s violation (``InvariantVerdict/reported``: the first one not
    /// expected, else the shortest), replayed (``Violation/replayed(in:)``), then what else
    /// broke the invariant (``InvariantVerdict/alsoBrokenBy``), each with its trace; nil when
    /// the invariant was not violated.
    public init?(_ verdict: InvariantVerdict, in scenario: Scenario) {
        guard let violation = verdict.reported,
              let frames = try? violation.replayed(in: scenario)
        else { return nil }
        invariant = verdict.name
        self.violation = violation
        self.frames = frames
        let text = CounterexampleText(scenario: scenario)
        lines = text.lines(for: frames, invariant: verdict.name, message: violation.message)
        cause = Self.cause(of: violation, frames: frames, in: scenario)
        var place = 1
        if let handler = violation.handler {
            lines.insert(Self.place(of: handler, in: scenario), at: place)
            place += 1
        }
        // The operation the invariant blames, where it is not the handler's first line.
        if let cause = violation.cause, cause != violation.handler?.location {
            lines.insert("  caused by the operation at \(scenario.path):\(cause.line):\(cause.column)", at: place)
            place += 1
        }
        // A draft's finding that rests on code the extractor did not model.
        if !violation.confirmed {
            let notes = ["  unconfirmed: it rests on code the draft did not model (docs/extract.md):"] + violation.dependsOn.map { "    \($0.written)" }
            lines.insert(contentsOf: notes, at: place)
        }
        let others = verdict.alsoBrokenBy
        guard !others.isEmpty else { return }
        lines.append("  also broken by (the shortest violation blaming each other coordinator type):")
        for other in others {
            let expectation = (verdict.expected ? verdict.expects(other) ? ", expected" : ", NOT EXPECTED" : "")
                + (other.confirmed ? "" : ", unconfirmed: rests on \(other.dependsOn.count) note\(other.dependsOn.count == 1 ? "" : "s") of the draft")
            lines.append("    \(other.culpritName(in: scenario) ?? "no coordinator") (depth \(other.depth)\(expectation)): \(other.message)")
            if let handler = other.handler { lines.append("    " + Self.place(of: handler, in: scenario)) }
            lines += text.header(for: other.trace.labels(in: scenario)).map { "    " + $0 }
        }
    }

    /// `  at Scenarios/leak.txt:87:3 (MyPage on back)`: where the last step's handler is.
    private static func place(of handler: Handler, in scenario: Scenario) -> String {
        "  at \(scenario.path):\(handler.location.line):\(handler.location.column) (\(handler.title))"
    }

    /// ``cause`` of a violation, replayed when the search kept no replay of it.
    static func cause(of violation: Violation, in scenario: Scenario) -> SourceLocation? {
        guard let frames = try? violation.replayed(in: scenario) else { return violation.handler?.location }
        return cause(of: violation, frames: frames, in: scenario)
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
