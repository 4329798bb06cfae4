import Testing
@testable import CoordCheckCore

/// The UIKit behaviours real apps depend on (issue "Faithful UIKit"): each case in its buggy
/// form violates exactly the named invariants with the named shortest traces, and in its
/// correct form passes.
@Suite struct UIKitFidelityTests {
    /// Every violated invariant of `text`, with the labels of its shortest trace.
    func violations(_ text: String) throws -> [String: [String]] {
        let scenario = try Fixtures.compile(text)
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        #expect(result.stop == .complete)
        var found: [String: [String]] = [:]
        for verdict in result.verdicts {
            if let violation = verdict.violation { found[verdict.name] = violation.trace.labels(in: scenario) }
        }
        return found
    }

    /// `text` with the line holding `marker` replaced by `replacement` (the other form).
    func variant(_ text: String, _ marker: String, _ replacement: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.contains(marker) }, "no line with \(marker)")
        return lines.map { $0.contains(marker) ? replacement : $0 }.joined(separator: "\n")
    }

    // MARK: 1. Presentation styles

    static let settingsInModal = """
        depth 4
        screen HomeScreen: openSettings
        screen SettingsScreen: done
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          # let child = SettingsCoordinator(); child.start(); present(child.navigationController, animated: true)
          on HomeScreen.openSettings: start Settings in modal
        coordinator Settings
          on start: push SettingsScreen
          on SettingsScreen.done: dismiss; finish
        """

    @Test func theDefaultPresentationIsASheetTheUserCanPullDown() throws {
        #expect(try violations(Self.settingsInModal) == ["no-leaks": ["HomeScreen.openSettings", "swipeDismiss"]])
        let observed = Self.settingsInModal + "\n  on swipeDismiss: finish\n"
        #expect(try violations(observed) == [:])
    }

    @Test func fullScreenAndModalInPresentationCannotBePulledDown() throws {
        for form in ["in modal fullScreen", "in modal overFullScreen", "in modal isModalInPresentation", "in sheet isModalInPresentation"] {
            let text = variant(Self.settingsInModal, "on HomeScreen.openSettings",
                               "  on HomeScreen.openSettings: start Settings \(form)")
            #expect(try violations(text) == [:], "\(form)")
        }
        let presented = variant(Self.settingsInModal, "on HomeScreen.openSettings", "  on HomeScreen.openSettings: start Settings in sheet")
        #expect(try violations(presented) == ["no-leaks": ["HomeScreen.openSettings", "swipeDismiss"]])
    }

    // MARK: 2. The pull-down handler belongs to a presentation

    static let flowWithInfoSheet = """
        depth 4
        screen HomeScreen: openFlow
        screen FlowScreen: info, done
        screen InfoScreen: close
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openFlow: start Flow in sheet
        coordinator Flow
          on start: push FlowScreen
          # present(InfoViewController(), animated: true): no presentation delegate
          on FlowScreen.info: present InfoScreen
          on InfoScreen.close: dismiss
          on FlowScreen.done: dismiss; finish
          # presentationControllerDidDismiss of its own sheet
          on swipeDismiss: finish
        """

    @Test func pullingDownAnInfoSheetDoesNotRunTheFlowsHandler() throws {
        #expect(try violations(Self.flowWithInfoSheet) == [:])
        // Had the flow made itself the info sheet's delegate, its handler would run there too.
        let delegated = variant(Self.flowWithInfoSheet, "on FlowScreen.info", "  on FlowScreen.info: present InfoScreen delegate self")
        let found = try violations(delegated)
        #expect(Set(found.keys) == ["parent-link", "no-orphans", "remove-missing"])
        #expect(found["parent-link"] == ["HomeScreen.openFlow", "FlowScreen.info", "swipeDismiss"])
        // A handler for one screen's sheet only.
        let screenSpecific = variant(delegated, "on swipeDismiss: finish", "  on FlowScreen.swipeDismiss: finish")
        #expect(try violations(screenSpecific) == [:])
    }

    // MARK: 3. Swapping the window root does not dismiss what is presented

    static let logoutFromSettings = """
        depth 4
        screen HomeScreen: openSettings
        screen SettingsScreen: logout, done
        screen LoginScreen: login
        coordinator App root
          on start
            setRoot stack
            start Home
          func logout: removeAllChildren; setRoot stack; start Login
          func login: removeAllChildren; setRoot stack; start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openSettings: start Settings in sheet
        coordinator Settings
          on start: push SettingsScreen
          on SettingsScreen.logout: call root.logout
          on SettingsScreen.done: dismiss; finish
          on swipeDismiss: finish
        coordinator Login
          on start: push LoginScreen
          on LoginScreen.login: call root.login
        """

    @Test func replacingTheWindowRootUnderASheetStrandsItAlive() throws {
        #expect(try violations(Self.logoutFromSettings) == ["no-leaks": ["HomeScreen.openSettings", "SettingsScreen.logout"]])
        let scenario = try Fixtures.compile(Self.logoutFromSettings)
        let frames = try Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario))
            .run(labels: ["HomeScreen.openSettings", "SettingsScreen.logout"])
        let last = try #require(frames.last)
        #expect(last.state.stranded.count == 2, "the old root and its sheet")
        let message = try #require(last.violations.first { $0.name == "no-leaks" }?.message)
        #expect(message.contains("Home#2") && message.contains("Settings#3"), "\(message)")
        let dismissedFirst = variant(Self.logoutFromSettings, "on SettingsScreen.logout", "  on SettingsScreen.logout: dismiss; call root.logout")
        #expect(try violations(dismissedFirst) == [:])
    }

    // MARK: 4. An emptied container is a leak

    static let tabBarLogout = """
        depth 3
        event logout
        screen FeedScreen
        screen ProfileScreen
        screen LoginScreen: login
        coordinator App root
          on start: start TabBar
          on logout: call TabBar.logout
          func showLogin: setRoot stack; start Login
          func showTabs: removeAllChildren; start TabBar
        coordinator TabBar container
          on start
            setRoot tabs 2
            start Feed in tab 1
            start Profile in tab 2
          func logout: removeAllChildren; call root.showLogin
        coordinator Feed
          on start: push FeedScreen
        coordinator Profile
          on start: push ProfileScreen
        coordinator Login
          on start: push LoginScreen
          on LoginScreen.login: call root.showTabs
        """

    @Test func anEmptiedContainerLeftInChildrenIsALeak() throws {
        #expect(try violations(Self.tabBarLogout) == ["no-leaks": ["logout"]])
        let removed = variant(Self.tabBarLogout, "func showLogin", "  func showLogin: removeChild caller; setRoot stack; start Login")
        #expect(try violations(removed) == [:])
    }

    // MARK: 5. Per-screen navigation chrome

    @Test func aScreenWithoutBackButtonOrWayOutIsADeadlock() throws {
        let text = """
            depth 3
            screen HomeScreen: openTerms
            screen TermsScreen hidesBackButton
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.openTerms: push TermsScreen
            """
        #expect(try violations(text) == ["deadlock": ["HomeScreen.openTerms"]])
        let withButton = variant(text, "screen TermsScreen", "screen TermsScreen hidesBackButton: accept") + "\n  on TermsScreen.accept: pop\n"
        #expect(try violations(withButton) == [:])
        // A navigation controller that re-enables the edge swipe for its custom-bar screens.
        let swipe = variant(text, "    setRoot stack", "    setRoot stack; enable swipeBack")
        #expect(try violations(swipe) == [:])
    }

    @Test func thePopGestureCanBeDisabledOnOneStack() throws {
        let text = """
            depth 3
            screen HomeScreen: open
            screen DetailScreen
            coordinator App root
              on start
                setRoot stack
                disable swipeBack
                push HomeScreen
              on HomeScreen.open: start Detail
            coordinator Detail
              on start: push DetailScreen
              on back: pop; finish
            """
        #expect(try violations(text) == [:])
        let scenario = try Fixtures.compile(text)
        let machine = Machine(scenario: scenario)
        let state = try #require(try Replayer(machine: machine, invariants: []).run(labels: ["HomeScreen.open"]).last?.state)
        #expect(machine.enabledEvents(in: state).map { $0.label(in: scenario) } == ["back"])
        #expect(try violations(variant(text, "disable swipeBack", "")) == ["no-leaks": ["HomeScreen.open", "swipeBack"]])
    }

    static let hiddenTabBar = """
        depth 4
        disable swipeBack
        screen FeedScreen: openDetail
        screen DetailScreen hidesBottomBarWhenPushed
        screen ProfileScreen: openEdit
        screen EditScreen
        coordinator App root
          on start
            setRoot tabs 2
            start Feed in tab 1
            start Profile in tab 2
        coordinator Feed
          on start: push FeedScreen
          on FeedScreen.openDetail: start Detail
        coordinator Detail
          on start: push DetailScreen
          on back: pop; finish
        coordinator Profile
          on start: push ProfileScreen
          on ProfileScreen.openEdit: start Edit
        coordinator Edit
          on start: push EditScreen
          on back: pop; finish
        """

    @Test func aScreenThatHidesTheTabBarOffersNoReselect() throws {
        // Neither tab handles re-selection: the leak is only where the tab bar shows.
        #expect(try violations(Self.hiddenTabBar) == ["no-leaks": ["selectTab(2)", "ProfileScreen.openEdit", "reselectTab"]])
        let shown = variant(Self.hiddenTabBar, "screen DetailScreen", "screen DetailScreen")
        #expect(try violations(shown) == ["no-leaks": ["FeedScreen.openDetail", "reselectTab"]])
    }

    // MARK: 6. Replacing a stack, selecting a tab from code

    static let resetFlow = """
        depth 4
        screen HomeScreen: openDetail
        screen DetailScreen: reset
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openDetail: start Detail
          # navigationController.setViewControllers([HomeViewController()], animated: true)
          func resetFlow: setViewControllers HomeScreen
        coordinator Detail
          on start: push DetailScreen
          on DetailScreen.reset: call parent.resetFlow
          on back: pop; finish
          on swipeBack: finish
        """

    @Test func replacingAStackDoesNotTellTheCoordinatorsWhoseScreensWent() throws {
        #expect(try violations(Self.resetFlow) == ["no-leaks": ["HomeScreen.openDetail", "DetailScreen.reset"]])
        let finished = variant(Self.resetFlow, "func resetFlow", "  func resetFlow: removeChild caller; setViewControllers HomeScreen")
        #expect(try violations(finished) == [:])
    }

    @Test func aDeepLinkSelectsTheTabItPushedOn() throws {
        let text = """
            event articleLink
            screen FeedScreen
            screen ArticlesScreen
            screen ArticleScreen
            coordinator App root
              on start
                setRoot tabs 2
                start Feed in tab 1
                start Articles in tab 2
              on articleLink: call Articles.showArticle
            coordinator Feed
              on start: push FeedScreen
            coordinator Articles
              on start: push ArticlesScreen
              func showArticle: push ArticleScreen; selectTab 2
            """
        let scenario = try Fixtures.compile(text)
        let machine = Machine(scenario: scenario)
        let state = try #require(try Replayer(machine: machine, invariants: []).run(labels: ["articleLink"]).last?.state)
        #expect(state.visibleScreen.map { scenario.screenName($0) } == "ArticleScreen")
        let unselected = try Fixtures.compile(variant(text, "func showArticle", "  func showArticle: push ArticleScreen"))
        let hidden = try #require(try Replayer(machine: Machine(scenario: unselected), invariants: []).run(labels: ["articleLink"]).last?.state)
        #expect(hidden.visibleScreen.map { unselected.screenName($0) } == "FeedScreen")
    }

    // MARK: 7. Identity, not type

    static let delegateRemovesSelf = """
        depth 3
        screen HomeScreen: openDetail
        screen DetailScreen
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openDetail: start Detail
          # func coordinatorDidFinish(_ child: Coordinator) { removeCoordinator(self) }
          func coordinatorDidFinish: removeChild self
        coordinator Detail
          on start: push DetailScreen
          on back: pop; call parent.coordinatorDidFinish
          on swipeBack: call parent.coordinatorDidFinish
        """

    @Test func aDelegateMethodRemovingSelfInsteadOfTheChild() throws {
        #expect(try violations(Self.delegateRemovesSelf) == [
            "no-leaks": ["HomeScreen.openDetail", "back"],
            "remove-missing": ["HomeScreen.openDetail", "back"],
        ])
        let fixed = variant(Self.delegateRemovesSelf, "func coordinatorDidFinish: removeChild self", "  func coordinatorDidFinish: removeChild caller")
        #expect(try violations(fixed) == [:])
        // childDidFinish(child) sent to a coordinator that is not the parent.
        let wrongReceiver = variant(variant(fixed, "on back:", "  on back: pop; call root.coordinatorDidFinish"),
                                    "    start Home", "    start Home\n  func coordinatorDidFinish: removeChild caller")
        #expect(try violations(wrongReceiver)["remove-missing"] == ["HomeScreen.openDetail", "back"])
    }

    @Test func removingByIdentityRemovesTheRightOneOfTwo() throws {
        let text = """
            depth 3
            disable swipeBack
            screen HomeScreen: openDetail
            screen DetailScreen: openDetail
            coordinator App root
              on start
                setRoot stack
                start Home
            coordinator Home
              on start: push HomeScreen
              on HomeScreen.openDetail: start Detail
              func detailDidFinish: removeChild Detail
            coordinator Detail
              on start: push DetailScreen
              on DetailScreen.openDetail: call parent.openAnother
              on back: pop; call parent.detailDidFinish
            """
        let typed = text.replacingOccurrences(of: "  func detailDidFinish", with: "  func openAnother: start Detail\n  func detailDidFinish")
        // By type, the first Detail goes while the second one's screen is the one popped.
        #expect(try violations(typed)["no-leaks"] == ["HomeScreen.openDetail", "DetailScreen.openDetail", "back"])
        let byIdentity = typed.replacingOccurrences(of: "removeChild Detail", with: "removeChild caller")
        #expect(try violations(byIdentity) == [:])
    }

    static let lazyProfile = """
        depth 3
        disable swipeBack
        screen HomeScreen: openProfile
        screen ProfileScreen
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          # lazy var profile = ProfileCoordinator(navigationController: navigationController)
          var profile: Profile
          on start: push HomeScreen
          # children.append(profile); profile.start()
          on HomeScreen.openProfile: start profile
        coordinator Profile
          on start: push ProfileScreen
          on back: pop
        """

    @Test func theSameStoredInstanceStartedAgainIsAppendedTwice() throws {
        #expect(try violations(Self.lazyProfile) == [
            "single-parent": ["HomeScreen.openProfile", "back", "HomeScreen.openProfile"],
            "no-leaks": ["HomeScreen.openProfile", "back"],
        ])
        // Finished on back, the same instance is appended and started again, once.
        let finished = variant(Self.lazyProfile, "on back: pop", "  on back: pop; finish")
        #expect(try violations(finished) == [:])
        let scenario = try Fixtures.compile(finished)
        let state = try #require(try Replayer(machine: Machine(scenario: scenario), invariants: [])
            .run(labels: ["HomeScreen.openProfile", "back", "HomeScreen.openProfile"]).last?.state)
        #expect(state.instances.map(\.serial) == [1, 2, 3], "no second Profile was created")
        // `profile = nil` releases it once it is off screen and out of children.
        let cleared = variant(finished, "on back: pop; finish", "  on back: pop; finish; call parent.forget")
            .replacingOccurrences(of: "  on start: push HomeScreen", with: "  on start: push HomeScreen\n  func forget: clear profile")
        let released = try Fixtures.compile(cleared)
        let after = try #require(try Replayer(machine: Machine(scenario: released), invariants: [])
            .run(labels: ["HomeScreen.openProfile", "back"]).last?.state)
        #expect(after.instances.count == 2)
    }

    // MARK: 8. Children kept in a dictionary

    static let setupThenFeed = """
        depth 4
        screen SetupScreen: done
        screen FeedScreen: setup
        coordinator App root
          on start
            setRoot stack
            start Setup key setup
          # showFeed(): childCoordinators[.feed] = feed -- childCoordinators[.setup] is never cleared
          func setupDidFinish: start Feed key feed
          func showSetup: removeChild key feed; start Setup key setup
        coordinator Setup parent none
          on start: setViewControllers SetupScreen
          on SetupScreen.done: call root.setupDidFinish
        coordinator Feed parent none
          on start: setViewControllers FeedScreen
          on FeedScreen.setup: call root.showSetup
        """

    @Test func aChildLeftUnderItsKeyLeaks() throws {
        #expect(try violations(Self.setupThenFeed) == ["no-leaks": ["SetupScreen.done"]])
        let cleared = variant(Self.setupThenFeed, "func setupDidFinish", "  func setupDidFinish: removeChild key setup; start Feed key feed")
        #expect(try violations(cleared) == [:])
        // Storing under a key replaces (and releases) the child held there.
        let scenario = try Fixtures.compile(cleared)
        let state = try #require(try Replayer(machine: Machine(scenario: scenario), invariants: [])
            .run(labels: ["SetupScreen.done", "FeedScreen.setup", "SetupScreen.done"]).last?.state)
        #expect(state.instances.map { scenario.coordinators[Int($0.type)].name } == ["App", "Feed"])
    }

    // MARK: 9. Conditions

    static let profileLink = """
        depth 3
        event profileLink
        screen HomeScreen: refresh
        screen ProfileScreen
        assert one-profile: at most 1 Profile
        coordinator App root
          on start
            setRoot stack
            start Home
          on profileLink: call Home.showProfile
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.refresh
          func showProfile
            guard not child Profile
            start Profile
        coordinator Profile
          on start: push ProfileScreen
          on back: pop; finish
          on swipeBack: finish
        """

    @Test func aGuardKeepsADeepLinkFromOpeningASecondProfile() throws {
        #expect(try violations(Self.profileLink) == [:])
        #expect(try violations(variant(Self.profileLink, "guard not child Profile", "")) == [
            "one-profile": ["profileLink", "profileLink"],
        ])
        let ifForm = variant(variant(Self.profileLink, "guard not child Profile", "    if not child Profile: start Profile"), "    start Profile", "")
        #expect(try violations(ifForm) == [:])
        let elseForm = variant(ifForm, "if not child Profile", "    if child Profile: call self.noop\n    else: start Profile")
            .replacingOccurrences(of: "  func showProfile", with: "  func noop\n  func showProfile")
        #expect(try violations(elseForm) == [:])
    }

    @Test func conditionsSeeTheTree() throws {
        let text = """
            depth 2
            screen HomeScreen: tap
            screen OtherScreen
            coordinator App root
              on start
                setRoot stack
                start Home
            coordinator Home
              on start: push HomeScreen
              on HomeScreen.tap
                if parent App: present OtherScreen fullScreen
                guard presenting
                guard visible OtherScreen
                guard not parent none
                push OtherScreen
            """
        let scenario = try Fixtures.compile(text)
        let state = try #require(try Replayer(machine: Machine(scenario: scenario), invariants: []).run(labels: ["HomeScreen.tap"]).last?.state)
        #expect(state.modals.count == 1)
        #expect(state.stacks[0].map { scenario.screenName($0) } == ["HomeScreen", "OtherScreen"])
    }

    /// ios-starter's `NavigationCoordinator` keeps its pushed view controllers and removes
    /// itself from its parent when the last one is popped; UIKit never pops a stack's root, so
    /// a coordinator presented in a sheet is never removed by its own pop button.
    static let pushedViewControllers = """
        depth 3
        screen HomeScreen: push, modal
        screen DebugScreen: pop
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.push: start Debug
          on HomeScreen.modal: start Debug in modal fullScreen
        coordinator Debug
          on start: push DebugScreen
          # popViewController(animated:), then removePushedViewController: parent.removeChild(self) when empty
          on DebugScreen.pop
            pop
            if not showing: finish
          # navigationController(_:didShow:) removes the popped controller the same way
          on back
            pop
            if not showing: finish
          on swipeBack
            if not showing: finish
        """

    @Test func showingTellsWhetherACoordinatorStillHasAScreenOnScreen() throws {
        #expect(try violations(Self.pushedViewControllers) == [:])
        let scenario = try Fixtures.compile(Self.pushedViewControllers)
        let replayer = Replayer(machine: Machine(scenario: scenario), invariants: [])
        let pushed = try #require(try replayer.run(labels: ["HomeScreen.push", "DebugScreen.pop"]).last?.state)
        #expect(pushed.instances[1].children.isEmpty)
        let presented = try #require(try replayer.run(labels: ["HomeScreen.modal", "DebugScreen.pop"]).last?.state)
        #expect(presented.instances[1].children.count == 1)
        // Without the condition the presented coordinator leaves the tree while its screen shows.
        #expect(try violations(variant(Self.pushedViewControllers, "if not showing: finish", "    finish")) == [
            "no-orphans": ["HomeScreen.modal", "DebugScreen.pop"], "parent-link": ["HomeScreen.modal", "DebugScreen.pop"],
            "remove-missing": ["HomeScreen.modal", "DebugScreen.pop", "DebugScreen.pop"],
        ])
    }

    /// fitfty's `AppCoordinator.coordinatorDidFinish(childCoordinator:)` removes the child,
    /// then switches on which child finished: only the login flow's end shows the main flow.
    static let callerType = """
        depth 4
        screen LoginScreen: done
        screen HomeScreen: settings
        screen SettingsScreen: done
        coordinator App root
          on start
            setRoot stack
            start Login
          func showSettings: start Settings in modal fullScreen
          # childCoordinators.removeAll { $0 === child }; if child is LoginCoordinator { showMainFlow() }
          func childDidFinish
            removeChild caller
            if caller Login: setRoot stack; start Home
        coordinator Login
          on start: push LoginScreen
          on LoginScreen.done: call parent.childDidFinish
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.settings: call root.showSettings
        coordinator Settings
          on start: push SettingsScreen
          on SettingsScreen.done: dismiss; call parent.childDidFinish
        """

    @Test func callerTellsWhichChildRanADelegateMethod() throws {
        #expect(try violations(Self.callerType) == [:])
        let scenario = try Fixtures.compile(Self.callerType)
        let replayer = Replayer(machine: Machine(scenario: scenario), invariants: [])
        let home = try #require(try replayer.run(labels: ["LoginScreen.done", "HomeScreen.settings", "SettingsScreen.done"]).last?.state)
        #expect(home.instances[0].children.map { scenario.coordinators[Int(home.instances[Int($0)].type)].name } == ["Home"])
        // Showing the main flow whichever child finished replaces Home when Settings ends.
        #expect(try violations(variant(Self.callerType, "if caller Login", "    setRoot stack; start Home")) == [
            "no-leaks": ["LoginScreen.done", "HomeScreen.settings", "SettingsScreen.done"],
        ])
    }
}
