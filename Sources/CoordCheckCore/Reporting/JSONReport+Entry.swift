extension JSONReport {
    public struct Options: Codable, Sendable, Equatable {
        public var depth: Int
        public var maxStates: Int?
        /// Bytes; absent when the default (80% of memory) applied.
        public var maxMemory: Int?
        public var stopAtFirst: Bool
        /// `--strict`: warnings fail the scenario.
        public var strict: Bool
        /// `--simulate N` walks and `--seed S`, when simulating.
        public var simulate: Int?
        public var seed: UInt64?

        public init(depth: Int, maxStates: Int? = nil, maxMemory: Int? = nil, stopAtFirst: Bool = false,
                    strict: Bool = false, simulate: Int? = nil, seed: UInt64? = nil) {
            self.depth = depth
            self.maxStates = maxStates
            self.maxMemory = maxMemory
            self.stopAtFirst = stopAtFirst
            self.strict = strict
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
        /// The chance that two distinct states shared a fingerprint
        /// (``ExplorationStats/collisionProbability``).
        public var collisionProbability: Double
    }

    public struct Location: Codable, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var handler: String
    }

    /// Another coordinator type's violation of an invariant (``InvariantVerdict/alsoBrokenBy``).
    public struct OtherViolation: Codable, Sendable, Equatable {
        /// The coordinator type it blames; absent when it blames none.
        public var culprit: String?
        /// Whether an `expect` line covers it.
        public var expected: Bool
        /// Its shortest trace, in the scenario's own event names.
        public var trace: [String]
        public var message: String
        public var location: Location?
        /// Whether its evidence was read in full (``Violation/confirmed``); false only for a
        /// draft's violation that rests on code the extractor did not model.
        public var confirmed: Bool?
        /// The draft's notes it rests on, when unconfirmed.
        public var dependsOn: [DraftGaps.Note]?
    }

    public struct InvariantEntry: Codable, Sendable, Equatable {
        public var name: String
        public var description: String
        /// Not violated, and proven so: by a complete search (never a stopped one, a shard's
        /// part or random walks).
        public var holds: Bool
        public var expected: Bool
        /// The scenario's `expect` lines of it, as written after `expect` (`no-leaks: Detail
        /// at depth 3`); absent when there are none.
        public var expectations: [String]?
        /// `holds`, `not-violated` (by a search that did not complete), `violated` (a violation
        /// no `expect` line covers), `unconfirmed` (a draft's, each resting on code the
        /// extractor did not model), `expected`, `not-found` (an `expect` line not met) or
        /// `inconclusive`.
        public var outcome: String?
        /// With `not-violated`: the depth to which every event sequence was covered.
        public var notViolatedToDepth: Int?
        /// The trace, in the scenario's own event names (absent when not violated): the first
        /// violation no `expect` line covers, else the shortest (for an exhaustive check, the
        /// shortest of those blaming its coordinator type).
        public var trace: [String]?
        public var message: String?
        /// The coordinator type the violation is about (absent when it names none).
        public var culprit: String?
        /// With a violation: whether its evidence was read in full. False for a draft's
        /// violation that rests on code the extractor did not model (`outcome` `unconfirmed`
        /// when no confirmed violation is left): a warning, not a bug of the app.
        public var confirmed: Bool?
        /// The draft's notes an unconfirmed violation rests on: each note's text, its line in
        /// the draft and the Swift place it was read at.
        public var dependsOn: [DraftGaps.Note]?
        /// Each other coordinator type the invariant blames, with its shortest violation.
        public var alsoBrokenBy: [OtherViolation]?
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
        /// Why nothing in the scenario can ever run it (absent when something may).
        public var unreachable: String?
    }

    /// An operation UIKit refused every time its handler ran (``Coverage/RefusedOperation``).
    public struct RefusedCoverage: Codable, Sendable, Equatable {
        public var line: Int
        public var column: Int
        public var handler: String
        public var message: String
        public var times: Int
    }

    public struct CoverageEntry: Codable, Sendable, Equatable {
        public var events: [EventCoverage]
        public var handlers: [HandlerCoverage]
        /// Declared events never enabled and handlers never run: dead navigation.
        public var unreachedEvents: [String]
        public var unreachedHandlers: [String]
        /// Operations refused every time their handler ran; absent when none.
        public var refused: [RefusedCoverage]?
    }

    /// A problem that kept a scenario from being checked.
    public struct ErrorEntry: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var message: String
    }

    /// One scenario: its verdicts when it was checked (`status` `passed`, `failed` or
    /// `incomplete`), else `status` `error` and the `errors` that stopped it.
    public struct Entry: Codable, Sendable, Equatable {
        public var scenario: String
        public var file: String
        /// `passed`, `failed`, `incomplete`, `error`, or `skipped` for a file of a folder that
        /// is not a scenario (`failed` under `--strict`, with its `reason`).
        public var status: String
        /// `exhaustive` or `simulation`.
        public var mode: String?
        public var depth: Int?
        public var complete: Bool?
        public var options: Options?
        public var stats: Stats?
        public var invariants: [InvariantEntry]?
        public var coverage: CoverageEntry?
        /// A draft's: the coordinator types whose handlers ran, over those it declares.
        public var draftReach: DraftReach?
        public var files: [String]?
        public var errors: [ErrorEntry]?
        /// A file that is not a scenario: why.
        public var reason: String?
        /// `check --shard K/N`: the part of the search this entry holds.
        public var shard: Shard?
        /// `coordcheck merge`: the parts merged into this entry, by index.
        public var shards: [Shard]?

        public init(_ entry: GateEntry, timings: Bool = false) {
            switch entry {
            case .checked(let checked):
                self.init(checked, timings: timings)
            case .unreadable(let unreadable):
                self.init(scenario: unreadable.name, file: unreadable.file,
                          errors: unreadable.problems.map { ErrorEntry(file: $0.file, line: $0.line, column: $0.column, message: $0.message) })
            case .skipped(let skipped):
                self.init(scenario: skipped.name, file: skipped.file, status: skipped.strict ? "failed" : "skipped")
                reason = skipped.reason
            }
        }

        private init(scenario: String, file: String, status: String = "error", errors: [ErrorEntry]? = nil) {
            self.scenario = scenario
            self.file = file
            self.status = status
            self.errors = errors
        }

        init(_ checked: CheckedScenario, timings: Bool) {
            let result = checked.result
            let scenario = result.scenario
            self.scenario = scenario.name
            self.file = scenario.path
            if case .simulated = result.stop { mode = "simulation" } else { mode = "exhaustive" }
            self.depth = result.depth
            self.complete = result.complete
            self.status = checked.status.rawValue
            self.options = checked.options
            self.stats = Stats(states: result.stats.states, transitions: result.stats.transitions,
                               seconds: timings ? (result.stats.seconds * 1000).rounded() / 1000 : nil,
                               depthCovered: result.stats.depthCovered, visitedBytes: result.stats.visitedBytes,
                               collisionProbability: result.stats.collisionProbability)
            self.invariants = result.verdicts.map { InvariantEntry(verdict: $0, of: checked) }
            let coverage = result.coverage
            self.coverage = CoverageEntry(
                events: coverage.events.map { EventCoverage(label: $0.label, declared: $0.declared, enabled: $0.enabled, fired: $0.fired) },
                handlers: coverage.handlers.map { HandlerCoverage(handler: $0.title, line: $0.location.line, column: $0.location.column, fired: $0.fired,
                                                                      unreachable: $0.unreachable) },
                unreachedEvents: coverage.unreachedEvents.map(\.label),
                unreachedHandlers: coverage.unreachedHandlers.map(\.title),
                refused: coverage.refused.isEmpty ? nil : coverage.refused.map {
                    RefusedCoverage(line: $0.location.line, column: $0.location.column, handler: $0.handler, message: $0.reason, times: $0.times)
                })
            self.draftReach = checked.sourceMap == nil ? nil : DraftReach(result)
            self.files = checked.files
            self.shard = result.shard.map(Shard.init)
            self.shards = checked.shards.isEmpty ? nil : checked.shards.map(Shard.init)
        }
    }
}

extension JSONReport.InvariantEntry {
    /// `verdict` of a checked scenario, its violation told by its counterexample.
    init(verdict: InvariantVerdict, of checked: CheckedScenario) {
        let scenario = checked.result.scenario
        let counterexample = checked.counterexamples.first { $0.invariant == verdict.name }
        let reported = verdict.reported
        func location(_ violation: Violation?) -> JSONReport.Location? {
            violation?.handler.map { JSONReport.Location(line: $0.location.line, column: $0.location.column, handler: $0.title) }
        }
        let others = verdict.alsoBrokenBy.map { other in
            JSONReport.OtherViolation(culprit: other.culpritName(in: scenario), expected: verdict.expects(other),
                                      trace: other.trace.labels(in: scenario), message: other.message, location: location(other),
                                      confirmed: other.confirmed, dependsOn: other.confirmed ? nil : other.dependsOn)
        }
        var notViolatedTo: Int?
        if case .notViolated(let reach) = verdict.outcome { notViolatedTo = reach.depthCovered }
        let expectations = verdict.expectations.map { $0.written(in: scenario) }
        self.init(name: verdict.name, description: verdict.summary, holds: verdict.holds, expected: verdict.expected,
                  expectations: expectations.isEmpty ? nil : expectations, outcome: Self.word(verdict.outcome), notViolatedToDepth: notViolatedTo,
                  trace: reported?.trace.labels(in: scenario), message: reported?.message, culprit: reported?.culpritName(in: scenario),
                  confirmed: reported?.confirmed, dependsOn: reported.flatMap { $0.confirmed ? nil : $0.dependsOn },
                  alsoBrokenBy: others.isEmpty ? nil : others, inconclusive: verdict.inconclusive, location: location(reported),
                  cause: counterexample?.cause.map { SourceMap.place(of: $0, inScenario: scenario.path, through: checked.sourceMap) },
                  itf: counterexample?.itf(in: scenario))
    }

    /// The `outcome` field.
    static func word(_ outcome: InvariantVerdict.Outcome) -> String {
        switch outcome {
        case .holds: "holds"
        case .notViolated: "not-violated"
        case .violated: "violated"
        case .unconfirmed: "unconfirmed"
        case .expectedFound: "expected"
        case .expectedMissing: "not-found"
        case .inconclusive: "inconclusive"
        }
    }
}
