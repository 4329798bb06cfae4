import Foundation
import Testing
@testable import CoordCheckCore

/// Coverage, simulation, ITF traces, annotations and the summary table.
@Suite struct ReportTests {
    /// Home opens Detail; Detail goes back; GhostScreen is never shown.
    static let tiny = """
        scenario tiny
        depth 3
        disable swipeBack

        screen HomeScreen: open
        screen DetailScreen
        screen GhostScreen: boo

        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.open: start Detail
          on GhostScreen.boo: pop

        coordinator Detail
          on start
            push DetailScreen
          on back: pop; finish
        """

    func counts(_ coverage: Coverage) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: coverage.events.map { ($0.label, [$0.enabled, $0.fired]) })
    }

    // MARK: Coverage

    @Test func coverageCountsEnabledAndFiredEventsAndHandlerRuns() throws {
        let scenario = try Fixtures.compile(Self.tiny)
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        #expect(result.stats.states == 2)
        let events = counts(result.coverage)
        #expect(events["HomeScreen.open"] == [1, 1])
        #expect(events["back"] == [1, 1])
        #expect(events["GhostScreen.boo"] == [0, 0])
        #expect(events["swipeBack"] == [0, 0])
        #expect(result.coverage.unreachedEvents.map(\.label) == ["GhostScreen.boo"])
        #expect(result.coverage.unreachedEvents.first?.location?.line == 7)
        #expect(result.coverage.handlers.map(\.title) == ["App on start", "App on HomeScreen.open", "App on GhostScreen.boo",
                                                          "Detail on start", "Detail on back"])
        #expect(result.coverage.handlers.map(\.fired) == [1, 1, 0, 1, 1])
        #expect(result.coverage.unreachedHandlers.map(\.location.line) == [14])
    }

    /// A handler that never ran says whether nothing in the scenario can run it (nothing
    /// starts its coordinator, shows its screen or calls its method) or the bound was short.
    @Test func aHandlerThatNeverRanSaysWhetherAnythingCouldRunIt() throws {
        let scenario = try Fixtures.compile("""
            scenario reach
            depth 1
            screen HomeScreen: open
            screen DetailScreen: done
            screen LostScreen: tap
            screen OrphanScreen
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.open: start Detail
              on LostScreen.tap: pop
              func never: pop
            coordinator Detail
              on start: push DetailScreen
              on DetailScreen.done: pop; finish
            coordinator Orphan
              on start: push OrphanScreen
            """)
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let reasons = Dictionary(uniqueKeysWithValues: result.coverage.unreachedHandlers.map { ($0.title, $0.neverRuns(result.coverageScope)) })
        #expect(reasons == [
            "App on LostScreen.tap": "never runs: no handler shows LostScreen",
            "App func never": "never runs: nothing calls never",
            "Detail on DetailScreen.done": "never runs within depth 1",
            "Orphan on start": "never runs: nothing in the scenario starts Orphan",
        ])
    }

    @Test func statesAtTheBoundAreCountedEnabledButNotFired() throws {
        let scenario = try Fixtures.compile(Self.tiny)
        let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 1, jobs: 1))
        #expect(counts(result.coverage)["back"] == [1, 0])
        #expect(result.coverage.handlers.first { $0.title == "Detail on back" }?.fired == 0)
    }

    @Test func firedEventsAddUpToTheTransitionsForEveryNumberOfJobs() throws {
        let scenario = try Fixtures.scenario("Scenarios/lionheart.txt")
        let one = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        #expect(one.coverage.events.map(\.fired).reduce(0, +) == one.stats.transitions)
        #expect(one.coverage.unreachedEvents.isEmpty && one.coverage.unreachedHandlers.isEmpty)
        for jobs in [2, 3, 5] {
            let many = try Explorer(scenario: scenario).check(CheckOptions(jobs: jobs))
            #expect(many.coverage == one.coverage, "jobs \(jobs)")
        }
    }

    // MARK: Simulation

    func withoutExpectations(_ path: String) throws -> Scenario {
        let text = try String(contentsOfFile: "\(Fixtures.root)/\(path)", encoding: .utf8)
        return try Fixtures.compile(text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("expect ") }.joined(separator: "\n"), path: path)
    }

    @Test func theSameSeedGivesTheSameWalks() throws {
        let scenario = try Fixtures.scenario("Scenarios/lionheart.txt")
        let simulation = Simulation(walks: 50, length: 30, seed: 42)
        let first = try Simulator(scenario: scenario).run(simulation)
        let second = try Simulator(scenario: scenario).run(simulation)
        #expect(first.stats.states == second.stats.states)
        #expect(first.stats.transitions == 50 * 30)
        #expect(first.coverage == second.coverage)
        let other = try Simulator(scenario: scenario).run(Simulation(walks: 50, length: 30, seed: 43))
        #expect(other.coverage != first.coverage, "another seed walks elsewhere")
        #expect(first.status == .passed)
        #expect(first.stop == .simulated(simulation))
    }

    @Test(arguments: ["Scenarios/bugs/lionheart-mypage-no-finish.txt", "Scenarios/bugs/shop-finish-on-swipe-begin.txt",
                      "Scenarios/bugs/landing-double-finish.txt", "Scenarios/bugs/flows-remove-feed-pop-to-root.txt"])
    func walksFindTheBugsWithLoopFreeTracesThatReplay(_ path: String) throws {
        let scenario = try withoutExpectations(path)
        let exhaustive = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let simulated = try Simulator(scenario: scenario).run(Simulation(walks: 300, length: 40, seed: 1))
        #expect(simulated.status == .failed)
        for verdict in simulated.verdicts {
            let shortest = try #require(exhaustive.verdicts.first { $0.name == verdict.name })
            guard let violation = verdict.violation else { continue }
            // Nothing the exhaustive search missed, and never shorter than the shortest.
            let bound = try #require(shortest.violation, "\(verdict.name) found by a walk only")
            #expect(violation.trace.events.count >= bound.trace.events.count)
            // The trace replays to the violation, through distinct states (but the last: a
            // transition invariant can break on the step that closes a loop).
            let frames = try Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario))
                .run(violation.trace.events)
            #expect(frames.last?.violations.contains { $0.name == verdict.name } == true)
            let fingerprints = frames.map { Simulator.fingerprint(of: $0.state) }
            #expect(Set(fingerprints.dropLast()).count == fingerprints.count - 1, "\(verdict.name): the trace has a loop")
        }
        #expect(simulated.verdicts.contains { $0.violation != nil })
    }

    @Test func splitMix64IsTheReferenceSequence() {
        // The first outputs for seed 0, as in the reference implementation (Vigna's splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    // MARK: ITF

    @Test func aViolationIsAnITFDocumentWithEveryVariableInEveryState() throws {
        let scenario = try withoutExpectations("Scenarios/bugs/lionheart-mypage-no-finish.txt")
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let counterexample = try #require(Counterexample.all(in: result).first { $0.invariant == "no-leaks" })
        let document = counterexample.itf(in: scenario)
        #expect(document["#meta"]?["format"] == .string("ITF"))
        #expect(document["vars"] == .array(ITFTrace.variables.map { .string($0) }))
        guard case .array(let states)? = document["states"] else { Issue.record("no states"); return }
        #expect(states.count == counterexample.violation.trace.events.count + 1)
        for (index, state) in states.enumerated() {
            guard case .object(let members) = state else { Issue.record("state \(index) is not an object"); continue }
            #expect(Set(members.keys) == Set(ITFTrace.variables + ["#meta"]))
            #expect(state["#meta"]?["index"] == .int(index))
        }
        #expect(states.map { $0["event"] } == [.string("launch")] + counterexample.labels(in: scenario).map { .string($0) })
        // The leaked MyPage is in the last state, still in Today's children.
        guard case .array(let coordinators)? = states.last?["coordinators"] else { Issue.record("no coordinators"); return }
        let today = coordinators.first { $0["name"] == .string("Today#4") }
        #expect(today?["children"] == .array([.string("MyPage#8")]))
        // It survives a round trip through JSON.
        let data = Data(JSONReport.render(document).utf8)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == document)
    }

    /// `· root` read as "the root coordinator" (issue 40, item 13): the window's navigation
    /// stack is `window root` in the trace text, its stack line, the ITF trace and the messages.
    @Test func theWindowsRootStackIsCalledTheWindowRootInEveryReport() throws {
        let scenario = try withoutExpectations("Scenarios/bugs/petclinic-sheet-swipe.txt")
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let counterexample = try #require(Counterexample.all(in: result).first { $0.invariant == "no-leaks" })
        let lines = counterexample.text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("App#1 · window root") })
        #expect(lines.contains { $0.hasSuffix("└─ Home#2 · window root") })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "window root: HomeScreen(Home#2)" })
        #expect(!lines.contains { $0.hasSuffix("· root") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("root:") }, "\(lines)")
        guard case .array(let states)? = counterexample.itf(in: scenario)["states"], case .array(let stacks)? = states.last?["stacks"],
              case .array(let coordinators)? = states.last?["coordinators"] else { Issue.record("no states"); return }
        #expect(stacks.first?["name"] == .string("window root"))
        #expect(coordinators.first?["stack"] == .string("window root"))
        // An invariant's message names the stack the same way.
        let orphan = try Fixtures.compile("""
            depth 2
            screen HomeScreen: open
            screen DetailScreen
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.open: start Detail into none
            coordinator Detail
              on start: push DetailScreen
            """)
        let violation = try #require(try Explorer(scenario: orphan).check(CheckOptions(jobs: 1)).verdicts.first { $0.name == "no-orphans" }?.violation)
        #expect(violation.message.hasPrefix("DetailScreen on window root "), "\(violation.message)")
    }

    // MARK: Annotations and the summary

    @Test func annotationsPointAtTheFailingHandlerAndEscapeTheirText() throws {
        let scenario = try withoutExpectations("Scenarios/bugs/lionheart-mypage-no-finish.txt")
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let lines = GitHubAnnotations.lines(for: CheckedScenario(result: result).problems)
        let error = try #require(lines.first { $0.hasPrefix("::error ") })
        #expect(error.hasPrefix("::error file=Scenarios/bugs/lionheart-mypage-no-finish.txt,line=87,col=3,title=coordcheck%3A no-leaks::"))
        #expect(error.contains("%0Atrace: SplashScreen.launchFinished → TodayScreen.myPageTapped → back"))
        #expect(!error.contains("\n"))
        #expect(GitHubAnnotations.data("50% a\r\nb") == "50%25 a%0D%0Ab")
        #expect(GitHubAnnotations.property("a:b,c") == "a%3Ab%2Cc")
        let tiny = try Explorer(scenario: try Fixtures.compile(Self.tiny)).check(CheckOptions(jobs: 1))
        #expect(GitHubAnnotations.lines(for: CheckedScenario(result: tiny).problems) == [
            "::warning file=test.txt,line=7,col=21,title=coordcheck%3A unreached-event::GhostScreen.boo is never enabled within depth 3",
            "::warning file=test.txt,line=14,col=3,title=coordcheck%3A unreached-handler::'App on GhostScreen.boo' never runs: no handler shows GhostScreen",
        ])
    }

    @Test func theSummaryTableHasARowPerFileAndCountsThePassed() throws {
        let clean = try Explorer(scenario: try Fixtures.scenario("Scenarios/landing.txt")).check(CheckOptions(jobs: 1))
        let broken = try Explorer(scenario: try withoutExpectations("Scenarios/bugs/landing-double-finish.txt")).check(CheckOptions(jobs: 1))
        let known = try Explorer(scenario: try Fixtures.scenario("Scenarios/bugs/landing-double-finish.txt")).check(CheckOptions(jobs: 1))
        let bad = UnreadableScenario(file: "bad.txt", problems: [Problem(.error, rule: Problem.Rule.scenarioError, file: "bad.txt", line: 3, column: 7,
                                                                          message: "unknown screen 'Todya'")])
        let table = SummaryTable(entries: [.checked(CheckedScenario(result: clean)), .checked(CheckedScenario(result: broken)),
                                           .checked(CheckedScenario(result: known)), .unreadable(bad)]).render()
        #expect(table == """
            scenario               status                               states  depth  violated
            landing                passed                                    4      8  -
            landing-double-finish  FAILED                                    4      8  remove-missing
            landing-double-finish  passed (expected: remove-missing@2)       4      8  -
            bad.txt                error                                     -      -  bad.txt:3:7: unknown screen 'Todya'
            2 of 4 scenarios passed

            """)
    }
}
