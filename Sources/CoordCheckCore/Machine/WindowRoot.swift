/// What `window.rootViewController` holds.
enum WindowRoot: Sendable, Hashable {
    case empty
    /// A navigation controller (index into ``State/stacks``).
    case stack(Int32)
    /// A tab bar controller: one navigation stack per tab, and the selected tab (0-based).
    case tabs([Int32], selected: Int)
}
