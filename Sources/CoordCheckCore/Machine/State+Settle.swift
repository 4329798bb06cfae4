extension State {
    /// Ends an event the way ARC and UIKit would: stacks that left the screen (and are not
    /// ``stranded``) are forgotten,
    /// instances nothing strong reaches are deallocated (weak parents to them become nil),
    /// and instances kept alive only by a retain cycle stay, leaked. `dropped` false promises
    /// that the event only added references to a settled state, so every instance stays.
    mutating func settle(scenario: Scenario, dropped: Bool = true) {
        // Live stacks in canonical order: the window root's, the modals', then the stranded.
        let live = onScreenStacks + stranded
        let stacksInPlace = live.count == stacks.count && live.enumerated().allSatisfy { $0.offset == Int($0.element) }
        // Nothing released, every stack live and in order: nothing to renumber.
        if !dropped, stacksInPlace { return }
        var isLive = [Bool](repeating: false, count: stacks.count)
        for stack in live { isLive[Int(stack)] = true }
        let keep = dropped ? survivors(live: live, isLive: isLive, scenario: scenario) : [Bool](repeating: true, count: instances.count)
        if stacksInPlace, !keep.contains(false) { return }
        var stackMap = [Int32](repeating: -1, count: stacks.count)
        for (new, old) in live.enumerated() { stackMap[Int(old)] = Int32(new) }
        var instanceMap = [Int32](repeating: -1, count: instances.count)
        var kept: [Instance] = []
        for (old, instance) in instances.enumerated() where keep[old] {
            instanceMap[old] = Int32(kept.count)
            kept.append(instance)
        }
        // A navigation controller held strongly outlives the window with its screens.
        if scenario.mayHaveCycles {
            for index in kept.indices where scenario.holdsNavigationStrongly(type: kept[index].type) {
                kept[index].heldScreens = heldScreens(of: kept[index], isLive: isLive, scenario: scenario)
            }
        }
        instances = kept
        stacks = live.map { stacks[Int($0)] }
        renumberReferences(instances: instanceMap, stacks: stackMap)
    }

    /// Which instances stay alive: those the app holds (``heldByApp(live:isLive:scenario:)``),
    /// and those kept alive by a retain cycle.
    private func survivors(live: [Int32], isLive: [Bool], scenario: Scenario) -> [Bool] {
        var alive = heldByApp(live: live, isLive: isLive, scenario: scenario)
        guard scenario.mayHaveCycles, alive.contains(false) else { return alive }
        // An unreached instance that reaches itself is on a cycle; it and all it holds leak.
        let candidates = alive.map { !$0 }
        var onCycle: [Int32] = []
        for start in instances.indices where candidates[start] {
            let next = strongReferences(of: Int32(start), isLive: isLive, scenario: scenario)
            if reach(from: next, within: candidates, isLive: isLive, scenario: scenario)[start] { onCycle.append(Int32(start)) }
        }
        let leaked = reach(from: onCycle, within: candidates, isLive: isLive, scenario: scenario)
        for index in instances.indices where leaked[index] { alive[index] = true }
        return alive
    }

    /// Which instances the app holds: the root coordinator, the owners of the live stacks'
    /// screens (on screen or stranded), the closures waiting to run (not the screen a
    /// transition began from: a coordinator released under an animation is gone), and what
    /// they hold strongly. In a settled state every stack is live, and an instance alive but
    /// not held by the app is alive only through a retain cycle.
    func heldByApp(live: [Int32]? = nil, isLive: [Bool]? = nil, scenario: Scenario) -> [Bool] {
        var seeds: [Int32] = instances.isEmpty ? [] : [State.rootInstance]
        for stack in live ?? Array(stacks.indices.map(Int32.init)) { appendRetainedOwners(of: stacks[Int(stack)], to: &seeds, scenario: scenario) }
        for block in pending { seeds.append(block.instance) }
        return reach(from: seeds, within: nil, isLive: isLive ?? [Bool](repeating: true, count: stacks.count), scenario: scenario)
    }

    /// Appends the owners `screens` keep alive (not those held weakly, nor gone).
    func appendRetainedOwners(of screens: [Screen], to owners: inout [Int32], scenario: Scenario) {
        for screen in screens where screen.hasOwner && !scenario.holdsCoordinatorWeakly(screen: screen.type) { owners.append(screen.owner) }
    }

    /// The screens of the navigation controller an instance holds strongly once it left the
    /// window: its stack, if that is not live, or what it already held.
    func heldScreens(of instance: Instance, isLive: [Bool], scenario: Scenario) -> [Screen] {
        guard scenario.holdsNavigationStrongly(type: instance.type) else { return [] }
        if instance.stack >= 0 { return isLive[Int(instance.stack)] ? [] : stacks[Int(instance.stack)] }
        return instance.heldScreens
    }

    /// Everything an instance holds strongly: its children, its stored properties, its parent
    /// when the type holds it strongly, and the owners of the screens of a navigation
    /// controller it holds off screen.
    private func strongReferences(of node: Int32, isLive: [Bool], scenario: Scenario) -> [Int32] {
        let instance = instances[Int(node)]
        var held = instance.children + instance.properties.filter { $0 >= 0 }
        if instance.parent >= 0, scenario.parentKind(ofType: instance.type) == .strong { held.append(instance.parent) }
        appendRetainedOwners(of: heldScreens(of: instance, isLive: isLive, scenario: scenario), to: &held, scenario: scenario)
        return held
    }

    /// What `seeds` reach through strong references, staying inside `within`.
    private func reach(from seeds: [Int32], within: [Bool]?, isLive: [Bool], scenario: Scenario) -> [Bool] {
        var seen = [Bool](repeating: false, count: instances.count)
        var pending: [Int32] = []
        func visit(_ node: Int32) {
            if !seen[Int(node)], within?[Int(node)] ?? true {
                seen[Int(node)] = true
                pending.append(node)
            }
        }
        for seed in seeds { visit(seed) }
        // Without other strong references than `children` (the explorer's hot path), no
        // array is built per instance.
        let childrenOnly = !scenario.mayHaveCycles
        while let node = pending.popLast() {
            if childrenOnly {
                for child in instances[Int(node)].children { visit(child) }
            } else {
                for next in strongReferences(of: node, isLive: isLive, scenario: scenario) { visit(next) }
            }
        }
        return seen
    }
}
