/// One invariant's verdict for a scenario.
public struct InvariantVerdict: Sendable {
    public var name: String
    public var summary: String
    /// The scenario says this violation is known (`expect NAME`).
    public var expected: Bool
    /// The first violation found, if any.
    public var violation: Violation?

    public var holds: Bool { violation == nil }

}
