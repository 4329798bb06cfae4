/// The app at rest between two events, as reports, diagrams and library users read it: the
/// coordinators and what they reference, the navigation stacks and what the window shows.
///
/// A value, documented and stable: the engine's own state (packed for speed, renumbered
/// freely) stays inside the engine; this view is made from it when a replay records a
/// frame (``ReplayFrame/snapshot``) or a diagram needs a state (``StateGraph``).
///
/// References are indices: a coordinator's `parent` and `children` into ``coordinators``,
/// a coordinator's `stack` into ``stacks``, types into ``Scenario/coordinators`` and
/// ``Scenario/screens``. Nil is "none". The root coordinator is at index 0
/// (``rootCoordinator``). `serial` is the number people see (`MyPage #5`): creation order
/// in the replay.
///
/// ```swift
/// let frames = try Replayer(scenario: scenario).run(labels: ["SplashScreen.launchFinished", "TodayScreen.myPageTapped"])
/// let last = frames[frames.count - 1].snapshot
/// for index in last.subtree(of: Snapshot.rootCoordinator) {
///     let coordinator = last.coordinators[index]
///     print(scenario.coordinators[coordinator.type].name, coordinator.serial, coordinator.children)
/// }
/// print(last.visibleScreen.map { scenario.screens[$0.type].name } ?? "nothing visible")
/// ```
public struct Snapshot: Sendable, Hashable {
    /// Every live coordinator (deallocated ones are gone; leaked ones stay).
    public let coordinators: [Coordinator]
    /// Every live navigation stack, bottom screen first: the window root's (one, or one per
    /// tab), then the modals' in order, then the stranded.
    public let stacks: [[Screen]]
    /// What `window.rootViewController` holds.
    public let root: Root
    /// The modal presentations, each over the previous one (the first over the window root).
    public let modals: [Presentation]
    /// Stacks alive but never on screen again (a window root replaced while it presented).
    public let stranded: [Int]
    /// The stacks whose interactive pop gesture was set from code: stack → enabled.
    public let swipeBack: [Int: Bool]
    /// The UIKit transition still animating (`animations on`), written for people
    /// (`navigation from HomeScreen`); nil when none is.
    public let animating: String?
    /// The closures waiting to run, in order, each with the coordinator that is its `self`.
    public let pending: [PendingClosure]

    /// The engine's state this view was made from.
    let state: State

    /// The index of the root coordinator: created first at launch, never released.
    public static let rootCoordinator = 0

    init(_ state: State, scenario: Scenario) {
        self.init(state, animating: state.transition.map { $0.written(in: scenario) })
    }

    private init(_ state: State, animating: String?) {
        self.state = state
        self.animating = animating
        coordinators = state.instances.map(Coordinator.init)
        stacks = state.stacks.map { $0.map(Screen.init) }
        root = Root(state.root)
        modals = state.modals.map(Presentation.init)
        stranded = state.stranded.map(Int.init)
        swipeBack = Dictionary(state.gestures.map { (Int($0.stack), $0.enabled) }, uniquingKeysWith: { _, last in last })
        pending = state.pending.map { PendingClosure(block: Int($0.block), coordinator: Int($0.instance), atTransitionEnd: $0.atTransitionEnd) }
    }

    /// A snapshot drawn by hand (a diagram of a tree no scenario reaches, a benchmark):
    /// coordinators, stacks and the window root, nothing presented or pending. Every index
    /// must be in range.
    public init(coordinators: [Coordinator], stacks: [[Screen]], root: Root) {
        var state = State()
        state.instances = coordinators.map(\.instance)
        state.stacks = stacks.map { $0.map(\.screen) }
        state.root = root.windowRoot
        state.nextSerial = Int32((coordinators.map(\.serial).max() ?? 0) + 1)
        self.init(state, animating: nil)
    }

    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool { lhs.state == rhs.state }

    public func hash(into hasher: inout Hasher) { hasher.combine(state) }

    /// The stack the user sees: the topmost modal's, else the selected tab's, else the root's.
    public var visibleStack: Int? { state.visibleStack.map(Int.init) }

    /// The top screen of the visible stack.
    public var visibleScreen: Screen? { state.visibleScreen.map(Screen.init) }

    /// The stacks whose top screen the user sees: the visible stack, then those of the screens
    /// embedded in what is shown (`embed`), in order.
    public var visibleStacks: [Int] {
        var result: [Int] = []
        state.forEachVisibleStack { result.append(Int($0)) }
        return result
    }

    /// Whether `stack` is the selected tab of a tab bar (the window's or one that is a screen).
    public func isSelectedTab(_ stack: Int) -> Bool { state.isSelectedTab(Int32(stack)) }

    /// The stacks in the window root (one, or one per tab).
    public var rootStacks: [Int] { state.rootStacks.map(Int.init) }

    /// Each live stack with its name for people: `window root`, `tab 2`, `sheet 1`, `modal 2`,
    /// `off screen 1`, in the order of ``stacks``.
    public var stackNames: [(name: String, stack: Int)] { state.stackNames().map { ($0.name, Int($0.stack)) } }

    /// `coordinator` and everything below it through `children`, depth first, in order.
    public func subtree(of coordinator: Int) -> [Int] { state.subtree(of: Int32(coordinator)).map(Int.init) }

    /// The coordinator tree: what the root reaches through `children` arrays.
    public var tree: Tree { Tree(state.tree()) }

    /// The index of the coordinator numbered `serial`, nil when none is.
    public func coordinator(serial: Int) -> Int? { coordinators.firstIndex { $0.serial == serial } }
}
