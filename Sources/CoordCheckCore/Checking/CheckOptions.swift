/// How far and how long to explore.
public struct CheckOptions: Sendable {
    /// The depth bound; nil uses the scenario's `depth`.
    public var depth: Int?
    /// Stop (incomplete) once this many distinct states are known.
    public var maxStates: Int?
    /// Stop as soon as any invariant is violated.
    public var stopAtFirstViolation = false

    public init(depth: Int? = nil, maxStates: Int? = nil, stopAtFirstViolation: Bool = false) {
        self.depth = depth
        self.maxStates = maxStates
        self.stopAtFirstViolation = stopAtFirstViolation
    }
}
