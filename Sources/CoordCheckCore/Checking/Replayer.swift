/// Runs a sequence of events from launch, without canonicalizing, so instances keep the
/// numbers they were created with, and checks the invariants after each step.
///
/// ```swift
/// let frames = try Replayer(scenario: scenario, invariants: InvariantCatalog.all(for: scenario))
///     .run(labels: ["TodayScreen.myPageTapped", "back"])
/// ```
public struct Replayer: Sendable {
    let machine: Machine
    public let invariants: [any Invariant]

    /// Replays `scenario`, checking `invariants` in every frame.
    public init(scenario: Scenario, invariants: [any Invariant] = []) {
        self.init(machine: Machine(scenario: scenario), invariants: invariants)
    }

    init(machine: Machine, invariants: [any Invariant]) {
        self.machine = machine
        self.invariants = invariants
    }

    /// The state at launch.
    public func launch() throws(ModelError) -> Snapshot {
        Snapshot(try machine.launch(), scenario: machine.scenario)
    }

    /// Replays events written as labels; fails on the first that is not enabled.
    public func run(labels: [String]) throws(ReplayError) -> [ReplayFrame] {
        try replay(labels.count, named: { labels[$0] }) { step, enabled in
            enabled.first { $0.label(in: machine.scenario) == labels[step] }
        }
    }

    /// Replays events found by a search.
    public func run(_ events: [Event]) throws(ReplayError) -> [ReplayFrame] {
        try replay(events.count, named: { events[$0].label(in: machine.scenario) }) { step, enabled in
            enabled.contains(events[step]) ? events[step] : nil
        }
    }

    /// Replays a path a search stored: the index of each event among the events enabled
    /// where it was taken.
    func run(eventIndices: [UInt16]) throws(ReplayError) -> [ReplayFrame] {
        try replay(eventIndices.count, named: { "event number \(eventIndices[$0])" }) { step, enabled in
            Int(eventIndices[step]) < enabled.count ? enabled[Int(eventIndices[step])] : nil
        }
    }

    /// Launch, then `steps` events, each the one `pick` chooses among those enabled (nil:
    /// the step's event, as `name` writes it, is not enabled).
    private func replay(_ steps: Int, named name: (Int) -> String,
                        pick: (Int, [Event]) -> Event?) throws(ReplayError) -> [ReplayFrame] {
        var frames = [try launchFrame()]
        for step in 0..<steps {
            let state = frames[frames.count - 1].state
            let enabled = machine.enabledEvents(in: state)
            guard let event = pick(step, enabled) else {
                throw .notEnabled(step: step + 1, label: name(step), enabled: enabled.map { $0.label(in: machine.scenario) }, replayed: frames)
            }
            frames.append(try frame(after: event, from: state))
        }
        return frames
    }

    /// Replays a trace a search found and returns the violation of the (one) invariant this
    /// replayer checks that its last step shows, worded with the replay's instance numbers.
    /// A trace that does not replay, or does not end in that violation, is a checker bug.
    public func confirm(_ trace: Trace) throws(CheckError) -> Violation {
        try confirm { () throws(ReplayError) in try run(trace.events) }
    }

    /// ``confirm(_:)`` for a path a search stored (``run(eventIndices:)``).
    func confirm(eventIndices: [UInt16]) throws(CheckError) -> Violation {
        try confirm { () throws(ReplayError) in try run(eventIndices: eventIndices) }
    }

    /// ``confirm(_:)`` for a path a search stored, in whose last step the invariant blames a
    /// coordinator of type `culprit` (nil: none): the violation about it, of all there
    /// (``Invariant/violations(in:)``).
    func confirm(eventIndices: [UInt16], culprit: Int32?) throws(CheckError) -> Violation {
        try confirm(culprit: culprit) { () throws(ReplayError) in try run(eventIndices: eventIndices) }
    }

    /// ``confirm(_:)`` for a trace in whose last step the invariant blames a coordinator of
    /// type `culprit` (nil: none).
    public func confirm(_ trace: Trace, culprit: Int32?) throws(CheckError) -> Violation {
        try confirm(culprit: culprit) { () throws(ReplayError) in try run(trace.events) }
    }

    /// ``confirm(_:)`` for a trace a report wrote as labels, blaming `culprit`.
    func confirm(labels: [String], culprit: Int32?) throws(CheckError) -> Violation {
        try confirm(culprit: culprit) { () throws(ReplayError) in try run(labels: labels) }
    }

    private var invariantName: String { invariants.first?.name ?? "the invariant" }

    private func confirm(_ replay: () throws(ReplayError) -> [ReplayFrame]) throws(CheckError) -> Violation {
        let name = invariantName
        let frames = try replayed(replay)
        guard let last = frames.last, let found = last.violations.first else {
            throw .internalInconsistency("the trace found for \(name) replays without violating it")
        }
        return Violation(trace: Trace(events: frames.compactMap(\.event)), message: found.message,
                         handler: last.effects?.handler, instances: found.instances, culprit: found.culprit.map(Int.init), cause: found.cause, frames: frames)
    }

    private func confirm(culprit: Int32?, _ replay: () throws(ReplayError) -> [ReplayFrame]) throws(CheckError) -> Violation {
        let name = invariantName
        let frames = try replayed(replay)
        guard let last = frames.last, let invariant = invariants.first,
              let found = invariant.violations(in: context(of: last)).first(where: { $0.culprit == culprit })
        else {
            let blamed = culprit.map { "a \(machine.scenario.coordinators[Int($0)].name)" } ?? "no coordinator"
            throw .internalInconsistency("the trace found for \(name) blaming \(blamed) replays without such a violation")
        }
        return Violation(trace: Trace(events: frames.compactMap(\.event)), message: found.message,
                         handler: last.effects?.handler, instances: found.instances, culprit: found.culprit.map(Int.init), cause: found.cause, frames: frames)
    }

    private func replayed(_ replay: () throws(ReplayError) -> [ReplayFrame]) throws(CheckError) -> [ReplayFrame] {
        do { return try replay() } catch {
            throw .internalInconsistency("the trace found for \(invariantName) does not replay: \(error)")
        }
    }

    /// What the invariants judge in a frame.
    private func context(of frame: ReplayFrame) -> InvariantContext {
        InvariantContext(model: machine.model, state: frame.state, effects: frame.effects, enabledEvents: machine.enabledEvents(in: frame.state))
    }

    private func launchFrame() throws(ReplayError) -> ReplayFrame {
        let state: State
        do { state = try machine.launch() } catch { throw .model(error) }
        return ReplayFrame(event: nil, snapshot: Snapshot(state, scenario: machine.scenario), effects: nil,
                           violations: violations(in: state, effects: nil))
    }

    private func frame(after event: Event, from state: State) throws(ReplayError) -> ReplayFrame {
        let step: Step
        do { step = try machine.apply(event, to: state) } catch { throw .model(error) }
        return ReplayFrame(event: event, snapshot: Snapshot(step.state, scenario: machine.scenario), effects: step.effects,
                           violations: violations(in: step.state, effects: step.effects))
    }

    private func violations(in state: State, effects: StepEffects?) -> [ReplayFrame.BrokenInvariant] {
        // Half-way through launch (a launch case comes next): nothing is judged.
        guard !state.choosingLaunch else { return [] }
        let context = InvariantContext(model: machine.model, state: state, effects: effects,
                                       enabledEvents: machine.enabledEvents(in: state))
        return invariants.compactMap { invariant in
            if invariant.scope == .transition && effects == nil { return nil }
            return invariant.violation(in: context).map { (invariant.name, $0.message, $0.instances, $0.culprit, $0.cause) }
        }
    }
}
