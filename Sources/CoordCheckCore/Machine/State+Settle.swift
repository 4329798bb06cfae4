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
        for index in kept.indices {
            let parent = kept[index].parent
            kept[index].parent = parent >= 0 ? instanceMap[Int(parent)] : -1
            kept[index].children = kept[index].children.map { instanceMap[Int($0)] }
            kept[index].properties = kept[index].properties.map { $0 >= 0 ? instanceMap[Int($0)] : -1 }
            kept[index].stack = kept[index].stack >= 0 ? stackMap[Int(kept[index].stack)] : -1
        }
        instances = kept
        stacks = live.map { old in
            stacks[Int(old)].map { Screen(type: $0.type, owner: $0.hasOwner ? instanceMap[Int($0.owner)] : -1) }
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
        stranded = stranded.map { stackMap[Int($0)] }
        gestures = gestures.compactMap { gesture in
            let stack = stackMap[Int(gesture.stack)]
            return stack >= 0 ? StackGesture(stack: stack, enabled: gesture.enabled) : nil
        }.sorted { $0.stack < $1.stack }
    }

    /// Which instances stay alive: those the app reaches through strong references (the root
    /// coordinator, on-screen screens' owners, `children`, strong parents), and those kept
    /// alive by a retain cycle. Screens on stranded stacks hold their owners too.
    private func survivors(live: [Int32], scenario: Scenario) -> [Bool] {
        var seeds: [Int32] = instances.isEmpty ? [] : [State.rootInstance]
        for stack in live {
            for screen in stacks[Int(stack)] where screen.hasOwner && !scenario.holdsCoordinatorWeakly(screen: screen.type) {
                seeds.append(screen.owner)
            }
        }
        var alive = reach(from: seeds, within: nil, scenario: scenario)
        guard scenario.mayHaveCycles, alive.contains(false) else { return alive }
        // An unreached instance that reaches itself is on a cycle; it and all it holds leak.
        let candidates = alive.map { !$0 }
        var onCycle: [Int32] = []
        for start in instances.indices where candidates[start] {
            let next = strongReferences(of: Int32(start), scenario: scenario)
            if reach(from: next, within: candidates, scenario: scenario)[start] { onCycle.append(Int32(start)) }
        }
        let leaked = reach(from: onCycle, within: candidates, scenario: scenario)
        for index in instances.indices where leaked[index] { alive[index] = true }
        return alive
    }

    private func strongReferences(of node: Int32, scenario: Scenario) -> [Int32] {
        let instance = instances[Int(node)]
        let strongParent = instance.parent >= 0 && scenario.parentKind(ofType: instance.type) == .strong
        let held = instance.children + instance.properties.filter { $0 >= 0 }
        return strongParent ? held + [instance.parent] : held
    }

    /// What `seeds` reach through `children` and strong parents, staying inside `within`.
    private func reach(from seeds: [Int32], within: [Bool]?, scenario: Scenario) -> [Bool] {
        var seen = [Bool](repeating: false, count: instances.count)
        var pending: [Int32] = []
        for seed in seeds where within?[Int(seed)] ?? true {
            if !seen[Int(seed)] { seen[Int(seed)] = true; pending.append(seed) }
        }
        while let node = pending.popLast() {
            let instance = instances[Int(node)]
            for child in instance.children where !seen[Int(child)] && (within?[Int(child)] ?? true) {
                seen[Int(child)] = true
                pending.append(child)
            }
            for held in instance.properties where held >= 0 && !seen[Int(held)] && (within?[Int(held)] ?? true) {
                seen[Int(held)] = true
                pending.append(held)
            }
            let parent = instance.parent
            if parent >= 0, !seen[Int(parent)], within?[Int(parent)] ?? true,
               scenario.parentKind(ofType: instance.type) == .strong {
                seen[Int(parent)] = true
                pending.append(parent)
            }
        }
        return seen
    }
}
