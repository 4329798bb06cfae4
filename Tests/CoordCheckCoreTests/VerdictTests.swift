import Foundation
import Testing
@testable import CoordCheckCore

/// What a verdict says (issue 40, items 8 to 10): every coordinator type an invariant blames
/// gets its own shortest trace; an `expect` line can name the culprits and the depth it
/// expects, and a violation it does not cover fails the check; a search that did not
/// complete never says `holds`.
@Suite struct VerdictTests {
    /// Two sheets that leak the same way (Tests/VerdictFixtures/two-sheets.txt); `expect`
    /// lines appended start at line 23.
    static let twoSheets = (try? String(contentsOfFile: Fixtures.root + "/Tests/VerdictFixtures/two-sheets.txt", encoding: .utf8)) ?? ""

    func check(_ expectations: String = "", _ options: CheckOptions = CheckOptions()) throws -> CheckResult {
        try Explorer(scenario: try Fixtures.compile(Self.twoSheets + expectations, path: "two-sheets.txt")).check(options)
    }

    func noLeaks(_ result: CheckResult) throws -> InvariantVerdict {
        try #require(result.verdicts.first { $0.name == "no-leaks" })
    }

    func culprits(_ violations: [Violation], in result: CheckResult) -> [String] {
        violations.map { "\($0.culpritName(in: result.scenario) ?? "none")@\($0.depth)" }
    }

    // MARK: Item 9: one trace per culprit

    @Test func eachLeakingSheetGetsItsOwnShortestTrace() throws {
        let result = try check()
        let verdict = try noLeaks(result)
        #expect(culprits(verdict.violations, in: result) == ["Settings@2", "Profile@2"])
        #expect(verdict.others.first?.trace.written(in: result.scenario) == "HomeScreen.profileTapped → swipeDismiss")
        #expect(verdict.others.first?.message == "Profile#3 is still in Home#2.children but nothing it owns is on screen")
        #expect(verdict.others.first?.instances.first == 3, "the culprit is outlined first")
        #expect(result.status == .failed)
        // Both are bugs: each is a problem at its own place.
        #expect(CheckedScenario(result: result).problems.filter { $0.rule == "no-leaks" }.map(\.message)
                == ["Settings#3 is still in Home#2.children but nothing it owns is on screen",
                    "Profile#3 is still in Home#2.children but nothing it owns is on screen"])
    }

    @Test func theTextAndJSONReportsListTheOtherCulprits() throws {
        let checked = CheckedScenario(result: try check())
        let text = TextReport(checked).render()
        #expect(text.contains("  no-leaks        VIOLATED    at depth 2; also broken by Profile at depth 2\n"))
        #expect(text.contains("""
              also broken by (the shortest violation blaming each other coordinator type):
                Profile (depth 2): Profile#3 is still in Home#2.children but nothing it owns is on screen
                  trace (2 events): HomeScreen.profileTapped → swipeDismiss
                  replay: coordcheck replay two-sheets.txt --events 'HomeScreen.profileTapped, swipeDismiss'
            """))
        let entry = try #require(JSONReport.Entry(checked, timings: false).invariants?.first { $0.name == "no-leaks" })
        #expect(entry.culprit == "Settings")
        #expect(entry.alsoBrokenBy == [JSONReport.OtherViolation(culprit: "Profile", expected: false,
                                                                 trace: ["HomeScreen.profileTapped", "swipeDismiss"],
                                                                 message: "Profile#3 is still in Home#2.children but nothing it owns is on screen",
                                                                 location: nil, confirmed: true)])
    }

    /// Random walks keep the first violation they meet blaming each type.
    @Test func randomWalksListTheOtherCulpritsToo() throws {
        let scenario = try Fixtures.compile(Self.twoSheets, path: "two-sheets.txt")
        let result = try Simulator(scenario: scenario).run(Simulation(walks: 50, length: 6, seed: 3))
        let verdict = try noLeaks(result)
        #expect(Set(verdict.violations.compactMap { $0.culpritName(in: scenario) }) == ["Settings", "Profile"])
    }

    // MARK: Item 8: expect names the culprit

    @Test func aBareExpectStillCoversEveryCulprit() throws {
        let result = try check("expect no-leaks\n")
        #expect(result.status == .passed)
        guard case .expectedFound = try noLeaks(result).outcome else { Issue.record("no-leaks is not expected-found"); return }
    }

    @Test func aNamedExpectDoesNotMaskAnotherCulprit() throws {
        let result = try check("expect no-leaks: Settings\n")
        #expect(result.status == .failed, "Profile's leak is another bug")
        let verdict = try noLeaks(result)
        guard case .violated(let violation) = verdict.outcome else { Issue.record("no-leaks is \(verdict.outcome)"); return }
        #expect(violation.culpritName(in: result.scenario) == "Profile")
        #expect(TextReport(result: result).render().contains(
            "  no-leaks        VIOLATED    at depth 2 by Profile, not covered by 'expect no-leaks: Settings'; also broken by Settings at depth 2\n"))
        // The counterexample told step by step is the one that fails the check.
        #expect(Counterexample(verdict, in: result.scenario)?.lines.first == "no-leaks violated: Profile#3 is still in Home#2.children but nothing it owns is on screen")
        #expect(TextReport(result: result).render().contains("    Settings (depth 2, expected): Settings#3 is still in Home#2.children"))
        let problems = CheckedScenario(result: result).problems.filter { $0.rule == "no-leaks" }
        #expect(problems.map(\.message) == ["Profile#3 is still in Home#2.children but nothing it owns is on screen"])
        #expect(problems.first?.detail.last == "by Profile: not covered by 'expect no-leaks: Settings'")
        #expect(JSONReport.Entry(CheckedScenario(result: result), timings: false).invariants?.first { $0.name == "no-leaks" }?.outcome == "violated")
    }

    @Test func expectationsNamingEveryCulpritPass() throws {
        #expect(try check("expect no-leaks: Settings, Profile\n").status == .passed)
        #expect(try check("expect no-leaks: Profile at depth 2\nexpect no-leaks: Settings at depth 2\n").status == .passed)
        let entry = JSONReport.Entry(CheckedScenario(result: try check("expect no-leaks: Profile, Settings at depth 2\n")), timings: false)
        #expect(entry.invariants?.first { $0.name == "no-leaks" }?.expectations == ["no-leaks: Profile, Settings at depth 2"])
        #expect(entry.invariants?.first { $0.name == "no-leaks" }?.alsoBrokenBy?.first?.expected == true)
    }

    @Test func aViolationAtAnotherDepthIsNotTheOneExpected() throws {
        let result = try check("expect no-leaks: Settings, Profile at depth 3\n")
        #expect(result.status == .failed)
        let verdict = try noLeaks(result)
        guard case .violated(let violation) = verdict.outcome else { Issue.record("no-leaks is \(verdict.outcome)"); return }
        #expect(violation.depth == 2)
        #expect(verdict.unmet.map(\.missing) == [[result.scenario.coordinatorIndex(named: "Settings"), result.scenario.coordinatorIndex(named: "Profile")].compactMap { $0 }])
    }

    @Test func aCulpritNamedButNeverFoundFailsAtItsExpectLine() throws {
        let result = try check("expect no-leaks: Settings, Profile, Home\n")
        #expect(result.status == .failed)
        guard case .expectedMissing = try noLeaks(result).outcome else { Issue.record("no-leaks is not missing"); return }
        #expect(TextReport(result: result).render().contains("  no-leaks        NOT FOUND (expected Home)\n"))
        let problem = try #require(CheckedScenario(result: result).problems.first { $0.rule == "no-leaks" })
        #expect(problem.compilerStyle == "two-sheets.txt:23:8: error: [no-leaks] expected violation of no-leaks (Home) not found within depth 4")
        // Not looked for to the end: not found yet, not a failure.
        let stopped = try check("expect no-leaks: Settings, Profile, Home\n", CheckOptions(maxStates: 3))
        #expect(stopped.status == .incomplete)
    }

    @Test func expectLinesCompileToTheirCulpritsAndDepth() throws {
        let scenario = try Fixtures.compile(Self.twoSheets + "expect no-leaks: Profile at depth 2\nexpect no-leaks: Settings\nexpect deadlock, pop-flow\n")
        #expect(scenario.expectations.map { $0.written(in: scenario) } == ["no-leaks: Profile at depth 2", "no-leaks: Settings", "deadlock", "pop-flow"])
        #expect(scenario.expectations.map(\.location.line) == [23, 24, 25, 25])
    }

    // MARK: Item 10: an incomplete search never says holds

    @Test func aStoppedSearchSaysHowFarItLooked() throws {
        let result = try check("", CheckOptions(maxStates: 3))
        #expect(result.stop == .stateLimit(3))
        #expect(result.stats.depthCovered == 1)
        #expect(result.verdicts.allSatisfy { !$0.holds })
        let text = TextReport(result: result).render()
        #expect(text.contains("  single-parent   not violated to depth 1\n"))
        #expect(!text.contains("holds"))
        let entry = try #require(JSONReport.Entry(CheckedScenario(result: result), timings: false).invariants?.first)
        #expect(entry.holds == false)
        #expect(entry.outcome == "not-violated")
        #expect(entry.notViolatedToDepth == 1)
        // The level the limit cut short was judged as far as it was generated: the leaks there are real.
        #expect(SummaryTable(entries: [.checked(CheckedScenario(result: result))]).rows.first?.notes == ["no-leaks", "the rest not violated to depth 1"])
        // The complete search proves it.
        let complete = try check()
        #expect(complete.verdicts.first?.holds == true)
        #expect(TextReport(result: complete).render().contains("  single-parent   holds\n"))
        #expect(JSONReport.Entry(CheckedScenario(result: complete), timings: false).invariants?.first?.outcome == "holds")
    }

    @Test func stoppingAtTheFirstViolationProvesNothingElse() throws {
        let result = try check("", CheckOptions(stopAtFirstViolation: true))
        #expect(result.stop == .firstViolation)
        let text = TextReport(result: result).render()
        #expect(text.contains("  deadlock        not violated to depth 2\n"))
        #expect(SummaryTable(entries: [.checked(CheckedScenario(result: result))]).rows.first?.notes == ["no-leaks", "the rest not violated to depth 2"])
    }

    @Test func aShardAndRandomWalksSayWhatTheyCovered() throws {
        let scenario = try Fixtures.scenario("Scenarios/lionheart.txt")
        let shard = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1, shard: SearchShard(index: 2, count: 3)))
        let level = try #require(shard.shard?.level)
        #expect(shard.reach == .shardPart(SearchShard(index: 2, count: 3), level: level, depth: scenario.depth))
        #expect(TextReport(result: shard).render().contains("  no-leaks            not violated to depth \(level) (to depth 10 in shard 2 of 3's part)\n"))
        let walks = try Simulator(scenario: scenario).run(Simulation(walks: 5, length: 8, seed: 1))
        #expect(TextReport(result: walks).render().contains("  no-leaks            not violated in 5 random walks\n"))
        #expect(walks.verdicts.allSatisfy { !$0.holds })
    }
}
