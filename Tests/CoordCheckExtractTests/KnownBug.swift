@testable import CoordCheckCore
import Foundation
import Testing

/// A row of the real-app corpus's `KNOWN-BUGS.tsv`: a coordinator-tree bug an app really has,
/// the invariant a faithful draft violates, a regex the violation must match (the coordinator
/// that is wrong) and the user's steps, as regexes over the draft's event labels.
struct KnownBug: Sendable, CustomTestStringConvertible {
    var app: String
    var invariant: String
    var key: String
    /// Steps; each a list of alternatives tried in order. An optional step (`?…`) is skipped
    /// when none of its alternatives is enabled.
    var witness: [(optional: Bool, alternatives: [String])]

    var testDescription: String { "\(app): \(invariant) \(key)" }

    /// The rows of a `KNOWN-BUGS.tsv` text (comment lines and the header skipped).
    static func parse(_ text: String) -> [KnownBug] {
        text.split(separator: "\n").dropFirst(0).compactMap { line -> KnownBug? in
            guard !line.hasPrefix("#"), !line.hasPrefix("app\t") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            let steps = fields[4].components(separatedBy: " > ").map { step -> (Bool, [String]) in
                let optional = step.hasPrefix("?")
                let body = optional ? String(step.dropFirst()) : step
                return (optional, body.components(separatedBy: " || "))
            }
            return KnownBug(app: fields[0], invariant: fields[1], key: fields[3], witness: steps)
        }
    }

    /// Whether `scenario` shows this bug: the exhaustive check's counterexample for the
    /// invariant names the key, or replaying the witness breaks the invariant with a message
    /// naming it. Returns how it was found (the trace), or nil.
    func found(in scenario: Scenario, result: CheckResult) -> [String]? {
        // The shortest violation of each coordinator type the invariant blames.
        if let violation = result.verdicts.first(where: { $0.name == invariant })?.violations.first(where: { matches($0.message) }) {
            return violation.trace.labels(in: scenario)
        }
        return replayWitness(in: scenario)
    }

    func matches(_ message: String) -> Bool {
        message.range(of: key, options: [.regularExpression, .caseInsensitive]) != nil
    }

    private func replayWitness(in scenario: Scenario) -> [String]? {
        let machine = Machine(scenario: scenario)
        guard var state = try? machine.launch() else { return nil }
        var events: [Event] = []
        for step in witness {
            let enabled = machine.enabledEvents(in: state)
            let chosen = step.alternatives.lazy.compactMap { pattern in
                enabled.first { $0.label(in: scenario).range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil }
            }.first
            guard let chosen else {
                if step.optional { continue }
                return nil
            }
            guard let next = try? machine.apply(chosen, to: state) else { return nil }
            events.append(chosen)
            state = next.state
        }
        let invariants = InvariantCatalog.all(for: scenario).filter { $0.name == invariant }
        guard let frames = try? Replayer(machine: machine, invariants: invariants).run(events) else { return nil }
        guard frames.contains(where: { $0.violations.contains { matches($0.message) } }) else { return nil }
        return events.map { $0.label(in: scenario) }
    }
}
