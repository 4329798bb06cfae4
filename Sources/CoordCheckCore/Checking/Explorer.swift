import Foundation

/// Exhaustive breadth-first exploration of a scenario up to a depth bound (spec §5).
///
/// States are canonicalized (instance numbering does not matter) and remembered by their
/// 64-bit ``Fingerprint``; each remembers only its parent and the event that reached it,
/// and traces are rebuilt by replaying those events. Level by level, every state of a level
/// is checked before the level is expanded, so the first violation of each invariant comes
/// with a shortest trace. The search keeps going after a violation so that every invariant
/// gets a verdict.
///
/// ```swift
/// let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 6))
/// result.verdicts.filter { !$0.holds }
/// ```
public struct Explorer: Sendable {
    public let scenario: Scenario
    public let machine: Machine
    public let invariants: [any Invariant]

    public init(scenario: Scenario) {
        self.scenario = scenario
        self.machine = Machine(scenario: scenario)
        self.invariants = InvariantCatalog.all(for: scenario)
    }

    /// Where each invariant was first violated: the state the trace leads to (or from, for a
    /// transition invariant) and the event taken from it.
    private struct Finding {
        var state: Int32
        var event: Event?
    }

    public func check(_ options: CheckOptions = CheckOptions()) throws(CheckError) -> CheckResult {
        let clock = ContinuousClock()
        let started = clock.now
        let bound = options.depth ?? scenario.depth
        let stateInvariants = invariants.indices.filter { invariants[$0].scope == .state }
        let transitionInvariants = invariants.indices.filter { invariants[$0].scope == .transition }

        var launch: State
        do { launch = try machine.launch() } catch { throw .model(error) }
        launch.canonicalize()
        var visited: [Fingerprint: Int32] = [Fingerprint(of: launch): 0]
        var parents: [Int32] = [-1]
        var arrivals: [Event?] = [nil]
        var findings = [Finding?](repeating: nil, count: invariants.count)
        var frontier: [(state: State, id: Int32)] = [(launch, 0)]
        var transitions = 0
        var stop = CheckResult.Stop.complete
        var depthCovered = 0

        search: for depth in 0...bound {
            var enabledByState: [[Event]] = []
            enabledByState.reserveCapacity(frontier.count)
            for (state, id) in frontier {
                let enabled = machine.enabledEvents(in: state)
                enabledByState.append(enabled)
                let open = stateInvariants.filter { findings[$0] == nil }
                guard !open.isEmpty else { continue }
                let context = InvariantContext(scenario: scenario, state: state, effects: nil, enabledEvents: enabled)
                for index in open where invariants[index].violation(in: context) != nil {
                    findings[index] = Finding(state: id, event: nil)
                }
            }
            depthCovered = depth
            if options.stopAtFirstViolation, findings.contains(where: { $0 != nil }) { stop = .firstViolation; break search }
            guard depth < bound else { break }
            var next: [(state: State, id: Int32)] = []
            for (position, (state, id)) in frontier.enumerated() {
                for event in enabledByState[position] {
                    let step: Step
                    do { step = try machine.apply(event, to: state) } catch { throw .model(error) }
                    transitions += 1
                    if !step.effects.missingRemovals.isEmpty || !step.effects.popFlows.isEmpty {
                        let open = transitionInvariants.filter { findings[$0] == nil }
                        let context = InvariantContext(scenario: scenario, state: step.state, effects: step.effects, enabledEvents: [])
                        for index in open where invariants[index].violation(in: context) != nil {
                            findings[index] = Finding(state: id, event: event)
                        }
                        if options.stopAtFirstViolation, findings.contains(where: { $0 != nil }) { stop = .firstViolation; break search }
                    }
                    var successor = step.state
                    successor.canonicalize()
                    let fingerprint = Fingerprint(of: successor)
                    guard visited[fingerprint] == nil else { continue }
                    if let limit = options.maxStates, visited.count >= limit {
                        stop = .stateLimit(limit)
                        break search
                    }
                    let newID = Int32(parents.count)
                    visited[fingerprint] = newID
                    parents.append(id)
                    arrivals.append(event)
                    next.append((successor, newID))
                }
            }
            frontier = next
            if frontier.isEmpty { depthCovered = bound; break }
        }

        let stats = ExplorationStats(states: parents.count, transitions: transitions,
                                     seconds: Self.seconds(clock.now - started), depthCovered: depthCovered)
        var verdicts: [InvariantVerdict] = []
        let expected = Set(scenario.expectations.map(\.name))
        for (index, invariant) in invariants.enumerated() {
            var verdict = InvariantVerdict(name: invariant.name, summary: invariant.summary,
                                           expected: expected.contains(invariant.name), violation: nil)
            if let finding = findings[index] {
                var events: [Event] = []
                var node = finding.state
                while node > 0, let event = arrivals[Int(node)] {
                    events.append(event)
                    node = parents[Int(node)]
                }
                events.reverse()
                if let event = finding.event { events.append(event) }
                verdict.violation = try confirm(Trace(events: events), violates: invariant)
            }
            verdicts.append(verdict)
        }
        return CheckResult(scenario: scenario, depth: bound, stop: stop, stats: stats, verdicts: verdicts)
    }

    /// Replays a trace found by the search and returns the violation its last step shows,
    /// worded with the replay's instance numbers.
    private func confirm(_ trace: Trace, violates invariant: any Invariant) throws(CheckError) -> Violation {
        let frames: [ReplayFrame]
        do {
            frames = try Replayer(machine: machine, invariants: [invariant]).run(trace.events)
        } catch {
            throw .internalInconsistency("the trace found for \(invariant.name) does not replay: \(error)")
        }
        guard let last = frames.last, let found = last.violations.first else {
            throw .internalInconsistency("the trace found for \(invariant.name) replays without violating it")
        }
        return Violation(trace: trace, message: found.message, handler: last.effects?.handler, instances: found.instances)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
