import Foundation

/// Exactly ``width`` threads doing a search's parallel work: the thread that calls
/// ``run(iterations:_:)`` and `width − 1` threads of the pool's own, started with it and
/// ended by ``close()``. This is what ``CheckOptions/jobs`` means: however many cores the
/// machine has, no more than `jobs` threads expand a level or fill the visited set at once
/// (`DispatchQueue.concurrentPerform`, which this replaces, is as wide as the machine).
///
/// The iterations of a run are handed out one at a time, in order, to whichever thread is
/// free; what each does must not depend on which thread does it.
///
/// ```swift
/// let pool = WorkerPool(width: 2)
/// defer { pool.close() }
/// pool.run(iterations: 16) { chunk in expand(chunk) }
/// ```
final class WorkerPool: @unchecked Sendable {
    /// What a thread is about to do, or has just done, with one iteration.
    enum Activity: Sendable {
        case began
        case ended
    }

    /// Called on the working thread before and after each iteration (tests count the
    /// threads at work with it).
    typealias Observer = @Sendable (Activity) -> Void

    /// The threads that work: the caller of ``run(iterations:_:)`` and `width − 1` others.
    let width: Int
    private let observer: Observer?
    /// Guards every property below it, and wakes the threads waiting on them.
    private let condition = NSCondition()
    private var work: (@Sendable (Int) -> Void)?
    private var iterations = 0
    /// Iterations handed out, and not yet finished, of the current run.
    private var taken = 0
    private var unfinished = 0
    /// Which run the pool's threads were last woken for.
    private var generation = 0
    private var closing = false
    /// The pool's own threads not yet ended.
    private var alive = 0

    init(width: Int, observer: Observer? = nil) {
        self.width = max(1, width)
        self.observer = observer
        alive = self.width - 1
        for _ in 1..<self.width {
            let thread = Thread { [self] in serve() }
            thread.name = "coordcheck worker"
            thread.start()
        }
    }

    /// Calls `work` once for each of `0..<iterations`, on at most ``width`` threads at once,
    /// and returns when every call has.
    func run(iterations: Int, _ work: @escaping @Sendable (Int) -> Void) {
        guard width > 1, iterations > 1 else {
            for index in 0..<iterations { perform(work, index) }
            return
        }
        condition.lock()
        precondition(self.work == nil && !closing, "a worker pool runs one job at a time, until closed")
        self.work = work
        self.iterations = iterations
        taken = 0
        unfinished = iterations
        generation += 1
        condition.broadcast()
        condition.unlock()
        participate()
        condition.lock()
        while unfinished > 0 { condition.wait() }
        self.work = nil
        condition.unlock()
    }

    /// Ends the pool's threads, once each has finished what it was doing.
    func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        while alive > 0 { condition.wait() }
        condition.unlock()
    }

    /// Takes the current run's iterations one by one until none is left.
    private func participate() {
        while true {
            condition.lock()
            guard let work, taken < iterations else {
                condition.unlock()
                return
            }
            let index = taken
            taken += 1
            condition.unlock()
            perform(work, index)
            condition.lock()
            unfinished -= 1
            if unfinished == 0 { condition.broadcast() }
            condition.unlock()
        }
    }

    private func perform(_ work: @Sendable (Int) -> Void, _ index: Int) {
        observer?(.began)
        work(index)
        observer?(.ended)
    }

    /// A thread of the pool's own: waits for each run, takes part in it, and ends when the
    /// pool closes.
    private func serve() {
        var seen = 0
        condition.lock()
        while true {
            while !closing, generation == seen { condition.wait() }
            if closing {
                alive -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            seen = generation
            condition.unlock()
            participate()
            condition.lock()
        }
    }
}
