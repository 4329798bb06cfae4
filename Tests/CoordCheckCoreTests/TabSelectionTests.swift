import CoordCheckCore
import Testing

/// `on selectTab N` and `refuse` (docs/language.md §5): the tab bar's delegate answers
/// `tabBarController(_:shouldSelect:)` — a signed-out user tapping the Account tab gets a
/// login sheet instead, and the tab bar stays where it was.
@Suite struct TabSelectionTests {
    static func account(refusing: Bool = true, loginDone: String = "dismiss; finish") -> String {
        """
        scenario account-tab
        screen HomeScreen
        screen AccountScreen
        screen LoginScreen: done
        coordinator App root
          on start
            setRoot tabs 2
            start Home in tab 1
            start Account in tab 2
          on selectTab 2
        \(refusing ? "    refuse\n" : "")    call Home.showLogin
        coordinator Home
          on start: push HomeScreen
          func showLogin: start Login in modal fullScreen
        coordinator Account
          on start: push AccountScreen
        coordinator Login
          on start: push LoginScreen
          on LoginScreen.done: \(loginDone)
        """
    }

    /// The snapshot after `labels`, as a replay writes it.
    func replay(_ text: String, _ labels: [String]) throws -> String {
        let scenario = try Fixtures.compile(text)
        let frames = try Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn).run(labels: labels)
        let last = try #require(frames.last)
        #expect(last.violations.isEmpty)
        return SnapshotText(scenario: scenario).lines(for: last.snapshot, previous: nil).joined(separator: "\n")
    }

    @Test func refuseKeepsTheTabAndTheHandlerRuns() throws {
        let text = try replay(Self.account(), ["selectTab(2)"])
        #expect(text.contains("tab 1 (selected): HomeScreen"), "\(text)")
        #expect(text.contains("visible: LoginScreen of Login#4"), "\(text)")
    }

    @Test func withoutRefuseTheTabIsSelectedAfterTheHandler() throws {
        let text = try replay(Self.account(refusing: false), ["selectTab(2)"])
        #expect(text.contains("tab 2 (selected): AccountScreen"), "\(text)")
    }

    @Test func aLoginThatDoesNotFinishLeaksAfterTheRefusedTab() throws {
        let buggy = try Explorer(scenario: try Fixtures.compile(Self.account(loginDone: "dismiss"))).check(CheckOptions(depth: 4, jobs: 1))
        let leak = try #require(buggy.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: buggy.scenario) == ["selectTab(2)", "LoginScreen.done"])
        let correct = try Explorer(scenario: try Fixtures.compile(Self.account())).check(CheckOptions(depth: 4, jobs: 1))
        #expect(correct.verdicts.allSatisfy { $0.violation == nil })
        #expect(correct.coverage.refused.isEmpty)
    }
}
