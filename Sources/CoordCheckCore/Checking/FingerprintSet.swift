import CPrefetch

/// A set of 64-bit fingerprints in one open-addressing table, kept between 53% and 80% full
/// — it grows by half when it reaches four fifths — so it costs at most 15 bytes per state
/// (plus a fixed 8 KiB by default for tiny sets).
///
/// Ordered linear probing (Amble and Knuth's ordered hash table): a key's home slot is its
/// high bits scaled to the table, so homes grow with keys, and every run of occupied slots is
/// kept sorted. A lookup stops at the first key not below the one it looks for, so one that
/// does not find stops as soon as one that finds (about two probes at 67% load, three at
/// 80%), where plain linear probing went on to the next empty slot (five to thirteen). An
/// insertion shifts the rest of its run up by one. Runs do not wrap around: the table has
/// room past its last home slot, and its very last slot stays empty, ending every scan; a run
/// that would reach it doubles that room.
struct FingerprintSet: Sendable {
    private var slots: [UInt64]
    /// The home slots: `0..<homes`; the slots after them take the runs that overflow.
    private var homes: Int
    private(set) var count = 0

    init(capacity: Int = 1024) {
        homes = max(capacity, 4)
        slots = [UInt64](repeating: 0, count: homes + Self.room(homes: homes))
    }

    /// Room past the home slots for the runs that overflow the last ones: runs of random
    /// fingerprints are a few dozen slots long at these loads.
    private static func room(homes: Int) -> Int { 16 + min(homes / 32, 256) }

    /// Bytes held by the table.
    var bytes: Int { slots.count * MemoryLayout<UInt64>.stride }

    /// The most bytes the table holds while `added` more fingerprints are added: its size
    /// once grown for them, plus, while it grows, the table it leaves.
    func peakBytes(adding added: Int) -> Int {
        var grown = homes
        while (count + added) * 5 > grown * 4 { grown += grown / 2 }
        guard grown > homes else { return bytes }
        return (grown + max(Self.room(homes: grown), slots.count - homes)) * MemoryLayout<UInt64>.stride + bytes
    }

    /// 0 marks an empty slot, so the fingerprint 0 is stored as 1 (one more collision in 2⁶⁴).
    private static func key(_ fingerprint: Fingerprint) -> UInt64 { fingerprint.value == 0 ? 1 : fingerprint.value }

    /// The home slot of a key: its high bits scaled to the table (no power-of-two size
    /// needed), so that a larger key never has an earlier home.
    private static func home(_ key: UInt64, homes: Int) -> Int {
        Int(truncatingIfNeeded: key.multipliedFullWidth(by: UInt64(homes)).high)
    }

    /// Where `key` is, or where it would go: the first slot from its home that is empty or
    /// holds a key not below it.
    private func slot(for key: UInt64) -> Int {
        var index = Self.home(key, homes: homes)
        while slots[index] != 0, slots[index] < key { index += 1 }
        return index
    }

    /// Asks for the memory a lookup of `fingerprint` reads first (its home slot) to be
    /// brought in, without waiting for it.
    func prefetch(_ fingerprint: Fingerprint) {
        // The array passed as a pointer, not read in a closure: a closure would retain it, and
        // the visited set's tables are shared by every thread.
        coordcheck_prefetch(slots, Self.home(Self.key(fingerprint), homes: homes) * MemoryLayout<UInt64>.stride)
    }

    func contains(_ fingerprint: Fingerprint) -> Bool {
        let key = Self.key(fingerprint)
        return slots[slot(for: key)] == key
    }

    /// Adds a fingerprint; false when it was already there. The table grows only when a
    /// fingerprint is added, so its size depends on what it holds, not on how often each
    /// was offered.
    @discardableResult
    mutating func insert(_ fingerprint: Fingerprint) -> Bool {
        let key = Self.key(fingerprint)
        var index = slot(for: key)
        if slots[index] == key { return false }
        if (count + 1) * 5 > homes * 4 {
            let grown = homes + homes / 2
            rebuild(homes: grown, room: max(Self.room(homes: grown), slots.count - homes))
            index = slot(for: key)
        }
        // The run from `index` moves up one slot, into the empty slot after it. The last slot
        // stays empty, ending every scan: a run that would reach it doubles the room.
        while true {
            var empty = index
            while slots[empty] != 0 { empty += 1 }
            if empty < slots.count - 1 {
                slots.withUnsafeMutableBufferPointer { slots in
                    var position = empty
                    while position > index {
                        slots[position] = slots[position - 1]
                        position -= 1
                    }
                    slots[index] = key
                }
                break
            }
            rebuild(homes: homes, room: 2 * (slots.count - homes))
            index = slot(for: key)
        }
        count += 1
        return true
    }

    /// The same keys in a table of `homes` home slots and `room` slots past them (twice the
    /// room while a run overflows it). The keys, read in order, are sorted, so each goes to
    /// its home or just after the one placed before it.
    private mutating func rebuild(homes: Int, room: Int) {
        var room = room
        while true {
            var table = [UInt64](repeating: 0, count: homes + room)
            var next = 0
            var fits = true
            for key in slots where key != 0 {
                let position = max(Self.home(key, homes: homes), next)
                guard position < table.count - 1 else {
                    fits = false
                    break
                }
                table[position] = key
                next = position + 1
            }
            if fits {
                slots = table
                self.homes = homes
                return
            }
            room *= 2
        }
    }
}
