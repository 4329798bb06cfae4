import ArgumentParser
import CoordCheckCore

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run given events from launch, showing the tree and stacks after each, and check the invariants."
    )

    @Argument(help: "The scenario file.")
    var file: String

    @Option(help: "Comma-separated events, as traces print them: \"TodayScreen.myPageTapped,back\".")
    var events: String = ""

    func run() throws {
        let scenario = try ScenarioInput.single(file, command: "replay")
        let labels = ScenarioInput.labels(events)
        let heading = "\(scenario.name) (\(scenario.path)): replay of \(labels.count) event\(labels.count == 1 ? "" : "s")"
        // The steps that did run are shown before an event that cannot.
        let frames = try ScenarioInput.replay(labels, in: scenario) { replayed in
            Terminal.output(([heading] + Self.lines(for: replayed, in: scenario).lines).joined(separator: "\n") + "\n")
        }
        let (lines, broken) = Self.lines(for: frames, in: scenario)
        Terminal.output(([heading] + lines + [broken ? "invariants broken" : "every invariant holds along this replay"]).joined(separator: "\n") + "\n")
        if broken { throw ExitCode(Outcome.failed.rawValue) }
    }

    /// Each frame: its event and handler, the notes, the tree and stacks, the invariants it
    /// breaks; and whether any breaks one.
    static func lines(for frames: [ReplayFrame], in scenario: Scenario) -> (lines: [String], broken: Bool) {
        let snapshot = SnapshotText(scenario: scenario)
        var lines: [String] = []
        var broken = false
        var previous: Snapshot?
        for (index, frame) in frames.enumerated() {
            lines.append(frame.event.map { "\(index). \($0.label(in: scenario))" + (frame.effects?.handler.map { "  — \($0.title), line \($0.location.line)" } ?? "") } ?? "launch")
            lines += frame.notes.map { "  ! \($0.text)" }
            lines += snapshot.lines(for: frame.snapshot, previous: previous).map { "  " + $0 }
            for violation in frame.violations {
                lines.append("  ✗ \(violation.name): \(violation.message)")
                broken = true
            }
            previous = frame.snapshot
        }
        return (lines, broken)
    }
}
