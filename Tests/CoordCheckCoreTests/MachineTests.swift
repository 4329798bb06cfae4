import Testing
@testable import CoordCheckCore

/// The coordinator machine's semantics (docs/language.md §6–9) on small scenarios.
@Suite struct MachineTests {
    static let tabs = """
        screen TabScreen: openA, openB
        screen AScreen
        screen BScreen
        coordinator App root
          on start
            setRoot tabs 2
            start Tab in tab 1
            start Tab in tab 2
        coordinator Tab
          on start: push TabScreen
          on TabScreen.openA: start A
          on TabScreen.openB: start B
        coordinator A
          on start: push AScreen
          on back: pop; finish
        coordinator B
          on start: push BScreen
          on back: pop; finish

        """

    func run(_ text: String, _ labels: [String]) throws -> (Machine, State) {
        let machine = Machine(scenario: try Fixtures.compile(text))
        let frames = try Replayer(machine: machine, invariants: []).run(labels: labels)
        return (machine, try #require(frames.last).state)
    }

    func canonicalFingerprint(_ state: State) -> Fingerprint {
        var copy = state
        copy.canonicalize()
        return Fingerprint(of: copy)
    }

    @Test func statesThatDifferOnlyInNumberingAreOneState() throws {
        // A is created before B in one replay, after it in the other.
        let (_, first) = try run(Self.tabs, ["TabScreen.openA", "selectTab(2)", "TabScreen.openB"])
        let (_, second) = try run(Self.tabs, ["selectTab(2)", "TabScreen.openB", "selectTab(1)", "TabScreen.openA", "selectTab(2)"])
        #expect(first != second, "the raw states number their instances differently")
        var a = first, b = second
        a.canonicalize()
        b.canonicalize()
        #expect(a == b)
        #expect(canonicalFingerprint(first) == canonicalFingerprint(second))
    }

    @Test func differentStatesHaveDifferentFingerprints() throws {
        let (_, a) = try run(Self.tabs, ["TabScreen.openA"])
        let (_, b) = try run(Self.tabs, ["TabScreen.openB"])
        let (_, c) = try run(Self.tabs, ["selectTab(2)", "TabScreen.openA"])
        let prints = [a, b, c].map(canonicalFingerprint)
        #expect(Set(prints).count == 3)
    }

    @Test func fingerprintsAreTheSameInEveryProcess() throws {
        // Pinned: a per-process hash seed (Swift's Hasher) would change this on every run. It
        // changes, deliberately, when the encoding does (State+Encoding.swift); the hash is wyhash.
        let (_, state) = try run(Self.tabs, ["TabScreen.openA", "selectTab(2)", "TabScreen.openB"])
        #expect(canonicalFingerprint(state).description == "1a66bda9c604831a")
    }

    /// The settled states `machine` reaches in fewer than `depth` events, as the events left
    /// them (not canonical), level by level, each level cut to its first `keep`.
    static func reachedStates(_ machine: Machine, depth: Int, keep: Int) throws -> [State] {
        var reached: [State] = []
        var level = [try machine.launch()]
        for _ in 0..<depth {
            reached += level
            var next: [State] = []
            for state in level {
                for event in machine.enabledEvents(in: state) { next.append(try machine.apply(event, to: state).state) }
            }
            level = Array(next.prefix(keep))
        }
        return reached
    }

    /// `state` canonicalized, and its encoding.
    static func canonicalForm(of state: State) -> (state: State, bytes: [UInt8]) {
        var canonical = state
        canonical.canonicalize()
        var bytes: [UInt8] = []
        canonical.encode(into: &bytes)
        return (canonical, bytes)
    }

    @Test(arguments: Fixtures.scenarioFiles(in: "Scenarios") + Fixtures.scenarioFiles(in: "Scenarios/bugs"))
    func encodingRoundTripsEveryReachableState(_ path: String) throws {
        let machine = Machine(scenario: try Fixtures.scenario(path))
        for state in try Self.reachedStates(machine, depth: 3, keep: 200) {
            let canonical = Self.canonicalForm(of: state)
            #expect(State(decoding: canonical.bytes[...]) == canonical.state)
        }
    }

    /// `encodeCanonical` writes the bytes of `canonicalize()` then `encode`, for the settled
    /// states every scenario reaches (not canonical: numbered as the events left them).
    @Test func theCanonicalEncodingIsTheEncodingOfTheCanonicalForm() throws {
        var compared = 0
        for (name, scenario) in try WorkingStateTests.scenarios() {
            for state in try Self.reachedStates(Machine(scenario: scenario), depth: 4, keep: 100) {
                var written: [UInt8] = []
                state.encodeCanonical(into: &written)
                #expect(written == Self.canonicalForm(of: state).bytes, "\(name)")
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }

    /// A walk whose waiting instances outgrow the room `encodeCanonical` gives them on the
    /// stack (every instance holds every other in stored properties) gives way to
    /// `canonicalOrder()`, which writes the same bytes.
    @Test func aCanonicalWalkThatOutgrowsItsRoomWritesTheSameBytes() {
        var state = State()
        let others = (1...30).map(Int32.init)
        state.instances = [Instance(type: 0, children: others)]
            + others.map { _ in Instance(type: 1, parent: 0, properties: others.reversed()) }
        var written: [UInt8] = []
        state.encodeCanonical(into: &written)
        let canonical = Self.canonicalForm(of: state)
        #expect(written == canonical.bytes)
        #expect(State(decoding: written[...]) == canonical.state)
    }

    @Test func finishAndPopReleaseTheChildAndItsWeakReferences() throws {
        let (_, opened) = try run(Self.tabs, ["TabScreen.openA"])
        #expect(opened.instances.count == 4)
        let (_, closed) = try run(Self.tabs, ["TabScreen.openA", "back"])
        #expect(closed.instances.count == 3)
        #expect(closed.instances.allSatisfy { $0.children.allSatisfy { $0 < 3 } })
    }

    @Test func aStrongParentCycleKeepsARemovedSubtreeAlive() throws {
        let text = """
            screen Home: open
            screen Child: reset
            coordinator App root
              on start: setRoot stack; start Flow
              func reset: removeChild Flow; setRoot stack; start Flow
            coordinator Flow
              on start: push Home
              on Home.open: start Kid
            coordinator Kid parent strong
              on start: push Child
              on Child.reset: call root.reset

            """
        let scenario = try Fixtures.compile(text)
        let frames = try Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario))
            .run(labels: ["Home.open", "Child.reset"])
        let last = try #require(frames.last)
        // App, the new Flow, and the old Flow and Kid holding each other.
        #expect(last.state.instances.count == 4)
        #expect(last.violations.first { $0.name == "no-leaks" }?.message.contains("retain cycle") == true)
        // With a weak parent the old pair is released.
        let weak = try Fixtures.compile(text.replacingOccurrences(of: "Kid parent strong", with: "Kid parent weak"))
        let released = try Replayer(machine: Machine(scenario: weak), invariants: InvariantCatalog.all(for: weak))
            .run(labels: ["Home.open", "Child.reset"])
        #expect(released.last?.state.instances.count == 2)
        #expect(released.last?.violations.isEmpty == true)
    }

    @Test func exitStartsAFreshLaunch() throws {
        let text = "event quit\n" + Self.tabs.replacingOccurrences(of: "    start Tab in tab 2\n", with: "    start Tab in tab 2\n  on quit: exit\n")
        let (machine, state) = try run(text, ["TabScreen.openA", "quit"])
        var launched = try machine.launch()
        var after = state
        launched.canonicalize()
        after.canonicalize()
        #expect(after == launched)
    }

    @Test func eventsAreEnabledInAFixedOrder() throws {
        let (machine, state) = try run(Self.tabs, ["TabScreen.openA", "back", "TabScreen.openB"])
        #expect(machine.enabledEvents(in: state).map { $0.label(in: machine.scenario) }
                == ["back", "swipeBack", "selectTab(2)", "reselectTab"])
        let (_, launch) = try run(Self.tabs, [])
        #expect(machine.enabledEvents(in: launch).map { $0.label(in: machine.scenario) }
                == ["TabScreen.openA", "TabScreen.openB", "selectTab(2)"])
    }

    @Test func disabledUIKitEventsAreNotGenerated() throws {
        let text = "disable swipeBack, reselectTab\n" + Self.tabs
        let (machine, state) = try run(text, ["TabScreen.openA"])
        #expect(machine.enabledEvents(in: state).map { $0.label(in: machine.scenario) } == ["back", "selectTab(2)"])
    }

    @Test func aCancelledSwipeIsOnlyGeneratedForCoordinatorsThatReactOnItsBegin() throws {
        let text = Self.tabs.replacingOccurrences(of: "  on back: pop; finish\ncoordinator B", with: "  on back: pop; finish\n  on swipeBegin: finish\ncoordinator B")
        let (machine, a) = try run(text, ["TabScreen.openA"])
        #expect(machine.enabledEvents(in: a).contains(.cancelSwipeBack))
        let (_, b) = try run(text, ["TabScreen.openB"])
        #expect(!machine.enabledEvents(in: b).contains(.cancelSwipeBack))
        // The cancelled swipe leaves the screen but the coordinator has finished.
        let (_, cancelled) = try run(text, ["TabScreen.openA", "cancelSwipeBack"])
        #expect(cancelled.stacks[0].count == 2)
        #expect(cancelled.instances[Int(cancelled.stacks[0][1].owner)].parent >= 0)
    }

    @Test func presentingFromAControllerThatAlreadyPresentsIsRefused() throws {
        let text = """
            screen Home: show
            screen Sheet: again, close
            coordinator App root
              on start: setRoot stack; push Home
              on Home.show: present Sheet sheet
              on Sheet.again: present Sheet
              on Sheet.close: dismiss

            """
        let (machine, shown) = try run(text, ["Home.show"])
        #expect(shown.modals.count == 1 && shown.modals[0].sheet)
        let (_, again) = try run(text, ["Home.show", "Sheet.again"])
        #expect(again.modals.count == 1, "UIKit refuses to present over a controller that already presents")
        let (_, closed) = try run(text, ["Home.show", "Sheet.close"])
        #expect(closed.modals.isEmpty)
        #expect(machine.enabledEvents(in: shown).contains(.swipeDismiss))
    }

    @Test func startDefaultsAppendToSelfAndSetTheParent() throws {
        let text = """
            screen S: detach, orphan
            coordinator App root
              on start: setRoot stack; start P
            coordinator P
              on start: push S
              on S.detach: start C into none
              on S.orphan: start C parent none
            coordinator C
              on start: push S
              on S.detach: pop
              on S.orphan: pop

            """
        let (_, detached) = try run(text, ["S.detach"])
        let child = try #require(detached.instances.indices.last)
        #expect(!detached.instances[1].children.contains(Int32(child)))
        #expect(detached.instances[child].parent == 1, "detached: parent defaults to self")
        let (_, orphan) = try run(text, ["S.orphan"])
        let other = try #require(orphan.instances.indices.last)
        #expect(orphan.instances[1].children == [Int32(other)])
        #expect(orphan.instances[other].parent == -1)
    }

    @Test func popFlowRemovesTheFlowAndItsScreensAndKeepsTheRestInOrder() throws {
        let scenario = try Fixtures.scenario("Scenarios/flows.txt")
        let machine = Machine(scenario: scenario)
        let frames = try Replayer(machine: machine, invariants: InvariantCatalog.all(for: scenario))
            .run(labels: ["HomeScreen.openProfile", "ProfileScreen.openFeed", "FeedScreen.openProfile", "ProfileScreen.profileEdited"])
        let last = try #require(frames.last)
        #expect(last.violations.isEmpty)
        #expect(last.state.stacks[0].map { scenario.screens[Int($0.type)].name } == ["HomeScreen"])
        #expect(last.effects?.popFlows.count == 1)
    }

    @Test func popFlowRunByACoordinatorOfThatFlowKeepsItAndDropsItsDescendants() throws {
        let text = """
            flows feed
            screen Feed: open, drop
            coordinator App root
              on start: setRoot stack; start F
            coordinator F flow feed
              on start: push Feed
              on Feed.open: start F
              on Feed.drop: call parent.dropFeeds
              func dropFeeds: popFlow feed

            """
        let scenario = try Fixtures.compile(text)
        let frames = try Replayer(machine: Machine(scenario: scenario), invariants: InvariantCatalog.all(for: scenario))
            .run(labels: ["Feed.open", "Feed.open", "Feed.drop"])
        let last = try #require(frames.last)
        #expect(last.violations.isEmpty, "\(last.violations)")
        // The middle F ran popFlow feed: it stays, the innermost F (its child) and its screen go.
        #expect(last.state.instances.count == 3)
        #expect(last.state.stacks[0].count == 2)
    }

    @Test func deadlockIsFoundAtLaunchWithAnEmptyTrace() throws {
        let text = """
            screen Blank
            coordinator App root
              on start: setRoot stack; push Blank

            """
        let result = try Explorer(scenario: Fixtures.compile(text)).check()
        let deadlock = try #require(result.verdicts.first { $0.name == "deadlock" })
        #expect(deadlock.violation?.trace.events == [])
        #expect(result.stats.states == 1)
    }

    @Test func assertionsCountInstancesInTheAppOrPerStack() throws {
        let text = Self.tabs + """
            assert one-a: at most 1 A
            assert one-a-per-stack: at most 1 A per stack

            """
        let result = try Explorer(scenario: Fixtures.compile(text)).check(CheckOptions(depth: 4))
        let app = try #require(result.verdicts.first { $0.name == "one-a" })
        let perStack = try #require(result.verdicts.first { $0.name == "one-a-per-stack" })
        #expect(app.violation?.trace.events.count == 3, "openA, selectTab(2), openA")
        #expect(perStack.holds, "an A screen has no event, so a stack never holds two")
    }
}
