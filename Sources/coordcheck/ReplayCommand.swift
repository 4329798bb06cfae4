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
        let paths: [String]
        do { paths = try ScenarioLoader.scenarioPaths(for: file) } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        guard paths.count == 1, let scenario = ScenarioInput.load(paths[0]) else {
            if paths.count > 1 { Terminal.error("\(file): error: replay takes one scenario file, not a directory") }
            throw ExitCode(Outcome.badInput.rawValue)
        }
        let labels = events.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let replayer = Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario))
        let frames: [ReplayFrame]
        do { frames = try replayer.run(labels: labels) } catch {
            switch error {
            case .notEnabled(let step, let label, let enabled):
                Terminal.error("\(paths[0]): error: step \(step): '\(label)' is not enabled; enabled: \(enabled.joined(separator: ", "))")
            case .model(let modelError):
                Terminal.error(ScenarioInput.render(modelError, path: paths[0]))
            }
            throw ExitCode(Outcome.badInput.rawValue)
        }
        let snapshot = SnapshotText(scenario: scenario)
        var lines: [String] = ["\(scenario.name) (\(scenario.path)): replay of \(labels.count) event\(labels.count == 1 ? "" : "s")"]
        var broken = false
        var previous: State?
        for (index, frame) in frames.enumerated() {
            lines.append(frame.event.map { "\(index). \($0.label(in: scenario))" + (frame.effects?.handler.map { "  — \($0.title), line \($0.location.line)" } ?? "") } ?? "launch")
            lines += snapshot.lines(for: frame.state, previous: previous).map { "  " + $0 }
            for violation in frame.violations {
                lines.append("  ✗ \(violation.name): \(violation.message)")
                broken = true
            }
            previous = frame.state
        }
        lines.append(broken ? "invariants broken" : "every invariant holds along this replay")
        Terminal.output(lines.joined(separator: "\n") + "\n")
        if broken { throw ExitCode(Outcome.failed.rawValue) }
    }
}
