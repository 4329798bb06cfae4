import Testing
@testable import CoordCheckCore

/// The search engine: the benchmark family's exact counts against an independent count,
/// and results that do not depend on the number of jobs.
@Suite struct EngineTests {
    /// tabs(N, K) counted without the machine: a state is the selected tab and, per tab, the
    /// sequence of pushed types; breadth first to depth D.
    static func bruteForce(tabs: Int, pushable: Int, depth: Int) -> (states: Int, transitions: Int) {
        struct Abstract: Hashable {
            var selected: Int
            var stacks: [[Int]]
        }
        var seen: Set<Abstract> = [Abstract(selected: 0, stacks: Array(repeating: [], count: tabs))]
        var frontier = Array(seen)
        var transitions = 0
        for _ in 0..<depth {
            var next: [Abstract] = []
            for state in frontier {
                var successors: [Abstract] = []
                for type in 0..<pushable {
                    var pushed = state
                    pushed.stacks[state.selected].append(type)
                    successors.append(pushed)
                }
                if !state.stacks[state.selected].isEmpty {
                    var popped = state
                    popped.stacks[state.selected].removeLast()
                    successors.append(popped)
                }
                for tab in 0..<tabs where tab != state.selected {
                    var selected = state
                    selected.selected = tab
                    successors.append(selected)
                }
                transitions += successors.count
                for successor in successors where seen.insert(successor).inserted { next.append(successor) }
            }
            frontier = next
        }
        return (seen.count, transitions)
    }

    @Test(arguments: [(1, 1, 6), (2, 1, 7), (2, 3, 5), (3, 2, 6), (4, 2, 6), (4, 2, 8), (5, 1, 6)])
    func theTabsFamilyHasTheIndependentlyCountedStates(_ size: (Int, Int, Int)) throws {
        let (tabs, pushable, depth) = size
        let scenario = try Fixtures.compile(BenchmarkFamily.tabs(tabs: tabs, pushable: pushable, depth: depth))
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 2))
        let expected = Self.bruteForce(tabs: tabs, pushable: pushable, depth: depth)
        #expect(result.stats.states == expected.states)
        #expect(result.stats.transitions == expected.transitions)
        #expect(result.verdicts.allSatisfy { $0.holds })
        #expect(result.complete)
    }

    @Test func theAnchorSizesArePinned() throws {
        // tabs(4,2): the family's published counts (SPIN finds 1,153,028 states at depth 12).
        #expect(Self.bruteForce(tabs: 4, pushable: 2, depth: 8) == (24_004, 48_396))
        #expect(Self.bruteForce(tabs: 4, pushable: 2, depth: 10) == (174_212, 375_708))
        let scenario = try Fixtures.compile(BenchmarkFamily.tabs(tabs: 4, pushable: 2, depth: 8))
        let result = try Explorer(scenario: scenario).check()
        #expect(result.stats.states == 24_004)
        #expect(result.stats.transitions == 48_396)
    }

    static let jobsScenarios = [
        "Scenarios/lionheart.txt", "Scenarios/shop.txt", "Scenarios/bugs/lionheart-mypage-into-splash.txt",
        "Scenarios/bugs/shop-finish-on-swipe-begin.txt", "Scenarios/bugs/flows-remove-feed-pop-to-root.txt",
        "Scenarios/bugs/landing-strong-parent.txt", "Scenarios/bugs/lionheart-reselect-tab.txt",
    ]

    @Test(arguments: jobsScenarios)
    func everyNumberOfJobsGivesTheSameResult(_ path: String) throws {
        let scenario = try Fixtures.scenario(path)
        let reference = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        for jobs in [2, 3, 8] {
            let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: jobs))
            #expect(result.stats.states == reference.stats.states)
            #expect(result.stats.transitions == reference.stats.transitions)
            #expect(result.verdicts.map { $0.violation?.trace } == reference.verdicts.map { $0.violation?.trace }, "jobs \(jobs)")
            #expect(result.verdicts.map { $0.violation?.message } == reference.verdicts.map { $0.violation?.message })
            // Each other coordinator type's shortest violation too, in the same order.
            #expect(result.verdicts.map { $0.others.map(\.trace) } == reference.verdicts.map { $0.others.map(\.trace) }, "jobs \(jobs)")
            #expect(result.verdicts.map { $0.others.map(\.message) } == reference.verdicts.map { $0.others.map(\.message) })
        }
    }

    /// `check --shard K/N`: the shards together find every violation a single search finds,
    /// at the same (shortest) depth, with traces that replay; and each shard searches less.
    @Test(arguments: Fixtures.scenarioFiles(in: "Scenarios/bugs") + ["Scenarios/lionheart.txt"])
    func shardsTogetherGiveTheVerdictsAndDepthsOfOneSearch(_ path: String) throws {
        let scenario = try Fixtures.scenario(path)
        let explorer = Explorer(scenario: scenario)
        let whole = try explorer.check(CheckOptions(jobs: 2))
        for count in [2, 3] {
            let shards = try (1...count).map { try explorer.check(CheckOptions(jobs: 1 + $0 % 2, shard: SearchShard(index: $0, count: count))) }
            for (index, verdict) in whole.verdicts.enumerated() {
                let found = shards.compactMap { $0.verdicts[index].violation }
                #expect(found.isEmpty == (verdict.violation == nil), "\(verdict.name), \(count) shards")
                #expect(found.map(\.trace.events.count).min() == verdict.violation?.trace.events.count, "\(verdict.name), \(count) shards")
                for violation in found { _ = try Replayer(machine: explorer.machine, invariants: []).run(violation.trace.events) }
                // Every coordinator type blamed, at its shortest depth.
                var depths: [Int: Int] = [:]
                for violation in shards.flatMap({ $0.verdicts[index].violations }) {
                    depths[violation.culprit ?? -1] = min(depths[violation.culprit ?? -1] ?? .max, violation.depth)
                }
                #expect(depths == Dictionary(uniqueKeysWithValues: verdict.violations.map { ($0.culprit ?? -1, $0.depth) }), "\(verdict.name), \(count) shards")
            }
            for shard in shards {
                guard let split = shard.shard else {
                    Issue.record("a shard's result says nothing of its split")
                    continue
                }
                if split.level != nil {
                    #expect(shard.stats.transitions < whole.stats.transitions)
                    #expect(split.expanded < split.levelStates)
                }
            }
            #expect(shards.map { $0.shard?.level } == Array(repeating: shards[0].shard?.level, count: count), "every shard splits at the same level")
        }
    }

    /// The split covers every state: tabs(3,2)'s shards reach, together, all its states
    /// (each state's fingerprint found by some shard).
    @Test func shardsCoverEveryState() throws {
        let scenario = try Fixtures.compile(BenchmarkFamily.tabs(tabs: 3, pushable: 2, depth: 8))
        let explorer = Explorer(scenario: scenario)
        let whole = try explorer.check(CheckOptions(jobs: 1))
        let shards = try (1...4).map { try explorer.check(CheckOptions(jobs: 2, shard: SearchShard(index: $0, count: 4))) }
        let split = try #require(shards[0].shard?.level)
        #expect(split > 0 && split < 8)
        #expect(shards.allSatisfy { $0.stats.states < whole.stats.states })
        // States overlap between shards (a state can lie under two of the level's states), so
        // the union is at least the whole and the sum at least the union.
        #expect(shards.map(\.stats.states).reduce(0, +) >= whole.stats.states)
        #expect(shards.map { $0.shard?.expanded ?? 0 }.reduce(0, +) == shards[0].shard?.levelStates)
    }

    /// The visited set's size depends only on what it holds: offering a fingerprint again
    /// never makes it grow (else --jobs, which changes how often a state is offered, would
    /// change the reported bytes).
    @Test func offeringAFingerprintAgainNeverGrowsTheVisitedSet() {
        var once = FingerprintSet(capacity: 8)
        var twice = FingerprintSet(capacity: 8)
        for value in UInt64(1)...200 {
            once.insert(Fingerprint(value: value &* 0x9E37_79B9_7F4A_7C15))
            twice.insert(Fingerprint(value: value &* 0x9E37_79B9_7F4A_7C15))
            for earlier in 1...value { twice.insert(Fingerprint(value: earlier &* 0x9E37_79B9_7F4A_7C15)) }
        }
        #expect(once.count == 200 && twice.count == 200)
        #expect(once.bytes == twice.bytes)
    }

    /// The ordered table against a `Set`: random keys, keys crowding the last home slots
    /// (a run longer than the room past them, which must double), and 0 and 1, which share
    /// a slot key.
    @Test func theFingerprintSetAgreesWithASet() {
        var set = FingerprintSet(capacity: 8)
        var reference = Set<UInt64>()
        var generator = SplitMix64(seed: 11)
        var offered: [UInt64] = []
        for round in 0..<30_000 {
            let random = generator.next()
            let value = round % 5 == 0 ? UInt64.max - random % 3_000 : round % 11 == 0 ? random % 3 : random
            offered.append(value)
            #expect(set.insert(Fingerprint(value: value)) == reference.insert(value == 0 ? 1 : value).inserted, "round \(round)")
        }
        #expect(set.count == reference.count)
        for value in offered { #expect(set.contains(Fingerprint(value: value))) }
        for _ in 0..<10_000 {
            let absent = generator.next()
            #expect(set.contains(Fingerprint(value: absent)) == reference.contains(absent))
        }
    }

    @Test func limitsStopAtTheSamePlaceForEveryNumberOfJobs() throws {
        let scenario = try Fixtures.compile(BenchmarkFamily.tabs(tabs: 3, pushable: 2, depth: 8))
        let one = try Explorer(scenario: scenario).check(CheckOptions(maxStates: 777, jobs: 1))
        let two = try Explorer(scenario: scenario).check(CheckOptions(maxStates: 777, jobs: 2))
        #expect(one.stop == .stateLimit(777))
        #expect(two.stop == one.stop)
        #expect(two.stats.states == 777 && one.stats.states == 777)
        #expect(two.stats.depthCovered == one.stats.depthCovered)
        let stopped = try Explorer(scenario: Fixtures.scenario("Scenarios/bugs/lionheart-mypage-into-splash.txt"))
        let first = try stopped.check(CheckOptions(stopAtFirstViolation: true, jobs: 1))
        let firstParallel = try stopped.check(CheckOptions(stopAtFirstViolation: true, jobs: 4))
        #expect(first.stop == .firstViolation && firstParallel.stop == .firstViolation)
        #expect(first.stats.states == firstParallel.stats.states)
        #expect(first.stats.transitions == firstParallel.stats.transitions)
        #expect(first.stats.depthCovered == firstParallel.stats.depthCovered)
    }

    @Test func aMemoryLimitStopsCleanly() throws {
        let scenario = try Fixtures.compile(BenchmarkFamily.tabs(tabs: 4, pushable: 2, depth: 10))
        let result = try Explorer(scenario: scenario).check(CheckOptions(maxMemory: 1024))
        #expect(result.stop == .memoryLimit(1024))
        #expect(result.status == .incomplete)
        #expect(result.stats.states < 174_212)
    }

    /// wyhash's published test vectors (its test_vector.cpp at 77e50f2, seed = row): every
    /// length branch (0, under 4, 4 to 16, 17 to 48, over 48 bytes).
    @Test func fingerprintsAreWyhashWithItsPublishedTestVectors() {
        let vectors: [(String, UInt64)] = [
            ("", 0x0409_638e_e2bd_e459),
            ("a", 0xa841_2d09_1b5f_e0a9),
            ("abc", 0x32dd_92e4_b291_5153),
            ("message digest", 0x8619_1240_89a3_a16b),
            ("abcdefghijklmnopqrstuvwxyz", 0x7a43_afb6_1d7f_5f40),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 0xff42_329b_90e5_0d58),
            (String(repeating: "1234567890", count: 8), 0xc39c_ab13_b115_aad3),
        ]
        for (seed, (input, expected)) in vectors.enumerated() {
            #expect(Wyhash.hash(Array(input.utf8)[...], seed: UInt64(seed)) == expected, "\(input)")
        }
        let bytes: [UInt8] = [9, 1, 2, 3, 200, 7]
        #expect(Fingerprint(encoding: bytes[...]).value == Wyhash.hash(bytes[...], seed: 0))
        #expect(Fingerprint(encoding: bytes[1...]).value == Wyhash.hash(Array(bytes[1...])[...]), "a slice hashes as its bytes")
    }

    /// The chance that two of the states a search met share a fingerprint (TLC's
    /// "optimistic" estimate): distinct × (generated − distinct) / 2⁶⁴.
    @Test func theStatsGiveTheFingerprintCollisionProbability() throws {
        let scenario = try Fixtures.compile(BenchmarkFamily.tabs(tabs: 3, pushable: 2, depth: 8))
        let stats = try Explorer(scenario: scenario).check(CheckOptions(jobs: 2)).stats
        let expected = Double(stats.states) * Double(stats.transitions + 1 - stats.states) / 0x1p64
        #expect(stats.collisionProbability == expected)
        #expect(stats.collisionProbability > 0 && stats.collisionProbability < 1e-9)
    }

    @Test func theVisitedSetCostsAtMostFifteenBytesPerState() throws {
        var set = FingerprintSet()
        var generator = SplitMix64(seed: 7)
        for _ in 0..<100_000 {
            let inserted = set.insert(Fingerprint(value: generator.next()))
            #expect(inserted)
        }
        #expect(set.count == 100_000)
        #expect(set.bytes <= 15 * set.count + 16 * 1024)
        generator = SplitMix64(seed: 7)
        for _ in 0..<1000 {
            let value = generator.next()
            #expect(set.contains(Fingerprint(value: value)))
            let again = set.insert(Fingerprint(value: value))
            #expect(!again)
        }
        let zero = set.insert(Fingerprint(value: 0))
        #expect(zero, "the empty-slot marker is still a fingerprint")
        #expect(set.contains(Fingerprint(value: 0)))
    }
}
