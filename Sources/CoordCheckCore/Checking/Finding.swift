/// What an invariant found wrong in a state: a message for people, and the instances
/// involved, for diagrams to mark.
public struct Finding: Sendable, Hashable {
    public var message: String
    /// The ``Instance/serial``s of the instances involved, as numbered in the state judged;
    /// the first is the one the finding is about (docs/language.md §10, "culprit").
    public var instances: [Int32]
    /// The coordinator type (its index in ``Scenario/coordinators``) of the instance the
    /// finding is about, the first of ``instances``; nil when it names no coordinator (a
    /// screen whose coordinator is gone, no screen at all).
    public var culprit: Int32?

    public init(_ message: String, instances: [Int32] = [], culprit: Int32? = nil) {
        self.message = message
        self.instances = instances
        self.culprit = culprit
    }
}
