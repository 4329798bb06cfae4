/// SplitMix64 (Steele, Lea and Flood): a small, fast generator whose sequence depends only on
/// its seed — the same on every machine and every Swift version, unlike the standard
/// library's `random(in:using:)` helpers, which this code does not use.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<count` (count > 0); the modulo bias is below 2⁻⁴⁰ for the counts
    /// events come in.
    public mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }
}
