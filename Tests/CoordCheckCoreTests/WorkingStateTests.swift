import Testing
@testable import CoordCheckCore

/// The explorer's working states: a base `State` decoded again and again in place
/// (`StateImage.decode(_:)`), and a working state restored from it (`State.restore(from:)`) and
/// handled in place (`Machine.apply(_:in:countingRuns:)`), must be, at every step, the state
/// a fresh decode gives and the state `Machine.apply(_:to:)` returns.
@Suite struct WorkingStateTests {
    /// The states reachable in at most `depth` events, canonical, in breadth-first order,
    /// each with its encoding.
    static func reachable(_ machine: Machine, depth: Int, limit: Int = 400) throws -> [(state: State, bytes: [UInt8])] {
        var launch = try machine.launch()
        launch.canonicalize()
        var found: [(state: State, bytes: [UInt8])] = []
        var seen: Set<[UInt8]> = []
        var level = [launch]
        for _ in 0...depth {
            var next: [State] = []
            for state in level {
                var bytes: [UInt8] = []
                state.encode(into: &bytes)
                guard seen.insert(bytes).inserted, found.count < limit else { continue }
                found.append((state, bytes))
                for event in machine.enabledEvents(in: state) {
                    var successor = try machine.apply(event, to: state).state
                    successor.canonicalize()
                    next.append(successor)
                }
            }
            level = next
        }
        return found
    }

    /// Every repository scenario and a few generated ones that use every construct (stored
    /// properties, navigation held strongly, retain cycles, animations, closures).
    static func scenarios() throws -> [(name: String, scenario: Scenario)] {
        let paths = Fixtures.scenarioFiles(in: "Scenarios") + Fixtures.scenarioFiles(in: "Scenarios/bugs")
        return try paths.map { ($0, try Fixtures.scenario($0)) }
            + (0..<24).map { ("generated \($0)", try Fixtures.compile(CrossCheck.scenario(forSeed: CrossCheckTests.seed($0)).text)) }
    }

    @Test func decodingAgainInPlaceGivesTheStateAFreshDecodeGives() throws {
        for (name, scenario) in try Self.scenarios() {
            let states = try Self.reachable(Machine(scenario: scenario), depth: 5)
            // Large and small states in turn, so the working arrays grow and shrink.
            let order = states.indices.sorted { ($0 % 3, $0) < ($1 % 3, $1) }
            var work = State()
            for index in order {
                work.decode(states[index].bytes[...])
                #expect(work == State(decoding: states[index].bytes[...]), "\(name): state \(index)")
                var again: [UInt8] = []
                work.encode(into: &again)
                #expect(again == states[index].bytes, "\(name): state \(index) encodes again to its bytes")
            }
        }
    }

    /// As the explorer does: each state decoded once into a base, the working state restored
    /// from the base (`State.restore(from:)`) before each event but the last, which takes the
    /// base's state itself (`StateImage.lend(to:)`), and one handler run begun afresh for each.
    @Test func aWorkingStateRestoredFromItsBaseTakesEachStepAFreshStateTakes() throws {
        var compared = 0
        var sharedTails = 0
        for (name, scenario) in try Self.scenarios() {
            let machine = Machine(scenario: scenario)
            var base = StateImage()
            var work = State()
            // One handler run for every event, as the explorer keeps one.
            var run = HandlerRun(model: machine.model, state: State())
            var effects = StepEffects()
            for (index, reached) in try Self.reachable(machine, depth: 4, limit: 150).enumerated() {
                reached.bytes.withUnsafeBufferPointer { base.decode($0) }
                let events = machine.enabledEvents(in: reached.state)
                for (position, event) in events.enumerated() {
                    let step = try machine.apply(event, to: reached.state)
                    if position == events.count - 1 {
                        // The events before changed the working state, never the base it
                        // shares nothing with.
                        #expect(base.state == reached.state, "\(name): state \(index) unchanged by its events")
                        base.lend(to: &work)
                        #expect(base.isLent)
                    } else {
                        work.restore(from: base)
                    }
                    #expect(work == reached.state, "\(name): state \(index) restored or lent")
                    // The effects exchanged with the run's, as the explorer's are: the run
                    // clears the old ones it takes before its next step.
                    try machine.apply(event, in: &work, using: &run, countingRuns: nil, effects: &effects)
                    #expect(work == step.state, "\(name): state \(index), \(event.label(in: scenario))")
                    // A step that changed only the window root is encoded from the base's bytes.
                    if work.edits.onlyRootChanged {
                        var beyondRoot = step.state
                        beyondRoot.root = reached.state.root
                        #expect(beyondRoot == reached.state, "\(name): state \(index), \(event.label(in: scenario)) changed only the root")
                        var full: [UInt8] = []
                        work.encodeCanonical(into: &full)
                        var shared: [UInt8] = []
                        reached.bytes.withUnsafeBufferPointer { bytes in
                            work.encodeCanonical(into: &shared, sharingTailOf: bytes, rootLength: base.rootLength)
                        }
                        #expect(shared == full, "\(name): state \(index), \(event.label(in: scenario)) encoded from its base")
                        sharedTails += 1
                    }
                    #expect(effects.notes == step.effects.notes && effects.missingRemovals == step.effects.missingRemovals
                            && effects.exited == step.effects.exited && effects.handlerID == step.effects.handlerID
                            && step.effects.handler?.id == (step.effects.handlerID >= 0 ? Int(step.effects.handlerID) : nil),
                            "\(name): state \(index), \(event.label(in: scenario))")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
        #expect(sharedTails > 100)
    }

    /// ``EditTracking``: a decode and a restore set it; a change to the window root keeps it,
    /// a change to any other part of the state clears it.
    @Test func aChangeBeyondTheWindowRootClearsTheEditMark() throws {
        let machine = Machine(scenario: try Fixtures.compile(CrossCheck.scenario(forSeed: CrossCheckTests.seed(0)).text))
        var launch = try machine.launch()
        launch.canonicalize()
        var bytes: [UInt8] = []
        launch.encode(into: &bytes)
        var image = StateImage()
        bytes.withUnsafeBufferPointer { image.decode($0) }
        #expect(image.state.edits.onlyRootChanged)
        var fresh = State()
        #expect(!fresh.edits.onlyRootChanged, "a state made any other way")
        fresh.restore(from: image)
        #expect(fresh.edits.onlyRootChanged)
        let changes: [(String, (inout State) -> Void)] = [
            ("root", { $0.root = .tabs([0, 1], selected: 1) }),
            ("instances", { $0.instances.append(Instance(type: 0)) }),
            ("an instance's children", { $0.instances[0].children.append(0) }),
            ("stacks", { $0.stacks.append([]) }),
            ("modals", { $0.modals.append(Modal(stack: 0, style: .fullScreen, isModalInPresentation: false, delegate: -1)) }),
            ("stranded", { $0.stranded.append(0) }),
            ("gestures", { $0.gestures.append(StackGesture(stack: 0, enabled: false)) }),
            ("transition", { $0.transition = Transition(kind: .navigation, from: nil) }),
            ("pending", { $0.pending.append(PendingBlock(block: 0, instance: 0, atTransitionEnd: false)) }),
        ]
        for (part, change) in changes {
            var state = fresh
            change(&state)
            #expect(state.edits.onlyRootChanged == (part == "root"), "\(part)")
        }
    }

    @Test func spareArraysAreReusedEmptyAndNeverPileUp() {
        var spares = SpareArrays()
        for count in 1...(SpareArrays.limit + 10) {
            var array = [Int32](repeating: 7, count: count)
            spares.keep(children: &array)
            // Kept: taken out of its owner, which is left empty. Past the limit: left as it was.
            #expect(array.isEmpty == (count <= SpareArrays.limit))
        }
        var taken = 0
        while true {
            let array = spares.takeChildren()
            guard array.capacity > 0 else { break }
            #expect(array.isEmpty)
            taken += 1
        }
        #expect(taken == SpareArrays.limit)
    }
}
