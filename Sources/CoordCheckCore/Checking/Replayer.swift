/// Runs a sequence of events from launch, without canonicalizing, so instances keep the
/// numbers they were created with, and checks the invariants after each step.
///
/// ```swift
/// let frames = try Replayer(machine: machine, invariants: InvariantCatalog.all(for: scenario))
///     .run(labels: ["TodayScreen.myPageTapped", "back"])
/// ```
public struct Replayer: Sendable {
    public let machine: Machine
    public let invariants: [any Invariant]

    public init(machine: Machine, invariants: [any Invariant]) {
        self.machine = machine
        self.invariants = invariants
    }

    /// Replays events written as labels; fails on the first that is not enabled.
    public func run(labels: [String]) throws(ReplayError) -> [ReplayFrame] {
        var frames = [try launchFrame()]
        for (index, label) in labels.enumerated() {
            let state = frames[frames.count - 1].state
            guard let event = machine.enabledEvent(labelled: label, in: state) else {
                throw .notEnabled(step: index + 1, label: label,
                                  enabled: machine.enabledEvents(in: state).map { $0.label(in: machine.scenario) })
            }
            frames.append(try frame(after: event, from: state))
        }
        return frames
    }

    /// Replays events found by a search.
    public func run(_ events: [Event]) throws(ReplayError) -> [ReplayFrame] {
        var frames = [try launchFrame()]
        for (index, event) in events.enumerated() {
            let state = frames[frames.count - 1].state
            guard machine.enabledEvents(in: state).contains(event) else {
                throw .notEnabled(step: index + 1, label: event.label(in: machine.scenario),
                                  enabled: machine.enabledEvents(in: state).map { $0.label(in: machine.scenario) })
            }
            frames.append(try frame(after: event, from: state))
        }
        return frames
    }

    /// Replays a trace a search found and returns the violation of the (one) invariant this
    /// replayer checks that its last step shows, worded with the replay's instance numbers.
    /// A trace that does not replay, or does not end in that violation, is a checker bug.
    public func confirm(_ trace: Trace) throws(CheckError) -> Violation {
        let frames: [ReplayFrame]
        do { frames = try run(trace.events) } catch {
            throw .internalInconsistency("the trace found for \(invariantName) does not replay: \(error)")
        }
        return try confirm(frames)
    }

    /// ``confirm(_:)`` for a path a search stored: the index of each event among the events
    /// enabled where it was taken.
    func confirm(eventIndices: [UInt16]) throws(CheckError) -> Violation {
        var frames: [ReplayFrame]
        do {
            frames = [try launchFrame()]
            for index in eventIndices {
                let state = frames[frames.count - 1].state
                let enabled = machine.enabledEvents(in: state)
                guard Int(index) < enabled.count else {
                    throw CheckError.internalInconsistency("the path found for \(invariantName) takes an event that is not enabled")
                }
                frames.append(try frame(after: enabled[Int(index)], from: state))
            }
        } catch let error as CheckError {
            throw error
        } catch {
            throw .internalInconsistency("the path found for \(invariantName) does not replay: \(error)")
        }
        return try confirm(frames)
    }

    private var invariantName: String { invariants.first?.name ?? "the invariant" }

    private func confirm(_ frames: [ReplayFrame]) throws(CheckError) -> Violation {
        let name = invariantName
        let trace = Trace(events: frames.compactMap(\.event))
        guard let last = frames.last, let found = last.violations.first else {
            throw .internalInconsistency("the trace found for \(name) replays without violating it")
        }
        return Violation(trace: trace, message: found.message, handler: last.effects?.handler, instances: found.instances,
                         frames: frames)
    }

    private func launchFrame() throws(ReplayError) -> ReplayFrame {
        let state: State
        do { state = try machine.launch() } catch { throw .model(error) }
        return ReplayFrame(event: nil, state: state, effects: nil, violations: violations(in: state, effects: nil))
    }

    private func frame(after event: Event, from state: State) throws(ReplayError) -> ReplayFrame {
        let step: Step
        do { step = try machine.apply(event, to: state) } catch { throw .model(error) }
        return ReplayFrame(event: event, state: step.state, effects: step.effects,
                           violations: violations(in: step.state, effects: step.effects))
    }

    private func violations(in state: State, effects: StepEffects?) -> [(name: String, message: String, instances: [Int32])] {
        let context = InvariantContext(scenario: machine.scenario, state: state, effects: effects,
                                       enabledEvents: machine.enabledEvents(in: state))
        return invariants.compactMap { invariant in
            if invariant.scope == .transition && effects == nil { return nil }
            return invariant.violation(in: context).map { (invariant.name, $0.message, $0.instances) }
        }
    }
}
