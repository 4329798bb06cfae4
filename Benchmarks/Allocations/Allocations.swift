// Heap allocations of the explorer (issue 14: one working state per worker, reused, and no
// heap allocation per transition in steady state). The engine's state and machine are
// internal, so the search is measured whole, through the public `Explorer`.
//
// ordo-one/benchmark (its MallocInterposer trait) counts every malloc of the process, calloc,
// realloc, posix_memalign and the rest included, while a benchmark's body runs; each body
// also reads the same counters around its work and reports mallocs per 1000 transitions,
// rounded up, so that 0 means no allocation at all. Benchmarks/README.md has today's numbers.

import Benchmark
import CoordCheckCore
import MallocInterposerSwift

/// The metrics every benchmark here reports: the framework's own counts per iteration (one
/// iteration is one whole check) and the time.
let allocationMetrics: [BenchmarkMetric] = [.mallocCountTotal, .freeCountTotal, .mallocBytesCount, .wallClock]

/// A count shown as it is (not in K or M).
func exact(_ name: String) -> BenchmarkMetric {
    .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
}

let mallocsPerThousandTransitions = exact("Mallocs per 1000 transitions")
let mallocsPerMillionMoreTransitions = exact("Mallocs per 1M transitions beyond d10")
let transitionsPerCheck = exact("Transitions per check")

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
}
