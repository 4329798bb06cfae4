import ArgumentParser
import CoordCheckCore
import CoordCheckRendering
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw one diagram: a snapshot after given events, the coordinator map, or the state graph.",
        discussion: """
            The format follows the output's extension (.svg, .png, .pdf, .mmd or .mermaid), \
            else --format; '-o -' writes to stdout. PNG and PDF come from Graphviz's own \
            renderers. Mermaid (for the map, and for a trace: the events' states) is text that \
            GitHub, GitLab and Notion draw in Markdown.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, png, pdf, mermaid
    }

    @Argument(help: "The scenario file.")
    var file: String

    @Option(help: "Comma-separated events from launch (or a trace as printed, a → b); the snapshot shows the state after them.")
    var events: String = ""

    @Flag(help: "Draw the coordinator map instead of a snapshot.")
    var map = false

    @Flag(help: "Draw the state graph around the events (the whole graph when it is small).")
    var states = false

    @Option(name: [.short, .customLong("output")], help: "The file to write ('-': stdout).")
    var output: String

    @Option(help: "svg, png, pdf or mermaid (default: the output's extension, else svg).")
    var format: Format?

    func validate() throws {
        if map && states { throw ValidationError("--map and --states draw different diagrams; choose one") }
        if map && !events.isEmpty { throw ValidationError("--map draws the scenario, not a state: drop --events") }
        if states && chosenFormat == .mermaid { throw ValidationError("the state graph has no Mermaid form: draw it as svg, png or pdf") }
        let written = (output as NSString).pathExtension.lowercased()
        if format == nil, output != "-", !written.isEmpty, Self.formats[written] == nil {
            throw ValidationError("'\(output)': coordcheck draws .svg, .png, .pdf and .mmd (or .mermaid), not .\(written); "
                + "name the file so, or give --format")
        }
    }

    /// The formats the output's extension names.
    static let formats: [String: Format] = ["svg": .svg, "png": .png, "pdf": .pdf, "mmd": .mermaid, "mermaid": .mermaid]

    /// `--format`, else the output's extension, else SVG.
    var chosenFormat: Format {
        format ?? Self.formats[(output as NSString).pathExtension.lowercased()] ?? .svg
    }

    func run() throws {
        let scenario = try ScenarioInput.single(file, command: "render")
        let labels = ScenarioInput.labels(events)
        let frames = try ScenarioInput.replay(labels, in: scenario)
        let bytes: [UInt8]
        do {
            bytes = try draw(scenario, frames: frames, labels: labels)
        } catch {
            Terminal.error("\(scenario.path): error: cannot draw: \(error)")
            throw ExitCode(Outcome.internalError.rawValue)
        }
        if output == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        do {
            try OutputFolder.writeFile(bytes, to: output)
        } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        Terminal.output("wrote \(output)\n")
    }

    private func draw(_ scenario: Scenario, frames: [ReplayFrame], labels: [String]) throws(RenderError) -> [UInt8] {
        let format = chosenFormat
        if map {
            return format == .mermaid ? Array(MermaidDiagram(scenario: scenario).map().utf8) : try CoordinatorMap(scenario: scenario).render(format: format.rawValue)
        }
        if states {
            return try StateGraphDiagram(scenario: scenario).render(trace: frames.compactMap(\.event), format: format.rawValue)
        }
        if format == .mermaid { return Array(MermaidDiagram(scenario: scenario).trace(frames).utf8) }
        let last = frames[frames.count - 1]
        let marking = last.violations.first.map { SnapshotDiagram.Marking(invariant: $0.name, message: $0.message, instances: $0.instances) }
        let caption = last.event.map { "\(scenario.name): after \(labels.count) event\(labels.count == 1 ? "" : "s"), the last \($0.label(in: scenario))" }
            ?? "\(scenario.name): launch"
        let previous = frames.count > 1 ? frames[frames.count - 2].snapshot : nil
        let snapshot = SnapshotDiagram(scenario: scenario)
        if format == .svg {
            return Array(try snapshot.svg(for: last.snapshot, previous: previous, caption: caption, notes: last.notes.map(\.text), marking: marking).utf8)
        }
        return try Graphviz.render(snapshot.singleGraph(for: last.snapshot, previous: previous, caption: caption, notes: last.notes.map(\.text),
                                                        marking: marking), format: format.rawValue)
    }
}
