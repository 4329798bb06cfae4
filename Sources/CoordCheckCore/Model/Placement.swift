/// Where a started coordinator presents: `start X in here|modal|sheet|tab N`.
public enum Placement: Sendable, Hashable {
    /// The starting coordinator's own navigation stack (the default).
    case here
    /// A new navigation stack presented modally over it.
    case modal(Presentation)
    /// Tab N (1-based) of the nearest tab bar.
    case tab(Int)
    /// A new navigation stack embedded in the top screen of the starting coordinator's stack.
    case embedded
}
