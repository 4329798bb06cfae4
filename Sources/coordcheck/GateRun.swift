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
    /// Output subfolders given out so far.
    private var folders: Set<String> = []

    /// The output subfolder of a scenario: its name made safe (``OutputFolder/safeName(_:)``),
    /// with `-2`, `-3`… when another scenario of this run already has it.
    mutating func folder(for scenario: String) -> String {
        let base = OutputFolder.safeName(scenario)
        var name = base
        var number = 1
        while folders.contains(name) {
            number += 1
            name = "\(base)-\(number)"
        }
        folders.insert(name)
        return name
    }

    /// A file that could not be checked.
    mutating func record(file: String, error: String, outcome: Outcome) {
        rows.append(SummaryTable.Row(file: file, error: error))
        worsen(to: outcome)
    }

    mutating func worsen(to outcome: Outcome) {
        self.outcome = max(self.outcome, outcome)
    }
}
