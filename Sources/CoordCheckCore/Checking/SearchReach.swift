/// How far a check's search reached, and so what an invariant it did not find violated is
/// known to do: hold (a complete search), or only not be violated so far — TLC's "no error
/// has been found" of a search it did not finish. Reports never say `holds` of an
/// invariant a search did not decide (docs/language.md §10).
public enum SearchReach: Sendable, Hashable {
    /// Every event sequence up to the bound was covered.
    case complete
    /// A limit (`--max-states`, `--max-memory`, `--stop-at-first`) stopped the search:
    /// every event sequence up to this depth was covered (``ExplorationStats/depthCovered``).
    case depth(Int)
    /// One shard's part of a search (`--shard K/N`): every sequence up to `level`, the level
    /// dealt out among the shards, then this shard's part of the rest up to `depth`.
    case shardPart(SearchShard, level: Int, depth: Int)
    /// Random walks (`--simulate N`), which cover no depth.
    case walks(Int)

    /// The verdict of an invariant not found violated: `holds`, `not violated to depth 6`,
    /// `not violated to depth 4 (to depth 8 in shard 2 of 4's part)`, `not violated in 100
    /// random walks`.
    public var notViolated: String {
        switch self {
        case .complete: "holds"
        case .depth(let depth): "not violated to depth \(depth)"
        case .shardPart(let shard, let level, let depth):
            "not violated to depth \(level) (to depth \(depth) in shard \(shard.index) of \(shard.count)'s part)"
        case .walks(let walks): "not violated in \(walks) random walk\(walks == 1 ? "" : "s")"
        }
    }

    /// The depth to which every event sequence was covered, nil for random walks; the bound
    /// itself for a complete search is not given (nil too): `holds` says it.
    public var depthCovered: Int? {
        switch self {
        case .complete, .walks: nil
        case .depth(let depth): depth
        case .shardPart(_, let level, let depth): min(level, depth)
        }
    }
}
