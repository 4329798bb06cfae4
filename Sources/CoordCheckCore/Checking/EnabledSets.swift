/// The distinct sets of enabled events one chunk of a level met, each numbered once, so
/// that a successor remembers its set in four bytes until the merge says whether it is new
/// (only new states count towards the coverage's `enabled`).
struct EnabledSets: Sendable {
    /// Each set as ``EventCatalog`` numbers.
    private(set) var sets: [[Int32]] = []
    private var ids: [[Int32]: UInt32] = [:]
    private var scratch: [Int32] = []

    /// The number of the set `events` is.
    mutating func id(of events: [Event], in catalog: EventCatalog) -> UInt32 {
        scratch.removeAll(keepingCapacity: true)
        for event in events { scratch.append(Int32(catalog.index(of: event))) }
        if let id = ids[scratch] { return id }
        let id = UInt32(sets.count)
        sets.append(scratch)
        ids[scratch] = id
        return id
    }
}
