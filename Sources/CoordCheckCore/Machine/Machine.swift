/// The coordinator machine of docs/language.md §6–9: launch, the enabled events of a state, and the
/// state an event leads to. Pure: no I/O, no randomness, the same answer every time.
///
/// ```swift
/// let machine = Machine(scenario: scenario)
/// var state = try machine.launch()
/// for event in machine.enabledEvents(in: state) {
///     let step = try machine.apply(event, to: state)
/// }
/// ```
struct Machine: Sendable {
    /// The scenario compiled for dispatch, shared by every copy of the machine.
    let model: CompiledModel
    var scenario: Scenario {
        _read { yield model.scenario }
    }
    /// The deepest chain of nested `start`/`call` a handler may make.
    static let maximumCallDepth = 64

    init(scenario: Scenario) {
        self.model = CompiledModel(scenario)
    }

    /// The state after launch: the root coordinator created and its `start` run.
    func launch() throws(ModelError) -> State {
        try launch(countingRuns: nil)
    }

    /// ``launch()``, adding handler runs by ``Handler/id`` to `runs`.
    func launch(countingRuns runs: inout [Int]) throws(ModelError) -> State {
        var notes: [StepNote] = []
        return try launch(countingRuns: &runs, notes: &notes)
    }

    /// ``launch(countingRuns:)``, adding what UIKit refused while launching to `notes`.
    func launch(countingRuns runs: inout [Int], notes: inout [StepNote]) throws(ModelError) -> State {
        try runs.withUnsafeMutableBufferPointer { buffer throws(ModelError) in try launch(countingRuns: buffer, notes: &notes) }
    }

    /// ``apply(_:to:)``, adding handler runs by ``Handler/id`` to `runs`.
    func apply(_ event: Event, to state: State, countingRuns runs: inout [Int]) throws(ModelError) -> Step {
        try runs.withUnsafeMutableBufferPointer { buffer throws(ModelError) in try apply(event, to: state, countingRuns: buffer) }
    }

    /// ``launch()``, counting handler runs by ``Handler/id`` into `runs`.
    func launch(countingRuns runs: UnsafeMutableBufferPointer<Int>?) throws(ModelError) -> State {
        var notes: [StepNote] = []
        return try launch(countingRuns: runs, notes: &notes)
    }

    /// ``launch(countingRuns:)``, adding what UIKit refused while launching to `notes`.
    func launch(countingRuns runs: UnsafeMutableBufferPointer<Int>?, notes: inout [StepNote]) throws(ModelError) -> State {
        var run = HandlerRun(model: model, state: State())
        run.runs = runs
        run.dropped = true
        _ = run.createInstance(ofType: scenario.rootType)
        try run.perform(model.dispatch.start(ofType: Int32(scenario.rootType)), on: State.rootInstance, depth: 0)
        if run.effects.exited {
            throw ModelError(location: handler(run.effects.handlerID)?.location ?? SourceLocation(line: 1, column: 1),
                             message: "the app exits while launching, so it would relaunch forever")
        }
        // Launching is not animated: its closures run before the first screen shows.
        try run.finish(from: nil)
        notes += run.effects.notes
        // A launch that branches on what the app stored goes on with one of its cases.
        run.state.choosingLaunch = !scenario.launchCases.isEmpty
        return run.state
    }

    /// Every event enabled in `state`, in a fixed order: the visible screen's taps, `back`,
    /// `swipeBack`, `cancelSwipeBack`, `swipeDismiss`, `selectTab(i)`, `reselectTab`, `async`,
    /// then global events. While a transition animates: the taps of the screen it began
    /// from, `transitionEnd`, `async`, then global events. While launching (the root has
    /// launch cases), only those.
    func enabledEvents(in state: State) -> [Event] {
        var events: [Event] = []
        enabledEvents(in: state, into: &events)
        return events
    }

    /// ``enabledEvents(in:)`` written into `events`, whose room is kept. They are gathered in
    /// a buffer on the stack and copied over `events` in one go: an append claims the array
    /// (a uniqueness check) for each event, and emptying it first is a generic
    /// `replaceSubrange` call.
    func enabledEvents(in state: State, into events: inout [Event]) {
        // Each event is enabled once at most, so the scenario's events are room enough.
        withUnsafeTemporaryAllocation(of: Event.self, capacity: model.events.count) { buffer in
            var list = EventList(buffer: buffer)
            if state.choosingLaunch {
                // Still launching: the launch cases, and nothing else.
                for index in scenario.launchCases.indices { list.append(.launch(index)) }
                events.overwrite(with: list.events)
                return
            }
            if let transition = state.transition {
                // While a transition animates, only the screen it began from takes taps (a
                // double tap); it ends, and waiting closures and global events come.
                if let screen = transition.from { appendTaps(of: screen, to: &list) }
                list.append(.transitionEnd)
            } else {
                appendEventsAtRest(in: state, to: &list)
            }
            if state.pending.contains(where: { !$0.atTransitionEnd }) { list.append(.async) }
            for index in scenario.globalEvents.indices { list.append(.global(index)) }
            events.overwrite(with: list.events)
        }
    }

    /// The events of a state with no transition in flight, before `async` and the global
    /// events: the visible screen's taps, `back`, `swipeBack`, `cancelSwipeBack`,
    /// `swipeDismiss`, `selectTab(i)`, `reselectTab`.
    private func appendEventsAtRest(in state: State, to list: inout EventList) {
        if state.containers.isEmpty {
            if let screen = state.visibleScreen { appendTaps(of: screen, to: &list) }
        } else {
            // Several screens may show (embedded ones); each type's taps once.
            var shown: [Int32] = []
            state.forEachVisibleScreen { screen in
                guard !shown.contains(screen.type) else { return }
                shown.append(screen.type)
                appendTaps(of: screen, to: &list)
            }
        }
        if let stack = state.backStack, state.stacks[Int(stack)].count > 1, let screen = state.stacks[Int(stack)].last {
            let hidesBack = model.types.hidesBackButton(screen: screen.type)
            if !hidesBack { list.append(.back) }
            // The edge swipe: off for the app (`disable swipeBack`) or for this stack, and
            // off with the back button unless the stack turned it back on.
            if !model.dispatch.disables(.swipeBack), state.gesture(of: stack) ?? !hidesBack {
                list.append(.swipeBack)
                if screen.hasOwner, model.dispatch.swipeBegin(ofType: coordinatorType(of: screen.owner, in: state), screen: screen.type) >= 0 {
                    list.append(.cancelSwipeBack)
                }
            }
        }
        if let modal = state.modals.last, modal.canBePulledDown, !model.dispatch.disables(.swipeDismiss) {
            list.append(.swipeDismiss)
        }
        if state.containers.isEmpty {
            if state.modals.isEmpty, case .tabs(let tabs, let selected) = state.root, !tabBarHidden(over: tabs[selected], in: state) {
                appendTabEvents(tabs: tabs, selected: selected, in: state, to: &list)
            }
        } else if let tabBar = state.visibleTabBar(hidesBottomBar: model.types.hidesBottomBar(screen:)) {
            let (tabs, selected) = state.tabs(of: tabBar)
            appendTabEvents(tabs: tabs, selected: selected, in: state, to: &list)
        }
    }

    /// `selectTab(i)` for each tab but the selected one, and `reselectTab` when the selected
    /// tab has more than its root screen.
    private func appendTabEvents(tabs: [Int32], selected: Int, in state: State, to list: inout EventList) {
        for tab in tabs.indices where tab != selected { list.append(.selectTab(tab + 1)) }
        if state.stacks[Int(tabs[selected])].count > 1, !model.dispatch.disables(.reselectTab) {
            list.append(.reselectTab)
        }
    }

    /// The taps a screen declares.
    private func appendTaps(of screen: Screen, to list: inout EventList) {
        for index in 0..<model.dispatch.eventCount(ofScreen: screen.type) {
            list.append(.screen(ScreenEventID(screen: Int(screen.type), event: index)))
        }
    }

    /// Whether a screen pushed on `stack` (above its root) hides the tab bar
    /// (`hidesBottomBarWhenPushed`; the bar stays hidden for what is pushed above it).
    func tabBarHidden(over stack: Int32, in state: State) -> Bool {
        state.stacks[Int(stack)].dropFirst().contains { model.types.hidesBottomBar(screen: $0.type) }
    }

    /// The handler numbered `id` (``Handler/id``), nil for -1.
    func handler(_ id: Int32) -> Handler? {
        id >= 0 ? model.handlers[Int(id)] : nil
    }

    /// Handles `event` in `state` (which must have it enabled) and settles the result:
    /// released instances are dropped, stacks no longer on screen forgotten.
    func apply(_ event: Event, to state: State) throws(ModelError) -> Step {
        try apply(event, to: state, countingRuns: nil)
    }

    /// ``apply(_:to:)``, counting handler runs by ``Handler/id`` into `runs`.
    func apply(_ event: Event, to state: State, countingRuns runs: UnsafeMutableBufferPointer<Int>?) throws(ModelError) -> Step {
        var next = state
        var effects = try apply(event, in: &next, countingRuns: runs)
        effects.handler = handler(effects.handlerID)
        return Step(state: next, effects: effects)
    }

    /// Handles `event` in `state` (which must have it enabled) in place: `state` becomes the
    /// settled state it leads to. What a step did besides is returned. The explorer's working
    /// state goes through here without being copied, so that its arrays keep their room.
    func apply(_ event: Event, in state: inout State, countingRuns runs: UnsafeMutableBufferPointer<Int>?) throws(ModelError) -> StepEffects {
        var run = HandlerRun(model: model, state: State())
        var effects = StepEffects()
        try apply(event, in: &state, using: &run, countingRuns: runs, effects: &effects)
        return effects
    }

    /// ``apply(_:in:countingRuns:)`` through `run`, which is begun afresh and keeps its room,
    /// the step's effects written into `effects` (whose old ones the run takes, to clear when
    /// it next begins): the explorer keeps one run for all the events it applies, and its
    /// effects between them, rather than making and destroying them for each.
    func apply(_ event: Event, in state: inout State, using run: inout HandlerRun,
               countingRuns runs: UnsafeMutableBufferPointer<Int>?, effects: inout StepEffects) throws(ModelError) {
        // The screen the user sees: during a transition, the one it began from (at its end,
        // the one it led to).
        let seen = event == .transitionEnd ? state.visibleScreen : state.transition?.from ?? state.visibleScreen
        run.begin(countingRuns: runs, animated: scenario.animated)
        swap(&run.state, &state)
        defer { swap(&run.state, &state) }
        switch event {
        case .screen, .selectTab, .global, .launch: break
        case .back, .swipeBack, .cancelSwipeBack, .swipeDismiss, .reselectTab, .transitionEnd, .async: run.dropped = true
        }
        // Each case reads what it needs of the state before its first change.
        switch event {
        case .screen(let id):
            // A screen whose (weak) coordinator is gone: `coordinator?.didTap()` does nothing.
            guard let screen = tapped(id, seen: seen, in: run.state), screen.hasOwner else { break }
            try run.perform(run.dispatch.screenEvent(ofType: coordinatorType(of: screen.owner, in: run.state), id), on: screen.owner)
        case .back:
            guard let stack = run.state.backStack, let screen = run.state.stacks[Int(stack)].last else { break }
            let back = screen.hasOwner ? run.dispatch.back(ofType: coordinatorType(of: screen.owner, in: run.state), screen: screen.type) : -1
            if back >= 0 {
                try run.perform(back, on: screen.owner)
            } else {
                run.popTop(of: stack)
            }
        case .swipeBack, .cancelSwipeBack:
            guard let stack = run.state.backStack, let screen = run.state.stacks[Int(stack)].last else { break }
            let ownerType = screen.hasOwner ? coordinatorType(of: screen.owner, in: run.state) : -1
            try run.perform(ownerType >= 0 ? run.dispatch.swipeBegin(ofType: ownerType, screen: screen.type) : -1, on: screen.owner)
            if event == .swipeBack, !run.effects.exited {
                run.popTop(of: stack)
                try run.perform(ownerType >= 0 ? run.dispatch.swipeBack(ofType: ownerType, screen: screen.type) : -1, on: screen.owner)
            }
        case .swipeDismiss:
            guard let modal = run.state.modals.last else { break }
            let bottom = run.state.stacks[Int(modal.stack)].first?.type ?? -1
            let delegateType = modal.delegate >= 0 ? coordinatorType(of: modal.delegate, in: run.state) : -1
            run.state.modals.removeLast()
            // presentationControllerDidDismiss(_:), sent to this presentation's delegate.
            if delegateType >= 0 {
                try run.perform(run.dispatch.swipeDismiss(ofType: delegateType, screen: bottom), on: modal.delegate)
            }
        case .selectTab(let tab):
            guard let tabBar = run.state.containers.isEmpty ? .window : run.state.visibleTabBar(hidesBottomBar: model.types.hidesBottomBar(screen:))
            else { break }
            // tabBarController(_:shouldSelect:): the tab bar's delegate — the coordinator that
            // owns a tab bar screen, else the first of the tree (root first) — whose type
            // handles `on selectTab N`, may refuse. Looked for only when some type has one: a
            // tab switch is the commonest event.
            if run.dispatch.hasSelectTabHandlers {
                var candidates = run.state.subtree(of: State.rootInstance)
                if case .screen(let container) = tabBar, let owner = run.state.owner(of: container) { candidates.insert(owner, at: 0) }
                for node in candidates {
                    let handler = run.dispatch.selectTab(ofType: run.state.instances[Int(node)].type, tab: tab)
                    guard handler >= 0 else { continue }
                    try run.perform(handler, on: node)
                    break
                }
            }
            if !run.refusedSelection, run.state.tabs(of: tabBar).tabs.count >= tab {
                run.state.select(tab: tab - 1, of: tabBar)
            }
        case .reselectTab:
            guard let tabBar = run.state.containers.isEmpty ? .window : run.state.visibleTabBar(hidesBottomBar: model.types.hidesBottomBar(screen:))
            else { break }
            let (tabs, selected) = run.state.tabs(of: tabBar)
            guard !tabs.isEmpty else { break }
            let stack = Int(tabs[selected])
            let owner = run.state.stacks[stack].first?.owner ?? -1
            run.state.stacks[stack].removeSubrange(1...)
            if owner >= 0 {
                try run.perform(run.dispatch.reselectTab(ofType: coordinatorType(of: owner, in: run.state)), on: owner)
            }
        case .global(let index):
            try run.perform(run.dispatch.global(index), on: State.rootInstance)
        case .launch(let index):
            run.state.choosingLaunch = false
            try run.perform(run.dispatch.launchCase(index), on: State.rootInstance)
        case .transitionEnd:
            try run.endTransition()
        case .async:
            try run.runFirstAsync()
        }
        if !run.effects.exited { try run.finish(from: seen) }
        if run.effects.exited { run.state = try launch(countingRuns: runs) }
        run.handEffects(to: &effects)
    }

    /// Finds the enabled event written as `label` (`TodayScreen.myPageTapped`, `back`,
    /// `selectTab(2)`, …).
    func enabledEvent(labelled label: String, in state: State) -> Event? {
        enabledEvents(in: state).first { $0.label(in: scenario) == label }
    }

    /// The screen a tap `id` lands on: the screen seen (during a transition, the one it began
    /// from), or another visible screen of that type (an embedded one).
    private func tapped(_ id: ScreenEventID, seen: Screen?, in state: State) -> Screen? {
        if let seen, seen.type == Int32(id.screen) || state.containers.isEmpty || state.transition != nil { return seen }
        var found: Screen?
        state.forEachVisibleScreen { screen in if found == nil, screen.type == Int32(id.screen) { found = screen } }
        return found ?? seen
    }

    /// The coordinator type of an instance.
    func coordinatorType(of instance: Int32, in state: State) -> Int32 {
        state.instances[Int(instance)].type
    }
}
