/// One thing a check reports at a place in a file: a violation, an expected violation not
/// found, an event never enabled, a handler that never runs, a scenario that does not
/// compile. The reporters that point at lines all read these: Xcode's and editors'
/// `path:line:col: error:` (``XcodeReport``), GitHub annotations (``GitHubAnnotations``) and
/// SARIF results (``SARIFReport``).
///
/// ```
/// Scenarios/leak.txt:87:3: error: [no-leaks] MyPage#8 is still in Today#4.children … — trace: a → back
/// ```
public struct Problem: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var severity: Severity
    /// An invariant's or an assertion's name, or one of ``Rule``'s.
    public var rule: String
    /// The scenario, or for a draft with a source map the Swift file the line was read from.
    public var file: String
    /// Absent for a file that cannot be read at all.
    public var line: Int?
    public var column: Int?
    /// One line.
    public var message: String
    /// The lines that follow it: the trace, the handler.
    public var detail: [String]

    public init(_ severity: Severity, rule: String, file: String, line: Int? = nil, column: Int? = nil,
                message: String, detail: [String] = []) {
        self.severity = severity
        self.rule = rule
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.detail = detail
    }

    public init(_ severity: Severity, rule: String, at place: SourceMap.Place, message: String, detail: [String] = []) {
        self.init(severity, rule: rule, file: place.file, line: place.line, column: place.column, message: message, detail: detail)
    }

    /// The rules that are not invariants, with what each means.
    public enum Rule {
        public static let unreachedEvent = "unreached-event"
        public static let unreachedHandler = "unreached-handler"
        public static let scenarioError = "scenario-error"
        public static let internalError = "internal-error"
        public static let outputError = "output-error"
        public static let skippedFile = "skipped-file"
        public static let scenarioWarning = "scenario-warning"
        public static let refusedOperation = "refused-operation"

        public static func isUnreached(_ rule: String) -> Bool { rule == unreachedEvent || rule == unreachedHandler }

        public static let descriptions: [String: String] = [
            unreachedEvent: "A declared event is never enabled within the bound: dead navigation, or a depth too small to reach it.",
            unreachedHandler: "A handler never runs within the bound: dead navigation, or a depth too small to reach it.",
            scenarioError: "The scenario cannot be read or does not compile, so nothing in it was checked.",
            internalError: "coordcheck failed on this scenario: a bug in the checker.",
            scenarioWarning: "The scenario compiles, but a line of it is likely not what the code it models does.",
            refusedOperation: "An operation UIKit refused, or that could do nothing, every time its handler ran: it never took effect.",
            skippedFile: "A .txt file in a folder of scenarios is not a scenario (its first line is no declaration), so nothing in it was checked.",
            outputError: "The scenario was checked, but its output folder did not get all its files: a folder that cannot be written, or Graphviz missing.",
        ]
    }

    /// An event never enabled or a handler that never runs: a warning, which `--strict` fails.
    public var isUnreached: Bool { Rule.isUnreached(rule) }

    /// `path:line:col`, or as much of it as is known.
    public var place: String {
        [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }

    /// `path:line:col: severity: [rule] message — detail; detail`, on one line, as compilers
    /// write it (Xcode and editors' problem matchers read it).
    public var compilerStyle: String {
        let text = detail.isEmpty ? message : message + " — " + detail.joined(separator: "; ")
        return "\(place): \(severity.rawValue): [\(rule)] " + text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
