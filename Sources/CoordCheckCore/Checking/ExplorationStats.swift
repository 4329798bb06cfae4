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
    /// The worker threads used.
    public var jobs: Int
}
