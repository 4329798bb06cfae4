import Foundation
import Testing
@testable import CoordCheckCore
@testable import CoordCheckRendering

/// Names no scenario file can spell (the language only takes identifiers) but a Scenario
/// built in code can: every output shows them as text — DOT, SVG, HTML, JSON, JUnit XML,
/// GitHub annotations — and none lets them become markup.
@Suite struct EscapingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let screen = "<script>alert(1)</script>"
    static let coordinator = "Tab\"&'Co"
    static let name = "<b>&\"x\"</b>\nnext"

    /// lionheart-mypage-no-finish without its expectations, with hostile names.
    func hostileResult() throws -> CheckResult {
        var scenario = try ScenarioCompiler.compile(ScenarioLoader.read("\(Self.root)/Scenarios/bugs/lionheart-mypage-no-finish.txt")).get()
        scenario.expectations = []
        let screen = try #require(scenario.screens.firstIndex { $0.name == "TodayScreen" })
        scenario.screens[screen].name = Self.screen
        let today = try #require(scenario.coordinators.firstIndex { $0.name == "Today" })
        scenario.coordinators[today].name = Self.coordinator
        scenario.name = Self.name
        return try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
    }

    @Test func dotSVGAndHTMLShowTheNamesAsText() throws {
        let result = try hostileResult()
        let dot = CoordinatorMap(scenario: result.scenario).dot()
        #expect(!dot.contains(Self.screen) && dot.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        for file in try ScenarioDiagrams.render(result) where file.name.hasSuffix(".svg") {
            let svg = SVGDocument(file.svg)
            #expect(svg.isWellFormed, "\(file.name)")
            #expect(!file.svg.contains(Self.screen), "\(file.name): raw markup")
            if file.name == "no-leaks.svg" || file.name == "map.svg" {
                #expect(svg.allText.contains(Self.screen), "\(file.name): the name as text")
            }
        }
        let page = try #require(try ScenarioDiagrams.render(result).first { $0.name == "index.html" }).svg
        #expect(!page.contains(Self.screen) && !page.contains("<b>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func jsonJUnitAndAnnotationsCarryTheNamesIntact() throws {
        let result = try hostileResult()
        let counterexamples = Counterexample.all(in: result)
        let checked = CheckedScenario(result: result, counterexamples: counterexamples)
        let json = JSONReport.render(JSONReport(entries: [.checked(checked)]))
        let document = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let object = try #require((document["scenarios"] as? [[String: Any]])?.first)
        #expect(object["scenario"] as? String == Self.name)
        let leak = try #require((object["invariants"] as? [[String: Any]])?.first { $0["name"] as? String == "no-leaks" })
        #expect((leak["trace"] as? [String])?.contains("\(Self.screen).myPageTapped") == true)
        #expect((leak["message"] as? String)?.contains("\(Self.coordinator)#4") == true)

        let xml = JUnitReport(entries: [.checked(checked)]).render()
        #expect(!xml.contains(Self.screen))
        let tree = XMLTree(xml)
        #expect(tree.isWellFormed)
        let suite = try #require(tree.root?.first("testsuite"))
        #expect(suite.attributes["name"] == Self.name)
        let failure = try #require(suite.all("testcase").first { $0.attributes["name"] == "no-leaks" }?.first("failure"))
        #expect(failure.attributes["message"]?.contains("\(Self.screen).myPageTapped") == true)
        #expect(failure.text.contains("\(Self.coordinator)#4"))

        for line in GitHubAnnotations.lines(for: checked.problems) {
            #expect(!line.contains("\n"))
        }
        // Mermaid labels carry the names as entities: no quote, bracket or bar breaks out.
        let mermaid = MermaidDiagram(scenario: result.scenario).map()
        for line in mermaid.split(separator: "\n") where line.contains("[\"") {
            let label = line.drop { $0 != "\"" }.dropFirst().dropLast(2)
            #expect(!label.contains("\"") && !label.contains("|") && !label.contains("<script"), "\(line)")
        }
        let text = TextReport(result: result).render()
        #expect(text.contains(Self.screen), "text shows names as they are")
    }
}
