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
        let keep = dropped ? survivors(live: live, scenario: scenario) : [Bool](repeating: true, count: instances.count)
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
            var isLive = [Bool](repeating: false, count: stacks.count)
            for stack in live { isLive[Int(stack)] = true }
            for index in kept.indices where scenario.holdsNavigationStrongly(type: kept[index].type) {
                kept[index].heldScreens = heldScreens(of: kept[index], isLive: isLive, scenario: scenario)
            }
        }
        for index in kept.indices {
            let parent = kept[index].parent
            kept[index].parent = parent >= 0 ? instanceMap[Int(parent)] : -1
            kept[index].children = kept[index].children.map { instanceMap[Int($0)] }
            kept[index].stack = kept[index].stack >= 0 ? stackMap[Int(kept[index].stack)] : -1
            // The rarer references, only where there are some (no array is built otherwise).
            if !kept[index].heldScreens.isEmpty { kept[index].heldScreens = kept[index].heldScreens.map { $0.renumbered(by: instanceMap) } }
            if !kept[index].properties.isEmpty { kept[index].properties = kept[index].properties.map { $0 >= 0 ? instanceMap[Int($0)] : -1 } }
        }
        instances = kept
        stacks = live.map { old in
            stacks[Int(old)].map { $0.renumbered(by: instanceMap) }
        }
        switch root {
        case .empty: break
        case .stack(let stack): root = .stack(stackMap[Int(stack)])
        case .tabs(let tabs, let selected): root = .tabs(tabs.map { stackMap[Int($0)] }, selected: selected)
        }
        // A presentation's delegate is weak.
        modals = modals.map {
            var modal = $0
            modal.stack = stackMap[Int(modal.stack)]
            modal.delegate = modal.delegate >= 0 ? instanceMap[Int(modal.delegate)] : -1
            return modal
        }
        if !stranded.isEmpty { stranded = stranded.map { stackMap[Int($0)] } }
        if let from = transition?.from { transition?.from = from.renumbered(by: instanceMap) }
        if !pending.isEmpty {
            pending = pending.map { PendingBlock(block: $0.block, instance: instanceMap[Int($0.instance)], atTransitionEnd: $0.atTransitionEnd) }
        }
        if !gestures.isEmpty {
            gestures = gestures.compactMap { gesture in
                let stack = stackMap[Int(gesture.stack)]
                return stack >= 0 ? StackGesture(stack: stack, enabled: gesture.enabled) : nil
            }.sorted { $0.stack < $1.stack }
        }
    }

    /// Which instances stay alive: those the app reaches through strong references (the root
    /// coordinator, the owners of the live stacks' screens, `children`, strong parents,
    /// stored properties, navigation controllers held strongly), and those kept alive by a
    /// retain cycle. Screens on stranded stacks hold their owners too.
    private func survivors(live: [Int32], scenario: Scenario) -> [Bool] {
        var isLive = [Bool](repeating: false, count: stacks.count)
        for stack in live { isLive[Int(stack)] = true }
        var seeds: [Int32] = instances.isEmpty ? [] : [State.rootInstance]
        for stack in live {
            for screen in stacks[Int(stack)] where screen.hasOwner && !scenario.holdsCoordinatorWeakly(screen: screen.type) {
                seeds.append(screen.owner)
            }
        }
        // Closures waiting to run hold their coordinators (the screen a transition began from
        // does not: a coordinator released under an animation is gone, its taps do nothing).
        seeds += pending.map(\.instance)
        var alive = reach(from: seeds, within: nil, isLive: isLive, scenario: scenario)
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

    /// The owners that `screens` keep alive (not those held weakly, nor gone).
    func retainedOwners(_ screens: [Screen], scenario: Scenario) -> [Int32] {
        screens.filter { $0.hasOwner && !scenario.holdsCoordinatorWeakly(screen: $0.type) }.map(\.owner)
    }

    /// The screens of the navigation controller an instance holds strongly once it left the
    /// window: its stack, if that is not live, or what it already held.
    func heldScreens(of instance: Instance, isLive: [Bool], scenario: Scenario) -> [Screen] {
        guard scenario.holdsNavigationStrongly(type: instance.type) else { return [] }
        if instance.stack >= 0 { return isLive[Int(instance.stack)] ? [] : stacks[Int(instance.stack)] }
        return instance.heldScreens
    }

    /// Everything an instance holds strongly.
    private func strongReferences(of node: Int32, isLive: [Bool], scenario: Scenario) -> [Int32] {
        let instance = instances[Int(node)]
        var held = instance.children + instance.properties.filter { $0 >= 0 }
        if instance.parent >= 0, scenario.parentKind(ofType: instance.type) == .strong { held.append(instance.parent) }
        held += retainedOwners(heldScreens(of: instance, isLive: isLive, scenario: scenario), scenario: scenario)
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
        let mayHold = scenario.mayHaveCycles
        while let node = pending.popLast() {
            let instance = instances[Int(node)]
            for child in instance.children { visit(child) }
            // The rest only when some type has other strong references (off the hot path).
            guard mayHold else { continue }
            for held in instance.properties where held >= 0 { visit(held) }
            if instance.parent >= 0, scenario.parentKind(ofType: instance.type) == .strong { visit(instance.parent) }
            for owner in retainedOwners(heldScreens(of: instance, isLive: isLive, scenario: scenario), scenario: scenario) { visit(owner) }
        }
        return seen
    }
}
