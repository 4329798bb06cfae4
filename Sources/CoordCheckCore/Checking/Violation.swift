/// The first violation of one invariant: a shortest trace, and what is wrong at its end.
public struct Violation: Sendable {
    public var trace: Trace
    /// What is wrong, naming instances as the replay of the trace numbers them.
    public var message: String
    /// The handler that ran the last step (nil when the launch state itself is wrong).
    public var handler: Handler?
    /// Serials of the instances involved, as the replay numbers them.
    public var instances: [Int32] = []
}
