import CoordCheckCore
import Testing

/// `on start.CASE` and `start X case CASE` (docs/language.md §5, start cases): a child whose
/// `start()` branches on what the app stored goes on with the case its creator's event names,
/// right after its `on start`, on the new instance.
@Suite struct StartCaseTests {
    static func app(done: String = "popToRoot; finish") -> String {
        """
        scenario start-cases
        depth 4
        disable swipeBack
        screen HomeScreen: signIn, signInAgain
        screen WelcomeScreen hidesBackButton: next
        screen LoginScreen hidesBackButton: done
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.signIn: start Auth case fresh
          on HomeScreen.signInAgain: start Auth case expired
        coordinator Auth
          on start
          on start.fresh: push WelcomeScreen
          on start.expired: push LoginScreen
          on WelcomeScreen.next: push LoginScreen
          on LoginScreen.done: \(done)
        """
    }

    @Test func theCaseNamedRunsAfterOnStartOnTheNewChild() throws {
        let scenario = try Fixtures.compile(Self.app())
        let replayer = Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn)
        let fresh = try replayer.run(labels: ["HomeScreen.signIn", "WelcomeScreen.next", "LoginScreen.done"])
        #expect(fresh.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["HomeScreen", "WelcomeScreen", "LoginScreen", "HomeScreen"])
        let expired = try replayer.run(labels: ["HomeScreen.signInAgain", "LoginScreen.done"])
        #expect(expired.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["HomeScreen", "LoginScreen", "HomeScreen"])
        // The case ran on the child: its screen is the child's, and `finish` took it out.
        #expect(expired.allSatisfy { $0.violations.isEmpty }, "\(expired.map(\.violations))")
        #expect(expired.last?.snapshot.subtree(of: Snapshot.rootCoordinator).count == 1)
    }

    @Test func everyCaseIsExploredAndBothExplorersAgree() throws {
        // Without `finish`, the expired case leaks Auth at its first `done`.
        let leaking = try Fixtures.compile(Self.app(done: "popToRoot"))
        let result = try Explorer(scenario: leaking).check(CheckOptions(depth: 4, jobs: 1))
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: leaking) == ["HomeScreen.signInAgain", "LoginScreen.done"])
        let correct = try Explorer(scenario: try Fixtures.compile(Self.app())).check(CheckOptions(depth: 4, jobs: 1))
        #expect(correct.verdicts.allSatisfy { $0.violation == nil }, "\(correct.verdicts.compactMap(\.violation?.message))")
        #expect(correct.coverage.handlers.allSatisfy { $0.fired > 0 }, "\(correct.coverage.handlers.filter { $0.fired == 0 }.map(\.title))")
        let report = CrossCheck.run(Self.app(done: "popToRoot"))
        #expect(report.explored && report.problems.isEmpty, "\(report.problems)")
    }

    @Test func aCaseNothingStartsIsSaidToBeUnreachable() throws {
        let scenario = try Fixtures.compile(Self.app().replacingOccurrences(of: "start Auth case expired", with: "start Auth case fresh"))
        let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 4, jobs: 1))
        let expired = try #require(result.coverage.handlers.first { $0.title == "Auth on start.expired" })
        #expect(expired.fired == 0)
        #expect(expired.unreachable == "nothing starts Auth case expired")
    }

    @Test func casesAreAChildsAndNamedWhereTheyAreStarted() {
        let unknown = Fixtures.diagnostics(Self.app().replacingOccurrences(of: "case expired", with: "case expird"))
        #expect(unknown.map(\.message) == ["Auth has no start case 'expird' (on start.expird); did you mean 'expired'?"])
        let root = Fixtures.diagnostics("""
            scenario x
            screen A
            coordinator App root
              on start: setRoot stack
              on start.signedIn: push A
            """)
        #expect(root.map(\.message) == ["the root is started at launch: its cases are launch cases (on launch.signedIn), not start cases"])
        let screen = Fixtures.diagnostics("""
            scenario x
            screen start
            coordinator App root
              on start: setRoot stack
            """)
        #expect(screen.map(\.message) == ["'start' names the start cases (on start.CASE) and cannot be a screen"])
        let instance = Fixtures.diagnostics("""
            scenario x
            screen A
            coordinator App root
              on start: setRoot stack; start Child
            coordinator Child
              on start: push A
              on start.again: push A
              on A.back: start parent case again
            """)
        #expect(instance.map(\.message).contains { $0.hasPrefix("'start parent' starts a coordinator that exists") }, "\(instance.map(\.message))")
        // A screen a start case shows needs its events handled, as anywhere.
        let unhandled = Fixtures.diagnostics("""
            scenario x
            screen A: tap
            coordinator App root
              on start: setRoot stack; start Child case first
            coordinator Child
              on start
              on start.first: push A
            """)
        #expect(unhandled.map(\.message) == ["Child shows A but has no handler 'on A.tap'"])
    }
}
