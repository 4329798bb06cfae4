/// Why `coordcheck merge` refuses its reports: one is not a coordcheck JSON report, a shard
/// is missing or given twice, or the shards did not run the same search (another count,
/// other options, another version of coordcheck, other scenarios).
public struct ShardMergeError: Error, Sendable, Equatable {
    /// The report at fault, when one is.
    public var file: String?
    public var message: String

    public init(file: String? = nil, _ message: String) {
        self.file = file
        self.message = message
    }

    /// `shard-2.json: error: …`, or `error: …`.
    public var rendered: String { (file.map { "\($0): " } ?? "") + "error: " + message }
}
