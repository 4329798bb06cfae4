/// What an invariant found wrong in a state: a message for people, the instances involved,
/// for diagrams to mark, the coordinator type it is about, and the operation to blame when
/// the invariant knows it.
public struct Finding: Sendable, Hashable {
    /// Written without scenario lines: reports place it (a draft's, in the Swift code).
    public var message: String
    /// The ``Instance/serial``s of the instances involved, as numbered in the state judged;
    /// the first is the one the finding is about (docs/language.md §10, "culprit").
    public var instances: [Int32]
    /// The coordinator type (its index in ``Scenario/coordinators``) of the instance the
    /// finding is about, the first of ``instances``; nil when it names no coordinator (a
    /// screen whose coordinator is gone, no screen at all).
    public var culprit: Int32?
    /// The operation that broke the invariant (a `popFlow`, a removal that found nothing),
    /// when the invariant knows it; else reports find one (``Counterexample/cause``).
    public var cause: SourceLocation?

    public init(_ message: String, instances: [Int32] = [], culprit: Int32? = nil, cause: SourceLocation? = nil) {
        self.message = message
        self.instances = instances
        self.culprit = culprit
        self.cause = cause
    }
}
