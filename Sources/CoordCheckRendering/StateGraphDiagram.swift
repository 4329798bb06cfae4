import CoordCheckCore

/// The state graph, bounded so it stays readable: the states along a trace and their
/// immediate neighbours; or, when the whole reachable graph up to the depth bound has at
/// most ``wholeGraphLimit`` states, all of it. States are canonical (numbering does not
/// matter); edges are labelled with their events.
public struct StateGraphDiagram: Sendable {
    /// The most states drawn as a whole graph.
    public static let wholeGraphLimit = 40

    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// Left to right, or top to bottom when that is narrower and the left-to-right drawing is
    /// too wide for a document column (``DiagramText/documentWidth``).
    /// The whole graph gives way to the trace and its neighbours when it is too wide either way.
    public func svg(trace: [Event], depth: Int? = nil) throws(RenderError) -> String {
        try chosen(trace: trace, depth: depth).svg
    }

    /// The same drawing through one of Graphviz's renderers: `svg`, `png`, `pdf`.
    public func render(trace: [Event], depth: Int? = nil, format: String) throws(RenderError) -> [UInt8] {
        let drawing = try chosen(trace: trace, depth: depth)
        return format == "svg" ? Array(drawing.svg.utf8) : try Graphviz.render(drawing.dot, format: format)
    }

    private func chosen(trace: [Event], depth: Int?) throws(RenderError) -> (dot: String, svg: String) {
        try DiagramText.narrowest([(true, "LR"), (true, "TB"), (false, "LR"), (false, "TB")]) { (layout: (whole: Bool, direction: String)) throws(RenderError) in
            try dot(trace: trace, depth: depth, direction: layout.direction, whole: layout.whole)
        }
    }

    /// The DOT text: `LR` (left to right, by depth) or `TB`; the whole graph when `whole` and
    /// it is small enough, else the trace and its neighbours, each neighbour naming the event
    /// that reaches it.
    public func dot(trace: [Event], depth: Int? = nil, direction: String = "LR", whole wholeWanted: Bool = true) throws(RenderError) -> String {
        let graph: StateGraph
        do {
            graph = try StateGraph(scenario: scenario, trace: trace, depth: depth ?? scenario.depth, wholeLimit: wholeWanted ? Self.wholeGraphLimit : nil)
        } catch {
            throw RenderError(error.message)
        }
        let path = graph.path
        var dot = DOTGraph(
            name: "states",
            graph: [("rankdir", .text(direction)), ("fontname", .text("Helvetica")), ("fontsize", .number(12)), ("pad", .number(0.2)),
                    ("bgcolor", .text("white")), ("labelloc", .text("t")),
                    ("label", .html("<b>\(HTML.escape(scenario.name))</b>: \(!graph.isWhole ? "the trace and its neighbours" : "every state to depth \(depth ?? scenario.depth)")"))],
            node: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.body))), ("shape", .text("box")), ("style", .text("rounded,filled")),
                   ("fillcolor", .text("#f9fafb")), ("color", .text("#9ca3af"))],
            edge: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.small))), ("color", .text("#9ca3af")), ("fontcolor", .text("#4b5563"))])
        let onPath = Set(path)
        // Around a trace, a state off it reached by one edge names that edge's event itself,
        // so that no label sits between the ranks.
        let incoming = Dictionary(grouping: graph.edges.filter { !onPath.contains($0.to) }, by: \.to)
        let named = !graph.isWhole ? incoming.compactMapValues { $0.count == 1 ? $0[0].label : nil } : [:]
        for (id, state) in graph.states.enumerated() {
            let visible = state.visibleScreen.map { scenario.screenName($0) } ?? "nothing visible"
            let position = path.firstIndex(of: id).map { $0 == 0 ? "launch" : "step \($0)" }
            var label = "<b>\(HTML.escape(visible))</b><br/><font point-size=\"\(DiagramText.small)\">\(state.coordinators.count) coordinators</font>"
            if let position { label = "<font point-size=\"\(DiagramText.small)\">\(position)</font><br/>" + label }
            if let event = named[id] {
                label = "<font point-size=\"\(DiagramText.small)\" color=\"#4b5563\">\(event.split(separator: "\n").map { HTML.escape(String($0)) }.joined(separator: "<br/>")) →</font><br/>" + label
            }
            var attributes: [(String, DOTGraph.Value)] = [("id", .text("state-\(id)")), ("label", .html(label))]
            if onPath.contains(id) {
                let last = id == path.last && !trace.isEmpty
                attributes += [("class", .text(last ? "state path last" : "state path")),
                               ("fillcolor", .text(last ? "#fee2e2" : "#dbeafe")),
                               ("color", .text(last ? FlowPalette.violation : "#1d4ed8")), ("penwidth", .number(2))]
            } else {
                attributes.append(("class", .text("state")))
            }
            dot.node("n\(id)", attributes)
        }
        let pathEdges = Set(zip(path, path.dropFirst()).map { "\($0)-\($1)" })
        for edge in graph.edges {
            let bold = pathEdges.contains("\(edge.from)-\(edge.to)")
            dot.edge("n\(edge.from)", "n\(edge.to)", (named[edge.to] == nil ? [("label", .text(edge.label))] : [])
                + (bold ? [("color", .text("#1d4ed8")), ("penwidth", .number(2)), ("fontcolor", .text("#1d4ed8"))] : []))
        }
        return dot.text
    }
}
