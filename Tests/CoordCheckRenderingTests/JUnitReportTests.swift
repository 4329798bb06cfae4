import Foundation
import Testing
@testable import CoordCheckCore

/// The JUnit XML report, checked against the shape CI servers read (the Jenkins / Ant JUnit
/// schema): element nesting, required attributes, and counts that agree with the cases.
@Suite struct JUnitReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func result(_ path: String, dropExpectations: Bool = false, options: CheckOptions = CheckOptions(jobs: 1)) throws -> CheckResult {
        var text = try String(contentsOfFile: "\(Self.root)/\(path)", encoding: .utf8)
        if dropExpectations {
            text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
        }
        let scenario = try ScenarioCompiler.compile(SourceFile(path: path, text: text)).get()
        return try Explorer(scenario: scenario).check(options)
    }

    func report(_ results: [CheckResult]) -> String {
        JUnitReport(entries: results.map { .checked(CheckedScenario(result: $0)) }).render()
    }

    /// Checks the schema's shape and returns the root.
    func validate(_ xml: String) throws -> XMLTree.Element {
        let tree = XMLTree(xml)
        #expect(tree.isWellFormed)
        let root = try #require(tree.root)
        #expect(root.name == "testsuites")
        var totals = (tests: 0, failures: 0, errors: 0)
        for suite in root.children {
            #expect(suite.name == "testsuite")
            for attribute in ["name", "tests", "failures", "errors", "skipped", "time"] {
                #expect(suite.attributes[attribute] != nil, "testsuite lacks \(attribute)")
            }
            #expect(Double(suite.attributes["time"] ?? "") != nil)
            #expect(suite.children.first?.name == "properties")
            for property in suite.first("properties")?.children ?? [] {
                #expect(property.name == "property" && property.attributes["name"] != nil && property.attributes["value"] != nil)
            }
            let cases = suite.all("testcase")
            #expect(suite.children.count == cases.count + 1, "only properties and test cases in a suite")
            for testcase in cases {
                #expect(testcase.attributes["name"] != nil && testcase.attributes["classname"] != nil)
                #expect(Double(testcase.attributes["time"] ?? "") != nil)
                for child in testcase.children {
                    #expect(["failure", "error", "skipped", "system-out", "system-err"].contains(child.name))
                    if child.name == "failure" { #expect(child.attributes["message"] != nil && child.attributes["type"] != nil) }
                }
            }
            let failures = cases.filter { $0.first("failure") != nil }.count
            #expect(suite.int("tests") == cases.count)
            #expect(suite.int("failures") == failures)
            #expect(suite.int("errors") == cases.filter { $0.first("error") != nil }.count)
            #expect(suite.int("skipped") == cases.filter { $0.first("skipped") != nil }.count)
            totals.tests += cases.count
            totals.failures += failures
            totals.errors += suite.int("errors") ?? 0
        }
        #expect(root.int("tests") == totals.tests)
        #expect(root.int("failures") == totals.failures)
        #expect(root.int("errors") == totals.errors)
        return root
    }

    @Test func aViolationIsAFailureWhoseMessageIsTheShortestTrace() throws {
        let bug = try result("Scenarios/bugs/lionheart-mypage-into-splash.txt", dropExpectations: true)
        let clean = try result("Scenarios/landing.txt")
        let root = try validate(report([bug, clean]))
        let suites = root.all("testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["lionheart-mypage-into-splash", "landing"])
        let violated = bug.verdicts.filter { $0.violation != nil }
        #expect(suites[0].int("failures") == violated.count)
        #expect(suites[0].int("tests") == bug.verdicts.count)
        for verdict in violated {
            let testcase = try #require(suites[0].all("testcase").first { $0.attributes["name"] == verdict.name })
            let failure = try #require(testcase.first("failure"))
            let labels = try #require(verdict.violation).trace.labels(in: bug.scenario)
            #expect(failure.attributes["message"]?.hasSuffix("trace: " + labels.joined(separator: " → ")) == true)
            #expect(failure.text.contains("\(verdict.name) violated"))
            #expect(failure.text.contains("MyPageScreen(MyPage#"), "the body tells the steps, with > decoded")
        }
        #expect(suites[0].all("testcase").first { $0.attributes["name"] == "one-mypage-per-tab" }?.attributes["classname"]
                == "lionheart-mypage-into-splash.assertions")
        #expect(suites[1].int("failures") == 0)
        let properties = Dictionary(uniqueKeysWithValues: (suites[1].first("properties")?.children ?? []).map {
            ($0.attributes["name"] ?? "", $0.attributes["value"] ?? "")
        })
        #expect(properties["states"] == "4" && properties["status"] == "passed" && properties["mode"] == "exhaustive")
    }

    @Test func anExpectedViolationFoundPassesAndOneNotFoundFailsOrIsSkipped() throws {
        let expected = try result("Scenarios/bugs/lionheart-mypage-into-splash.txt")
        #expect(try validate(report([expected])).int("failures") == 0)
        let expectation = Expectation(name: "single-parent", location: SourceLocation(line: 1, column: 1))
        var missing = try result("Scenarios/landing.txt")
        missing.verdicts[0].expectations = [expectation]
        let failed = try validate(report([missing]))
        #expect(failed.first("testsuite")?.all("testcase").first?.first("failure")?.attributes["message"]
                == "expected violation of single-parent not found within depth 8")
        var limited = try result("Scenarios/lionheart.txt", options: CheckOptions(maxStates: 5, jobs: 1))
        limited.verdicts[0].expectations = [expectation]
        let skipped = try validate(report([limited]))
        let cases = skipped.first("testsuite")?.all("testcase") ?? []
        #expect(cases.first?.first("skipped")?.attributes["message"] == "expected violation of single-parent not found before the search stopped")
        // The others were not violated either, but an incomplete search proves none of them.
        #expect(skipped.first("testsuite")?.int("skipped") == limited.verdicts.count)
        #expect(cases.dropFirst().allSatisfy { $0.first("skipped")?.attributes["message"]?.contains("not violated to depth \(limited.stats.depthCovered): the search did not complete") == true })
    }

    @Test func theSameResultGivesTheSameBytes() throws {
        let bug = try result("Scenarios/bugs/shop-finish-on-swipe-begin.txt", dropExpectations: true)
        let again = try result("Scenarios/bugs/shop-finish-on-swipe-begin.txt", dropExpectations: true, options: CheckOptions(jobs: 3))
        #expect(report([bug]) == report([again]))
        #expect(report([bug]).contains(#"time="0""#))
    }
}
