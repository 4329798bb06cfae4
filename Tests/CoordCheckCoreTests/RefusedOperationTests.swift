import CoordCheckCore
import Testing

/// Never silent (docs/language.md §10, "Never took effect"): an operation UIKit refuses every
/// time its handler runs is a warning at its line, a failure under `--strict`; one refused
/// only sometimes is not.
@Suite struct RefusedOperationTests {
    /// A third tab selected on a tab bar of two: nothing to select at every launch.
    static let missingTab = """
        scenario missing-tab
        screen HomeScreen
        screen SplashScreen: done
        coordinator App root
          on start
            setRoot tabs 2
            start Home in tab 1
            start Home in tab 2
            selectTab 3
          on SplashScreen.done: dismiss
        coordinator Home
          on start: push HomeScreen
        """

    /// A double tap on `open` while the first presentation animates: the second is refused,
    /// the first was not.
    static let doubleTap = """
        scenario double-tap
        animations on
        depth 4
        screen HomeScreen: open
        screen DetailScreen: close
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.open: present DetailScreen
          on DetailScreen.close: dismiss
        """

    func check(_ text: String, jobs: Int = 1) throws -> CheckResult {
        try Explorer(scenario: try Fixtures.compile(text)).check(CheckOptions(jobs: jobs))
    }

    @Test func anOperationRefusedAtEveryRunIsAWarningAtItsLine() throws {
        let result = try check(Self.missingTab)
        let refused = try #require(result.coverage.refused.first)
        #expect(result.coverage.refused.count == 1)
        #expect(refused.location.line == 9 && refused.handler == "App on start" && refused.times == 1)
        #expect(refused.reason == "selectTab 3 did nothing: App has no tab bar with 3 tabs")
        let checked = CheckedScenario(result: result)
        #expect(checked.problems.contains { $0.rule == "refused-operation" && $0.severity == .warning && $0.line == 9 })
        #expect(checked.status == .passed)
        var strict = checked
        strict.options.strict = true
        #expect(strict.status == .failed)
        #expect(TextReport(checked).render().contains("warning: line 9 of 'App on start' was refused every time it ran (1×)"))
        let json = try #require(JSONReport.Entry(.checked(checked)).coverage?.refused)
        #expect(json.map(\.line) == [9] && json.first?.message == refused.reason)
    }

    @Test func anOperationRefusedOnlySometimesIsNot() throws {
        let result = try check(Self.doubleTap)
        #expect(result.coverage.refused.isEmpty)
        // It was refused, on the double tap.
        let frames = try Replayer(scenario: result.scenario, invariants: []).run(labels: ["HomeScreen.open", "HomeScreen.open"])
        #expect(frames.last?.effects?.notes.first?.message.hasPrefix("presentation refused") == true)
    }

    @Test func everyNumberOfJobsFindsTheSame() throws {
        for text in [Self.missingTab, Self.doubleTap] {
            #expect(try check(text, jobs: 1).coverage == check(text, jobs: 3).coverage)
        }
    }
}
