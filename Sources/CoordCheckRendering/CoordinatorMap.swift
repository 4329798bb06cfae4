import CoordCheckCore

/// The static picture of a scenario, for design docs: each coordinator type (coloured by
/// flow, with the screens it shows), a numbered arrow for each child type it starts and
/// dotted numbered arrows for `call`s between coordinators; a table under the graph says for
/// each number which handlers start the child and where it presents (push, modal, sheet, tab
/// N, the window root when its `on start` replaces it) and how it is held when not in self's
/// `children`. Numbers instead of long labels keep the graph narrow enough for a document column.
public struct CoordinatorMap: Sendable {
    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// The map drawn top to bottom, or left to right when that is what keeps it narrow
    /// enough for a document column (``DiagramText/documentWidth``), its key below.
    public func svg() throws(RenderError) -> String {
        String(decoding: try render(format: "svg"), as: UTF8.self)
    }

    /// The map through one of Graphviz's renderers: `svg`, `png`, `pdf`.
    public func render(format: String) throws(RenderError) -> [UInt8] {
        let chosen = try DiagramText.narrowest(["TB", "LR"]) { dot(direction: $0) }
        return format == "svg" ? Array(chosen.svg.utf8) : try Graphviz.render(chosen.dot, format: format)
    }

    /// Under the map: what each numbered arrow stands for, then the legend; nil when there is
    /// neither (one coordinator type, no flow).
    func key() -> String? {
        let legend = legend()
        let rows = (edges().isEmpty ? [] : [edgeTable()]) + (legend.isEmpty ? [] : [legend.table])
        guard !rows.isEmpty else { return nil }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"6\">" + rows.map { "<tr><td align=\"left\">\($0)</td></tr>" }.joined() + "</table>"
    }

    /// What each numbered arrow stands for: from, to, and the handlers, one per line.
    func edgeTable() -> String {
        var rows: [String] = []
        for (number, edge) in edges().enumerated() {
            let from = HTML.escape(scenario.coordinators[edge.from].name), to = HTML.escape(scenario.coordinators[edge.to].name)
            rows.append("<tr><td align=\"right\" valign=\"top\"><b>\(number + 1)</b></td>"
                        + "<td align=\"left\" valign=\"top\">\(from) \(edge.isCall ? "⇢" : "→") \(to)</td>"
                        + "<td align=\"left\" valign=\"top\">\(edge.labels.map(HTML.escape).joined(separator: "<br align=\"left\"/>"))<br align=\"left\"/></td></tr>")
        }
        return "<table border=\"0\" cellborder=\"0\" cellspacing=\"0\" cellpadding=\"3\">\(rows.joined())</table>"
    }

    /// The key to the map: the flows of its types, and the kinds of arrow it draws.
    func legend() -> FlowLegend {
        let edges = edges()
        var marks: Set<FlowLegend.Mark> = []
        if edges.contains(where: { !$0.isCall }) { marks.insert(.starts) }
        if edges.contains(where: \.isCall) { marks.insert(.calls) }
        return FlowLegend(scenario: scenario, flows: Set(scenario.coordinators.map(\.flow)), marks: marks)
    }

    /// The DOT text: `TB` (top to bottom) or `LR` (left to right).
    public func dot(direction: String = "TB") -> String {
        var graph = DOTGraph(
            name: "map",
            // Children in the order they are started (tabs in tab order).
            graph: [("rankdir", .text(direction)), ("ordering", .text("out")), ("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.small))),
                    ("nodesep", .number(0.4)), ("ranksep", .number(0.55)), ("pad", .number(0.2)), ("bgcolor", .text("white")),
                    ("labelloc", .text("b")), ("labeljust", .text("l"))] + (key().map { [("label", .html($0))] } ?? []),
            node: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.body))), ("shape", .text("box")),
                   ("style", .text("rounded,filled")), ("margin", .text("0.15,0.06"))],
            edge: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.small))), ("arrowsize", .number(0.7)), ("color", .text("#374151"))])
        // The title above the map, the key (the root graph's label) below it.
        graph.beginCluster("map", [("label", .html("<b>\(HTML.escape(scenario.name))</b>: coordinator map")), ("labelloc", .text("t")),
                                   ("fontsize", .number(14)), ("pencolor", .text("transparent"))])
        for (index, type) in scenario.coordinators.enumerated() {
            let colors = FlowPalette.colors(forFlow: type.flow)
            var details: [String] = []
            if type.isRoot { details.append("root") }
            if type.isContainer { details.append("container") }
            if let flow = type.flow { details.append("flow \(scenario.flows[flow])") }
            if !type.isRoot && type.parentKind != .weak { details.append("parent \(type.parentKind.rawValue)") }
            let shows = screensShown(by: type)
            var label = "<b>\(HTML.escape(type.name))</b>"
            if !details.isEmpty { label += "<br/><font point-size=\"\(DiagramText.small)\" color=\"#374151\">\(HTML.escape(details.joined(separator: " · ")))</font>" }
            for screen in shows { label += "<br/><font point-size=\"\(DiagramText.small)\">\(HTML.escape(screen))</font>" }
            graph.node("t\(index)", [
                ("id", .text("type-\(HTML.identifier(type.name))")), ("class", .text("coordinator-type")), ("label", .html(label)),
                ("fillcolor", .text(colors.fill)), ("color", .text(colors.line)),
                ("penwidth", .number(type.isRoot ? 2.2 : 1.2)), ("style", .text(type.isContainer ? "rounded,filled,dashed" : "rounded,filled")),
            ])
        }
        for (number, edge) in edges().enumerated() {
            // A label on an edge that does not constrain the ranks goes in `xlabel`: Graphviz
            // 2.43's dot frees a `label` there twice when it cleans up (found by AddressSanitizer).
            let text = DOTGraph.Value.html("<b>\(number + 1)</b>")
            var attributes: [(String, DOTGraph.Value)] = [(edge.isCall ? "xlabel" : "label", text), ("class", .text(edge.isCall ? "call" : "start"))]
            if edge.isCall { attributes += [("style", .text("dotted")), ("color", .text("#6b7280")), ("fontcolor", .text("#4b5563")), ("constraint", .text("false"))] }
            graph.edge("t\(edge.from)", "t\(edge.to)", attributes)
        }
        graph.endCluster()
        return graph.text
    }

    /// The map's arrows, in the order they are numbered: from, to, whether a call, the
    /// handlers.
    func mapEdges() -> [(from: Int, to: Int, isCall: Bool, labels: [String])] {
        edges().map { ($0.from, $0.to, $0.isCall, $0.labels) }
    }

    private struct Edge {
        var from: Int
        var to: Int
        var isCall: Bool
        var labels: [String]
    }

    /// One edge per (type, child type, kind), its labels in handler order.
    private func edges() -> [Edge] {
        var edges: [Edge] = []
        func add(_ from: Int, _ to: Int, call: Bool, _ label: String) {
            if let index = edges.firstIndex(where: { $0.from == from && $0.to == to && $0.isCall == call }) {
                if !edges[index].labels.contains(label) { edges[index].labels.append(label) }
            } else {
                edges.append(Edge(from: from, to: to, isCall: call, labels: [label]))
            }
        }
        for (index, type) in scenario.coordinators.enumerated() {
            for handler in handlers(of: type) {
                let trigger = triggerName(handler, of: type)
                for operation in handler.operations.flattened(blocks: scenario.blocks) {
                    switch operation.kind {
                    // `start caller` makes no new child: the map shows where children come from.
                    case .start(let start) where start.instance == nil:
                        add(index, start.type, call: false, "\(trigger) · \(placement(start))")
                    case .call(let target, let method, _):
                        for receiver in receivers(of: target, method: method, from: index) {
                            add(index, receiver, call: true, "call \(method) (\(trigger))")
                        }
                    default: break
                    }
                }
            }
        }
        return edges
    }

    /// Where the child shows, then how it is held when that is not in self's `children`.
    private func placement(_ start: Operation.Start) -> String {
        var text: String
        switch start.placement {
        case .here: text = windowRoot(setBy: scenario.coordinators[start.type]) ?? "push"
        case .modal(let presentation): text = presentation.style.isSheet ? "sheet" : "modal"
        case .tab(let index): text = "tab \(index)"
        case .embedded: text = "embedded"
        }
        if start.into == Target.none { text += " · held by nobody" } else if let into = start.into, into != .this { text += " · into \(targetName(into))" }
        if let also = start.also { text += " · also \(targetName(also))" }
        if let parent = start.parent { text += " · parent \(targetName(parent))" }
        if let startCase = start.startCase { text += " · case \(startCase)" }
        return text
    }

    /// `window root`, `window root: 4 tabs`: what a child started on self's stack shows on
    /// when its `on start` replaces the window's root (nil when it does not).
    private func windowRoot(setBy type: CoordinatorType) -> String? {
        for operation in type.handlers.start?.operations.flattened(blocks: scenario.blocks) ?? [] {
            switch operation.kind {
            case .setRootStack: return "window root"
            case .setRootTabs(let count): return "window root: \(count) tab\(count == 1 ? "" : "s")"
            default: continue
            }
        }
        return nil
    }

    private func targetName(_ target: Target) -> String {
        switch target {
        case .this: "self"
        case .parent: "parent"
        case .root: "root"
        case .none: "none"
        case .caller: "caller"
        case .nearest(let type): scenario.coordinators[type].name
        }
    }

    /// The types a `call` may reach.
    private func receivers(of target: Target, method: String, from type: Int) -> [Int] {
        switch target {
        case .this: return []
        case .root: return [scenario.rootType]
        case .nearest(let type): return [type]
        case .none, .caller: return []
        case .parent: return scenario.coordinators.indices.filter { scenario.coordinators[$0].handlers.methods[method] != nil && $0 != type }
        }
    }

    private func handlers(of type: CoordinatorType) -> [Handler] {
        type.handlers.all.sorted { $0.location < $1.location }
    }

    /// `TodayScreen.myPageTapped`, `start`, `func didLogin`: the handler without its type.
    private func triggerName(_ handler: Handler, of type: CoordinatorType) -> String {
        var name = String(handler.title.dropFirst(type.name.count + 1))
        if name.hasPrefix("on ") { name.removeFirst(3) }
        return name
    }

    private func screensShown(by type: CoordinatorType) -> [String] {
        var shown: [String] = []
        for handler in handlers(of: type) {
            for operation in handler.operations.flattened(blocks: scenario.blocks) {
                let screens: [Int] = switch operation.kind {
                case .push(let screen), .present(let screen, _, _), .embed(let screen): [screen]
                case .setViewControllers(let screens): screens
                default: []
                }
                for name in screens.map({ scenario.screens[$0].name }) where !shown.contains(name) { shown.append(name) }
            }
        }
        return shown
    }
}
