import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// `coordcheck extract` on the real apps of `../shared/realapps` and `../shared/realapps-new`:
/// every draft compiles, shows a screen at launch and lets the user do something there, most
/// coordinators get a handler that changes the tree or a stack, every known bug is found (and
/// is gone once its fix is applied), and the per-app table of docs/extract.md is what the
/// extractor measures today. What issue 37 has not reached yet is listed as known issues.
@Suite(.enabled(if: RealAppCorpus.isPresent, "the real-app corpus (../shared/realapps, ../shared/realapps-new) is not beside the project"))
struct RealAppTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] != nil))
    func theCorpusIsThereInCI() {
        #expect(RealAppCorpus.folders.count == 2)
        #expect(RealAppCorpus.apps.count >= 20)
        #expect(!RealAppCorpus.knownBugs.isEmpty)
    }

    /// Every draft written compiles: what the extractor cannot model is a note, never a line
    /// the checker rejects.
    @Test(arguments: RealAppCorpus.apps)
    func everyDraftCompiles(_ app: String) throws {
        guard let measure = RealAppCorpus.measures[app] else { return }
        let error = measure.compileError
        #expect(error == nil)
    }

    /// Every draft is a value printed by the language's printer: it reads back the same, and
    /// each note counted is a `# coordcheck:` line (the fixed apps' drafts too).
    @Test(arguments: RealAppCorpus.apps)
    func everyDraftReadsBackAsTheValuePrinted(_ app: String) throws {
        let drafts = [RealAppCorpus.measures[app], RealAppCorpus.fixedMeasures[app]].compactMap { $0?.draft }
        for draft in drafts { #expect(DraftReadBack.problem(draft) == nil) }
    }

    // The targets of issue 12: docs/extract.md's table says where extraction stands.

    @Test(arguments: RealAppCorpus.apps)
    func theDraftCompilesAndLaunchShowsAScreen(_ app: String) throws {
        let measure = try #require(RealAppCorpus.measures[app], "no draft")
        let (error, shows) = (measure.compileError, measure.launchShowsScreen)
        #expect(error == nil)
        if RealAppCorpus.noScreenAtLaunchYet.contains(app) {
            withKnownIssue("issue 37 target, not met yet: see docs/extract.md") { #expect(shows, "launch shows no screen") }
        } else {
            #expect(shows, "launch shows no screen")
        }
    }

    /// Issue 37's first target: the user can do something at launch (an event other than a
    /// global one is enabled), so the check goes past it.
    @Test(arguments: RealAppCorpus.apps)
    func theDraftGoesPastLaunch(_ app: String) throws {
        let pastLaunch = try #require(RealAppCorpus.measures[app], "no draft").pastLaunch
        if RealAppCorpus.notPastLaunchYet.contains(app) {
            withKnownIssue("issue 37 target, not met yet: see docs/extract.md") { #expect(pastLaunch, "nothing enabled at launch") }
        } else {
            #expect(pastLaunch, "nothing enabled at launch")
        }
    }

    /// On the apps extraction was built on (the first corpus).
    @Test func mostCoordinatorsGetAHandlerThatChangesTheTreeOrAStack() {
        let measures = RealAppCorpus.measures.values.filter { RealAppCorpus.isTrainingApp($0.app) }
        let classes = measures.reduce(0) { $0 + $1.classes }
        let changing = measures.reduce(0) { $0 + $1.changing }
        #expect(classes > 0 && changing * 5 >= classes * 4, "\(changing) of \(classes)")
    }

    /// The bugs found so far must stay found; the others are known issues, listed in
    /// ``RealAppCorpus/notFoundYet`` — finding one fails the test until the list is updated.
    @Test(arguments: RealAppCorpus.knownBugs)
    func eachKnownBugIsFound(_ bug: KnownBug) throws {
        let found = try #require(RealAppCorpus.measures[bug.app], "no draft").bugsFound.map(\.testDescription)
        if RealAppCorpus.notFoundYet.contains(bug.testDescription) {
            withKnownIssue("issue 37 target, not met yet: see docs/extract.md") {
                #expect(found.contains(bug.testDescription))
            }
        } else {
            #expect(found.contains(bug.testDescription))
        }
    }

    @Test(arguments: RealAppCorpus.knownBugs.filter { RealAppCorpus.fixedApps.contains($0.app) })
    func aFixedBugIsGone(_ bug: KnownBug) throws {
        let measure = try #require(RealAppCorpus.fixedMeasures[bug.app], "the fix does not apply or the draft fails")
        let (error, violations) = (measure.compileError, measure.violations.map { "\($0.invariant): \($0.message)" })
        #expect(error == nil)
        #expect(!measure.violations.contains { $0.invariant == bug.invariant && bug.matches($0.message) }, "\(violations)")
    }

    @Test func theTableOfDocsExtractIsCurrent() throws {
        let path = RealAppCorpus.projectRoot + "/docs/extract.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let table = RealAppTable.render(RealAppCorpus.measures, fixed: RealAppCorpus.fixedMeasures)
        guard let start = text.range(of: RealAppTable.begin), let end = text.range(of: RealAppTable.end) else {
            Issue.record("docs/extract.md has no \(RealAppTable.begin) … \(RealAppTable.end) section")
            return
        }
        let current = String(text[start.upperBound..<end.lowerBound])
        if current != table, ProcessInfo.processInfo.environment["COORDCHECK_UPDATE_DOCS"] != nil {
            try (String(text[..<start.upperBound]) + table + String(text[end.lowerBound...])).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == table, "docs/extract.md's table is stale: make extract-table")
    }
}
