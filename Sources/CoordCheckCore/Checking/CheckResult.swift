/// The outcome of checking one scenario: a value; the executable turns it into text, JSON
/// and an exit code.
public struct CheckResult: Sendable {
    public enum Stop: Sendable, Hashable {
        /// Every event sequence up to the bound was covered.
        case complete
        /// `--max-states` was reached.
        case stateLimit(Int)
        /// `--max-memory` (or the default limit, 80% of memory) was reached.
        case memoryLimit(Int)
        /// `--stop-at-first` and a violation was found.
        case firstViolation
        /// Random walks (``Simulator``), not an exhaustive search; the depth is the walks'
        /// length.
        case simulated(Simulation)
    }

    public var scenario: Scenario
    public var depth: Int
    public var stop: Stop
    public var stats: ExplorationStats
    /// Built-in invariants in catalog order, then the scenario's assertions.
    public var verdicts: [InvariantVerdict]
    /// Which events and handlers the search reached.
    public var coverage: Coverage
    /// Where a sharded search (``CheckOptions/shard``) was divided.
    public var shard: ShardSplit?

    /// A result whose verdicts are stamped with how far the search reached (``reach``).
    public init(scenario: Scenario, depth: Int, stop: Stop, stats: ExplorationStats, verdicts: [InvariantVerdict],
                coverage: Coverage, shard: ShardSplit? = nil) {
        self.scenario = scenario
        self.depth = depth
        self.stop = stop
        self.stats = stats
        self.verdicts = verdicts
        self.coverage = coverage
        self.shard = shard
        let reach = self.reach
        for index in self.verdicts.indices { self.verdicts[index].reach = reach }
    }

    public var complete: Bool { stop == .complete }

    /// A draft's violations no `expect` line covers that rest on code the extractor did not
    /// model (``Violation/confirmed``): warnings, not bugs of the app.
    public var unconfirmed: [Violation] { verdicts.flatMap(\.unexpected).filter { !$0.confirmed } }

    /// How far the search reached: what an invariant it did not find violated is known to do.
    public var reach: SearchReach {
        if case .simulated(let simulation) = stop { return .walks(simulation.walks) }
        if let shard, let level = shard.level { return .shardPart(shard.shard, level: level, depth: complete ? depth : stats.depthCovered) }
        return complete ? .complete : .depth(stats.depthCovered)
    }

    /// Where the search looked, for what it never reached: `within depth 10` when it was
    /// complete, `in shard 2 of 4's part` when it was one shard's part (`--shard`), else `in
    /// what was explored` (a limit stopped it).
    public var coverageScope: String {
        if let shard, shard.level != nil { return "in shard \(shard.shard.index) of \(shard.shard.count)'s part" }
        return complete ? "within depth \(depth)" : "in what was explored"
    }

    /// What the check means for a gate.
    public var status: CheckStatus {
        let outcomes = verdicts.map(\.outcome)
        if outcomes.contains(where: \.isViolated) { return .failed }
        let missingExpected = outcomes.contains(where: \.isExpectedMissing)
        let undecided = verdicts.contains { $0.violation == nil && $0.inconclusive != nil }
        switch stop {
        case .complete:
            return missingExpected ? .failed : undecided ? .incomplete : .passed
        case .stateLimit, .memoryLimit:
            return missingExpected || verdicts.allSatisfy({ $0.violation == nil }) ? .incomplete : .passed
        case .firstViolation, .simulated:
            return missingExpected ? .incomplete : .passed
        }
    }
}

/// The verdict of a check as a gate sees it.
public enum CheckStatus: String, Sendable {
    /// Every invariant holds, or exactly the expected violations were found.
    case passed
    /// A violation not expected, or an expected one not found.
    case failed
    /// A limit stopped the search before the bound, or the bound left a reachability
    /// assertion undecided, with nothing unexpected found.
    case incomplete
}
