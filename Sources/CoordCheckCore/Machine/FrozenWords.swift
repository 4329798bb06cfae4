/// `Int32` words copied once out of an array into memory outside reference counting: the
/// compiled model's tables (``Bytecode``, ``DispatchTable``, ``TypeTable``), which every thread
/// reads on every transition. Reading a word is a load; reading a shared Swift array would
/// retain it, an atomic write the threads would contend for. Immutable; the
/// ``CompiledModel`` that owns the tables frees their words, once.
struct FrozenWords: @unchecked Sendable {
    private let buffer: UnsafeBufferPointer<Int32>

    init(_ words: [Int32]) {
        let buffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(words.count, 1))
        _ = buffer.initialize(from: words)
        self.buffer = UnsafeBufferPointer(buffer)
    }

    @inline(__always) subscript(index: Int) -> Int32 { buffer[index] }

    /// Frees the words; called once, by the model that owns them.
    func deallocate() { buffer.deallocate() }
}
