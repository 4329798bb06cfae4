/// What one thread found expanding a contiguous range of a level: the successors it met
/// first (not visited before the level, not offered earlier in its range), already checked,
/// and where the first violation of each invariant blaming each coordinator type arose in it.
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
    /// By invariant and culprit slot (``CulpritSlots``): the first violation met in this
    /// range blaming that coordinator type.
    var findings: [Site?]
    /// The slots the search filled before this level, by the same index: not filled again.
    private let known: [Bool]
    /// By invariant: how many of the slots it can fill are still empty (known or here).
    private(set) var remaining: [Int]
    let slots: CulpritSlots
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

    /// A chunk of a level before which the slots `known` were filled, and each invariant had
    /// `remaining` empty slots it can fill.
    init(slots: CulpritSlots, known: [Bool], remaining: [Int], counts: CoverageCounts) {
        self.slots = slots
        findings = Array(repeating: nil, count: known.count)
        self.known = known
        self.remaining = remaining
        self.counts = counts
    }

    /// Records `site` for each of `culprits` (whom the invariant at `index` blames there)
    /// whose slot is still empty; true when none is left for the invariant to fill.
    mutating func record(_ culprits: [Int32?], of index: Int, at site: Site) -> Bool {
        for culprit in culprits {
            let slot = slots.index(of: index, culprit: culprit)
            guard !known[slot], findings[slot] == nil else { continue }
            findings[slot] = site
            remaining[index] -= 1
        }
        return remaining[index] <= 0
    }
}
