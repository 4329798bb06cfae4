/// A `.txt` file in a folder given to a gate run that is not a scenario (its first line is no
/// declaration), so nothing in it was checked. Every report lists it, so that a scenario that
/// lost its first keyword is never passed over in silence; `--strict` fails on it.
public struct SkippedFile: Sendable, Hashable {
    /// The file as found in the folder.
    public var file: String
    /// Why it is not a scenario.
    public var reason: String
    /// Under `--strict`, a skipped file fails the run.
    public var strict: Bool

    public init(file: String, reason: String, strict: Bool = false) {
        self.file = file
        self.reason = reason
        self.strict = strict
    }

    /// The one problem every line-pointing reporter shows: a warning at the file's first
    /// line, an error under `--strict`.
    public var problem: Problem {
        Problem(strict ? .error : .warning, rule: Problem.Rule.skippedFile, file: file, line: 1, column: 1,
                message: "skipped: not a scenario (\(reason))")
    }

    /// The name reports give it: the file's name without its folder and extension.
    public var name: String { UnreadableScenario(file: file, problems: []).name }
}
