/// How much was explored.
public struct ExplorationStats: Sendable, Hashable {
    /// Distinct states (up to instance numbering), launch included.
    public var states: Int
    /// Events applied: every enabled event of every state above the depth bound.
    public var transitions: Int
    /// Wall-clock time of the search.
    public var seconds: Double
    /// The deepest level whose every state was expanded (equal to the bound when complete).
    public var depthCovered: Int
    /// Bytes of the visited set (at most 16 per state).
    public var visitedBytes: Int
    /// At most how many threads searched at once (``CheckOptions/jobs``).
    public var jobs: Int

    /// The probability that two distinct states met share a fingerprint, so that one was
    /// taken for the other (TLC's optimistic estimate): each of the `states` distinct
    /// fingerprints against each of the `transitions + 1 − states` states generated again,
    /// each pair colliding with probability 2⁻⁶⁴.
    public var collisionProbability: Double {
        Double(states) * Double(max(0, transitions + 1 - states)) / 0x1p64
    }
}
