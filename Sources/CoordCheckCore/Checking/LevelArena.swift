/// The states of one level, encoded (``State/encode(into:)``) back to back in one byte array:
/// a few hundred bytes per state instead of a tree of arrays.
struct LevelArena: Sendable {
    private(set) var bytes: [UInt8] = []
    private var ends: [Int] = []

    var count: Int { ends.count }
    var isEmpty: Bool { ends.isEmpty }

    /// The encoding of state `index`.
    func encoding(at index: Int) -> ArraySlice<UInt8> {
        bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    func state(at index: Int) -> State {
        State(decoding: encoding(at: index))
    }

    mutating func append(_ encoding: ArraySlice<UInt8>) {
        bytes.append(contentsOf: encoding)
        ends.append(bytes.count)
    }

    /// Encodes a state's canonical form at the end; returns where its bytes lie.
    mutating func appendCanonical(_ state: State) -> Range<Int> {
        let start = bytes.count
        state.encodeCanonical(into: &bytes)
        ends.append(bytes.count)
        return start..<bytes.count
    }

    /// Appends a copy of `encoding` with the byte at `offset` replaced; returns where it lies.
    mutating func append(_ encoding: ArraySlice<UInt8>, replacing offset: Int, with byte: UInt8) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: encoding)
        bytes[start + offset] = byte
        ends.append(bytes.count)
        return start..<bytes.count
    }

    /// Forgets the last state appended.
    mutating func removeLast() {
        ends.removeLast()
        bytes.removeSubrange((ends.last ?? 0)...)
    }
}
