// Heap allocations of the explorer and of one transition (issue 14: one working state per
// worker, reused, and no heap allocation per transition in steady state).
//
// ordo-one/benchmark (its MallocInterposer trait) counts every malloc of the process, calloc,
// realloc, posix_memalign and the rest included, while a benchmark's body runs; each body
// also reads the same counters around its work and reports mallocs per 1000 transitions (or
// calls), rounded up, so that 0 means no allocation at all. Benchmarks/README.md has today's
// numbers.

import Benchmark
import CoordCheckCore
import MallocInterposerSwift

/// The metrics every benchmark here reports: the framework's own counts per iteration (one
/// iteration is one whole check, or one pass over the fixed states) and the time.
let allocationMetrics: [BenchmarkMetric] = [.mallocCountTotal, .freeCountTotal, .mallocBytesCount, .wallClock]

/// A count shown as it is (not in K or M).
func exact(_ name: String) -> BenchmarkMetric {
    .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
}

let mallocsPerThousandTransitions = exact("Mallocs per 1000 transitions")
let mallocsPerMillionMoreTransitions = exact("Mallocs per 1M transitions beyond d10")
let transitionsPerCheck = exact("Transitions per check")
let mallocsPerThousandApplies = exact("Mallocs per 1000 Machine.apply")
let mallocsPerThousandEnabledEvents = exact("Mallocs per 1000 Machine.enabledEvents")
let appliesPerPass = exact("Machine.apply per pass")
let statesPerPass = exact("Machine.enabledEvents per pass")

/// The configuration of a benchmark that also reports `custom` counts, shown exactly (the
/// framework's own in K or M when large).
func configuration(_ custom: [BenchmarkMetric], maxIterations: Int) -> Benchmark.Configuration {
    .init(metrics: allocationMetrics + custom, units: Dictionary(uniqueKeysWithValues: custom.map { ($0, .count) }),
          warmupIterations: 1, maxDuration: .seconds(5), maxIterations: maxIterations)
}

/// Mallocs so far in this process, as the interposer counts them.
func mallocCount() -> Int {
    MallocInterposerSwift.getStatistics().mallocCount
}

/// `mallocs` per 1000 of `work`, rounded up: 0 only when nothing was allocated.
func perThousand(_ mallocs: Int, _ work: Int) -> Int {
    work == 0 ? mallocs * 1000 : (mallocs * 1000 + work - 1) / work
}

/// The mallocs `work` makes, and its result (kept from the optimizer).
func counted<Result>(_ work: () throws -> Result) rethrows -> (mallocs: Int, result: Result) {
    let before = mallocCount()
    let result = try work()
    let mallocs = mallocCount() - before
    blackHole(result)
    return (mallocs, result)
}

func compiledTabs(tabs: Int, pushable: Int, depth: Int) throws -> Scenario {
    let file = SourceFile(path: "tabs-\(tabs)-\(pushable).txt", text: BenchmarkFamily.tabs(tabs: tabs, pushable: pushable, depth: depth))
    switch ScenarioCompiler.compile(file) {
    case .success(let scenario): return scenario
    case .failure(let failure): throw failure
    }
}

/// Every state reachable in at most `depth` events (canonical, each once) with every event
/// enabled in it: the fixed set of transitions the steady-state benchmarks replay.
struct Transitions {
    let machine: Machine
    let states: [State]
    let transitions: [(state: State, event: Event)]

    init(_ scenario: Scenario, depth: Int) throws {
        let machine = Machine(scenario: scenario)
        var launch = try machine.launch()
        launch.canonicalize()
        var seen: Set<State> = [launch]
        var all = [launch]
        var frontier = [launch]
        for _ in 0..<depth {
            var next: [State] = []
            for state in frontier {
                for event in machine.enabledEvents(in: state) {
                    var successor = try machine.apply(event, to: state).state
                    successor.canonicalize()
                    if seen.insert(successor).inserted { next.append(successor) }
                }
            }
            all += next
            frontier = next
        }
        self.machine = machine
        states = all
        transitions = all.flatMap { state in machine.enabledEvents(in: state).map { (state: state, event: $0) } }
    }
}

let benchmarks: @Sendable () -> Void = {
    // The whole search, one worker: everything it allocates (visited set, frontier, arena,
    // coverage…), divided by the transitions it takes.
    Benchmark("Explorer.check tabs(3,2) d8 jobs 1",
              configuration: configuration([mallocsPerThousandTransitions, transitionsPerCheck], maxIterations: 10)) { benchmark, explorer in
        let (mallocs, result) = try counted { try explorer.check(CheckOptions(depth: 8, jobs: 1)) }
        benchmark.measurement(mallocsPerThousandTransitions, perThousand(mallocs, result.stats.transitions))
        benchmark.measurement(transitionsPerCheck, result.stats.transitions)
    } setup: {
        Explorer(scenario: try compiledTabs(tabs: 3, pushable: 2, depth: 8))
    }

    // The steady state: the fixed part (parsing, compiling, the first levels) weighs less the
    // larger the search, so what d12 allocates beyond d10, per transition it takes beyond
    // d10, is the cost of a transition — what is left is the per-level growth of the visited
    // set and the level buffers, which is not per transition.
    Benchmark("Explorer.check tabs(3,2) d12 jobs 1",
              configuration: configuration([mallocsPerThousandTransitions, mallocsPerMillionMoreTransitions, transitionsPerCheck],
                                           maxIterations: 2)) { benchmark, explorers in
        let (smaller, small) = try counted { try explorers.d10.check(CheckOptions(depth: 10, jobs: 1)) }
        let (mallocs, result) = try counted { try explorers.d12.check(CheckOptions(depth: 12, jobs: 1)) }
        let beyond = result.stats.transitions - small.stats.transitions
        benchmark.measurement(mallocsPerThousandTransitions, perThousand(mallocs, result.stats.transitions))
        benchmark.measurement(mallocsPerMillionMoreTransitions, perThousand(1000 * (mallocs - smaller), beyond))
        benchmark.measurement(transitionsPerCheck, result.stats.transitions)
    } setup: {
        (d10: Explorer(scenario: try compiledTabs(tabs: 3, pushable: 2, depth: 10)),
         d12: Explorer(scenario: try compiledTabs(tabs: 3, pushable: 2, depth: 12)))
    }

    // One transition in steady state: Machine.apply over every (state, event) of tabs(3,2)
    // to depth 6, collected before measuring; one iteration is one pass over all of them.
    Benchmark("Machine.apply tabs(3,2) d6 states",
              configuration: configuration([mallocsPerThousandApplies, appliesPerPass], maxIterations: 100)) { benchmark, fixed in
        let before = mallocCount()
        for transition in fixed.transitions {
            blackHole(try fixed.machine.apply(transition.event, to: transition.state))
        }
        benchmark.measurement(mallocsPerThousandApplies, perThousand(mallocCount() - before, fixed.transitions.count))
        benchmark.measurement(appliesPerPass, fixed.transitions.count)
    } setup: {
        try Transitions(try compiledTabs(tabs: 3, pushable: 2, depth: 6), depth: 6)
    }

    // The other half of a transition's context: the events enabled in the state it reaches.
    Benchmark("Machine.enabledEvents tabs(3,2) d6 states",
              configuration: configuration([mallocsPerThousandEnabledEvents, statesPerPass], maxIterations: 100)) { benchmark, fixed in
        let before = mallocCount()
        for state in fixed.states {
            blackHole(fixed.machine.enabledEvents(in: state))
        }
        benchmark.measurement(mallocsPerThousandEnabledEvents, perThousand(mallocCount() - before, fixed.states.count))
        benchmark.measurement(statesPerPass, fixed.states.count)
    } setup: {
        try Transitions(try compiledTabs(tabs: 3, pushable: 2, depth: 6), depth: 6)
    }
}
