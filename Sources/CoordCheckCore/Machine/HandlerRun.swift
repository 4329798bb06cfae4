/// One event being handled: the working state, the effects so far, and the operations of
/// spec §3. Indices stay stable until ``finish()`` settles the state.
struct HandlerRun {
    let machine: Machine
    var state: State
    var effects = StepEffects()
    /// Whether a strong reference may have been dropped (a screen popped or dismissed, a
    /// child removed, a root replaced, a child started into no `children`). When none was,
    /// everything stays alive and settling skips the reachability search.
    var dropped = false
    /// Where runs are counted, by ``Handler/id`` (coverage), if anywhere.
    var runs: UnsafeMutableBufferPointer<Int>?

    var scenario: Scenario { machine.scenario }

    /// Runs `handler` with `instance` as `self`. Nested `start` and `call` run at `depth + 1`.
    mutating func perform(_ handler: Handler?, on instance: Int32, depth: Int = 0) throws(ModelError) {
        guard let handler, !effects.exited else { return }
        runs?[handler.id] += 1
        if depth == 0, effects.handler == nil { effects.handler = handler }
        for operation in handler.operations {
            if effects.exited { return }
            try execute(operation, on: instance, depth: depth)
        }
    }

    /// Ends the event: records the end of every `popFlow`, then drops what was released.
    mutating func finish() -> Step {
        if !effects.popFlows.isEmpty {
            let onScreen = Set(state.rootStacks + state.modals.map(\.stack))
            let after = state.stacks.indices.map { onScreen.contains(Int32($0)) ? state.stacks[$0] : [] }
            let inTree = state.tree().member
            for index in effects.popFlows.indices {
                effects.popFlows[index].stacksAfter = after
                effects.popFlows[index].inTreeAfter = inTree
                effects.popFlows[index].types = state.instances.map(\.type)
                effects.popFlows[index].serials = state.instances.map(\.serial)
            }
        }
        state.settle(scenario: scenario, dropped: dropped)
        return Step(state: state, effects: effects)
    }

    // MARK: Navigation

    /// UIKit's pop: never removes a stack's root screen.
    mutating func popTop(of stack: Int32) {
        if state.stacks[Int(stack)].count > 1 { state.stacks[Int(stack)].removeLast() }
    }

    /// A new stack presented over `stack`, if nothing is presented over it yet (UIKit refuses
    /// to present from a controller that already presents). Returns the new stack, which is
    /// off screen when the presentation was refused.
    mutating func presentStack(over stack: Int32, screens: [Screen], sheet: Bool) -> Int32 {
        let new = Int32(state.stacks.count)
        state.stacks.append(screens)
        if stack >= 0, let level = state.presentationLevel(of: stack), state.modals.count == level + 1 {
            state.modals.append(Modal(stack: new, sheet: sheet))
        }
        return new
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

    // MARK: Operations

    mutating func execute(_ operation: Operation, on me: Int32, depth: Int) throws(ModelError) {
        let myStack = state.instances[Int(me)].stack
        switch operation.kind {
        case .push, .present, .start, .call, .exit: break
        default: dropped = true
        }
        switch operation.kind {
        case .push(let screen):
            if myStack >= 0 { state.stacks[Int(myStack)].append(Screen(type: Int32(screen), owner: me)) }
        case .pop:
            if myStack >= 0 { popTop(of: myStack) }
        case .popToRoot:
            if myStack >= 0, !state.stacks[Int(myStack)].isEmpty { state.stacks[Int(myStack)].removeSubrange(1...) }
        case .popTo(let screen):
            guard myStack >= 0, let index = state.stacks[Int(myStack)].lastIndex(where: { $0.type == Int32(screen) }) else { break }
            state.stacks[Int(myStack)].removeSubrange((index + 1)...)
        case .unwind:
            guard myStack >= 0, let index = state.stacks[Int(myStack)].firstIndex(where: { $0.owner == me }), index > 0 else { break }
            state.stacks[Int(myStack)].removeSubrange(index...)
        case .present(let screen, let sheet):
            _ = presentStack(over: myStack, screens: [Screen(type: Int32(screen), owner: me)], sheet: sheet)
        case .dismiss:
            dismiss(from: myStack)
        case .setRootStack:
            let new = Int32(state.stacks.count)
            state.stacks.append([])
            state.root = .stack(new)
            state.modals = []
            state.instances[Int(me)].stack = new
        case .setRootTabs(let count):
            let first = Int32(state.stacks.count)
            state.stacks.append(contentsOf: Array(repeating: [], count: count))
            state.root = .tabs((0..<Int32(count)).map { first + $0 }, selected: 0)
            state.modals = []
        case .start(let start):
            try self.start(start, from: me, operation: operation, depth: depth)
        case .finish:
            let parent = state.instances[Int(me)].parent
            guard parent >= 0 else { break }
            remove(me, from: parent, operation: operation)
        case .removeChild(let type):
            guard let child = state.instances[Int(me)].children.first(where: { state.instances[Int($0)].type == Int32(type) }) else {
                effects.missingRemovals.append(.init(location: operation.location,
                    message: "\(name(of: me)) removed a \(scenario.coordinators[type].name) child, but it has none",
                    instances: [state.instances[Int(me)].serial]))
                break
            }
            remove(child, from: me, operation: operation)
        case .removeAllChildren:
            state.instances[Int(me)].children = []
        case .popFlow(let flow, let filter):
            popFlow(flow: flow, filter: filter, from: me, location: operation.location)
        case .call(let target, let method):
            guard let receiver = resolve(target, from: me) else { break }
            guard depth < Machine.maximumCallDepth else {
                throw ModelError(location: operation.location, message: "'call \(method)' nests deeper than \(Machine.maximumCallDepth) calls: the methods call each other forever")
            }
            try perform(scenario.coordinators[Int(state.instances[Int(receiver)].type)].handlers.methods[method], on: receiver, depth: depth + 1)
        case .exit:
            effects.exited = true
        }
    }

    /// `parent.childDidFinish(child)`; a removal that finds nothing is recorded.
    mutating func remove(_ child: Int32, from parent: Int32, operation: Operation) {
        if let index = state.instances[Int(parent)].children.firstIndex(of: child) {
            state.instances[Int(parent)].children.remove(at: index)
        } else {
            effects.missingRemovals.append(.init(location: operation.location, message: "\(name(of: child)) finished, but \(name(of: parent)).children does not contain it",
                                                 instances: [child, parent].map { state.instances[Int($0)].serial }))
        }
    }

    mutating func start(_ start: Operation.Start, from me: Int32, operation: Operation, depth: Int) throws(ModelError) {
        let type = start.type
        guard depth < Machine.maximumCallDepth else {
            throw ModelError(location: operation.location, message: "'start' nests deeper than \(Machine.maximumCallDepth) coordinators")
        }
        let child = Int32(state.instances.count)
        let myStack = state.instances[Int(me)].stack
        let stack: Int32
        switch start.placement {
        case .here: stack = myStack
        case .modal(let sheet): stack = presentStack(over: myStack, screens: [], sheet: sheet)
        case .tab(let index):
            if case .tabs(let tabs, _) = state.root, index <= tabs.count { stack = tabs[index - 1] } else { stack = -1 }
        }
        state.instances.append(Instance(type: Int32(type), stack: stack, serial: state.nextSerial))
        state.nextSerial += 1
        let container = resolve(start.into ?? .this, from: me)
        if scenario.parentKind(ofType: Int32(type)) != .none {
            // By default the parent is the coordinator whose children it joins (self when detached).
            let parentInstance = start.parent.map { resolve($0, from: me) } ?? (container ?? me)
            state.instances[Int(child)].parent = parentInstance ?? -1
        }
        if let container { state.instances[Int(container)].children.append(child) } else { dropped = true }
        if let also = start.also.flatMap({ resolve($0, from: me) }) { state.instances[Int(also)].children.append(child) }
        try perform(scenario.coordinators[type].handlers.start, on: child, depth: depth + 1)
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
        scenario.flow(ofType: state.instances[Int(instance)].type)
    }

    /// The instance a target names, seen from `me`.
    func resolve(_ target: Target, from me: Int32) -> Int32? {
        switch target {
        case .this: return me
        case .parent:
            let parent = state.instances[Int(me)].parent
            return parent >= 0 ? parent : nil
        case .root: return State.rootInstance
        case .none: return nil
        case .nearest(let type): return state.nearest(type: Int32(type), from: me)
        }
    }

    func name(of instance: Int32) -> String {
        "\(scenario.coordinators[Int(state.instances[Int(instance)].type)].name)#\(state.instances[Int(instance)].serial)"
    }
}
