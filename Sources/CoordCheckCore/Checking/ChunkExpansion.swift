/// One thread's expansion of a contiguous range of a level into a ``LevelChunk``.
///
/// Each frontier state is decoded once, into `base`; each of its enabled events is applied to
/// a working state restored from it (from its flat copy of the arrays), in place, so that the
/// arrays of both keep their room from one transition to the next; the last event is applied
/// to the decoded state itself, lent to the working state. The successor is encoded,
/// fingerprinted, looked up in the visited set and among the successors this chunk already
/// offered, and judged when it is new or a transition invariant is still open.
///
/// A step that changed only the window root (``EditTracking``), a tab selection, costs less
/// twice: the successor is encoded as the frontier state's bytes with the root written again,
/// and when only the selected tab changed, the invariants that cannot read it are not asked
/// again (``CompiledInvariant/readsSelectedTab``): those judge the successor as they judged
/// the frontier state (holding, or blaming the same coordinators, already recorded at a
/// shallower depth).
///
/// The lookup comes one successor late. A visited set of millions of states does not fit in
/// any cache, so looking a fingerprint up waits on memory: each successor's slots are
/// prefetched as soon as its fingerprint is known and read only once the next successor is
/// generated, with two working states taking turns. The successors are looked up, judged and
/// recorded in the order they were generated, so the chunk is the one a lookup on the spot
/// would give.
struct ChunkExpansion {
    private let explorer: Explorer
    private let visited: VisitedSet
    /// Whether the successors are stored as the next level (not at the bound).
    private let storing: Bool
    private let memoryLimit: Int
    /// How many new successors a chunk adds between two readings of the process's memory
    /// (each a read of /proc/self/statm, a few microseconds): every chunk of a level grows
    /// at once, so the limit is overshot by at most this many of each chunk's.
    static let memoryCheckInterval = 1024
    /// How often each handler ran, by handler id.
    private let runs: UnsafeMutableBufferPointer<Int>
    private(set) var chunk: LevelChunk
    /// The invariants still open in this chunk (with a culprit slot left to fill), by scope,
    /// and what they read of their context.
    private var stateChecks: [Int]
    private var transitionChecks: [Int]
    private var stateNeeds: InvariantNeeds
    private var transitionNeeds: InvariantNeeds
    /// What the state invariants that read the selected tab need: all that judge a step that
    /// changed only the selected tab (``Successor/onlySelectedTabChanged``).
    private var selectedTabStateNeeds: InvariantNeeds
    /// Successors already offered by this chunk: only the first is kept (the merge keeps the
    /// first across chunks).
    private var offered = FingerprintSet()
    private var base = StateImage()
    /// One handler run for every event, begun afresh for each.
    private var run: HandlerRun
    private var enabled: [Event] = []
    /// The enabled events and the tree of the successor judged, in arrays that keep their room.
    private var successorEvents: [Event] = []
    private var tree = TreeShape.empty
    /// The successor judged, swapped in from its turn (which takes this state's room).
    private var judged = State()
    /// Every judgement goes through this one context, the working values swapped in.
    private var context: InvariantContext
    /// Two successors taking turns (the caller's): the one being generated, at `turn`, and
    /// the one generated before it, waiting for its lookup when `isWaiting`. Read in place:
    /// swapping them would copy both.
    private let successors: UnsafeMutableBufferPointer<Successor>
    private var turn = 0
    private var isWaiting = false

    /// `known`: the culprit slots filled before this level; `remaining`: by invariant, how many
    /// it can still fill (an invariant with none left is not judged).
    init(explorer: Explorer, visited: VisitedSet, storing: Bool, known: [Bool], remaining: [Int], memoryLimit: Int,
         runs: UnsafeMutableBufferPointer<Int>, successors: UnsafeMutableBufferPointer<Successor>) {
        precondition(successors.count == 2, "a chunk expansion takes two successors")
        self.explorer = explorer
        self.visited = visited
        self.storing = storing
        self.memoryLimit = memoryLimit
        self.runs = runs
        self.successors = successors
        let invariants = explorer.invariants
        chunk = LevelChunk(slots: explorer.slots, known: known, remaining: remaining,
                           counts: CoverageCounts(events: explorer.events, handlers: explorer.handlers.count))
        stateChecks = invariants.indices.filter { remaining[$0] > 0 && invariants[$0].scope == .state }
        transitionChecks = invariants.indices.filter { remaining[$0] > 0 && invariants[$0].scope == .transition }
        stateNeeds = explorer.needs(of: stateChecks)
        transitionNeeds = explorer.needs(of: transitionChecks)
        selectedTabStateNeeds = explorer.needs(ofThoseReadingTheSelectedTab: stateChecks)
        run = HandlerRun(model: explorer.machine.model, state: State())
        context = InvariantContext(model: explorer.machine.model, state: State(), effects: nil, enabledEvents: [], tree: .empty)
    }

    /// Expands the frontier state at `position` (its encoding), the successor of its last
    /// event left waiting.
    mutating func expand(position: Int, encoding: UnsafeBufferPointer<UInt8>) throws(ModelError) {
        base.decode(encoding)
        // Kept for comparing, before the last event takes the decoded state.
        let baseRoot = base.state.root
        explorer.machine.enabledEvents(in: base.state, into: &enabled)
        for eventIndex in enabled.indices {
            let event = enabled[eventIndex]
            // The last event takes the decoded state itself: no copy is needed after it.
            if eventIndex == enabled.count - 1 { base.lend(to: &successors[turn].state) } else { successors[turn].state.restore(from: base) }
            chunk.counts.fired[explorer.events.index(of: event)] += 1
            // What UIKit refused: rare, so counted only when there is something.
            if try successors[turn].apply(event, by: explorer.machine, using: &run, countingRuns: runs) {
                chunk.counts.count(successors[turn].effects?.notes ?? [])
            }
            chunk.transitions += 1
            successors[turn].fingerprintState(base: encoding, rootLength: base.rootLength)
            successors[turn].onlySelectedTabChanged = successors[turn].state.edits.onlyRootChanged
                && successors[turn].state.root.hasSameTabs(as: baseRoot)
            let fingerprint = successors[turn].fingerprint
            successors[turn].site = LevelChunk.Site(position: Int32(position), event: UInt16(eventIndex))
            visited.prefetch(fingerprint)
            offered.prefetch(fingerprint)
            lookUpWaiting()
            if chunk.outOfMemory { return }
            turn = 1 - turn
            isWaiting = true
        }
    }

    /// The chunk, once the successor still waiting is looked up.
    mutating func finish() -> LevelChunk {
        if !chunk.outOfMemory { lookUpWaiting() }
        chunk.counts.handlerRuns = Array(runs)
        chunk.shrink()
        return chunk
    }

    /// Looks the waiting successor up, and judges it and records it when it is new; judges
    /// the step to it when a transition invariant is open.
    private mutating func lookUpWaiting() {
        guard isWaiting else { return }
        isWaiting = false
        let waiting = 1 - turn
        let fingerprint = successors[waiting].fingerprint
        let new = !visited.contains(fingerprint) && offered.insert(fingerprint)
        guard new || !transitionChecks.isEmpty else { return }
        // Judged in a state of this expansion's own: read from the successor in place, it
        // would be copied for each call.
        swap(&judged, &successors[waiting].state)
        // The state a step left was judged when it was new, at a shallower depth: after a step
        // that changed only the selected tab, the invariants that cannot read it judge this
        // state as they judged that one (holding, or blaming the same coordinators), so they
        // have nothing to add here.
        let selectedTabOnly = successors[waiting].onlySelectedTabChanged
        // What the invariants judging this step read: a new state's events are needed for
        // coverage anyway.
        let judging = new ? transitionNeeds.union(selectedTabOnly ? selectedTabStateNeeds : stateNeeds).union(.enabledEvents) : transitionNeeds
        if judging.contains(.enabledEvents) {
            explorer.machine.enabledEvents(in: judged, into: &successorEvents)
        } else {
            successorEvents.empty()
        }
        if !transitionChecks.isEmpty || (new && !stateChecks.isEmpty) {
            let judgingTree = judging.contains(.tree)
            if judgingTree { judged.tree(into: &tree) }
            swap(&context.effects, &successors[waiting].effects)
            context.exchange(state: &judged, enabledEvents: &successorEvents, tree: &tree, withTree: judgingTree)
            if Self.judge(&transitionChecks, chunk: &chunk, at: successors[waiting].site, in: context, by: explorer.compiledInvariants,
                          assertions: explorer.assertions, invariants: explorer.invariants) {
                transitionNeeds = explorer.needs(of: transitionChecks)
            }
            if new, Self.judge(&stateChecks, onlyThoseReadingTheSelectedTab: selectedTabOnly, chunk: &chunk, at: successors[waiting].site,
                               in: context, by: explorer.compiledInvariants, assertions: explorer.assertions, invariants: explorer.invariants) {
                stateNeeds = explorer.needs(of: stateChecks)
                selectedTabStateNeeds = explorer.needs(ofThoseReadingTheSelectedTab: stateChecks)
            }
            context.exchange(state: &judged, enabledEvents: &successorEvents, tree: &tree, withTree: judgingTree)
        }
        guard new else { return }
        chunk.fingerprints.append(fingerprint.value)
        chunk.enabledSet.append(chunk.sets.id(of: successorEvents, in: explorer.events))
        if storing {
            chunk.arena.append(successors[waiting].encoding)
            chunk.parents.append(successors[waiting].site.position)
            chunk.events.append(successors[waiting].site.event)
        }
        if chunk.fingerprints.count % Self.memoryCheckInterval == 0, ResidentMemory.bytes() > memoryLimit {
            chunk.outOfMemory = true
        }
    }

    /// Judges a step (or a state) with the invariants at `checks` (`onlyThoseReadingTheSelectedTab`,
    /// those of them that read it), recording where each is violated, for each coordinator
    /// type it blames there (``LevelChunk/record(_:of:at:)``). Only a violation costs more
    /// than the judgement: asking for everything wrong, to blame every culprit. Once an
    /// invariant has no culprit slot left to fill in this chunk, later sites cannot come
    /// first: it is dropped from `checks`, and true is returned (what the checks need is then
    /// worked out again). Read by position: iterating the array would retain and release it
    /// on every transition. Given the explorer's arrays rather than the explorer: given that
    /// large a value, a call would copy it.
    private static func judge(_ checks: inout [Int], onlyThoseReadingTheSelectedTab: Bool = false, chunk: inout LevelChunk,
                              at site: LevelChunk.Site, in context: InvariantContext, by compiled: [CompiledInvariant],
                              assertions: [AssertionInvariant], invariants: [any Invariant]) -> Bool {
        var dropped = false
        var position = 0
        while position < checks.count {
            let index = checks[position]
            if onlyThoseReadingTheSelectedTab, !compiled[index].readsSelectedTab {
                position += 1
            } else if compiled[index].isViolated(in: context, assertions: assertions, invariants: invariants) {
                if blameAll(compiled[index], at: index, site: site, in: context, chunk: &chunk, assertions: assertions, invariants: invariants) {
                    checks.remove(at: position)
                    dropped = true
                } else {
                    position += 1
                }
            } else {
                position += 1
            }
        }
        return dropped
    }

    /// Records every coordinator type the invariant `compiled` (at `index`) blames in the
    /// context judged (``LevelChunk/record(_:of:at:)``); true when it has no slot left to
    /// fill. Out of line: only a violation comes here.
    @inline(never)
    private static func blameAll(_ compiled: CompiledInvariant, at index: Int, site: LevelChunk.Site, in context: InvariantContext,
                                 chunk: inout LevelChunk, assertions: [AssertionInvariant], invariants: [any Invariant]) -> Bool {
        chunk.record(compiled.culprits(in: context, assertions: assertions, invariants: invariants), of: index, at: site)
    }
}
