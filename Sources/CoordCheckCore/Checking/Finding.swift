/// What an invariant found wrong in a state: a message for people, and the instances
/// involved, for diagrams to mark.
public struct Finding: Sendable, Hashable {
    public var message: String
    /// The ``Instance/serial``s of the instances involved, as numbered in the state judged.
    public var instances: [Int32]

    public init(_ message: String, instances: [Int32] = []) {
        self.message = message
        self.instances = instances
    }
}
