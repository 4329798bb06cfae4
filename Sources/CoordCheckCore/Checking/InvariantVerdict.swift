/// One invariant's verdict for a scenario.
public struct InvariantVerdict: Sendable {
    public var name: String
    public var summary: String
    /// The scenario says this violation is known (`expect NAME`).
    public var expected: Bool
    /// The first violation found, if any.
    public var violation: Violation?
    /// Why the search cannot decide a reachability assertion (states past the bound), when
    /// nothing was violated: such a verdict is never "holds".
    public var inconclusive: String?

    /// Neither violated nor left undecided.
    public var holds: Bool { violation == nil && inconclusive == nil }

    /// What the verdict means against the scenario's `expect` lines.
    public enum Outcome: Sendable {
        /// Not violated, and not expected to be.
        case holds
        /// Violated, and not expected: a bug.
        case violated(Violation)
        /// Violated, as `expect` says.
        case expectedFound(Violation)
        /// `expect`ed but not found (a failure only when the search was complete).
        case expectedMissing
        /// Neither violated nor proven within the bound (a reachability assertion), and why.
        case inconclusive(String)
    }

    public var outcome: Outcome {
        if violation == nil, let inconclusive { return .inconclusive(inconclusive) }
        return switch (violation, expected) {
        case (nil, false): .holds
        case (let violation?, false): .violated(violation)
        case (let violation?, true): .expectedFound(violation)
        case (nil, true): .expectedMissing
        }
    }
}
