/// `coordcheck merge`: the JSON reports of the N shards of a search (`check --shard K/N`,
/// docs/scaling.md) joined into one verdict per scenario, the one a single search gives:
///
/// - an invariant holds if no shard found it violated and every shard completed its part; a
///   violated one gets, for each coordinator type it blames (its `trace` and `alsoBrokenBy`),
///   the shortest trace the shards found (on a tie, the lowest shard's), replayed: the
///   shortest of all is its violation, the others are what else broke it;
/// - a reachability assertion is inconclusive when a shard says so and none found it
///   violated (every shard judges it on the whole graph);
/// - the search is complete when every shard's was; states, transitions, visited bytes and
///   coverage counts are sums over the shards, which overlap (a state that lies under two
///   states of the level dealt out is counted by both), and the depth fully covered is the
///   least;
/// - the status is computed as a check computes it (``CheckedScenario/status``).
///
/// The reports must be shards 1 through N of one N, written by this version of coordcheck,
/// of the same scenarios searched with the same options; a whole search's report (no
/// `--shard`) is shard 1 of 1. Each scenario is then read again and the chosen traces
/// replayed, so that every reporter shows the merged result as it shows a check's; a
/// scenario that changed since the shards checked it is an error entry.
///
/// ```swift
/// let merge = try ShardMerge([try ShardReport(file: "shard-1.json", data: one), try ShardReport(file: "shard-2.json", data: two)])
/// let sarif = SARIFReport(entries: merge.entries()).render()
/// ```
public struct ShardMerge: Sendable {
    /// The reports, by shard index.
    public let reports: [ShardReport]
    /// Each scenario's entries, one per shard by index, in the order shard 1 lists them.
    let scenarios: [[JSONReport.Entry]]

    /// Checks that the reports are the shards of one search, or says why not.
    public init(_ reports: [ShardReport]) throws(ShardMergeError) {
        guard let first = reports.first else { throw ShardMergeError("no report to merge") }
        let version = first.report.coordcheckVersion
        for report in reports where report.report.coordcheckVersion != version {
            throw ShardMergeError(file: report.file, "written by coordcheck \(report.report.coordcheckVersion), but \(first.file) by coordcheck \(version): every shard must run the same coordcheck")
        }
        guard version == CoordCheckVersion.current else {
            throw ShardMergeError(file: first.file, "written by coordcheck \(version), and this is coordcheck \(CoordCheckVersion.current): merge replays the traces, so merge with the coordcheck the shards ran")
        }
        let count = first.shard.count
        for report in reports where report.shard.count != count {
            throw ShardMergeError(file: report.file, "\(Self.name(report.shard)), but \(first.file) is \(Self.name(first.shard)): every report must come from the same search")
        }
        var byIndex: [Int: ShardReport] = [:]
        for report in reports {
            if let other = byIndex[report.shard.index] {
                throw ShardMergeError(file: report.file, other.file == report.file ? "given twice"
                                      : "\(Self.name(report.shard)) again: \(other.file) is that shard too")
            }
            byIndex[report.shard.index] = report
        }
        // The first few missing (a count written by hand can be huge).
        let missing = Array((1...count).lazy.filter { byIndex[$0] == nil }.prefix(8))
        guard missing.isEmpty else {
            let have = byIndex.keys.sorted().map { "\($0) (\(byIndex[$0]?.file ?? ""))" }.joined(separator: ", ")
            let listed = missing.map(String.init).joined(separator: ", ") + (count - reports.count > missing.count ? ", …" : "")
            throw ShardMergeError("shard\(missing.count == 1 ? "" : "s") \(listed) of \(count) missing: merge needs every shard of the search, and has \(have)")
        }
        self.reports = (1...count).compactMap { byIndex[$0] }
        scenarios = try Self.pair(self.reports)
    }

    /// `shard 2 of 4`, or `a whole search` for shard 1 of 1.
    static func name(_ shard: SearchShard) -> String {
        shard.count == 1 ? "a whole search (no --shard)" : "shard \(shard.index) of \(shard.count)"
    }

    /// The entries of each scenario across the shards, checked to be of one search.
    private static func pair(_ reports: [ShardReport]) throws(ShardMergeError) -> [[JSONReport.Entry]] {
        // A scenario is its file and name, and which time it is listed (a file given twice).
        func keyed(_ report: ShardReport) -> [(key: String, entry: JSONReport.Entry)] {
            var seen: [String: Int] = [:]
            return report.report.scenarios.map { entry in
                let name = "\(entry.file) (\(entry.scenario))"
                seen[name, default: 0] += 1
                return (seen[name] == 1 ? name : "\(name), listed \(seen[name] ?? 0) times", entry)
            }
        }
        let first = reports[0]
        let order = keyed(first)
        var groups = order.map { [$0.entry] }
        for report in reports.dropFirst() {
            let entries = Dictionary(keyed(report).map { ($0.key, $0.entry) }, uniquingKeysWith: { one, _ in one })
            if let extra = entries.keys.sorted().first(where: { key in !order.contains { $0.key == key } }) {
                throw ShardMergeError(file: report.file, "has an entry for \(extra), which \(first.file) has not: every shard must check the same scenarios")
            }
            for (index, (key, reference)) in order.enumerated() {
                guard let entry = entries[key] else {
                    throw ShardMergeError(file: report.file, "has no entry for \(key), which \(first.file) has: every shard must check the same scenarios")
                }
                if let difference = difference(entry, reference, in: first.file) {
                    throw ShardMergeError(file: report.file, "\(key): \(difference): every shard must run the same search")
                }
                groups[index].append(entry)
            }
        }
        return groups
    }

    /// How an entry differs from another shard's of the same scenario (in `file`), in what
    /// must agree.
    private static func difference(_ entry: JSONReport.Entry, _ reference: JSONReport.Entry, in file: String) -> String? {
        if (entry.status == "error") != (reference.status == "error") {
            return entry.status == "error" ? "could not be checked here, but was checked in \(file)" : "checked here, but could not be checked in \(file)"
        }
        if entry.status == "error" { return nil }
        let searched = describe(entry), other = describe(reference)
        if searched != other { return "searched with \(searched) here, with \(other) in \(file)" }
        if entry.invariants?.map(\.name) != reference.invariants?.map(\.name) {
            return "other invariants and assertions here than in \(file) (the scenario changed between the shards)"
        }
        if entry.coverage?.events.map(\.label) != reference.coverage?.events.map(\.label)
            || entry.coverage?.handlers.map(\.handler) != reference.coverage?.handlers.map(\.handler) {
            return "other events and handlers here than in \(file) (the scenario changed between the shards)"
        }
        return nil
    }

    /// The options that shape a search, as a command line gives them.
    private static func describe(_ entry: JSONReport.Entry) -> String {
        var words = ["--depth \(entry.depth ?? entry.options?.depth ?? 0)"]
        if let options = entry.options {
            if let states = options.maxStates { words.append("--max-states \(states)") }
            if let memory = options.maxMemory { words.append("--max-memory \(memory)") }
            if options.stopAtFirst { words.append("--stop-at-first") }
            if options.strict { words.append("--strict") }
            if let walks = options.simulate { words.append("--simulate \(walks) --seed \(options.seed ?? 1)") }
        }
        if entry.mode != nil, entry.mode != "exhaustive", entry.options?.simulate == nil { words.append("mode \(entry.mode ?? "")") }
        return words.joined(separator: " ")
    }
}
