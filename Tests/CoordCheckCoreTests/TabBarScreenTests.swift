@testable import CoordCheckCore
import Testing

/// A tab bar that is a screen (docs/language.md, `push tabs N`): pushed after login, a
/// navigation controller's root, or presented; its tabs live and leave with it.
@Suite struct TabBarScreenTests {
    /// Login, then a tab bar pushed on the one navigation controller; `main` is Main's extra
    /// handlers.
    static func pushed(_ main: String) -> String {
        """
        scenario pushed-tabs
        depth 8
        screen LoginScreen: signedIn
        screen FeedScreen: open
        screen DetailScreen hidesBottomBarWhenPushed: close
        screen SettingsScreen: logout
        coordinator App root
          on start
            setRoot stack
            push LoginScreen
          on LoginScreen.signedIn: start Main
        coordinator Main
          on start
            push tabs 2
            start Feed in tab 1
            start Settings in tab 2
          func logoutRequested: pop; finish
        \(main)
        coordinator Feed
          on start: push FeedScreen
          on FeedScreen.open: push DetailScreen
          on DetailScreen.close: pop
        coordinator Settings
          on start: push SettingsScreen
          on SettingsScreen.logout: call parent.logoutRequested
        """
    }

    func enabled(_ scenario: Scenario, _ frame: ReplayFrame) -> [Event] {
        Machine(scenario: scenario).enabledEvents(in: frame.state)
    }

    func check(_ text: String) throws -> CheckResult {
        try Explorer(scenario: try Fixtures.compile(text)).check(CheckOptions(jobs: 1))
    }

    func frames(_ text: String, _ labels: [String]) throws -> (Scenario, [ReplayFrame]) {
        let scenario = try Fixtures.compile(text)
        return (scenario, try Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn).run(labels: labels))
    }

    func lines(_ scenario: Scenario, _ frame: ReplayFrame) -> String {
        SnapshotText(scenario: scenario).lines(for: frame.snapshot, previous: nil).joined(separator: "\n")
    }

    @Test func theBackButtonPopsThePushedTabBarAndLeaksItsCoordinator() throws {
        let result = try check(Self.pushed(""))
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["no-leaks"])
        let violation = try #require(violated.first?.violation)
        #expect(violation.depth == 2)
        #expect(violation.trace.labels(in: result.scenario) == ["LoginScreen.signedIn", "back"])
        #expect(violation.message == "Main#2 is still in App#1.children but nothing it owns is on screen")
    }

    @Test func finishingOnBackHoldsEverything() throws {
        let result = try check(Self.pushed("  on back: pop; finish\n  on swipeBack: finish"))
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap(\.violation).map(\.message))")
        #expect(result.complete)
    }

    @Test func theSelectedTabIsWhatTheUserSeesAndPoppingReleasesTheTabs() throws {
        let (scenario, frames) = try frames(Self.pushed("  on back: pop; finish"), ["LoginScreen.signedIn", "selectTab(2)", "back"])
        let tabs = lines(scenario, frames[1])
        #expect(tabs.contains("window root: LoginScreen(App#1) > tabs 2(Main#2)"), "\(tabs)")
        #expect(tabs.contains("window root › tab 1 (selected): FeedScreen(Feed#3)"), "\(tabs)")
        #expect(tabs.contains("window root › tab 2: SettingsScreen(Settings#4)"), "\(tabs)")
        #expect(tabs.contains("visible: FeedScreen of Feed#3"))
        #expect(lines(scenario, frames[2]).contains("visible: SettingsScreen of Settings#4"))
        // Popped: the tab bar, its tabs' stacks and every coordinator in them are gone.
        #expect(frames[3].snapshot.coordinators.count == 1)
        #expect(frames[3].snapshot.stacks.count == 1)
        #expect(frames[3].violations.isEmpty)
    }

    @Test func tabEventsFollowTheInnerTabBarAndItsBottomBar() throws {
        let scenario = try Fixtures.compile(Self.pushed(""))
        let machine = Machine(scenario: scenario)
        var state = try machine.launch()
        state = try machine.apply(try #require(machine.enabledEvent(labelled: "LoginScreen.signedIn", in: state)), to: state).state
        let atTabs = machine.enabledEvents(in: state).map { $0.label(in: scenario) }
        #expect(atTabs == ["FeedScreen.open", "back", "swipeBack", "selectTab(2)"])
        state = try machine.apply(try #require(machine.enabledEvent(labelled: "FeedScreen.open", in: state)), to: state).state
        // DetailScreen hides the bar: no tab to select; back pops the tab's own stack.
        #expect(machine.enabledEvents(in: state).map { $0.label(in: scenario) } == ["DetailScreen.close", "back", "swipeBack"])
    }

    @Test func aTabBarAsANavigationRootHasNoBackButton() throws {
        let text = """
            scenario root-tabs
            screen HomeScreen: go
            coordinator App root
              on start
                setRoot stack
                push tabs 3
                start Home in tab 2
                selectTab 2
            coordinator Home
              on start: push HomeScreen
              on HomeScreen.go: selectTab 3
            """
        let (scenario, frames) = try frames(text, ["HomeScreen.go"])
        #expect(lines(scenario, frames[0]).contains("visible: HomeScreen of Home#2"))
        #expect(enabled(scenario, frames[0]).map { $0.label(in: scenario) } == ["HomeScreen.go", "selectTab(1)", "selectTab(3)"])
        // Home's `selectTab 3` selects a tab of the tab bar it is in.
        #expect(lines(scenario, frames[1]).contains("visible: nothing"))
    }

    @Test func aPresentedTabBarIsDismissedFromInsideATab() throws {
        let text = """
            scenario presented-tabs
            screen HomeScreen: open
            screen InboxScreen: close
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.open: start Mail
            coordinator Mail
              on start
                present tabs 2 fullScreen
                start Inbox in tab 1
              func closed: finish
            coordinator Inbox
              on start: push InboxScreen
              on InboxScreen.close: dismiss; call parent.closed
            """
        let (scenario, frames) = try frames(text, ["HomeScreen.open", "InboxScreen.close"])
        let open = lines(scenario, frames[1])
        #expect(open.contains("modal 1: tabs 2(Mail#2)"), "\(open)")
        #expect(open.contains("modal 1 › tab 1 (selected): InboxScreen(Inbox#3)"), "\(open)")
        #expect(enabled(scenario, frames[1]).map { $0.label(in: scenario) } == ["InboxScreen.close", "selectTab(2)"])
        #expect(lines(scenario, frames[2]).contains("visible: HomeScreen of App#1"))
        #expect(frames[2].snapshot.coordinators.count == 1 && frames[2].violations.isEmpty)
    }

    @Test func theTabBarsOwnerIsAskedFirstAndMayRefuse() throws {
        let text = Self.pushed("  on selectTab 2: refuse")
        let (scenario, frames) = try frames(text, ["LoginScreen.signedIn", "selectTab(2)"])
        #expect(lines(scenario, frames[2]).contains("visible: FeedScreen of Feed#3"))
    }
}
