/// A scenario a gate run could not check: the file cannot be read, it does not compile, a
/// handler cannot run, or the checker failed on it. Every report shows it as an error, so
/// that no report is green when something was not checked.
public struct UnreadableScenario: Error, Sendable {
    /// The file as given.
    public var file: String
    /// What went wrong, each at its place when it has one (rule ``Problem/Rule/scenarioError``
    /// or ``Problem/Rule/internalError``).
    public var problems: [Problem]

    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }

    /// A file that cannot be read.
    public init(_ error: FileError) {
        self.init(file: error.path, problems: [Problem(.error, rule: Problem.Rule.scenarioError, file: error.path, message: error.message)])
    }

    /// A scenario whose compiler found these.
    public init(file: String, diagnostics: [Diagnostic]) {
        self.init(file: file, problems: diagnostics.map { diagnostic in
            Problem(diagnostic.severity == .error ? .error : .warning, rule: Problem.Rule.scenarioError, file: file,
                    line: diagnostic.location.line, column: diagnostic.location.column, message: diagnostic.message)
        })
    }

    /// The name reports give it: the file's name without its folder and extension.
    public var name: String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".txt") ? String(base.dropLast(4)) : base
    }
}
