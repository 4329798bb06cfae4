/// What `window.rootViewController` holds.
enum WindowRoot: Sendable, Hashable {
    case empty
    /// A navigation controller (index into ``State/stacks``).
    case stack(Int32)
    /// A tab bar controller: one navigation stack per tab, and the selected tab (0-based).
    case tabs([Int32], selected: Int)

    /// Becomes `other`, keeping its own tabs array when the tabs are the same (most often only
    /// the selected tab differs): comparing the two and assigning `other` whole copies its
    /// tabs (a retain) and destroys these.
    mutating func assign(from other: WindowRoot) {
        if case .tabs(let tabs, let selected) = self, case .tabs(let otherTabs, let otherSelected) = other, tabs == otherTabs {
            if selected != otherSelected { self = .tabs(tabs, selected: otherSelected) }
        } else if self != other {
            self = other
        }
    }

    /// Whether both are tab bars with the same tabs, whichever tab each has selected.
    func hasSameTabs(as other: WindowRoot) -> Bool {
        if case .tabs(let tabs, _) = self, case .tabs(let otherTabs, _) = other { return tabs == otherTabs }
        return false
    }
}
