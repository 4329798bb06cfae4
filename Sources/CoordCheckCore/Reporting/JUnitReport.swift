/// JUnit XML, the test report CI servers (Jenkins, GitLab, GitHub test reporters, Buildkite)
/// read: one `<testsuite>` per scenario, one `<testcase>` per invariant and per scenario
/// assertion. An unexpected violation is a `<failure>` whose message is the trace and whose
/// body tells it step by step; an expected violation that was found passes, one that was
/// not found fails (or is skipped when a limit stopped the search first). The stats are
/// `<property>` elements.
///
/// ```swift
/// let xml = JUnitReport(suites: [.init(result: result, counterexamples: Counterexample.all(in: result))]).render()
/// ```
public struct JUnitReport: Sendable {
    public struct Suite: Sendable {
        public var result: CheckResult
        public var counterexamples: [Counterexample]
        /// A draft's: each failure says the Swift operation that caused it.
        public var sourceMap: SourceMap?

        public init(result: CheckResult, counterexamples: [Counterexample], sourceMap: SourceMap? = nil) {
            self.result = result
            self.counterexamples = counterexamples
            self.sourceMap = sourceMap
        }
    }

    public var suites: [Suite]
    /// Wall-clock times in `time` attributes; without, `time="0"` so that the same check
    /// always gives the same bytes.
    public var timings: Bool

    public init(suites: [Suite], timings: Bool = false) {
        self.suites = suites
        self.timings = timings
    }

    enum Outcome {
        case passed
        case failed(message: String, body: String)
        case skipped(String)
    }

    public func render() -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let cases = suites.map(outcomes)
        let failures = cases.joined().filter { if case .failed = $0.outcome { true } else { false } }.count
        let tests = cases.joined().count
        let total = suites.reduce(0) { $0 + $1.result.stats.seconds }
        lines.append(#"<testsuites name="coordcheck" tests="\#(tests)" failures="\#(failures)" errors="0" time="\#(time(total))">"#)
        for (suite, outcomes) in zip(suites, cases) {
            let result = suite.result
            let failed = outcomes.filter { if case .failed = $0.outcome { true } else { false } }.count
            let skipped = outcomes.filter { if case .skipped = $0.outcome { true } else { false } }.count
            lines.append(#"  <testsuite name="\#(escape(result.scenario.name))" tests="\#(outcomes.count)" failures="\#(failed)" errors="0" skipped="\#(skipped)" time="\#(time(result.stats.seconds))" file="\#(escape(result.scenario.path))">"#)
            lines.append("    <properties>")
            for (name, value) in properties(result) {
                lines.append(#"      <property name="\#(escape(name))" value="\#(escape(value))"/>"#)
            }
            lines.append("    </properties>")
            for (verdict, outcome) in outcomes {
                let classname = "\(result.scenario.name).\(isAssertion(verdict, in: result) ? "assertions" : "invariants")"
                let open = #"    <testcase name="\#(escape(verdict.name))" classname="\#(escape(classname))" time="0""#
                switch outcome {
                case .passed:
                    lines.append(open + "/>")
                case .failed(let message, let body):
                    lines.append(open + ">")
                    lines.append(#"      <failure message="\#(escape(message))" type="\#(escape(verdict.name))">\#(XMLText.escape(body, attribute: false))</failure>"#)
                    lines.append("    </testcase>")
                case .skipped(let message):
                    lines.append(open + ">")
                    lines.append(#"      <skipped message="\#(escape(message))"/>"#)
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func outcomes(_ suite: Suite) -> [(verdict: InvariantVerdict, outcome: Outcome)] {
        let result = suite.result
        return result.verdicts.map { verdict in
            switch verdict.outcome {
            case .holds, .expectedFound:
                return (verdict, .passed)
            case .inconclusive(let reason):
                return (verdict, .skipped("\(verdict.name) is inconclusive: \(reason)"))
            case .expectedMissing:
                if result.complete {
                    return (verdict, .failed(message: "expected violation of \(verdict.name) not found within depth \(result.depth)",
                                             body: "The scenario says 'expect \(verdict.name)', but every event sequence up to depth \(result.depth) keeps it."))
                }
                return (verdict, .skipped("expected violation of \(verdict.name) not found before the search stopped"))
            case .violated(let violation):
                let message = "\(violation.message) — trace: " + violation.trace.written(in: result.scenario)
                let counterexample = suite.counterexamples.first { $0.invariant == verdict.name }
                var body = counterexample?.text ?? violation.message
                // `App/HomeCoordinator.swift:54:13: error: [no-leaks] …` first, as compilers write it.
                if let counterexample, let error = suite.sourceMap?.error(for: counterexample) { body = error + "\n" + body }
                return (verdict, .failed(message: message, body: body))
            }
        }
    }

    private func isAssertion(_ verdict: InvariantVerdict, in result: CheckResult) -> Bool {
        result.scenario.assertions.contains { $0.name == verdict.name }
    }

    private func properties(_ result: CheckResult) -> [(String, String)] {
        var properties = [("status", result.status.rawValue), ("depth", "\(result.depth)"), ("complete", "\(result.complete)"),
                          ("states", "\(result.stats.states)"), ("transitions", "\(result.stats.transitions)"),
                          ("depthCovered", "\(result.stats.depthCovered)")]
        if case .simulated(let simulation) = result.stop {
            properties += [("mode", "simulation"), ("walks", "\(simulation.walks)"), ("seed", "\(simulation.seed)")]
        } else {
            properties.append(("mode", "exhaustive"))
        }
        return properties
    }

    private func time(_ seconds: Double) -> String {
        timings ? String(format3: seconds) : "0"
    }

    private func escape(_ text: String) -> String { XMLText.escape(text) }
}

private extension String {
    /// Seconds with three decimals, without Foundation's locale-dependent formatting.
    init(format3 seconds: Double) {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        self = "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
