/// The UIKit events a scenario may turn off with `disable`.
public enum SystemEvent: String, Sendable, CaseIterable, Hashable {
    /// The interactive pop gesture (apps with a custom navigation bar often lose it).
    case swipeBack
    /// Pulling a sheet down (`isModalInPresentation = true` turns it off).
    case swipeDismiss
    /// Tapping the selected tab again, which pops its stack to the root.
    case reselectTab
}
