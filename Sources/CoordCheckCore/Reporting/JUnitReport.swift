/// JUnit XML, the test report CI servers (Jenkins, GitLab, GitHub test reporters, Buildkite)
/// read: one `<testsuite>` per scenario, one `<testcase>` per invariant and per scenario
/// assertion. An unexpected violation is a `<failure>` whose message is the trace and whose
/// body tells it step by step; an expected violation that was found passes, one that was
/// not found fails (or is skipped when a limit stopped the search first). The stats are
/// `<property>` elements, the version of coordcheck among them. A scenario that could not be
/// checked is a test case with an `<error>`; under `--strict`, events and handlers never
/// reached fail a `coverage` test case.
///
/// ```swift
/// let xml = JUnitReport(entries: [.checked(CheckedScenario(result: result))]).render()
/// ```
public struct JUnitReport: Sendable {
    public var entries: [GateEntry]
    /// Wall-clock times in `time` attributes; without, `time="0"` so that the same check
    /// always gives the same bytes.
    public var timings: Bool

    public init(entries: [GateEntry], timings: Bool = false) {
        self.entries = entries
        self.timings = timings
    }

    enum Outcome {
        case passed
        case failed(message: String, body: String)
        /// The scenario could not be checked.
        case error(message: String, body: String)
        case skipped(String)

        var failed: Bool { if case .failed = self { true } else { false } }
        var error: Bool { if case .error = self { true } else { false } }
        var skipped: Bool { if case .skipped = self { true } else { false } }
    }

    /// One `<testsuite>`: a scenario, its properties and its test cases.
    struct Suite {
        var name: String
        var file: String
        var seconds: Double
        var properties: [(String, String)]
        var cases: [(name: String, classname: String, outcome: Outcome)]
    }

    public func render() -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let suites = entries.map(suite)
        let cases = suites.flatMap(\.cases)
        let total = suites.reduce(0) { $0 + $1.seconds }
        lines.append(#"<testsuites name="coordcheck" tests="\#(cases.count)" failures="\#(cases.filter { $0.outcome.failed }.count)" errors="\#(cases.filter { $0.outcome.error }.count)" time="\#(time(total))">"#)
        for suite in suites {
            let failed = suite.cases.filter { $0.outcome.failed }.count
            let errors = suite.cases.filter { $0.outcome.error }.count
            let skipped = suite.cases.filter { $0.outcome.skipped }.count
            lines.append(#"  <testsuite name="\#(escape(suite.name))" tests="\#(suite.cases.count)" failures="\#(failed)" errors="\#(errors)" skipped="\#(skipped)" time="\#(time(suite.seconds))" file="\#(escape(suite.file))">"#)
            lines.append("    <properties>")
            for (name, value) in suite.properties {
                lines.append(#"      <property name="\#(escape(name))" value="\#(escape(value))"/>"#)
            }
            lines.append("    </properties>")
            for testCase in suite.cases {
                let open = #"    <testcase name="\#(escape(testCase.name))" classname="\#(escape(testCase.classname))" time="0""#
                switch testCase.outcome {
                case .passed:
                    lines.append(open + "/>")
                case .failed(let message, let body), .error(let message, let body):
                    let element = testCase.outcome.failed ? "failure" : "error"
                    lines.append(open + ">")
                    lines.append(#"      <\#(element) message="\#(escape(message))" type="\#(escape(testCase.name))">\#(XMLText.escape(body, attribute: false))</\#(element)>"#)
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

    private func suite(_ entry: GateEntry) -> Suite {
        switch entry {
        case .checked(let checked):
            let result = checked.result
            var cases = outcomes(checked).map { verdict, outcome in
                (name: verdict.name, classname: "\(result.scenario.name).\(isAssertion(verdict, in: result) ? "assertions" : "invariants")", outcome: outcome)
            }
            // Under --strict, what would be warnings fail a test case of their own.
            let warnings = checked.problems.filter(\.isUnreached)
            if checked.strict, !warnings.isEmpty {
                cases.append((name: "coverage", classname: "\(result.scenario.name).coverage",
                              outcome: .failed(message: "\(warnings.count) event\(warnings.count == 1 ? "" : "s") or handler\(warnings.count == 1 ? "" : "s") never reached (--strict)",
                                               body: warnings.map(\.compilerStyle).joined(separator: "\n"))))
            }
            if let failure = checked.outputFailure {
                cases.append((name: "output", classname: "\(result.scenario.name).output",
                              outcome: .error(message: failure, body: "\(result.scenario.path): error: [\(Problem.Rule.outputError)] \(failure)")))
            }
            return Suite(name: result.scenario.name, file: result.scenario.path, seconds: result.stats.seconds,
                         properties: properties(checked), cases: cases)
        case .skipped(let skipped):
            let message = "\(skipped.file): not a scenario (\(skipped.reason))"
            return Suite(name: skipped.name, file: skipped.file, seconds: 0,
                         properties: [("status", skipped.strict ? "failed" : "skipped"), ("coordcheckVersion", CoordCheckVersion.current)],
                         cases: [(name: "scenario", classname: "\(skipped.name).scenario",
                                  outcome: skipped.strict ? .failed(message: message + " (--strict)", body: skipped.problem.compilerStyle)
                                                          : .skipped(message))])
        case .unreadable(let unreadable):
            let first = unreadable.problems.first?.compilerStyle ?? "\(unreadable.file): cannot be checked"
            return Suite(name: unreadable.name, file: unreadable.file, seconds: 0,
                         properties: [("status", "error"), ("coordcheckVersion", CoordCheckVersion.current)],
                         cases: [(name: "scenario", classname: "\(unreadable.name).scenario",
                                  outcome: .error(message: first, body: unreadable.problems.map(\.compilerStyle).joined(separator: "\n")))])
        }
    }

    private func outcomes(_ checked: CheckedScenario) -> [(verdict: InvariantVerdict, outcome: Outcome)] {
        let result = checked.result
        let problems = checked.problems
        return result.verdicts.map { verdict in
            switch verdict.outcome {
            case .holds, .expectedFound:
                return (verdict, .passed)
            case .notViolated(let reach):
                return (verdict, .skipped("\(verdict.name) \(reach.notViolated): the search did not complete, so it is not proven to hold"))
            case .inconclusive(let reason):
                return (verdict, .skipped("\(verdict.name) is inconclusive: \(reason)"))
            case .expectedMissing:
                let missing = verdict.missingSummary(in: result.scenario).map { " (\($0))" } ?? ""
                if result.complete {
                    let lines = verdict.unmet.map { "'expect \($0.expectation.written(in: result.scenario))'" }.joined(separator: " and ")
                    return (verdict, .failed(message: "expected violation of \(verdict.name)\(missing) not found within depth \(result.depth)",
                                             body: missing.isEmpty ? "The scenario says \(lines), but every event sequence up to depth \(result.depth) keeps it."
                                                 : "The scenario says \(lines), but no event sequence up to depth \(result.depth) breaks it that way."))
                }
                return (verdict, .skipped("expected violation of \(verdict.name)\(missing) not found before the search stopped"))
            case .unconfirmed(let violation) where !checked.strict:
                let notes = violation.dependsOn.map { "  \($0.written)" }.joined(separator: "\n")
                return (verdict, .skipped("unconfirmed: \(violation.message) — it rests on code the draft did not model:\n\(notes)"))
            case .violated(let violation), .unconfirmed(let violation):
                let message = "\(violation.message) — trace: " + violation.trace.written(in: result.scenario)
                    + (verdict.expected ? " — \(verdict.blamed(violation, in: result.scenario)) at depth \(violation.depth), \(verdict.notExpectedSummary(in: result.scenario))" : "")
                let counterexample = checked.counterexamples.first { $0.invariant == verdict.name }
                var body = counterexample?.text ?? violation.message
                // A draft's: `App/HomeCoordinator.swift:54:13: error: [no-leaks] …` first, as compilers write it.
                if checked.sourceMap != nil, let problem = problems.first(where: { $0.rule == verdict.name }) {
                    body = problem.compilerStyle + "\n" + body
                }
                return (verdict, .failed(message: message, body: body))
            }
        }
    }

    private func isAssertion(_ verdict: InvariantVerdict, in result: CheckResult) -> Bool {
        result.scenario.assertions.contains { $0.name == verdict.name }
    }

    private func properties(_ checked: CheckedScenario) -> [(String, String)] {
        let result = checked.result
        var properties = [("status", checked.status.rawValue), ("depth", "\(result.depth)"), ("complete", "\(result.complete)"),
                          ("states", "\(result.stats.states)"), ("transitions", "\(result.stats.transitions)"),
                          ("depthCovered", "\(result.stats.depthCovered)")]
        if case .simulated(let simulation) = result.stop {
            properties += [("mode", "simulation"), ("walks", "\(simulation.walks)"), ("seed", "\(simulation.seed)")]
        } else {
            properties.append(("mode", "exhaustive"))
        }
        return properties + [("coordcheckVersion", CoordCheckVersion.current)]
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
