/// A 64-bit fingerprint of a canonical state, the same in every process and on every
/// machine (``Wyhash`` of its encoding, no per-process seed). Two states have the same
/// fingerprint when their canonical encodings are equal; two different encodings collide
/// with probability about 2⁻⁶⁴ (``ExplorationStats/collisionProbability`` for a search).
public struct Fingerprint: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var value: UInt64

    public init(value: UInt64) { self.value = value }

    /// Fingerprints a state that has been ``State/canonicalize()``d.
    init(of state: State) {
        var bytes: [UInt8] = []
        state.encode(into: &bytes)
        self.init(encoding: bytes[...])
    }

    /// Fingerprints a state's encoding (``State/encode(into:)``): its ``Wyhash`` (seed 0).
    public init(encoding bytes: ArraySlice<UInt8>) {
        self.value = Wyhash.hash(bytes)
    }

    public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool { lhs.value < rhs.value }

    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
