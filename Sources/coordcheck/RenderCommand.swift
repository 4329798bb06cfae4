import ArgumentParser
import CoordCheckCore
import CoordCheckRendering
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one diagram to an SVG file: a snapshot after given events, the coordinator map, or the state graph."
    )

    @Argument(help: "The scenario file.")
    var file: String

    @Option(help: "Comma-separated events from launch; the snapshot shows the state after them.")
    var events: String = ""

    @Flag(help: "Draw the coordinator map instead of a snapshot.")
    var map = false

    @Flag(help: "Draw the state graph around the events (the whole graph when it is small).")
    var states = false

    @Option(name: [.short, .customLong("output")], help: "The SVG file to write.")
    var output: String

    func validate() throws {
        if map && states { throw ValidationError("--map and --states draw different diagrams; choose one") }
        if map && !events.isEmpty { throw ValidationError("--map draws the scenario, not a state: drop --events") }
    }

    func run() throws {
        let paths: [String]
        do { paths = try ScenarioLoader.scenarioPaths(for: file) } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        guard paths.count == 1, let scenario = ScenarioInput.load(paths[0]) else {
            if paths.count > 1 { Terminal.error("\(file): error: render takes one scenario file, not a directory") }
            throw ExitCode(Outcome.badInput.rawValue)
        }
        let labels = events.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let frames: [ReplayFrame]
        do {
            frames = try Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario)).run(labels: labels)
        } catch {
            switch error {
            case .notEnabled(let step, let label, let enabled):
                Terminal.error("\(paths[0]): error: step \(step): '\(label)' is not enabled; enabled: \(enabled.joined(separator: ", "))")
            case .model(let modelError):
                Terminal.error(ScenarioInput.render(modelError, path: paths[0]))
            }
            throw ExitCode(Outcome.badInput.rawValue)
        }
        let svg: String
        do {
            if map {
                svg = try CoordinatorMap(scenario: scenario).svg()
            } else if states {
                svg = try StateGraphDiagram(scenario: scenario).svg(trace: frames.compactMap(\.event))
            } else {
                let last = frames[frames.count - 1]
                let marking = last.violations.first.map { SnapshotDiagram.Marking(invariant: $0.name, message: $0.message, instances: $0.instances) }
                let caption = last.event.map { "\(scenario.name): after \(labels.count) event\(labels.count == 1 ? "" : "s"), the last \($0.label(in: scenario))" }
                    ?? "\(scenario.name): launch"
                svg = try SnapshotDiagram(scenario: scenario).svg(for: last.state, previous: frames.count > 1 ? frames[frames.count - 2].state : nil,
                                                                  caption: caption, marking: marking)
            }
        } catch {
            Terminal.error("\(paths[0]): error: cannot draw: \(error)")
            throw ExitCode(Outcome.internalError.rawValue)
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Terminal.error("\(output): error: cannot write: \(error.localizedDescription)")
            throw ExitCode(Outcome.internalError.rawValue)
        }
        Terminal.output("wrote \(output)\n")
    }
}
