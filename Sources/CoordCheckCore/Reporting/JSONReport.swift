import Foundation

/// The `--format json` report of one check. The schema is versioned (``schemaVersion``) and
/// documented in docs/ci.md, "JSON report".
///
/// ```swift
/// let report = JSONReport(result: result, options: .init(depth: result.depth))
/// print(JSONReport.render(report))
/// ```
public struct JSONReport: Codable, Sendable, Equatable {
    /// Raised when a field changes meaning or disappears; new fields do not raise it.
    public static let schemaVersion = 2

    /// What the check was asked to do (the command-line options that change results).
    public struct Options: Codable, Sendable, Equatable {
        public var depth: Int
        public var maxStates: Int?
        /// Bytes; absent when the default (80% of memory) applied.
        public var maxMemory: Int?
        public var stopAtFirst: Bool
        /// `--simulate N` walks and `--seed S`, when simulating.
        public var simulate: Int?
        public var seed: UInt64?

        public init(depth: Int, maxStates: Int? = nil, maxMemory: Int? = nil, stopAtFirst: Bool = false,
                    simulate: Int? = nil, seed: UInt64? = nil) {
            self.depth = depth
            self.maxStates = maxStates
            self.maxMemory = maxMemory
            self.stopAtFirst = stopAtFirst
            self.simulate = simulate
            self.seed = seed
        }
    }

    public struct Stats: Codable, Sendable, Equatable {
        /// Distinct states (for a simulation: distinct states the walks visited).
        public var states: Int
        /// Events applied.
        public var transitions: Int
        /// Wall-clock seconds; only with `--timings`, so that reports are reproducible.
        public var seconds: Double?
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
        /// The trace, in the scenario's own event names (absent when it holds): the shortest
        /// for an exhaustive check.
        public var trace: [String]?
        public var message: String?
        /// Why a reachability assertion is undecided within the bound (then `holds` is false
        /// and there is no trace).
        public var inconclusive: String?
        /// The handler that ran the trace's last step.
        public var location: Location?
        /// The operation that caused the violation (``Counterexample/cause``): in the Swift
        /// code when the scenario is a draft with a source map, else in the scenario.
        public var cause: SourceMap.Place?
        /// The trace as an ITF document (``ITFTrace``).
        public var itf: JSONValue?
    }

    public struct EventCoverage: Codable, Sendable, Equatable {
        public var label: String
        public var declared: Bool
        public var enabled: Int
        public var fired: Int
    }

    public struct HandlerCoverage: Codable, Sendable, Equatable {
        public var handler: String
        public var line: Int
        public var column: Int
        public var fired: Int
    }

    public struct CoverageEntry: Codable, Sendable, Equatable {
        public var events: [EventCoverage]
        public var handlers: [HandlerCoverage]
        /// Declared events never enabled and handlers never run: dead navigation.
        public var unreachedEvents: [String]
        public var unreachedHandlers: [String]
    }

    public var schemaVersion: Int
    /// The version of coordcheck that wrote the report.
    public var coordcheckVersion: String
    public var scenario: String
    public var file: String
    /// `exhaustive` or `simulation`.
    public var mode: String
    public var depth: Int
    public var complete: Bool
    /// `passed`, `failed` or `incomplete`.
    public var status: String
    public var options: Options
    public var stats: Stats
    public var invariants: [InvariantEntry]
    public var coverage: CoverageEntry
    public var files: [String]

    public init(result: CheckResult, options: Options, counterexamples: [Counterexample]? = nil, files: [String] = [],
                timings: Bool = false, sourceMap: SourceMap? = nil) {
        let scenario = result.scenario
        let counterexamples = counterexamples ?? Counterexample.all(in: result)
        self.schemaVersion = Self.schemaVersion
        self.coordcheckVersion = CoordCheckVersion.current
        self.scenario = scenario.name
        self.file = scenario.path
        if case .simulated = result.stop { mode = "simulation" } else { mode = "exhaustive" }
        self.depth = result.depth
        self.complete = result.complete
        self.status = result.status.rawValue
        self.options = options
        self.stats = Stats(states: result.stats.states, transitions: result.stats.transitions,
                           seconds: timings ? (result.stats.seconds * 1000).rounded() / 1000 : nil,
                           depthCovered: result.stats.depthCovered, visitedBytes: result.stats.visitedBytes)
        self.invariants = result.verdicts.map { verdict in
            let counterexample = counterexamples.first { $0.invariant == verdict.name }
            return InvariantEntry(name: verdict.name, description: verdict.summary, holds: verdict.holds, expected: verdict.expected,
                                  trace: verdict.violation?.trace.labels(in: scenario), message: verdict.violation?.message,
                                  inconclusive: verdict.inconclusive,
                                  location: verdict.violation?.handler.map { Location(line: $0.location.line, column: $0.location.column, handler: $0.title) },
                                  cause: counterexample?.cause.map { SourceMap.place(of: $0, inScenario: scenario.path, through: sourceMap) },
                                  itf: counterexample?.itf(in: scenario))
        }
        let coverage = result.coverage
        self.coverage = CoverageEntry(
            events: coverage.events.map { EventCoverage(label: $0.label, declared: $0.declared, enabled: $0.enabled, fired: $0.fired) },
            handlers: coverage.handlers.map { HandlerCoverage(handler: $0.title, line: $0.location.line, column: $0.location.column, fired: $0.fired) },
            unreachedEvents: coverage.unreachedEvents.map(\.label),
            unreachedHandlers: coverage.unreachedHandlers.map(\.title))
        self.files = files
    }

    /// Pretty-printed with sorted keys: the same result always gives the same bytes.
    public static func render<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
