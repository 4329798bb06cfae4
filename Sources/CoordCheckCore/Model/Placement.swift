/// Where a started coordinator presents: `start X in here|modal|sheet|tab N`.
public enum Placement: Sendable, Hashable {
    /// The starting coordinator's own navigation stack (the default).
    case here
    /// A new navigation stack presented modally over it.
    case modal(Presentation)
    /// Tab N (1-based) of the window's tab bar.
    case tab(Int)
}
