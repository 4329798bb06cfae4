/// States encoded (``State/encode(into:)``) back to back in one byte array: a few dozen
/// bytes per state instead of a tree of arrays. One chunk of a level writes one; after the
/// merge it keeps only the states new to the search and becomes a segment of the next
/// ``Frontier``, without being copied.
struct LevelArena: Sendable {
    private(set) var bytes: [UInt8] = []
    private var ends: [UInt32] = []

    var count: Int { ends.count }
    var isEmpty: Bool { ends.isEmpty }

    /// The encoding of state `index`.
    func encoding(at index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]
    }

    func state(at index: Int) -> State {
        State(decoding: encoding(at: index))
    }

    /// Encodes a state's canonical form at the end; returns where its bytes lie.
    mutating func appendCanonical(_ state: State) -> Range<Int> {
        let start = bytes.count
        state.encodeCanonical(into: &bytes)
        precondition(bytes.count <= Int(UInt32.max), "a level's chunk holds more than 4 GiB of states")
        ends.append(UInt32(bytes.count))
        return start..<bytes.count
    }

    /// Forgets the last state appended.
    mutating func removeLast() {
        ends.removeLast()
        bytes.removeSubrange(Int(ends.last ?? 0)...)
    }

    /// Keeps the states whose flag is set, in order, in place.
    mutating func keep(_ flags: UnsafeBufferPointer<Bool>) {
        var written = 0
        var kept = 0
        var start = 0
        for index in 0..<ends.count {
            let end = Int(ends[index])
            if flags[index] {
                if written != start {
                    for offset in 0..<(end - start) { bytes[written + offset] = bytes[start + offset] }
                }
                written += end - start
                ends[kept] = UInt32(written)
                kept += 1
            }
            start = end
        }
        ends.removeSubrange(kept...)
        bytes.removeSubrange(written...)
    }
}
