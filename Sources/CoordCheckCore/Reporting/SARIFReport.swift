import Foundation

/// SARIF 2.1.0 (`--reporter sarif`, `--sarif PATH`), the format GitHub code scanning and other
/// static-analysis dashboards read: one run whose rules are the invariants, the scenario
/// assertions and ``Problem/Rule``'s, and one result per ``Problem`` at its line (a violation
/// at the operation that caused it, with its trace in the message); a search that did not
/// complete is a note of the invocation (`not violated to depth 6`).
///
/// ```swift
/// let sarif = SARIFReport(entries: [.checked(CheckedScenario(result: result))]).render()
/// ```
public struct SARIFReport: Sendable {
    public var entries: [GateEntry]

    public init(entries: [GateEntry]) {
        self.entries = entries
    }

    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public func render() -> String {
        let rules = self.rules()
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = entries.flatMap(\.problems).map { problem in
            var result: [String: JSONValue] = [
                "ruleId": .string(problem.rule),
                "level": .string(problem.severity.rawValue),
                "message": .object(["text": .string(([problem.message] + problem.detail).joined(separator: "\n"))]),
                "locations": .array([location(of: problem)]),
            ]
            if let ruleIndex = index[problem.rule] { result["ruleIndex"] = .int(ruleIndex) }
            return JSONValue.object(result)
        }
        let internalError = entries.contains { $0.problems.contains { $0.rule == Problem.Rule.internalError || $0.rule == Problem.Rule.outputError } }
        let driver: JSONValue = .object([
            "name": .string("coordcheck"),
            "version": .string(CoordCheckVersion.current),
            "semanticVersion": .string(CoordCheckVersion.current),
            "rules": .array(rules.map { rule in
                .object([
                    "id": .string(rule.id),
                    "shortDescription": .object(["text": .string(rule.description)]),
                    "defaultConfiguration": .object(["level": .string(rule.level)]),
                ])
            }),
        ])
        let log: JSONValue = .object([
            "$schema": .string(Self.schema),
            "version": .string("2.1.0"),
            "runs": .array([.object([
                "tool": .object(["driver": driver]),
                "columnKind": .string("unicodeCodePoints"),
                "invocations": .array([.object(invocation(executionSuccessful: !internalError))]),
                "results": .array(results),
            ])]),
        ])
        return JSONReport.render(log)
    }

    /// The run's invocation: whether it succeeded, and a note for each scenario whose search
    /// did not complete, whose invariants not found violated are not proven (no result says
    /// so: a result is a problem at a line).
    private func invocation(executionSuccessful: Bool) -> [String: JSONValue] {
        var invocation: [String: JSONValue] = ["executionSuccessful": .bool(executionSuccessful)]
        let notes: [JSONValue] = entries.compactMap { entry in
            guard case .checked(let checked) = entry else { return nil }
            let result = checked.result
            guard result.verdicts.contains(where: { if case .notViolated = $0.outcome { true } else { false } }) else { return nil }
            return .object([
                "level": .string("note"),
                "message": .object(["text": .string("\(result.scenario.path): the search did not complete, so what it did not find violated is only \(result.reach.notViolated), not proven to hold")]),
            ])
        }
        if !notes.isEmpty { invocation["toolExecutionNotifications"] = .array(notes) }
        return invocation
    }

    /// The invariants and assertions of the checked scenarios in the order they are listed,
    /// then the rules that are not invariants.
    private func rules() -> [(id: String, description: String, level: String)] {
        var rules: [(id: String, description: String, level: String)] = []
        var seen: Set<String> = []
        for case .checked(let checked) in entries {
            for verdict in checked.result.verdicts where seen.insert(verdict.name).inserted {
                rules.append((verdict.name, verdict.summary, "error"))
            }
        }
        for rule in [Problem.Rule.unreachedEvent, Problem.Rule.unreachedHandler, Problem.Rule.scenarioError, Problem.Rule.internalError,
                     Problem.Rule.outputError, Problem.Rule.skippedFile, Problem.Rule.scenarioWarning]
        where seen.insert(rule).inserted {
            let warning = Problem.Rule.isUnreached(rule) || rule == Problem.Rule.skippedFile || rule == Problem.Rule.scenarioWarning
            rules.append((rule, Problem.Rule.descriptions[rule] ?? rule, warning ? "warning" : "error"))
        }
        return rules
    }

    /// A relative path stays relative (to the folder coordcheck ran in, the repository's root
    /// in CI); an absolute one is a `file://` URI.
    private func location(of problem: Problem) -> JSONValue {
        let uri = problem.file.hasPrefix("/") ? URL(fileURLWithPath: problem.file).absoluteString
            : problem.file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? problem.file
        var physical: [String: JSONValue] = ["artifactLocation": .object(["uri": .string(uri)])]
        if let line = problem.line {
            var region: [String: JSONValue] = ["startLine": .int(line)]
            if let column = problem.column { region["startColumn"] = .int(column) }
            physical["region"] = .object(region)
        }
        return .object(["physicalLocation": .object(physical)])
    }
}
