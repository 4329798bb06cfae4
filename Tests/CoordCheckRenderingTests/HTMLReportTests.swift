import Foundation
import Testing
@testable import CoordCheckCore
@testable import CoordCheckRendering

@Suite struct HTMLReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// A bug scenario checked without its `expect` lines, so its violations fail the check.
    func failing(_ path: String, rename: (inout Scenario) -> Void = { _ in }) throws -> CheckResult {
        var scenario = try ScenarioCompiler.compile(ScenarioLoader.read("\(Self.root)/\(path)")).get()
        scenario.expectations = []
        rename(&scenario)
        return try Explorer(scenario: scenario).check()
    }

    /// The pieces of `page` that start with `marker`, up to the next one.
    func pieces(of page: String, startingWith marker: String) -> [String] {
        page.components(separatedBy: marker).dropFirst().map { marker + $0 }
    }

    /// The text of every `<tag class="name">…</tag>` in `html`, in order.
    func texts(of name: String, tag: String, in html: String) -> [String] {
        pieces(of: html, startingWith: "<\(tag) class=\"\(name)\">").compactMap { piece in
            piece.range(of: "</\(tag)>").map { String(piece[..<$0.lowerBound]) }
        }.map { $0.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression) }
    }

    /// What a stepper's label says when the page opens.
    func stepLabel(in stepper: String) -> String? {
        stepper.firstMatch(of: /<span class="step-label"[^>]*>([^<]*)<\/span>/).map { String($0.1) }
    }

    /// The page of a draft (`extract --check`) says where each thing is in the Swift code:
    /// the handler of the failing step, the operation that caused it, each step's handler.
    @Test func aDraftsPageGivesTheSwiftPlaces() throws {
        let text = try String(contentsOfFile: "\(Self.root)/Tests/ExtractFixtures/flow-app/extracted-scenario.txt", encoding: .utf8)
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: text)).get()
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let page = try HTMLReport(result: result, sourceMap: SourceMap(tracedScenario: text)).html()
        let steppers = pieces(of: page, startingWith: "<section class=\"stepper\"")
        let popFlow = try #require(steppers.first { $0.contains("data-invariant=\"pop-flow\"") })
        #expect(texts(of: "where", tag: "p", in: popFlow) == [
            "at Tests/ExtractFixtures/flow-app/FeedCoordinator.swift:33:5 (draft line 23) (FeedCoordinator on FeedViewController.closeButtonTapped)",
            "caused by the operation at Tests/ExtractFixtures/flow-app/HomeCoordinator.swift:47:9 (draft line 39)",
        ])
        #expect(texts(of: "handler", tag: "p", in: popFlow).last == "FeedCoordinator on FeedViewController.closeButtonTapped, Tests/ExtractFixtures/flow-app/FeedCoordinator.swift:33:5 (draft line 23)")
        // The same scenario without its map speaks in its own lines.
        let plain = try HTMLReport(result: result).html()
        #expect(plain.contains("caused by the operation at <code>draft.txt:39:5</code>"))
    }

    @Test func aFailingScenarioHasAStepperPerViolationWithAPanelPerStep() throws {
        let result = try failing("Scenarios/bugs/lionheart-deeplink-article.txt")
        #expect(result.status == .failed)
        let page = try HTMLReport(result: result).html()
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.contains("<span class=\"status failed\">failed</span>"))
        #expect(page.contains("<code>\(result.scenario.path)</code>"))
        #expect(page.contains("<dt>states</dt><dd>\(result.stats.states)</dd>"))
        #expect(page.contains("<dt>transitions</dt><dd>\(result.stats.transitions)</dd>"))
        #expect(texts(of: "verdict holds", tag: "span", in: page).count == result.verdicts.filter(\.holds).count)

        let violated = result.verdicts.filter { !$0.holds }
        #expect(violated.map(\.name) == ["stack-order", "one-mypage-per-tab"])
        let steppers = pieces(of: page, startingWith: "<section class=\"stepper\"")
        #expect(steppers.count == violated.count)
        for (stepper, verdict) in zip(steppers, violated) {
            let violation = try #require(verdict.violation)
            let labels = violation.trace.labels(in: result.scenario)
            #expect(labels.count >= 3, "a multi-step trace")
            #expect(stepper.contains("data-invariant=\"\(verdict.name)\""))
            #expect(page.contains("VIOLATED at depth \(labels.count)"))
            let steps = pieces(of: stepper, startingWith: "<article class=\"step")
            #expect(steps.count == labels.count + 1, "launch and one panel per event")
            #expect(steps.allSatisfy { $0.contains("<svg class=\"diagram\"") })
            #expect(steps.dropLast().allSatisfy { $0.contains(" hidden>") } && steps.last?.contains(" hidden>") == false,
                    "one panel shown at a time: the violating step, the last")
            #expect(texts(of: "step-event", tag: "p", in: stepper) == ["0. launch"] + labels.enumerated().map { "\($0.offset + 1). \($0.element)" })
            // Launch is step 0, as the trace numbers it: a 3-event trace ends on "step 3 of 3".
            #expect(stepLabel(in: stepper) == "step \(labels.count) of \(labels.count)")
            #expect(stepper.contains("data-action=\"next\" disabled"))
            #expect(stepper.contains("data-action=\"previous\"") && stepper.contains("data-action=\"next\""))
            // The step's changes come from SnapshotText; the violation closes the last step only.
            #expect(texts(of: "added", tag: "span", in: steps[1]).contains { $0.contains("Today#4") })
            let message = HTML.escape(violation.message)
            #expect(steps.last?.contains("<p class=\"step-violation\"><strong>\(verdict.name) violated:</strong> \(message)</p>") == true)
            #expect(steps.dropLast().allSatisfy { !$0.contains("step-violation") })
        }
    }

    @Test func thePageIsSelfContainedWithUniqueIds() throws {
        let page = try HTMLReport(result: try failing("Scenarios/bugs/lionheart-deeplink-article.txt")).html()
        let namespaces: Set = ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink", "http://www.w3.org/1999/xhtml"]
        let urls = page.matches(of: /https?:\/\/[^"'\s<>)]*/).map { String($0.output) }
        #expect(urls.allSatisfy(namespaces.contains), "\(urls)")
        #expect(!page.contains("src=") && !page.contains("<link"), "no external script, image or style sheet")
        #expect(page.components(separatedBy: "<script>").count == 2)
        #expect(page.components(separatedBy: "<style>").count == 3, "the page's, and the one without script")
        // Graphviz writes `-` in ids as `&#45;`.
        let ids = page.matches(of: /\sid="([^"]*)"/).map { $0.output.1.replacingOccurrences(of: "&#45;", with: "-") }
        #expect(ids.count > 100)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        #expect(ids.contains("map-graph0") && ids.contains("v0-s0-graph0") && ids.contains("v1-s4-coordinator-9"))
    }

    @Test func theSameResultGivesTheSameBytesAndTheDiagramsListIt() throws {
        let first = try failing("Scenarios/bugs/lionheart-mypage-no-finish.txt")
        let second = try failing("Scenarios/bugs/lionheart-mypage-no-finish.txt")
        let page = try HTMLReport(result: first).html()
        #expect(page == (try HTMLReport(result: second).html()), "two checks, one page")
        #expect(!page.contains(" ms") && !page.contains("seconds"), "no wall-clock time")
        let files = try ScenarioDiagrams.render(first)
        #expect(files.last?.name == "index.html")
        #expect(files.last?.svg == page)
    }

    /// A violation at launch has no step to count: its stepper says so.
    @Test func aViolationAtLaunchIsOnLaunchNotOnAStep() throws {
        let text = """
            scenario bare
            depth 2
            screen HomeScreen
            coordinator App root
              on start
                setRoot stack
                start Home into none
            coordinator Home
              on start: push HomeScreen
            """
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "bare.txt", text: text)).get()
        let page = try HTMLReport(result: try Explorer(scenario: scenario).check()).html()
        let steppers = pieces(of: page, startingWith: "<section class=\"stepper\"")
        #expect(!steppers.isEmpty)
        for stepper in steppers {
            #expect(pieces(of: stepper, startingWith: "<article class=\"step").count == 1)
            #expect(stepLabel(in: stepper) == "launch")
        }
    }

    /// The step of a pull-down shows the sheet that went (issue 40, item 13).
    @Test func theStepThatDismissesASheetShowsItGone() throws {
        let result = try failing("Scenarios/bugs/petclinic-sheet-swipe.txt")
        let stepper = try #require(pieces(of: try HTMLReport(result: result).html(), startingWith: "<section class=\"stepper\"").first)
        let steps = pieces(of: stepper, startingWith: "<article class=\"step")
        #expect(steps.count == 3)
        #expect(steps[2].contains("<code>swipeDismiss</code>"))
        #expect(steps[2].contains("class=\"node stack removed\""), "no ghost of the sheet")
        #expect(steps[2].contains("dismissed"))
        #expect(steps.dropLast().allSatisfy { !$0.contains("stack removed") })
    }

    /// The declarations of each rule of a style sheet, by selector (comments dropped; a rule
    /// with several selectors counts for each).
    func rules(in css: Substring) -> [String: [String]] {
        let plain = css.replacing(/\/\*.*?\*\//.dotMatchesNewlines(), with: "")
        var rules: [String: [String]] = [:]
        for match in plain.matches(of: /([^{}]+)\{([^{}]*)\}/) {
            let declarations = match.2.split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            for selector in match.1.split(separator: ",") {
                rules[selector.trimmingCharacters(in: .whitespacesAndNewlines), default: []] += declarations
            }
        }
        return rules
    }

    /// A name or a path without a space in it made the page scroll sideways on a phone (issue 40,
    /// item 13: 403 px at 390). `make browser-test` measures a page of long names at 390 px; here,
    /// the rules that let such names break wherever they are shown.
    @Test func longNamesBreakRatherThanWidenThePage() throws {
        let result = try failing("Scenarios/bugs/petclinic-sheet-swipe.txt")
        let page = try HTMLReport(result: result).html()
        let style = try #require(page.firstMatch(of: /<style>\n(.*?)\n<\/style>/.dotMatchesNewlines())?.1)
        let phoneStart = try #require(style.range(of: "@media (max-width: 600px) {"))
        let everywhere = rules(in: style[..<phoneStart.lowerBound]), phone = rules(in: style[phoneStart.upperBound...])
        // Where names are shown: the file, the title, invariants, events, handlers, the trace's steps.
        #expect(page.contains("<dd><code>\(HTML.escape(result.scenario.path))</code></dd>"))
        #expect(page.contains("<h3><code>no-leaks</code>"))
        #expect(page.contains("<button type=\"button\" data-goto=\"1\">HomeScreen.scheduleAppointment</button>"))
        for selector in ["code", "h1", "ol.trace button"] {
            #expect(everywhere[selector]?.contains("overflow-wrap: anywhere") == true, "\(selector) does not break a long name")
        }
        #expect(everywhere["body"]?.contains("overflow-wrap: break-word") == true, "a message's long name overflows its paragraph")
        #expect(everywhere["ol.trace li"]?.contains("min-width: 0") == true, "a step of the trace keeps its name's width")
        // On a phone the verdict table's columns have set widths: a long name breaks in its column.
        #expect(phone["table.verdicts"]?.contains("table-layout: fixed") == true)
        #expect(phone[".verdicts td:first-child"]?.contains("overflow-wrap: anywhere") == true)
        #expect(phone[".verdicts th:first-child"]?.contains { $0.hasPrefix("width:") } == true)
    }

    @Test func hostileNamesAreText() throws {
        let hostile = "<script>alert(1)</script>"
        let result = try failing("Scenarios/bugs/lionheart-mypage-no-finish.txt") { scenario in
            let today = scenario.screens.firstIndex { $0.name == "TodayScreen" }
            if let today { scenario.screens[today].name = hostile }
            scenario.name = "\"><img src=x onerror=alert(2)>"
        }
        let page = try HTMLReport(result: result).html()
        #expect(!page.contains(hostile) && !page.contains("<img"))
        #expect(page.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(page.contains("<code>&lt;script&gt;alert(1)&lt;/script&gt;.myPageTapped</code>"), "the event, as text")
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;(Today#4)"), "the stack in the step's changes")
        #expect(page.contains("<h1>&quot;&gt;&lt;img src=x onerror=alert(2)&gt; <span"))
        #expect(page.contains("aria-label=\"coordinator map of &quot;&gt;&lt;img src=x onerror=alert(2)&gt;\""))
    }

    @Test func unreachedEventsAndHandlersAndSimulatedTracesAreSaidSo() throws {
        let text = """
            scenario ghost
            depth 3
            screen HomeScreen: open
            screen GhostScreen: boo
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.open: pop
              on GhostScreen.boo: pop
            """
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "ghost.txt", text: text)).get()
        let page = try HTMLReport(result: try Explorer(scenario: scenario).check()).html()
        #expect(page.contains("<h2>Never reached</h2>"))
        #expect(page.contains("<li>event <code>GhostScreen.boo</code> is never enabled</li>"))
        #expect(page.contains("<li>handler <code>App on GhostScreen.boo</code> (<code>ghost.txt:10:3</code>) never runs: no handler shows GhostScreen</li>"), "\(page)")
        #expect(page.contains("<dt>search</dt><dd>1 states, 1 transitions, complete to depth 3</dd>"))

        let simulated = try Simulator(scenario: try failing("Scenarios/bugs/landing-double-finish.txt").scenario)
            .run(Simulation(walks: 100, length: 20, seed: 1))
        let walked = try HTMLReport(result: simulated).html()
        #expect(walked.contains("100 random walks of up to 20 events (seed 1)"))
        #expect(walked.contains("not guaranteed shortest"))
        #expect(!walked.contains("Each trace is a shortest one."))
        #expect(!page.contains("not guaranteed shortest"))
    }
}
