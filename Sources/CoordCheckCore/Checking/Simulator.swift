import Foundation

/// Checks a scenario by random walks (``Simulation``) rather than exhaustively: for long
/// event sequences no bounded search reaches. Every state and step of every walk is checked
/// against every invariant; the first violation of each (earliest walk, earliest step) is
/// reported with the walk up to it, with loops cut out (a stretch of the walk that came back
/// to a state it had been in), and so is the first blaming each other coordinator type. Such a trace is real and replays, but it is **not** guaranteed
/// to be the shortest; and an invariant that holds on every walk is not proven.
///
/// ```swift
/// let result = try Simulator(scenario: scenario).run(Simulation(walks: 1000, length: 40, seed: 7))
/// ```
public struct Simulator: Sendable {
    public let scenario: Scenario
    let machine: Machine
    public let invariants: [any Invariant]

    public init(scenario: Scenario) {
        self.scenario = scenario
        self.machine = Machine(scenario: scenario)
        self.invariants = InvariantCatalog.all(for: scenario)
    }

    public func run(_ simulation: Simulation) throws(CheckError) -> CheckResult {
        let clock = ContinuousClock()
        let started = clock.now
        let catalog = machine.model.events
        let handlers = machine.model.handlers
        var counts = CoverageCounts(events: catalog, handlers: handlers.count)
        var generator = SplitMix64(seed: simulation.seed)
        var visited = FingerprintSet()
        // By invariant: the first trace blaming each culprit type (nil: none), in the order met.
        var traces = [[(culprit: Int32?, trace: Trace)]](repeating: [], count: invariants.count)
        var steps = 0
        var launch: State
        do {
            var notes: [StepNote] = []
            launch = try machine.launch(countingRuns: &counts.handlerRuns, notes: &notes)
            counts.count(notes)
        } catch { throw .model(error) }

        for _ in 0..<simulation.walks {
            var state = launch
            var effects: StepEffects?
            // The walk so far without its loops: its events, and the fingerprint of the
            // state after each prefix (path[k] after k events).
            var events: [Event] = []
            var path = [Self.fingerprint(of: state)]
            visited.insert(path[0])
            for step in 0...simulation.length {
                let enabled = machine.enabledEvents(in: state)
                let context = InvariantContext(model: machine.model, state: state, effects: effects, enabledEvents: enabled)
                for (index, invariant) in invariants.enumerated() where !state.choosingLaunch {
                    if invariant.scope == .transition, effects == nil { continue }
                    guard invariant.violation(in: context) != nil else { continue }
                    for culprit in invariant.culprits(in: context) where !traces[index].contains(where: { $0.culprit == culprit }) {
                        traces[index].append((culprit, Trace(events: events)))
                    }
                }
                if let last = path.last, let earlier = path.dropLast().firstIndex(of: last) {
                    // Back in a state the walk was in (checked above with the loop): the
                    // loop adds nothing to a trace.
                    events.removeSubrange(earlier...)
                    path.removeSubrange((earlier + 1)...)
                }
                for event in enabled { counts.enabled[catalog.index(of: event)] += 1 }
                guard step < simulation.length, !enabled.isEmpty else { break }
                let event = enabled[generator.below(enabled.count)]
                counts.fired[catalog.index(of: event)] += 1
                let next: Step
                do {
                    next = try machine.apply(event, to: state, countingRuns: &counts.handlerRuns)
                } catch { throw .model(error) }
                steps += 1
                state = next.state
                effects = next.effects
                counts.count(next.effects.notes)
                let fingerprint = Self.fingerprint(of: state)
                visited.insert(fingerprint)
                events.append(event)
                path.append(fingerprint)
            }
        }

        var verdicts: [InvariantVerdict] = []
        for (index, invariant) in invariants.enumerated() {
            var verdict = InvariantVerdict(name: invariant.name, summary: invariant.summary,
                                           expectations: scenario.expectations(of: invariant.name))
            if invariant.scope == .graph { verdict.inconclusive = "random walks do not decide reachability; run an exhaustive check" }
            let replayer = Replayer(machine: machine, invariants: [invariant])
            if let first = traces[index].first {
                let violation = try replayer.confirm(first.trace)
                verdict.violation = violation
                for (culprit, trace) in traces[index] where culprit.map(Int.init) != violation.culprit {
                    verdict.others.append(try replayer.confirm(trace, culprit: culprit))
                }
            }
            verdicts.append(verdict)
        }
        let stats = ExplorationStats(states: visited.count, transitions: steps, seconds: Explorer.seconds(clock.now - started),
                                     depthCovered: 0, visitedBytes: visited.bytes, jobs: 1)
        return CheckResult(scenario: scenario, depth: simulation.length, stop: .simulated(simulation), stats: stats,
                           verdicts: verdicts, coverage: counts.coverage(events: catalog, handlers: handlers, scenario: scenario))
    }

    static func fingerprint(of state: State) -> Fingerprint {
        var bytes: [UInt8] = []
        state.encodeCanonical(into: &bytes)
        return Fingerprint(encoding: bytes[...])
    }
}
