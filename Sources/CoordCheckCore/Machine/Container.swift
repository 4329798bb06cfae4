/// The child view controllers a screen holds (docs/language.md §6): the tabs of a tab bar
/// that is a screen (`push tabs 3`, `present tabs 4 fullScreen`), or the screens another
/// screen embeds (`embed MapScreen`, `start Feed in embed`). Each is a navigation stack
/// (index into ``State/stacks``), alive and in the window exactly as long as the screen
/// that holds it.
struct Container: Sendable, Hashable {
    /// The stacks, in order: one per tab, or one per embedded screen.
    var stacks: [Int32]
    /// The selected tab (0-based) of a tab bar; -1 for embedded screens, which are all shown
    /// while their container is.
    var selected: Int32

    init(stacks: [Int32], selected: Int32) {
        self.stacks = stacks
        self.selected = selected
    }

    /// Whether this is a tab bar (one tab shown at a time) rather than embedded screens.
    var isTabBar: Bool { selected >= 0 }
}
