import CoordCheckCore

/// What a `check` of several scenarios gathers as it goes: the worst outcome and every
/// scenario's entry, for the reports made at the end (summary, JSON, JUnit, SARIF).
struct GateRun {
    var outcome = Outcome.passed
    var entries: [GateEntry] = []
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

    mutating func worsen(to outcome: Outcome) {
        self.outcome = max(self.outcome, outcome)
    }
}
