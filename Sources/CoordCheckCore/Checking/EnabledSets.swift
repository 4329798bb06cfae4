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
        // Sized once and written by position: an append claims the array (a uniqueness
        // check) for each event.
        scratch.resize(to: events.count, with: 0)
        scratch.withUnsafeMutableBufferPointer { numbers in
            for position in numbers.indices { numbers[position] = Int32(catalog.index(of: events[position])) }
        }
        let slot = self.slot(of: scratch)
        if slots[slot] != 0 { return slots[slot] - 1 }
        let id = UInt32(sets.count)
        sets.append(scratch)
        slots[slot] = id + 1
        if sets.count * 2 > slots.count { grow() }
        return id
    }

    /// The slot holding `set`'s number, or the empty one where it goes: linear probing from
    /// the set's wyhash.
    private func slot(of set: [Int32]) -> Int {
        var slot = Int(truncatingIfNeeded: set.withUnsafeBytes { Wyhash.hash($0) }) & (slots.count - 1)
        while slots[slot] != 0, sets[Int(slots[slot] - 1)] != set { slot = (slot + 1) & (slots.count - 1) }
        return slot
    }

    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        for id in sets.indices { slots[slot(of: sets[id])] = UInt32(id) + 1 }
    }
}
