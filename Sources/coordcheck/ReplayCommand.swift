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
        let frames = try ScenarioInput.replay(labels, in: scenario)
        let snapshot = SnapshotText(scenario: scenario)
        var lines: [String] = ["\(scenario.name) (\(scenario.path)): replay of \(labels.count) event\(labels.count == 1 ? "" : "s")"]
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
        lines.append(broken ? "invariants broken" : "every invariant holds along this replay")
        Terminal.output(lines.joined(separator: "\n") + "\n")
        if broken { throw ExitCode(Outcome.failed.rawValue) }
    }
}
