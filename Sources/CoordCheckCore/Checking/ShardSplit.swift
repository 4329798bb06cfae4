/// Where a sharded search was divided: the level dealt out, how many states it had and how
/// many this shard expanded. Nil level: no level below the bound reached
/// ``SearchShard/splitFactor`` states per shard (or the search ended first), so this shard
/// searched everything.
public struct ShardSplit: Sendable, Hashable, Codable {
    public var shard: SearchShard
    public var level: Int?
    public var levelStates: Int
    public var expanded: Int
}
