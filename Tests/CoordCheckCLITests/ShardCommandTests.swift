import Foundation
import Testing

/// `check --shard K/N`, run as CI runs it: a shard says where the search was divided, in text
/// and JSON, the same for every number of jobs; a bad K/N is exit 2.
@Suite struct ShardCommandTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(500))")
    }

    func entries(_ text: String) throws -> [[String: Any]] {
        try #require(try json(text)["scenarios"] as? [[String: Any]])
    }

    @Test func aShardSaysWhereTheSearchWasDividedAndItsReportIsTheSameForEveryNumberOfJobs() throws {
        let divided = try CommandLine.run(["check", "Scenarios/lionheart.txt", "--no-write", "--shard", "2/3"])
        #expect(divided.status == 0)
        #expect(divided.stdout.contains("lionheart (Scenarios/lionheart.txt), depth 10, shard 2 of 3: PASSED"), "\(divided.stdout)")
        #expect(divided.stdout.contains("  shard 2 of 3: level 6 dealt out, 44 of 132 states expanded here\n"))
        #expect(divided.stdout.contains("the 3 shards' verdicts together give it"))
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
}
