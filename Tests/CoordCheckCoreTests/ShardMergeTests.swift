import Foundation
import Testing
@testable import CoordCheckCore

/// `coordcheck merge`'s logic (``ShardMerge``): the shards of a search join into the result
/// of one search, the shortest trace wins (the lowest shard on a tie), and reports that are
/// not the shards of one search are refused, saying which and why.
@Suite struct ShardMergeTests {
    /// The report one process writes for `results`, read back as `merge` reads it.
    func report(_ results: [CheckResult], shard: SearchShard?, file: String) throws -> ShardReport {
        let json = JSONReport.render(JSONReport(entries: results.map { .checked(CheckedScenario(result: $0)) }, shard: shard))
        return try ShardReport(file: file, data: Data(json.utf8))
    }

    /// Scenario files read from the repository, under the paths the reports give.
    func read(_ path: String) throws(FileError) -> SourceFile {
        SourceFile(path: path, text: try ScenarioLoader.read((Fixtures.root as NSString).appendingPathComponent(path)).text)
    }

    func merged(_ reports: [ShardReport]) throws -> [JSONReport.Entry] {
        try ShardMerge(reports).entries(reading: read).map { JSONReport.Entry($0) }
    }

    /// What must be the same as one search's: each verdict, its trace's length, the status.
    func verdicts(_ entry: JSONReport.Entry) -> [String] {
        [entry.status, "complete \(entry.complete ?? false)"]
            + (entry.invariants ?? []).map { "\($0.name) holds \($0.holds) expected \($0.expected) depth \($0.trace?.count ?? -1)" }
    }

    @Test func theShardsOfASearchMergeToItsVerdictsDepthsAndStatus() throws {
        let path = "Scenarios/bugs/shop-finish-on-swipe-begin.txt"
        let explorer = Explorer(scenario: try Fixtures.scenario(path))
        let whole = JSONReport.Entry(.checked(CheckedScenario(result: try explorer.check(CheckOptions(jobs: 1)))))
        let shards = try (1...2).map { try explorer.check(CheckOptions(jobs: 1, shard: SearchShard(index: $0, count: 2))) }
        #expect(shards.allSatisfy { $0.shard?.level != nil }, "the search is divided")
        // In any order.
        let reports = try [2, 1].map { try report([shards[$0 - 1]], shard: SearchShard(index: $0, count: 2), file: "shard-\($0).json") }
        let entry = try #require(try merged(reports).first)
        #expect(verdicts(entry) == verdicts(whole))
        #expect(entry.coverage?.unreachedEvents == whole.coverage?.unreachedEvents)
        #expect(entry.coverage?.unreachedHandlers == whole.coverage?.unreachedHandlers)
        // Counts are the shards' sums; the shards are listed by index.
        #expect(entry.stats?.states == shards.map(\.stats.states).reduce(0, +))
        #expect(entry.stats?.transitions == shards.map(\.stats.transitions).reduce(0, +))
        #expect(entry.coverage?.events.map(\.fired) == zip(shards[0].coverage.events, shards[1].coverage.events).map { $0.fired + $1.fired })
        #expect(entry.shards == shards.compactMap { $0.shard.map(JSONReport.Shard.init) })
        #expect(entry.shard == nil)
    }

    /// Shard 2 of 2 holds the shortest trace of `remove-missing`, shard 1 a longer one: the
    /// merge takes shard 2's; two traces as short take the lowest shard's.
    @Test func theShortestTraceWinsAndTheLowestShardOnATie() throws {
        let explorer = Explorer(scenario: try Fixtures.scenario("Scenarios/bugs/landing-double-finish.txt"))
        let whole = try explorer.check(CheckOptions(jobs: 1))
        let index = try #require(whole.verdicts.firstIndex { $0.name == "remove-missing" })
        func shard(_ number: Int, trace labels: [String]) throws -> ShardReport {
            var result = whole
            let frames = try Replayer(machine: explorer.machine, invariants: [explorer.invariants[index]]).run(labels: labels)
            result.verdicts[index].violation = try Replayer(machine: explorer.machine, invariants: [explorer.invariants[index]])
                .confirm(Trace(events: frames.compactMap(\.event)))
            result.shard = ShardSplit(shard: SearchShard(index: number, count: 2), level: nil, levelStates: 2, expanded: 2)
            return try report([result], shard: SearchShard(index: number, count: 2), file: "shard-\(number).json")
        }
        let shortest = ["LandingScreen.registerTapped", "RegisterScreen.registered"]
        let viaRegister = ["LandingScreen.registerTapped", "back", "LandingScreen.registerTapped", "RegisterScreen.registered"]
        let viaLogin = ["LandingScreen.loginTapped", "back", "LandingScreen.registerTapped", "RegisterScreen.registered"]
        func trace(_ one: [String], _ two: [String]) throws -> [String]? {
            try merged([try shard(1, trace: one), try shard(2, trace: two)]).first?.invariants?[index].trace
        }
        #expect(try trace(viaRegister, shortest) == shortest)
        #expect(try trace(shortest, viaLogin) == shortest)
        #expect(try trace(viaRegister, viaLogin) == viaRegister)
        #expect(try trace(viaLogin, viaRegister) == viaLogin)
    }

    /// Reports that are not shards 1…N of one search are refused, naming the report.
    @Test func reportsThatAreNotTheShardsOfOneSearchAreRefused() throws {
        let explorer = Explorer(scenario: try Fixtures.scenario("Scenarios/landing.txt"))
        func shard(_ index: Int, of count: Int, depth: Int? = nil, file: String? = nil) throws -> ShardReport {
            let result = try explorer.check(CheckOptions(depth: depth, jobs: 1, shard: SearchShard(index: index, count: count)))
            return try report([result], shard: SearchShard(index: index, count: count), file: file ?? "\(index)-of-\(count).json")
        }
        func refusal(_ reports: [ShardReport]) -> ShardMergeError? {
            do { _ = try ShardMerge(reports) } catch { return error }
            return nil
        }
        let one = try shard(1, of: 2), two = try shard(2, of: 2)
        #expect(refusal([one, two]) == nil)
        #expect(refusal([]) == ShardMergeError("no report to merge"))
        #expect(refusal([two])?.rendered == "error: shard 1 of 2 missing: merge needs every shard of the search, and has 2 (2-of-2.json)")
        #expect(refusal([one, two, try shard(2, of: 2, file: "again.json")])?.rendered == "again.json: error: shard 2 of 2 again: 2-of-2.json is that shard too")
        #expect(refusal([one, one, two])?.rendered == "1-of-2.json: error: given twice")
        #expect(refusal([one, try shard(1, of: 3)])?.rendered == "1-of-3.json: error: shard 1 of 3, but 1-of-2.json is shard 1 of 2: every report must come from the same search")
        let whole = try report([try explorer.check(CheckOptions(jobs: 1))], shard: nil, file: "whole.json")
        #expect(refusal([whole, one])?.message.hasPrefix("shard 1 of 2, but whole.json is a whole search (no --shard)") == true)
        #expect(refusal([one, try shard(2, of: 2, depth: 5, file: "shallow.json")])?.rendered
            == "shallow.json: error: Scenarios/landing.txt (landing): searched with --depth 5 here, with --depth 8 in 1-of-2.json: every shard must run the same search")
        var old = two
        old.report.coordcheckVersion = "0.1.0"
        #expect(refusal([one, old])?.rendered == "2-of-2.json: error: written by coordcheck 0.1.0, but 1-of-2.json by coordcheck \(CoordCheckVersion.current): every shard must run the same coordcheck")
        #expect(refusal([old])?.message.hasPrefix("written by coordcheck 0.1.0, and this is coordcheck \(CoordCheckVersion.current)") == true)
        var other = two
        other.report.scenarios[0].file = "Scenarios/other.txt"
        #expect(refusal([one, other])?.rendered == "2-of-2.json: error: has an entry for Scenarios/other.txt (landing), which 1-of-2.json has not: every shard must check the same scenarios")
        var fewer = two
        fewer.report.scenarios = []
        #expect(refusal([one, fewer])?.rendered == "2-of-2.json: error: has no entry for Scenarios/landing.txt (landing), which 1-of-2.json has: every shard must check the same scenarios")
    }

    @Test func filesThatAreNotCoordcheckJSONReportsAreRefused() {
        func refusal(_ text: String) -> String? {
            do { _ = try ShardReport(file: "x.json", data: Data(text.utf8)) } catch { return error.rendered }
            return nil
        }
        #expect(refusal("scenario landing") == "x.json: error: not a coordcheck JSON report: not JSON at all ('coordcheck check --reporter json' writes one)")
        #expect(refusal(#"{"version": "2.1.0", "runs": []}"#)?.contains("it has no 'schemaVersion' and 'scenarios'") == true)
        #expect(refusal(#"{"schemaVersion": 2, "scenarios": []}"#)?.contains("a JSON report of schema 2; merge reads schema 4") == true)
        #expect(refusal(#"{"schemaVersion": 4, "scenarios": [], "coordcheckVersion": "0.13.0"}"#) == "x.json: error: not a coordcheck JSON report: the document has no 'summary'")
        let summary = #""summary": {"scenarios": 0, "passed": 0, "failed": 0, "incomplete": 0, "errors": 0}"#
        #expect(refusal(#"{"schemaVersion": 4, "scenarios": [], "coordcheckVersion": "0.13.0", \#(summary), "shard": {"index": 3, "count": 2}}"#)
            == "x.json: error: its shard is 3 of 2, which is not a part of a search")
        #expect(refusal(#"{"schemaVersion": 4, "scenarios": [], "coordcheckVersion": "0.13.0", \#(summary)}"#) == nil)
    }

    /// A scenario that changed since the shards checked it, or that is gone, is an error
    /// entry, not a merged verdict.
    @Test func aScenarioThatChangedSinceIsAnError() throws {
        let path = "Scenarios/bugs/landing-double-finish.txt"
        let explorer = Explorer(scenario: try Fixtures.scenario(path))
        let reports = [try report([try explorer.check(CheckOptions(jobs: 1))], shard: nil, file: "whole.json")]
        let text = try read(path).text
        let changed = try ShardMerge(reports).entries { path throws(FileError) in
            SourceFile(path: path, text: text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n"))
        }
        guard case .unreadable(let unreadable) = changed.first else {
            Issue.record("a changed scenario merged: \(changed)")
            return
        }
        #expect(unreadable.problems.first?.message.hasPrefix("changed since the shards checked it (the verdicts replayed on it are not those reported)") == true)
        let gone = try ShardMerge(reports).entries { path throws(FileError) in throw FileError(path: path, message: "no such file") }
        #expect(gone.first?.problems.first?.message.hasPrefix("no such file (merge reads the scenarios the reports name again") == true)
    }
}
