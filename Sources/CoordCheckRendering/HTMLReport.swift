import CoordCheckCore

/// A check as one self-contained web page, `index.html`: the verdict, a table of the
/// invariants, each violation's counterexample as a stepper (one snapshot at a time, with
/// the step's event and its tree/stack changes as text), and the coordinator map.
///
/// Everything is inline — CSS, script and SVG — so the page opens from disk with no
/// network. It holds no time or date: the same result always gives the same bytes, so the
/// page can be committed next to the diagrams. Every name from the scenario is escaped.
///
/// ```swift
/// let scenario = try ScenarioCompiler.compile(ScenarioLoader.read("Scenarios/bugs/lionheart-mypage-no-finish.txt")).get()
/// let result = try Explorer(scenario: scenario).check()
/// let page = try HTMLReport(result: result).html()
/// // page begins "<!DOCTYPE html>"; it has one `.stepper` per violated invariant, whose
/// // `.step` panels are launch and each event of the trace. In a browser, Previous / Next
/// // and the ← → keys step through the trace the reader last touched.
/// ```
public struct HTMLReport: Sendable {
    public let result: CheckResult
    /// A draft's: the page names each place in the Swift code it was read from (the draft's
    /// line beside it).
    public let sourceMap: SourceMap?

    public init(result: CheckResult, sourceMap: SourceMap? = nil) {
        self.result = result
        self.sourceMap = sourceMap
    }

    /// A place of the scenario as the page writes it: `path:line:col`, or for a draft the
    /// Swift code's place and the draft's line.
    private func place(_ location: SourceLocation) -> String {
        let scenario = result.scenario.path
        guard let swift = sourceMap?.place(of: location) else { return "\(scenario):\(location.line):\(location.column)" }
        return "\(swift.written) (draft line \(location.line))"
    }

    /// The page. Throws when a diagram cannot be drawn or a trace does not replay.
    public func html() throws(RenderError) -> String {
        try html(map: CoordinatorMap(scenario: result.scenario).svg())
    }

    /// The page around an already drawn coordinator map (``ScenarioDiagrams`` draws it once).
    func html(map: String) throws(RenderError) -> String {
        let scenario = result.scenario
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(HTML.escape(scenario.name)): \(result.status.rawValue) — coordcheck</title>",
            "<style>", Self.style, "</style>",
            "<noscript><style>.step[hidden] { display: grid; } .controls { display: none; }</style></noscript>",
            "</head>",
            "<body>",
        ]
        lines += header()
        lines.append("<main>")
        lines += verdictTable()
        lines += unreached()
        lines += refused()
        lines += draftGaps()
        let violated = result.verdicts.filter { $0.violation != nil }
        if !violated.isEmpty {
            lines.append("<section id=\"counterexamples\">")
            lines.append("<h2>Counterexamples</h2>")
            let traces: String
            if case .simulated = result.stop {
                traces = "These traces come from random walks, with their loops cut out: real, but not guaranteed shortest."
            } else {
                traces = "Each trace is a shortest one."
            }
            lines.append("<p class=\"hint\">\(traces) Step with Previous / Next, or with the ← → keys (they drive the trace you last clicked).</p>")
            var key = FlowLegend(scenario: scenario, flows: [], marks: [])
            for (index, verdict) in violated.enumerated() {
                lines += try stepper(verdict, number: index, legend: &key)
            }
            if !key.isEmpty {
                lines.append("<figure class=\"legend\">\(try Self.inline(key.svg(), idPrefix: "legend-", label: "key to the diagrams"))</figure>")
            }
            lines.append("</section>")
        }
        lines.append("<section id=\"map\">")
        lines.append("<h2>Coordinator map</h2>")
        lines.append("<p class=\"hint\">Coordinator types coloured by flow, the screens each shows, and which handler starts which child. Zoom with the buttons; click the map to switch between fitting the page and full size.</p>")
        lines.append("<div class=\"zoom\" role=\"group\" aria-label=\"zoom the map\"><button type=\"button\" data-zoom=\"out\" aria-label=\"zoom out\">−</button>"
            + "<button type=\"button\" data-zoom=\"fit\">fit</button><button type=\"button\" data-zoom=\"in\" aria-label=\"zoom in\">+</button>"
            + "<span class=\"zoom-level\" aria-live=\"polite\">fit</span></div>")
        lines.append("<figure class=\"zoomable map\">\(try Self.inline(map, idPrefix: "map-", label: "coordinator map of \(scenario.name)"))</figure>")
        lines.append("</section>")
        lines.append("</main>")
        lines += ["<script>", Self.script, "</script>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    private func header() -> [String] {
        let scenario = result.scenario
        let stats = result.stats
        // The stats line of the text report (how far the search went, or the walks taken).
        let coverage = TextReport(result: result, counterexamples: []).statsLine
        let status = result.status.rawValue
        return [
            "<header>",
            "<p class=\"tool\">coordcheck report</p>",
            "<h1>\(HTML.escape(scenario.name)) <span class=\"status \(status)\">\(status)</span></h1>",
            "<dl class=\"facts\">",
            "<div><dt>file</dt><dd><code>\(HTML.escape(scenario.path))</code></dd></div>",
            "<div><dt>depth</dt><dd>\(result.depth)</dd></div>",
            "<div><dt>states</dt><dd>\(stats.states)</dd></div>",
            "<div><dt>transitions</dt><dd>\(stats.transitions)</dd></div>",
            "<div><dt>depth covered</dt><dd>\(stats.depthCovered)</dd></div>",
            "<div><dt>search</dt><dd>\(HTML.escape(coverage))</dd></div>",
        ] + (result.shard.map { ["<div><dt>shard</dt><dd>\(HTML.escape($0.written)): this part's verdict only</dd></div>"] } ?? [])
          + draftFacts() + [
            "</dl>",
            "</header>",
        ]
    }

    private func verdictTable() -> [String] {
        var lines = [
            "<section id=\"verdicts\">",
            "<h2>Invariants</h2>",
            "<div class=\"table-scroll\"><table class=\"verdicts\">",
            "<thead><tr><th>invariant</th><th>checks that</th><th>verdict</th><th>details</th></tr></thead>",
            "<tbody>",
        ]
        let scenario = result.scenario
        var number = 0
        for verdict in result.verdicts {
            let word: String
            let tone: String
            var details = ""
            switch verdict.outcome {
            case .holds: (word, tone) = ("holds", "holds")
            case .notViolated(let reach):
                (word, tone) = (reach.notViolated, "not-violated")
                details = "the search did not complete: not proven to hold"
            case .inconclusive(let reason):
                (word, tone) = ("inconclusive", "missing")
                details = HTML.escape(reason)
            case .expectedMissing:
                let missing = verdict.missingSummary(in: scenario).map { " \($0)" } ?? ""
                (word, tone) = (result.complete ? "NOT FOUND (expected\(missing))" : "not found yet (expected\(missing))", "missing")
            case .violated(let violation), .expectedFound(let violation), .unconfirmed(let violation):
                let unexpected = !verdict.expects(violation)
                (word, tone) = !unexpected ? ("expected, violated at depth \(violation.depth)", "expected")
                    : violation.confirmed ? ("VIOLATED at depth \(violation.depth)", "violated")
                    : ("unconfirmed, violated at depth \(violation.depth)", "unconfirmed")
                let blame = unexpected && verdict.expected ? "\(verdict.blamed(violation, in: scenario)), \(verdict.notExpectedSummary(in: scenario)): " : ""
                details = "\(HTML.escape(blame + violation.message)) <a href=\"#\(Self.anchor(verdict.name, number))\">replay&nbsp;↓</a>"
                if !violation.confirmed {
                    details += "<br>it rests on code the draft did not model: " + violation.dependsOn.map { "<code>\(HTML.escape($0.text))</code>" }.joined(separator: "; ")
                }
                for other in verdict.alsoBrokenBy {
                    let mark = verdict.expects(other) || !verdict.expected ? "" : " (not expected)"
                    let confirmed = other.confirmed ? "" : " (unconfirmed)"
                    details += "<br>also broken \(HTML.escape(verdict.blamed(other, in: scenario))) at depth \(other.depth)\(mark)\(confirmed): \(HTML.escape(other.message))"
                        + " <code>\(HTML.escape(other.trace.written(in: scenario)))</code>"
                }
                number += 1
            }
            lines.append("<tr class=\"\(tone)\"><td><code>\(HTML.escape(verdict.name))</code></td><td>\(HTML.escape(verdict.summary))</td>"
                + "<td><span class=\"verdict \(tone)\">\(HTML.escape(word))</span></td><td>\(details)</td></tr>")
        }
        return lines + ["</tbody>", "</table></div>", "</section>"]
    }

    /// Declared events never enabled and handlers that never ran, if any.
    private func unreached() -> [String] {
        let coverage = result.coverage
        guard !coverage.unreachedEvents.isEmpty || !coverage.unreachedHandlers.isEmpty else { return [] }
        let bound = result.coverageScope
        var lines = ["<section id=\"coverage\">", "<h2>Never reached</h2>",
                     sourceMap == nil ? "<p class=\"hint\">Dead navigation in the scenario, or a depth bound too small to reach it (\(bound)).</p>"
                        : "<p class=\"hint\">Most often links the draft did not follow (its gaps, below), else dead navigation in the app or a depth bound too small (\(bound)).</p>",
                     "<ul>"]
        for event in coverage.unreachedEvents {
            lines.append("<li>event <code>\(HTML.escape(event.label))</code> is never enabled</li>")
        }
        for handler in coverage.unreachedHandlers {
            lines.append("<li>handler <code>\(HTML.escape(handler.title))</code> (<code>\(HTML.escape(place(handler.location)))</code>) "
                + "\(HTML.escape(handler.neverRuns(bound)))</li>")
        }
        return lines + ["</ul>", "</section>"]
    }

    /// Operations refused every time their handler ran, if any.
    private func refused() -> [String] {
        let refused = result.coverage.refused
        guard !refused.isEmpty else { return [] }
        return ["<section id=\"refused\">", "<h2>Never took effect</h2>",
                "<p class=\"hint\">UIKit refused these operations (or they could do nothing) every time their handler ran.</p>", "<ul>"]
            + refused.map { operation in
                "<li><code>\(HTML.escape(place(operation.location)))</code> in <code>\(HTML.escape(operation.handler))</code>, "
                    + "\(operation.times)×: \(HTML.escape(operation.reason))</li>"
            }
            + ["</ul>", "</section>"]
    }

    /// A draft's: how much of the app it reached, and how many findings are unconfirmed.
    private func draftFacts() -> [String] {
        guard sourceMap != nil else { return [] }
        let unconfirmed = result.unconfirmed.count
        return ["<div><dt>draft</dt><dd>\(HTML.escape(DraftReach(result).written))</dd></div>"]
            + (unconfirmed == 0 ? [] : ["<div><dt>unconfirmed</dt><dd>\(unconfirmed) finding\(unconfirmed == 1 ? "" : "s") (<a href=\"#gaps\">gaps</a>)</dd></div>"])
    }

    /// A draft's notes: what its violations may rest on, those that do first.
    private func draftGaps() -> [String] {
        guard let gaps = sourceMap?.gaps, !gaps.all.isEmpty else { return [] }
        let used = Set(result.verdicts.flatMap { $0.violations.flatMap(\.dependsOn) })
        let count = gaps.all.count
        var lines = ["<section id=\"gaps\">", "<h2>Gaps of the draft</h2>",
                     "<p class=\"hint\">\(count) piece\(count == 1 ? "" : "s") of code <code>extract</code> read but could not model. A finding that rests on one is "
                        + "<em>unconfirmed</em>: a warning, perhaps an artefact of the draft rather than a bug of the app (docs/extract.md).</p>"]
        func item(_ note: DraftGaps.Note) -> String {
            "<li><code>\(HTML.escape(note.place?.written ?? "draft line \(note.draftLine)"))</code> \(HTML.escape(note.text))</li>"
        }
        let resting = gaps.all.filter(used.contains)
        if !resting.isEmpty {
            lines.append("<p>The unconfirmed findings rest on:</p>")
            lines += ["<ul>"] + resting.map(item) + ["</ul>"]
        }
        let rest = gaps.all.filter { !used.contains($0) }
        if !rest.isEmpty {
            lines.append("<details><summary>\(resting.isEmpty ? "All" : "The other") \(rest.count) note\(rest.count == 1 ? "" : "s")</summary><ul>")
            lines += rest.map(item) + ["</ul></details>"]
        }
        return lines + ["</section>"]
    }

    /// One violation: its trace replayed, a panel per step, one shown at a time.
    private func stepper(_ verdict: InvariantVerdict, number: Int, legend: inout FlowLegend) throws(RenderError) -> [String] {
        let scenario = result.scenario
        guard let violation = verdict.reported else { return [] }
        let frames: [ReplayFrame]
        do {
            frames = try violation.replayed(in: scenario)
        } catch {
            throw RenderError("the trace of \(verdict.name) does not replay: \(error)")
        }
        let marking = SnapshotDiagram.Marking(invariant: verdict.name, message: violation.message, instances: violation.instances)
        let labels = frames.map { $0.event?.label(in: scenario) ?? "launch" }
        let expected = verdict.expects(violation)
        let tone = expected ? "expected" : violation.confirmed ? "violated" : "unconfirmed"
        var lines = [
            "<section class=\"stepper\" id=\"\(Self.anchor(verdict.name, number))\" data-invariant=\"\(HTML.escape(verdict.name))\" aria-label=\"counterexample of \(HTML.escape(verdict.name))\">",
            "<h3><code>\(HTML.escape(verdict.name))</code> <span class=\"verdict \(tone)\">\(expected ? "expected violation" : violation.confirmed ? "violated" : "unconfirmed")</span>"
                + " <span class=\"muted\">after \(frames.count - 1) event\(frames.count == 2 ? "" : "s")</span></h3>",
            "<p class=\"message\">\(HTML.escape(violation.message))</p>",
        ]
        let counterexample = Counterexample(verdict, in: scenario)
        if !violation.confirmed {
            lines.append("<p class=\"where\">unconfirmed: it rests on code the draft did not model — "
                + violation.dependsOn.map { "<code>\(HTML.escape($0.written))</code>" }.joined(separator: "; ") + "</p>")
        }
        if let handler = violation.handler {
            lines.append("<p class=\"where\">at <code>\(HTML.escape(place(handler.location)))</code> (\(HTML.escape(handler.title)))</p>")
        }
        // The operation that caused it, where it is not the handler's line.
        if let cause = counterexample?.cause, cause != violation.handler?.location {
            lines.append("<p class=\"where\">caused by the operation at <code>\(HTML.escape(place(cause)))</code></p>")
        }
        lines.append("<ol class=\"trace\">" + labels.enumerated().map { index, label in
            "<li><button type=\"button\" data-goto=\"\(index)\"\(index == labels.count - 1 ? " aria-current=\"step\"" : "")>\(HTML.escape(label))</button></li>"
        }.joined() + "</ol>")
        // The stepper opens on the violating step, the last. Launch is step 0, as in the trace.
        let events = frames.count - 1
        lines.append("<div class=\"controls\"><button type=\"button\" data-action=\"previous\"\(frames.count == 1 ? " disabled" : "")>← Previous</button>"
            + "<span class=\"step-label\" aria-live=\"polite\">\(events == 0 ? "launch" : "step \(events) of \(events)")</span>"
            + "<button type=\"button\" data-action=\"next\" disabled>Next →</button></div>")

        let snapshot = SnapshotDiagram(scenario: scenario)
        let text = SnapshotText(scenario: scenario)
        var previous: Snapshot?
        for (index, frame) in frames.enumerated() {
            let last = index == frames.count - 1
            let caption = frame.event.map { "\(index). \($0.label(in: scenario))" } ?? "launch"
            let drawn = try snapshot.svgAndKey(for: frame.snapshot, previous: previous, caption: caption, notes: frame.notes.map(\.text),
                                               marking: last ? marking : nil)
            legend.merge(drawn.legend)
            let svg = drawn.svg
            lines.append("<article class=\"step\(last ? " last" : "")\" data-step=\"\(index)\"\(last ? "" : " hidden")>")
            lines.append("<figure class=\"picture zoomable\">\(try Self.inline(svg, idPrefix: "v\(number)-s\(index)-", label: caption))</figure>")
            lines.append("<div class=\"step-text\">")
            if frame.event != nil {
                lines.append("<p class=\"step-event\"><span class=\"step-number\">\(index).</span> <code>\(HTML.escape(labels[index]))</code></p>")
            } else {
                lines.append("<p class=\"step-event\"><span class=\"step-number\">0.</span> launch</p>")
            }
            if let handler = frame.effects?.handler {
                let at = sourceMap == nil ? "line \(handler.location.line)" : place(handler.location)
                lines.append("<p class=\"handler\">\(HTML.escape(handler.title)), \(HTML.escape(at))</p>")
            }
            for note in frame.notes {
                let text = sourceMap == nil ? note.text : "\(note.message) (\(place(note.location)))"
                lines.append("<p class=\"note\">\(HTML.escape(text))</p>")
            }
            if last {
                lines.append("<p class=\"step-violation\"><strong>\(HTML.escape(verdict.name)) violated:</strong> \(HTML.escape(violation.message))</p>")
            }
            lines.append("<pre class=\"diff\">" + text.lines(for: frame.snapshot, previous: previous).map(Self.diffLine).joined(separator: "\n") + "</pre>")
            if index > 0 { lines.append("<p class=\"key\"><span class=\"added\">+</span> appeared · <span class=\"changed\">~</span> changed · <span class=\"removed\">-</span> went</p>") }
            lines.append("</div>")
            lines.append("</article>")
            previous = frame.snapshot
        }
        if let counterexample {
            lines.append("<details class=\"as-text\"><summary>The counterexample as text</summary><pre>\(HTML.escape(counterexample.text))</pre></details>")
        }
        lines.append("</section>")
        return lines
    }

    // MARK: - Helpers

    /// A line of ``SnapshotText``, classed by its mark: `+` new, `~` changed, `-` gone.
    private static func diffLine(_ line: String) -> String {
        let tone: String
        switch line.first {
        case "+": tone = "added"
        case "~": tone = "changed"
        case "-": tone = "removed"
        default: tone = "same"
        }
        return "<span class=\"\(tone)\">\(HTML.escape(line))</span>"
    }

    /// The id of a violation's stepper: unique by position, readable by name.
    private static func anchor(_ invariant: String, _ number: Int) -> String {
        "violation-\(number + 1)-\(HTML.identifier(invariant))"
    }

    /// A Graphviz SVG document as an element of the page: its ids prefixed (as the film
    /// strip does) so no two inline diagrams share one, its comments dropped.
    static func inline(_ svg: String, idPrefix: String, label: String) throws(RenderError) -> String {
        let panel = try SVGComposer.panel(from: svg, idPrefix: idPrefix)
        var body = panel.body
        while let open = body.range(of: "<!--"), let close = body.range(of: "-->", range: open.upperBound..<body.endIndex) {
            body.removeSubrange(open.lowerBound..<close.upperBound)
        }
        let content = body.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: "\n")
        return "<svg class=\"diagram\" width=\"\(SVGComposer.format(panel.width))pt\" height=\"\(SVGComposer.format(panel.height))pt\""
            + " viewBox=\"\(HTML.escape(panel.viewBox))\" role=\"img\" aria-label=\"\(HTML.escape(label))\">\n\(content)\n</svg>"
    }

    // MARK: - Assets

    private static let style = """
        :root { --text: #111827; --muted: #4b5563; --line: #e5e7eb; --frame: #d1d5db; --page: #f6f7f9; --card: #ffffff;
          --accent: #1d4ed8; --holds: \(FlowPalette.added); --violated: \(FlowPalette.violation); --expected: #b45309;
          --added: \(FlowPalette.added); --changed: \(FlowPalette.changed); --removed: \(FlowPalette.removed); }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--text); line-height: 1.45;
          font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.9em; }
        /* A name or a path has no space to wrap at: it breaks rather than widen the page (anywhere:
           also where the box would otherwise grow to hold it, a flex item's or a button's). */
        body { overflow-wrap: break-word; }
        code, h1, ol.trace button { overflow-wrap: anywhere; }
        header, main { max-width: 1440px; margin: 0 auto; padding: 0 24px; }
        header { padding-top: 24px; padding-bottom: 8px; }
        .tool { margin: 0; color: var(--muted); font-size: 13px; text-transform: uppercase; letter-spacing: 0.06em; }
        h1 { margin: 4px 0 12px; font-size: 26px; display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
        h2 { font-size: 19px; margin: 0 0 6px; }
        h3 { font-size: 16px; margin: 0 0 6px; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
        section { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 18px 20px; margin: 16px 0; }
        section section { margin: 14px 0; }
        .muted, .hint, .where, .handler, .key { color: var(--muted); }
        .hint { margin: 0 0 12px; font-size: 14px; }
        .status { font-size: 14px; font-weight: 600; padding: 3px 10px; border-radius: 999px; color: #fff; text-transform: uppercase; letter-spacing: 0.04em; }
        .status.passed { background: var(--holds); } .status.failed { background: var(--violated); } .status.incomplete { background: var(--changed); }
        .facts { display: flex; flex-wrap: wrap; gap: 6px 28px; margin: 0; }
        .facts div { display: flex; gap: 8px; align-items: baseline; }
        .facts dt { color: var(--muted); font-size: 13px; } .facts dd { margin: 0; font-weight: 600; }
        .facts .muted { font-weight: 400; }
        table.verdicts { width: 100%; border-collapse: collapse; font-size: 14px; }
        .verdicts th { text-align: left; font-weight: 600; color: var(--muted); border-bottom: 2px solid var(--line); padding: 6px 10px; }
        .verdicts td { border-bottom: 1px solid var(--line); padding: 7px 10px; vertical-align: top; }
        .verdicts td:first-child { white-space: nowrap; }
        .verdict { display: inline-block; font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 6px; white-space: nowrap; border: 1px solid; }
        .verdict.holds { color: var(--holds); border-color: #bbf7d0; background: #f0fdf4; }
        .verdict.violated, .verdict.missing { color: var(--violated); border-color: #fecaca; background: #fef2f2; }
        .verdict.expected, .verdict.unconfirmed { color: var(--expected); border-color: #fde68a; background: #fffbeb; }
        .verdict.not-violated { color: var(--muted); border-color: var(--line); background: transparent; }
        a { color: var(--accent); }
        .stepper { border: 1px solid var(--frame); }
        .stepper.active { border-color: #93c5fd; box-shadow: 0 0 0 3px #dbeafe; }
        .message { margin: 0 0 4px; color: var(--violated); font-weight: 500; }
        .where { margin: 0 0 10px; font-size: 14px; }
        ol.trace { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; padding: 0; margin: 0 0 12px; counter-reset: step -1; }
        ol.trace li { counter-increment: step; display: flex; align-items: center; gap: 6px; min-width: 0; }
        ol.trace li + li::before { content: "→"; color: var(--muted); }
        ol.trace button { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: 3px 8px; border-radius: 6px; text-align: left;
          border: 1px solid var(--frame); background: #f9fafb; color: var(--text); cursor: pointer; }
        ol.trace button::before { content: counter(step) ". "; color: var(--muted); }
        ol.trace button[aria-current="step"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        ol.trace button[aria-current="step"]::before { color: #dbeafe; }
        .controls { display: flex; align-items: center; gap: 12px; margin: 0 0 12px; }
        .controls button { font: inherit; font-size: 14px; font-weight: 600; padding: 6px 14px; border-radius: 8px; cursor: pointer;
          border: 1px solid var(--accent); background: var(--accent); color: #fff; }
        .controls button:disabled { background: #f3f4f6; border-color: var(--frame); color: #9ca3af; cursor: default; }
        .step-label { font-weight: 600; min-width: 8em; text-align: center; font-variant-numeric: tabular-nums; }
        .step { display: grid; grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr); gap: 20px; align-items: start; }
        .step[hidden] { display: none; }
        figure { margin: 0; }
        .picture { border: 1px solid var(--line); border-radius: 8px; padding: 8px; background: #fff; overflow: auto; }
        svg.diagram { display: block; max-width: 100%; height: auto; margin: 0 auto; }
        .zoomable { cursor: zoom-in; overflow: auto; }
        .zoomable.natural { cursor: zoom-out; }
        .zoomable.natural svg.diagram { max-width: none; }
        .step-event { margin: 0 0 2px; font-size: 16px; font-weight: 600; }
        .step-event code { font-size: 15px; }
        .step-number { color: var(--muted); }
        .handler { margin: 0 0 10px; font-size: 13px; }
        .note { margin: 0 0 10px; font-size: 13px; color: #b45309; }
        .step-violation { margin: 0 0 10px; padding: 8px 10px; border-left: 4px solid var(--violated); background: #fef2f2; font-size: 14px; }
        .step-violation strong { color: var(--violated); }
        pre.diff { margin: 0; padding: 10px 12px; background: #f9fafb; border: 1px solid var(--line); border-radius: 8px; font-size: 12.5px;
          line-height: 1.5; overflow-x: auto; }
        pre.diff .added, .key .added { color: var(--added); font-weight: 600; }
        pre.diff .changed, .key .changed { color: var(--changed); font-weight: 600; }
        pre.diff .removed, .key .removed { color: var(--removed); font-weight: 600; }
        .key { font-size: 12px; margin: 6px 0 0; }
        .key span { font-family: ui-monospace, Menlo, Consolas, monospace; }
        details.as-text { margin-top: 12px; font-size: 14px; }
        details.as-text summary { cursor: pointer; color: var(--muted); }
        details.as-text pre { overflow-x: auto; background: #f9fafb; padding: 10px; border-radius: 8px; font-size: 12px; }
        .legend { margin-top: 8px; }
        .legend svg.diagram { margin: 0; }
        .zoom { display: flex; align-items: center; gap: 6px; margin: 0 0 8px; }
        .zoom button { font: inherit; font-size: 14px; min-width: 2.4em; padding: 3px 10px; border-radius: 6px; cursor: pointer;
          border: 1px solid var(--frame); background: #f9fafb; color: var(--text); }
        .zoom-level { color: var(--muted); font-size: 13px; font-variant-numeric: tabular-nums; }
        .table-scroll { overflow-x: auto; }
        @media (max-width: 900px) { .step { grid-template-columns: minmax(0, 1fr); } }
        @media (max-width: 600px) {
          header, main { padding: 0 10px; } header { padding-top: 14px; }
          section { padding: 12px 12px; border-radius: 8px; }
          h1 { font-size: 21px; }
          /* Columns of set widths, so that one long name or message cannot squeeze the others. */
          table.verdicts { table-layout: fixed; }
          .verdicts th:first-child { width: 34%; } .verdicts th:nth-child(3) { width: 28%; }
          .verdicts td:first-child, .verdicts td:last-child { overflow-wrap: anywhere; }
          .verdicts td:first-child { white-space: normal; }
          .verdicts th:nth-child(2), .verdicts td:nth-child(2) { display: none; }
          .verdict { white-space: normal; }
          .controls { flex-wrap: wrap; gap: 8px; }
          .step-label { min-width: 0; }
        }
        """

    private static let script = """
        (function () {
          "use strict";
          var steppers = Array.prototype.slice.call(document.querySelectorAll(".stepper"));
          var active = null;
          function current(stepper) { return Number(stepper.getAttribute("data-current")); }
          function show(stepper, index) {
            var steps = stepper.querySelectorAll(".step");
            var count = steps.length;
            index = Math.max(0, Math.min(count - 1, index));
            for (var i = 0; i < count; i++) { steps[i].hidden = i !== index; }
            stepper.setAttribute("data-current", String(index));
            // Launch is step 0, as in the trace: "step 3 of 3" is the third event's.
            stepper.querySelector(".step-label").textContent = count === 1 ? "launch" : "step " + index + " of " + (count - 1);
            stepper.querySelector("[data-action=previous]").disabled = index === 0;
            stepper.querySelector("[data-action=next]").disabled = index === count - 1;
            var chips = stepper.querySelectorAll("[data-goto]");
            for (var j = 0; j < chips.length; j++) {
              if (j === index) { chips[j].setAttribute("aria-current", "step"); } else { chips[j].removeAttribute("aria-current"); }
            }
          }
          function activate(stepper) {
            if (active === stepper) { return; }
            if (active) { active.classList.remove("active"); }
            active = stepper;
            if (active) { active.classList.add("active"); }
          }
          steppers.forEach(function (stepper) {
            show(stepper, stepper.querySelectorAll(".step").length - 1);
            stepper.addEventListener("click", function (event) {
              var button = event.target.closest("button");
              activate(stepper);
              if (!button) { return; }
              var action = button.getAttribute("data-action");
              if (action === "previous") { show(stepper, current(stepper) - 1); }
              else if (action === "next") { show(stepper, current(stepper) + 1); }
              else if (button.hasAttribute("data-goto")) { show(stepper, Number(button.getAttribute("data-goto"))); }
            });
            stepper.addEventListener("focusin", function () { activate(stepper); });
          });
          activate(steppers.length > 0 ? steppers[0] : null);
          document.addEventListener("keydown", function (event) {
            if (!active || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) { return; }
            var target = event.target;
            if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) { return; }
            if (event.key === "ArrowRight") { show(active, current(active) + 1); event.preventDefault(); }
            else if (event.key === "ArrowLeft") { show(active, current(active) - 1); event.preventDefault(); }
          });
          Array.prototype.forEach.call(document.querySelectorAll(".zoomable"), function (figure) {
            figure.addEventListener("click", function () { figure.classList.toggle("natural"); });
          });
          // The map's zoom: a scale of its natural size, or "fit" (the page's width).
          var map = document.querySelector("figure.map");
          var zoom = document.querySelector(".zoom");
          if (map && zoom) {
            var svg = map.querySelector("svg");
            var natural = parseFloat(svg.getAttribute("width"));
            var scale = null;
            function apply() {
              if (scale === null) { svg.style.width = ""; map.classList.remove("natural"); }
              else { svg.style.width = (natural * scale) + "pt"; map.classList.add("natural"); }
              zoom.querySelector(".zoom-level").textContent = scale === null ? "fit" : Math.round(scale * 100) + "%";
            }
            zoom.addEventListener("click", function (event) {
              var button = event.target.closest("button");
              if (!button) { return; }
              var fitted = svg.getBoundingClientRect().width / (natural * 4 / 3);
              var base = scale === null ? fitted : scale;
              var kind = button.getAttribute("data-zoom");
              scale = kind === "fit" ? null : Math.max(0.25, Math.min(4, kind === "in" ? base * 1.25 : base / 1.25));
              apply();
            });
            map.addEventListener("click", function () { scale = map.classList.contains("natural") ? 1 : null; apply(); });
          }
        })();
        """
}
