extension JSONReport {
    /// `check --shard K/N`: the part of the search an entry holds (``ShardSplit``). The
    /// entries of a merged report (`coordcheck merge`) list every shard's instead.
    public struct Shard: Codable, Sendable, Equatable {
        /// 1 through ``count``.
        public var index: Int
        public var count: Int
        /// The level dealt out among the shards; null when no level below the bound had
        /// ``SearchShard/splitFactor`` states per shard, so that this shard searched everything.
        public var level: Int?
        /// The states of that level (of the last level expanded when none was dealt out).
        public var levelStates: Int
        /// The states of that level this shard expanded.
        public var expanded: Int

        public init(_ split: ShardSplit) {
            index = split.shard.index
            count = split.shard.count
            level = split.level
            levelStates = split.levelStates
            expanded = split.expanded
        }

        /// The split this entry reports.
        public var split: ShardSplit {
            ShardSplit(shard: SearchShard(index: index, count: count), level: level, levelStates: levelStates, expanded: expanded)
        }

        private enum CodingKeys: String, CodingKey {
            case index, count, level, levelStates, expanded
        }

        /// `level` is written even when null, so that a reader sees that nothing was dealt out.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(count, forKey: .count)
            try container.encode(level, forKey: .level)
            try container.encode(levelStates, forKey: .levelStates)
            try container.encode(expanded, forKey: .expanded)
        }
    }
}
