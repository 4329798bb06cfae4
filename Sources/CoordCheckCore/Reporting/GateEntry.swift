/// One scenario file of a gate run, as every report lists it: checked, or not checkable.
public enum GateEntry: Sendable {
    case checked(CheckedScenario)
    case unreadable(UnreadableScenario)

    /// What the reporters that point at lines show for it.
    public var problems: [Problem] {
        switch self {
        case .checked(let checked): checked.problems
        case .unreadable(let unreadable): unreadable.problems
        }
    }

    /// The file as given.
    public var file: String {
        switch self {
        case .checked(let checked): checked.result.scenario.path
        case .unreadable(let unreadable): unreadable.file
        }
    }
}
