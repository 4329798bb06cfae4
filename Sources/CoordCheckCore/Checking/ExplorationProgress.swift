/// How a search is going, reported after each level.
public struct ExplorationProgress: Sendable {
    /// The level just completed.
    public var depth: Int
    public var states: Int
    public var transitions: Int
    public var seconds: Double

    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}
