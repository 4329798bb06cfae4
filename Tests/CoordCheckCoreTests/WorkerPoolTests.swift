import Foundation
import Testing
@testable import CoordCheckCore

/// `jobs` is a bound on the threads that search, whatever the machine's cores: the search
/// never has more threads at work, and the pool that runs it is as wide as asked, beyond
/// the cores too.
@Suite struct WorkerPoolTests {
    /// The threads seen at work through ``WorkerPool/Observer``: how many at once at most,
    /// and which.
    final class ThreadTally: @unchecked Sendable {
        private let lock = NSLock()
        private var working = 0
        private(set) var peak = 0
        private(set) var threads: Set<ObjectIdentifier> = []
        private(set) var pieces = 0

        func observe(_ activity: WorkerPool.Activity) {
            lock.lock()
            defer { lock.unlock() }
            switch activity {
            case .began:
                working += 1
                pieces += 1
                peak = max(peak, working)
                threads.insert(ObjectIdentifier(Thread.current))
            case .ended:
                working -= 1
            }
        }
    }

    @Test(arguments: [1, 2, 3])
    func aCheckNeverHasMoreThreadsAtWorkThanItsJobs(_ jobs: Int) throws {
        let scenario = try Fixtures.compile(BenchmarkFamily.tabs(tabs: 4, pushable: 2, depth: 8))
        let tally = ThreadTally()
        var options = CheckOptions(jobs: jobs)
        options.workObserver = { tally.observe($0) }
        let result = try Explorer(scenario: scenario).check(options)
        #expect(result.stats.states == 24_004)
        // Eight levels, each expanded in chunks and merged into the visited set.
        #expect(tally.pieces >= 16)
        #expect(tally.peak <= jobs, "\(tally.peak) threads worked at once with jobs \(jobs)")
        #expect(tally.threads.count <= jobs, "\(tally.threads.count) threads worked with jobs \(jobs)")
        if jobs == 1 { #expect(tally.threads == [ObjectIdentifier(Thread.current)], "one job searches on the calling thread") }
    }

    /// Every iteration of a run as wide as the pool waits until all are at work at once, so
    /// the run ends only if the pool has that many threads — more than this machine's cores
    /// too, which `DispatchQueue.concurrentPerform` never gives. (A run that cannot gather
    /// them gives up after a minute rather than hang the suite.)
    @Test(arguments: [1, 2, 4, 8])
    func aPoolWorksOnAsManyThreadsAsItIsWide(_ width: Int) {
        let tally = ThreadTally()
        let pool = WorkerPool(width: width, observer: { tally.observe($0) })
        defer { pool.close() }
        #expect(pool.width == width)
        let gathering = NSCondition()
        let arrived = SendableCounter()
        let gathered = SendableCounter()
        pool.run(iterations: width) { _ in
            gathering.lock()
            arrived.value += 1
            gathering.broadcast()
            let deadline = Date(timeIntervalSinceNow: 60)
            while arrived.value < width, gathering.wait(until: deadline) {}
            if arrived.value == width { gathered.value += 1 }
            gathering.unlock()
        }
        #expect(gathered.value == width, "only \(arrived.value) of \(width) iterations were at work at once")
        #expect(tally.threads.count == width)
        #expect(tally.peak == width)
    }

    @Test func aPoolRunsEveryIterationOnceAndIsReusedUntilClosed() {
        let pool = WorkerPool(width: 3)
        for iterations in [0, 1, 2, 7, 100] {
            let lock = NSLock()
            let seen = SendableCounter()
            let marks = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(iterations, 1))
            marks.initialize(repeating: 0)
            let slots = SendableBuffer(marks)
            pool.run(iterations: iterations) { index in
                slots.buffer[index] += 1
                lock.lock()
                seen.value += 1
                lock.unlock()
            }
            #expect(seen.value == iterations)
            #expect(marks.prefix(iterations).allSatisfy { $0 == 1 }, "\(iterations) iterations")
            marks.deallocate()
        }
        pool.close()
    }

    /// A count shared by the threads of a test, each change made under the test's lock.
    final class SendableCounter: @unchecked Sendable {
        var value = 0
    }
}
