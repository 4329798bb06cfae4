/// A 64-bit fingerprint of a canonical state, the same in every process and on every
/// machine (no per-process hash seed). Two states have the same fingerprint when their
/// canonical encodings are equal; different encodings collide with probability about 2⁻⁶⁴.
public struct Fingerprint: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var value: UInt64

    public init(value: UInt64) { self.value = value }

    /// Fingerprints a state that has been ``State/canonicalize()``d.
    public init(of state: State) {
        var bytes: [UInt8] = []
        state.encode(into: &bytes)
        self.init(encoding: bytes[...])
    }

    /// Fingerprints a state's encoding (``State/encode(into:)``), 8 bytes at a time.
    public init(encoding bytes: ArraySlice<UInt8>) {
        var hasher = StableHasher()
        var index = bytes.startIndex
        while index + 8 <= bytes.endIndex {
            var word: UInt64 = 0
            for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
            hasher.combine(word)
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.endIndex {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hasher.combine(tail ^ (UInt64(bytes.count) << 56))
        self.value = hasher.finalize()
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool { lhs.value < rhs.value }

    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// A fast, fixed-seed hash of 64-bit words (multiply-fold mixing, as in wyhash).
struct StableHasher {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var count: UInt64 = 0

    mutating func combine(_ word: Int32) {
        combine(UInt32(bitPattern: word))
    }

    mutating func combine(_ word: UInt32) {
        combine(UInt64(word))
    }

    mutating func combine(_ word: UInt64) {
        count &+= 1
        let mixed = (state ^ word ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(by: 0xE703_7ED1_A0B4_28DB)
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
