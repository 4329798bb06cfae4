/// A scenario a gate run checked, with all its reports need: the result, each violation's
/// counterexample, a draft's source map, the files written, the options that shaped it.
///
/// ```swift
/// let checked = CheckedScenario(result: result, options: .init(depth: result.depth))
/// checked.problems.map(\.compilerStyle)   // ["Scenarios/leak.txt:87:3: error: [no-leaks] …"]
/// ```
public struct CheckedScenario: Sendable {
    public var result: CheckResult
    public var counterexamples: [Counterexample]
    /// A draft's: each violation points at the Swift operation that caused it.
    public var sourceMap: SourceMap?
    /// What was written to the output folder.
    public var files: [String]
    /// The options that shaped the result, `--strict` among them.
    public var options: JSONReport.Options
    /// Why the output folder did not get all its files (a folder that cannot be written,
    /// Graphviz missing), reported as a problem of its own.
    public var outputFailure: String?
    /// `coordcheck merge`: the shards this result was merged from, by index (empty for the
    /// result of one process).
    public var shards: [ShardSplit] = []

    public init(result: CheckResult, counterexamples: [Counterexample]? = nil, sourceMap: SourceMap? = nil,
                files: [String] = [], options: JSONReport.Options? = nil) {
        self.result = result
        self.counterexamples = counterexamples ?? Counterexample.all(in: result)
        self.sourceMap = sourceMap
        self.files = files
        self.options = options ?? JSONReport.Options(depth: result.depth)
    }

    /// `--strict`: warnings (events never enabled, handlers that never run, undecided
    /// assertions) fail the scenario.
    public var strict: Bool { options.strict }

    /// The result's status, failed under `--strict` when anything is a warning.
    public var status: CheckStatus {
        if strict, result.status != .failed, problems(upgradingWarnings: false).contains(where: { $0.severity == .warning }) {
            return .failed
        }
        return result.status
    }

    /// What the check found, at the scenario line (or, for a draft, the Swift code) of each:
    /// an unexpected violation at its handler (a draft's at the operation that caused it), an expected violation not
    /// found at its `expect` line, an undecided assertion, and every event and handler the
    /// search never reached.
    public var problems: [Problem] { problems(upgradingWarnings: strict) }

    private func problems(upgradingWarnings: Bool) -> [Problem] {
        let scenario = result.scenario
        var problems: [Problem] = []
        /// At `location` (through the source map), else at `fallback`, else at the file.
        func problem(_ severity: Problem.Severity, _ rule: String, at location: SourceLocation?, _ message: String, _ detail: [String] = [],
                     else fallback: SourceMap.Place? = nil) {
            guard let place = location.map({ SourceMap.place(of: $0, inScenario: scenario.path, through: sourceMap) }) ?? fallback else {
                problems.append(Problem(severity, rule: rule, file: scenario.path, message: message, detail: detail))
                return
            }
            problems.append(Problem(severity, rule: rule, at: place, message: message, detail: detail))
        }
        for verdict in result.verdicts {
            switch verdict.outcome {
            case .violated, .unconfirmed:
                // Each violation not expected (one per coordinator type it blames). A draft's
                // points at the Swift operation that caused it; a scenario's at the handler of
                // the failing step, where the fix usually goes. A draft's violation that rests
                // on code the extractor did not model is a warning naming that code.
                for violation in verdict.unexpected {
                    let cause = sourceMap == nil ? nil : Counterexample.cause(of: violation, in: scenario)
                    let expectation = verdict.expected ? ["\(verdict.blamed(violation, in: scenario)): \(verdict.notExpectedSummary(in: scenario))"] : []
                    let gaps = violation.dependsOn.map { "depends on the draft's note: \($0.written)" }
                    let detail = ["trace: \(violation.trace.written(in: scenario))"] + (violation.handler.map { ["handler: \($0.title)"] } ?? []) + expectation + gaps
                    // An unconfirmed one at launch, with no operation to blame, is placed at the
                    // code the draft did not follow.
                    problem(violation.confirmed ? .error : .warning, verdict.name, at: cause ?? violation.handler?.location,
                            violation.confirmed ? violation.message : "unconfirmed: \(violation.message)", detail,
                            else: violation.dependsOn.lazy.compactMap(\.place).first)
                }
            case .expectedMissing where result.complete:
                for (expectation, missing) in verdict.unmet {
                    let missing = expectation.missingWords(missing, in: scenario)
                    problem(.error, verdict.name, at: expectation.location,
                            "expected violation of \(verdict.name)\(missing.map { " (\($0))" } ?? "") not found within depth \(result.depth)")
                }
            case .inconclusive(let reason):
                problem(.warning, verdict.name, at: scenario.reachabilityAssertions.first { $0.name == verdict.name }?.location,
                        "\(verdict.name) is inconclusive: \(reason)")
            default:
                break
            }
        }
        for warning in scenario.warnings {
            problem(.warning, Problem.Rule.scenarioWarning, at: warning.location, warning.message)
        }
        // Never silent: an operation that never took effect.
        for refused in result.coverage.refused {
            problem(.warning, Problem.Rule.refusedOperation, at: refused.location,
                    "refused every time '\(refused.handler)' ran (\(refused.times)×): \(refused.reason)")
        }
        // A draft's events and handlers never reached are most often a gap of the draft
        // (code the extractor did not follow), not dead navigation in the app: its coverage
        // lists them, but they are no warning at the app's code, and --strict passes them.
        let bound = result.coverageScope
        for event in result.coverage.unreachedEvents where sourceMap == nil {
            problem(.warning, Problem.Rule.unreachedEvent, at: event.location, "\(event.label) is never enabled \(bound)")
        }
        for handler in result.coverage.unreachedHandlers where sourceMap == nil {
            problem(.warning, Problem.Rule.unreachedHandler, at: handler.location, "'\(handler.title)' \(handler.neverRuns(bound))")
        }
        if let outputFailure { problems.append(Problem(.error, rule: Problem.Rule.outputError, file: scenario.path, message: outputFailure)) }
        guard upgradingWarnings else { return problems }
        return problems.map { var problem = $0; problem.severity = .error; return problem }
    }
}
