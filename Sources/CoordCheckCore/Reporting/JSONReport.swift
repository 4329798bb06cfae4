import Foundation

/// The `--format json` report of one check (schema in README.md, "JSON report").
public struct JSONReport: Codable, Sendable, Equatable {
    public struct Stats: Codable, Sendable, Equatable {
        public var states: Int
        public var transitions: Int
        public var seconds: Double
        public var depthCovered: Int
        /// Bytes of the visited set.
        public var visitedBytes: Int
    }

    public struct Location: Codable, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var handler: String
    }

    public struct InvariantEntry: Codable, Sendable, Equatable {
        public var name: String
        public var description: String
        public var holds: Bool
        public var expected: Bool
        /// The shortest trace, in the scenario's own event names (absent when it holds).
        public var trace: [String]?
        public var message: String?
        /// The handler that ran the trace's last step.
        public var location: Location?
    }

    public var scenario: String
    public var file: String
    public var depth: Int
    public var complete: Bool
    /// `passed`, `failed` or `incomplete`.
    public var status: String
    public var stats: Stats
    public var invariants: [InvariantEntry]
    public var files: [String]

    public init(result: CheckResult, files: [String] = []) {
        let scenario = result.scenario
        self.scenario = scenario.name
        self.file = scenario.path
        self.depth = result.depth
        self.complete = result.complete
        self.status = result.status.rawValue
        self.stats = Stats(states: result.stats.states, transitions: result.stats.transitions,
                           seconds: (result.stats.seconds * 1000).rounded() / 1000, depthCovered: result.stats.depthCovered,
                           visitedBytes: result.stats.visitedBytes)
        self.invariants = result.verdicts.map { verdict in
            InvariantEntry(name: verdict.name, description: verdict.summary, holds: verdict.holds, expected: verdict.expected,
                           trace: verdict.violation?.trace.labels(in: scenario), message: verdict.violation?.message,
                           location: verdict.violation?.handler.map { Location(line: $0.location.line, column: $0.location.column, handler: $0.title) })
        }
        self.files = files
    }

    /// Pretty-printed with sorted keys: the same result always gives the same bytes.
    public static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
