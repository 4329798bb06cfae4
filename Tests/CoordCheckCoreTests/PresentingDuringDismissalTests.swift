import CoordCheckCore
import Testing

/// `presenting` during a dismissal's animation (docs/language.md, `animations on`): UIKit
/// keeps `presentedViewController` set until the dismissal completes, so a `guard presenting`
/// lets a second close run its bookkeeping while the first dismissal animates.
@Suite struct PresentingDuringDismissalTests {
    static func scenario(guard condition: String) -> String {
        """
        scenario presenting-during-dismissal
        animations on
        depth 6
        event logout
        screen HomeScreen: settings
        screen SettingsScreen: close

        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.settings
            guard not child Settings
            start Settings in modal
          on logout: call self.closeSettings
          func closeSettings
            guard \(condition)
            dismiss
            removeChild Settings

        coordinator Settings
          on start: push SettingsScreen
          on SettingsScreen.close: call parent.closeSettings
          on swipeDismiss: finish
        """
    }

    static let closeThenLogout = ["HomeScreen.settings", "transitionEnd", "SettingsScreen.close", "logout"]

    func replay(guard condition: String) throws -> [ReplayFrame] {
        let scenario = try Fixtures.compile(Self.scenario(guard: condition))
        return try Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn).run(labels: Self.closeThenLogout)
    }

    @Test func aGuardOnPresentingPassesWhileTheDismissalAnimates() throws {
        let frames = try replay(guard: "presenting")
        let last = try #require(frames.last)
        // The second close: its dismissal refused, its removal finds nothing.
        #expect(last.violations.map(\.name) == ["remove-missing"])
        #expect(last.effects?.notes.map(\.message) == ["dismissal refused: a dismissal is in progress"])
        #expect(frames.dropLast().allSatisfy { $0.violations.isEmpty })
    }

    @Test func aGuardOnTheChildStopsTheSecondClose() throws {
        let frames = try replay(guard: "child Settings")
        #expect(frames.allSatisfy { $0.violations.isEmpty })
        #expect(frames.last?.effects?.notes.isEmpty == true)
    }
}
