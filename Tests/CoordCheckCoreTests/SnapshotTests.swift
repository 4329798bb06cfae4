import Testing
@testable import CoordCheckCore

/// The public view of a state (`Snapshot`) and of the state graph (`StateGraph`): what
/// reports, diagrams and library users read instead of the engine's own state.
@Suite struct SnapshotTests {
    /// Every reference of `state` as the view gives it: indices, nil for none.
    static func expectMirrors(_ snapshot: Snapshot, _ state: State, _ scenario: Scenario) {
        #expect(snapshot.coordinators.count == state.instances.count)
        for (index, instance) in state.instances.enumerated() {
            let coordinator = snapshot.coordinators[index]
            #expect(coordinator.type == Int(instance.type))
            #expect(coordinator.serial == Int(instance.serial))
            #expect(coordinator.parent == (instance.parent >= 0 ? Int(instance.parent) : nil))
            #expect(coordinator.children == instance.children.map(Int.init))
            #expect(coordinator.stack == (instance.stack >= 0 ? Int(instance.stack) : nil))
            #expect(coordinator.key == (instance.key >= 0 ? Int(instance.key) : nil))
            #expect(coordinator.properties == instance.properties.map { $0 >= 0 ? Int($0) : nil })
            #expect(coordinator.heldScreens.map(\.type) == instance.heldScreens.map { Int($0.type) })
        }
        #expect(snapshot.stacks.map { $0.map(\.type) } == state.stacks.map { $0.map { Int($0.type) } })
        #expect(snapshot.stacks.map { $0.map(\.owner) } == state.stacks.map { $0.map { $0.owner >= 0 ? Int($0.owner) : nil } })
        #expect(snapshot.modals.map(\.stack) == state.modals.map { Int($0.stack) })
        #expect(snapshot.stranded == state.stranded.map(Int.init))
        #expect(snapshot.rootStacks == state.rootStacks.map(Int.init))
        #expect(snapshot.visibleStack == state.visibleStack.map(Int.init))
        #expect(snapshot.stackNames.map(\.name) == state.stackNames().map(\.name))
        #expect(snapshot.tree.order == state.tree().order.map(Int.init))
        #expect(snapshot.animating == state.transition.map { $0.written(in: scenario) })
        #expect(snapshot.pending.map(\.coordinator) == state.pending.map { Int($0.instance) })
        #expect(snapshot.swipeBack.count == state.gestures.count)
    }

    @Test func aReplayedFrameShowsItsStateAsTheView() throws {
        for (name, scenario) in try WorkingStateTests.scenarios() {
            let machine = Machine(scenario: scenario)
            let replayer = Replayer(machine: machine, invariants: [])
            // A few steps along the first enabled event each time, and the launch.
            var labels: [String] = []
            var state = try machine.launch()
            for _ in 0..<6 {
                guard let event = machine.enabledEvents(in: state).first else { break }
                labels.append(event.label(in: scenario))
                state = try machine.apply(event, to: state).state
            }
            let frames = try replayer.run(labels: labels)
            #expect(frames.count == labels.count + 1, "\(name)")
            for frame in frames {
                Self.expectMirrors(frame.snapshot, frame.state, scenario)
            }
            #expect(try replayer.launch() == frames[0].snapshot, "\(name)")
        }
    }

    @Test func aSnapshotDrawnByHandKeepsWhatItWasGiven() throws {
        let coordinators = [
            Snapshot.Coordinator(type: 0, serial: 1, children: [1, 2]),
            Snapshot.Coordinator(type: 1, serial: 2, parent: 0, stack: 0),
            Snapshot.Coordinator(type: 1, serial: 5, parent: nil, stack: 1),
        ]
        let stacks = [[Snapshot.Screen(type: 0, owner: 1)], [Snapshot.Screen(type: 1, owner: 2), Snapshot.Screen(type: 0, owner: nil)]]
        let snapshot = Snapshot(coordinators: coordinators, stacks: stacks, root: .tabs([0, 1], selected: 1))
        #expect(snapshot.coordinators == coordinators)
        #expect(snapshot.stacks == stacks)
        #expect(snapshot.root == .tabs([0, 1], selected: 1))
        #expect(snapshot.visibleStack == 1)
        #expect(snapshot.visibleScreen == Snapshot.Screen(type: 0, owner: nil))
        #expect(snapshot.stackNames.map(\.name) == ["tab 1", "tab 2"])
        #expect(snapshot.subtree(of: Snapshot.rootCoordinator) == [0, 1, 2])
        // #5 is held by the root's children but its parent is nil: in the tree all the same.
        #expect(snapshot.tree.holder == [nil, 0, 0])
        #expect(snapshot.coordinator(serial: 5) == 2)
        #expect(snapshot.coordinator(serial: 3) == nil)
    }

    @Test func theStateGraphIsEveryStateToTheDepthWhenFewAndTheTraceAndItsNeighboursElse() throws {
        let scenario = try Fixtures.scenario("Scenarios/lionheart.txt")
        let launchOnly = try StateGraph(scenario: scenario, trace: [], depth: 0, wholeLimit: 40)
        #expect(launchOnly.isWhole)
        #expect(launchOnly.states.count == 1 && launchOnly.edges.isEmpty && launchOnly.path == [0])

        // Small enough: exactly the states a search to the same depth counts.
        let depth = 3
        let whole = try StateGraph(scenario: scenario, trace: [], depth: depth, wholeLimit: 1000)
        let searched = try Explorer(scenario: scenario).check(CheckOptions(depth: depth, jobs: 1))
        #expect(whole.isWhole)
        #expect(whole.states.count == searched.stats.states)

        // Too many: the trace's states and one step around each.
        let machine = Machine(scenario: scenario)
        var state = try machine.launch()
        var trace: [Event] = []
        for _ in 0..<3 {
            let event = try #require(machine.enabledEvents(in: state).first)
            trace.append(event)
            state = try machine.apply(event, to: state).state
        }
        let around = try StateGraph(scenario: scenario, trace: trace, depth: depth, wholeLimit: 2)
        #expect(!around.isWhole)
        #expect(around.path.count == trace.count + 1)
        for (from, to) in zip(around.path, around.path.dropFirst()) {
            #expect(around.edges.contains { $0.from == from && $0.to == to })
        }
        // Every edge leaves a state on the path.
        #expect(around.edges.allSatisfy { around.path.contains($0.from) })
        #expect(Set(around.edges.map(\.to)).count + 1 >= around.states.count)
    }
}
