/// One file of a gate run, as every report lists it: a scenario checked, a scenario that
/// could not be checked, or a file of a folder that is not a scenario.
public enum GateEntry: Sendable {
    case checked(CheckedScenario)
    case unreadable(UnreadableScenario)
    case skipped(SkippedFile)

    /// What the reporters that point at lines show for it.
    public var problems: [Problem] {
        switch self {
        case .checked(let checked): checked.problems
        case .unreadable(let unreadable): unreadable.problems
        case .skipped(let skipped): [skipped.problem]
        }
    }

    /// The file as given.
    public var file: String {
        switch self {
        case .checked(let checked): checked.result.scenario.path
        case .unreadable(let unreadable): unreadable.file
        case .skipped(let skipped): skipped.file
        }
    }
}
