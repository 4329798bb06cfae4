/// The human-readable report of one check: a verdict line per invariant, the stats, the
/// coverage warnings, then each violation's counterexample.
///
/// ```swift
/// print(TextReport(result: result, style: .init(colour: true)).render())
/// ```
public struct TextReport: Sendable {
    /// How the report is written.
    public struct Style: Sendable {
        /// ANSI colours for verdicts (for terminals; off under NO_COLOR).
        public var colour: Bool
        /// The search's wall-clock time on the stats line. Off by default, so that the same
        /// check always gives the same bytes.
        public var timings: Bool

        public init(colour: Bool = false, timings: Bool = false) {
            self.colour = colour
            self.timings = timings
        }
    }

    public let result: CheckResult
    /// The violations told step by step (``Counterexample/all(in:)``).
    public var counterexamples: [Counterexample]
    /// Files written for this scenario, listed at the end.
    public var files: [String]
    public var style: Style

    /// The verdict printed: the result's, or a gate's (`--strict` fails on warnings).
    public var status: CheckStatus
    /// `coordcheck merge`: the shards the result was merged from.
    public var shards: [ShardSplit] = []
    /// A draft's: how much of the app its check reached.
    public var draftReach: DraftReach?

    public init(result: CheckResult, counterexamples: [Counterexample]? = nil, files: [String] = [], style: Style = Style(),
                status: CheckStatus? = nil) {
        self.status = status ?? result.status
        self.result = result
        self.counterexamples = counterexamples ?? Counterexample.all(in: result)
        self.files = files
        self.style = style
    }

    /// The report of a gate's scenario: its counterexamples, files, status and shards.
    public init(_ checked: CheckedScenario, style: Style = Style()) {
        self.init(result: checked.result, counterexamples: checked.counterexamples, files: checked.files, style: style,
                  status: checked.status)
        shards = checked.shards
        if checked.sourceMap != nil { draftReach = DraftReach(checked.result) }
    }

    public func render() -> String {
        let scenario = result.scenario
        let word = status.rawValue.uppercased() + (status != result.status ? " (--strict: warnings fail)" : "")
        let part = result.shard.map { ", shard \($0.shard.index) of \($0.shard.count)" } ?? ""
        var lines = ["\(scenario.name) (\(scenario.path)), depth \(result.depth)\(part): \(paint(word, status == .passed ? .green : status == .failed ? .red : .yellow))"]
        let width = result.verdicts.map(\.name.count).max() ?? 0
        for verdict in result.verdicts {
            let padded = verdict.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let word: String
            let also = verdict.alsoBrokenBySummary(in: scenario).map { "; \($0)" } ?? ""
            switch verdict.outcome {
            case .holds: word = "holds"
            case .notViolated(let reach): word = paint(reach.notViolated, .yellow)
            case .inconclusive(let reason): word = paint("inconclusive", .yellow) + "  \(reason)"
            case .expectedMissing:
                let missing = verdict.missingSummary(in: scenario).map { " \($0)" } ?? ""
                word = paint(result.complete ? "NOT FOUND (expected\(missing))" : "not found yet (expected\(missing))", result.complete ? .red : .yellow)
            case .expectedFound(let violation): word = paint("expected", .yellow) + "    violated at depth \(violation.depth)" + also
            case .unconfirmed(let violation):
                word = paint("unconfirmed", .yellow) + " violated at depth \(violation.depth), on code the draft did not model"
                    + " (\(violation.dependsOn.count) note\(violation.dependsOn.count == 1 ? "" : "s"))" + also
            case .violated(let violation):
                word = paint("VIOLATED", .red) + "    at depth \(violation.depth)"
                    + (verdict.expected ? " \(verdict.blamed(violation, in: scenario)), \(verdict.notExpectedSummary(in: scenario))" : "") + also
            }
            lines.append("  \(padded)  \(word)")
        }
        lines.append("  " + statsLine)
        lines += shardLines
        if case .simulated = result.stop {
            lines.append("  not exhaustive: random walks prove nothing where they find nothing, and their traces are not guaranteed shortest")
        }
        lines += coverageLines
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

    /// `649 states, 3875 transitions, complete to depth 10` (and the time with timings).
    public var statsLine: String {
        let stats = result.stats
        var line: String
        switch result.stop {
        case .complete:
            line = "\(stats.states) states, \(stats.transitions) transitions, complete to depth \(result.depth)"
        case .stateLimit(let limit):
            line = "\(stats.states) states, \(stats.transitions) transitions, stopped at --max-states \(limit); depth \(stats.depthCovered) fully covered"
        case .memoryLimit(let bytes):
            // A merged report knows a shard's limit only when --max-memory set it (0 otherwise).
            let limit = bytes > 0 ? " (\(bytes / 1_048_576) MiB)" : ""
            line = "\(stats.states) states, \(stats.transitions) transitions, stopped at the memory limit\(limit); depth \(stats.depthCovered) fully covered"
        case .firstViolation:
            line = "\(stats.states) states, \(stats.transitions) transitions, stopped at the first violation; depth \(stats.depthCovered) fully covered"
        case .simulated(let simulation):
            line = "\(simulation.walks) random walk\(simulation.walks == 1 ? "" : "s") of up to \(simulation.length) events (seed \(simulation.seed)): \(stats.transitions) steps, \(stats.states) distinct states"
        }
        if style.timings { line += ", \(Self.format(seconds: stats.seconds))" }
        return line
    }

    /// What part of the search a shard's report holds, or what a merged report was merged from.
    var shardLines: [String] {
        if let split = result.shard {
            return ["  " + split.written,
                    "  one shard's verdict is not the scenario's: 'coordcheck merge' of the \(split.shard.count) shards' JSON reports gives it"]
        }
        guard let first = shards.first else { return [] }
        let count = "\(shards.count) shard\(shards.count == 1 ? "" : "s")"
        let split = first.level.map { "level \($0) dealt out, \(first.levelStates) states" } ?? "no level dealt out: each searched everything"
        return ["  merged from \(count) (\(split)): states, transitions and coverage counts are sums over the shards, which overlap"]
    }

    /// The coverage summary and a warning for each declared event never enabled and each
    /// handler that never ran (for a draft, how many, and how much of the app it reached).
    var coverageLines: [String] {
        let coverage = result.coverage
        let declared = coverage.events.filter(\.declared)
        let unreachedEvents = coverage.unreachedEvents
        let unreachedHandlers = coverage.unreachedHandlers
        var lines = ["  coverage: \(declared.count - unreachedEvents.count) of \(declared.count) declared events enabled, \(coverage.handlers.count - unreachedHandlers.count) of \(coverage.handlers.count) handlers run"]
        if let draftReach {
            let unconfirmed = result.unconfirmed.count
            lines.append("  draft: \(draftReach.written) \(result.coverageScope)" + (draftReach.notReachedWritten.map { "; \($0)" } ?? "") + (unconfirmed == 0 ? ""
                : "; \(unconfirmed) finding\(unconfirmed == 1 ? "" : "s") unconfirmed (resting on code the draft did not model)"))
        }
        let bound = result.coverageScope
        for refused in coverage.refused {
            lines.append("  \(paint("warning", .yellow)): line \(refused.location.line) of '\(refused.handler)' was refused every time it ran (\(refused.times)×): \(refused.reason)")
        }
        // A draft's are mostly links the extractor did not follow, not dead navigation in the
        // app: counted, not a warning each (the JSON and HTML reports list them).
        if draftReach != nil {
            if !unreachedEvents.isEmpty || !unreachedHandlers.isEmpty {
                let counts = [(unreachedEvents.count, "event"), (unreachedHandlers.count, "handler")].filter { $0.0 > 0 }
                    .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
                lines.append("  never reached \(bound): \(counts) of the draft (the JSON and HTML reports list them)")
            }
            return lines
        }
        for event in unreachedEvents {
            lines.append("  \(paint("warning", .yellow)): \(event.label) is never enabled \(bound)")
        }
        for handler in unreachedHandlers {
            lines.append("  \(paint("warning", .yellow)): '\(handler.title)' (line \(handler.location.line)) \(handler.neverRuns(bound))")
        }
        return lines
    }

    enum Colour: String {
        case red = "31", green = "32", yellow = "33"
    }

    func paint(_ text: String, _ colour: Colour) -> String {
        style.colour ? "\u{1B}[1;\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }

    static func format(seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        return milliseconds < 1000 ? "\(milliseconds) ms" : "\(Double(milliseconds / 10) / 100) s"
    }
}
