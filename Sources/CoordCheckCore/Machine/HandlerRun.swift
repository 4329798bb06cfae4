/// One event being handled: the working state, the effects so far, and the operations of
/// docs/language.md §6 (run from ``Bytecode``). Indices stay stable until ``finish()`` settles
/// the state. A run can be begun again for the next event (``begin(countingRuns:animated:)``).
struct HandlerRun {
    /// Not retained: a run lives only while the ``Machine`` that holds the model is in use (a
    /// call on it, or an explorer's chunk), and a retain here would be an atomic write to one
    /// object shared by every thread, on every transition. Read only for messages.
    unowned(unsafe) let model: CompiledModel
    /// The model's tables, copied (a few words each): read through the model, where calling
    /// a method on it retains it, a transition would write to its reference count, which
    /// every thread shares.
    let code: Bytecode
    let dispatch: DispatchTable
    let types: TypeTable
    var state: State
    var effects = StepEffects()
    /// Whether a strong reference may have been dropped (a screen popped or dismissed, a
    /// child removed, a root replaced, a child started into no `children`). When none was,
    /// everything stays alive and settling skips the reachability search.
    var dropped = false
    /// Where runs are counted, by ``Handler/id`` (coverage), if anywhere.
    var runs: UnsafeMutableBufferPointer<Int>?
    /// Whether transitions take time (`animations on`); false while launching.
    var animated = false
    /// The transition an animated operation of this event began, if any.
    var began: Transition.Kind?
    /// `refuse` ran (in `on selectTab N`): the tab stays as it is.
    var refusedSelection = false
    /// Closures that run when this event's handlers are done (their instance is `self`).
    var deferred: [PendingBlock] = []

    init(model: CompiledModel, state: State) {
        self.model = model
        self.state = state
        code = model.bytecode
        dispatch = model.dispatch
        types = model.types
    }

    /// Starts a new event: everything but the state and the room of `deferred` as a new run
    /// has it, counting into `runs`, animated or not.
    mutating func begin(countingRuns runs: UnsafeMutableBufferPointer<Int>?, animated: Bool) {
        effects.reset()
        dropped = false
        refusedSelection = false
        self.runs = runs
        self.animated = animated
        began = nil
        deferred.removeAll(keepingCapacity: true)
    }

    /// Hands the event's effects over in exchange for `other`'s old ones, which the run
    /// clears when it next begins (``StepEffects/reset()``): no copy of their arrays to retain
    /// and release, and no value made or destroyed.
    mutating func handEffects(to other: inout StepEffects) {
        swap(&other, &effects)
    }

    /// Runs the handler numbered `handler` (``Handler/id``; -1 for none) with `instance` as
    /// `self`, reached from `caller` (the coordinator whose `call` or `start` ran it; -1 for an
    /// event). Nested `start` and `call` run at `depth + 1`.
    mutating func perform(_ handler: Int32, on instance: Int32, caller: Int32 = -1, depth: Int = 0) throws(ModelError) {
        guard handler >= 0, !effects.exited else { return }
        runs?[Int(handler)] += 1
        if depth == 0, effects.handlerID < 0 { effects.handlerID = handler }
        try run(from: code.entry(ofHandler: handler), on: instance, caller: caller, depth: depth)
    }

    /// Ends the event: runs the closures left for its end, records the transition it began,
    /// records the end of every `popFlow`, then drops what was released.
    mutating func finish(from screen: Screen?) throws(ModelError) {
        try runDeferred()
        if let began, !effects.exited {
            // The user still sees the screen the first transition began from.
            state.transition = Transition(kind: began, from: state.transition?.from ?? screen?.alone)
        }
        if !effects.popFlows.isEmpty {
            let onScreen = Set(state.onScreenStacks)
            let after = state.stacks.indices.map { onScreen.contains(Int32($0)) ? state.stacks[$0] : [] }
            let inTree = state.tree().member
            for index in effects.popFlows.indices {
                effects.popFlows[index].stacksAfter = after
                effects.popFlows[index].inTreeAfter = inTree
                effects.popFlows[index].types = state.instances.map(\.type)
                effects.popFlows[index].serials = state.instances.map(\.serial)
            }
        }
        // The model's type table, not the model or its scenario: passing either while the
        // state is modified would retain it, or copy it (a retain and a release for each of
        // its arrays), an atomic write to what every thread shares.
        state.settle(types: types, dropped: dropped)
    }

    // MARK: Navigation

    /// A new screen of `type` owned by `owner`; a tab bar controller (`tabs N`) comes with its
    /// N empty tabs, the first selected.
    mutating func newScreen(type: Int32, owner: Int32) -> Screen {
        let tabCount = types.tabCount(screen: type)
        guard tabCount > 0 else { return Screen(type: type, owner: owner) }
        let first = Int32(state.stacks.count)
        state.stacks.append(contentsOf: repeatElement([], count: Int(tabCount)))
        state.containers.append(Container(stacks: (0..<tabCount).map { first + $0 }, selected: 0))
        return Screen(type: type, owner: owner, container: Int32(state.containers.count - 1))
    }

    /// UIKit's pop: never removes a stack's root screen.
    mutating func popTop(of stack: Int32) {
        if state.stacks[Int(stack)].count > 1 { state.stacks[Int(stack)].removeLast() }
    }

    /// A new stack holding `screens`, embedded in the top screen of `me`'s stack
    /// (`addChild`, `view.addSubview`, `didMove(toParent:)`): shown with it, released with it.
    /// Off screen, and noted, when `me` has no top screen to embed it in, or that screen is a
    /// tab bar (whose children are its tabs).
    mutating func embedStack(in me: Int32, screens: [Screen], at location: SourceLocation) -> Int32 {
        let new = Int32(state.stacks.count)
        state.stacks.append(screens)
        let myStack = state.instances[Int(me)].stack
        guard myStack >= 0, let host = state.stacks[Int(myStack)].last else {
            note("embed did nothing: \(name(of: me)) has no screen to embed in", at: location)
            return new
        }
        let position = state.stacks[Int(myStack)].count - 1
        if host.container >= 0 {
            guard !state.containers[Int(host.container)].isTabBar else {
                note("embed did nothing: \(name(of: me))'s top screen is a tab bar, whose children are its tabs", at: location)
                return new
            }
            state.containers[Int(host.container)].stacks.append(new)
        } else {
            state.containers.append(Container(stacks: [new], selected: -1))
            state.stacks[Int(myStack)][position].container = Int32(state.containers.count - 1)
        }
        return new
    }

    /// `removeFromParent()` of the screen of `type` embedded last (whose stack's root it is),
    /// looked for on screen first: its stack leaves with it. Noted when there is none.
    mutating func unembed(screen type: Int32, by me: Int32, at location: SourceLocation) {
        var found: (container: Int, index: Int)?
        state.forEachLiveStack { stack in
            for screen in state.stacks[Int(stack)] where screen.container >= 0 && !state.containers[Int(screen.container)].isTabBar {
                for (index, embedded) in state.containers[Int(screen.container)].stacks.enumerated()
                where state.stacks[Int(embedded)].first?.type == type {
                    found = (Int(screen.container), index)
                }
            }
        }
        guard let found else {
            note("unembed did nothing: no \(model.scenario.screens[Int(type)].name) is embedded", at: location)
            return
        }
        state.containers[found.container].stacks.remove(at: found.index)
        // The screen embeds nothing any more (settling drops the empty container).
        if state.containers[found.container].stacks.isEmpty, let holder = state.screen(holding: Int32(found.container)) {
            state.stacks[Int(holder.stack)][holder.position].container = -1
        }
    }

    /// A new stack presented over `stack`, unless UIKit refuses: it presents only from a
    /// controller in the window that presents nothing yet — `onTop`, from the topmost
    /// controller of the chain `stack` is in. Returns the new stack, which is off screen when
    /// the presentation was refused (the refusal is noted).
    mutating func presentStack(over stack: Int32, screens: [Screen], presentation: Presentation, delegate: Int32,
                               by me: Int32, at location: SourceLocation) -> Int32 {
        let new = Int32(state.stacks.count)
        state.stacks.append(screens)
        let refusal: String?
        if animated, let busy = presentationInProgress {
            refusal = "\(busy) is in progress"
        } else if stack < 0 {
            refusal = "\(name(of: me)) has no navigation controller to present from"
        } else if let level = state.presentationLevel(of: stack) {
            refusal = state.modals.count == level + 1 || presentation.onTop ? nil
                : "\(name(of: me))'s stack is already presenting \(state.stackName(state.modals[level + 1].stack))"
        } else {
            refusal = "\(name(of: me))'s stack is not in the window"
        }
        if let refusal {
            note("presentation refused: \(refusal)", at: location)
        } else {
            state.modals.append(Modal(stack: new, style: presentation.style, isModalInPresentation: presentation.isModalInPresentation,
                                      delegate: delegate))
        }
        return new
    }

    /// The stack `me` presents from and dismisses on: its own; else, when it holds the window
    /// root's tab bar (a tab's root screen is owned by it or by one of its children), the
    /// selected tab's — `tabBarController.present(_:animated:)`, which UIKit presents over
    /// the whole tab bar, as it does a tab's presentation.
    func presentingStack(of me: Int32) -> Int32 {
        let own = state.instances[Int(me)].stack
        guard own < 0, case .tabs(let tabs, let selected) = state.root else { return own }
        let children = state.instances[Int(me)].children
        let holds = tabs.contains { tab in
            guard let owner = state.stacks[Int(tab)].first?.owner else { return false }
            return owner == me || children.contains(owner)
        }
        return holds ? tabs[selected] : own
    }

    /// The instance a presentation's `delegate TARGET` names when it is presented; nil, and a
    /// note, when it names none (`delegate Email` before any Email exists): the sheet then has
    /// no delegate, and its pull-down runs nothing.
    mutating func presentationDelegate(_ presentation: Presentation, from me: Int32, caller: Int32, at location: SourceLocation) -> Int32? {
        guard let target = presentation.delegate, target != .none else { return nil }
        if let delegate = resolve(target, from: me, caller: caller) { return delegate }
        let word = if case .nearest(let type) = target { model.scenario.coordinators[type].name } else { target.word }
        note("delegate \(word) did nothing: no \(word) when \(name(of: me)) presents, so the sheet has no delegate", at: location)
        return nil
    }

    /// UIKit's `dismiss` sent to a controller on `stack`: dismisses what it presents, or
    /// itself when it presents nothing and is presented.
    mutating func dismiss(from stack: Int32) {
        guard stack >= 0, let level = state.presentationLevel(of: stack) else { return }
        if state.modals.count > level + 1 {
            state.modals.removeSubrange((level + 1)...)
        } else if level >= 0 {
            state.modals.removeSubrange(level...)
        }
    }

    /// A new window root: what was presented stays alive off screen with the old root
    /// (the window's transition view keeps the presented controller, which keeps its
    /// presenter); without a presentation the old root is simply released.
    mutating func replaceWindowRoot(with root: WindowRoot) {
        if !state.modals.isEmpty {
            // The stacks at the top: what their screens contain stays with them.
            state.stranded += state.rootStacks + state.modals.map(\.stack)
            state.modals = []
        }
        state.root = root
    }

    mutating func note(_ message: String, at location: SourceLocation) {
        effects.notes.append(StepNote(location: location, message: message))
    }

    /// Notes that an operation on self's stack (its keyword) did nothing because self has none.
    mutating func noteNoStack(_ keyword: String, of me: Int32, at location: SourceLocation) {
        note("\(keyword) did nothing: \(name(of: me)) has no navigation controller", at: location)
    }

    // MARK: Operations

    /// Whether a condition (``ConditionCode``, not negated) holds, seen from `me`.
    func holds(_ condition: ConditionCode, _ argument: Int32, for me: Int32, caller: Int32) -> Bool {
        switch condition {
        case .hasChild:
            return state.instances[Int(me)].children.contains { state.instances[Int($0)].type == argument }
        case .parentIs:
            let parent = state.instances[Int(me)].parent
            guard argument >= 0 else { return parent < 0 }
            return parent >= 0 && state.instances[Int(parent)].type == argument
        case .visible:
            guard !state.containers.isEmpty else { return state.visibleScreen?.type == argument }
            var shown = false
            state.forEachVisibleScreen { if $0.type == argument { shown = true } }
            return shown
        case .presenting:
            let stack = presentingStack(of: me)
            guard stack >= 0, let level = state.presentationLevel(of: stack) else { return false }
            // UIKit clears `presentedViewController` when a dismissal's animation ends: while
            // it runs, the stack it dismissed down to (the topmost left) still presents.
            return state.modals.count > level + 1 || (state.transition?.kind == .dismissal && state.modals.count == level + 1)
        case .showing:
            return state.onScreenStacks.contains { stack in state.stacks[Int(stack)].contains { $0.owner == me } }
        case .callerIs:
            return caller >= 0 && state.instances[Int(caller)].type == argument
        case .callerIsChild:
            return caller >= 0 && state.instances[Int(me)].children.contains(caller)
        }
    }

    /// `parent.childDidFinish(child)`; a removal that finds nothing is recorded.
    mutating func remove(_ child: Int32, from parent: Int32, at location: SourceLocation) {
        if let index = state.instances[Int(parent)].children.firstIndex(of: child) {
            state.instances[Int(parent)].children.remove(at: index)
        } else {
            let message = child == parent ? "\(name(of: parent)) removed itself from its own children"
                : "\(name(of: child)) finished, but \(name(of: parent)).children does not contain it"
            effects.missingRemovals.append(.init(location: location, message: message,
                                                 instances: [child, parent].map { state.instances[Int($0)].serial },
                                                 culprit: state.instances[Int(child)].type))
        }
    }

    /// `childCoordinators[.key] = nil`: true when a child was held under that key.
    @discardableResult
    mutating func removeChildren(keyed key: Int, from holder: Int32) -> Bool {
        let instances = state.instances
        let before = instances[Int(holder)].children.count
        state.instances[Int(holder)].children.removeAll { instances[Int($0)].key == Int32(key) }
        return state.instances[Int(holder)].children.count != before
    }

    /// A new instance of `type`: no parent, no stack, its stored properties nil, the next
    /// serial. Returns its index.
    mutating func createInstance(ofType type: Int) -> Int32 {
        let children = state.spares.takeChildren()
        state.instances.append(Instance(type: Int32(type), children: children,
                                        properties: Array(repeating: -1, count: types.propertyCount(ofType: Int32(type))), serial: state.nextSerial))
        state.nextSerial += 1
        return Int32(state.instances.count - 1)
    }

    mutating func start(_ start: Operation.Start, from me: Int32, caller: Int32, at location: SourceLocation, depth: Int) throws(ModelError) {
        let type = start.type
        guard depth < Machine.maximumCallDepth else {
            throw ModelError(location: location, message: "'start' nests deeper than \(Machine.maximumCallDepth) coordinators")
        }
        if let instance = start.instance {
            try restart(instance, start, from: me, caller: caller, at: location, depth: depth)
            return
        }
        let myStack = state.instances[Int(me)].stack
        let child: Int32
        if let property = start.property, state.instances[Int(me)].properties[property] >= 0 {
            // `start profile` again: the same instance, appended and started once more.
            child = state.instances[Int(me)].properties[property]
            if let key = start.key { state.instances[Int(child)].key = Int32(key) }
        } else {
            child = createInstance(ofType: type)
            if let key = start.key { state.instances[Int(child)].key = Int32(key) }
            if let property = start.property { state.instances[Int(me)].properties[property] = child }
        }
        let stack: Int32
        switch start.placement {
        case .here: stack = myStack
        case .modal(let presentation):
            // The child's router observes its own presentation unless another delegate is named.
            let delegate = presentation.delegate == nil ? child : presentationDelegate(presentation, from: me, caller: caller, at: location) ?? -1
            stack = presentStack(over: presentingStack(of: me), screens: [], presentation: presentation, delegate: delegate, by: me, at: location)
        case .embedded:
            stack = embedStack(in: me, screens: [], at: location)
        case .tab(let index):
            if let tabs = state.tabBar(of: me).map({ state.tabs(of: $0).tabs }), index <= tabs.count {
                stack = tabs[index - 1]
            } else {
                stack = -1
                note("\(name(of: child)) has no navigation controller: \(name(of: me)) has no tab bar with a tab \(index)", at: location)
            }
        }
        state.instances[Int(child)].stack = stack
        let container = resolve(start.into ?? .this, from: me, caller: caller)
        if types.parentKind(ofType: Int32(type)) != .none {
            // By default the parent is the coordinator whose children it joins (self when detached).
            let parentInstance = start.parent.map { resolve($0, from: me, caller: caller) } ?? (container ?? me)
            state.instances[Int(child)].parent = parentInstance ?? -1
        }
        if let container {
            if let key = start.key {
                // childCoordinators[.key] = child releases the child held there.
                if removeChildren(keyed: key, from: container) { dropped = true }
            }
            state.instances[Int(container)].children.append(child)
        } else {
            dropped = true
        }
        if let also = start.also.flatMap({ resolve($0, from: me, caller: caller) }) { state.instances[Int(also)].children.append(child) }
        try runStart(start, of: child, ofType: Int32(type), from: me, depth: depth)
    }

    /// The started instance's `on start`, then the start case named (`case C`: its
    /// `on start.C`), both nested in the handler that started it.
    private mutating func runStart(_ start: Operation.Start, of child: Int32, ofType type: Int32, from me: Int32, depth: Int) throws(ModelError) {
        try perform(dispatch.start(ofType: type), on: child, caller: me, depth: depth + 1)
        if let slot = start.startCaseSlot { try perform(dispatch.method(ofType: type, slot: slot), on: child, caller: me, depth: depth + 1) }
    }

    /// `start caller` / `append caller`: the instance a target names, appended to `children`
    /// again (`children.append(caller)`) on the navigation it has, and for `start` started
    /// again. Its parent changes only with `parent T`. Nothing to name: a note, nothing done.
    private mutating func restart(_ target: Target, _ start: Operation.Start, from me: Int32, caller: Int32,
                                  at location: SourceLocation, depth: Int) throws(ModelError) {
        let verb = start.runsStart ? "start" : "append"
        guard let child = resolve(target, from: me, caller: caller), child != me else {
            note("\(verb) \(target.word) did nothing: \(name(of: me)) has no \(target.word) to \(verb)", at: location)
            return
        }
        let type = state.instances[Int(child)].type
        if let parent = start.parent, types.parentKind(ofType: type) != .none {
            state.instances[Int(child)].parent = resolve(parent, from: me, caller: caller) ?? -1
        }
        if let container = resolve(start.into ?? .this, from: me, caller: caller) {
            state.instances[Int(container)].children.append(child)
        }
        if let also = start.also.flatMap({ resolve($0, from: me, caller: caller) }) { state.instances[Int(also)].children.append(child) }
        if start.runsStart { try runStart(start, of: child, ofType: type, from: me, depth: depth) }
    }

    /// Seed 001's `pop(flow:)`: depth first, each coordinator drops the children the filter
    /// matches; then the screens of everything dropped leave their stacks.
    mutating func popFlow(flow: Int, filter: Int, from me: Int32, location: SourceLocation) {
        let subtree = state.subtree(of: me)
        // pop(flow:) removes children, never the coordinator it runs in.
        let flowInstances = Set(subtree.dropFirst().filter { flowOf($0) == flow })
        let record = PopFlowRecord(flow: flow, location: location, flowInstances: flowInstances, stacksBefore: state.stacks,
                                   stacksAfter: [], inTreeAfter: [], types: [], serials: [])
        var dropped: [Int32] = []
        var visited: Set<Int32> = []
        func pop(_ node: Int32) {
            guard visited.insert(node).inserted else { return }
            for child in state.instances[Int(node)].children { pop(child) }
            let children = state.instances[Int(node)].children
            dropped += children.filter { flowOf($0) == filter }
            state.instances[Int(node)].children = children.filter { flowOf($0) != filter }
        }
        pop(me)
        var gone: Set<Int32> = []
        for node in dropped { gone.formUnion(state.subtree(of: node)) }
        let emptyBefore = Set(state.stacks.indices.filter { state.stacks[$0].isEmpty })
        for stack in state.stacks.indices { state.stacks[stack].removeAll { gone.contains($0.owner) } }
        // A modal whose screens all left is dismissed (with what it presents).
        if let emptied = state.modals.firstIndex(where: { state.stacks[Int($0.stack)].isEmpty && !emptyBefore.contains(Int($0.stack)) }) {
            state.modals.removeSubrange(emptied...)
        }
        effects.popFlows.append(record)
    }

    func flowOf(_ instance: Int32) -> Int? {
        types.flow(ofType: state.instances[Int(instance)].type)
    }

    /// The instance a target names, seen from `me` (called by `caller`, -1 for none).
    func resolve(_ target: Target, from me: Int32, caller: Int32) -> Int32? {
        resolve(target.code, from: me, caller: caller)
    }

    /// The instance a target (its ``Target`` code) names, seen from `me` (called by `caller`,
    /// -1 for none).
    func resolve(_ target: Int32, from me: Int32, caller: Int32) -> Int32? {
        switch target {
        case 0: return me
        case 1:
            let parent = state.instances[Int(me)].parent
            return parent >= 0 ? parent : nil
        case 2: return State.rootInstance
        case 4: return caller >= 0 ? caller : nil
        case 5...: return state.nearest(type: target - 5, from: me)
        default: return nil
        }
    }

    func name(of instance: Int32) -> String {
        "\(model.scenario.coordinators[Int(state.instances[Int(instance)].type)].name)#\(state.instances[Int(instance)].serial)"
    }
}
