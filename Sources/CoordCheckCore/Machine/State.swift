/// The app at rest between two events (docs/language.md §9).
///
/// Instances and stacks refer to each other by index. After every event the machine
/// drops what was deallocated and what left the screen, so every instance is alive and
/// every stack is on screen — the window root's stacks first, then the modals in order —
/// or stranded (``stranded``), after them.
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
    /// Closures waiting to run, in the order they were left.
    var pending: [PendingBlock] { didSet { edits.onlyRootChanged = false } }
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
        pending = []
        nextSerial = 1
    }

    /// The index of the root coordinator: created first at launch and never released.
    static let rootInstance: Int32 = 0

    /// The stack the user sees: the topmost modal's, else the selected tab's, else the root's.
    var visibleStack: Int32? {
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

    /// The stacks in the window: the root's, then the modals' in order.
    var onScreenStacks: [Int32] { rootStacks + modals.map(\.stack) }

    /// How many of ``stacks`` are on screen in a settled state (they come first).
    var onScreenStackCount: Int { rootStackCount + modals.count }

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
    /// then the stranded (``onScreenStacks`` + ``stranded``, without building them).
    func forEachLiveStack(_ body: (Int32) -> Void) {
        forEachRootStack(body)
        for modal in modals { body(modal.stack) }
        for stack in stranded { body(stack) }
    }

    /// The interactive pop gesture set from code on `stack`: true enabled, false disabled,
    /// nil as UIKit has it.
    func gesture(of stack: Int32) -> Bool? {
        gestures.first { $0.stack == stack }?.enabled
    }

    /// Where a stack sits in the presentation chain: -1 for the window root's stacks, the
    /// modal's index for a presented stack, nil when it is not on screen.
    func presentationLevel(of stack: Int32) -> Int? {
        var inRoot = false
        forEachRootStack { if $0 == stack { inRoot = true } }
        return inRoot ? -1 : modals.firstIndex { $0.stack == stack }
    }
}
