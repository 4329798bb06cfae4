import CoordCheckCore

/// What a `check` of several scenarios gathers as it goes: the worst outcome, the reports
/// printed at the end (JSON, JUnit) and the summary table's rows.
struct GateRun {
    var outcome = Outcome.passed
    var reports: [JSONReport] = []
    var suites: [JUnitReport.Suite] = []
    var rows: [SummaryTable.Row] = []
    /// Text reports printed so far (they are separated by a blank line).
    var printed = 0

    /// A file that could not be checked.
    mutating func record(file: String, error: String, outcome: Outcome) {
        rows.append(SummaryTable.Row(file: file, error: error))
        worsen(to: outcome)
    }

    mutating func worsen(to outcome: Outcome) {
        self.outcome = max(self.outcome, outcome)
    }
}
