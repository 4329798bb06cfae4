/// A successor generated and not yet looked up: the state an event led to, what the step did,
/// its canonical encoding and fingerprint, and where it arose. A ``ChunkExpansion`` keeps one
/// waiting while it generates the next (see there).
struct Successor {
    var state = State()
    /// Swapped with the invariant context's, not copied: nil until its first step, and after
    /// a swap with a context that held none (the context's first judgement).
    var effects: StepEffects?
    /// The encodings written, each after the one before: the last, from ``encodingStart``, is
    /// this successor's. Emptied only once it outgrows ``bufferLimit``: emptying an array that
    /// keeps its room goes through a generic `replaceSubrange`, about 80 instructions, where
    /// a whole transition is about 10,000. Its room is claimed in one go, not doubled up to it.
    private var buffer: [UInt8] = []
    private var encodingStart = 0
    var fingerprint = Fingerprint(value: 0)
    var site = LevelChunk.Site(position: 0, event: 0)
    /// Whether the step changed nothing but the selected tab (of the same tabs): the
    /// invariants that cannot read the selected tab (``CompiledInvariant/readsSelectedTab``)
    /// judge it as they judged the state it left, a frontier state.
    var onlySelectedTabChanged = false

    private static let bufferLimit = 4_096

    /// The canonical encoding ``fingerprintState(base:rootLength:)`` wrote last.
    var encoding: ArraySlice<UInt8> { buffer[encodingStart...] }

    /// Writes the state's canonical encoding and its fingerprint (in one access: the state
    /// read while the encoding is written, as two accesses from outside would copy it).
    ///
    /// `base` is the canonical encoding of the state the event was applied to, and
    /// `rootLength` the length of its window root: when the event changed nothing but the
    /// window root (a tab selection), the encoding is `base` with the root written again.
    mutating func fingerprintState(base: UnsafeBufferPointer<UInt8>, rootLength: Int) {
        if buffer.count > Self.bufferLimit {
            buffer.removeAll(keepingCapacity: true)
        } else if buffer.capacity < Self.bufferLimit {
            buffer.reserveCapacity(2 * Self.bufferLimit)
        }
        encodingStart = buffer.count
        if state.edits.onlyRootChanged {
            state.encodeCanonical(into: &buffer, sharingTailOf: base, rootLength: rootLength)
        } else {
            state.encodeCanonical(into: &buffer)
        }
        fingerprint = Fingerprint(encoding: buffer[encodingStart...])
    }

    /// Becomes the state `event` leads to, its effects exchanged with the run's (see
    /// ``Machine/apply(_:in:using:countingRuns:effects:)``). True when the step left notes
    /// (what UIKit refused): read here, in place, since a successor read from outside through
    /// its buffer is copied whole.
    mutating func apply(_ event: Event, by machine: Machine, using run: inout HandlerRun,
                        countingRuns runs: UnsafeMutableBufferPointer<Int>) throws(ModelError) -> Bool {
        if effects == nil { effects = StepEffects() }
        try machine.apply(event, in: &state, using: &run, countingRuns: runs, effects: &effects!)
        return !effects.unsafelyUnwrapped.notes.isEmpty
    }
}
