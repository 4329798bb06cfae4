/// The visited set: 64-bit fingerprints in one open-addressing table (linear probing), kept
/// at most half full, so it costs at most 16 bytes per state.
struct FingerprintSet: Sendable {
    private var slots: [UInt64]
    private var mask: Int
    private(set) var count = 0

    init(minimumCapacity: Int = 1024) {
        var capacity = 1024
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// Bytes held by the table.
    var bytes: Int { slots.count * MemoryLayout<UInt64>.stride }

    /// 0 marks an empty slot, so the fingerprint 0 is stored as 1 (one more collision in 2⁶⁴).
    private static func key(_ fingerprint: Fingerprint) -> UInt64 { fingerprint.value == 0 ? 1 : fingerprint.value }

    func contains(_ fingerprint: Fingerprint) -> Bool {
        let key = Self.key(fingerprint)
        var index = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = slots[index]
            if slot == key { return true }
            if slot == 0 { return false }
            index = (index + 1) & mask
        }
    }

    /// Adds a fingerprint; false when it was already there.
    @discardableResult
    mutating func insert(_ fingerprint: Fingerprint) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let key = Self.key(fingerprint)
        var index = Int(truncatingIfNeeded: key) & mask
        while true {
            let slot = slots[index]
            if slot == key { return false }
            if slot == 0 {
                slots[index] = key
                count += 1
                return true
            }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for key in old where key != 0 {
            var index = Int(truncatingIfNeeded: key) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = key
        }
    }
}
