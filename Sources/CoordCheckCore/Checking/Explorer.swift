import Foundation

/// Exhaustive breadth-first exploration of a scenario up to a depth bound
/// (docs/language.md §8).
///
/// States are canonicalized (instance numbering does not matter) and remembered by their
/// 64-bit ``Fingerprint`` in a compact visited set; each keeps only its parent and the index
/// of the event that reached it, and traces are rebuilt by replaying those events. Level by
/// level, every state of a level is checked, so the first violation of each invariant comes
/// with a shortest trace; the search keeps going after a violation so that every invariant
/// gets a verdict.
///
/// Each level is expanded by ``CheckOptions/jobs`` threads, each taking contiguous chunks of
/// the level; their successors are then merged in level order, so ids, counts, verdicts and
/// traces are the same for every number of jobs.
///
/// ```swift
/// let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 6))
/// result.verdicts.filter { !$0.holds }
/// ```
public struct Explorer: Sendable {
    public let scenario: Scenario
    public let machine: Machine
    public let invariants: [any Invariant]
    /// The events coverage is counted for.
    public let events: EventCatalog
    /// The scenario's handlers, by ``Handler/id``.
    let handlers: [Handler]

    public init(scenario: Scenario) {
        self.scenario = scenario
        self.machine = Machine(scenario: scenario)
        self.invariants = InvariantCatalog.all(for: scenario)
        self.events = EventCatalog(scenario: scenario)
        self.handlers = scenario.allHandlers
    }

    /// Where an invariant was first violated: a state (its id), or a transition from it (the
    /// index of the event among the state's enabled events).
    struct FirstViolation {
        var state: Int32
        var event: UInt16?
    }

    public func check(_ options: CheckOptions = CheckOptions()) throws(CheckError) -> CheckResult {
        let clock = ContinuousClock()
        let started = clock.now
        let bound = options.depth ?? scenario.depth
        let memoryLimit = options.maxMemory ?? CheckOptions.defaultMemoryLimit

        var counts = CoverageCounts(events: events, handlers: handlers.count)
        var launch: State
        do {
            launch = try machine.launch(countingRuns: &counts.handlerRuns)
        } catch { throw .model(error) }
        launch.canonicalize()
        var visited = FingerprintSet()
        visited.insert(Fingerprint(of: launch))
        var parents: [Int32] = [-1]
        var arrivals: [UInt16] = [0]
        var findings = [FirstViolation?](repeating: nil, count: invariants.count)
        var frontier = LevelArena()
        _ = frontier.appendCanonical(launch)
        var levelStart: Int32 = 0
        var transitions = 0
        var stop = CheckResult.Stop.complete
        var depthCovered = 0

        search: for depth in 0...bound {
            let level = try expand(frontier, expanding: depth < bound, open: findings.map { $0 == nil }, visited: visited, jobs: options.jobs)
            counts.add(level.counts)
            for (index, position) in level.stateFindings.enumerated() where findings[index] == nil {
                if let position { findings[index] = FirstViolation(state: levelStart + position, event: nil) }
            }
            depthCovered = depth
            if options.stopAtFirstViolation, level.stateFindings.contains(where: { $0 != nil }) {
                stop = .firstViolation
                break search
            }
            guard depth < bound else { break }
            transitions += level.transitions
            for (index, found) in level.transitionFindings.enumerated() where findings[index] == nil {
                if let found { findings[index] = FirstViolation(state: levelStart + found.position, event: found.event) }
            }
            var next = LevelArena()
            let nextStart = Int32(parents.count)
            for candidate in level.candidates {
                guard !visited.contains(candidate.fingerprint) else { continue }
                if let limit = options.maxStates, visited.count >= limit {
                    stop = .stateLimit(limit)
                    break search
                }
                visited.insert(candidate.fingerprint)
                parents.append(levelStart + candidate.position)
                arrivals.append(candidate.event)
                next.append(level.arenas[candidate.chunk].encoding(at: candidate.index))
                if next.count % 65_536 == 0, ResidentMemory.bytes() > memoryLimit {
                    stop = .memoryLimit(memoryLimit)
                    break search
                }
            }
            options.progress?(ExplorationProgress(depth: depth + 1, states: parents.count, transitions: transitions,
                                                  seconds: Self.seconds(clock.now - started)))
            if options.stopAtFirstViolation, level.transitionFindings.contains(where: { $0 != nil }) {
                // The next level's states were found but not checked.
                stop = .firstViolation
                break search
            }
            frontier = next
            levelStart = nextStart
            if frontier.isEmpty { depthCovered = bound; break }
            if ResidentMemory.bytes() > memoryLimit {
                stop = .memoryLimit(memoryLimit)
                break search
            }
        }

        let stats = ExplorationStats(states: parents.count, transitions: transitions, seconds: Self.seconds(clock.now - started),
                                     depthCovered: depthCovered, visitedBytes: visited.bytes, jobs: options.jobs)
        var verdicts: [InvariantVerdict] = []
        let expected = Set(scenario.expectations.map(\.name))
        // Reachability is judged on the explored graph, searched again with its edges.
        var graph: ExploredGraph?
        if invariants.contains(where: { $0.scope == .graph }) {
            do { graph = try ExploredGraph.explore(machine, bound: bound, maxStates: options.maxStates) } catch { throw .model(error) }
        }
        for (index, invariant) in invariants.enumerated() {
            var verdict = InvariantVerdict(name: invariant.name, summary: invariant.summary,
                                           expected: expected.contains(invariant.name), violation: nil)
            if let graph, let reachability = invariant as? ReachabilityInvariant {
                switch ReachabilityAnalysis.verdict(for: reachability.assertion, in: graph, scenario: scenario, bound: bound) {
                case .holds: break
                case .inconclusive(let reason): verdict.inconclusive = reason
                case .violated(let state, let message):
                    let trace = graph.trace(to: state)
                    let frames: [ReplayFrame]
                    do { frames = try Replayer(machine: machine, invariants: []).run(trace.events) } catch {
                        throw .internalInconsistency("the trace found for \(invariant.name) does not replay: \(error)")
                    }
                    verdict.violation = Violation(trace: trace, message: message, handler: frames.last?.effects?.handler)
                }
            } else if let finding = findings[index] {
                var indices: [UInt16] = []
                var node = finding.state
                while node > 0 {
                    indices.append(arrivals[Int(node)])
                    node = parents[Int(node)]
                }
                indices.reverse()
                if let event = finding.event { indices.append(event) }
                verdict.violation = try Replayer(machine: machine, invariants: [invariant]).confirm(trace(indices))
            }
            verdicts.append(verdict)
        }
        return CheckResult(scenario: scenario, depth: bound, stop: stop, stats: stats, verdicts: verdicts, coverage: counts.coverage(events: events, handlers: handlers))
    }

    // MARK: One level

    struct Candidate {
        var fingerprint: Fingerprint
        /// Where its encoding is: chunk, and index in that chunk's arena.
        var chunk: Int
        var index: Int
        /// Position of its parent in the level.
        var position: Int32
        /// Index of the event in the parent's enabled events.
        var event: UInt16
    }

    struct Level {
        var stateFindings: [Int32?]
        var transitionFindings: [(position: Int32, event: UInt16)?]
        var candidates: [Candidate]
        /// The successors' encodings, one arena per chunk.
        var arenas: [LevelArena]
        var transitions: Int
        var counts: CoverageCounts
    }

    /// Checks and expands one level, in parallel chunks merged in order.
    private func expand(_ frontier: LevelArena, expanding: Bool, open: [Bool], visited: FingerprintSet, jobs: Int) throws(CheckError) -> Level {
        let chunkCount = jobs == 1 ? 1 : min(frontier.count, jobs * 8)
        let chunkSize = (frontier.count + chunkCount - 1) / max(chunkCount, 1)
        let results = ChunkResults(count: chunkCount)
        defer { results.deallocate() }
        let work: @Sendable (Int) -> Void = { chunk in
            let range = min(frontier.count, chunk * chunkSize)..<min(frontier.count, (chunk + 1) * chunkSize)
            results.store(self.expand(frontier, range: range, chunk: chunk, expanding: expanding, open: open, visited: visited), at: chunk)
        }
        if chunkCount == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: chunkCount, execute: work)
        }
        var level = emptyLevel()
        for chunk in 0..<chunkCount {
            let result = results.result(at: chunk)
            if let error = result.error { throw .model(error) }
            for index in invariants.indices {
                if level.stateFindings[index] == nil { level.stateFindings[index] = result.level.stateFindings[index] }
                if level.transitionFindings[index] == nil { level.transitionFindings[index] = result.level.transitionFindings[index] }
            }
            level.candidates += result.level.candidates
            level.arenas += result.level.arenas
            level.transitions += result.level.transitions
            level.counts.add(result.level.counts)
        }
        return level
    }

    private func emptyLevel() -> Level {
        Level(stateFindings: Array(repeating: nil, count: invariants.count),
              transitionFindings: Array(repeating: nil, count: invariants.count), candidates: [], arenas: [], transitions: 0,
              counts: CoverageCounts(events: events, handlers: handlers.count))
    }

    struct ChunkResult {
        var level: Level
        var error: ModelError?
    }

    private func expand(_ frontier: LevelArena, range: Range<Int>, chunk: Int, expanding: Bool, open: [Bool],
                        visited: FingerprintSet) -> ChunkResult {
        var level = emptyLevel()
        var arena = LevelArena()
        let runs = UnsafeMutableBufferPointer<Int>.allocate(capacity: handlers.count)
        runs.initialize(repeating: 0)
        defer { runs.deallocate() }
        let stateChecks = invariants.indices.filter { open[$0] && invariants[$0].scope == .state }
        let transitionChecks = invariants.indices.filter { open[$0] && invariants[$0].scope == .transition }
        // Successors already offered by this chunk: only the first is kept (the merge keeps
        // the first across chunks), so fewer states wait for the merge.
        var offered = FingerprintSet()
        for position in range {
            let state = frontier.state(at: position)
            let enabled = machine.enabledEvents(in: state)
            for event in enabled {
                let index = events.index(of: event)
                level.counts.enabled[index] += 1
                if expanding { level.counts.fired[index] += 1 }
            }
            let unchecked = stateChecks.filter { level.stateFindings[$0] == nil }
            if !unchecked.isEmpty {
                let context = InvariantContext(scenario: scenario, state: state, effects: nil, enabledEvents: enabled)
                for index in unchecked where invariants[index].violation(in: context) != nil {
                    level.stateFindings[index] = Int32(position)
                }
            }
            guard expanding else { continue }
            let encoding = frontier.encoding(at: position)
            let selectedTab = State.selectedTabOffset(in: encoding)
            for (eventIndex, event) in enabled.enumerated() {
                let bytes: Range<Int>
                if case .selectTab(let tab) = event, let offset = selectedTab {
                    // Selecting a tab changes the selection byte only (State.selectedTabOffset):
                    // no handler runs, so the machine is not needed.
                    bytes = arena.append(encoding, replacing: offset, with: UInt8(tab - 1))
                } else {
                    let step: Step
                    do { step = try machine.apply(event, to: state, countingRuns: runs) } catch {
                        return ChunkResult(level: level, error: error)
                    }
                    if !step.effects.missingRemovals.isEmpty || !step.effects.popFlows.isEmpty {
                        let unchecked = transitionChecks.filter { level.transitionFindings[$0] == nil }
                        let context = InvariantContext(scenario: scenario, state: step.state, effects: step.effects, enabledEvents: [])
                        for index in unchecked where invariants[index].violation(in: context) != nil {
                            level.transitionFindings[index] = (Int32(position), UInt16(eventIndex))
                        }
                    }
                    bytes = arena.appendCanonical(step.state)
                }
                level.transitions += 1
                let fingerprint = Fingerprint(encoding: arena.bytes[bytes])
                if visited.contains(fingerprint) || !offered.insert(fingerprint) {
                    arena.removeLast()
                    continue
                }
                level.candidates.append(Candidate(fingerprint: fingerprint, chunk: chunk, index: arena.count - 1,
                                                  position: Int32(position), event: UInt16(eventIndex)))
            }
        }
        level.arenas = [arena]
        level.counts.handlerRuns = Array(runs)
        return ChunkResult(level: level, error: nil)
    }

    // MARK: Traces

    /// The events a path of enabled-event indices stands for, replayed from launch.
    private func trace(_ indices: [UInt16]) throws(CheckError) -> Trace {
        var state: State
        do { state = try machine.launch() } catch { throw .model(error) }
        var events: [Event] = []
        for index in indices {
            let enabled = machine.enabledEvents(in: state)
            guard Int(index) < enabled.count else { throw .internalInconsistency("a stored event index is out of range") }
            events.append(enabled[Int(index)])
            do { state = try machine.apply(enabled[Int(index)], to: state).state } catch { throw .model(error) }
        }
        return Trace(events: events)
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// One slot per chunk, each written by the one thread that expands that chunk and read
/// after all of them finished.
private final class ChunkResults: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Explorer.ChunkResult?>

    init(count: Int) {
        slots = .allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil)
    }

    func store(_ result: Explorer.ChunkResult, at index: Int) { slots[index] = result }

    func result(at index: Int) -> Explorer.ChunkResult {
        guard let result = slots[index] else { preconditionFailure("chunk \(index) was not expanded") }
        return result
    }

    func deallocate() {
        slots.deinitialize()
        slots.deallocate()
    }
}
