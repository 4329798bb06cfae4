extension State {
    /// Rewrites every reference to an instance through `instances` (old index to new, -1 for
    /// one that is gone) and, when given, every reference to a stack through `stacks`: the
    /// instances' parents, children, stacks, stored properties and held screens, the screens'
    /// owners, the window root, the modals (a weak delegate that is gone becomes none), the
    /// stranded stacks, the gestures (those of a stack that is gone are dropped), the screen
    /// a transition began from and the closures' selves.
    ///
    /// It does not reorder ``instances`` or ``stacks``: the caller puts them in their new
    /// order, then renumbers what refers to them. One renumbering for ``settle(model:dropped:)``
    /// (instances released, stacks forgotten) and ``canonicalize()`` (instances reordered).
    mutating func renumberReferences(instances map: [Int32], stacks stackMap: [Int32]?) {
        map.withUnsafeBufferPointer { map in
            if let stackMap {
                stackMap.withUnsafeBufferPointer { renumberReferences(instances: map, stacks: $0) }
            } else {
                renumberReferences(instances: map, stacks: nil)
            }
        }
    }

    /// ``renumberReferences(instances:stacks:)`` with the maps in buffers; every array that
    /// keeps its length is rewritten in place.
    mutating func renumberReferences(instances map: UnsafeBufferPointer<Int32>, stacks stackMap: UnsafeBufferPointer<Int32>?) {
        @inline(__always) func instance(_ old: Int32) -> Int32 { old >= 0 ? map[Int(old)] : -1 }
        @inline(__always) func stack(_ old: Int32) -> Int32 { old >= 0 ? stackMap.map { $0[Int(old)] } ?? old : -1 }
        // A reference is written only when its number changes: most keep theirs (those
        // before the first instance dropped or moved), and reading a nested array costs less
        // than claiming it for writing (a uniqueness check each).
        for index in instances.indices {
            instances[index].parent = instance(instances[index].parent)
            for child in instances[index].children.indices {
                let old = instances[index].children[child]
                let new = map[Int(old)]
                if new != old { instances[index].children[child] = new }
            }
            if stackMap != nil { instances[index].stack = stack(instances[index].stack) }
            // The rarer references, only where there are some (no array is built otherwise).
            if instances[index].hasRareReferences {
                instances[index].properties = instances[index].properties.map(instance)
                instances[index].heldScreens = instances[index].heldScreens.map { $0.renumbered(by: map) }
            }
        }
        for stack in stacks.indices {
            for position in stacks[stack].indices where stacks[stack][position].hasOwner {
                let old = stacks[stack][position].owner
                let new = map[Int(old)]
                if new != old { stacks[stack][position].owner = new }
            }
        }
        for index in modals.indices {
            modals[index].stack = stack(modals[index].stack)
            modals[index].delegate = instance(modals[index].delegate)
        }
        if let from = transition?.from { transition?.from = from.renumbered(by: map) }
        for index in pending.indices { pending[index].instance = map[Int(pending[index].instance)] }
        guard stackMap != nil else { return }
        switch root {
        case .empty: break
        case .stack(let old): root = .stack(stack(old))
        case .tabs(let tabs, let selected): root = .tabs(tabs.map(stack), selected: selected)
        }
        for index in stranded.indices { stranded[index] = stack(stranded[index]) }
        for index in containers.indices {
            for tab in containers[index].stacks.indices { containers[index].stacks[tab] = stack(containers[index].stacks[tab]) }
        }
        if !gestures.isEmpty {
            gestures = gestures.compactMap { gesture in
                let new = stack(gesture.stack)
                return new >= 0 ? StackGesture(stack: new, enabled: gesture.enabled) : nil
            }.sorted { $0.stack < $1.stack }
        }
    }
}
