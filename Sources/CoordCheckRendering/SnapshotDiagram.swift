import CoordCheckCore

/// A state as a picture: coordinator instances (type, serial, flow; coloured by flow),
/// `children` edges, `parent` references (weak: hollow tail, strong: filled tail, missing or
/// elsewhere: red), the on-screen navigation stacks as tables (top screen first, each row
/// naming its owner in the owner's flow colour, visible screen highlighted, selected tab
/// marked, modals linked to what presents them), and what a violation involves in red. Given the previous state it marks what the
/// step added (green), changed (orange) and removed (grey).
public struct SnapshotDiagram: Sendable {
    /// What to mark as a violation.
    public struct Marking: Sendable {
        public var invariant: String
        public var message: String
        /// Serials of the instances involved.
        public var instances: [Int32]

        public init(invariant: String, message: String, instances: [Int32]) {
            self.invariant = invariant
            self.message = message
            self.instances = instances
        }
    }

    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// Renders the snapshot to SVG through Graphviz: the tree, under it the stacks in a row
    /// of their own (left-aligned, the window's in tab order), then the legend.
    /// `stackWidths` (points, by stack name) widens stacks to the same width in every panel of
    /// a film strip, so that each stays in the same place.
    public func svg(for state: Snapshot, previous: Snapshot? = nil, caption: String? = nil, notes: [String] = [], marking: Marking? = nil,
                    legend: Bool = true) throws(RenderError) -> String {
        try svgAndKey(for: state, previous: previous, caption: caption, notes: notes, marking: marking, legend: legend).svg
    }

    /// The snapshot, and the key to what it draws, for a page or a film strip that shows one
    /// legend for several snapshots (`legend: false`).
    func svgAndKey(for state: Snapshot, previous: Snapshot?, caption: String?, notes: [String], marking: Marking?, legend: Bool = false,
                   stackWidths: [String: Int] = [:]) throws(RenderError) -> (svg: String, legend: FlowLegend) {
        let drawn = drawing(for: state, previous: previous, caption: caption, notes: notes, marking: marking, stackWidths: stackWidths)
        var panels = [try SVGComposer.panel(from: Graphviz.svg(from: drawn.tree), idPrefix: "")]
        if let stacks = drawn.stacks { panels.append(try SVGComposer.panel(from: Graphviz.svg(from: stacks), idPrefix: "stacks-")) }
        if legend && !drawn.legend.isEmpty { panels.append(try SVGComposer.panel(from: drawn.legend.svg(), idPrefix: "legend-")) }
        return (SVGComposer.column(panels), drawn.legend)
    }

    /// The whole snapshot as one Graphviz graph, for Graphviz's own renderers (PNG, PDF): the
    /// stacks on a rank under the tree, the window's in tab order.
    public func singleGraph(for state: Snapshot, previous: Snapshot? = nil, caption: String? = nil, notes: [String] = [], marking: Marking? = nil)
        -> String {
        drawing(for: state, previous: previous, caption: caption, notes: notes, marking: marking, single: true).tree
    }

    /// The DOT text of the snapshot's tree and of its stacks row (nil without stacks).
    /// `notes` (what UIKit refused on the step) are written under the caption.
    public func dot(for state: Snapshot, previous: Snapshot? = nil, caption: String? = nil, notes: [String] = [], marking: Marking? = nil)
        -> (tree: String, stacks: String?) {
        let drawn = drawing(for: state, previous: previous, caption: caption, notes: notes, marking: marking)
        return (drawn.tree, drawn.stacks)
    }

    /// The DOT texts, and the key to what they draw (the flows and marks used).
    /// With `single`, the stacks are drawn in the tree's graph (`stacks` is then nil).
    func drawing(for state: Snapshot, previous: Snapshot? = nil, caption: String? = nil, notes: [String] = [], marking: Marking? = nil,
                 stackWidths: [String: Int] = [:], single: Bool = false) -> (tree: String, stacks: String?, legend: FlowLegend) {
        var key = FlowLegend(scenario: scenario, flows: [], marks: [])
        var graph = DOTGraph(
            name: "snapshot",
            graph: [("rankdir", .text("TB")), ("fontname", .text("Helvetica")), ("fontsize", .number(12)),
                    ("nodesep", .number(0.25)), ("ranksep", .number(0.35)), ("pad", .number(0.15)),
                    ("bgcolor", .text("white")), ("labelloc", .text("t")), ("labeljust", .text("l"))]
                + (caption.map { [("label", .html(captionHTML($0, notes: notes, marking: marking)))] } ?? []),
            node: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.body))), ("shape", .text("box")),
                   ("style", .text("rounded,filled")), ("margin", .text("0.12,0.05"))],
            edge: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.small))), ("arrowsize", .number(0.7))])
        let involved = Set((marking?.instances ?? []).map(Int.init))
        let tree = state.tree
        let membership = tree.member
        let treeParent = tree.holder
        let step = StepChange(from: previous, to: state)
        let order = state.subtree(of: Snapshot.rootCoordinator) + state.coordinators.indices.filter { !membership[$0] }
        let stackNames = Dictionary(state.stackNames.map { ($0.stack, $0.name) }, uniquingKeysWith: { first, _ in first })

        for node in order where !state.coordinators.isEmpty {
            let instance = state.coordinators[node]
            let type = scenario.coordinators[instance.type]
            let colors = FlowPalette.colors(forFlow: type.flow)
            key.flows.insert(type.flow)
            var details: [String] = []
            if let flow = type.flow { details.append(scenario.flows[flow]) }
            details.append(instance.stack.map { stackNames[$0] ?? "" } ?? "no stack")
            if !membership[node] { details.append("outside the tree") }
            var line = colors.line
            var width = 1.2
            var classes = ["coordinator"]
            switch step.kind(of: node) {
            case .added: line = FlowPalette.added; width = 2.5; classes.append("added"); key.marks.insert(.added)
            case .changed: line = FlowPalette.changed; width = 2.2; classes.append("changed"); key.marks.insert(.changed)
            case .same: break
            }
            if involved.contains(instance.serial) { line = FlowPalette.violation; width = 3; classes.append("violation"); key.marks.insert(.violation) }
            var style = "rounded,filled"
            if type.isContainer { style += ",dashed" }
            if !membership[node] { style = "filled,dashed" }
            var label = "<b>\(HTML.escape(type.name))</b> #\(instance.serial)"
                + "<br/><font point-size=\"\(DiagramText.small)\" color=\"#374151\">\(HTML.escape(details.filter { !$0.isEmpty }.joined(separator: " · ")))</font>"
            // A parent that does not list it is named in the node, not on the dashed line to it
            // (where the words would sit on the line).
            if let parentIndex = instance.parent, node != Snapshot.rootCoordinator, type.parentKind != .none,
               !state.coordinators[parentIndex].children.contains(node) {
                let parent = state.coordinators[parentIndex]
                label += "<br/><font point-size=\"\(DiagramText.small)\" color=\"\(FlowPalette.violation)\">parent: \(HTML.escape(scenario.coordinators[parent.type].name)) #\(parent.serial)</font>"
            }
            graph.node("c\(instance.serial)", [
                ("id", .text("coordinator-\(instance.serial)")), ("class", .text(classes.joined(separator: " "))),
                ("label", .html(label)), ("fillcolor", .text(colors.fill)), ("color", .text(line)),
                ("penwidth", .number(width)), ("style", .text(style)),
            ])
        }
        for node in order where !state.coordinators.isEmpty {
            drawEdges(of: node, in: state, treeParent: treeParent, involved: involved, into: &graph, marks: &key.marks)
        }
        for (serial, typeIndex) in step.deallocated {
            key.marks.insert(.removed)
            let type = scenario.coordinators[typeIndex]
            graph.node("g\(serial)", [
                ("id", .text("deallocated-\(serial)")), ("class", .text("coordinator removed")),
                ("label", .html("<s>\(HTML.escape(type.name)) #\(serial)</s><br/><font point-size=\"\(DiagramText.small)\">deallocated</font>")),
                ("style", .text("rounded,dashed")), ("color", .text(FlowPalette.removed)), ("fontcolor", .text(FlowPalette.removed)),
            ])
        }
        var stacks = DOTGraph(
            name: "stacks",
            graph: [("rankdir", .text("TB")), ("nodesep", .number(0.2)), ("ranksep", .number(0.3)), ("pad", .number(0.15)),
                    ("bgcolor", .text("white"))],
            node: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.body)))],
            edge: [("fontname", .text("Helvetica")), ("fontsize", .number(Double(DiagramText.small))), ("arrowsize", .number(0.7))])
        drawStacks(of: state, previous: previous, into: &stacks, widths: stackWidths, marks: &key.marks)
        guard single else { return (graph.text, state.stackNames.isEmpty ? nil : stacks.text, key) }
        graph.include(stacks)
        // The stacks below the tree: weightless invisible edges from its leaves to the first.
        if !state.stackNames.isEmpty {
            for node in order where !state.coordinators.isEmpty && state.coordinators[node].children.isEmpty {
                graph.edge("c\(state.coordinators[node].serial)", "s0", [("style", .text("invis")), ("weight", .number(0))])
            }
        }
        key.add(to: &graph, below: state.stackNames.indices.map { "s\($0)" })
        return (graph.text, nil, key)
    }

    // MARK: Edges

    private func drawEdges(of node: Int, in state: Snapshot, treeParent: [Int?], involved: Set<Int>, into graph: inout DOTGraph,
                           marks: inout Set<FlowLegend.Mark>) {
        let instance = state.coordinators[node]
        let serial = instance.serial
        for child in instance.children {
            let childInstance = state.coordinators[child]
            let kind = scenario.coordinators[childInstance.type].parentKind
            let pointsBack = childInstance.parent == node
            let red = involved.contains(serial) && involved.contains(childInstance.serial)
            marks.insert(.children)
            if red { marks.insert(.violation) }
            var attributes: [(String, DOTGraph.Value)] = [
                ("class", .text("children")), ("color", .text(red ? FlowPalette.violation : "#374151")),
                ("penwidth", .number(red ? 2.2 : 1)),
            ]
            if pointsBack && kind != .none {
                // One line for both references: the tail shows how the child holds its parent.
                attributes += [("dir", .text("both")), ("arrowtail", .text(kind == .strong ? "normal" : "empty"))]
                marks.insert(kind == .strong ? .strongParent : .weakParent)
                if kind == .strong { attributes += [("penwidth", .number(2.2)), ("label", .text("strong parent"))] }
            }
            graph.edge("c\(serial)", "c\(childInstance.serial)", attributes)
        }
        // Parent references that do not mirror a children edge.
        guard node != Snapshot.rootCoordinator, scenario.coordinators[instance.type].parentKind != .none else { return }
        let holder = treeParent[node]
        if let parentIndex = instance.parent {
            let parent = state.coordinators[parentIndex]
            if !parent.children.contains(node) {
                marks.insert(.violation)
                graph.edge("c\(serial)", "c\(parent.serial)", [
                    // No `label` on an edge that does not constrain the ranks: Graphviz 2.43's dot
                    // frees such a label twice when it cleans up. The child's node names the parent.
                    ("class", .text("parent wrong")), ("style", .text("dashed")), ("color", .text(FlowPalette.violation)),
                    ("constraint", .text("false")),
                ])
            }
        } else if holder != nil || state.coordinators.contains(where: { $0.children.contains(node) }) {
            marks.insert(.violation)
            graph.node("nil\(serial)", [
                ("label", .text("parent: nil")), ("shape", .text("plaintext")), ("style", .text("")),
                ("fontcolor", .text(FlowPalette.violation)), ("fontsize", .number(Double(DiagramText.small))),
            ])
            graph.edge("c\(serial)", "nil\(serial)", [
                ("class", .text("parent missing")), ("style", .text("dashed")), ("color", .text(FlowPalette.violation)),
                ("arrowhead", .text("tee")),
            ])
        }
    }

    // MARK: Stacks

    private func drawStacks(of state: Snapshot, previous: Snapshot?, into graph: inout DOTGraph, widths: [String: Int],
                            marks: inout Set<FlowLegend.Mark>) {
        let previousStacks = previous.map { old in
            Dictionary(old.stackNames.map { ($0.name, old.stacks[$0.stack].map { Self.screenKey($0, in: old) }) },
                       uniquingKeysWith: { first, _ in first })
        }
        let visibleStacks = state.visibleStacks
        for (position, (name, stack)) in state.stackNames.enumerated() {
            let screens = state.stacks[stack]
            let selected = state.isSelectedTab(stack)
            let header = "<b>\(HTML.escape(name))</b>" + (selected ? "<br/><font point-size=\"\(DiagramText.small)\">selected</font>" : "")
            let width = widths[name].map { " width=\"\($0)\"" } ?? ""
            var rows = ["<tr><td bgcolor=\"\(selected ? "#bfdbfe" : "#e5e7eb")\"\(width)>\(header)</td></tr>"]
            let old = previousStacks?[name]
            var remaining = old ?? []
            for key in screens.map({ Self.screenKey($0, in: state) }) {
                if let index = remaining.firstIndex(of: key) { remaining.remove(at: index) }
            }
            for key in remaining.reversed() {
                marks.insert(.removed)
                let popped = scenario.screens[key.type].name
                rows.append("<tr><td><font color=\"\(FlowPalette.removed)\"><s>\(HTML.escape(popped))</s> popped</font></td></tr>")
            }
            var seen = old ?? []
            var fresh: Set<Int> = []
            for (index, screen) in screens.enumerated() {
                let key = Self.screenKey(screen, in: state)
                if let found = seen.firstIndex(of: key) { seen.remove(at: found) } else if old != nil { fresh.insert(index) }
            }
            for (index, screen) in screens.enumerated().reversed() {
                let owner = screen.owner.map { state.coordinators[$0] }
                let colors = FlowPalette.colors(forFlow: owner.flatMap { scenario.coordinators[$0.type].flow })
                let visible = visibleStacks.contains(stack) && index == screens.count - 1
                if fresh.contains(index) { marks.insert(.added) }
                let mark = fresh.contains(index) ? "<font color=\"\(FlowPalette.added)\"><b>+ </b></font>" : ""
                let name = "\(mark)\(visible ? "<b>" : "")\(HTML.escape(scenario.screenName(screen)))\(visible ? "</b>" : "")"
                let ownerName = (owner.map { "\(HTML.escape(scenario.coordinators[$0.type].name)) #\($0.serial)" } ?? "no coordinator")
                    + (visible ? " · visible" : "")
                rows.append("<tr><td port=\"r\(index)\" bgcolor=\"\(visible ? "#fef08a" : colors.fill)\" align=\"left\" balign=\"left\">\(name)<br/><font point-size=\"\(DiagramText.small)\" color=\"#374151\">\(ownerName)</font></td></tr>")
            }
            if screens.isEmpty { rows.append("<tr><td><i>empty</i></td></tr>") }
            let border = old == nil && previous != nil ? FlowPalette.added : "#6b7280"
            if old == nil && previous != nil { marks.insert(.added) }
            if !screens.isEmpty { marks.insert(.screenColour) }
            let table = "<table border=\"1\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"4\" color=\"\(border)\">\(rows.joined())</table>"
            graph.node("s\(position)", [
                ("id", .text("stack-\(position)")), ("class", .text("stack")), ("shape", .text("plain")),
                ("style", .text("")), ("label", .html(table)),
            ])
        }
        // The window's stacks (its root, or its tabs in tab order) side by side, in order.
        let names = state.stackNames
        graph.sameRank(names.indices.filter { state.rootStacks.contains(names[$0].stack) }.map { "s\($0)" })
        // Each modal hangs from what presents it.
        for (index, modal) in state.modals.enumerated() {
            guard let to = names.firstIndex(where: { $0.stack == modal.stack }),
                  let from = presenter(ofModal: index, in: state).flatMap({ stack in names.firstIndex { $0.stack == stack } }) else { continue }
            graph.edge("s\(from)", "s\(to)", [("class", .text("presents")), ("label", .text(modal.sheet ? "presents (sheet)" : "presents")),
                                             ("style", .text("bold")), ("color", .text("#6b7280"))])
        }
        if let previous { drawGoneStacks(of: previous, now: state, into: &graph, widths: widths, marks: &marks) }
    }

    /// The modals the step dismissed (a sheet pulled down, a `dismiss`), as they were, struck
    /// through in grey and hung where they hung: what went, next to what stayed. A modal left
    /// alive off screen by a replaced window root is not gone: it is drawn as `off screen N`.
    private func drawGoneStacks(of previous: Snapshot, now state: Snapshot, into graph: inout DOTGraph, widths: [String: Int],
                                marks: inout Set<FlowLegend.Mark>) {
        var nodes = Dictionary(state.stackNames.enumerated().map { ($0.element.name, "s\($0.offset)") }, uniquingKeysWith: { first, _ in first })
        let oldNames = previous.stackNames
        let kept = Set(oldNames.map(\.name))
        let moved = state.stackNames.filter { !kept.contains($0.name) }.map { state.stacks[$0.stack].map { Self.screenKey($0, in: state) } }
        for (index, modal) in previous.modals.enumerated() {
            guard let number = oldNames.firstIndex(where: { $0.stack == modal.stack }) else { continue }
            let name = oldNames[number].name
            let screens = previous.stacks[modal.stack]
            guard nodes[name] == nil, !moved.contains(screens.map { Self.screenKey($0, in: previous) }) else { continue }
            marks.insert(.removed)
            let width = widths[name].map { " width=\"\($0)\"" } ?? ""
            let gray = FlowPalette.removed
            var rows = ["<tr><td bgcolor=\"#f3f4f6\"\(width)><font color=\"\(gray)\"><s>\(HTML.escape(name))</s><br/>"
                        + "<font point-size=\"\(DiagramText.small)\">dismissed</font></font></td></tr>"]
            for screen in screens.reversed() {
                let owner = screen.owner.map { "\(HTML.escape(scenario.coordinators[previous.coordinators[$0].type].name)) #\(previous.coordinators[$0].serial)" }
                    ?? "no coordinator"
                rows.append("<tr><td align=\"left\" balign=\"left\"><font color=\"\(gray)\"><s>\(HTML.escape(scenario.screenName(screen)))</s><br/>"
                            + "<font point-size=\"\(DiagramText.small)\">\(owner)</font></font></td></tr>")
            }
            let id = "gone\(number)"
            graph.node(id, [
                ("id", .text("stack-gone-\(number)")), ("class", .text("stack removed")), ("shape", .text("plain")), ("style", .text("")),
                ("label", .html("<table border=\"1\" cellborder=\"1\" cellspacing=\"0\" cellpadding=\"4\" color=\"\(gray)\">\(rows.joined())</table>")),
            ])
            nodes[name] = id
            // Under what presented it: still there, or dismissed with it.
            if let presenter = presenter(ofModal: index, in: previous).flatMap({ stack in oldNames.first { $0.stack == stack }?.name }).flatMap({ nodes[$0] }) {
                graph.edge(presenter, id, [("class", .text("dismissed")), ("style", .text("dashed")), ("color", .text(gray))])
            }
        }
    }

    /// The stack that presents the modal at `index`: the one before it, or for the first the
    /// window root's stack (its first tab's).
    private func presenter(ofModal index: Int, in state: Snapshot) -> Int? {
        index > 0 ? state.modals[index - 1].stack
            : state.stackNames.first { state.rootStacks.contains($0.stack) && ($0.stack == state.rootStacks.first || state.isSelectedTab($0.stack)) }?.stack
    }

    /// Widths (points, by stack name) that hold every stack's text in all of `states`, so that
    /// each stack takes the same width, and so the same place, in every panel of a film strip.
    /// Text widths are estimated (``DiagramText/estimatedWidth(_:size:bold:)``).
    func stackWidths(for states: [Snapshot]) -> [String: Int] {
        func points(_ text: String, size: Int, bold: Bool) -> Double { DiagramText.estimatedWidth(text, size: size, bold: bold) }
        var widths: [String: Double] = [:]
        var previous: [String: [String]] = [:]
        for state in states {
            var current: [String: [String]] = [:]
            for (name, stack) in state.stackNames {
                var widest = max(points(name, size: DiagramText.body, bold: true), points("selected", size: DiagramText.small, bold: false))
                let screens = state.stacks[stack].map { scenario.screenName($0) }
                current[name] = screens
                for (screen, shown) in zip(state.stacks[stack], screens) {
                    let owner = screen.owner.map { state.coordinators[$0] }
                    let ownerText = (owner.map { "\(scenario.coordinators[$0.type].name) #\($0.serial)" } ?? "no coordinator") + " · visible"
                    widest = max(widest, points("+ " + shown, size: DiagramText.body, bold: true), points(ownerText, size: DiagramText.small, bold: false))
                }
                // A screen the step popped stays, struck through.
                for popped in (previous[name] ?? []) where !screens.contains(popped) {
                    widest = max(widest, points(popped + " popped", size: DiagramText.body, bold: false))
                }
                widths[name] = max(widths[name] ?? 0, widest)
            }
            previous = current
        }
        return widths.mapValues { Int($0.rounded(.up)) + 4 }
    }

    // MARK: Change marks

    private struct ScreenKey: Hashable {
        var type: Int
        /// The owner's serial, nil without one.
        var owner: Int?
    }

    private static func screenKey(_ screen: Snapshot.Screen, in state: Snapshot) -> ScreenKey {
        ScreenKey(type: screen.type, owner: screen.owner.map { state.coordinators[$0].serial })
    }

    private func captionHTML(_ caption: String, notes: [String], marking: Marking?) -> String {
        var html = "<b>\(HTML.escape(caption))</b><br align=\"left\"/>"
        for note in notes {
            let lines = HTML.wrap(note, width: 70).map(HTML.escape).joined(separator: "<br align=\"left\"/>")
            html += "<font color=\"\(FlowPalette.changed)\">\(lines)</font><br align=\"left\"/>"
        }
        if let marking {
            let lines = HTML.wrap(marking.message, width: 70).map(HTML.escape).joined(separator: "<br align=\"left\"/>")
            html += "<font color=\"\(FlowPalette.violation)\"><b>\(HTML.escape(marking.invariant)) violated:</b><br align=\"left\"/>\(lines)</font><br align=\"left\"/>"
        }
        return html
    }
}
