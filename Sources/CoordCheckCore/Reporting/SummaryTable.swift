/// The table printed after checking several scenarios: one row per scenario file, in the
/// order checked.
///
/// ```
/// scenario    status  states  depth  violated
/// lionheart   passed     649     10  -
/// leak        FAILED      12      4  no-leaks
/// broken      error        -      -  Scenarios/broken.txt:3:7: unknown screen 'Todya'
/// 2 of 3 scenarios passed
/// ```
public struct SummaryTable: Sendable {
    public struct Row: Sendable {
        public var scenario: String
        /// `passed`, `FAILED`, `incomplete` or `error`.
        public var status: String
        public var states: Int?
        public var depth: Int?
        /// Unexpected violations, expected ones not found, or the error.
        public var notes: [String]

        public init(result: CheckResult) {
            scenario = result.scenario.name
            status = result.status == .failed ? "FAILED" : result.status.rawValue
            states = result.stats.states
            depth = result.depth
            notes = result.verdicts.compactMap { verdict in
                switch verdict.outcome {
                case .violated: verdict.name
                case .expectedMissing where result.complete: "\(verdict.name) (expected, not found)"
                case .inconclusive: "\(verdict.name) (inconclusive)"
                default: nil
                }
            }
        }

        /// A file that could not be checked.
        public init(file: String, error: String) {
            scenario = file
            status = "error"
            notes = [error]
        }
    }

    public var rows: [Row]

    public init(rows: [Row]) {
        self.rows = rows
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
        let passed = rows.filter { $0.status == "passed" }.count
        return ([line(header)] + cells.map(line) + ["\(passed) of \(rows.count) scenario\(rows.count == 1 ? "" : "s") passed"])
            .joined(separator: "\n") + "\n"
    }
}
