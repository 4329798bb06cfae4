import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// The four fixture apps of Tests/ExtractFixtures, one per article style (router, `Flow`,
/// MVVM-C, tab bar app), each with planted bugs (EXPECTED.md): the extracted scenario is
/// pinned, and checking it finds exactly the planted bugs, with the shortest traces
/// EXPECTED.md gives.
@Suite struct FixtureAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    struct App: Sendable, CustomTestStringConvertible {
        var folder: String
        /// Violated invariant → its trace, in the scenario's event names.
        var bugs: [String: [String]]
        var testDescription: String { folder }
    }

    static let apps: [App] = [
        App(folder: "router-app", bugs: [
            "no-leaks": ["HomeViewController.bookButtonTapped", "swipeDismiss"],
        ]),
        App(folder: "flow-app", bugs: [
            "pop-flow": ["HomeViewController.feedButtonTapped", "FeedViewController.closeButtonTapped"],
            "no-leaks": ["HomeViewController.feedButtonTapped", "FeedViewController.closeButtonTapped"],
        ]),
        App(folder: "mvvmc-app", bugs: [
            "parent-link": ["LandingViewController.registerButtonTapped"],
            "no-leaks": ["LandingViewController.loginButtonTapped", "back"],
        ]),
        App(folder: "tab-app", bugs: [
            "parent-link": ["SplashViewController.launchFinished", "selectTab(2)", "CurriculumViewController.bookmarkButtonTapped"],
            "no-leaks": ["SplashViewController.launchFinished", "TodayViewController.bookmarkButtonTapped", "sessionDidExpire"],
        ]),
    ]

    /// The draft, its paths relative to the repository as `coordcheck extract` run there writes them.
    func draft(_ app: App) throws -> Extractor.Draft {
        var draft = try Extractor.extract(paths: ["\(Self.root)/Tests/ExtractFixtures/\(app.folder)"], name: app.folder)
        draft.document.rewriteComments { $0 = $0.replacingOccurrences(of: Self.root + "/", with: "") }
        return try DraftReadBack.checked(draft)
    }

    @Test(arguments: apps)
    func theDraftIsPinned(_ app: App) throws {
        let pinned = try String(contentsOfFile: "\(Self.root)/Tests/ExtractFixtures/\(app.folder)/extracted-scenario.txt", encoding: .utf8)
        let draft = try draft(app)
        #expect(draft.scenario == pinned, "re-extract with: coordcheck extract Tests/ExtractFixtures/\(app.folder) -o Tests/ExtractFixtures/\(app.folder)/extracted-scenario.txt")
        #expect(draft.notes.isEmpty, "everything in the fixture is modelled: \(draft.notes)")
        // Every line that says something is traced to the Swift line it was read from.
        for line in draft.scenario.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("#")
            && !line.hasPrefix("scenario ") && !line.hasPrefix("depth ") && !line.hasPrefix("flows ") {
            #expect(line.range(of: #"# Tests/ExtractFixtures/[^ ]+\.swift:\d+(:\d+)?$"#, options: .regularExpression) != nil, "untraced: \(line)")
        }
    }

    @Test(arguments: apps)
    func checkingTheDraftFindsExactlyThePlantedBugs(_ app: App) throws {
        let text = try draft(app).scenario
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "\(app.folder).txt", text: text)).get()
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        #expect(result.complete)
        var found: [String: [String]] = [:]
        for verdict in result.verdicts {
            if let violation = verdict.violation { found[verdict.name] = violation.trace.labels(in: scenario) }
        }
        #expect(found == app.bugs)
    }
}
