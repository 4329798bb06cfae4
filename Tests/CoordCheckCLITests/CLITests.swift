import CoordCheckCore
import Foundation
import Testing

/// The `coordcheck` binary end to end: exit codes, reports, files.
@Suite(.removesTemporaryFolders) struct CLITests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The only scenario of a JSON report.
    func scenario(_ text: String) throws -> [String: Any] {
        let scenarios = try #require(try json(text)["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 1)
        return try #require(scenarios.first)
    }

    @Test func lionheartPassesFromTheRepositoryRootWithTheCardsOwnSpelling() throws {
        let output = try CommandLine.run(["scenarios/lionheart.txt", "--no-write"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("lionheart (Scenarios/lionheart.txt), depth 10: PASSED"))
        #expect(output.stdout.contains("649 states, 3875 transitions, complete to depth 10"))
        let check = try CommandLine.run(["check", "Scenarios/lionheart.txt", "--no-write"])
        #expect(check.status == 0)
    }

    /// `--version` prints the semantic version, the newest entry of CHANGELOG.md.
    @Test func versionIsTheChangelogsNewest() throws {
        let output = try CommandLine.run(["--version"])
        #expect(output.status == 0, "\(output.stderr)")
        let version = output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.wholeMatch(of: #/\d+\.\d+\.\d+/#) != nil, "\(version)")
        let changelog = try String(contentsOfFile: CommandLine.root + "/CHANGELOG.md", encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest?.hasPrefix("## \(version) ") == true, "\(newest ?? "no entry")")
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let output = try CommandLine.run(["Scenarios/bugs/lionheart-mypage-no-finish.txt", "--reporter", "json", "--no-write"])
        #expect(output.status == 0)
        let document = try json(output.stdout)
        #expect(document["schemaVersion"] as? Int == 4)
        #expect(document["coordcheckVersion"] as? String == CoordCheckVersion.current)
        #expect(document["summary"] as? [String: Int] == ["scenarios": 1, "passed": 1, "failed": 0, "incomplete": 0, "errors": 0, "skipped": 0])
        let report = try scenario(output.stdout)
        #expect(report["scenario"] as? String == "lionheart-mypage-no-finish")
        #expect(report["file"] as? String == "Scenarios/bugs/lionheart-mypage-no-finish.txt")
        #expect(report["depth"] as? Int == 10)
        #expect(report["complete"] as? Bool == true)
        #expect(report["status"] as? String == "passed")
        let stats = try #require(report["stats"] as? [String: Any])
        #expect(stats["states"] as? Int == 5809)
        #expect(stats["transitions"] as? Int == 21264)
        #expect(stats["seconds"] == nil, "times only with --timings, so that reports are reproducible")
        #expect(report["mode"] as? String == "exhaustive")
        let options = try #require(report["options"] as? [String: Any])
        #expect(options["depth"] as? Int == 10)
        #expect(options["stopAtFirst"] as? Bool == false)
        #expect(options["jobs"] == nil)
        let coverage = try #require(report["coverage"] as? [String: Any])
        let events = try #require(coverage["events"] as? [[String: Any]])
        #expect(events.contains { $0["label"] as? String == "TodayScreen.myPageTapped" && ($0["fired"] as? Int ?? 0) > 0 })
        #expect(coverage["unreachedHandlers"] as? [String] == [])
        let invariants = try #require(report["invariants"] as? [[String: Any]])
        #expect(invariants.map { $0["name"] as? String } == ["single-parent", "parent-link", "no-orphans", "no-leaks", "pop-flow",
                                                               "stack-order", "remove-missing", "deadlock", "one-mypage-per-tab"])
        let leak = try #require(invariants.first { $0["name"] as? String == "no-leaks" })
        #expect(leak["holds"] as? Bool == false)
        #expect(leak["expected"] as? Bool == true)
        #expect(leak["trace"] as? [String] == ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "back"])
        #expect(leak["outcome"] as? String == "expected")
        #expect(leak["culprit"] as? String == "MyPage")
        #expect(leak["expectations"] as? [String] == ["no-leaks: MyPage at depth 3"])
        #expect(leak["alsoBrokenBy"] == nil, "only MyPage leaks")
        #expect(holding(invariants)["outcome"] as? String == "holds")
        #expect(holding(invariants)["notViolatedToDepth"] == nil, "the search was complete")
        let itf = try #require(leak["itf"] as? [String: Any])
        let itfStates = try #require(itf["states"] as? [[String: Any]])
        #expect(itfStates.map { $0["event"] as? String } == ["launch", "SplashScreen.launchFinished", "TodayScreen.myPageTapped", "back"])
        #expect(holding(invariants)["itf"] == nil)
        let timed = try scenario(CommandLine.run(["Scenarios/lionheart.txt", "--format", "json", "--no-write", "--timings"]).stdout)
        #expect((timed["stats"] as? [String: Any])?["seconds"] is Double)
        #expect(holding(invariants)["holds"] as? Bool == true)
        #expect(holding(invariants)["trace"] == nil)
    }

    private func holding(_ invariants: [[String: Any]]) -> [String: Any] {
        invariants.first { $0["name"] as? String == "single-parent" } ?? [:]
    }

    @Test(arguments: [
        "Scenarios/bugs/flows-hardcoded-profile.txt", "Scenarios/bugs/landing-double-finish.txt",
        "Scenarios/bugs/landing-strong-parent.txt", "Scenarios/bugs/lionheart-mypage-into-splash.txt",
        "Scenarios/bugs/petclinic-router-no-root.txt",
    ])
    func aBugScenarioWithoutItsExpectLinesExits1NamingTheInvariantAndTrace(_ path: String) throws {
        let text = try String(contentsOfFile: "\(CommandLine.root)/\(path)", encoding: .utf8)
        // `expect no-leaks: MyPage at depth 3` expects no-leaks.
        let expected = text.split(separator: "\n").filter { $0.hasPrefix("expect ") }.map { String($0.dropFirst(7).prefix { $0 != ":" && $0 != " " }) }
        #expect(!expected.isEmpty)
        let passing = try CommandLine.run([path, "--no-write"])
        #expect(passing.status == 0)

        let folder = try CommandLine.temporaryFolder()
        let stripped = "\(folder)/stripped.txt"
        try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }
            .joined(separator: "\n").write(toFile: stripped, atomically: true, encoding: .utf8)
        let failing = try CommandLine.run([stripped, "--format", "json", "--no-write"])
        #expect(failing.status == 1)
        let report = try scenario(failing.stdout)
        let violated = (report["invariants"] as? [[String: Any]] ?? []).filter { $0["holds"] as? Bool == false }
        #expect(Set(violated.compactMap { $0["name"] as? String }) == Set(expected))
        #expect(violated.allSatisfy { ($0["trace"] as? [String])?.isEmpty == false })
        let text1 = try CommandLine.run([stripped, "--no-write"])
        #expect(text1.stdout.contains("VIOLATED"))
        #expect(text1.stdout.contains("trace ("))
    }

    @Test func aBadScenarioExits2WithEveryErrorLocated() throws {
        let folder = try CommandLine.temporaryFolder()
        let path = "\(folder)/bad.txt"
        try """
            depth 0
            screen Home
            coordinator App root
              on start: setRoot stack; push Hom
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let output = try CommandLine.run([path])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("\(path):1:7: error: depth 0 is out of range"))
        #expect(output.stderr.contains("\(path):4:33: error: unknown screen 'Hom'; did you mean 'Home'?"))
        #expect(output.stderr.contains("                                ^"))
        #expect(output.stderr.contains("2 errors in \(path)"))
    }

    @Test(arguments: [
        (["does-not-exist.txt"], "does-not-exist.txt: error: no such file or directory"),
        (["Scenarios/lionheart.txt", "--depth", "0"], "--depth must be between 1 and 64"),
        (["Scenarios/lionheart.txt", "--max-states", "0"], "--max-states must be at least 1"),
        (["Scenarios/lionheart.txt", "--format", "xml"], "xml"),
        (["Scenarios/lionheart.txt", "--bogus"], "--bogus"),
        (["Tests"], "Tests: error: the directory holds no scenario (.txt) files"),
    ])
    func badInvocationsExit2WithAMessage(_ arguments: [String], _ message: String) throws {
        let output = try CommandLine.run(arguments + ["--no-write"])
        #expect(output.status == 2)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test func invalidUTF8IsAFileError() throws {
        let folder = try CommandLine.temporaryFolder()
        let path = "\(folder)/binary.txt"
        try Data([0x73, 0x63, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path))
        let output = try CommandLine.run([path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("\(path): error: the file is not valid UTF-8 text"))
    }

    @Test func aStateLimitExits3WithTheStatsSoFar() throws {
        let output = try CommandLine.run(["Scenarios/lionheart.txt", "--max-states", "100", "--no-write"])
        #expect(output.status == 3)
        #expect(output.stdout.contains("INCOMPLETE"))
        #expect(output.stdout.contains("100 states"))
        #expect(output.stdout.contains("stopped at --max-states 100; depth"))
    }

    @Test func aDirectoryChecksEveryScenarioAndJSONListsThem() throws {
        let output = try CommandLine.run(["Scenarios", "--reporter", "json", "--no-write"])
        #expect(output.status == 0)
        let reports = try #require(try json(output.stdout)["scenarios"] as? [[String: Any]])
        #expect(reports.compactMap { $0["scenario"] as? String } == ["flows", "landing", "lionheart", "petclinic", "shop"])
        let bugs = try CommandLine.run(["Scenarios/bugs", "--no-write"])
        #expect(bugs.status == 0, "every bug scenario passes through its expect lines")
    }

    @Test func theWorstExitCodeWinsAcrossScenarios() throws {
        let folder = try CommandLine.temporaryFolder()
        try "coordinator App\n".write(toFile: "\(folder)/bad.txt", atomically: true, encoding: .utf8)
        let output = try CommandLine.run(["Scenarios/lionheart.txt", "\(folder)/bad.txt", "--no-write"])
        #expect(output.status == 2)
        #expect(output.stdout.contains("PASSED"), "the good scenario is still reported")
    }

    @Test func counterexamplesAreWrittenIntoTheOutputFolderOnly() throws {
        let folder = try CommandLine.temporaryFolder()
        let output = try CommandLine.run(["Scenarios/bugs/flows-remove-feed-pop-to-root.txt", "--output", "\(folder)/out"])
        #expect(output.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/out/flows-remove-feed-pop-to-root").sorted()
        #expect(written == ["index.html", "launch.svg", "map.svg", "no-leaks.states.svg", "no-leaks.svg", "no-leaks.txt",
                            "pop-flow.states.svg", "pop-flow.svg", "pop-flow.txt"])
        let text = try String(contentsOfFile: "\(folder)/out/flows-remove-feed-pop-to-root/pop-flow.txt", encoding: .utf8)
        #expect(text.hasPrefix("pop-flow violated: "))
        #expect(text.contains("HomeScreen.openProfile → ProfileScreen.openFeed → FeedScreen.closeFeed"))
        #expect(output.stdout.contains("  wrote:\n    \(folder)/out/flows-remove-feed-pop-to-root/no-leaks.txt\n"))
        #expect(output.stdout.contains("\n    \(folder)/out/flows-remove-feed-pop-to-root/map.svg\n"))
        // A scenario name cannot climb out of the folder.
        try "scenario ../../escape\n".appending(try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/landing-double-finish.txt", encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("scenario ") }.joined(separator: "\n"))
            .write(toFile: "\(folder)/escape.txt", atomically: true, encoding: .utf8)
        let escaped = try CommandLine.run(["\(folder)/escape.txt", "--output", "\(folder)/out"])
        #expect(escaped.status == 2, "'../../escape' is not a name the language accepts")
    }

    @Test func replayPrintsEachStepAndExits1OnABrokenInvariant() throws {
        let output = try CommandLine.run(["replay", "Scenarios/bugs/lionheart-mypage-no-finish.txt",
                                          "--events", "SplashScreen.launchFinished, TodayScreen.myPageTapped,back"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("3. back  — MyPage on back, line"))
        #expect(output.stdout.contains("✗ no-leaks: MyPage#8 is still in Today#4.children but nothing it owns is on screen"))
        #expect(output.stdout.contains("+    │  └─ MyPage#8 [myPage] · tab 1"))
    }

    @Test func replayOfACleanPathExits0() throws {
        let output = try CommandLine.run(["replay", "Scenarios/lionheart.txt", "--events", "SplashScreen.launchFinished,TodayScreen.myPageTapped,back"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("every invariant holds along this replay"))
    }

    @Test func replayOfAnEventThatIsNotEnabledExits2NamingTheEnabledOnes() throws {
        let output = try CommandLine.run(["replay", "Scenarios/lionheart.txt", "--events", "SplashScreen.launchFinished,back"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: step 2: 'back' is not enabled; enabled: TodayScreen.myPageTapped, TodayScreen.bookmarkTapped, TodayScreen.articleTapped, selectTab(2), selectTab(3), selectTab(4), tokenExpired"))
    }

    /// A first argument that names nothing and is one typo from a subcommand is that
    /// subcommand misspelt: nothing runs (`check` used to check the rest and write Output/).
    @Test(arguments: [(["extrat", "Scenarios"], "extract"), (["chekc", "Scenarios/lionheart.txt"], "check"),
                      (["replya", "Scenarios/lionheart.txt", "--events", "back"], "replay"), (["rendr"], "render")])
    func aMisspeltSubcommandRunsNothing(_ arguments: [String], _ meant: String) throws {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.copyItem(atPath: "\(CommandLine.root)/Scenarios", toPath: "\(folder)/Scenarios")
        let output = try CommandLine.run(arguments, in: folder)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: unknown subcommand '\(arguments[0])'; did you mean '\(meant)'?"))
        #expect(output.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/Output"), "nothing is checked or written")
        // A file of that name is checked as always.
        try String(contentsOfFile: "\(CommandLine.root)/Scenarios/landing.txt", encoding: .utf8)
            .write(toFile: "\(folder)/chekc", atomically: true, encoding: .utf8)
        #expect(try CommandLine.run(["chekc", "--no-write"], in: folder).status == 0)
    }

    /// The papercuts a newcomer meets in the first hour, each said plainly.
    @Test func papercutsAreSaidPlainly() throws {
        let folder = try CommandLine.temporaryFolder()
        // An unknown image extension is refused, not written as SVG under its name.
        let gif = try CommandLine.run(["render", "\(CommandLine.root)/Scenarios/lionheart.txt", "--map", "-o", "map.gif"], in: folder)
        #expect(gif.status == 2 && gif.stderr.contains("'map.gif': coordcheck draws .svg, .png, .pdf and .mmd (or .mermaid), not .gif"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/map.gif"))
        // A misspelt event: what it may be, after the steps that did run.
        let replay = try CommandLine.run(["replay", "Scenarios/lionheart.txt", "--events", "SplashScreen.launchFinished,TodayScreen.myPageTaped"])
        #expect(replay.status == 2)
        #expect(replay.stderr.contains("step 2: unknown event 'TodayScreen.myPageTaped'; did you mean 'TodayScreen.myPageTapped'?"))
        #expect(replay.stdout.contains("1. SplashScreen.launchFinished"))
        // A negative number is out of range, not a missing value.
        let depth = try CommandLine.run(["Scenarios/lionheart.txt", "--no-write", "--depth", "-1"])
        #expect(depth.status == 2 && depth.stderr.contains("--depth must be between 1 and 64, not -1"))
        // A folder of Swift code: the command that reads it.
        try FileManager.default.copyItem(atPath: "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app/Scenes", toPath: "\(folder)/App")
        let swift = try CommandLine.run(["App"], in: folder)
        #expect(swift.status == 2 && swift.stderr.contains("it holds Swift code: 'coordcheck extract App --check' drafts a scenario from it"))
        // Two scenarios of one name: two rows told apart by their files.
        try FileManager.default.createDirectory(atPath: "\(folder)/twins", withIntermediateDirectories: true)
        for name in ["a", "b"] {
            try FileManager.default.copyItem(atPath: "\(CommandLine.root)/Scenarios/landing.txt", toPath: "\(folder)/twins/\(name).txt")
        }
        let twins = try CommandLine.run(["twins", "--no-write"], in: folder)
        #expect(twins.stdout.contains("landing (twins/a.txt)") && twins.stdout.contains("landing (twins/b.txt)"), "\(twins.stdout)")
        // A swipe handler that pops again compiles, with a warning at its line.
        let swipe = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/landing.txt", encoding: .utf8) + "\n"
            + "screen SpareScreen\ncoordinator Spare\n  on start: push SpareScreen\n  on swipeBack: pop; finish\n"
        try swipe.write(toFile: "\(folder)/swipe.txt", atomically: true, encoding: .utf8)
        let warned = try CommandLine.run(["swipe.txt", "--no-write", "--reporter", "xcode"], in: folder)
        #expect(warned.stdout.contains("swipe.txt:") && warned.stdout.contains(": warning: [scenario-warning] 'pop' in a swipeBack handler"), "\(warned.stdout)")
    }

    @Test func helpExits0() throws {
        let output = try CommandLine.run(["--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE"))
    }

    // MARK: Diagrams

    @Test func theCommittedDiagramsAreUpToDate() throws {
        let folder = try CommandLine.temporaryFolder()
        let output = try CommandLine.run(["Scenarios", "Scenarios/bugs", "--output", folder])
        #expect(output.status == 0)
        let committed = "\(CommandLine.root)/Output"
        let fresh = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        let stored = try FileManager.default.subpathsOfDirectory(atPath: committed).sorted()
        #expect(fresh == stored, "Output/ is stale: run 'make diagrams'")
        for path in fresh where path.contains(".") {
            let a = FileManager.default.contents(atPath: "\(folder)/\(path)")
            let b = FileManager.default.contents(atPath: "\(committed)/\(path)")
            #expect(a == b, "Output/\(path) is stale: run 'make diagrams'")
        }
    }

    @Test func diagramsNeedNoDotProgram() throws {
        let folder = try CommandLine.temporaryFolder()
        // No PATH at all: nothing can be run, so the SVGs come from the C API.
        let output = try CommandLine.run(["Scenarios/bugs/landing-keeps-landing.txt", "--output", folder], environment: [:])
        #expect(output.status == 0, "\(output.stderr)")
        let svg = try String(contentsOfFile: "\(folder)/landing-keeps-landing/no-leaks.svg", encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("no-leaks violated"))
    }

    @Test func noRenderWritesOnlyTheText() throws {
        let folder = try CommandLine.temporaryFolder()
        let output = try CommandLine.run(["Scenarios/bugs/landing-keeps-landing.txt", "--output", folder, "--no-render"])
        #expect(output.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(folder)/landing-keeps-landing") == ["no-leaks.txt"])
    }

    @Test func renderDrawsASnapshotTheMapOrTheStateGraph() throws {
        let folder = try CommandLine.temporaryFolder()
        let snapshot = try CommandLine.run(["render", "Scenarios/lionheart.txt", "--events", "SplashScreen.launchFinished,TodayScreen.myPageTapped",
                                            "-o", "\(folder)/snapshot.svg"])
        #expect(snapshot.status == 0)
        let text = try String(contentsOfFile: "\(folder)/snapshot.svg", encoding: .utf8)
        #expect(text.contains("MyPageScreen"))
        let map = try CommandLine.run(["render", "scenarios/lionheart.txt", "--map", "-o", "\(folder)/map.svg"])
        #expect(map.status == 0)
        #expect(try String(contentsOfFile: "\(folder)/map.svg", encoding: .utf8)
            == String(contentsOfFile: "\(CommandLine.root)/Output/lionheart/map.svg", encoding: .utf8))
        let states = try CommandLine.run(["render", "Scenarios/landing.txt", "--states", "-o", "\(folder)/states.svg"])
        #expect(states.status == 0)
        let both = try CommandLine.run(["render", "Scenarios/landing.txt", "--states", "--map", "-o", "\(folder)/x.svg"])
        #expect(both.status == 2)
        let disabled = try CommandLine.run(["render", "Scenarios/landing.txt", "--events", "back", "-o", "\(folder)/x.svg"])
        #expect(disabled.status == 2)
        #expect(disabled.stderr.contains("'back' is not enabled"))
    }

    // MARK: Engine options

    @Test func theReportIsTheSameForEveryNumberOfJobs() throws {
        func report(_ jobs: Int) throws -> String {
            let output = try CommandLine.run(["Scenarios/bugs/lionheart-mypage-into-splash.txt", "--format", "json", "--no-write", "--jobs", "\(jobs)"])
            #expect(output.status == 0)
            // Everything but the time taken.
            return output.stdout.split(separator: "\n").filter { !$0.contains("\"seconds\"") }.joined(separator: "\n")
        }
        let one = try report(1)
        #expect(try report(2) == one)
        #expect(try report(5) == one)
    }

    @Test func aMemoryLimitExits3() throws {
        let output = try CommandLine.run(["Scenarios/bench/tabs-4-2.txt", "--max-memory", "1M", "--no-write"])
        #expect(output.status == 3)
        #expect(output.stdout.contains("stopped at the memory limit (1 MiB); depth 0 fully covered"))
    }

    /// The guard reads the process's memory during a level and before its merge, not only
    /// between levels: tabs(5,3) stopped at 40M used to peak at 86 MiB (its next level and
    /// the visited set grown for it). The peak is the child's own, from getrusage.
    @Test func aMemoryLimitIsNotExceeded() throws {
        let folder = try CommandLine.temporaryFolder()
        let generated = try CommandLine.run(["generate", "tabs", "5", "3", "30"])
        try generated.stdout.write(toFile: "\(folder)/tabs.txt", atomically: true, encoding: .utf8)
        let script = "import resource, subprocess, sys\n"
            + "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode\n"
            + "print(code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
        let output = try CommandLine.run(["-c", script, CommandLine.binary, "tabs.txt", "--no-write", "--max-memory", "40M"], in: folder,
                                         executable: "/usr/bin/python3")
        let fields = output.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(fields.count == 2, "\(output.stdout)\(output.stderr)")
        #expect(fields[0] == 3, "stopped by the limit")
        #expect(fields[1] <= 40 * 1024, "peak \(fields[1] / 1024) MiB for a 40 MiB limit")
    }

    @Test(arguments: [["--jobs", "0"], ["--max-memory", "lots"], ["--max-memory", "0"], ["--max-memory", "10"], ["--max-memory", "10K"]])
    func badEngineOptionsExit2(_ options: [String]) throws {
        let output = try CommandLine.run(["Scenarios/lionheart.txt", "--no-write"] + options)
        #expect(output.status == 2)
        if options == ["--jobs", "0"] { #expect(output.stderr.contains("--jobs must be between 1 and 256, not 0")) }
        if options == ["--max-memory", "10"] { #expect(output.stderr.contains("--max-memory needs a unit: '10' would be 10 bytes; write 10M or 10G")) }
    }

    @Test func generatePrintsACheckableScenario() throws {
        let output = try CommandLine.run(["generate", "tabs", "3", "2", "5"])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("# tabs(3, 2) to depth 5"))
        let folder = try CommandLine.temporaryFolder()
        try output.stdout.write(toFile: "\(folder)/tabs.txt", atomically: true, encoding: .utf8)
        let check = try CommandLine.run(["\(folder)/tabs.txt", "--no-write"])
        #expect(check.status == 0)
        #expect(check.stdout.contains("complete to depth 5"))
        let committed = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bench/tabs-4-2.txt", encoding: .utf8)
        #expect(try CommandLine.run(["generate", "tabs", "4", "2", "12"]).stdout == committed)
        #expect(try CommandLine.run(["generate", "tabs", "0", "2", "5"]).status == 2)
        #expect(try CommandLine.run(["generate", "grid", "3", "2", "5"]).status == 2)
    }
}
