/// A scenario's handlers and closures compiled to one run of `Int32` words (``Opcode``): what
/// the machine executes, read by every thread on every transition (``FrozenWords``).
///
/// The first words are the entries: handler `id` (``Handler/id``) starts at `words[id]`,
/// closure `b` (``Scenario/blocks``) at `words[handlerCount + b]`. Each runs to an
/// ``Opcode/end``.
struct Bytecode: Sendable {
    let words: FrozenWords
    let handlerCount: Int

    /// The words a ``BytecodeCompiler`` wrote, for `handlerCount` handlers.
    init(_ compiled: [Int32], handlerCount: Int) {
        words = FrozenWords(compiled)
        self.handlerCount = handlerCount
    }

    /// Where the handler numbered `id` (``Handler/id``) starts.
    @inline(__always) func entry(ofHandler id: Int32) -> Int { Int(words[Int(id)]) }

    /// Where closure `block` (an index into ``Scenario/blocks``) starts.
    @inline(__always) func entry(ofBlock block: Int) -> Int { Int(words[handlerCount + block]) }
}
