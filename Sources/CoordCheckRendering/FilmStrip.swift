import CoordCheckCore

/// A counterexample as a film strip: one snapshot per step of the trace — launch, then each
/// event as the panel's caption — with what the step added, removed or changed marked, the
/// violation called out in the last panel, and the legend last.
public struct FilmStrip: Sendable {
    public let scenario: Scenario
    /// Panels per row at most; fewer when the strip would be too wide for a document.
    public var columns = 3

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// Draws `violation`'s trace (replayed once, by the search that found it).
    public func svg(invariant: String, violation: Violation) throws(RenderError) -> String {
        let frames: [ReplayFrame]
        do {
            frames = try violation.replayed(in: scenario)
        } catch {
            throw RenderError("the trace does not replay: \(error)")
        }
        return try svg(frames: frames, marking: SnapshotDiagram.Marking(invariant: invariant, message: violation.message,
                                                                       instances: violation.instances))
    }

    /// Draws replayed frames; the last one carries the marking.
    public func svg(frames: [ReplayFrame], marking: SnapshotDiagram.Marking) throws(RenderError) -> String {
        let snapshot = SnapshotDiagram(scenario: scenario)
        var panels: [SVGComposer.Panel] = []
        var previous: Snapshot?
        var legend = FlowLegend(scenario: scenario, flows: [], marks: [])
        let widths = snapshot.stackWidths(for: frames.map(\.snapshot))
        for (index, frame) in frames.enumerated() {
            let caption = frame.event.map { "\(index). \($0.label(in: scenario))" } ?? "launch"
            let last = index == frames.count - 1
            let drawn = try snapshot.svgAndKey(for: frame.snapshot, previous: previous, caption: caption, notes: frame.notes.map(\.text),
                                               marking: last ? marking : nil, stackWidths: widths)
            legend.merge(drawn.legend)
            panels.append(try SVGComposer.panel(from: drawn.svg, idPrefix: "p\(index)-"))
            previous = frame.snapshot
        }
        if !legend.isEmpty { panels.append(try SVGComposer.panel(from: legend.svg(), idPrefix: "legend-")) }
        let events = frames.compactMap { $0.event?.label(in: scenario) }
        return SVGComposer.compose(
            panels, columns: SVGComposer.columns(for: panels, atMost: columns, within: DiagramText.documentWidth),
            title: "\(scenario.name): \(marking.invariant) violated after \(events.count) event\(events.count == 1 ? "" : "s")",
            subtitle: [marking.message, events.isEmpty ? "at launch" : "trace: " + events.joined(separator: " → ")])
    }
}
