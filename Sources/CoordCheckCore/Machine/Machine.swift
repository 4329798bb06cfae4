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
public struct Machine: Sendable {
    public let scenario: Scenario
    /// The deepest chain of nested `start`/`call` a handler may make.
    public static let maximumCallDepth = 64

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// The state after launch: the root coordinator created and its `start` run.
    public func launch() throws(ModelError) -> State {
        try launch(countingRuns: nil)
    }

    /// ``launch()``, adding handler runs by ``Handler/id`` to `runs`.
    func launch(countingRuns runs: inout [Int]) throws(ModelError) -> State {
        try runs.withUnsafeMutableBufferPointer { buffer throws(ModelError) in try launch(countingRuns: buffer) }
    }

    /// ``apply(_:to:)``, adding handler runs by ``Handler/id`` to `runs`.
    func apply(_ event: Event, to state: State, countingRuns runs: inout [Int]) throws(ModelError) -> Step {
        try runs.withUnsafeMutableBufferPointer { buffer throws(ModelError) in try apply(event, to: state, countingRuns: buffer) }
    }

    /// ``launch()``, counting handler runs by ``Handler/id`` into `runs`.
    func launch(countingRuns runs: UnsafeMutableBufferPointer<Int>?) throws(ModelError) -> State {
        var run = HandlerRun(machine: self, state: State())
        run.runs = runs
        run.dropped = true
        _ = run.createInstance(ofType: scenario.rootType)
        if let start = scenario.coordinators[scenario.rootType].handlers.start {
            try run.perform(start, on: State.rootInstance, depth: 0)
        }
        if run.effects.exited {
            throw ModelError(location: run.effects.handler?.location ?? SourceLocation(line: 1, column: 1),
                             message: "the app exits while launching, so it would relaunch forever")
        }
        // Launching is not animated: its closures run before the first screen shows.
        return try run.finish(from: nil).state
    }

    /// Every event enabled in `state`, in a fixed order: the visible screen's taps, `back`,
    /// `swipeBack`, `cancelSwipeBack`, `swipeDismiss`, `selectTab(i)`, `reselectTab`, `async`,
    /// then global events. While a transition animates: the taps of the screen it began
    /// from, `transitionEnd`, `async`, then global events.
    public func enabledEvents(in state: State) -> [Event] {
        var events: [Event] = []
        if let transition = state.transition {
            // While a transition animates, only the screen it began from takes taps (a
            // double tap); it ends, and waiting closures and global events come.
            if let screen = transition.from {
                events += scenario.screens[Int(screen.type)].events.indices.map { .screen(ScreenEventID(screen: Int(screen.type), event: $0)) }
            }
            events.append(.transitionEnd)
            if state.pending.contains(where: { !$0.atTransitionEnd }) { events.append(.async) }
            for index in scenario.globalEvents.indices { events.append(.global(index)) }
            return events
        }
        if let screen = state.visibleScreen, let stack = state.visibleStack {
            let type = scenario.screens[Int(screen.type)]
            for index in type.events.indices {
                events.append(.screen(ScreenEventID(screen: Int(screen.type), event: index)))
            }
            if state.stacks[Int(stack)].count > 1 {
                let hidesBack = scenario.hidesBackButton(screen: screen.type)
                if !hidesBack { events.append(.back) }
                // The edge swipe: off for the app (`disable swipeBack`) or for this stack, and
                // off with the back button unless the stack turned it back on.
                if !scenario.disabledEvents.contains(.swipeBack), state.gesture(of: stack) ?? !hidesBack {
                    events.append(.swipeBack)
                    if screen.hasOwner, handlers(of: screen.owner, in: state).swipeBegin(for: screen.type) != nil { events.append(.cancelSwipeBack) }
                }
            }
        }
        if let modal = state.modals.last, modal.canBePulledDown, !scenario.disabledEvents.contains(.swipeDismiss) {
            events.append(.swipeDismiss)
        }
        if state.modals.isEmpty, case .tabs(let tabs, let selected) = state.root, !tabBarHidden(over: tabs[selected], in: state) {
            for tab in tabs.indices where tab != selected { events.append(.selectTab(tab + 1)) }
            if state.stacks[Int(tabs[selected])].count > 1, !scenario.disabledEvents.contains(.reselectTab) {
                events.append(.reselectTab)
            }
        }
        if state.pending.contains(where: { !$0.atTransitionEnd }) { events.append(.async) }
        for index in scenario.globalEvents.indices { events.append(.global(index)) }
        return events
    }

    /// Whether a screen pushed on `stack` (above its root) hides the tab bar
    /// (`hidesBottomBarWhenPushed`; the bar stays hidden for what is pushed above it).
    func tabBarHidden(over stack: Int32, in state: State) -> Bool {
        state.stacks[Int(stack)].dropFirst().contains { scenario.hidesBottomBar(screen: $0.type) }
    }

    /// Handles `event` in `state` (which must have it enabled) and settles the result:
    /// released instances are dropped, stacks no longer on screen forgotten.
    public func apply(_ event: Event, to state: State) throws(ModelError) -> Step {
        try apply(event, to: state, countingRuns: nil)
    }

    /// ``apply(_:to:)``, counting handler runs by ``Handler/id`` into `runs`.
    func apply(_ event: Event, to state: State, countingRuns runs: UnsafeMutableBufferPointer<Int>?) throws(ModelError) -> Step {
        var run = HandlerRun(machine: self, state: state)
        run.runs = runs
        run.animated = scenario.animated
        switch event {
        case .screen, .selectTab, .global: break
        case .back, .swipeBack, .cancelSwipeBack, .swipeDismiss, .reselectTab, .transitionEnd, .async: run.dropped = true
        }
        // The screen the user sees: during a transition, the one it began from (at its end,
        // the one it led to).
        let seen = event == .transitionEnd ? state.visibleScreen : state.transition?.from ?? state.visibleScreen
        switch event {
        case .screen(let id):
            // A screen whose (weak) coordinator is gone: `coordinator?.didTap()` does nothing.
            guard let screen = seen, screen.hasOwner else { break }
            try run.perform(handlers(of: screen.owner, in: state).screenEvents[id], on: screen.owner)
        case .back:
            guard let screen = state.visibleScreen, let stack = state.visibleStack else { break }
            if screen.hasOwner, let back = handlers(of: screen.owner, in: state).back(for: screen.type) {
                try run.perform(back, on: screen.owner)
            } else {
                run.popTop(of: stack)
            }
        case .swipeBack, .cancelSwipeBack:
            guard let screen = state.visibleScreen, let stack = state.visibleStack else { break }
            let table = screen.hasOwner ? handlers(of: screen.owner, in: state) : nil
            try run.perform(table?.swipeBegin(for: screen.type), on: screen.owner)
            if event == .swipeBack, !run.effects.exited {
                run.popTop(of: stack)
                try run.perform(table?.swipeBack(for: screen.type), on: screen.owner)
            }
        case .swipeDismiss:
            guard let modal = state.modals.last else { break }
            run.state.modals.removeLast()
            // presentationControllerDidDismiss(_:), sent to this presentation's delegate.
            if modal.delegate >= 0 {
                let bottom = state.stacks[Int(modal.stack)].first?.type ?? -1
                let table = handlers(of: modal.delegate, in: state)
                try run.perform(bottom >= 0 ? table.swipeDismiss(for: bottom) : table.swipeDismiss, on: modal.delegate)
            }
        case .selectTab(let tab):
            if case .tabs(let tabs, _) = state.root { run.state.root = .tabs(tabs, selected: tab - 1) }
        case .reselectTab:
            guard case .tabs(let tabs, let selected) = state.root else { break }
            let stack = Int(tabs[selected])
            run.state.stacks[stack].removeSubrange(1...)
            if let owner = state.stacks[stack].first?.owner, owner >= 0 {
                try run.perform(handlers(of: owner, in: state).reselectTab, on: owner)
            }
        case .global(let index):
            try run.perform(scenario.coordinators[scenario.rootType].handlers.globalEvents[index], on: State.rootInstance)
        case .transitionEnd:
            try run.endTransition()
        case .async:
            try run.runFirstAsync()
        }
        if run.effects.exited {
            return Step(state: try launch(countingRuns: runs), effects: run.effects)
        }
        let step = try run.finish(from: seen)
        if run.effects.exited {
            return Step(state: try launch(countingRuns: runs), effects: run.effects)
        }
        return step
    }

    /// Finds the enabled event written as `label` (`TodayScreen.myPageTapped`, `back`,
    /// `selectTab(2)`, …).
    public func enabledEvent(labelled label: String, in state: State) -> Event? {
        enabledEvents(in: state).first { $0.label(in: scenario) == label }
    }

    func handlers(of instance: Int32, in state: State) -> HandlerTable {
        scenario.coordinators[Int(state.instances[Int(instance)].type)].handlers
    }
}
