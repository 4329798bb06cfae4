import Foundation

/// One process's JSON report (`check --reporter json`), read for `coordcheck merge`: the
/// report of `check --shard K/N`, or of a whole search, which is shard 1 of 1.
public struct ShardReport: Sendable {
    /// The report's file, as given.
    public var file: String
    public var report: JSONReport

    public init(file: String, report: JSONReport) {
        self.file = file
        self.report = report
    }

    /// Decodes a report; anything else (not JSON, another JSON document, another schema) is
    /// refused, saying what it is.
    public init(file: String, data: Data) throws(ShardMergeError) {
        self.file = file
        let document: JSONValue
        do { document = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw ShardMergeError(file: file, "not a coordcheck JSON report: not JSON at all ('coordcheck check --reporter json' writes one)")
        }
        guard case .int(let schema) = document["schemaVersion"], document["scenarios"] != nil else {
            throw ShardMergeError(file: file, "not a coordcheck JSON report: it has no 'schemaVersion' and 'scenarios' ('coordcheck check --reporter json' writes one)")
        }
        guard schema == JSONReport.schemaVersion else {
            throw ShardMergeError(file: file, "a JSON report of schema \(schema); merge reads schema \(JSONReport.schemaVersion): check the shards again with this coordcheck")
        }
        do { report = try JSONDecoder().decode(JSONReport.self, from: data) } catch {
            throw ShardMergeError(file: file, "not a coordcheck JSON report: \(Self.describe(error))")
        }
        guard shard.count >= 1, shard.index >= 1, shard.index <= shard.count else {
            throw ShardMergeError(file: file, "its shard is \(shard.index) of \(shard.count), which is not a part of a search")
        }
    }

    /// The part of the search it holds: its `shard`, else 1 of 1 (a whole search).
    public var shard: SearchShard { report.shard ?? SearchShard(index: 1, count: 1) }

    /// What a decoder found wrong, and where, in a line.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the document" : String(keys.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)) has no '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
