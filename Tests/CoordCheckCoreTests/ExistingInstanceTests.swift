import CoordCheckCore
import Testing

/// `append caller` and `start caller` (docs/language.md, "`start caller`, `append caller`"):
/// an instance that exists goes back into `children`, as `children.append(caller)` does.
@Suite struct ExistingInstanceTests {
    /// Login, presented full screen, tells its parent it is done; the parent dismisses it,
    /// empties `children` and then (the bug) appends the child that just called it.
    static func login(_ finish: String) -> String {
        """
        scenario keeps-the-caller
        screen HomeScreen: login
        screen LoginScreen: done
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.login: start Login in modal fullScreen
          func loginDidFinish
            dismiss
        \(finish)
        coordinator Login parent weak
          on start: push LoginScreen
          on LoginScreen.done: call parent.loginDidFinish
        """
    }

    func check(_ text: String) throws -> CheckResult {
        try Explorer(scenario: try Fixtures.compile(text)).check(CheckOptions(depth: 4, jobs: 1))
    }

    func violated(_ result: CheckResult) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: result.verdicts.compactMap { verdict in
            verdict.violation.map { (verdict.name, $0.trace.labels(in: result.scenario)) }
        })
    }

    @Test func appendingTheCallerBackLeaksIt() throws {
        let result = try check(Self.login("    removeAllChildren\n    append caller"))
        #expect(violated(result) == ["no-leaks": ["HomeScreen.login", "LoginScreen.done"]])
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.message == "Login#2 is still in App#1.children but nothing it owns is on screen")
    }

    @Test func withoutItNothingIsWrong() throws {
        #expect(violated(try check(Self.login("    removeAllChildren"))).isEmpty)
    }

    @Test func appendingItWhileItIsThereIsASecondPlace() throws {
        let result = try check(Self.login("    append caller"))
        #expect(violated(result)["single-parent"] == ["HomeScreen.login", "LoginScreen.done"])
    }

    @Test func startingItAgainRunsItsStart() throws {
        // `start caller` appends and starts it: Login pushes its screen again, onto the stack
        // it has (the dismissed one, off screen), so it still leaks.
        let result = try check(Self.login("    removeAllChildren\n    start caller"))
        let frames = try Replayer(scenario: result.scenario, invariants: []).run(labels: ["HomeScreen.login", "LoginScreen.done"])
        #expect(frames.last?.effects?.notes.isEmpty == true)
        #expect(frames.last?.snapshot.coordinators.count == 2, "the same Login, not a new one")
    }

    @Test func nothingToAppendIsANote() throws {
        let scenario = try Fixtures.compile("""
            scenario no-caller
            screen HomeScreen: tap
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.tap: append caller
            """)
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeScreen.tap"])
        #expect(frames.last?.effects?.notes.map(\.message) == ["append caller did nothing: App#1 has no caller to append"])
    }
}
