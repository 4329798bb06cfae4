extension State {
    /// Ends an event the way ARC and UIKit would: stacks that left the screen (and are not
    /// ``stranded``) are forgotten,
    /// instances nothing strong reaches are deallocated (weak parents to them become nil),
    /// and instances kept alive only by a retain cycle stay, leaked. `dropped` false promises
    /// that the event only added references to a settled state, so every instance stays.
    ///
    /// Works in place, in scratch space on the stack: what stays keeps its arrays.
    mutating func settle(types: TypeTable, dropped: Bool = true) {
        settleStacksAndInstances(types: types, dropped: dropped)
        if !containers.isEmpty { numberContainers() }
    }

    /// Numbers the containers in the order the stacks' screens name them (stacks in order,
    /// bottom to top), dropping those no screen names: the canonical order, once the stacks
    /// are in theirs.
    private mutating func numberContainers() {
        var map = [Int32](repeating: -1, count: containers.count)
        var order: [Int32] = []
        for stack in stacks.indices {
            for position in stacks[stack].indices where stacks[stack][position].container >= 0 {
                let old = Int(stacks[stack][position].container)
                if map[old] < 0 {
                    map[old] = Int32(order.count)
                    order.append(Int32(old))
                }
                if map[old] != Int32(old) { stacks[stack][position].container = map[old] }
            }
        }
        if order.count == containers.count, order.indices.allSatisfy({ order[$0] == Int32($0) }) { return }
        containers = order.map { containers[Int($0)] }
    }

    private mutating func settleStacksAndInstances(types: TypeTable, dropped: Bool) {
        let stackCount = stacks.count
        // Every stack live and in order: the live stacks, counted off, are 0, 1, 2… and all.
        var inOrder: Int32 = 0
        forEachLiveStack { stack in inOrder = stack == inOrder ? inOrder + 1 : Int32.min }
        let stacksInPlace = Int(inOrder) == stackCount
        // Nothing released and every stack in place (most events): nothing to do, seen before
        // any scratch space is set up.
        if !dropped, stacksInPlace { return }
        let count = instances.count
        let liveCapacity = containers.isEmpty ? rootStackCount + modals.count + stranded.count : liveStackCount
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: liveCapacity + 3 * stackCount + count + markScratchCount) { numbers in
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: stackCount + count) { flags in
            // Live stacks in canonical order: the window root's, the modals', then the stranded.
            let live = UnsafeMutableBufferPointer(rebasing: numbers[0..<liveCapacity])
            var liveCount = 0
            forEachLiveStack { stack in
                live[liveCount] = stack
                liveCount += 1
            }
            let isLive = UnsafeMutableBufferPointer(rebasing: flags[0..<stackCount])
            isLive.initialize(repeating: false)
            for index in 0..<liveCount { isLive[Int(live[index])] = true }
            let keep = UnsafeMutableBufferPointer(rebasing: flags[stackCount...])
            if dropped {
                survivors(into: keep, live: UnsafeBufferPointer(rebasing: live[0..<liveCount]), isLive: UnsafeBufferPointer(isLive),
                          types: types, scratch: UnsafeMutableBufferPointer(rebasing: numbers[(liveCapacity + 3 * stackCount + count)...]))
            } else {
                keep.initialize(repeating: true)
            }
            if stacksInPlace, !keep.contains(false) { return }
            let stackMap = UnsafeMutableBufferPointer(rebasing: numbers[liveCapacity..<(liveCapacity + stackCount)])
            stackMap.initialize(repeating: -1)
            for new in 0..<liveCount { stackMap[Int(live[new])] = Int32(new) }
            // A navigation controller held strongly outlives the window with its screens.
            if types.mayHaveCycles {
                for index in 0..<count where keep[index] && types.holdsNavigationStrongly(type: instances[index].type) {
                    instances[index].heldScreens = heldScreens(of: instances[index], isLive: UnsafeBufferPointer(isLive), types: types)
                }
            }
            // What stays moves down, in order, numbered as it goes; the rest is dropped.
            let instanceMap = UnsafeMutableBufferPointer(rebasing: numbers[(liveCapacity + stackCount)..<(liveCapacity + stackCount + count)])
            var kept = 0
            // Swapped in the buffer: swapping in the array copies both instances out and in,
            // a retain and a release of each one's children.
            instances.withUnsafeMutableBufferPointer { instances in
                for old in 0..<count {
                    guard keep[old] else {
                        instanceMap[old] = -1
                        continue
                    }
                    instanceMap[old] = Int32(kept)
                    if kept != old { instances.swapAt(kept, old) }
                    kept += 1
                }
            }
            // The dropped leave their room to the next decode.
            resizeInstances(to: kept)
            if !stacksInPlace {
                let scratch = UnsafeMutableBufferPointer(rebasing: numbers[(liveCapacity + stackCount + count)...])
                moveLiveStacksFirst(UnsafeBufferPointer(rebasing: live[0..<liveCount]), scratch: scratch)
            }
            renumberReferences(instances: UnsafeBufferPointer(instanceMap), stacks: stacksInPlace ? nil : UnsafeBufferPointer(stackMap))
        }
        }
    }

    /// Puts the `live` stacks first, in that order, by swapping in place, and drops the
    /// others (their room kept in ``spares``). `scratch` holds two numbers a stack.
    private mutating func moveLiveStacksFirst(_ live: UnsafeBufferPointer<Int32>, scratch: UnsafeMutableBufferPointer<Int32>) {
        let count = stacks.count
        // Where each stack is now, and which stack is at each place.
        let place = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        let occupant = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
        for index in 0..<count {
            place[index] = Int32(index)
            occupant[index] = Int32(index)
        }
        for new in live.indices {
            let stack = Int(live[new])
            let current = Int(place[stack])
            guard current != new else { continue }
            stacks.swapAt(new, current)
            let displaced = Int(occupant[new])
            occupant[current] = Int32(displaced)
            place[displaced] = Int32(current)
            occupant[new] = Int32(stack)
            place[stack] = Int32(new)
        }
        resizeStacks(to: live.count)
    }

    /// Marks which instances stay alive: those the app holds (``markHeldByApp(_:live:isLive:types:scratch:)``),
    /// and those kept alive by a retain cycle.
    ///
    /// Changes nothing, but is `mutating` so that ``settle(types:dropped:)`` calls it with the
    /// state by reference: from the closures that hold its scratch space, a non-mutating call
    /// copies the whole state first (a retain and a release of each of its arrays).
    private mutating func survivors(into alive: UnsafeMutableBufferPointer<Bool>, live: UnsafeBufferPointer<Int32>, isLive: UnsafeBufferPointer<Bool>,
                                    types: TypeTable, scratch: UnsafeMutableBufferPointer<Int32>) {
        markHeldByApp(alive, live: live, isLive: isLive, types: types, scratch: scratch)
        guard types.mayHaveCycles, alive.contains(false) else { return }
        // An unreached instance that reaches itself is on a cycle; it and all it holds leak.
        let candidates = alive.map { !$0 }
        var onCycle: [Int32] = []
        var seen = [Bool](repeating: false, count: instances.count)
        var waiting = [Int32](repeating: 0, count: instances.count)
        // Marks in `seen` what `seeds` reach among the candidates.
        func reach(from seeds: [Int32]) {
            seen.withUnsafeMutableBufferPointer { seen in
                candidates.withUnsafeBufferPointer { within in
                    seeds.withUnsafeBufferPointer { seeds in
                        waiting.withUnsafeMutableBufferPointer { waiting in
                            mark(seen, within: within, isLive: isLive, types: types, seeds: seeds, pending: waiting)
                        }
                    }
                }
            }
        }
        for start in instances.indices where candidates[start] {
            reach(from: strongReferences(of: Int32(start), isLive: isLive, types: types))
            if seen[start] { onCycle.append(Int32(start)) }
        }
        reach(from: onCycle)
        for index in instances.indices where seen[index] { alive[index] = true }
    }

    /// Which instances the app holds in a settled state (every stack live): the root
    /// coordinator, the owners of the screens, the closures waiting to run, and what they
    /// hold strongly. An instance alive but not held by the app is alive only through a
    /// retain cycle.
    func heldByApp(types: TypeTable) -> [Bool] {
        var held = [Bool](repeating: false, count: instances.count)
        let everyStack = [Bool](repeating: true, count: stacks.count)
        let live = stacks.indices.map(Int32.init)
        var scratch = [Int32](repeating: 0, count: markScratchCount)
        held.withUnsafeMutableBufferPointer { held in
            live.withUnsafeBufferPointer { live in
                everyStack.withUnsafeBufferPointer { isLive in
                    scratch.withUnsafeMutableBufferPointer { scratch in
                        markHeldByApp(held, live: live, isLive: isLive, types: types, scratch: scratch)
                    }
                }
            }
        }
        return held
    }

    /// The room ``markHeldByApp(_:live:isLive:types:scratch:)`` needs: its seeds (the root, a
    /// screen's owner per screen, a closure's self per closure), then an instance waiting per
    /// instance.
    private var markScratchCount: Int {
        var count = 2 + pending.count + instances.count
        for stack in stacks.indices { count += stacks[stack].count }
        return count
    }

    /// Marks in `held` what the app holds: the root coordinator, the owners of the `live`
    /// stacks' screens (on screen or stranded), the screen a transition began from (UIKit
    /// keeps a popped or dismissed view controller, and what it holds, until the animation
    /// ends), the closures waiting to run, and what they hold strongly, in `scratch`
    /// (``markScratchCount`` numbers).
    ///
    /// No closure here captures the state: one would copy it (a retain of each of its arrays).
    private func markHeldByApp(_ held: UnsafeMutableBufferPointer<Bool>, live: UnsafeBufferPointer<Int32>, isLive: UnsafeBufferPointer<Bool>,
                               types: TypeTable, scratch: UnsafeMutableBufferPointer<Int32>) {
        var seedCount = 0
        if !instances.isEmpty {
            scratch[seedCount] = State.rootInstance
            seedCount += 1
        }
        for stack in live {
            for position in stacks[Int(stack)].indices where types.keepsCoordinatorAlive(stacks[Int(stack)][position]) {
                scratch[seedCount] = stacks[Int(stack)][position].owner
                seedCount += 1
            }
        }
        for index in pending.indices {
            scratch[seedCount] = pending[index].instance
            seedCount += 1
        }
        if let from = transition?.from, from.hasOwner, types.keepsCoordinatorAlive(from) {
            scratch[seedCount] = from.owner
            seedCount += 1
        }
        mark(held, within: nil, isLive: isLive, types: types, seeds: UnsafeBufferPointer(rebasing: scratch[..<seedCount]),
             pending: UnsafeMutableBufferPointer(rebasing: scratch[seedCount...]))
    }

    /// The screens of the navigation controller an instance holds strongly once it left the
    /// window: its stack, if that is not live, or what it already held.
    func heldScreens(of instance: Instance, isLive: UnsafeBufferPointer<Bool>, types: TypeTable) -> [Screen] {
        guard types.holdsNavigationStrongly(type: instance.type) else { return [] }
        if instance.stack >= 0 { return isLive[Int(instance.stack)] ? [] : stacks[Int(instance.stack)].map(\.alone) }
        return instance.heldScreens
    }

    /// Everything an instance holds strongly: its children, its stored properties, its parent
    /// when the type holds it strongly, and the owners of the screens of a navigation
    /// controller it holds off screen (not those that hold their coordinator weakly).
    private func strongReferences(of node: Int32, isLive: UnsafeBufferPointer<Bool>, types: TypeTable) -> [Int32] {
        let instance = instances[Int(node)]
        var held = instance.children + instance.properties.filter { $0 >= 0 }
        if instance.parent >= 0, types.parentKind(ofType: instance.type) == .strong { held.append(instance.parent) }
        for screen in heldScreens(of: instance, isLive: isLive, types: types) where types.keepsCoordinatorAlive(screen) {
            held.append(screen.owner)
        }
        return held
    }

    /// Marks in `seen` (cleared first) what the instances `seeds` reach through strong
    /// references, staying inside `within`. `pending` has room for every instance (each waits
    /// once at most).
    private func mark(_ seen: UnsafeMutableBufferPointer<Bool>, within: UnsafeBufferPointer<Bool>?, isLive: UnsafeBufferPointer<Bool>,
                      types: TypeTable, seeds: UnsafeBufferPointer<Int32>, pending: UnsafeMutableBufferPointer<Int32>) {
        seen.initialize(repeating: false)
        var top = 0
        for seed in seeds { Self.visit(seed, seen: seen, within: within, pending: pending, top: &top) }
        // Without other strong references than `children` (the explorer's hot path), no
        // array is built per instance.
        let childrenOnly = !types.mayHaveCycles
        while top > 0 {
            top -= 1
            let node = Int(pending[top])
            if childrenOnly {
                for position in 0..<instances[node].children.count {
                    Self.visit(instances[node].children[position], seen: seen, within: within, pending: pending, top: &top)
                }
            } else {
                for next in strongReferences(of: Int32(node), isLive: isLive, types: types) {
                    Self.visit(next, seen: seen, within: within, pending: pending, top: &top)
                }
            }
        }
    }

    /// Marks `node` seen and waiting, unless it was seen already or is outside `within`.
    @inline(__always) private static func visit(_ node: Int32, seen: UnsafeMutableBufferPointer<Bool>, within: UnsafeBufferPointer<Bool>?,
                                                pending: UnsafeMutableBufferPointer<Int32>, top: inout Int) {
        guard !seen[Int(node)], within?[Int(node)] ?? true else { return }
        seen[Int(node)] = true
        pending[top] = node
        top += 1
    }
}
