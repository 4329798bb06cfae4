import Foundation

/// Exhaustive breadth-first exploration of a scenario up to a depth bound
/// (docs/language.md §8).
///
/// States are canonicalized (instance numbering does not matter) and remembered by their
/// 64-bit ``Fingerprint`` in a compact visited set; each keeps only its parent and the index
/// of the event that reached it, and traces are rebuilt by replaying those events. Every
/// state is checked when it is first generated, and every transition when it is taken (with
/// the events then enabled), so the first violation of each invariant comes with a shortest
/// trace and the states at the bound are never stored; the search keeps going after a
/// violation so that every invariant gets a verdict, and so that every coordinator type an
/// invariant blames gets its own shortest trace (``CulpritSlots``): once an invariant is
/// violated, the states that break it are asked for everything wrong there.
///
/// Each level is expanded by ``CheckOptions/jobs`` threads (a ``WorkerPool`` of that width),
/// each taking contiguous chunks of the level; their successors are then merged in level
/// order (the visited set's shards in parallel), so ids, counts, verdicts and traces are the
/// same for every number of jobs.
///
/// ```swift
/// let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 6))
/// result.verdicts.filter { !$0.holds }
/// ```
public struct Explorer: Sendable {
    public let scenario: Scenario
    let machine: Machine
    public let invariants: [any Invariant]
    /// ``invariants`` as each step calls them, by the same index, and the scenario's
    /// assertions among them.
    let compiledInvariants: [CompiledInvariant]
    let assertions: [AssertionInvariant]
    /// The events coverage is counted for.
    public let events: EventCatalog
    /// The scenario's handlers, by ``Handler/id``.
    let handlers: [Handler]
    /// What the search keeps per invariant and culprit.
    let slots: CulpritSlots

    public init(scenario: Scenario) {
        self.scenario = scenario
        self.machine = Machine(scenario: scenario)
        let invariants = InvariantCatalog.all(for: scenario)
        var assertions: [AssertionInvariant] = []
        self.compiledInvariants = invariants.indices.map { CompiledInvariant(invariants[$0], at: $0, assertions: &assertions) }
        self.assertions = assertions
        self.invariants = invariants
        self.events = machine.model.events
        self.handlers = machine.model.handlers
        self.slots = CulpritSlots(invariants: invariants.count, coordinatorTypes: scenario.coordinators.count)
    }

    /// Where an invariant was first violated (blaming a coordinator type): a state (its id),
    /// or a transition from it (the index of the event among the state's enabled events).
    struct FirstViolation {
        var state: Int32
        var event: UInt16?

        /// Where the search met it: by state, then event (the state itself first).
        var order: (Int32, Int) { (state, event.map(Int.init) ?? -1) }
    }

    public func check(_ options: CheckOptions = CheckOptions()) throws(CheckError) -> CheckResult {
        let clock = ContinuousClock()
        let started = clock.now
        let bound = options.depth ?? scenario.depth
        let memoryLimit = options.maxMemory ?? CheckOptions.defaultMemoryLimit
        // What the guard lets the process hold: a 32nd of the limit is kept for what grows
        // between two readings (an array's copy as it doubles, each chunk's last successors).
        let memoryBound = memoryLimit - memoryLimit / 32

        var counts = CoverageCounts(events: events, handlers: handlers.count)
        let launch: State
        do {
            var notes: [StepNote] = []
            launch = try machine.launch(countingRuns: &counts.handlerRuns, notes: &notes)
            counts.count(notes)
        } catch { throw .model(error) }
        var bytes: [UInt8] = []
        launch.encodeCanonical(into: &bytes)
        var visited = VisitedSet()
        visited.insert(Fingerprint(encoding: bytes[...]))
        var stateCount = 1
        // Parent and arriving event of every state above the bound. States at the bound are
        // never stored: a violation there is known by its parent and event.
        var parents: [Int32] = [-1]
        var arrivals: [UInt16] = [0]
        // By invariant and culprit (``slots``).
        var findings = [FirstViolation?](repeating: nil, count: slots.count)
        // Launch is checked here, every other state when it is first generated.
        let enabled = machine.enabledEvents(in: launch)
        for event in enabled { counts.enabled[events.index(of: event)] += 1 }
        let context = InvariantContext(model: machine.model, state: launch, effects: nil, enabledEvents: enabled)
        for (index, invariant) in invariants.enumerated() where invariant.scope == .state && !launch.choosingLaunch && invariant.violation(in: context) != nil {
            for culprit in invariant.culprits(in: context) {
                findings[slots.index(of: index, culprit: culprit)] = FirstViolation(state: 0, event: nil)
            }
        }
        var frontier = Frontier()
        var arena = LevelArena()
        arena.append(bytes[...])
        frontier.append(arena)
        var levelStart = 0
        var transitions = 0
        var stop = CheckResult.Stop.complete
        var depthCovered = 0
        var split: ShardSplit?
        if options.stopAtFirstViolation, findings.contains(where: { $0 != nil }) { stop = .firstViolation }

        // The threads that expand each level and fill the visited set: exactly `jobs`.
        let pool = WorkerPool(width: options.jobs, observer: options.workObserver)
        defer { pool.close() }
        var depth = 0
        while stop == .complete, depth < bound, !frontier.isEmpty {
            if ResidentMemory.bytes() > memoryBound {
                stop = .memoryLimit(memoryLimit)
                break
            }
            // A shard deals out the first level large enough (or, short of one, searches it all).
            var selection: SearchShard?
            if let shard = options.shard, split == nil {
                let dealt = frontier.count >= SearchShard.splitFactor * shard.count
                if dealt || depth + 1 == bound {
                    split = ShardSplit(shard: shard, level: dealt ? depth : nil, levelStates: frontier.count,
                                       expanded: dealt ? shard.owned(of: frontier.count) : frontier.count)
                }
                if dealt { selection = shard }
            }
            let storing = depth + 1 < bound
            let known = findings.map { $0 != nil }
            var chunks = expand(frontier, storing: storing, known: known, remaining: remaining(known), visited: visited,
                                selection: selection, pool: pool, memoryLimit: memoryBound)
            let expandedCount = frontier.count
            // The level is expanded: its states are no longer needed while the next is merged.
            frontier = Frontier()
            if let error = chunks.lazy.compactMap(\.error).first { throw .model(error) }
            // The merge must fit too: at most every successor new, each with its parent and
            // event (six bytes) and a flag.
            let total = chunks.reduce(0) { $0 + $1.fingerprints.count }
            let merging = visited.growth(adding: total) + total * (storing ? 7 : 1)
            if chunks.contains(where: \.outOfMemory) || ResidentMemory.bytes() + merging > memoryBound {
                stop = .memoryLimit(memoryLimit)
                break
            }
            for chunk in chunks {
                counts.add(chunk.counts)
                transitions += chunk.transitions
                for (slot, site) in chunk.findings.enumerated() where findings[slot] == nil {
                    if let site { findings[slot] = FirstViolation(state: Int32(levelStart) + site.position, event: site.event) }
                }
            }
            // The successors new to the search, in level order, are the next level.
            let isNew = UnsafeMutableBufferPointer<Bool>.allocate(capacity: max(total, 1))
            defer { isNew.deallocate() }
            isNew.initialize(repeating: false)
            visited.insert(chunks.map(\.fingerprints), isNew: isNew, pool: pool)
            let nextStart = levelStart + expandedCount
            var next = Frontier()
            if storing {
                let added = UnsafeBufferPointer(isNew).reduce(0) { $0 + ($1 ? 1 : 0) }
                parents.reserveCapacity(parents.count + added)
                arrivals.reserveCapacity(arrivals.count + added)
            }
            var offset = 0
            for index in chunks.indices {
                let count = chunks[index].fingerprints.count
                let flags = UnsafeMutableBufferPointer(rebasing: isNew[offset..<(offset + count)])
                do {
                    let chunk = chunks[index]
                    // How many new states have each set of enabled events, added to the
                    // coverage once per set: this loop is the merge's, on one thread.
                    var tally = [Int](repeating: 0, count: chunk.sets.sets.count)
                    tally.withUnsafeMutableBufferPointer { tally in
                        for successor in 0..<count where flags[successor] {
                            if let limit = options.maxStates, stateCount >= limit {
                                stop = .stateLimit(limit)
                                flags[successor] = false
                                continue
                            }
                            stateCount += 1
                            tally[Int(chunk.enabledSet[successor])] += 1
                            if storing {
                                parents.append(Int32(levelStart) + chunk.parents[successor])
                                arrivals.append(chunk.events[successor])
                            }
                        }
                    }
                    for set in tally.indices where tally[set] > 0 {
                        for event in chunk.sets.sets[set] { counts.enabled[Int(event)] += tally[set] }
                    }
                }
                if storing {
                    // Taken out of the chunk, so that it is compacted in place, then handed over.
                    var arena = LevelArena()
                    swap(&arena, &chunks[index].arena)
                    arena.keep(UnsafeBufferPointer(flags))
                    next.append(arena)
                }
                offset += count
            }
            options.progress?(ExplorationProgress(depth: depth + 1, states: stateCount, transitions: transitions,
                                                  seconds: Self.seconds(clock.now - started)))
            guard stop == .complete else { break }
            depthCovered = depth + 1
            if options.stopAtFirstViolation, findings.contains(where: { $0 != nil }) {
                stop = .firstViolation
                break
            }
            frontier = next
            levelStart = nextStart
            depth += 1
            ResidentMemory.releaseFreePages()
        }
        if stop == .complete { depthCovered = bound }
        if let shard = options.shard, split == nil {
            // The search ended before any level was dealt out: this shard searched it all.
            split = ShardSplit(shard: shard, level: nil, levelStates: 0, expanded: 0)
        }

        let stats = ExplorationStats(states: stateCount, transitions: transitions, seconds: Self.seconds(clock.now - started),
                                     depthCovered: depthCovered, visitedBytes: visited.bytes, jobs: options.jobs)
        var verdicts: [InvariantVerdict] = []
        // Reachability is judged on the explored graph, searched again with its edges.
        var graph: ExploredGraph?
        if invariants.contains(where: { $0.scope == .graph }) {
            do { graph = try ExploredGraph.explore(machine, bound: bound, maxStates: options.maxStates) } catch { throw .model(error) }
        }
        for (index, invariant) in invariants.enumerated() {
            var verdict = InvariantVerdict(name: invariant.name, summary: invariant.summary,
                                           expectations: scenario.expectations(of: invariant.name))
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
                    verdict.violation = Violation(trace: trace, message: message, handler: frames.last?.effects?.handler, frames: frames)
                }
            } else {
                (verdict.violation, verdict.others) = try violations(of: index, findings: findings, parents: parents, arrivals: arrivals)
            }
            verdicts.append(verdict)
        }
        return CheckResult(scenario: scenario, depth: bound, stop: stop, stats: stats, verdicts: verdicts,
                           coverage: counts.coverage(events: events, handlers: handlers, scenario: scenario), shard: split)
    }

    /// By invariant, how many culprit slots it can still fill, of those `known` to be filled.
    private func remaining(_ known: [Bool]) -> [Int] {
        compiledInvariants.indices.map { index in
            compiledInvariants[index].culpritSlots(of: slots.perInvariant) - slots.range(of: index).filter { known[$0] }.count
        }
    }

    /// The invariant at `index`'s shortest violation, replayed, and the shortest blaming each
    /// other coordinator type, in the order the search met them.
    private func violations(of index: Int, findings: [FirstViolation?], parents: [Int32], arrivals: [UInt16])
        throws(CheckError) -> (Violation?, [Violation]) {
        let found = slots.range(of: index).compactMap { slot in findings[slot].map { (slot: slot, at: $0) } }
            .sorted { ($0.at.order.0, $0.at.order.1, $0.slot) < ($1.at.order.0, $1.at.order.1, $1.slot) }
        guard let first = found.first else { return (nil, []) }
        func path(to finding: FirstViolation) -> [UInt16] {
            var indices: [UInt16] = []
            var node = finding.state
            while node > 0 {
                indices.append(arrivals[Int(node)])
                node = parents[Int(node)]
            }
            indices.reverse()
            if let event = finding.event { indices.append(event) }
            return indices
        }
        let replayer = Replayer(machine: machine, invariants: [invariants[index]])
        // The replay numbers instances as they were created: what it blames first there is
        // the shortest violation's culprit, one of those found at that site.
        let shortest = try replayer.confirm(eventIndices: path(to: first.at))
        var others: [Violation] = []
        for (slot, at) in found where slots.culprit(of: slot).map(Int.init) != shortest.culprit {
            others.append(try replayer.confirm(eventIndices: path(to: at), culprit: slots.culprit(of: slot)))
        }
        return (shortest, others)
    }

    // MARK: One level

    /// Expands one level in contiguous chunks, as many at a time as the pool has threads,
    /// each checking the successors it meets first; the chunks come back in level order.
    private func expand(_ frontier: Frontier, storing: Bool, known: [Bool], remaining: [Int], visited: VisitedSet, selection: SearchShard?,
                        pool: WorkerPool, memoryLimit: Int) -> [LevelChunk] {
        let chunkCount = max(1, min(frontier.count, pool.width * 8))
        let chunkSize = (frontier.count + chunkCount - 1) / chunkCount
        let results = UnsafeMutableBufferPointer<LevelChunk?>.allocate(capacity: chunkCount)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let shared = SendableBuffer(results)
        let work: @Sendable (Int) -> Void = { chunk in
            let range = min(frontier.count, chunk * chunkSize)..<min(frontier.count, (chunk + 1) * chunkSize)
            shared.buffer[chunk] = self.expand(frontier, range: range, storing: storing, known: known, remaining: remaining,
                                                visited: visited, selection: selection, memoryLimit: memoryLimit)
        }
        pool.run(iterations: chunkCount, work)
        return results.map { chunk in
            guard let chunk else { preconditionFailure("a chunk was not expanded") }
            return chunk
        }
    }

    private func expand(_ frontier: Frontier, range: Range<Int>, storing: Bool, known: [Bool], remaining: [Int], visited: VisitedSet,
                        selection: SearchShard?, memoryLimit: Int) -> LevelChunk {
        let runs = UnsafeMutableBufferPointer<Int>.allocate(capacity: handlers.count)
        runs.initialize(repeating: 0)
        let successors = UnsafeMutableBufferPointer<Successor>.allocate(capacity: 2)
        successors.initialize(repeating: Successor())
        defer {
            runs.deallocate()
            successors.deinitialize()
            successors.deallocate()
        }
        var expansion = ChunkExpansion(explorer: self, visited: visited, storing: storing, known: known, remaining: remaining,
                                       memoryLimit: memoryLimit, runs: runs, successors: successors)
        do throws(ModelError) {
            try frontier.forEach(in: range) { position, encoding throws(ModelError) in
                if expansion.chunk.outOfMemory { return }
                if let selection, !selection.owns(position) { return }
                try expansion.expand(position: position, encoding: encoding)
            }
        } catch {
            // The check stops on it: what the chunk found besides does not matter.
            var chunk = expansion.finish()
            chunk.error = error
            return chunk
        }
        return expansion.finish()
    }

    /// What the invariants at `indices` read of their context.
    func needs(of indices: [Int]) -> InvariantNeeds {
        indices.reduce(into: InvariantNeeds()) { $0.formUnion(invariants[$1].needs) }
    }

    /// What those of the invariants at `indices` that read the selected tab
    /// (``CompiledInvariant/readsSelectedTab``) read of their context.
    func needs(ofThoseReadingTheSelectedTab indices: [Int]) -> InvariantNeeds {
        needs(of: indices.filter { compiledInvariants[$0].readsSelectedTab })
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
