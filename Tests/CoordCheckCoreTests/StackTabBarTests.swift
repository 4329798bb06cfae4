@testable import CoordCheckCore
import Testing

/// A tab bar made a navigation controller's root screen by `setViewControllers tabs N`
/// (docs/language.md): the router template's `router.setRootModule(tabBar, hideBar: true)`
/// after login, filled by a child started `here`, and replaced by the login screen on the
/// same stack at logout, which releases its tabs.
@Suite struct StackTabBarTests {
    /// `loggedOut` is what the app does when the tabs' coordinator reports the logout.
    static func app(loggedOut: String = "removeChild caller; start Auth") -> String {
        """
        scenario router-tabs
        depth 8
        screen LoginScreen: signedIn
        screen FeedScreen: open
        screen DetailScreen: close
        screen SettingsScreen: logout
        coordinator App root
          on start
            setRoot stack
            start Auth
          func authDone: removeChild caller; setViewControllers tabs 2; start Tabs
          func loggedOut: \(loggedOut)
        coordinator Auth
          on start: setViewControllers LoginScreen
          on LoginScreen.signedIn: call parent.authDone
        coordinator Tabs
          on start
            start Feed in tab 1
            start Settings in tab 2
          func logoutRequested: call parent.loggedOut
        coordinator Feed
          on start: push FeedScreen
          on FeedScreen.open: push DetailScreen
          on DetailScreen.close: pop
        coordinator Settings
          on start: push SettingsScreen
          on SettingsScreen.logout: call parent.logoutRequested
        """
    }

    /// (The replay and its text as the tab bar screen's tests read them.)
    func frames(_ text: String, _ labels: [String]) throws -> (Scenario, [ReplayFrame]) { try TabBarScreenTests().frames(text, labels) }
    func lines(_ scenario: Scenario, _ frame: ReplayFrame) -> String { TabBarScreenTests().lines(scenario, frame) }

    @Test func theTabBarIsTheStacksRootAndTheChildStartedHereFillsIt() throws {
        let (scenario, frames) = try frames(Self.app(), ["LoginScreen.signedIn", "selectTab(2)"])
        let signedIn = lines(scenario, frames[1])
        #expect(signedIn.contains("window root: tabs 2(App#1)"), "\(signedIn)")
        #expect(signedIn.contains("window root › tab 1 (selected): FeedScreen(Feed#4)"), "\(signedIn)")
        #expect(signedIn.contains("window root › tab 2: SettingsScreen(Settings#5)"), "\(signedIn)")
        #expect(frames[1].effects?.notes.isEmpty ?? true, "\(frames[1].effects?.notes.map(\.message) ?? [])")
        #expect(lines(scenario, frames[2]).contains("visible: SettingsScreen of Settings#5"))
    }

    @Test func theLoginScreenReplacesTheTabBarAndReleasesItsTabs() throws {
        let (scenario, frames) = try frames(Self.app(), ["LoginScreen.signedIn", "selectTab(2)", "SettingsScreen.logout"])
        let loggedOut = lines(scenario, frames[3])
        #expect(loggedOut.contains("window root: LoginScreen(Auth#6)"), "\(loggedOut)")
        #expect(!loggedOut.contains("tab 1"), "\(loggedOut)")
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap(\.violation).map(\.message))")
        #expect(result.complete)
    }

    @Test func keepingTheTabsCoordinatorAfterLogoutLeaksIt() throws {
        let scenario = try Fixtures.compile(Self.app(loggedOut: "start Auth"))
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: scenario) == ["LoginScreen.signedIn", "selectTab(2)", "SettingsScreen.logout"])
        #expect(leak.message == "Tabs#3 is still in App#1.children but nothing it owns is on screen")
    }
}
