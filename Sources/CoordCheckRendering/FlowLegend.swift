import CoordCheckCore

/// The key to a diagram: a swatch for each flow of the coordinators it draws, and a line for
/// each kind of mark it uses — nothing it does not draw.
struct FlowLegend {
    /// A mark a diagram can draw, and what the key says of it.
    enum Mark: Int, CaseIterable, Comparable {
        case children, weakParent, strongParent, starts, calls, screenColour, violation, added, changed, removed

        var text: String {
            switch self {
            case .children: "arrow: parent → child in children"
            case .weakParent: "hollow tail: weak parent"
            case .strongParent: "filled tail: strong parent"
            case .starts: "arrow: starts a child (the handler · where it shows)"
            case .calls: "dotted: calls a method of"
            case .screenColour: "a screen's colour: its owner's flow"
            case .violation: "red: in the violation, or a parent elsewhere or nil"
            case .added: "green: added by the step"
            case .changed: "orange: changed by the step"
            case .removed: "grey: gone"
            }
        }

        static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let scenario: Scenario
    /// The flows of the coordinators drawn (nil: coordinators of no flow).
    var flows: Set<Int?>
    var marks: Set<Mark>

    /// This key and another's: for several diagrams shown together.
    mutating func merge(_ other: FlowLegend) {
        flows.formUnion(other.flows)
        marks.formUnion(other.marks)
    }

    /// Whether the flows have a row: only when a coordinator drawn has one. Coordinators of no
    /// flow alone (a scenario that declares none) are all grey, and a row saying so says nothing.
    var showsFlows: Bool { flows.contains { $0 != nil } }

    /// The marks the key explains: all those drawn, but a screen's colour only beside the flows.
    var shownMarks: [Mark] { marks.filter { $0 != .screenColour || showsFlows }.sorted() }

    /// Nothing to explain: no flow and no mark.
    var isEmpty: Bool { !showsFlows && shownMarks.isEmpty }

    /// The legend as a table: the flows in one row, then the key to the marks, a few per line.
    var table: String {
        var swatches: [String] = []
        for (index, flow) in scenario.flows.enumerated() where flows.contains(index) {
            swatches.append("<td bgcolor=\"\(FlowPalette.colors(forFlow: index).fill)\">\(HTML.escape(flow))</td>")
        }
        if flows.contains(nil) { swatches.append("<td bgcolor=\"\(FlowPalette.none.fill)\">no flow</td>") }
        let sorted = shownMarks.map(\.text)
        let lines = stride(from: 0, to: sorted.count, by: 2).map { sorted[$0..<min($0 + 2, sorted.count)].map(HTML.escape).joined(separator: "; ") }
        var rows = showsFlows ? ["<tr><td border=\"0\"><b>flows</b></td>\(swatches.joined())</tr>"] : []
        if !lines.isEmpty {
            rows.append("<tr><td border=\"0\" colspan=\"\(showsFlows ? swatches.count + 1 : 1)\" align=\"left\"><font point-size=\"\(DiagramText.small)\" color=\"#374151\">"
                        + lines.joined(separator: "<br align=\"left\"/>") + "<br align=\"left\"/></font></td></tr>")
        }
        return "<table border=\"0\" cellborder=\"1\" cellspacing=\"2\" cellpadding=\"3\" color=\"#d1d5db\">\(rows.joined())</table>"
    }

    /// Adds the legend as a node held below `below` by invisible edges (nothing when it is empty).
    func add(to graph: inout DOTGraph, below: [String]) {
        guard !isEmpty else { return }
        graph.node("legend", [("id", .text("legend")), ("class", .text("legend")), ("shape", .text("plain")),
                              ("style", .text("")), ("label", .html(table))])
        for node in below { graph.edge(node, "legend", [("style", .text("invis"))]) }
    }

    /// The legend on its own, for a film strip or a page (not drawn when it is empty).
    func svg() throws(RenderError) -> String {
        try Graphviz.svg(from: "digraph legend { graph [pad=0.1]; legend [shape=plain, fontname=\"Helvetica\", fontsize=\(DiagramText.body), label=<\(table)>]; }")
    }
}
