import CoordCheckCore
import Foundation
import Testing
import Yams

/// `check --shard K/N` and `coordcheck merge`, run as CI runs them: the shards of every bug
/// scenario and of lionheart, merged, give the verdicts, trace lengths and status of one
/// search; merge refuses what is not the shards of one search (exit 2); docs/scaling.md's
/// GitHub Actions workflow parses and its scripts shard and merge.
@Suite(.removesTemporaryFolders) struct ShardCommandTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(500))")
    }

    func entries(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["scenarios"] as? [[String: Any]])
    }

    /// What a merge must give as one search does: the status, whether it was complete, each
    /// verdict with the length of its trace, what was never reached.
    func verdicts(_ entry: [String: Any]) -> [String] {
        let invariants = (entry["invariants"] as? [[String: Any]] ?? []).map { invariant in
            "\(invariant["name"] ?? "") holds \(invariant["holds"] ?? "") expected \(invariant["expected"] ?? "") depth \((invariant["trace"] as? [String])?.count ?? -1) inconclusive \(invariant["inconclusive"] != nil)"
        }
        let coverage = entry["coverage"] as? [String: Any] ?? [:]
        return ["\(entry["file"] ?? "") \(entry["scenario"] ?? ""): \(entry["status"] ?? "") complete \(entry["complete"] ?? "")",
                "unreached \(coverage["unreachedEvents"] ?? "") \(coverage["unreachedHandlers"] ?? "")"] + invariants
    }

    /// Runs the commands two at a time (the processes are single-threaded), in the
    /// repository, and returns their outputs in order.
    func runAll(_ commands: [[String]], in folder: String = CommandLine.root) throws -> [CommandLine.Output] {
        final class Outputs: @unchecked Sendable {
            let lock = NSLock()
            var results: [Int: Result<CommandLine.Output, any Error>] = [:]
        }
        let outputs = Outputs()
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            let result = Result { try CommandLine.run(commands[index], in: folder) }
            outputs.lock.withLock { outputs.results[index] = result }
        }
        return try commands.indices.map { index in try #require(outputs.results[index]).get() }
    }

    /// At depth 7, which keeps every expected violation (none is deeper than 4) and divides
    /// the searches of lionheart and of the large bug scenarios, in a few seconds; the core's
    /// EngineTests compare the shards at each scenario's own depth.
    @Test func mergedShardsGiveTheVerdictsDepthsAndStatusOfOneSearch() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = ["Scenarios/bugs", "Scenarios/lionheart.txt", "--depth", "7"]
        let counts = [2, 3]
        let shards = counts.flatMap { count in (1...count).map { (index: $0, count: count) } }
        let outputs = try runAll([["check"] + scenarios + ["--no-write", "--jobs", "1", "--reporter", "json"]] + shards.map { shard in
            ["check"] + scenarios + ["--no-write", "--jobs", "1", "--quiet", "--shard", "\(shard.index)/\(shard.count)",
                                     "--json", "\(folder)/\(shard.index)-of-\(shard.count).json"]
        })
        let whole = outputs[0]
        let expected = try entries(whole.stdout).map(verdicts)
        #expect(expected.count == 16)
        for (shard, output) in zip(shards, outputs.dropFirst()) {
            #expect([0, 1].contains(output.status), "shard \(shard): \(output.stderr)")
            let report = try json(String(contentsOfFile: "\(folder)/\(shard.index)-of-\(shard.count).json", encoding: .utf8))
            #expect(report["shard"] as? [String: Int] == ["index": shard.index, "count": shard.count])
            for entry in report["scenarios"] as? [[String: Any]] ?? [] {
                let split = entry["shard"] as? [String: Any]
                #expect(split?["index"] as? Int == shard.index && split?["count"] as? Int == shard.count, "\(entry["scenario"] ?? "")")
            }
        }
        for count in counts {
            // In any order.
            let merged = try CommandLine.run(["merge"] + (1...count).reversed().map { "\(folder)/\($0)-of-\(count).json" } + ["--reporter", "json"])
            #expect(merged.status == whole.status, "\(merged.stderr)")
            let entries = try entries(merged.stdout)
            #expect(entries.map(verdicts) == expected, "\(count) shards")
            let levels = entries.map { entry in Set((entry["shards"] as? [[String: Any]] ?? []).map { "\($0["level"] ?? "")" }) }
            #expect(levels.allSatisfy { $0.count == 1 }, "every shard divides a scenario at the same level")
            #expect(entries.contains { ($0["shards"] as? [[String: Any]])?.first?["level"] is Int }, "some search is divided")
            #expect(entries.allSatisfy { ($0["shards"] as? [[String: Any]])?.count == count })
        }
    }

    /// A scenario whose violations are not expected: its shards' merge fails as its check
    /// does, with the same problems in every reporter.
    @Test func aFailingScenarioMergesToTheSameProblemsInEveryReporter() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bug = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/shop-finish-on-swipe-begin.txt", encoding: .utf8)
        try bug.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
            .write(toFile: "\(folder)/failing.txt", atomically: true, encoding: .utf8)
        let outputs = try runAll([
            ["check", "failing.txt", "--no-write", "--reporter", "xcode", "--sarif", "whole.sarif"],
            ["check", "failing.txt", "--no-write", "--shard", "1/2", "--json", "1.json"],
            ["check", "failing.txt", "--no-write", "--shard", "2/2", "--json", "2.json"],
        ], in: folder)
        #expect(outputs.map(\.status) == [1, 1, 1])
        let text = try CommandLine.run(["merge", "1.json", "2.json"], in: folder)
        #expect(text.status == 1)
        #expect(text.stdout.contains("shop-finish-on-swipe-begin (failing.txt), depth 6: FAILED"), "\(text.stdout)")
        #expect(text.stdout.contains("merged from 2 shards (level 4 dealt out, 125 states)"), "\(text.stdout)")
        #expect(text.stdout.contains("replay: coordcheck replay failing.txt --events"))
        let xcode = try CommandLine.run(["merge", "1.json", "2.json", "--reporter", "xcode", "--sarif", "merged.sarif", "--junit", "merged.xml"], in: folder)
        #expect(xcode.status == 1)
        // The same problems at the same places (a trace may be another as short).
        func places(_ text: String) -> [String] { text.split(separator: "\n").map { String($0.prefix { $0 != "]" }) } }
        #expect(places(xcode.stdout) == places(outputs[0].stdout))
        #expect(places(xcode.stdout).count == 3)
        func results(_ file: String) throws -> [String] {
            let sarif = try json(String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8))
            let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
            return results.map { "\($0["ruleId"] ?? "") \((($0["message"] as? [String: Any])?["text"] as? String)?.count ?? 0)" }
        }
        #expect(try results("merged.sarif") == results("whole.sarif"))
        #expect(try results("merged.sarif").count == 3)
        #expect(try String(contentsOfFile: "\(folder)/merged.xml", encoding: .utf8).contains(#"failures="3""#))
    }

    @Test func aShardSaysWhereTheSearchWasDividedAndItsReportIsTheSameForEveryNumberOfJobs() throws {
        let divided = try CommandLine.run(["check", "Scenarios/lionheart.txt", "--no-write", "--shard", "2/3"])
        #expect(divided.status == 0)
        #expect(divided.stdout.contains("lionheart (Scenarios/lionheart.txt), depth 10, shard 2 of 3: PASSED"), "\(divided.stdout)")
        #expect(divided.stdout.contains("  shard 2 of 3: level 6 dealt out, 44 of 132 states expanded here\n"))
        #expect(divided.stdout.contains("'coordcheck merge' of the 3 shards' JSON reports gives it"))
        let whole = try CommandLine.run(["check", "Scenarios/landing.txt", "--no-write", "--shard", "1/2"])
        #expect(whole.stdout.contains("shard 1 of 2: no level below the bound had 64 states (32 per shard), so this shard searched everything"))
        func report(_ jobs: Int) throws -> String {
            let output = try CommandLine.run(["check", "Scenarios/landing.txt", "Scenarios/bugs/shop-finish-on-swipe-begin.txt", "--no-write",
                                              "--reporter", "json", "--shard", "2/2", "--jobs", "\(jobs)"])
            #expect(output.status == 0)
            return output.stdout
        }
        let one = try report(1)
        #expect(try report(3) == one)
        // --json PATH writes what --reporter json prints.
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let written = try CommandLine.run(["check", "Scenarios/landing.txt", "Scenarios/bugs/shop-finish-on-swipe-begin.txt", "--no-write",
                                           "--shard", "2/2", "--json", "\(folder)/reports/shard-2.json"])
        #expect(written.status == 0 && written.stdout.contains("shard 2 of 2: level 4 dealt out"))
        #expect(try String(contentsOfFile: "\(folder)/reports/shard-2.json", encoding: .utf8) == one)
        let entries = try entries(one)
        #expect(entries.first?["shard"] as? NSDictionary == ["index": 2, "count": 2, "level": NSNull(), "levelStates": 0, "expanded": 0])
        #expect((entries.last?["shard"] as? [String: Any])?["level"] as? Int == 4)
    }

    @Test(arguments: [["--shard", "0/2"], ["--shard", "3/2"], ["--shard", "2"], ["--shard", "1/0"], ["--shard", "a/b"], ["--shard", "1/2/3"],
                      ["--shard", "1/100000"], ["--shard", "1/2", "--simulate", "5"]])
    func badShardsExit2(_ options: [String]) throws {
        let output = try CommandLine.run(["check", "Scenarios/landing.txt", "--no-write"] + options)
        #expect(output.status == 2)
        #expect(output.stderr.contains("--shard"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    /// Each refusal exits 2 before anything is reported, naming the report and what is wrong.
    @Test func mergeRefusesWhatIsNotTheShardsOfOneSearch() throws {
        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outputs = try runAll([
            ["check", "Scenarios/landing.txt", "--no-write", "--shard", "1/2", "--json", "\(folder)/1.json"],
            ["check", "Scenarios/landing.txt", "--no-write", "--shard", "2/2", "--json", "\(folder)/2.json"],
            ["check", "Scenarios/landing.txt", "--no-write", "--shard", "2/3", "--json", "\(folder)/2-of-3.json"],
            ["check", "Scenarios/landing.txt", "--no-write", "--shard", "2/2", "--depth", "5", "--json", "\(folder)/shallow.json"],
            ["check", "Scenarios/flows.txt", "--no-write", "--shard", "2/2", "--json", "\(folder)/flows.json"],
        ])
        #expect(outputs.allSatisfy { $0.status == 0 })
        let report = try String(contentsOfFile: "\(folder)/2.json", encoding: .utf8)
        try report.replacingOccurrences(of: #""coordcheckVersion" : ""#, with: #""coordcheckVersion" : "0.0."#)
            .write(toFile: "\(folder)/old.json", atomically: true, encoding: .utf8)
        try "not json".write(toFile: "\(folder)/text.json", atomically: true, encoding: .utf8)
        try #"{"runs": []}"#.write(toFile: "\(folder)/sarif.json", atomically: true, encoding: .utf8)
        let refusals: [([String], String)] = [
            (["1.json"], "error: shard 2 of 2 missing"),
            (["1.json", "2.json", "2.json"], "2.json: error: given twice"),
            (["1.json", "2-of-3.json"], "2-of-3.json: error: shard 2 of 3, but 1.json is shard 1 of 2"),
            (["1.json", "shallow.json"], "shallow.json: error: Scenarios/landing.txt (landing): searched with --depth 5 here, with --depth 8 in 1.json"),
            (["1.json", "flows.json"], "flows.json: error: has an entry for Scenarios/flows.txt (flows), which 1.json has not"),
            (["1.json", "old.json"], "old.json: error: written by coordcheck 0.0."),
            (["1.json", "text.json"], "text.json: error: not a coordcheck JSON report: not JSON at all"),
            (["sarif.json"], "sarif.json: error: not a coordcheck JSON report: it has no 'schemaVersion'"),
            (["1.json", "missing.json"], "missing.json: error: no such file"),
        ]
        for (reports, message) in refusals {
            let output = try CommandLine.run(["merge"] + reports + ["--sarif", "merged.sarif"], in: folder)
            #expect(output.status == 2, "\(reports)")
            #expect(output.stderr.hasPrefix(message), "\(reports): \(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/merged.sarif"))
        #expect(try CommandLine.run(["merge", "1.json", "2.json"], in: folder).status == 2, "the scenarios are not in this folder")
        #expect(try CommandLine.run(["merge", "\(folder)/1.json", "\(folder)/2.json"]).status == 0)
        #expect(try CommandLine.run(["merge"]).status == 2)
    }

    // MARK: docs/scaling.md's workflow

    /// The GitHub Actions workflow docs/scaling.md shows.
    func workflow() throws -> [String: Any] {
        let doc = try String(contentsOfFile: "\(CommandLine.root)/docs/scaling.md", encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "\n## A GitHub Actions matrix\n").dropFirst().first)
        let yaml = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "\n```").first)
        return try #require(try Yams.load(yaml: yaml) as? [String: Any])
    }

    func job(_ name: String, in workflow: [String: Any]) throws -> [String: Any] {
        try #require((workflow["jobs"] as? [String: Any])?[name] as? [String: Any], "job \(name)")
    }

    func step(_ name: String, of job: [String: Any]) throws -> [String: Any] {
        try #require((job["steps"] as? [[String: Any]])?.first { $0["name"] as? String == name }, "step \(name)")
    }

    /// The workflow's shard and merge scripts, run in bash as the jobs run them (the binary
    /// and the scenarios given through the workflow's env): the merge of its shards fails as
    /// the check of the same scenarios does, and writes the SARIF report the last step uploads.
    @Test func theDocumentedWorkflowShardsAndMerges() throws {
        let workflow = try workflow()
        let shard = try job("shard", in: workflow), merge = try job("merge", in: workflow)
        let matrix = try #require(((shard["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["shard"] as? [Int])
        #expect(matrix == [1, 2, 3, 4])
        #expect((workflow["env"] as? [String: String])?["COORDCHECK_VERSION"] == "v\(CoordCheckVersion.current)", "the docs name the current release")
        #expect(shard["needs"] as? String == "build" && merge["needs"] as? String == "shard")
        let check = try step("Check the shard", of: shard)
        let checkScript = try #require(check["run"] as? String)
        #expect(checkScript.contains(#"--shard "$SHARD/\#(matrix.count)""#))
        #expect((check["env"] as? [String: String])?["SHARD"] == "${{ matrix.shard }}")
        let kept = try #require((try step("Keep the shard's report", of: shard)["with"] as? [String: Any])?["name"] as? String)
        let fetched = try #require((try step("Fetch the shards' reports", of: merge)["with"] as? [String: Any]))
        #expect(kept.hasPrefix(try #require((fetched["pattern"] as? String)?.replacingOccurrences(of: "*", with: ""))))
        #expect(fetched["merge-multiple"] as? Bool == true)
        let upload = try step("Upload SARIF to code scanning", of: merge)
        #expect((upload["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true)
        let mergeScript = try #require(try step("Merge the shards", of: merge)["run"] as? String)

        let folder = try CommandLine.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/Scenarios", withDestinationPath: "\(CommandLine.root)/Scenarios")
        let bug = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/landing-double-finish.txt", encoding: .utf8)
        try bug.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
            .write(toFile: "\(folder)/failing.txt", atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in workflow["env"] as? [String: String] ?? [:] { environment[key] = value }
        environment["COORDCHECK"] = CommandLine.binary
        environment["SCENARIOS"] = "failing.txt Scenarios/bugs/shop-finish-on-swipe-begin.txt"
        try FileManager.default.createDirectory(atPath: "\(folder)/shards", withIntermediateDirectories: true)
        for index in matrix {
            environment["SHARD"] = "\(index)"
            let output = try CommandLine.run(["-e", "-c", checkScript], in: folder, environment: environment, executable: "/bin/bash")
            #expect(output.status == 0, "shard \(index): \(output.stderr)")
            #expect(output.stdout.contains("shard \(index) of 4: exit 1"), "\(output.stdout)")
            // download-artifact with merge-multiple puts every shard's file in one folder.
            try FileManager.default.moveItem(atPath: "\(folder)/shard-\(index).json", toPath: "\(folder)/shards/shard-\(index).json")
        }
        let merged = try CommandLine.run(["-e", "-c", mergeScript], in: folder, environment: environment, executable: "/bin/bash")
        #expect(merged.status == 1, "\(merged.stderr)")
        #expect(merged.stdout.contains("::error file=failing.txt,line=45,col=3,title=coordcheck%3A remove-missing::"), "\(merged.stdout)")
        let sarif = try json(String(contentsOfFile: "\(folder)/coordcheck.sarif", encoding: .utf8))
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.compactMap { $0["ruleId"] as? String } == ["remove-missing"])
        #expect(FileManager.default.fileExists(atPath: "\(folder)/coordcheck-junit.xml"))
    }
}
