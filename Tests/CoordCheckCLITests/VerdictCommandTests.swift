import Foundation
import Testing

/// What the binary says of a verdict (issue 40, items 8 to 10): each coordinator type an
/// invariant blames with its own trace, `expect` lines that name the culprit, and searches
/// that did not complete saying how far they looked instead of `holds`.
@Suite(.removesTemporaryFolders) struct VerdictCommandTests {
    /// A folder holding Tests/VerdictFixtures/two-sheets.txt (two sheets that leak the same
    /// way) with `expectations` appended (from line 23).
    func folder(expecting expectations: String = "") throws -> String {
        let folder = try CommandLine.temporaryFolder()
        let text = try String(contentsOfFile: "\(CommandLine.root)/Tests/VerdictFixtures/two-sheets.txt", encoding: .utf8)
        try (text + expectations).write(toFile: "\(folder)/two-sheets.txt", atomically: true, encoding: .utf8)
        return folder
    }

    func json(_ text: String) throws -> [String: Any] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require((document["scenarios"] as? [[String: Any]])?.first)
    }

    func invariant(_ name: String, in scenario: [String: Any]) throws -> [String: Any] {
        try #require((scenario["invariants"] as? [[String: Any]])?.first { $0["name"] as? String == name })
    }

    @Test func theSecondLeakingSheetIsListedWithItsOwnTrace() throws {
        let folder = try folder()
        let text = try CommandLine.run(["two-sheets.txt", "--no-write"], in: folder)
        #expect(text.status == 1)
        #expect(text.stdout.contains("  no-leaks        VIOLATED    at depth 2; also broken by Profile at depth 2\n"), "\(text.stdout)")
        #expect(text.stdout.contains("    Profile (depth 2): Profile#3 is still in Home#2.children but nothing it owns is on screen\n"))
        #expect(text.stdout.contains("      replay: coordcheck replay two-sheets.txt --events 'HomeScreen.profileTapped, swipeDismiss'\n"))
        let leak = try invariant("no-leaks", in: json(CommandLine.run(["two-sheets.txt", "--no-write", "--reporter", "json"], in: folder).stdout))
        #expect(leak["culprit"] as? String == "Settings")
        let others = try #require(leak["alsoBrokenBy"] as? [[String: Any]])
        #expect(others.map { $0["culprit"] as? String } == ["Profile"])
        #expect(others.first?["trace"] as? [String] == ["HomeScreen.profileTapped", "swipeDismiss"])
        #expect(others.first?["expected"] as? Bool == false)
        // Two bugs, two problems.
        let xcode = try CommandLine.run(["two-sheets.txt", "--no-write", "--reporter", "xcode"], in: folder)
        #expect(xcode.stdout.split(separator: "\n").filter { $0.contains("[no-leaks]") }.count == 2, "\(xcode.stdout)")
    }

    @Test func anExpectLineNamingOneCulpritDoesNotHideTheOther() throws {
        #expect(try CommandLine.run(["two-sheets.txt", "--no-write"], in: folder(expecting: "expect no-leaks\n")).status == 0)
        #expect(try CommandLine.run(["two-sheets.txt", "--no-write"], in: folder(expecting: "expect no-leaks: Settings, Profile at depth 2\n")).status == 0)
        let named = try CommandLine.run(["two-sheets.txt", "--no-write"], in: folder(expecting: "expect no-leaks: Settings\n"))
        #expect(named.status == 1)
        #expect(named.stdout.contains("  no-leaks        VIOLATED    at depth 2 by Profile, not covered by 'expect no-leaks: Settings'; also broken by Settings at depth 2\n"),
                "\(named.stdout)")
        let missing = try CommandLine.run(["two-sheets.txt", "--no-write", "--reporter", "xcode"], in: folder(expecting: "expect no-leaks: Settings, Profile, Home\n"))
        #expect(missing.status == 1)
        #expect(missing.stdout == "two-sheets.txt:23:8: error: [no-leaks] expected violation of no-leaks (Home) not found within depth 4\n")
    }

    @Test func aMisspeltCulpritIsAnErrorAtItsPlace() throws {
        let output = try CommandLine.run(["two-sheets.txt", "--no-write"], in: folder(expecting: "expect no-leaks: Setings\n"))
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("two-sheets.txt:23:18: error: unknown coordinator 'Setings'; did you mean 'Settings'?\n"), "\(output.stderr)")
    }

    @Test func aSearchStoppedEarlySaysHowFarItLookedInEveryReport() throws {
        let folder = try CommandLine.temporaryFolder()
        let arguments = ["\(CommandLine.root)/Scenarios/lionheart.txt", "--max-states", "100", "--output", folder,
                         "--json", "\(folder)/report.json", "--junit", "\(folder)/report.xml", "--sarif", "\(folder)/report.sarif"]
        let output = try CommandLine.run(arguments, in: folder)
        #expect(output.status == 3)
        let report = try json(String(contentsOfFile: "\(folder)/report.json", encoding: .utf8))
        let depth = try #require((report["stats"] as? [String: Any])?["depthCovered"] as? Int)
        #expect(depth > 0 && depth < 10)
        #expect(!output.stdout.contains("holds"), "\(output.stdout)")
        #expect(output.stdout.contains("  no-leaks            not violated to depth \(depth)\n"))
        let table = try CommandLine.run(["Scenarios/lionheart.txt", "Scenarios/landing.txt", "--max-states", "100", "--no-write"])
        #expect(table.stdout.contains("lionheart  incomplete     100     10  not violated to depth \(depth)\n"), "the summary table")
        let invariants = try #require(report["invariants"] as? [[String: Any]])
        #expect(invariants.allSatisfy { $0["holds"] as? Bool == false && $0["outcome"] as? String == "not-violated" && $0["notViolatedToDepth"] as? Int == depth })
        let html = try String(contentsOfFile: "\(folder)/lionheart/index.html", encoding: .utf8)
        #expect(html.contains("<span class=\"verdict not-violated\">not violated to depth \(depth)</span>"))
        #expect(!html.contains("verdict holds"))
        let junit = try String(contentsOfFile: "\(folder)/report.xml", encoding: .utf8)
        #expect(junit.contains("<skipped message=\"no-leaks not violated to depth \(depth): the search did not complete, so it is not proven to hold\"/>"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/report.sarif"))) as? [String: Any])
        let invocation = try #require(((sarif["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let note = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(note["level"] as? String == "note")
        #expect((note["message"] as? [String: Any])?["text"] as? String
                == "\(CommandLine.root)/Scenarios/lionheart.txt: the search did not complete, so what it did not find violated is only not violated to depth \(depth), not proven to hold")
        // The whole search proves them.
        let complete = try CommandLine.run(["\(CommandLine.root)/Scenarios/lionheart.txt", "--no-write"], in: folder)
        #expect(complete.stdout.contains("  no-leaks            holds\n"))
    }
}
