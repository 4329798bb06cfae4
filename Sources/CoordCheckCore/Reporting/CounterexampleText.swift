/// A trace told step by step: the tree and stacks after launch and after every event, with
/// what changed marked, ending on the violation.
public struct CounterexampleText: Sendable {
    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// The replay of `trace` as text (the frames come from ``Replayer``).
    public func lines(for frames: [ReplayFrame], invariant: String, message: String) -> [String] {
        let snapshot = SnapshotText(scenario: scenario)
        var lines = ["\(invariant) violated: \(message)"]
        let labels = frames.dropFirst().compactMap { $0.event?.label(in: scenario) }
        lines.append("  trace (\(labels.count) event\(labels.count == 1 ? "" : "s")): \(labels.isEmpty ? "(launch)" : labels.joined(separator: " → "))")
        var previous: State?
        for (index, frame) in frames.enumerated() {
            let title: String
            if let event = frame.event {
                let handler = frame.effects?.handler.map { "  — \($0.title), line \($0.location.line)" } ?? ""
                title = "  \(index). \(event.label(in: scenario))\(handler)"
            } else {
                title = "  launch"
            }
            lines.append(title + (index == frames.count - 1 ? "   ← \(invariant) violated here" : ""))
            lines += frame.notes.map { "      ! \($0.text)" }
            lines += snapshot.lines(for: frame.state, previous: previous).map { "    " + $0 }
            previous = frame.state
        }
        return lines
    }
}
