/// A 64-bit fingerprint of a canonical state, the same in every process and on every
/// machine (no per-process hash seed). Two states have the same fingerprint when their
/// canonical encodings are equal; different encodings collide with probability about 2⁻⁶⁴.
public struct Fingerprint: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var value: UInt64

    public init(value: UInt64) { self.value = value }

    /// Fingerprints a state that has been ``State/canonicalize()``d.
    public init(of state: State) {
        var hasher = StableHasher()
        state.encode(into: &hasher)
        self.value = hasher.finalize()
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool { lhs.value < rhs.value }

    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// A fast, fixed-seed hash of 32-bit words (multiply-fold mixing, as in wyhash).
struct StableHasher {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var count: UInt64 = 0

    mutating func combine(_ word: Int32) {
        combine(UInt32(bitPattern: word))
    }

    mutating func combine(_ word: UInt32) {
        count &+= 1
        let mixed = (state ^ UInt64(word) ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(by: 0xE703_7ED1_A0B4_28DB)
        state = mixed.high ^ mixed.low
    }

    func finalize() -> UInt64 {
        var value = state ^ count
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}

extension State {
    /// The state's identity as words: everything but serials.
    func encode(into hasher: inout StableHasher) {
        switch root {
        case .empty:
            hasher.combine(Int32(0))
        case .stack(let stack):
            hasher.combine(Int32(1))
            hasher.combine(stack)
        case .tabs(let tabs, let selected):
            hasher.combine(Int32(2))
            hasher.combine(Int32(tabs.count))
            hasher.combine(Int32(selected))
            for tab in tabs { hasher.combine(tab) }
        }
        hasher.combine(Int32(modals.count))
        for modal in modals {
            hasher.combine(modal.stack)
            hasher.combine(Int32(modal.sheet ? 1 : 0))
        }
        hasher.combine(Int32(stacks.count))
        for stack in stacks {
            hasher.combine(Int32(stack.count))
            for screen in stack {
                hasher.combine(screen.type)
                hasher.combine(screen.owner)
            }
        }
        hasher.combine(Int32(instances.count))
        for instance in instances {
            hasher.combine(instance.type)
            hasher.combine(instance.parent)
            hasher.combine(instance.stack)
            hasher.combine(Int32(instance.children.count))
            for child in instance.children { hasher.combine(child) }
        }
    }
}
