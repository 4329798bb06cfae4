import CoordCheckCore
import Foundation
import Testing

/// What editors and CI read (`--reporter text|xcode|json|junit|github|sarif`, `--junit`,
/// `--sarif`, `--strict`): a scenario that does not compile is an error in every report,
/// JUnit and SARIF validate against their published schemas (Tests/Schemas), and the
/// papercuts around a check (stale files, notes beside scenarios, replaying a trace as
/// printed).
@Suite(.removesTemporaryFolders) struct ReporterTests {
    static let broken = "scenario broken\nscreen A: go\ncoordinator X root\n  on start\n    push Todya\n"

    /// A scenario whose GhostScreen.boo is never enabled: a warning, an error under --strict.
    static let ghost = """
        scenario ghost
        depth 3
        screen HomeScreen: open
        screen GhostScreen: boo
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.open: push HomeScreen
          on GhostScreen.boo: pop
        """

    /// `failing.txt` (a bug scenario without its `expect` lines: three violations),
    /// `broken.txt` (does not compile) and `notes.txt` (not a scenario).
    func workspace() throws -> String {
        let folder = try CommandLine.temporaryFolder()
        let bug = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/lionheart-mypage-into-splash.txt", encoding: .utf8)
        try bug.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
            .write(toFile: "\(folder)/failing.txt", atomically: true, encoding: .utf8)
        try Self.broken.write(toFile: "\(folder)/broken.txt", atomically: true, encoding: .utf8)
        try "Notes on the scenarios in this folder.\n".write(toFile: "\(folder)/notes.txt", atomically: true, encoding: .utf8)
        return folder
    }

    /// Runs Tests/Schemas/validate.py on a report; nil when it is valid, else the errors.
    func schemaErrors(_ kind: String, _ path: String) throws -> String? {
        let output = try CommandLine.run(["\(CommandLine.root)/Tests/Schemas/validate.py", kind, path], executable: "/usr/bin/python3")
        if output.stderr.contains("ModuleNotFoundError") {
            return "install python3-jsonschema and python3-xmlschema (make test does): \(output.stderr)"
        }
        return output.status == 0 ? nil : output.stdout + output.stderr
    }

    @Test func aScenarioThatDoesNotCompileIsAnErrorInEveryReport() throws {
        let folder = try workspace()
        for reporter in ["text", "xcode", "json", "junit", "github", "sarif"] {
            let output = try CommandLine.run([".", "--no-write", "--reporter", reporter], in: folder)
            #expect(output.status == 2, "\(reporter): \(output.stderr)")
            switch reporter {
            case "text":
                #expect(output.stderr.contains("broken.txt:5:10: error: unknown screen 'Todya'"))
                #expect(output.stdout.contains(#/\nbroken\.txt +error +- +-  broken\.txt:5:10: unknown screen 'Todya'\n/#))
            case "xcode":
                #expect(output.stdout.hasPrefix("notes.txt:1:1: warning: [skipped-file] skipped: not a scenario (its first line, 'Notes on the scenarios in this folder.', starts with no declaration such as 'scenario' or 'coordinator')\n"
                    + "broken.txt:5:10: error: [scenario-error] unknown screen 'Todya'\n"))
                #expect(output.stderr.isEmpty, "xcode shows it once, on stdout")
            case "github":
                #expect(output.stdout.contains("\n::error file=broken.txt,line=5,col=10,title=coordcheck%3A scenario-error::unknown screen 'Todya'\n"))
            case "json":
                let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
                let entries = try #require(document["scenarios"] as? [[String: Any]])
                #expect(entries.map { $0["status"] as? String } == ["skipped", "error", "failed"])
                let error = try #require((entries[1]["errors"] as? [[String: Any]])?.first)
                #expect(error["file"] as? String == "broken.txt" && error["line"] as? Int == 5 && error["column"] as? Int == 10)
                #expect(error["message"] as? String == "unknown screen 'Todya'")
                #expect(document["summary"] as? [String: Int] == ["scenarios": 2, "passed": 0, "failed": 1, "incomplete": 0, "errors": 1, "skipped": 1])
            case "junit":
                #expect(output.stdout.contains(#"<testsuites name="coordcheck" tests="11" failures="3" errors="1" time="0">"#))
                #expect(output.stdout.contains(#"<error message="broken.txt:5:10: error: [scenario-error] unknown screen &apos;Todya&apos;""#))
            default:
                let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
                let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
                #expect(results.compactMap { $0["ruleId"] as? String } == ["skipped-file", "scenario-error", "parent-link", "no-leaks", "remove-missing"])
            }
        }
    }

    @Test func junitAndSARIFValidateAgainstTheirSchemas() throws {
        let folder = try workspace()
        try Self.ghost.write(toFile: "\(folder)/ghost.txt", atomically: true, encoding: .utf8)
        let output = try CommandLine.run([".", "--no-write", "--junit", "out/r.xml", "--sarif", "out/r.sarif"], in: folder)
        #expect(output.status == 2)
        #expect(try schemaErrors("junit", "\(folder)/out/r.xml") == nil)
        #expect(try schemaErrors("sarif", "\(folder)/out/r.sarif") == nil)
        // Each result names a rule of the run, by id and index, and the driver its version.
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/r.sarif"))) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == CoordCheckVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 7, "a file skipped, 1 error, 3 violations, an event and a handler never reached")
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index] == result["ruleId"] as? String)
        }
        let leak = try #require(results.first { $0["ruleId"] as? String == "no-leaks" })
        #expect(((leak["message"] as? [String: Any])?["text"] as? String)?.contains("\ntrace: ") == true)
        let junit = try String(contentsOfFile: "\(folder)/out/r.xml", encoding: .utf8)
        #expect(junit.contains(#"<property name="coordcheckVersion" value="\#(CoordCheckVersion.current)"/>"#))
        // The validator does catch a report that breaks the schema.
        try junit.replacingOccurrences(of: #" errors="1""#, with: "").write(toFile: "\(folder)/bad.xml", atomically: true, encoding: .utf8)
        #expect(try schemaErrors("junit", "\(folder)/bad.xml")?.contains("missing required attribute 'errors'") == true)
        // A search stopped early: its invariants are skipped test cases, and a note of the run.
        let stopped = try CommandLine.run(["\(CommandLine.root)/Scenarios/lionheart.txt", "--no-write", "--max-states", "20",
                                           "--junit", "out/s.xml", "--sarif", "out/s.sarif"], in: folder)
        #expect(stopped.status == 3)
        #expect(try schemaErrors("junit", "\(folder)/out/s.xml") == nil)
        #expect(try schemaErrors("sarif", "\(folder)/out/s.sarif") == nil)
        #expect(try String(contentsOfFile: "\(folder)/out/s.sarif", encoding: .utf8).contains("toolExecutionNotifications"))
    }

    @Test func xcodeLinesSayWhereEachProblemIs() throws {
        let folder = try workspace()
        try Self.ghost.write(toFile: "\(folder)/ghost.txt", atomically: true, encoding: .utf8)
        let output = try CommandLine.run(["failing.txt", "ghost.txt", "--no-write", "--reporter", "xcode"], in: folder)
        #expect(output.status == 1)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        for line in lines.prefix(3) {
            #expect(line.wholeMatch(of: #/failing\.txt:\d+:\d+: error: \[[a-z-]+\] .+ — trace: .+; handler: .+/#) != nil, "\(line)")
        }
        #expect(lines[3] == "ghost.txt:4:21: warning: [unreached-event] GhostScreen.boo is never enabled within depth 3")
        #expect(lines[4] == "ghost.txt:10:3: warning: [unreached-handler] 'App on GhostScreen.boo' never runs: no handler shows GhostScreen")
    }

    @Test func strictMakesWarningsFail() throws {
        let folder = try workspace()
        try Self.ghost.write(toFile: "\(folder)/ghost.txt", atomically: true, encoding: .utf8)
        #expect(try CommandLine.run(["ghost.txt", "--no-write"], in: folder).status == 0)
        let text = try CommandLine.run(["ghost.txt", "--no-write", "--strict"], in: folder)
        #expect(text.status == 1 && text.stdout.hasPrefix("ghost (ghost.txt), depth 3: FAILED (--strict: warnings fail)"), "\(text.stdout)")
        let strict = try CommandLine.run(["ghost.txt", "--no-write", "--strict", "--reporter", "xcode", "--junit", "r.xml"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("ghost.txt:4:21: error: [unreached-event] "))
        let junit = try String(contentsOfFile: "\(folder)/r.xml", encoding: .utf8)
        #expect(junit.contains(#"<testcase name="coverage" classname="ghost.coverage" time="0">"#))
        #expect(try schemaErrors("junit", "\(folder)/r.xml") == nil)
        let json = try CommandLine.run(["ghost.txt", "--no-write", "--strict", "--reporter", "json"], in: folder)
        let entry = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["scenarios"] as? [[String: Any]])
        #expect(entry.first?["status"] as? String == "failed")
        #expect((entry.first?["options"] as? [String: Any])?["strict"] as? Bool == true)
    }

    @Test func theSummarySaysWhichViolationsWereExpected() throws {
        let output = try CommandLine.run(["Scenarios/bugs/landing-double-finish.txt", "Scenarios/landing.txt", "--no-write"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("landing-double-finish  passed (expected: remove-missing@2)"))
        #expect(output.stdout.hasSuffix("2 of 2 scenarios passed\n"))
    }

    @Test func aFolderChecksOnlyItsScenarios() throws {
        let folder = try workspace()
        let output = try CommandLine.run([".", "--no-write"], in: folder)
        #expect(output.stderr.contains("notes.txt:1:1: warning: [skipped-file] skipped: not a scenario"))
        try FileManager.default.removeItem(atPath: "\(folder)/failing.txt")
        try FileManager.default.removeItem(atPath: "\(folder)/broken.txt")
        let none = try CommandLine.run([".", "--no-write"], in: folder)
        #expect(none.status == 2)
        #expect(none.stderr.contains("none of the directory's .txt files is a scenario"))
    }

    /// A scenario whose first keyword is misspelt is a scenario with an error, not a file
    /// passed over; a file that is not a scenario is listed by every report, `--quiet` too,
    /// and fails `--strict`.
    @Test func noFileOfAFolderIsPassedOverInSilence() throws {
        let folder = try CommandLine.temporaryFolder()
        try String(contentsOfFile: "\(CommandLine.root)/Scenarios/landing.txt", encoding: .utf8)
            .write(toFile: "\(folder)/landing.txt", atomically: true, encoding: .utf8)
        try "scenaro myapp\ncoordinator App root\n  on start: setRoot stack\n".write(toFile: "\(folder)/typo.txt", atomically: true, encoding: .utf8)
        let typo = try CommandLine.run([".", "--quiet", "--strict", "--no-write"], in: folder)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("typo.txt:1:1: error: unknown declaration 'scenaro'; did you mean 'scenario'?"))

        try "Notes on the app's navigation\n".write(toFile: "\(folder)/typo.txt", atomically: true, encoding: .utf8)
        let quiet = try CommandLine.run([".", "--quiet", "--no-write"], in: folder)
        #expect(quiet.status == 0)
        #expect(quiet.stderr.contains("typo.txt:1:1: warning: [skipped-file] skipped: not a scenario (its first line, 'Notes on the app's navigation', starts with no declaration"))
        let strict = try CommandLine.run([".", "--quiet", "--strict", "--no-write", "--junit", "r.xml", "--sarif", "r.sarif"], in: folder)
        #expect(strict.status == 1, "--strict fails on a skipped file")
        #expect(strict.stderr.contains("typo.txt:1:1: error: [skipped-file]"))
        let junit = try String(contentsOfFile: "\(folder)/r.xml", encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="typo""#) && junit.contains("not a scenario"))
        #expect(try schemaErrors("junit", "\(folder)/r.xml") == nil)
        let sarif = try String(contentsOfFile: "\(folder)/r.sarif", encoding: .utf8)
        #expect(sarif.contains(#""ruleId" : "skipped-file""#))
        #expect(try schemaErrors("sarif", "\(folder)/r.sarif") == nil)
        for reporter in ["xcode", "github"] {
            let output = try CommandLine.run([".", "--quiet", "--no-write", "--reporter", reporter], in: folder)
            #expect(output.stdout.contains("skipped-file"), "\(reporter)")
        }
        let json = try CommandLine.run([".", "--no-write", "--reporter", "json"], in: folder)
        let entries = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["scenarios"] as? [[String: Any]])
        let skipped = try #require(entries.first { ($0["file"] as? String)?.hasSuffix("typo.txt") == true })
        #expect(skipped["status"] as? String == "skipped")
        #expect((skipped["reason"] as? String)?.contains("Notes on the app") == true)
        let text = try CommandLine.run([".", "--no-write"], in: folder)
        #expect(text.stdout.contains("1 of 1 scenario passed; 1 file skipped: not a scenario"))
    }

    @Test func staleCounterexamplesGoWhenTheScenarioPasses() throws {
        let folder = try CommandLine.temporaryFolder()
        let bug = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/landing-double-finish.txt", encoding: .utf8)
        try bug.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
            .write(toFile: "\(folder)/app.txt", atomically: true, encoding: .utf8)
        #expect(try CommandLine.run(["app.txt", "--output", "out"], in: folder).status == 1)
        let written = "\(folder)/out/landing-double-finish"
        #expect(FileManager.default.fileExists(atPath: "\(written)/remove-missing.txt"))
        try "kept".write(toFile: "\(written)/mine.txt", atomically: true, encoding: .utf8)
        // The same scenario, fixed: the landing scenario under the bug's name.
        let fixed = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/landing.txt", encoding: .utf8)
            .replacingOccurrences(of: "scenario landing\n", with: "scenario landing-double-finish\n")
        try fixed.write(toFile: "\(folder)/app.txt", atomically: true, encoding: .utf8)
        #expect(try CommandLine.run(["app.txt", "--output", "out"], in: folder).status == 0)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: written))
        #expect(!names.contains("remove-missing.txt") && !names.contains { $0.hasPrefix("remove-missing.") })
        #expect(names.contains("mine.txt"), "files coordcheck did not write stay")
        #expect(names.contains("map.svg") && names.contains("index.html"))
    }

    @Test func everyCounterexamplePrintsAReplayCommandThatRuns() throws {
        let folder = try workspace()
        let output = try CommandLine.run(["failing.txt", "--no-write"], in: folder)
        let commands = output.stdout.split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/^  replay: coordcheck replay (\S+) --events '([^']+)'$/#).map { (String($0.1), String($0.2)) }
        }
        #expect(commands.count == 3)
        for (file, events) in commands {
            let replay = try CommandLine.run(["replay", file, "--events", events], in: folder)
            #expect(replay.status == 1 && replay.stdout.contains("✗ "), "\(replay.stderr)")
        }
        // A trace as reports print it replays the same.
        let trace = try #require(output.stdout.split(separator: "\n").first { $0.hasPrefix("  trace (") }?.split(separator: ": ", maxSplits: 1).last)
        let arrows = try CommandLine.run(["replay", "failing.txt", "--events", String(trace)], in: folder)
        #expect(arrows.status == 1 && arrows.stdout.contains("✗ "), "\(arrows.stderr)")
    }

    @Test func checkHelpListsTheExitCodes() throws {
        let help = try CommandLine.run(["check", "--help"])
        #expect(help.status == 0)
        for code in ["0  every invariant holds", "1  a violation not expected", "2  bad input", "3  a limit", "4  internal error"] {
            #expect(help.stdout.contains(code), "\(code)")
        }
    }
}
