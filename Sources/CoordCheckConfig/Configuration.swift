import CoordCheckCore
import Yams

/// What `coordcheck` with no arguments runs in a repository: `.coordcheck.yml`, read with
/// Yams. Every key is a `check` option by its command-line name; `scenarios` lists what to
/// check and `extract` Swift code to draft scenarios from. An unknown key, or a value of the
/// wrong kind, is an error at its line and column. Relative paths are relative to the file's
/// folder.
///
/// ```yaml
/// scenarios: [Scenarios]
/// depth: 8
/// reporter: xcode
/// extract:
///   - sources: [App/Coordinators]
///     name: app
/// ```
public struct Configuration: Sendable, Equatable {
    /// The file `coordcheck` looks for in the folder it runs in.
    public static let fileName = ".coordcheck.yml"

    public var scenarios: [String] = []
    public var extract: [ExtractionSource] = []
    public var depth: Int?
    public var output: String?
    public var reporter: String?
    public var junit: String?
    public var sarif: String?
    public var annotations: String?
    public var strict = false
    public var jobs: Int?
    public var maxStates: Int?
    /// As on the command line: `512M`, `4G`.
    public var maxMemory: String?
    public var stopAtFirst = false
    public var simulate: Int?
    public var seed: Int?
    public var noRender = false
    public var quiet = false
    public var timings = false

    public init() {}

    /// The keys, as the command line spells the options.
    public static let keys = ["scenarios", "extract", "depth", "output", "reporter", "junit", "sarif", "annotations", "strict", "jobs",
                              "max-states", "max-memory", "stop-at-first", "simulate", "seed", "no-render", "quiet", "timings"]
    static let extractKeys = ["sources", "name", "draft", "expect", "depth"]

    /// What the command line accepts, which the configuration's values are checked against.
    public struct Vocabulary: Sendable {
        /// The values of `reporter` and of `annotations`.
        public var reporters: [String]
        public var annotations: [String]
        /// Whether a `max-memory` value reads as a size.
        public var isMemorySize: @Sendable (String) -> Bool

        public init(reporters: [String], annotations: [String], isMemorySize: @escaping @Sendable (String) -> Bool) {
            self.reporters = reporters
            self.annotations = annotations
            self.isMemorySize = isMemorySize
        }
    }

    /// Reads a configuration, its values checked against what the command line accepts.
    public static func parse(_ text: String, path: String, accepting vocabulary: Vocabulary) throws(ConfigurationError) -> Configuration {
        let reader = Reader(path: path)
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            throw reader.syntaxError(error)
        }
        var configuration = Configuration()
        var depthNode: Node?
        guard let root else { return configuration }
        guard case .mapping(let mapping) = root else { throw reader.error(at: root, "a configuration is a mapping of keys (scenarios, depth, …)") }
        for (keyNode, value) in mapping {
            let key = try reader.string(keyNode)
            switch key {
            case "scenarios": configuration.scenarios = try reader.strings(value).map(reader.resolve)
            case "extract": configuration.extract = try reader.list(value).map(reader.extraction)
            case "depth":
                configuration.depth = try reader.int(value)
                depthNode = value
            case "output": configuration.output = reader.resolve(try reader.string(value))
            case "reporter":
                let reporter = try reader.string(value)
                guard vocabulary.reporters.contains(reporter) else {
                    throw reader.error(at: value, "unknown reporter '\(reporter)'; one of \(vocabulary.reporters.joined(separator: ", "))")
                }
                configuration.reporter = reporter
            case "junit": configuration.junit = reader.resolve(try reader.string(value))
            case "sarif": configuration.sarif = reader.resolve(try reader.string(value))
            case "annotations":
                let kind = try reader.string(value)
                guard vocabulary.annotations.contains(kind) else {
                    throw reader.error(at: value, "unknown annotations '\(kind)'; one of \(vocabulary.annotations.joined(separator: ", "))")
                }
                configuration.annotations = kind
            case "strict": configuration.strict = try reader.bool(value)
            case "jobs":
                let jobs = try reader.int(value)
                guard (1...256).contains(jobs) else { throw reader.error(at: value, "jobs must be between 1 and 256") }
                configuration.jobs = jobs
            case "max-states":
                let states = try reader.int(value)
                guard states >= 1 else { throw reader.error(at: value, "max-states must be at least 1") }
                configuration.maxStates = states
            case "max-memory":
                let size = try reader.string(value)
                guard vocabulary.isMemorySize(size) else { throw reader.error(at: value, "max-memory is a size such as 512M or 4G, not '\(size)'") }
                configuration.maxMemory = size
            case "stop-at-first": configuration.stopAtFirst = try reader.bool(value)
            case "simulate": configuration.simulate = try reader.int(value)
            case "seed":
                let seed = try reader.int(value)
                guard seed >= 0 else { throw reader.error(at: value, "seed must be 0 or more") }
                configuration.seed = seed
            case "no-render": configuration.noRender = try reader.bool(value)
            case "quiet": configuration.quiet = try reader.bool(value)
            case "timings": configuration.timings = try reader.bool(value)
            default:
                throw reader.error(at: keyNode, "unknown key '\(key)'\(NameSuggestion.hint(for: key, among: keys))")
            }
        }
        // The depth bounds the search (1–64), or with `simulate` is the walks' length.
        if let depth = configuration.depth, let depthNode {
            let range = configuration.simulate == nil ? ScenarioCompiler.depthRange : 1...100_000
            guard range.contains(depth) else {
                throw reader.error(at: depthNode, "depth must be between \(range.lowerBound) and \(range.upperBound)\(configuration.simulate == nil ? "" : " (the walks' length)")")
            }
        }
        return configuration
    }
}
