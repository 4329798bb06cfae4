extension Snapshot {
    /// What `window.rootViewController` holds.
    public enum Root: Sendable, Hashable {
        case empty
        /// A navigation controller (index into ``Snapshot/stacks``).
        case stack(Int)
        /// A tab bar controller: one navigation stack per tab, and the selected tab (0-based).
        case tabs([Int], selected: Int)

        init(_ root: WindowRoot) {
            switch root {
            case .empty: self = .empty
            case .stack(let stack): self = .stack(Int(stack))
            case .tabs(let tabs, let selected): self = .tabs(tabs.map(Int.init), selected: selected)
            }
        }

        /// The engine's window root.
        var windowRoot: WindowRoot {
            switch self {
            case .empty: .empty
            case .stack(let stack): .stack(Int32(stack))
            case .tabs(let tabs, let selected): .tabs(tabs.map(Int32.init), selected: selected)
            }
        }
    }
}
