import CoordCheckCore
import Foundation
import Testing

/// A draft's finding that rests on code the extractor did not model is *unconfirmed*: a
/// warning naming the draft's notes in every reporter, not failing the gate unless
/// `--strict`, and `--expect` silences it as a scenario's `expect` does. The fixture
/// (Tests/ExtractFixtures/regressions/adaptor) moves on from its splash screen through a view
/// model and an adaptor the draft does not follow: a deadlock at launch, unconfirmed.
@Suite(.removesTemporaryFolders) struct UnconfirmedFindingsTests {
    static let adaptor = "\(CommandLine.root)/Tests/ExtractFixtures/regressions/adaptor"
    static let mvvmc = "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app"

    func extract(_ options: [String], app: String = adaptor) throws -> CommandLine.Output {
        try CommandLine.run(["extract", app, "--check", "--no-write"] + options)
    }

    @Test func theTextReportSaysUnconfirmedAndWhatItRestsOn() throws {
        let output = try extract([])
        #expect(output.status == 0, "an unconfirmed finding does not fail the gate: \(output.stdout)")
        #expect(output.stdout.contains("deadlock        unconfirmed violated at depth 0, on code the draft did not model (1 note)"))
        #expect(output.stdout.contains("  unconfirmed: it rests on code the draft did not model (docs/extract.md):\n"
            + "    SplashViewController: no user event found, but code of it that may move on was not followed: self.viewModel.animationEnded()"))
        #expect(output.stdout.contains("  draft: 1 of 2 coordinator types ran a handler within depth 8; not reached: SettingsCoordinator; 1 finding unconfirmed"))
        // The draft's unreached events and handlers are counted, not a warning each.
        #expect(output.stdout.contains("never reached within depth 8: 1 event and 2 handlers of the draft"))
        #expect(!output.stdout.contains("warning: HomeViewController.settingsTapped is never enabled"))
        // At the Swift code, as a compiler's warning.
        #expect(output.stdout.contains("regressions/adaptor/App.swift:80:1: warning: [deadlock] unconfirmed: nothing can be done on SplashViewController"))
    }

    @Test func strictFailsOnAnUnconfirmedFinding() throws {
        let output = try extract(["--strict"])
        #expect(output.status == 1, "\(output.stdout)")
        #expect(output.stdout.contains("FAILED (--strict: warnings fail)"))
    }

    @Test func everyReporterGivesItAsAWarningAtTheSwiftCode() throws {
        let swift = "Tests/ExtractFixtures/regressions/adaptor/App.swift"
        let xcode = try extract(["--reporter", "xcode"])
        #expect(xcode.status == 0)
        #expect(xcode.stdout.contains(": warning: [deadlock] unconfirmed: nothing can be done on SplashViewController"), "\(xcode.stdout)")
        #expect(xcode.stdout.contains("depends on the draft's note: SplashViewController: no user event found"))
        #expect(!xcode.stdout.contains(": error:"))
        #expect(xcode.stdout.contains(swift))

        let github = try extract(["--reporter", "github"])
        #expect(github.stdout.contains("::warning file="), "\(github.stdout)")
        #expect(github.stdout.contains("unconfirmed: nothing can be done on SplashViewController"))
        #expect(!github.stdout.contains("::error "))

        let sarif = try extract(["--reporter", "sarif"])
        let results = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(results["runs"] as? [[String: Any]])
        let found = try #require(runs.first?["results"] as? [[String: Any]])
        let deadlock = try #require(found.first { $0["ruleId"] as? String == "deadlock" })
        #expect(deadlock["level"] as? String == "warning")

        let junit = try extract(["--reporter", "junit"])
        #expect(junit.stdout.contains("<skipped message=\"unconfirmed: nothing can be done on SplashViewController"), "\(junit.stdout)")
        #expect(!junit.stdout.contains("<failure"))
    }

    @Test func theReportPageMarksItAndListsTheGaps() throws {
        let folder = try CommandLine.temporaryFolder()
        let output = try CommandLine.run(["extract", Self.adaptor, "--check", "--output", "\(folder)/out", "-o", "\(folder)/draft.txt"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let page = try String(contentsOfFile: "\(folder)/out/adaptor/index.html", encoding: .utf8)
        #expect(page.contains("<span class=\"verdict unconfirmed\">unconfirmed, violated at depth 0</span>"))
        #expect(page.contains("<h2>Gaps of the draft</h2>"))
        #expect(page.contains("<p>The unconfirmed findings rest on:</p>"))
        #expect(page.contains("regressions/adaptor/App.swift:80:1</code> SplashViewController: no user event found"))
    }

    @Test func theJSONSaysConfirmedAndTheNotesWithTheirSwiftPlaces() throws {
        let output = try extract(["--reporter", "json"])
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(output.stdout.utf8))
        let entry = try #require(report.scenarios.first)
        #expect(entry.status == "passed")
        #expect(entry.draftReach == DraftReach(ran: ["AppCoordinator"], coordinators: 2, notReached: ["SettingsCoordinator"]))
        let deadlock = try #require(entry.invariants?.first { $0.name == "deadlock" })
        #expect(deadlock.outcome == "unconfirmed")
        #expect(deadlock.confirmed == false)
        let note = try #require(deadlock.dependsOn?.first)
        #expect(note.text.hasPrefix("SplashViewController: no user event found"))
        #expect(note.place?.file.hasSuffix("regressions/adaptor/App.swift") == true)
        #expect(entry.invariants?.filter { $0.confirmed != nil }.count == 1, "only a violation says whether it is confirmed")
    }

    @Test func expectSilencesAKnownGapAndOnlyIt() throws {
        let known = try extract(["--expect", "deadlock"])
        #expect(known.status == 0)
        #expect(known.stdout.contains("deadlock        expected    violated at depth 0"), "\(known.stdout)")
        // Expecting another culprit than the one found: the finding is not covered.
        let other = try extract(["--expect", "deadlock: SettingsCoordinator", "--strict"])
        #expect(other.status == 1, "\(other.stdout)")
    }

    /// An `--expect` that is no `expect` line is refused where it is given, not written into a
    /// draft that does not compile.
    @Test func anExpectThatIsNoExpectLineIsRefused() throws {
        let output = try extract(["--expect", "deadlock at"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--expect:1:19: error: expected 'depth' (at depth N)"), "\(output.stderr)")
    }

    @Test func aConfigurationsExtractEntryTakesExpect() throws {
        let folder = try CommandLine.temporaryFolder()
        try """
            extract:
              - sources: [\(Self.adaptor)]
                name: adaptor
                expect: [deadlock]
            strict: true
            """.write(toFile: "\(folder)/.coordcheck.yml", atomically: true, encoding: .utf8)
        let output = try CommandLine.run(["--no-write"], in: folder)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("expected    violated at depth 0"))
    }

    @Test func theFixtureAppsBugsStayConfirmedErrors() throws {
        let output = try extract(["--reporter", "json"], app: Self.mvvmc)
        #expect(output.status == 1)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(output.stdout.utf8))
        let violated = (report.scenarios.first?.invariants ?? []).filter { $0.trace != nil }
        #expect(Set(violated.map(\.name)) == ["parent-link", "no-leaks"])
        for invariant in violated {
            #expect(invariant.confirmed == true && invariant.outcome == "violated", "\(invariant.name): \(invariant.dependsOn ?? [])")
        }
    }

    @Test func aHandWrittenScenarioIsUnaffectedByNoteLikeComments() throws {
        let folder = try CommandLine.temporaryFolder()
        try """
            scenario noted
            screen HomeScreen: open
            screen DetailScreen
            # coordcheck: DetailScreen: no user event found; 1 call into the coordinator layer not followed
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.open: start Detail
            coordinator Detail
              on start: push DetailScreen
              # coordcheck: a removal from children not modelled
              on back: pop
            """.write(toFile: "\(folder)/noted.txt", atomically: true, encoding: .utf8)
        let output = try CommandLine.run(["noted.txt", "--no-write", "--reporter", "json"], in: folder)
        #expect(output.status == 1)
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(output.stdout.utf8))
        let leak = try #require(report.scenarios.first?.invariants?.first { $0.name == "no-leaks" })
        #expect(leak.outcome == "violated" && leak.confirmed == true && leak.dependsOn == nil)
        #expect(report.scenarios.first?.draftReach == nil)
    }
}
