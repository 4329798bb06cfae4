/// One of N processes that share a search (`check --shard K/N`, docs/scaling.md).
///
/// Every shard explores the levels up to the first with at least ``splitFactor`` × N
/// states, identically. From that level on, shard K expands only the states at positions
/// K-1, K-1+N, K-1+2N, … of it (positions are the same in every process: the search is
/// deterministic), treating the others as visited. Each state deeper down lies on a shortest
/// path through some state of that level, and the shard owning that state finds it at its
/// shortest depth: together the shards cover every state, and the least depth of a violation
/// among them is the one a single search finds.
public struct SearchShard: Sendable, Hashable, Codable {
    /// 1 through ``count``.
    public var index: Int
    public var count: Int

    /// The level dealt out is the first with at least this many states per shard.
    public static let splitFactor = 32

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Whether shard ``index`` expands the state at `position` of the level dealt out.
    func owns(_ position: Int) -> Bool { position % count == index - 1 }

    /// How many of a level's first `states` positions it owns.
    func owned(of states: Int) -> Int { states < index ? 0 : (states - index) / count + 1 }
}
