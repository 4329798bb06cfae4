/// The table printed after checking several scenarios: one row per scenario file, in the
/// order checked.
///
/// ```
/// scenario    status  states  depth  violated
/// lionheart                         passed     649     10  -
/// leak                              FAILED      12      4  no-leaks
/// known-leak                        passed (expected: no-leaks@3)  58  10  -
/// broken                            error        -      -  Scenarios/broken.txt:3:7: unknown screen 'Todya'
/// 3 of 4 scenarios passed
/// ```
public struct SummaryTable: Sendable {
    public struct Row: Sendable {
        public var scenario: String
        /// `passed`, `FAILED`, `incomplete`, `error` or `skipped`.
        public var status: String
        public var states: Int?
        public var depth: Int?
        /// Unexpected violations, expected ones not found, or the error.
        public var notes: [String]

        public init(_ entry: GateEntry) {
            switch entry {
            case .checked(let checked): self.init(checked)
            case .unreadable(let unreadable): self.init(unreadable)
            case .skipped(let skipped): self.init(skipped)
            }
        }

        /// The status says which violations were expected and found, with their depth
        /// (`passed (expected: no-leaks@3)`).
        public init(_ checked: CheckedScenario) {
            let result = checked.result
            scenario = result.scenario.name
            status = checked.status == .failed ? "FAILED" : checked.status.rawValue
            let expected = result.verdicts.compactMap { verdict -> String? in
                guard case .expectedFound(let violation) = verdict.outcome else { return nil }
                return "\(verdict.name)@\(violation.trace.events.count)"
            }
            if !expected.isEmpty { status += " (expected: \(expected.joined(separator: ", ")))" }
            states = result.stats.states
            depth = result.depth
            notes = result.verdicts.compactMap { verdict in
                switch verdict.outcome {
                case .violated(let violation) where verdict.expected:
                    "\(verdict.name) (\(verdict.blamed(violation, in: result.scenario)), not expected)"
                case .violated: verdict.name
                case .unconfirmed: "\(verdict.name) (unconfirmed)"
                case .expectedMissing where result.complete: "\(verdict.name) (expected, not found)"
                case .inconclusive: "\(verdict.name) (inconclusive)"
                default: nil
                }
            }
            // An incomplete search proves nothing it did not find: how far it went.
            if result.verdicts.contains(where: { if case .notViolated = $0.outcome { true } else { false } }) {
                notes.append((notes.isEmpty ? "" : "the rest ") + result.reach.notViolated)
            }
            let warnings = checked.problems.filter(\.isUnreached)
            if checked.strict, !warnings.isEmpty { notes.append("\(warnings.count) never reached (--strict)") }
            if let failure = checked.outputFailure {
                status = "error"
                notes.append(failure)
            }
        }

        /// A file of a folder that is not a scenario: skipped, failed under `--strict`.
        public init(_ skipped: SkippedFile) {
            scenario = skipped.file
            status = skipped.strict ? "FAILED" : "skipped"
            notes = ["not a scenario (\(skipped.reason))" + (skipped.strict ? " (--strict)" : "")]
        }

        /// A file that could not be checked: the first reason, where it is.
        public init(_ unreadable: UnreadableScenario) {
            scenario = unreadable.file
            status = "error"
            notes = unreadable.problems.prefix(1).map { problem in
                let more = unreadable.problems.count > 1 ? " (and \(unreadable.problems.count - 1) more)" : ""
                return "\(problem.place): \(problem.message)\(more)"
            }
        }
    }

    public var rows: [Row]
    /// Files of the folders given that are not scenarios (they have a row each too).
    public var skippedFiles: Int

    public init(entries: [GateEntry]) {
        var rows = entries.map(Row.init)
        // Scenarios of one name in different files are told apart by their files.
        let files = Dictionary(grouping: entries.indices, by: { rows[$0].scenario }).mapValues { Set($0.map { entries[$0].file }) }
        for (index, entry) in entries.enumerated() where (files[rows[index].scenario]?.count ?? 0) > 1 {
            if case .checked = entry { rows[index].scenario += " (\(entry.file))" }
        }
        self.rows = rows
        skippedFiles = entries.filter { if case .skipped = $0 { true } else { false } }.count
    }

    public func render() -> String {
        let header = ["scenario", "status", "states", "depth", "violated"]
        let cells = rows.map { row in
            [row.scenario, row.status, row.states.map(String.init) ?? "-", row.depth.map(String.init) ?? "-",
             row.notes.isEmpty ? "-" : row.notes.joined(separator: ", ")]
        }
        let widths = (0..<4).map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            let padded = (0..<4).map { column -> String in
                let gap = String(repeating: " ", count: widths[column] - row[column].count)
                return column >= 2 ? gap + row[column] : row[column] + gap
            }
            return (padded + [row[4]]).joined(separator: "  ")
        }
        let passed = rows.filter { $0.status.hasPrefix("passed") }.count
        let scenarios = rows.count - skippedFiles
        var total = "\(passed) of \(scenarios) scenario\(scenarios == 1 ? "" : "s") passed"
        if skippedFiles > 0 { total += "; \(skippedFiles) file\(skippedFiles == 1 ? "" : "s") skipped: not a scenario" }
        return ([line(header)] + cells.map(line) + [total])
            .joined(separator: "\n") + "\n"
    }
}
