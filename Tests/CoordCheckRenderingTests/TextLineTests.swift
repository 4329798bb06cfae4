import Foundation
import Testing
@testable import CoordCheckCore
@testable import CoordCheckRendering

/// Diagram text stays put in its box whatever font the viewer draws it with (issue 40, item 12):
/// each line of a label is one `<text>`, a line Graphviz centred is anchored at its middle, and
/// the lines of a left-aligned block start together.
@Suite struct TextLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    struct Text {
        var anchor: String
        var x: Double
        var y: String
        /// The text without its `<tspan>` tags (Graphviz's `&#45;` read as `-`).
        var content: String
    }

    /// The `<text>` elements of `svg`, in order.
    func texts(in svg: Substring) -> [Text] {
        svg.matches(of: #/<text text-anchor="(\w+)" x="([-\d.]+)" y="([-\d.]+)"[^>]*>(.*?)</text>/#).compactMap { match in
            Double(match.2).map { Text(anchor: String(match.1), x: $0, y: String(match.3),
                                      content: String(match.4).replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                                        .replacingOccurrences(of: "&#45;", with: "-")) }
        }
    }

    /// The lines of the group whose id is `id`, up to its `</g>`.
    func group(_ id: String, in svg: String) throws -> Substring {
        let start = try #require(svg.range(of: "<g id=\"\(id)\""), "no group \(id)")
        let end = try #require(svg.range(of: "</g>", range: start.upperBound..<svg.endIndex))
        return svg[start.lowerBound..<end.upperBound]
    }

    /// Left and right of every point of a group's `<path d>` (a rounded node box).
    func horizontalExtent(ofPathIn group: Substring) throws -> (left: Double, right: Double) {
        let d = try #require(group.firstMatch(of: #/<path [^>]*d="([^"]+)"/#)?.1)
        let numbers = d.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        return (try #require(xs.min()), try #require(xs.max()))
    }

    func lionheartAfterLaunch(marked: Bool = false) throws -> String {
        let lionheart = try ScenarioCompiler.compile(ScenarioLoader.read("\(Self.root)/Scenarios/lionheart.txt")).get()
        let frames = try Replayer(machine: Machine(scenario: lionheart), invariants: InvariantCatalog.all(for: lionheart))
            .run(labels: ["SplashScreen.launchFinished"])
        let marking = marked ? SnapshotDiagram.Marking(invariant: "an-invariant", message: "a message long enough to say something", instances: [6]) : nil
        return try SnapshotDiagram(scenario: lionheart).svg(for: frames[1].snapshot, previous: frames[0].snapshot,
                                                          caption: "1. SplashScreen.launchFinished", marking: marking)
    }

    @Test func eachLineOfALabelIsOneTextElement() throws {
        let svg = try lionheartAfterLaunch()
        let contents = texts(in: svg[...]).map(\.content)
        // `<b>Curriculum</b> #6`: the bold name and the number in one element, the space kept.
        for label in ["App #1", "Splash #2", "Today #4", "ArticleCategory #5", "Curriculum #6", "Challenge #7"] {
            #expect(contents.contains(label), "no <text> reads \(label)")
        }
        #expect(svg.contains("<tspan font-weight=\"bold\">Curriculum</tspan> #6</text>"))
        // No element continues the one before it: Graphviz writes a run after another with its leading space.
        #expect(!contents.contains { $0.hasPrefix(" ") }, "\(contents.filter { $0.hasPrefix(" ") })")
    }

    @Test func aLineCentredInItsBoxIsAnchoredAtItsMiddle() throws {
        let svg = try lionheartAfterLaunch()
        for serial in 1...7 where serial != 3 {
            let node = try group("coordinator&#45;\(serial)", in: svg)
            let box = try horizontalExtent(ofPathIn: node)
            let lines = texts(in: node)
            #expect(lines.count == 2, "coordinator #\(serial): \(lines.map(\.content))")
            for line in lines {
                #expect(line.anchor == "middle", "coordinator #\(serial): \(line.content) is anchored at its \(line.anchor)")
                #expect(abs(line.x - (box.left + box.right) / 2) <= 1, "coordinator #\(serial): \(line.content) at \(line.x), box \(box)")
            }
        }
    }

    @Test func theLinesOfAStackRowAndOfACaptionStartTogether() throws {
        let svg = try lionheartAfterLaunch(marked: true)
        let all = texts(in: svg[...])
        // A row: the screen, then its owner, both from the cell's left.
        for (screen, owner) in [("ArticleCategoryScreen", "ArticleCategory #5"), ("CurriculumScreen", "Curriculum #6"), ("TodayScreen", "Today #4 · visible")] {
            let index = try #require(all.firstIndex { $0.content.hasSuffix(screen) }, "no row \(screen)")
            #expect(all[index + 1].content == owner)
            #expect(all[index].anchor == "start" && all[index + 1].anchor == "start")
            #expect(all[index].x == all[index + 1].x, "\(screen) starts at \(all[index].x), \(owner) at \(all[index + 1].x)")
        }
        // The caption, then the violation under it, aligned left.
        let caption = try #require(all.first { $0.content == "1. SplashScreen.launchFinished" })
        let violated = try #require(all.first { $0.content == "an-invariant violated:" })
        #expect(caption.anchor == "start" && violated.anchor == "start")
        #expect(caption.x == violated.x, "the caption starts at \(caption.x), the violation at \(violated.x)")
    }

    @Test func runsAreJoinedOnlyWhereGraphvizPutThemEndToEnd() {
        let svg = """
            <svg>
            <g id="graph0" class="graph">
            <g id="node1" class="node">
            <path fill="none" stroke="black" d="M0,-36C0,-36 100,-36 100,-36 100,0 0,0 0,0"/>
            <text text-anchor="start" x="10" y="-20" font-family="Helvetica,sans-Serif" font-size="11.00">x</text>
            <text text-anchor="start" x="10" y="-10" font-family="Helvetica,sans-Serif" font-weight="bold" font-size="11.00" fill="#16a34a">+ </text>
            <text text-anchor="start" x="20" y="-10" font-family="Helvetica,sans-Serif" font-size="11.00">A &amp; B</text>
            <text text-anchor="start" x="60" y="-10" font-family="Helvetica,sans-Serif" font-size="11.00">apart</text>
            </g>
            </g>
            </svg>
            """
        let spans = [
            GraphvizTextSpan(text: "x", x: 10, y: 20, align: "l", width: 30),
            GraphvizTextSpan(text: "+ ", x: 10, y: 10, align: "l", width: 10),
            GraphvizTextSpan(text: "A & B", x: 20, y: 10, align: "l", width: 30),
            GraphvizTextSpan(text: "apart", x: 60, y: 10, align: "l", width: 20),
        ]
        let joined = SVGTextLines.joined(svg, spans: spans)
        let lines = joined.split(separator: "\n")
        // Not centred in the box (10 to 40 in 0 to 100): left as Graphviz wrote it.
        #expect(lines.contains("<text text-anchor=\"start\" x=\"10\" y=\"-20\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">x</text>"))
        // End to end: one element, the space outside the `<tspan>` (librsvg drops it inside).
        #expect(lines.contains("<text text-anchor=\"start\" x=\"10\" y=\"-10\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">"
            + "<tspan font-weight=\"bold\" fill=\"#16a34a\">+</tspan> A &amp; B</text>"))
        // 10 apart from the run before: another cell's, kept apart.
        #expect(lines.contains("<text text-anchor=\"start\" x=\"60\" y=\"-10\" font-family=\"Helvetica,sans-Serif\" font-size=\"11.00\">apart</text>"))
        #expect(lines.count == svg.split(separator: "\n").count - 1)
        // Without Graphviz's measures nothing changes.
        #expect(SVGTextLines.joined(svg, spans: []) == svg)
    }
}
