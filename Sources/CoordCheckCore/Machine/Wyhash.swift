/// wyhash (Wang Yi's, the version of its `test_vector.cpp` at commit 77e50f2, which Zig's
/// standard library implements): a published 64-bit hash with published test vectors, the
/// same on every machine and in every process. It fingerprints states.
///
/// ```swift
/// Wyhash.hash(Array("abc".utf8)[...], seed: 2)   // 0x32dd92e4b2915153
/// ```
public enum Wyhash {
    private static let secret: (UInt64, UInt64, UInt64, UInt64) =
        (0xa076_1d64_78bd_642f, 0xe703_7ed1_a0b4_28db, 0x8ebc_6af0_9c88_c6e3, 0x5899_65cc_7537_4cc3)

    @inline(__always) private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.low ^ product.high
    }

    public static func hash(_ bytes: ArraySlice<UInt8>, seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    public static func hash(_ input: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        @inline(__always) func read8(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func read4(_ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        let length = input.count
        var state = seed ^ mix(seed ^ secret.0, secret.1)
        var a: UInt64
        var b: UInt64
        if length <= 16 {
            if length >= 4 {
                let end = length - 4
                let quarter = (length >> 3) << 2
                a = read4(0) << 32 | read4(quarter)
                b = read4(end) << 32 | read4(end - quarter)
            } else if length > 0 {
                a = UInt64(input[0]) << 16 | UInt64(input[length >> 1]) << 8 | UInt64(input[length - 1])
                b = 0
            } else {
                a = 0
                b = 0
            }
        } else {
            var index = 0
            if length >= 48 {
                var lanes = (state, state, state)
                while index + 48 < length {
                    lanes.0 = mix(read8(index) ^ secret.1, read8(index + 8) ^ lanes.0)
                    lanes.1 = mix(read8(index + 16) ^ secret.2, read8(index + 24) ^ lanes.1)
                    lanes.2 = mix(read8(index + 32) ^ secret.3, read8(index + 40) ^ lanes.2)
                    index += 48
                }
                state = lanes.0 ^ lanes.1 ^ lanes.2
            }
            while index + 16 < length {
                state = mix(read8(index) ^ secret.1, read8(index + 8) ^ state)
                index += 16
            }
            a = read8(length - 16)
            b = read8(length - 8)
        }
        a ^= secret.1
        b ^= state
        let product = a.multipliedFullWidth(by: b)
        return mix(product.low ^ secret.0 ^ UInt64(length), product.high ^ secret.1)
    }
}
