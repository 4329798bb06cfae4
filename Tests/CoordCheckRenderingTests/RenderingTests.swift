import Foundation
import Testing
@testable import CoordCheckCore
@testable import CoordCheckRendering

@Suite struct RenderingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func scenario(_ path: String) throws -> Scenario {
        let file = try ScenarioLoader.read("\(Self.root)/\(path)")
        return try ScenarioCompiler.compile(file).get()
    }

    func compile(_ text: String) throws -> Scenario {
        try ScenarioCompiler.compile(SourceFile(path: "test.txt", text: text)).get()
    }

    func frames(_ scenario: Scenario, _ labels: [String]) throws -> [ReplayFrame] {
        try Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario)).run(labels: labels)
    }

    @Test func aSnapshotNamesEveryCoordinatorAndScreenItShows() throws {
        let lionheart = try scenario("Scenarios/lionheart.txt")
        let state = try #require(try frames(lionheart, ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "selectTab(2)",
                                                         "ArticleCategoryScreen.bookmarkTapped"]).last).snapshot
        let svg = SVGDocument(try SnapshotDiagram(scenario: lionheart).svg(for: state, caption: "four events"))
        #expect(svg.isWellFormed)
        for instance in state.coordinators {
            let element = try #require(svg.elements["coordinator-\(instance.serial)"], "no node for #\(instance.serial)")
            #expect(element.text.contains(lionheart.coordinators[instance.type].name))
            #expect(element.text.contains("#\(instance.serial)"))
        }
        for stack in state.stacks {
            for screen in stack { #expect(svg.allText.contains(lionheart.screenName(screen))) }
        }
        #expect(svg.ids(withClass: "stack").count == 4, "one table per tab")
        #expect(svg.allText.contains("selected"))
        #expect(svg.allText.contains("visible"))
    }

    @Test func theViolationsInstancesAreMarked() throws {
        let bug = try scenario("Scenarios/bugs/lionheart-mypage-into-splash.txt")
        let all = try frames(bug, ["SplashScreen.launchFinished", "TodayScreen.myPageTapped"])
        let last = try #require(all.last)
        let violation = try #require(last.violations.first { $0.name == "parent-link" })
        let svg = SVGDocument(try SnapshotDiagram(scenario: bug).svg(
            for: last.snapshot, previous: all[0].snapshot, caption: "2 events",
            marking: .init(invariant: violation.name, message: violation.message, instances: violation.instances)))
        #expect(svg.ids(withClass: "violation") == ["coordinator-4", "coordinator-8"])
        #expect(svg.ids(withClass: "added").contains("coordinator-8"))
        #expect(!svg.ids(withClass: "wrong").isEmpty, "the parent edge to Today is drawn in red")
        #expect(svg.allText.contains("parent-link violated:"))
    }

    @Test func aFilmStripHasAPanelPerStepTheLegendAndTheViolation() throws {
        let bug = try scenario("Scenarios/bugs/lionheart-mypage-no-finish.txt")
        let result = try Explorer(scenario: bug).check()
        let violation = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        let svg = SVGDocument(try FilmStrip(scenario: bug).svg(invariant: "no-leaks", violation: violation))
        #expect(svg.isWellFormed)
        #expect(svg.ids(withClass: "panel").count == violation.trace.events.count + 2, "launch, each step, the legend")
        #expect(svg.allText.contains("3. back"))
        #expect(svg.allText.contains("no-leaks violated"))
        #expect(svg.ids(withClass: "violation").contains("p3-coordinator-8"), "MyPage is marked in the last panel")
    }

    /// A step UIKit refused says why, in the film strip and on the report page.
    @Test func aRefusedPresentationIsWrittenOnItsStep() throws {
        let refused = try compile("""
            depth 3
            screen HomeScreen: help
            screen HelpScreen: more, close
            screen MoreScreen
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.help: present HelpScreen
              on HelpScreen.close: dismiss
              on HelpScreen.more: start More in modal
            coordinator More
              on start: push MoreScreen
            """)
        let result = try Explorer(scenario: refused).check()
        let violation = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        let svg = SVGDocument(try FilmStrip(scenario: refused).svg(invariant: "no-leaks", violation: violation))
        #expect(svg.isWellFormed)
        #expect(svg.allText.contains("presentation refused: App#1's stack is already presenting sheet 1"))
        let page = try HTMLReport(result: result).html()
        #expect(page.contains("<p class=\"note\">presentation refused: App#1&#39;s stack is already presenting sheet 1 (line 11)</p>")
            || page.contains("<p class=\"note\">presentation refused: App#1's stack is already presenting sheet 1 (line 11)</p>"))
    }

    @Test func theMapShowsEveryTypeAndEveryStart() throws {
        let lionheart = try scenario("Scenarios/lionheart.txt")
        let svg = SVGDocument(try CoordinatorMap(scenario: lionheart).svg())
        #expect(svg.isWellFormed)
        for type in lionheart.coordinators { #expect(svg.elements["type-\(type.name)"] != nil) }
        // App→Splash, Splash→TabBar, TabBar→4 tabs, and each tab→MyPage and →Bookmark (Today's
        // two handlers share one edge).
        #expect(svg.ids(withClass: "start").count == 14)
        #expect(svg.allText.contains("TodayScreen.myPageTapped · push"))
        #expect(svg.allText.contains("start · tab 2 · into parent"))
    }

    /// LionHeart's TabBar is held by nobody and makes a tab bar the window's root: the map said
    /// `push · into none` (issue 40, item 13).
    @Test func theMapSaysWhereAChildThatReplacesTheWindowRootShows() throws {
        let lionheart = try scenario("Scenarios/lionheart.txt")
        let map = CoordinatorMap(scenario: lionheart)
        let names = lionheart.coordinators.map(\.name)
        let edges = Dictionary(map.mapEdges().map { ("\(names[$0.from]) → \(names[$0.to])", $0.labels) }, uniquingKeysWith: { first, _ in first })
        #expect(edges["Splash → TabBar"] == ["SplashScreen.launchFinished · window root: 4 tabs · held by nobody"])
        #expect(edges["App → Splash"] == ["start · push"])
        #expect(!edges.values.joined().contains { $0.contains("into none") || $0.contains("push · into") })
        #expect(SVGDocument(try map.svg()).allText.contains("SplashScreen.launchFinished · window root: 4 tabs · held by nobody"))
        // A new navigation stack as the window's root.
        let logout = try compile("""
            screen HomeScreen: logout
            screen LoginScreen
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.logout: start Login
            coordinator Login
              on start
                setRoot stack
                push LoginScreen
            """)
        #expect(CoordinatorMap(scenario: logout).mapEdges().map(\.labels) == [["HomeScreen.logout · window root"]])
    }

    /// A scenario that declares no flows: every coordinator is grey, and a `flows: no flow`
    /// row explained nothing (issue 40, item 13).
    @Test func aScenarioWithoutFlowsHasNoFlowsInItsLegends() throws {
        let plain = try scenario("Scenarios/bugs/petclinic-sheet-swipe.txt")
        #expect(plain.flows.isEmpty)
        let result = try Explorer(scenario: plain).check()
        let violation = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        let launch = try #require(try frames(plain, []).first).snapshot
        let drawings = [
            ("map", try CoordinatorMap(scenario: plain).svg()),
            ("snapshot", try SnapshotDiagram(scenario: plain).svg(for: launch, caption: "launch")),
            ("film strip", try FilmStrip(scenario: plain).svg(invariant: "no-leaks", violation: violation)),
            ("page", try HTMLReport(result: result).html()),
        ]
        for (name, drawing) in drawings {
            #expect(!drawing.contains(">flows</text>") && !drawing.contains(">no flow</text>"), "\(name) has a flows row")
            #expect(!drawing.contains("s colour: its owner"), "\(name) explains screen colours that tell nothing apart")
            #expect(drawing.contains("added by the step") || name == "map" || name == "snapshot", "\(name) has its legend still")
        }
        // With flows, the row is there, and coordinators of none are said to be so.
        let lionheart = try CoordinatorMap(scenario: try scenario("Scenarios/lionheart.txt")).svg()
        #expect(lionheart.contains(">flows</text>") && lionheart.contains(">no flow</text>") && lionheart.contains(">bookmark</text>"))
        // Nothing drawn that needs a key: no legend at all.
        let alone = try compile("""
            screen HomeScreen
            coordinator App root
              on start
                setRoot stack
            """)
        let empty = try #require(try frames(alone, []).first).snapshot
        #expect(!(try SnapshotDiagram(scenario: alone).svg(for: empty, caption: "launch")).contains("legend"))
        // A map of one type has no key under it (an empty one drew the graph's name, `map`, instead).
        let map = try CoordinatorMap(scenario: alone).svg()
        #expect(!map.contains(">map</text>") && !map.contains(">flows</text>"))
    }

    /// Pulling a sheet down took it off the picture without a trace (issue 40, item 13): the
    /// step draws it as it was, struck through, under what presented it.
    @Test func aStepThatDismissesASheetDrawsWhatWent() throws {
        let bug = try scenario("Scenarios/bugs/petclinic-sheet-swipe.txt")
        let all = try frames(bug, ["HomeScreen.scheduleAppointment", "swipeDismiss"])
        let drawing = SnapshotDiagram(scenario: bug)
        let svg = SVGDocument(try drawing.svg(for: all[2].snapshot, previous: all[1].snapshot, caption: "2. swipeDismiss"))
        #expect(svg.isWellFormed)
        #expect(svg.ids(withClass: "removed") == ["stacks-stack-gone-1"])
        let gone = try #require(svg.elements["stacks-stack-gone-1"])
        for text in ["sheet 1", "dismissed", "SelectVisitTypeScreen", "PetAppointment #3"] { #expect(gone.text.contains(text), "\(text)") }
        #expect(svg.ids(withClass: "dismissed").count == 1, "hung from the stack that presented it")
        #expect(svg.allText.contains("grey: gone"))
        // The step that presented it has no ghost, nor does a snapshot drawn on its own.
        #expect(SVGDocument(try drawing.svg(for: all[1].snapshot, previous: all[0].snapshot, caption: "1.")).ids(withClass: "removed").isEmpty)
        #expect(SVGDocument(try drawing.svg(for: all[2].snapshot, caption: "alone")).ids(withClass: "removed").isEmpty)
        // A sheet a new window root leaves alive off screen was not dismissed: it is drawn there.
        let swapped = try compile("""
            screen HomeScreen: settings
            screen SettingsScreen: logout
            screen LoginScreen
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.settings: start Settings in sheet
              func logout
                setRoot stack
                push LoginScreen
            coordinator Settings
              on start: push SettingsScreen
              on SettingsScreen.logout: call root.logout
            """)
        let steps = try frames(swapped, ["HomeScreen.settings", "SettingsScreen.logout"])
        let stranded = SVGDocument(try SnapshotDiagram(scenario: swapped).svg(for: steps[2].snapshot, previous: steps[1].snapshot, caption: "2."))
        #expect(stranded.allText.contains("off screen 1") && stranded.allText.contains("SettingsScreen"))
        #expect(stranded.ids(withClass: "removed").isEmpty)
    }

    @Test func theStateGraphIsWholeOnlyWhenSmall() throws {
        let landing = try scenario("Scenarios/bugs/landing-double-finish.txt")
        let small = SVGDocument(try StateGraphDiagram(scenario: landing).svg(trace: []))
        #expect(small.allText.contains("every state to depth"))
        #expect(small.ids(withClass: "state").count == 4, "Landing, Login, Register, Home")
        let lionheart = try scenario("Scenarios/lionheart.txt")
        let events = try frames(lionheart, ["SplashScreen.launchFinished", "TodayScreen.myPageTapped"]).compactMap(\.event)
        let bounded = SVGDocument(try StateGraphDiagram(scenario: lionheart).svg(trace: events))
        #expect(bounded.allText.contains("the trace and its neighbours"))
        #expect(bounded.ids(withClass: "path").count == 3)
        #expect(bounded.elements.values.filter { $0.classes.contains("state") }.count <= StateGraphDiagram.wholeGraphLimit)
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let bug = try scenario("Scenarios/bugs/flows-remove-feed-pop-to-root.txt")
        let result = try Explorer(scenario: bug).check()
        let first = try ScenarioDiagrams.render(result)
        let second = try ScenarioDiagrams.render(result)
        #expect(first.map(\.name) == ["map.svg", "launch.svg", "no-leaks.svg", "no-leaks.states.svg", "pop-flow.svg", "pop-flow.states.svg", "index.html"])
        #expect(first.map(\.svg) == second.map(\.svg))
    }

    @Test func concurrentRendersAreSerializedAndIdentical() async throws {
        let lionheart = try scenario("Scenarios/lionheart.txt")
        let expected = try CoordinatorMap(scenario: lionheart).svg()
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try CoordinatorMap(scenario: lionheart).svg() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.count == 8)
        #expect(outputs.allSatisfy { $0 == expected })
    }

    @Test func namesAreTextWhateverTheyContain() throws {
        // Names the language accepts, with characters SVG and Graphviz escape.
        let text = """
            flows my-flow
            screen 홈_Screen-1: tap-it
            coordinator App-Root root
              on start: setRoot stack; start Child-Coordinator_2
            coordinator Child-Coordinator_2 flow my-flow
              on start: push 홈_Screen-1
              on 홈_Screen-1.tap-it: pop

            """
        let scenario = try compile(text)
        let state = try Replayer(scenario: scenario).launch()
        let svg = SVGDocument(try SnapshotDiagram(scenario: scenario).svg(for: state, caption: "a & b <c>"))
        #expect(svg.isWellFormed)
        #expect(svg.elements["coordinator-2"]?.text.contains("Child-Coordinator_2") == true)
        #expect(svg.allText.contains("홈_Screen-1"))
        #expect(svg.allText.contains("my-flow"))
        #expect(svg.allText.contains("a & b <c>"))
        // What the language cannot produce is still escaped by the DOT and HTML layers.
        #expect(HTML.escape("<script>alert(\"x\")&</script>") == "&lt;script&gt;alert(&quot;x&quot;)&amp;&lt;/script&gt;")
        #expect(DOTGraph.Value.text("a\"b\\c\nd").rendered == "\"a\\\"b\\\\c\\nd\"")
        let hostile = SVGDocument(try Graphviz.svg(from: "digraph { a [label=<\(HTML.escape("<script>alert(1)</script>"))>]; }"))
        #expect(hostile.isWellFormed)
        #expect(hostile.allText.contains("<script>alert(1)</script>"))
        #expect(hostile.elements.keys.allSatisfy { !$0.contains("script") })
    }

    /// Graphviz 2.43's dot frees the label of an edge that does not constrain the ranks
    /// twice (AddressSanitizer and valgrind both caught it): such edges carry `xlabel`.
    @Test func noRankFreeEdgeHasALabel() throws {
        var rankFree = 0
        for folder in ["Scenarios", "Scenarios/bugs"] {
            for file in try FileManager.default.contentsOfDirectory(atPath: "\(Self.root)/\(folder)") where file.hasSuffix(".txt") {
                var bug = try scenario("\(folder)/\(file)")
                bug.expectations = []
                var dots = [CoordinatorMap(scenario: bug).dot()]
                let result = try Explorer(scenario: bug).check(CheckOptions(jobs: 1))
                for counterexample in Counterexample.all(in: result) {
                    var previous: Snapshot?
                    for frame in counterexample.frames {
                        let drawn = SnapshotDiagram(scenario: bug).dot(for: frame.snapshot, previous: previous)
                        dots += [drawn.tree, drawn.stacks ?? ""]
                        previous = frame.snapshot
                    }
                }
                for line in dots.joined(separator: "\n").split(separator: "\n") where line.contains("constraint=\"false\"") {
                    rankFree += 1
                    #expect(!line.contains(" label="), "\(file): \(line)")
                }
            }
        }
        #expect(rankFree > 10, "calls in maps and wrong parents in snapshots")
    }

    @Test func graphvizErrorsComeBackAsSwiftErrorsWithItsMessage() {
        #expect {
            try Graphviz.svg(from: "digraph { a -> }")
        } throws: { error in
            (error as? RenderError)?.message.contains("syntax error") == true
        }
        // And the next render still works.
        #expect((try? Graphviz.svg(from: "digraph { a -> b }"))?.contains("<svg") == true)
    }

    @Test func everyCommittedDiagramIsWellFormedXML() throws {
        let output = "\(Self.root)/Output"
        let files = try FileManager.default.subpathsOfDirectory(atPath: output).filter { $0.hasSuffix(".svg") }
        #expect(files.count >= 50)
        for file in files {
            let text = try String(contentsOfFile: "\(output)/\(file)", encoding: .utf8)
            #expect(SVGDocument(text).isWellFormed, "\(file)")
        }
    }

    @Test func everyBugScenarioHasAFilmStripPerExpectedViolation() throws {
        let folder = "\(Self.root)/Scenarios/bugs"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let scenario = try scenario("Scenarios/bugs/\(file)")
            for expectation in scenario.expectations {
                let strip = "\(Self.root)/Output/\(scenario.name)/\(expectation.name).svg"
                #expect(FileManager.default.fileExists(atPath: strip), "no film strip \(strip)")
            }
        }
    }
}
