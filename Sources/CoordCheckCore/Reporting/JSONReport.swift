import Foundation

/// The JSON report of a gate run (`--reporter json`): one object whatever the number of
/// scenarios, each scenario an entry of `scenarios`, checked or not. The schema is versioned
/// (``schemaVersion``) and documented in docs/ci.md, "JSON report".
///
/// ```swift
/// let report = JSONReport(entries: [.checked(CheckedScenario(result: result))])
/// print(JSONReport.render(report))
/// ```
public struct JSONReport: Codable, Sendable, Equatable {
    /// Raised when a field changes meaning or disappears; new fields do not raise it. 4: an
    /// invariant `holds` only when a complete search proves it, and its `trace` is the first
    /// violation no `expect` line covers when there is one. 3: the report is one object with
    /// a `scenarios` array (2 was one object per scenario, an array when several were
    /// checked), and a scenario that cannot be checked is an entry.
    public static let schemaVersion = 4

    /// How many scenarios ended how.
    public struct Summary: Codable, Sendable, Equatable {
        public var scenarios: Int
        public var passed: Int
        public var failed: Int
        public var incomplete: Int
        /// Scenarios that could not be checked.
        public var errors: Int
        /// Files of the folders given that are not scenarios (not among `scenarios`; under
        /// `--strict` also among `failed`).
        public var skipped: Int

        init(scenarios: Int, passed: Int, failed: Int, incomplete: Int, errors: Int, skipped: Int) {
            (self.scenarios, self.passed, self.failed, self.incomplete, self.errors, self.skipped) =
                (scenarios, passed, failed, incomplete, errors, skipped)
        }

        /// Reports written before `skipped` was counted read as having none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            scenarios = try container.decode(Int.self, forKey: .scenarios)
            passed = try container.decode(Int.self, forKey: .passed)
            failed = try container.decode(Int.self, forKey: .failed)
            incomplete = try container.decode(Int.self, forKey: .incomplete)
            errors = try container.decode(Int.self, forKey: .errors)
            skipped = try container.decodeIfPresent(Int.self, forKey: .skipped) ?? 0
        }
    }

    public var schemaVersion: Int
    /// The version of coordcheck that wrote the report.
    public var coordcheckVersion: String
    /// `check --shard K/N`: the part of each search this report holds (`index` K and `count`
    /// N); absent for whole searches.
    public var shard: SearchShard?
    public var summary: Summary
    public var scenarios: [Entry]

    public init(entries: [GateEntry], timings: Bool = false, shard: SearchShard? = nil) {
        schemaVersion = Self.schemaVersion
        coordcheckVersion = CoordCheckVersion.current
        self.shard = shard
        let scenarios = entries.map { Entry($0, timings: timings) }
        func count(_ status: String) -> Int { scenarios.filter { $0.status == status }.count }
        self.scenarios = scenarios
        let skipped = scenarios.filter { $0.reason != nil }.count
        summary = Summary(scenarios: scenarios.count - skipped, passed: count("passed"), failed: count("failed"),
                          incomplete: count("incomplete"), errors: count("error"), skipped: skipped)
    }

    /// Pretty-printed with sorted keys: the same result always gives the same bytes.
    public static func render<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
