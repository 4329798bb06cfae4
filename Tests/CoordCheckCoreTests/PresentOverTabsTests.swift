import CoordCheckCore
import Testing

/// The tab bar's owner presents over the tab bar (docs/language.md, `present`):
/// `window.rootViewController = tabs; tabs.present(splash, animated: false)`.
@Suite struct PresentOverTabsTests {
    static func splash(_ done: String) -> String {
        """
        scenario splash-over-tabs
        screen HomeScreen
        screen SettingsScreen
        screen SplashScreen: done
        coordinator App root
          on start
            setRoot tabs 2
            start Home in tab 1
            start Settings in tab 2
            present SplashScreen fullScreen
          on SplashScreen.done: \(done)
        coordinator Home
          on start: push HomeScreen
        coordinator Settings
          on start: push SettingsScreen
        """
    }

    func snapshots(_ text: String, _ labels: [String]) throws -> [String] {
        let scenario = try Fixtures.compile(text)
        let frames = try Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn).run(labels: labels)
        #expect(frames.allSatisfy { $0.violations.isEmpty && $0.notes.isEmpty })
        return frames.map { SnapshotText(scenario: scenario).lines(for: $0.snapshot, previous: nil).joined(separator: "\n") }
    }

    @Test func theOwnerPresentsOverTheTabsAndDismissesThere() throws {
        let shown = try snapshots(Self.splash("dismiss"), ["SplashScreen.done"])
        #expect(shown[0].contains("visible: SplashScreen of App#1"), "\(shown[0])")
        #expect(shown[1].contains("visible: HomeScreen of Home#2"), "\(shown[1])")
        let result = try Explorer(scenario: try Fixtures.compile(Self.splash("dismiss"))).check(CheckOptions(depth: 4, jobs: 1))
        #expect(result.verdicts.allSatisfy { $0.violation == nil } && result.coverage.refused.isEmpty)
    }

    @Test func presentingAsksTheTabBar() throws {
        let shown = try snapshots(Self.splash("if presenting: dismiss"), ["SplashScreen.done"])
        #expect(shown[1].contains("visible: HomeScreen of Home#2"), "\(shown[1])")
    }

    @Test func aCoordinatorThatDoesNotHoldTheTabsStillCannot() throws {
        // Home has its tab's stack: it presents from there. A detached coordinator with no
        // stack, holding none of the tabs, is refused.
        let text = """
            scenario no-holder
            screen HomeScreen: intro
            screen IntroScreen
            coordinator App root
              on start
                setRoot tabs 1
                start Home in tab 1
            coordinator Home
              on start: push HomeScreen
              on HomeScreen.intro: start Intro in tab 2
            coordinator Intro
              on start: present IntroScreen
            """
        let scenario = try Fixtures.compile(text)
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeScreen.intro"])
        #expect(frames.last?.notes.map(\.message).contains("presentation refused: Intro#3 has no navigation controller to present from") == true)
    }
}
