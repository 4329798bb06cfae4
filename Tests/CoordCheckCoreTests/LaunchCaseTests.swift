import CoordCheckCore
import Testing

/// `on launch.CASE` (docs/language.md §5): a launch that branches on what the app stored (a
/// token, a first-launch flag) goes on with one of the root's launch cases, the first event
/// of every trace; nothing is judged half-way through launch.
@Suite struct LaunchCaseTests {
    static func app(loginDone: String = "call parent.didLogin") -> String {
        """
        scenario launch-cases
        depth 4
        screen HomeScreen: openProfile
        screen LoginScreen: loggedIn
        screen ProfileScreen
        coordinator App root
          on start
            setRoot stack
            start Splash
          on launch.signedIn
            removeChild Splash
            start Home
          on launch.signedOut
            removeChild Splash
            start Login
          func didLogin
            removeChild Login
            setRoot stack
            start Home
        coordinator Splash
          on start
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openProfile: push ProfileScreen
        coordinator Login
          on start: push LoginScreen
          on LoginScreen.loggedIn: \(loginDone)
        """
    }

    @Test func theLaunchCasesAreTheOnlyFirstEvents() throws {
        let scenario = try Fixtures.compile(Self.app())
        #expect(scenario.launchCases == ["signedIn", "signedOut"])
        let frames = try Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn).run(labels: ["launch.signedOut", "LoginScreen.loggedIn"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == [nil, "LoginScreen", "HomeScreen"])
        // Splash lives, and shows nothing, only half-way through launch: never judged there.
        #expect(frames.allSatisfy { $0.violations.isEmpty }, "\(frames.map(\.violations))")
        // A tap is no launch case, and a launch case is one only at launch.
        #expect(throws: ReplayError.self) { try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeScreen.openProfile"]) }
        #expect(throws: ReplayError.self) { try Replayer(scenario: scenario, invariants: []).run(labels: ["launch.signedIn", "launch.signedOut"]) }
    }

    @Test func everyCaseIsExploredAndBothExplorersAgree() throws {
        let scenario = try Fixtures.compile(Self.app(loginDone: "start Home"))
        let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 4, jobs: 1))
        // Only the signed-out case leaks: Login stays in the tree under Home.
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: scenario) == ["launch.signedOut", "LoginScreen.loggedIn", "back"])
        let correct = try Explorer(scenario: try Fixtures.compile(Self.app())).check(CheckOptions(depth: 4, jobs: 1))
        #expect(correct.verdicts.allSatisfy { $0.violation == nil }, "\(correct.verdicts.compactMap(\.violation?.message))")
        #expect(correct.coverage.unreachedHandlers.isEmpty, "\(correct.coverage.unreachedHandlers.map(\.title))")
        let report = CrossCheck.run(Self.app(loginDone: "start Home"))
        #expect(report.explored && report.problems.isEmpty, "\(report.problems)")
    }

    @Test func anExitRelaunchesIntoTheLaunchCases() throws {
        let scenario = try Fixtures.compile(Self.app(loginDone: "exit"))
        let frames = try Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn).run(labels: ["launch.signedOut", "LoginScreen.loggedIn", "launch.signedIn"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == [nil, "LoginScreen", nil, "HomeScreen"])
    }

    @Test func launchCasesAreTheRootsAndNamedAfterAState() {
        let child = Fixtures.diagnostics("""
            scenario x
            screen A
            coordinator App root
              on start: setRoot stack; start Child
            coordinator Child
              on start: push A
              on launch.signedIn: push A
            """)
        #expect(child.map(\.message).contains("launch cases are handled by the root coordinator, not Child"), "\(child.map(\.message))")
        let screen = Fixtures.diagnostics("""
            scenario x
            screen launch
            coordinator App root
              on start: setRoot stack
            """)
        #expect(screen.map(\.message).contains("'launch' names the launch cases (on launch.CASE) and cannot be a screen"), "\(screen.map(\.message))")
        let builtIn = Fixtures.diagnostics("""
            scenario x
            screen A
            coordinator App root
              on start: setRoot stack; push A
              on launch.back: push A
            """)
        #expect(builtIn.contains { $0.message.hasPrefix("'back' is a built-in event") }, "\(builtIn.map(\.message))")
        // A screen a launch case shows needs its events handled, as anywhere.
        let unhandled = Fixtures.diagnostics("""
            scenario x
            screen A: tap
            coordinator App root
              on start: setRoot stack
              on launch.signedIn: push A
            """)
        #expect(unhandled.map(\.message).contains("App shows A but has no handler 'on A.tap'"), "\(unhandled.map(\.message))")
    }
}
