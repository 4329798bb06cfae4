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
        lines += header(for: frames.dropFirst().compactMap { $0.event?.label(in: scenario) })
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

    /// The trace and the command that replays it: `  trace (2 events): a → b` and
    /// `  replay: coordcheck replay …`.
    func header(for labels: [String]) -> [String] {
        ["  trace (\(labels.count) event\(labels.count == 1 ? "" : "s")): \(labels.isEmpty ? "(launch)" : labels.joined(separator: " → "))",
         "  replay: " + Self.replayCommand(path: scenario.path, labels: labels)]
    }

    /// `coordcheck replay PATH --events 'a, b'`, quoted for a POSIX shell.
    public static func replayCommand(path: String, labels: [String]) -> String {
        "coordcheck replay \(shellQuoted(path))" + (labels.isEmpty ? "" : " --events \(shellQuoted(labels.joined(separator: ", ")))")
    }

    /// A word as a shell reads it: as it is when it holds nothing special, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+:@%".unicodeScalars.contains($0)) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
