/// Turns scenario text into a ``Scenario``, or into every diagnostic the file deserves.
///
/// ```swift
/// let result = ScenarioCompiler.compile(SourceFile(path: "app.txt", text: text))
/// switch result {
/// case .success(let scenario): …
/// case .failure(let failure): failure.diagnostics.map { $0.render(in: file) }
/// }
/// ```
public enum ScenarioCompiler {
    /// The depth bounds a scenario (or `--depth`) may ask for.
    public static let depthRange = 1...64
    /// The depth used when a scenario does not say.
    public static let defaultDepth = 8
    /// `on launch.CASE`: a launch case of the root, not a screen's event.
    static let launchScreenName = "launch"
    /// `on start.CASE`: a start case of a child, not a screen's event.
    static let startScreenName = "start"
    /// The method a start case is kept as (`on start.signedOut`: `start.signedOut`), a name no
    /// `func` can take.
    static func startCaseMethod(_ name: String) -> String { "\(startScreenName).\(name)" }
    /// The start case a method is kept for (`start.signedOut`: `signedOut`), nil for a `func`.
    static func startCase(ofMethod method: String) -> String? {
        method.hasPrefix(startCaseMethod("")) ? String(method.dropFirst(startCaseMethod("").count)) : nil
    }
    static let namedTriggers = ["start", "back", "swipeBack", "swipeBegin", "swipeDismiss", "reselectTab"]
    /// Names a global event cannot take: the built-in triggers and event labels.
    static let reservedEventNames = namedTriggers + ["cancelSwipeBack", "selectTab"]
    static let targetWords = ["self", "parent", "root", "none"]
    /// What `start` and `append` take for a coordinator that exists (not a new one).
    static let instanceWords = ["caller", "parent", "root"]

    /// Every error of the file, sorted by position.
    public struct Failure: Error, Sendable {
        public var diagnostics: [Diagnostic]
    }

    public static func compile(_ file: SourceFile) -> Result<Scenario, Failure> {
        let (document, parseDiagnostics) = Parser(file: file).parse()
        // A file that does not parse is reported as such: checking what was understood of it
        // would add errors that are only echoes of the broken lines (no root coordinator,
        // when its line is the broken one).
        if parseDiagnostics.contains(where: { $0.severity == .error }) {
            return .failure(Failure(diagnostics: parseDiagnostics.sorted()))
        }
        var compiler = Compilation(file: file, syntax: ScenarioSyntax(document))
        compiler.diagnostics = parseDiagnostics
        var scenario = compiler.run()
        let errors = compiler.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { return .failure(Failure(diagnostics: compiler.diagnostics.sorted())) }
        scenario.warnings = compiler.diagnostics.filter { $0.severity == .warning }.sorted()
        return .success(scenario)
    }

    /// Checks a depth given on the command line.
    public static func isValidDepth(_ depth: Int) -> Bool { depthRange.contains(depth) }
}
