import Foundation

/// How far, how wide and how long to explore.
public struct CheckOptions: Sendable {
    /// The depth bound; nil uses the scenario's `depth`.
    public var depth: Int?
    /// Stop (incomplete) once this many distinct states are known.
    public var maxStates: Int?
    /// Stop (incomplete) before the process holds more than this many bytes. Nil uses
    /// ``defaultMemoryLimit``, so that a search too large for the machine stops cleanly
    /// instead of being killed.
    public var maxMemory: Int?
    /// Stop at the end of the first level where any invariant is violated.
    public var stopAtFirstViolation = false
    /// The threads that search: at most this many expand a level, fill the visited set or
    /// judge states at once, whatever the machine's cores (the default is their number).
    /// Every value gives the same verdicts, counts and traces.
    public var jobs: Int
    /// This process's part of a search shared by several (nil: the whole search).
    public var shard: SearchShard?
    /// Called after every level (on the calling thread).
    public var progress: (@Sendable (ExplorationProgress) -> Void)?
    /// Told by each thread as it begins and ends a piece of search work (the tests count the
    /// threads at work with it).
    var workObserver: WorkerPool.Observer?

    public init(depth: Int? = nil, maxStates: Int? = nil, maxMemory: Int? = nil, stopAtFirstViolation: Bool = false,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: SearchShard? = nil, progress: (@Sendable (ExplorationProgress) -> Void)? = nil) {
        self.depth = depth
        self.maxStates = maxStates
        self.maxMemory = maxMemory
        self.stopAtFirstViolation = stopAtFirstViolation
        self.jobs = max(1, jobs)
        self.shard = shard
        self.progress = progress
    }

    /// 80% of the memory this process can use: the machine's, a container's (cgroup) limit,
    /// or what is available when the search starts, whichever is least.
    public static var defaultMemoryLimit: Int {
        Int(Double(ResidentMemory.usable()) * 0.8)
    }
}
