/// A scenario's handlers and closures compiled to one run of `Int32` words (``Opcode``): what
/// the machine executes. It is read by every thread on every transition, so it lives outside
/// Swift's reference counting: reading a word is a load, with no retain of a shared array
/// (an atomic write every thread would contend for).
///
/// The first words are the entries: handler `id` (``Handler/id``) starts at `words[id]`,
/// closure `b` (``Scenario/blocks``) at `words[handlerCount + b]`. Each runs to an
/// ``Opcode/end``.
///
/// Immutable once compiled; the ``CompiledModel`` that owns it frees its words.
struct Bytecode: @unchecked Sendable {
    let words: UnsafeBufferPointer<Int32>
    let handlerCount: Int

    /// The words a ``BytecodeCompiler`` wrote, for `handlerCount` handlers.
    init(_ compiled: [Int32], handlerCount: Int) {
        let words = UnsafeMutableBufferPointer<Int32>.allocate(capacity: compiled.count)
        _ = words.initialize(from: compiled)
        self.words = UnsafeBufferPointer(words)
        self.handlerCount = handlerCount
    }

    /// Where the handler numbered `id` (``Handler/id``) starts.
    @inline(__always) func entry(ofHandler id: Int32) -> Int { Int(words[Int(id)]) }

    /// Where closure `block` (an index into ``Scenario/blocks``) starts.
    @inline(__always) func entry(ofBlock block: Int) -> Int { Int(words[handlerCount + block]) }

    /// Frees the words; called once, by the model that owns them.
    func deallocate() { words.deallocate() }
}
