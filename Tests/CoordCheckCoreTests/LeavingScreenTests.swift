import CoordCheckCore
import Testing

/// With `animations on`, a popped or dismissed screen — and the coordinator it holds — stays
/// alive until `transitionEnd` (docs/language.md, `animations on`): a second tap on its
/// button runs the handler again, so `dismiss; finish` twice calls `childDidFinish` twice.
@Suite struct LeavingScreenTests {
    static func settings(_ done: String) -> String {
        """
        scenario done-twice
        animations on
        depth 6
        screen HomeScreen: settings
        screen SettingsScreen: done
        coordinator Home root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.settings
            guard not child Settings
            start Settings in sheet
        coordinator Settings
          on start: push SettingsScreen
          on SettingsScreen.done
        \(done)
          on swipeDismiss: finish
        """
    }

    static let doubleTap = ["HomeScreen.settings", "transitionEnd", "SettingsScreen.done", "SettingsScreen.done"]

    func check(_ text: String) throws -> CheckResult {
        try Explorer(scenario: try Fixtures.compile(text)).check(CheckOptions(jobs: 1))
    }

    @Test func aSecondTapDuringTheDismissalFinishesTwice() throws {
        let result = try check(Self.settings("    dismiss\n    finish"))
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["remove-missing"])
        #expect(violated.first?.violation?.trace.labels(in: result.scenario) == Self.doubleTap)
        #expect(violated.first?.violation?.message == "Settings#2 finished, but Home#1.children does not contain it")
        // The leaving coordinator is alive, outside the tree, during the animation: no
        // parent-link finding for it; it is released at transitionEnd.
        let frames = try Replayer(scenario: result.scenario, invariants: InvariantCatalog.builtIn)
            .run(labels: Self.doubleTap + ["transitionEnd"])
        #expect(frames[3].snapshot.coordinators.count == 2 && frames[3].violations.isEmpty)
        #expect(frames[5].snapshot.coordinators.count == 1)
    }

    @Test func aGuardOnShowingStopsTheSecondTap() throws {
        let result = try check(Self.settings("    guard showing\n    dismiss\n    finish"))
        #expect(result.verdicts.allSatisfy { $0.violation == nil })
    }

    @Test func withoutAnimationsNothingIsLeftToTap() throws {
        let text = Self.settings("    dismiss\n    finish").replacingOccurrences(of: "animations on\n", with: "")
        #expect(try check(text).verdicts.allSatisfy { $0.violation == nil })
    }
}
