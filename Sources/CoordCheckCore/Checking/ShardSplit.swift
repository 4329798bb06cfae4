/// Where a sharded search was divided: the level dealt out, how many states it had and how
/// many this shard expanded. Nil level: no level below the bound reached
/// ``SearchShard/splitFactor`` states per shard (or the search ended first), so this shard
/// searched everything.
public struct ShardSplit: Sendable, Hashable, Codable {
    public var shard: SearchShard
    public var level: Int?
    public var levelStates: Int
    public var expanded: Int

    public init(shard: SearchShard, level: Int?, levelStates: Int, expanded: Int) {
        self.shard = shard
        self.level = level
        self.levelStates = levelStates
        self.expanded = expanded
    }

    /// `shard 2 of 4: level 5 dealt out, 37 of 148 states expanded here`, or that this
    /// shard searched everything.
    public var written: String {
        let name = "shard \(shard.index) of \(shard.count)"
        guard let level else {
            return "\(name): no level below the bound had \(SearchShard.splitFactor * shard.count) states (\(SearchShard.splitFactor) per shard), so this shard searched everything"
        }
        return "\(name): level \(level) dealt out, \(expanded) of \(levelStates) states expanded here"
    }
}
