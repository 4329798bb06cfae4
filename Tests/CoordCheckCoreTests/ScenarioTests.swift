import Foundation
import Testing
@testable import CoordCheckCore

/// The repository's scenarios, pinned: distinct states and transitions at their depth, and
/// the exact shortest trace of every violation.
@Suite struct ScenarioTests {
    struct Pin: Sendable, CustomTestStringConvertible {
        var file: String
        var states: Int
        var transitions: Int
        var traces: [String: [String]]
        var testDescription: String { file }
    }

    static let pins: [Pin] = [
        Pin(file: "Scenarios/flows.txt", states: 17, transitions: 57, traces: [:]),
        Pin(file: "Scenarios/landing.txt", states: 4, transitions: 9, traces: [:]),
        Pin(file: "Scenarios/lionheart.txt", states: 649, transitions: 3875, traces: [:]),
        Pin(file: "Scenarios/petclinic.txt", states: 9, transitions: 33, traces: [:]),
        Pin(file: "Scenarios/shop.txt", states: 634, transitions: 2040, traces: [:]),
        Pin(file: "Scenarios/bugs/flows-hardcoded-profile.txt", states: 17, transitions: 57, traces: [
            "pop-flow": ["HomeScreen.openFeed", "FeedScreen.closeFeed"],
        ]),
        Pin(file: "Scenarios/bugs/flows-remove-feed-pop-to-root.txt", states: 32, transitions: 93, traces: [
            "no-leaks": ["HomeScreen.openProfile", "ProfileScreen.openFeed", "FeedScreen.closeFeed"],
            "pop-flow": ["HomeScreen.openProfile", "ProfileScreen.openFeed", "FeedScreen.closeFeed"],
        ]),
        Pin(file: "Scenarios/bugs/landing-double-finish.txt", states: 4, transitions: 9, traces: [
            "remove-missing": ["LandingScreen.registerTapped", "RegisterScreen.registered"],
        ]),
        Pin(file: "Scenarios/bugs/landing-keeps-landing.txt", states: 12, transitions: 26, traces: [
            "no-leaks": ["LandingScreen.loginTapped", "LoginScreen.loginSucceeded"],
        ]),
        Pin(file: "Scenarios/bugs/landing-parent-never-set.txt", states: 14, transitions: 33, traces: [
            "parent-link": ["LandingScreen.registerTapped"],
            "no-leaks": ["LandingScreen.registerTapped", "RegisterScreen.registered"],
        ]),
        Pin(file: "Scenarios/bugs/landing-strong-parent.txt", states: 12, transitions: 26, traces: [
            "parent-link": ["LandingScreen.loginTapped", "LoginScreen.loginSucceeded"],
            "no-leaks": ["LandingScreen.loginTapped", "LoginScreen.loginSucceeded"],
        ]),
        Pin(file: "Scenarios/bugs/lionheart-mypage-appended-twice.txt", states: 1570, transitions: 7635, traces: [
            "single-parent": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped"],
            "parent-link": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped"],
            "no-leaks": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "back"],
        ]),
        Pin(file: "Scenarios/bugs/lionheart-deeplink-article.txt", states: 12042, transitions: 43007, traces: [
            "stack-order": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "articleLink"],
            "one-mypage-per-tab": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "articleLink", "ArticleDetailScreen.myPageTapped"],
        ]),
        Pin(file: "Scenarios/bugs/lionheart-deeplink-second-mypage.txt", states: 1949, transitions: 10696, traces: [
            "one-mypage-per-tab": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "myPageLink"],
        ]),
        Pin(file: "Scenarios/bugs/lionheart-mypage-into-splash.txt", states: 1570, transitions: 7635, traces: [
            "parent-link": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped"],
            "no-leaks": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "back"],
            "remove-missing": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "back"],
        ]),
        Pin(file: "Scenarios/bugs/lionheart-mypage-no-finish.txt", states: 5809, transitions: 21264, traces: [
            "no-leaks": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "back"],
        ]),
        Pin(file: "Scenarios/bugs/lionheart-reselect-tab.txt", states: 3561, transitions: 14289, traces: [
            "no-leaks": ["SplashScreen.launchFinished", "TodayScreen.myPageTapped", "reselectTab"],
        ]),
        Pin(file: "Scenarios/bugs/petclinic-router-no-root.txt", states: 24, transitions: 74, traces: [
            "no-leaks": ["HomeScreen.showPets", "PetListScreen.selectPet", "PetProfileScreen.close"],
        ]),
        Pin(file: "Scenarios/bugs/petclinic-sheet-swipe.txt", states: 34, transitions: 103, traces: [
            "no-leaks": ["HomeScreen.scheduleAppointment", "swipeDismiss"],
        ]),
        Pin(file: "Scenarios/bugs/shop-finish-on-swipe-begin.txt", states: 1158, transitions: 3322, traces: [
            "parent-link": ["HomeScreen.productTapped", "cancelSwipeBack"],
            "no-orphans": ["HomeScreen.productTapped", "cancelSwipeBack"],
            "remove-missing": ["HomeScreen.productTapped", "cancelSwipeBack", "back"],
        ]),
    ]

    @Test func everyScenarioInTheRepositoryIsPinned() {
        let files = Fixtures.scenarioFiles(in: "Scenarios") + Fixtures.scenarioFiles(in: "Scenarios/bugs")
        #expect(Set(files) == Set(Self.pins.map(\.file)))
    }

    @Test(arguments: pins)
    func countsAndShortestTracesArePinned(_ pin: Pin) throws {
        let scenario = try Fixtures.scenario(pin.file)
        let result = try Explorer(scenario: scenario).check()
        #expect(result.complete)
        #expect(result.stats.states == pin.states)
        #expect(result.stats.transitions == pin.transitions)
        var traces: [String: [String]] = [:]
        for verdict in result.verdicts {
            if let violation = verdict.violation { traces[verdict.name] = violation.trace.labels(in: scenario) }
        }
        #expect(traces == pin.traces)
        // The scenario's expect lines name exactly what it violates.
        #expect(Set(scenario.expectations.map(\.name)) == Set(pin.traces.keys))
        #expect(result.status == .passed)
    }

    @Test(arguments: pins)
    func everyReportedTraceReplaysToItsViolation(_ pin: Pin) throws {
        let scenario = try Fixtures.scenario(pin.file)
        let replayer = Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario))
        for (name, labels) in pin.traces {
            let frames = try replayer.run(labels: labels)
            #expect(frames.last?.violations.contains { $0.name == name } == true, "\(name) after \(labels)")
            // Shortest: no earlier frame violates it.
            for frame in frames.dropLast() {
                #expect(!frame.violations.contains { $0.name == name }, "\(name) already broken before the end of \(labels)")
            }
        }
    }

    @Test(arguments: pins.filter { !$0.traces.isEmpty })
    func withoutItsExpectLinesABugScenarioFails(_ pin: Pin) throws {
        let text = try String(contentsOfFile: (Fixtures.root as NSString).appendingPathComponent(pin.file), encoding: .utf8)
        let stripped = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
        let scenario = try Fixtures.compile(stripped, path: pin.file)
        let result = try Explorer(scenario: scenario).check()
        #expect(result.status == .failed)
        #expect(Set(result.verdicts.filter { !$0.holds }.map(\.name)) == Set(pin.traces.keys))
    }

    @Test func anExpectedViolationThatIsNotFoundFails() throws {
        let text = try String(contentsOfFile: (Fixtures.root as NSString).appendingPathComponent("Scenarios/lionheart.txt"), encoding: .utf8)
        let scenario = try Fixtures.compile(text + "\nexpect no-leaks\n")
        let result = try Explorer(scenario: scenario).check()
        #expect(result.status == .failed)
        #expect(result.verdicts.first { $0.name == "no-leaks" }?.holds == true)
    }

    @Test func theDepthOptionOverridesTheScenario() throws {
        let scenario = try Fixtures.scenario("Scenarios/bugs/lionheart-mypage-no-finish.txt")
        let shallow = try Explorer(scenario: scenario).check(CheckOptions(depth: 2))
        #expect(shallow.depth == 2)
        #expect(shallow.verdicts.allSatisfy { $0.holds }, "the leak needs 3 events")
        #expect(shallow.status == .failed, "the expected leak is not found within depth 2")
    }

    @Test func aStateLimitStopsCleanlyWithWhatWasCovered() throws {
        let scenario = try Fixtures.scenario("Scenarios/lionheart.txt")
        let result = try Explorer(scenario: scenario).check(CheckOptions(maxStates: 50))
        #expect(result.stop == .stateLimit(50))
        #expect(result.stats.states == 50)
        #expect(result.stats.depthCovered < scenario.depth)
        #expect(result.status == .incomplete)
    }

    @Test func stopAtFirstViolationStopsEarly() throws {
        let scenario = try Fixtures.scenario("Scenarios/bugs/lionheart-mypage-into-splash.txt")
        let full = try Explorer(scenario: scenario).check()
        let first = try Explorer(scenario: scenario).check(CheckOptions(stopAtFirstViolation: true))
        #expect(first.stop == .firstViolation)
        #expect(first.stats.states < full.stats.states)
        #expect(first.verdicts.filter { $0.violation != nil }.map(\.name) == ["parent-link"])
        #expect(first.status == .incomplete, "two expected violations were not looked for")
        // Stopped early, nothing holds: what was not found violated was not looked for past
        // the depth the search covered.
        #expect(first.verdicts.allSatisfy { !$0.holds })
        #expect(first.reach == .depth(first.stats.depthCovered))
        #expect(first.verdicts.filter { if case .notViolated(.depth(first.stats.depthCovered)) = $0.outcome { true } else { false } }.count == 6,
                "no-leaks and remove-missing are expected and not found yet; parent-link is found")
    }
}
