/// The distinct sets of enabled events one chunk of a level met, each numbered once, so
/// that a successor remembers its set in four bytes until the merge says whether it is new
/// (only new states count towards the coverage's `enabled`).
///
/// Looked up for every new successor: an open-addressing table of set numbers keyed by the
/// wyhash of the set, not a `Dictionary` of arrays (which hashed each set with SipHash and
/// copied it as a key).
struct EnabledSets: Sendable {
    /// Each set as ``EventCatalog`` numbers.
    private(set) var sets: [[Int32]] = []
    /// Set numbers plus one (0 for an empty slot), at the set's hash; a power of two long,
    /// at most half full.
    private var slots = [UInt32](repeating: 0, count: 16)
    private var scratch: [Int32] = []

    /// The number of the set `events` is.
    mutating func id(of events: [Event], in catalog: EventCatalog) -> UInt32 {
        scratch.removeAll(keepingCapacity: true)
        for event in events { scratch.append(Int32(catalog.index(of: event))) }
        var slot = Self.hash(scratch) & (slots.count - 1)
        while slots[slot] != 0 {
            let id = slots[slot] - 1
            if sets[Int(id)] == scratch { return id }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = UInt32(sets.count)
        sets.append(scratch)
        slots[slot] = id + 1
        if sets.count * 2 > slots.count { grow() }
        return id
    }

    private static func hash(_ set: [Int32]) -> Int {
        Int(truncatingIfNeeded: set.withUnsafeBytes { Wyhash.hash($0) })
    }

    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        for (id, set) in sets.enumerated() {
            var slot = Self.hash(set) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = UInt32(id) + 1
        }
    }
}
