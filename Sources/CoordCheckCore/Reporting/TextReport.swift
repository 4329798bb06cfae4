/// The human-readable report of one check: a verdict line per invariant, the stats, then
/// each violation's counterexample.
public struct TextReport: Sendable {
    public let result: CheckResult
    /// The violations told step by step (``Counterexample/all(in:)``).
    public var counterexamples: [Counterexample]
    /// Files written for this scenario, listed at the end.
    public var files: [String]

    public init(result: CheckResult, counterexamples: [Counterexample]? = nil, files: [String] = []) {
        self.result = result
        self.counterexamples = counterexamples ?? Counterexample.all(in: result)
        self.files = files
    }

    public func render() -> String {
        let scenario = result.scenario
        var lines = ["\(scenario.name) (\(scenario.path)), depth \(result.depth): \(result.status.rawValue.uppercased())"]
        let width = result.verdicts.map(\.name.count).max() ?? 0
        for verdict in result.verdicts {
            let padded = verdict.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let word: String
            switch (verdict.violation, verdict.expected) {
            case (nil, false): word = "holds"
            case (nil, true): word = result.complete ? "NOT FOUND (expected)" : "not found yet (expected)"
            case (let violation?, true): word = "expected    violated at depth \(violation.trace.events.count)"
            case (let violation?, false): word = "VIOLATED    at depth \(violation.trace.events.count)"
            }
            lines.append("  \(padded)  \(word)")
        }
        let stats = result.stats
        let coverage: String
        switch result.stop {
        case .complete: coverage = "complete to depth \(result.depth)"
        case .stateLimit(let limit): coverage = "stopped at --max-states \(limit); depth \(stats.depthCovered) fully covered"
        case .memoryLimit(let bytes):
            coverage = "stopped at the memory limit (\(bytes / 1_048_576) MiB); depth \(stats.depthCovered) fully covered"
        case .firstViolation: coverage = "stopped at the first violation; depth \(stats.depthCovered) fully covered"
        }
        lines.append("  \(stats.states) states, \(stats.transitions) transitions, \(coverage), \(Self.format(seconds: stats.seconds))")
        for counterexample in counterexamples {
            lines.append("")
            lines += counterexample.lines
        }
        if !files.isEmpty {
            lines.append("")
            lines.append("  wrote:")
            lines += files.map { "    \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func format(seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        return milliseconds < 1000 ? "\(milliseconds) ms" : "\(Double(milliseconds / 10) / 100) s"
    }
}
