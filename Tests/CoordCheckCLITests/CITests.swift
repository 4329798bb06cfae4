import CoordCheckCore
import Foundation
import Testing
import Yams

/// coordcheck as a CI gate: the summary, JUnit, annotations, quiet and colourless output,
/// reproducible reports and simulations, and docs/ci.md's commands run as written.
@Suite(.removesTemporaryFolders) struct CITests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The only scenario of a JSON report.
    func scenario(_ text: String) throws -> [String: Any] {
        let scenarios = try #require(try json(text)["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 1)
        return try #require(scenarios.first)
    }

    /// A temporary folder holding `Scenarios/` (a link to the repository's) and a failing
    /// copy of a bug scenario (`failing.txt`: its `expect` lines removed).
    func workspace() throws -> String {
        let folder = try CommandLine.temporaryFolder(prefix: "coordcheck-ci-")
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/Scenarios", withDestinationPath: "\(CommandLine.root)/Scenarios")
        let bug = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/lionheart-mypage-into-splash.txt", encoding: .utf8)
        let failing = bug.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
        try failing.write(toFile: "\(folder)/failing.txt", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func severalScenariosEndWithASummaryTableAndTheWorstExitCode() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CommandLine.run(["check", "Scenarios/landing.txt", "failing.txt", "missing.txt", "--no-write"], in: folder)
        #expect(output.status == 2)
        let table = output.stdout.components(separatedBy: "\n\n").last ?? ""
        #expect(table.hasPrefix("scenario"))
        #expect(table.contains("landing                       passed"))
        #expect(table.contains("FAILED") && table.contains("parent-link, no-leaks, remove-missing"))
        #expect(table.contains("missing.txt                   error        -      -  missing.txt: no such file or directory"))
        #expect(table.hasSuffix("1 of 3 scenarios passed\n"))
    }

    @Test func aFailingScenarioTellsTheSameTraceInTextJSONITFJUnitAndHTML() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try CommandLine.run(["check", "failing.txt", "--junit", "junit.xml", "--output", "out"], in: folder)
        #expect(text.status == 1)
        let report = try scenario(CommandLine.run(["check", "failing.txt", "--reporter", "json", "--no-write"], in: folder).stdout)
        let invariants = try #require(report["invariants"] as? [[String: Any]])
        let junit = try String(contentsOfFile: "\(folder)/junit.xml", encoding: .utf8)
        let html = try String(contentsOfFile: "\(folder)/out/lionheart-mypage-into-splash/index.html", encoding: .utf8)
        let violated = invariants.filter { $0["holds"] as? Bool == false }
        #expect(violated.count == 3)
        for invariant in violated {
            let name = try #require(invariant["name"] as? String)
            let trace = try #require(invariant["trace"] as? [String])
            let states = try #require((invariant["itf"] as? [String: Any])?["states"] as? [[String: Any]])
            #expect(states.compactMap { $0["event"] as? String } == ["launch"] + trace, "\(name): ITF")
            #expect(text.stdout.contains("\(name) violated"), "\(name): text")
            #expect(text.stdout.contains("trace (\(trace.count) events): " + trace.joined(separator: " → ")), "\(name): text trace")
            #expect(junit.contains("trace: " + trace.joined(separator: " → ") + "\" type=\"\(name)\""), "\(name): JUnit")
            for event in trace { #expect(html.contains(event), "\(name): HTML") }
        }
    }

    @Test func junitAndAnnotationsForAGate() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CommandLine.run(["check", "failing.txt", "--no-write", "--annotations", "github", "--junit", "report.xml"], in: folder)
        #expect(output.status == 1)
        let errors = output.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=failing.txt,line=") }
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0.contains(",col=") && $0.contains("%0Atrace: ") })
        let xml = try String(contentsOfFile: "\(folder)/report.xml", encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="coordcheck" tests="9" failures="3" errors="0" time="0">"#))
        // With JSON on stdout, the annotations go to stderr.
        let json = try CommandLine.run(["check", "failing.txt", "--no-write", "--annotations", "github", "--format", "json"], in: folder)
        #expect(try scenario(json.stdout)["status"] as? String == "failed")
        #expect(json.stderr.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 3)
        // A missing folder for the JUnit file is made; a path that cannot be a folder is a
        // usage error after the verdict.
        let made = try CommandLine.run(["check", "Scenarios/landing.txt", "--no-write", "--junit", "no/such/folder/r.xml"], in: folder)
        #expect(made.status == 0)
        #expect(FileManager.default.fileExists(atPath: "\(folder)/no/such/folder/r.xml"))
        let unwritable = try CommandLine.run(["check", "Scenarios/landing.txt", "--no-write", "--junit", "failing.txt/r.xml"], in: folder)
        #expect(unwritable.status == 2)
        #expect(unwritable.stdout.contains("PASSED"))
        #expect(unwritable.stderr.contains("failing.txt/r.xml: error: cannot write: 'failing.txt' is a file, not a folder"))
    }

    @Test func quietPrintsOnlyWhatDidNotPassAndNothingIsColouredOffATerminal() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clean = try CommandLine.run(["check", "Scenarios/landing.txt", "--no-write", "--quiet"], in: folder)
        #expect(clean.status == 0 && clean.stdout.isEmpty)
        let mixed = try CommandLine.run(["check", "Scenarios/landing.txt", "failing.txt", "--no-write", "--quiet"], in: folder)
        #expect(mixed.status == 1)
        #expect(!mixed.stdout.contains("landing (Scenarios/landing.txt)"))
        #expect(mixed.stdout.contains("lionheart-mypage-into-splash (failing.txt), depth 10: FAILED"))
        #expect(mixed.stdout.hasSuffix("1 of 2 scenarios passed\n"))
        #expect(!mixed.stdout.contains("\u{1B}"), "stdout is a pipe: no colour")
    }

    /// util-linux's `script` gives the command a terminal.
    static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    @Test(.enabled(if: hasScript)) func colourOnATerminalUnlessNoColor() throws {
        let command = "\(CommandLine.binary) check Scenarios/landing.txt --no-write"
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        let terminal = try CommandLine.run(["-qc", command, "/dev/null"], environment: environment, executable: "/usr/bin/script")
        #expect(terminal.stdout.hasPrefix("landing (Scenarios/landing.txt), depth 8: \u{1B}[1;32mPASSED\u{1B}[0m"))
        environment["NO_COLOR"] = "1"
        let plain = try CommandLine.run(["-qc", command, "/dev/null"], environment: environment, executable: "/usr/bin/script")
        #expect(plain.stdout.hasPrefix("landing (Scenarios/landing.txt), depth 8: PASSED"))
        #expect(!plain.stdout.contains("\u{1B}"))
    }

    @Test func reportsAreTheSameBytesOnEveryRunUnlessTimed() throws {
        for format in ["text", "json"] {
            let arguments = ["check", "Scenarios/bugs/lionheart-mypage-no-finish.txt", "--no-write", "--format", format]
            let first = try CommandLine.run(arguments + ["--jobs", "1"])
            let second = try CommandLine.run(arguments + ["--jobs", "2"])
            #expect(first.stdout == second.stdout, "\(format)")
        }
        let timed = try CommandLine.run(["check", "Scenarios/landing.txt", "--no-write", "--timings"])
        #expect(timed.stdout.contains("complete to depth 8, ") && timed.stdout.contains(" ms"))
    }

    /// Every byte written: stdout (text and JSON), the JUnit file, every file of the output
    /// folder — across runs and job counts.
    @Test func everyOutputIsTheSameBytesOnEveryRunAndForEveryJobs() throws {
        func outputs(jobs: Int, format: String) throws -> [String: Data] {
            let folder = try CommandLine.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let run = try CommandLine.run(["check", "\(CommandLine.root)/Scenarios/bugs", "--jobs", "\(jobs)", "--format", format,
                                           "--junit", "junit.xml", "--output", "out"], in: folder)
            var files = ["stdout": Data(run.stdout.utf8), "junit.xml": try Data(contentsOf: URL(fileURLWithPath: "\(folder)/junit.xml"))]
            for path in FileManager.default.enumerator(atPath: "\(folder)/out")?.allObjects as? [String] ?? [] {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: "\(folder)/out/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue {
                    files[path] = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/\(path)"))
                }
            }
            return files
        }
        for format in ["text", "json"] {
            let one = try outputs(jobs: 1, format: format)
            let two = try outputs(jobs: 2, format: format)
            let again = try outputs(jobs: 2, format: format)
            #expect(one.count > 100, "every scenario's files")
            #expect(Set(one.keys) == Set(two.keys))
            for (name, bytes) in one {
                #expect(two[name] == bytes, "\(format): \(name) differs between --jobs 1 and 2")
                #expect(again[name] == bytes, "\(format): \(name) differs between two runs")
            }
        }
    }

    @Test func aSimulationIsReproducibleFromItsSeedAndSaysItIsNotExhaustive() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["check", "failing.txt", "--no-write", "--simulate", "200", "--depth", "30"]
        let first = try CommandLine.run(arguments + ["--seed", "9"], in: folder)
        let second = try CommandLine.run(arguments + ["--seed", "9"], in: folder)
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("200 random walks of up to 30 events (seed 9)"))
        #expect(first.stdout.contains("not guaranteed shortest"))
        let report = try scenario(CommandLine.run(arguments + ["--seed", "9", "--format", "json"], in: folder).stdout)
        #expect(report["mode"] as? String == "simulation")
        #expect((report["options"] as? [String: Any])?["seed"] as? Int == 9)
        let clean = try CommandLine.run(["check", "Scenarios/lionheart.txt", "--no-write", "--simulate", "50"])
        #expect(clean.status == 0)
        let long = try CommandLine.run(["check", "Scenarios/lionheart.txt", "--no-write", "--simulate", "3", "--depth", "500"])
        #expect(long.status == 0 && long.stdout.contains("3 random walks of up to 500 events"), "walks go beyond the search's bound")
        let bad = try CommandLine.run(["check", "Scenarios/lionheart.txt", "--simulate", "0"])
        #expect(bad.status == 2 && bad.stderr.contains("--simulate"))
    }

    // MARK: docs/ci.md

    func documentedBlock(after heading: String, fence: String) throws -> String {
        let doc = try String(contentsOfFile: "\(CommandLine.root)/docs/ci.md", encoding: .utf8)
        let section = try #require(doc.components(separatedBy: heading).dropFirst().first)
        let block = try #require(section.components(separatedBy: "```\(fence)\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    @Test func theDocumentedWorkflowUsesTheActionWithItsInputsAndPermissions() throws {
        let workflow = try #require(try Yams.load(yaml: documentedBlock(after: "## GitHub Actions", fence: "yaml")) as? [String: Any])
        let permissions = try #require(workflow["permissions"] as? [String: String])
        #expect(permissions["security-events"] == "write" && permissions["contents"] == "read")
        let job = try #require((workflow["jobs"] as? [String: Any])?["coordcheck"] as? [String: Any])
        let steps = try #require(job["steps"] as? [[String: Any]])
        let action = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("OWNER/coordcheck@") == true })
        #expect(action["uses"] as? String == "OWNER/coordcheck@v\(CoordCheckVersion.current)", "the docs name the current release")
        let declared = try #require(try Yams.load(yaml: String(contentsOfFile: "\(CommandLine.root)/action.yml", encoding: .utf8)) as? [String: Any])
        let inputs = Set((declared["inputs"] as? [String: Any] ?? [:]).keys)
        for key in (action["with"] as? [String: Any] ?? [:]).keys { #expect(inputs.contains(key), "\(key)") }
        // Every input of the action is in the docs' table.
        let table = try String(contentsOfFile: "\(CommandLine.root)/docs/ci.md", encoding: .utf8)
        for input in inputs { #expect(table.contains("`\(input)`"), "\(input)") }
    }

    @Test func theDocumentedGitLabJobsGateRunsOnScenariosAndPasses() throws {
        let job = try documentedBlock(after: "## GitLab CI", fence: "yaml")
        let line = try #require(job.split(separator: "\n").first { $0.contains("coordcheck check ") })
        let command = try #require(line.components(separatedBy: "- ").last)
        var arguments = command.split(separator: " ").map(String.init)
        #expect(arguments.removeFirst().hasSuffix("/coordcheck"))
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try CommandLine.run(arguments, in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasSuffix("5 of 5 scenarios passed\n"))
        let junit = try String(contentsOfFile: "\(folder)/coordcheck-junit.xml", encoding: .utf8)
        #expect(junit.contains(#"failures="0""#))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/coordcheck-output/lionheart/index.html"))
    }

    @Test func theDocumentedShellGateRunsAsWritten() throws {
        let script = try documentedBlock(after: "## A plain shell gate", fence: "sh")
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: "\(folder)/build", withIntermediateDirectories: true)
        try script.write(toFile: "\(folder)/gate.sh", atomically: true, encoding: .utf8)
        let binaries = (CommandLine.binary as NSString).deletingLastPathComponent
        let output = try CommandLine.run(["-c", "PATH=\"\(binaries):$PATH\" sh gate.sh"], in: folder, executable: "/bin/sh")
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("coordcheck: every coordinator invariant holds"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/build/coordcheck-junit.xml"))
    }
}
