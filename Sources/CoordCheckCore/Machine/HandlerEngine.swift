/// Which interpreter runs handlers: the compiled ``Bytecode``, or the operation tree it
/// replaces, kept only while the bytecode machine is checked against it.
enum HandlerEngine: Sendable {
    case bytecode
    case operations

    /// The interpreter a ``CompiledModel`` made in this task uses.
    @TaskLocal static var current: HandlerEngine = .bytecode
}
