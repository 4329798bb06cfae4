/// The app at rest between two events (docs/language.md §9).
///
/// Instances and stacks refer to each other by index. After every event the machine
/// drops what was deallocated and what left the screen, so every instance is alive and
/// every stack is on screen — the window root's stacks first, then the modals in order,
/// then the stacks their screens contain (``containers``) — or stranded (``stranded``, then
/// what their screens contain), after them.
struct State: Sendable, Hashable {
    var instances: [Instance] { didSet { edits.onlyRootChanged = false } }
    var stacks: [[Screen]] { didSet { edits.onlyRootChanged = false } }
    var root: WindowRoot
    /// Modal presentations, each over the previous one (the first over the window root).
    var modals: [Modal] { didSet { edits.onlyRootChanged = false } }
    /// Stacks alive but never on screen again: a window root replaced while it presented
    /// something leaves the old root and its presentations in the window's transition view
    /// (the presented controller holds its presenter). In the order they were stranded.
    var stranded: [Int32] { didSet { edits.onlyRootChanged = false } }
    /// Stacks whose interactive pop gesture was set from code, by stack.
    var gestures: [StackGesture] { didSet { edits.onlyRootChanged = false } }
    /// The transition animating, with `animations on`.
    var transition: Transition? { didSet { edits.onlyRootChanged = false } }
    /// What screens contain (tabs of a tab bar that is a screen, embedded screens), each
    /// named by one screen's ``Screen/container``, in the order the live stacks name them.
    var containers: [Container] { didSet { edits.onlyRootChanged = false } }
    /// Closures waiting to run, in the order they were left.
    var pending: [PendingBlock] { didSet { edits.onlyRootChanged = false } }
    /// Whether the app is still launching: the root's `on start` ran and one of its launch
    /// cases comes next (``Event/launch(_:)``). No invariant judges such a state.
    var choosingLaunch = false { didSet { edits.onlyRootChanged = false } }
    /// The next ``Instance/serial`` to hand out. Not part of the state's identity.
    var nextSerial: Int32
    /// Room the state let go of, for the next decode. Not part of the state's identity.
    var spares = SpareArrays()
    /// Whether only the window root changed since the last decode or restore: every other
    /// stored part clears it when it changes. Not part of the state's identity.
    var edits = EditTracking()

    init() {
        instances = []
        stacks = []
        root = .empty
        modals = []
        stranded = []
        gestures = []
        transition = nil
        containers = []
        pending = []
        nextSerial = 1
    }

    /// The index of the root coordinator: created first at launch and never released.
    static let rootInstance: Int32 = 0

    /// The stack the user sees: the topmost modal's, else the selected tab's, else the root's;
    /// when its top screen is a tab bar, the selected tab's, and so on down.
    var visibleStack: Int32? {
        guard let stack = windowStack else { return nil }
        return containers.isEmpty ? stack : visibleStack(from: stack)
    }

    /// The stack the window shows, before any tab bar screen on it: the topmost modal's, else
    /// the window root's selected tab's, else the window root's.
    private var windowStack: Int32? {
        if let modal = modals.last { return modal.stack }
        switch root {
        case .empty: return nil
        case .stack(let stack): return stack
        case .tabs(let tabs, let selected): return tabs[selected]
        }
    }

    /// The top screen of the visible stack.
    var visibleScreen: Screen? {
        visibleStack.flatMap { stacks[Int($0)].last }
    }

    /// The stacks in the window root (one, or one per tab).
    var rootStacks: [Int32] {
        switch root {
        case .empty: []
        case .stack(let stack): [stack]
        case .tabs(let tabs, _): tabs
        }
    }

    /// The stacks in the window: the root's, the modals' in order, then those their screens
    /// contain.
    var onScreenStacks: [Int32] {
        let top = rootStacks + modals.map(\.stack)
        return containers.isEmpty ? top : top + containedStacks(of: top)
    }

    /// How many of ``stacks`` are on screen in a settled state (they come first).
    var onScreenStackCount: Int {
        containers.isEmpty ? rootStackCount + modals.count : onScreenStacks.count
    }

    /// How many stacks the window root has (``rootStacks``'s count, without building it).
    var rootStackCount: Int {
        switch root {
        case .empty: 0
        case .stack: 1
        case .tabs(let tabs, _): tabs.count
        }
    }

    /// Calls `body` with each of ``rootStacks``, without building the array.
    func forEachRootStack(_ body: (Int32) -> Void) {
        switch root {
        case .empty: break
        case .stack(let stack): body(stack)
        case .tabs(let tabs, _): for stack in tabs { body(stack) }
        }
    }

    /// Calls `body` with each live stack in canonical order: the window root's, the modals',
    /// what their screens contain, then the stranded and what theirs contain
    /// (``onScreenStacks`` + the stranded, without building them when no screen contains any).
    func forEachLiveStack(_ body: (Int32) -> Void) {
        guard containers.isEmpty else {
            for stack in onScreenStacks { body(stack) }
            for stack in stranded + containedStacks(of: stranded) { body(stack) }
            return
        }
        forEachRootStack(body)
        for modal in modals { body(modal.stack) }
        for stack in stranded { body(stack) }
    }

    /// How many live stacks there are (``forEachLiveStack(_:)``'s count).
    var liveStackCount: Int {
        var count = 0
        forEachLiveStack { _ in count += 1 }
        return count
    }

    /// The stacks the screens of `stacks` contain, and those their screens contain, and so on:
    /// breadth first, each stack's screens bottom to top, each container's stacks in order.
    func containedStacks(of stacks: [Int32]) -> [Int32] {
        var result: [Int32] = []
        var next = 0
        var current = stacks
        while true {
            for stack in current {
                for screen in self.stacks[Int(stack)] where screen.container >= 0 {
                    result += containers[Int(screen.container)].stacks
                }
            }
            guard next < result.count else { return result }
            current = Array(result[next...])
            next = result.count
        }
    }

    /// The screen that contains `stack` (a tab of a tab bar that is a screen, an embedded
    /// screen): its stack and position, nil for a stack no screen contains.
    func host(of stack: Int32) -> (stack: Int32, position: Int)? {
        guard !containers.isEmpty, let container = containers.firstIndex(where: { $0.stacks.contains(stack) }) else { return nil }
        return screen(holding: Int32(container))
    }

    /// The screen that holds container `container` (its ``Screen/container``): its stack and
    /// position, nil when no screen does.
    func screen(holding container: Int32) -> (stack: Int32, position: Int)? {
        for index in stacks.indices {
            if let position = stacks[index].firstIndex(where: { $0.container == container }) { return (Int32(index), position) }
        }
        return nil
    }

    /// The outermost stack `stack` is in: itself, or the stack of the screen containing it,
    /// and so on up.
    func outermost(_ stack: Int32) -> Int32 {
        var stack = stack
        var hops = 0
        while let host = host(of: stack), hops <= stacks.count {
            stack = host.stack
            hops += 1
        }
        return stack
    }

    /// The tab bar a coordinator addresses (`start X in tab 2`, `selectTab 2`): the last tab
    /// bar screen it owns; else the last one on its own stack; else the tab bar its own stack
    /// is a tab of (the nearest up); else the window's. Nil when there is none; `.window` for
    /// the window root's.
    func tabBar(of instance: Int32) -> TabBarReference? {
        if !containers.isEmpty {
            var owned: Int32?
            forEachLiveStack { stack in
                for screen in stacks[Int(stack)] where screen.owner == instance && screen.container >= 0
                    && containers[Int(screen.container)].isTabBar {
                    owned = screen.container
                }
            }
            if let owned { return .screen(owned) }
            // The tab bar on the stack it shows on (`router.setRootModule(tabBar)` by its creator).
            let own = instances[Int(instance)].stack
            if own >= 0, let onStack = stacks[Int(own)].last(where: { $0.container >= 0 && containers[Int($0.container)].isTabBar }) {
                return .screen(onStack.container)
            }
            var stack = instances[Int(instance)].stack
            while stack >= 0, let host = host(of: stack) {
                let container = stacks[Int(host.stack)][host.position].container
                if containers[Int(container)].isTabBar { return .screen(container) }
                stack = host.stack
            }
        }
        if case .tabs = root { return .window }
        return nil
    }

    /// The tabs of a tab bar, and the selected one.
    func tabs(of tabBar: TabBarReference) -> (tabs: [Int32], selected: Int) {
        switch tabBar {
        case .window:
            if case .tabs(let tabs, let selected) = root { return (tabs, selected) }
            return ([], 0)
        case .screen(let container):
            return (containers[Int(container)].stacks, Int(containers[Int(container)].selected))
        }
    }

    /// The owner of the screen that holds container `container`.
    func owner(of container: Int32) -> Int32? {
        guard let holder = screen(holding: container) else { return nil }
        let screen = stacks[Int(holder.stack)][holder.position]
        return screen.hasOwner ? screen.owner : nil
    }

    /// Whether `stack` is the selected tab of a tab bar (the window's or one that is a screen).
    func isSelectedTab(_ stack: Int32) -> Bool {
        if case .tabs(let tabs, let selected) = root, tabs[selected] == stack { return true }
        return containers.contains { $0.isTabBar && $0.stacks[Int($0.selected)] == stack }
    }

    /// Selects tab `index` (0-based) of a tab bar.
    mutating func select(tab index: Int, of tabBar: TabBarReference) {
        switch tabBar {
        case .window:
            if case .tabs(let tabs, _) = root { root = .tabs(tabs, selected: index) }
        case .screen(let container):
            containers[Int(container)].selected = Int32(index)
        }
    }

    /// The tab bar whose bar the user sees and taps: the innermost on the way down to the
    /// visible stack (the window root's, or a tab bar screen on top of a stack on the way),
    /// unless a screen pushed on its selected tab hides it; nil when no tab bar shows.
    func visibleTabBar(hidesBottomBar: (Int32) -> Bool) -> TabBarReference? {
        guard var stack = windowStack else { return nil }
        var found: TabBarReference?
        if modals.isEmpty, case .tabs = root { found = .window }
        while let top = stacks[Int(stack)].last, top.container >= 0, containers[Int(top.container)].isTabBar {
            let tabBar = containers[Int(top.container)]
            found = .screen(top.container)
            stack = tabBar.stacks[Int(tabBar.selected)]
        }
        guard let found else { return nil }
        let selected = tabs(of: found)
        return stacks[Int(selected.tabs[selected.selected])].dropFirst().contains { hidesBottomBar($0.type) } ? nil : found
    }

    /// Calls `body` with each screen the user sees and can tap: the top of the visible stack,
    /// then the screens it embeds (each embedded stack's top, through the tab bars on the way),
    /// and those they embed, in order.
    func forEachVisibleScreen(_ body: (Screen) -> Void) {
        forEachVisibleStack { stack in
            if let top = stacks[Int(stack)].last { body(top) }
        }
    }

    /// Calls `body` with each stack whose top screen the user sees (``forEachVisibleScreen(_:)``).
    func forEachVisibleStack(_ body: (Int32) -> Void) {
        guard let visible = visibleStack else { return }
        body(visible)
        guard !containers.isEmpty else { return }
        var waiting = [visible]
        while !waiting.isEmpty {
            let stack = waiting.removeFirst()
            guard let shown = stacks[Int(stack)].last, shown.container >= 0 else { continue }
            for embedded in containers[Int(shown.container)].stacks {
                let top = visibleStack(from: embedded)
                body(top)
                waiting.append(top)
            }
        }
    }

    /// The stack the back button and the edge swipe pop: the visible stack, or, when it holds
    /// only its root screen and is a tab of a tab bar that is a screen, the stack that tab bar
    /// is on top of (its navigation bar's back button), and so on up.
    var backStack: Int32? {
        guard let visible = visibleStack else { return nil }
        guard !containers.isEmpty, stacks[Int(visible)].count <= 1 else { return visible }
        var stack = visible
        while let host = host(of: stack), containers[Int(stacks[Int(host.stack)][host.position].container)].isTabBar,
              host.position == stacks[Int(host.stack)].count - 1 {
            if stacks[Int(host.stack)].count > 1 { return host.stack }
            stack = host.stack
        }
        return visible
    }

    /// `stack`, or, when its top screen is a tab bar, its selected tab, and so on down.
    func visibleStack(from stack: Int32) -> Int32 {
        var stack = stack
        while let top = stacks[Int(stack)].last, top.container >= 0, containers[Int(top.container)].isTabBar {
            let tabBar = containers[Int(top.container)]
            stack = tabBar.stacks[Int(tabBar.selected)]
        }
        return stack
    }

    /// The interactive pop gesture set from code on `stack`: true enabled, false disabled,
    /// nil as UIKit has it.
    func gesture(of stack: Int32) -> Bool? {
        gestures.first { $0.stack == stack }?.enabled
    }

    /// Where a stack sits in the presentation chain: -1 for the window root's stacks, the
    /// modal's index for a presented stack (for a stack a screen contains, that of the
    /// screen's stack), nil when it is not on screen.
    func presentationLevel(of stack: Int32) -> Int? {
        let stack = containers.isEmpty ? stack : outermost(stack)
        var inRoot = false
        forEachRootStack { if $0 == stack { inRoot = true } }
        return inRoot ? -1 : modals.firstIndex { $0.stack == stack }
    }
}
