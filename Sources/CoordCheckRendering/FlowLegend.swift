import CoordCheckCore

/// The key to the diagrams: one swatch per flow of the scenario, and what the lines mean.
struct FlowLegend {
    let scenario: Scenario

    /// The legend as a table: the flows in one row, then the key to the lines.
    var table: String {
        let used = Set(scenario.coordinators.map(\.flow))
        var swatches: [String] = []
        for (index, flow) in scenario.flows.enumerated() where used.contains(index) {
            swatches.append("<td bgcolor=\"\(FlowPalette.colors(forFlow: index).fill)\">\(HTML.escape(flow))</td>")
        }
        if used.contains(nil) { swatches.append("<td bgcolor=\"\(FlowPalette.none.fill)\">no flow</td>") }
        let key = "children: parent → child; hollow tail: weak parent; filled tail: strong parent; a screen's colour: its owner's flow"
            + "<br/>red: in the violation, or a parent elsewhere or nil; green: added by the step; orange: changed; grey: gone"
        return "<table border=\"0\" cellborder=\"1\" cellspacing=\"2\" cellpadding=\"3\" color=\"#d1d5db\">"
            + "<tr><td border=\"0\"><b>flows</b></td>\(swatches.joined())</tr>"
            + "<tr><td border=\"0\" colspan=\"\(swatches.count + 1)\"><font point-size=\"9\" color=\"#374151\">\(key)</font></td></tr></table>"
    }

    /// Adds the legend as a node held below `below` by invisible edges.
    func add(to graph: inout DOTGraph, below: [String]) {
        graph.node("legend", [("id", .text("legend")), ("class", .text("legend")), ("shape", .text("plain")),
                              ("style", .text("")), ("label", .html(table))])
        for node in below { graph.edge(node, "legend", [("style", .text("invis"))]) }
    }
}
