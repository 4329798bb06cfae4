import Testing
@testable import CoordCheckCore

/// The UIKit cases 10 to 13 of ``UIKitFidelityTests``: transitions in flight, what UIKit
/// refused, references beyond parent and children, reachability.
extension UIKitFidelityTests {
    // MARK: 10. Transitions in flight

    static let doubleTap = """
        animations on
        depth 3
        screen HomeScreen: openDetail
        screen DetailScreen
        assert one-detail: at most 1 Detail
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openDetail: start Detail
        coordinator Detail
          on start: push DetailScreen
          on back: pop; finish
          on swipeBack: finish
        """

    @Test func aDoubleTapDuringAPushStartsTwoChildren() throws {
        #expect(try violations(Self.doubleTap) == ["one-detail": ["HomeScreen.openDetail", "HomeScreen.openDetail"]])
        #expect(try violations(variant(Self.doubleTap, "animations on", "")) == [:])
        // A guard on the tree is the usual fix.
        let guarded = variant(Self.doubleTap, "on HomeScreen.openDetail", "  on HomeScreen.openDetail\n    guard not child Detail\n    start Detail")
        #expect(try violations(guarded) == [:])
    }

    static let dismissThenPresent = """
        animations on
        depth 4
        screen HomeScreen: help
        screen HelpScreen: more
        screen MoreScreen: close
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.help: present HelpScreen
          # dismiss(animated: true); present(MoreViewController(), animated: true)
          on HelpScreen.more: dismiss; present MoreScreen
          on MoreScreen.close: dismiss
        """

    @Test func presentingDuringADismissalIsRefused() throws {
        let scenario = try Fixtures.compile(Self.dismissThenPresent)
        let frames = try Replayer(machine: Machine(scenario: scenario), invariants: [])
            .run(labels: ["HomeScreen.help", "transitionEnd", "HelpScreen.more", "transitionEnd"])
        #expect(frames[3].notes.map(\.message) == ["presentation refused: a dismissal is in progress"])
        #expect(frames.last?.state.modals.isEmpty == true, "More never appears")
        // dismiss(animated: true) { present(…) }: the completion presents once the dismissal ends.
        let completion = try Fixtures.compile(variant(Self.dismissThenPresent, "on HelpScreen.more", "  on HelpScreen.more: dismiss completion: present MoreScreen"))
        let later = try Replayer(machine: Machine(scenario: completion), invariants: [])
            .run(labels: ["HomeScreen.help", "transitionEnd", "HelpScreen.more", "transitionEnd"])
        #expect(later[3].notes.isEmpty)
        #expect(later.last?.state.visibleScreen.map { completion.screenName($0) } == "MoreScreen")
        // Without animations the two happen one after the other, as the model always did.
        let instant = try Fixtures.compile(variant(Self.dismissThenPresent, "animations on", ""))
        let direct = try Replayer(machine: Machine(scenario: instant), invariants: []).run(labels: ["HomeScreen.help", "HelpScreen.more"])
        #expect(direct.last?.state.visibleScreen.map { instant.screenName($0) } == "MoreScreen")
    }

    @Test func anAsyncBlockRunsAsALaterEvent() throws {
        let text = """
            animations on
            depth 3
            screen HomeScreen: load
            screen ErrorScreen: close
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              # Task { … await api.load() … present(ErrorViewController()) }
              on HomeScreen.load: async: present ErrorScreen fullScreen
              on ErrorScreen.close: dismiss
            """
        let scenario = try Fixtures.compile(text)
        let machine = Machine(scenario: scenario)
        let loaded = try #require(try Replayer(machine: machine, invariants: []).run(labels: ["HomeScreen.load"]).last?.state)
        #expect(loaded.modals.isEmpty)
        #expect(machine.enabledEvents(in: loaded).map { $0.label(in: scenario) } == ["HomeScreen.load", "async"])
        let shown = try #require(try Replayer(machine: machine, invariants: []).run(labels: ["HomeScreen.load", "async"]).last?.state)
        #expect(shown.modals.count == 1)
        // Tapped twice before the first answer: two blocks wait, the second presentation is refused.
        let twice = try Replayer(machine: machine, invariants: []).run(labels: ["HomeScreen.load", "HomeScreen.load", "async", "async"])
        #expect(twice.last?.notes.map(\.message) == ["presentation refused: a presentation is in progress"])
        #expect(try violations(text) == [:])
    }

    // MARK: 11. Say why

    @Test func aRefusedPresentationSaysWhy() throws {
        let text = """
            depth 2
            screen HomeScreen: help
            screen HelpScreen: more
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.help: present HelpScreen
              on HelpScreen.more: present HelpScreen
            """
        let scenario = try Fixtures.compile(text)
        let frames = try Replayer(machine: Machine(scenario: scenario), invariants: []).run(labels: ["HomeScreen.help", "HelpScreen.more"])
        let notes = try #require(frames.last?.effects?.notes)
        #expect(notes.map(\.message) == ["presentation refused: App#1's stack is already presenting sheet 1"])
        #expect(notes.first?.location.line == 9)
    }

    /// `onTop`: presented from the topmost presented controller (`topViewController.present`),
    /// so a second sheet goes over the first instead of being refused; `dismiss` from the
    /// bottom stack then dismisses both.
    @Test func aPresentationOnTopGoesOverWhatIsPresented() throws {
        let text = """
            depth 3
            screen HomeScreen: help
            screen HelpScreen: more
            screen MoreScreen: done
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.help: present HelpScreen fullScreen
              on HelpScreen.more: start More in modal fullScreen onTop
            coordinator More
              on start: push MoreScreen
              on MoreScreen.done: dismiss; finish
            """
        let scenario = try Fixtures.compile(text)
        let frames = try Replayer(machine: Machine(scenario: scenario), invariants: []).run(labels: ["HomeScreen.help", "HelpScreen.more", "MoreScreen.done"])
        #expect(frames.allSatisfy { $0.effects?.notes.isEmpty ?? true })
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["HomeScreen", "HelpScreen", "MoreScreen", "HelpScreen"])
        #expect(frames[2].snapshot.modals.count == 2)
        #expect(try violations(text) == [:])
        // Without it, UIKit refuses: More never appears, and no-leaks says so.
        let refused = text.replacingOccurrences(of: "fullScreen onTop", with: "fullScreen")
        let refusedFrames = try Replayer(machine: Machine(scenario: try Fixtures.compile(refused)), invariants: []).run(labels: ["HomeScreen.help", "HelpScreen.more"])
        #expect(refusedFrames.last?.effects?.notes.map(\.message) == ["presentation refused: App#1's stack is already presenting modal 1"])
        // Only a presentation takes it.
        #expect(throws: (any Error).self) { try Fixtures.compile(text.replacingOccurrences(of: "in modal fullScreen onTop", with: "onTop")) }
    }

    static let refusedChild = """
        depth 3
        screen HomeScreen: help
        screen HelpScreen: more, close
        screen MoreScreen
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.help: present HelpScreen
          on HelpScreen.close: dismiss
          # the help sheet is presented by App's navigation controller, which starts More over it
          on HelpScreen.more: start More in modal
        coordinator More
          on start: push MoreScreen
        """

    @Test func theReportsSayWhyAChildNeverAppeared() throws {
        let scenario = try Fixtures.compile(Self.refusedChild)
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let verdict = try #require(result.verdicts.first { $0.name == "no-leaks" })
        let counterexample = try #require(Counterexample(verdict, in: scenario))
        #expect(counterexample.labels(in: scenario) == ["HomeScreen.help", "HelpScreen.more"])
        let note = "presentation refused: App#1's stack is already presenting sheet 1 (line 12)"
        #expect(counterexample.lines.contains("      ! \(note)"), "\(counterexample.text)")
        let itf = counterexample.itf(in: scenario)
        guard case .object(let document) = itf, case .array(let states)? = document["states"], case .object(let last)? = states.last
        else { Issue.record("no ITF states"); return }
        #expect(last["notes"] == .array([.string(note)]))
    }

    // MARK: 12. References beyond parent and children

    static let removeAllWithWeakScreens = """
        depth 4
        screen HomeScreen: openDetail
        screen DetailScreen coordinator weak: share
        screen ShareScreen: done
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openDetail: start Detail
          func share: start Share in sheet
          # childDidFinish(_:) written as children.removeAll()
          func childDidFinish: removeAllChildren
        coordinator Detail
          on start: push DetailScreen
          on DetailScreen.share: call parent.share
          on back: pop; call parent.childDidFinish
          on swipeBack: call parent.childDidFinish
        coordinator Share
          on start: push ShareScreen
          on ShareScreen.done: dismiss; call parent.childDidFinish
          on swipeDismiss: call parent.childDidFinish
        """

    @Test func aScreenHoldingItsCoordinatorWeaklyOutlivesIt() throws {
        let trace = ["HomeScreen.openDetail", "DetailScreen.share", "ShareScreen.done"]
        // Weak: Detail dies with the removeAll; its screen stays with dead buttons.
        #expect(try violations(Self.removeAllWithWeakScreens) == ["no-orphans": trace])
        let scenario = try Fixtures.compile(Self.removeAllWithWeakScreens)
        let machine = Machine(scenario: scenario)
        let frames = try Replayer(machine: machine, invariants: InvariantCatalog.all(for: scenario)).run(labels: trace)
        let last = try #require(frames.last)
        #expect(last.state.instances.map { scenario.coordinators[Int($0.type)].name } == ["App", "Home"])
        #expect(last.violations.map(\.message) == [
            "DetailScreen on window root has no coordinator: it held it weakly and the coordinator was deallocated, so its buttons do nothing",
        ])
        let tapped = try machine.apply(.screen(ScreenEventID(screen: 1, event: 0)), to: last.state)
        #expect(tapped.state == last.state, "the share button does nothing")
        // Strong (the default): Detail lives on outside the tree, with a parent that lost it.
        let strong = variant(Self.removeAllWithWeakScreens, "screen DetailScreen", "screen DetailScreen: share")
        #expect(Set(try violations(strong).keys) == ["parent-link", "no-orphans"])
    }

    static let flowHoldingItsNavigation = """
        depth 3
        screen HomeScreen: openFlow
        screen FlowScreen: done
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openFlow: start Flow in modal
        # let navigationController = UINavigationController(); the view model holds the coordinator
        coordinator Flow navigation strong
          on start: push FlowScreen
          on FlowScreen.done: dismiss; finish
          on swipeDismiss: finish
        """

    @Test func aCoordinatorHoldingItsNavigationControllerIsACycleThatSurvivesADismissal() throws {
        // As with a strong parent, the leaked coordinator's (weak) parent still names Home.
        let found = try violations(Self.flowHoldingItsNavigation)
        #expect(found == ["no-leaks": ["HomeScreen.openFlow", "FlowScreen.done"], "parent-link": ["HomeScreen.openFlow", "FlowScreen.done"]])
        let scenario = try Fixtures.compile(Self.flowHoldingItsNavigation)
        let frames = try Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario))
            .run(labels: ["HomeScreen.openFlow", "FlowScreen.done"])
        let last = try #require(frames.last)
        #expect(last.violations.first { $0.name == "no-leaks" }?.message == "Flow#3 left the tree but is kept alive by a retain cycle (Flow#3 is never deallocated)")
        #expect(last.state.instances.last?.heldScreens.map { scenario.screenName($0) } == ["FlowScreen"])
        // A weak reference on either side breaks the cycle.
        #expect(try violations(variant(Self.flowHoldingItsNavigation, "coordinator Flow navigation strong", "coordinator Flow")) == [:])
        #expect(try violations(variant(Self.flowHoldingItsNavigation, "screen FlowScreen", "screen FlowScreen coordinator weak: done")) == [:])
    }

    // MARK: 13. Reachability

    static let orderFlow = """
        depth 4
        screen HomeScreen: openCart
        screen CartScreen: checkout
        screen OrderScreen
        assert orders: reachable OrderScreen
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openCart: start Cart
        coordinator Cart
          on start: push CartScreen
          # BUG: the checkout button was never wired to the order flow
          on CartScreen.checkout
          on back: pop; finish
          on swipeBack: finish
        """

    @Test func aScreenNoSequenceShowsIsADeadFlow() throws {
        let scenario = try Fixtures.compile(Self.orderFlow)
        let result = try Explorer(scenario: scenario).check()
        let verdict = try #require(result.verdicts.first { $0.name == "orders" })
        #expect(verdict.violation?.trace.events == [], "violated from launch: no state shows it")
        #expect(verdict.violation?.message == "no sequence of events shows OrderScreen: the 2 states the app can reach never show it")
        #expect(result.status == .failed)
        let wired = variant(Self.orderFlow, "on CartScreen.checkout", "  on CartScreen.checkout: push OrderScreen\n  on OrderScreen.back: pop\n  on OrderScreen.swipeBack")
        #expect(try violations(wired) == [:])
    }

    @Test func aBoundTooShortIsInconclusiveNeverHolds() throws {
        let text = """
            depth 2
            screen AScreen: next
            screen BScreen: next
            screen CScreen: next
            screen DScreen
            assert far: reachable DScreen
            assert home: always reachable AScreen
            coordinator App root
              on start
                setRoot stack
                push AScreen
              on AScreen.next: push BScreen
              on BScreen.next: push CScreen
              on CScreen.next: push DScreen
            """
        let scenario = try Fixtures.compile(text)
        let short = try Explorer(scenario: scenario).check()
        #expect(short.verdicts.filter { $0.inconclusive != nil }.map(\.name) == ["far", "home"])
        #expect(short.verdicts.allSatisfy { $0.violation == nil })
        #expect(short.status == .incomplete)
        let deep = try Explorer(scenario: scenario).check(CheckOptions(depth: 4))
        #expect(deep.verdicts.allSatisfy { $0.holds })
        #expect(deep.status == .passed)
    }

    @Test func aStateWithOnlyNoOpButtonsLeftIsALivelock() throws {
        let text = """
            depth 4
            screen HomeScreen: openTerms
            screen TermsScreen hidesBackButton: refresh
            assert home: always reachable HomeScreen
            coordinator App root
              on start
                setRoot stack
                start Home
            coordinator Home
              on start: push HomeScreen
              on HomeScreen.openTerms: start Terms
            coordinator Terms
              on start: push TermsScreen
              # BUG: the only button reloads the page; the way out was forgotten
              on TermsScreen.refresh
            """
        #expect(try violations(text) == ["home": ["HomeScreen.openTerms"]])
        let scenario = try Fixtures.compile(text)
        let verdict = try #require(try Explorer(scenario: scenario).check().verdicts.first { $0.name == "home" })
        #expect(verdict.violation?.message == "from this state no sequence of events shows HomeScreen: the 1 state it leads to never show it")
        let fixed = variant(text, "on TermsScreen.refresh", "  on TermsScreen.refresh: pop; finish")
        #expect(try violations(fixed) == [:])
    }
}
