/// What one thread found expanding a contiguous range of a level: the successors it met
/// first (not visited before the level, not offered earlier in its range), already checked,
/// and where the first violation of each invariant arose in it.
struct LevelChunk: Sendable {
    /// Where a violation arose: the level position of the state expanded and the index of
    /// the event among its enabled events (the violating state is the successor, or the
    /// invariant judges the transition).
    struct Site: Sendable {
        var position: Int32
        var event: UInt16
    }

    /// The successors, in the order they were met.
    var fingerprints: [UInt64] = []
    /// Each successor's set of enabled events (numbers in ``sets``).
    var enabledSet: [UInt32] = []
    /// Each successor's parent (level position) and event index; kept when the successors
    /// are stored as the next level.
    var parents: [Int32] = []
    var events: [UInt16] = []
    /// The successors' encodings, when they are stored as the next level.
    var arena = LevelArena()
    var sets = EnabledSets()
    /// By invariant: the first violation met in this range.
    var findings: [Site?]
    var transitions = 0
    var counts: CoverageCounts
    var error: ModelError?
    /// The process went over its memory limit while this chunk was expanded.
    var outOfMemory = false

    /// Gives back the room its arrays keep for growth (they wait for the merge while other
    /// chunks are expanded).
    mutating func shrink() {
        fingerprints.shrinkToFit()
        enabledSet.shrinkToFit()
        parents.shrinkToFit()
        events.shrinkToFit()
    }

    init(invariants: Int, counts: CoverageCounts) {
        findings = Array(repeating: nil, count: invariants)
        self.counts = counts
    }
}
