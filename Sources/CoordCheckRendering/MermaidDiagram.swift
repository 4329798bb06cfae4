import CoordCheckCore

/// Diagrams as Mermaid text, which GitHub, GitLab and Notion draw where Markdown is shown:
/// the coordinator map (types, the children each starts, the calls between them) and a
/// trace (each state's tree and visible screen, linked by the events).
///
/// ````markdown
/// ```mermaid
/// flowchart TB
///   t0["<b>App</b><br/>root"]
///   t0 -->|"start · push"| t1
/// ```
/// ````
public struct MermaidDiagram: Sendable {
    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// The coordinator map: a node per type, an arrow per child type it starts (labelled with
    /// the handlers), a dotted arrow per call.
    public func map() -> String {
        let map = CoordinatorMap(scenario: scenario)
        var lines = ["---", "title: \(Self.escape(scenario.name)) coordinator map", "---", "flowchart TB"]
        for (index, type) in scenario.coordinators.enumerated() {
            var label = ["<b>\(Self.escape(type.name))</b>"]
            if type.isRoot { label.append("root") }
            if type.isContainer { label.append("container") }
            if let flow = type.flow { label.append("flow \(Self.escape(scenario.flows[flow]))") }
            lines.append("  t\(index)[\"\(label.joined(separator: "<br/>"))\"]")
        }
        for edge in map.mapEdges() {
            let text = edge.labels.map(Self.escape).joined(separator: "<br/>")
            lines.append("  t\(edge.from) \(edge.isCall ? "-.->" : "-->")|\"\(text)\"| t\(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A trace from launch: each state as its coordinator tree and visible screen, each arrow
    /// the event that led there.
    public func trace(_ frames: [ReplayFrame]) -> String {
        var lines = ["---", "title: \(Self.escape(scenario.name)) trace", "---", "flowchart TB"]
        for (index, frame) in frames.enumerated() {
            let state = frame.snapshot
            var label = ["<b>\(index == 0 ? "launch" : "step \(index)")</b>"]
            for node in state.subtree(of: Snapshot.rootCoordinator) where !state.coordinators.isEmpty {
                let instance = state.coordinators[node]
                label.append("\(Self.escape(scenario.coordinators[instance.type].name))#\(instance.serial)")
            }
            label.append("visible: " + Self.escape(state.visibleScreen.map { scenario.screenName($0) } ?? "nothing"))
            lines.append("  s\(index)[\"\(label.joined(separator: "<br/>"))\"]")
            if let event = frame.event {
                lines.append("  s\(index - 1) -->|\"\(Self.escape(event.label(in: scenario)))\"| s\(index)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a quoted Mermaid label: quotes and markup as entities.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "#amp;").replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
            .replacingOccurrences(of: "|", with: "#124;").replacingOccurrences(of: "\n", with: " ")
    }
}
