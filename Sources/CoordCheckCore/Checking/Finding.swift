/// What an invariant found wrong in a state: a message for people, the instances involved,
/// for diagrams to mark, and the operation to blame when the invariant knows it.
public struct Finding: Sendable, Hashable {
    /// Written without scenario lines: reports place it (a draft's, in the Swift code).
    public var message: String
    /// The ``Instance/serial``s of the instances involved, as numbered in the state judged.
    public var instances: [Int32]
    /// The operation that broke the invariant (a `popFlow`, a removal that found nothing),
    /// when the invariant knows it; else reports find one (``Counterexample/cause``).
    public var cause: SourceLocation?

    public init(_ message: String, instances: [Int32] = [], cause: SourceLocation? = nil) {
        self.message = message
        self.instances = instances
        self.cause = cause
    }
}
