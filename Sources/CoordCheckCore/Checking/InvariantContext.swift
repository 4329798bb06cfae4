/// A state (and the step that led to it) with the facts several invariants need, worked
/// out once.
public struct InvariantContext: Sendable {
    /// The compiled scenario, shared by reference (a context is made for every state).
    let model: CompiledModel
    public var scenario: Scenario {
        _read { yield model.scenario }
    }
    /// The type facts judging a state reads, with no retain of the scenario's arrays.
    var types: TypeTable { model.types }
    private(set) var state: State
    /// The transition that led here; nil for the launch state.
    public internal(set) var effects: StepEffects?
    /// The events enabled in ``state``.
    public private(set) var enabledEvents: [Event]
    /// Whether each instance is in the tree (reachable from the root through `children`).
    private(set) var inTree: [Bool]
    /// For each instance in the tree, the instance whose `children` hold it (-1 for the root
    /// and instances outside the tree).
    private(set) var treeParent: [Int32]
    /// The tree in depth-first order from the root (``State/subtree(of:)``).
    private(set) var treeOrder: [Int32]

    /// Compiles `scenario` for this one context: to judge many states, go through an
    /// ``Explorer`` or a ``Replayer``, which compile it once.
    init(scenario: Scenario, state: State, effects: StepEffects?, enabledEvents: [Event]) {
        self.init(model: CompiledModel(scenario), state: state, effects: effects, enabledEvents: enabledEvents)
    }

    /// A context with everything worked out (`enabledEvents` is what the caller passes).
    init(model: CompiledModel, state: State, effects: StepEffects?, enabledEvents: [Event]) {
        self.init(model: model, state: state, effects: effects, enabledEvents: enabledEvents, tree: state.tree())
    }

    /// A context with the tree worked out by the caller (``TreeShape/empty`` when no
    /// invariant reads it).
    init(model: CompiledModel, state: State, effects: StepEffects?, enabledEvents: [Event], tree: TreeShape) {
        self.model = model
        self.state = state
        self.effects = effects
        self.enabledEvents = enabledEvents
        (self.inTree, self.treeParent, self.treeOrder) = (tree.member, tree.holder, tree.order)
    }

    /// Swaps in a state, its enabled events and, `withTree`, its tree, handing back what
    /// the context held: twice, and everything is back where it was. The explorer judges
    /// every transition through one context this way: made for each, a context would copy
    /// the state (a retain and a release for each of its arrays) and retain the model, which
    /// every thread shares. Without the tree, the context holds none (no invariant judging
    /// then reads it).
    mutating func exchange(state: inout State, enabledEvents: inout [Event], tree: inout TreeShape, withTree: Bool) {
        swap(&self.state, &state)
        swap(&self.enabledEvents, &enabledEvents)
        if withTree {
            swap(&inTree, &tree.member)
            swap(&treeParent, &tree.holder)
            swap(&treeOrder, &tree.order)
        }
    }

    /// `Type#serial`, as reports name an instance.
    func name(of instance: Int32) -> String {
        scenario.instanceName(type: state.instances[Int(instance)].type, serial: state.instances[Int(instance)].serial)
    }

    /// A finding naming the instances (by index in ``state``) it involves, the one it is
    /// about (its culprit) first.
    func finding(_ message: String, _ instances: [Int32]) -> Finding {
        Finding(message, instances: instances.map { state.instances[Int($0)].serial },
                culprit: instances.first.map { state.instances[Int($0)].type })
    }

    /// Whether `ancestor` is above `instance` in the tree.
    func isTreeAncestor(_ ancestor: Int32, of instance: Int32) -> Bool {
        var node = treeParent[Int(instance)]
        var steps = 0
        while node >= 0, steps <= state.instances.count {
            if node == ancestor { return true }
            node = treeParent[Int(node)]
            steps += 1
        }
        return false
    }

    /// The name of an on-screen stack (`root`, `tab 2`, `sheet 1`), for messages.
    func stackName(_ stack: Int32) -> String { state.stackName(stack) }
}

extension Scenario {
    /// `MyPage#5`.
    public func instanceName(type: Int32, serial: Int32) -> String {
        "\(coordinators[Int(type)].name)#\(serial)"
    }

    /// `MyPageScreen`.
    func screenName(_ screen: Screen) -> String {
        screens[Int(screen.type)].name
    }
}

extension State {
    /// The live stacks named for people: `window root` (a navigation stack as the window's
    /// root; not "root", which reads as the root coordinator), `tab 1` … `tab N`, `sheet 1`
    /// or `modal 1` … (full screen), then `off screen 1` … (``State/stranded``); a stack a
    /// screen contains after its screen's: `window root › tab 2`, `sheet 1 › embedded 1`.
    func stackNames() -> [(name: String, stack: Int32)] {
        var result: [(String, Int32)] = []
        switch root {
        case .empty: break
        case .stack(let stack): result.append(("window root", stack))
        case .tabs(let tabs, _): result += tabs.enumerated().map { ("tab \($0.offset + 1)", $0.element) }
        }
        result += modals.enumerated().map { ("\($0.element.sheet ? "sheet" : "modal") \($0.offset + 1)", $0.element.stack) }
        result += containedStackNames(of: result)
        let offScreen = stranded.enumerated().map { ("off screen \($0.offset + 1)", $0.element) }
        return result + offScreen + containedStackNames(of: offScreen)
    }

    /// The names of the stacks the screens of `named` contain, and so on down, in the order of
    /// ``containedStacks(of:)``.
    private func containedStackNames(of named: [(String, Int32)]) -> [(String, Int32)] {
        guard !containers.isEmpty else { return [] }
        var result: [(String, Int32)] = []
        var current = named
        while !current.isEmpty {
            var found: [(String, Int32)] = []
            for (name, stack) in current {
                for screen in stacks[Int(stack)] where screen.container >= 0 {
                    let container = containers[Int(screen.container)]
                    let word = container.isTabBar ? "tab" : "embedded"
                    found += container.stacks.enumerated().map { ("\(name) › \(word) \($0.offset + 1)", $0.element) }
                }
            }
            result += found
            current = found
        }
        return result
    }

    /// The name of a stack for people (``stackNames()``), `stack N` when it is in none.
    func stackName(_ stack: Int32) -> String {
        stackNames().first { $0.stack == stack }?.name ?? "stack \(stack)"
    }
}
