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
        let scenario = try ScenarioInput.single(file, command: "render")
        let labels = ScenarioInput.labels(events)
        let frames = try ScenarioInput.replay(labels, in: scenario)
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
                                                                  caption: caption, notes: last.notes.map(\.text), marking: marking)
            }
        } catch {
            Terminal.error("\(scenario.path): error: cannot draw: \(error)")
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
