extension State {
    /// Rewrites every reference to an instance through `instances` (old index to new, -1 for
    /// one that is gone) and, when given, every reference to a stack through `stacks`: the
    /// instances' parents, children, stacks, stored properties and held screens, the screens'
    /// owners, the window root, the modals (a weak delegate that is gone becomes none), the
    /// stranded stacks, the gestures (those of a stack that is gone are dropped), the screen
    /// a transition began from and the closures' selves.
    ///
    /// It does not reorder ``instances`` or ``stacks``: the caller puts them in their new
    /// order, then renumbers what refers to them. One renumbering for ``settle(scenario:dropped:)``
    /// (instances released, stacks forgotten) and ``canonicalize()`` (instances reordered).
    mutating func renumberReferences(instances map: [Int32], stacks stackMap: [Int32]?) {
        @inline(__always) func instance(_ old: Int32) -> Int32 { old >= 0 ? map[Int(old)] : -1 }
        @inline(__always) func stack(_ old: Int32) -> Int32 { old >= 0 ? stackMap.map { $0[Int(old)] } ?? old : -1 }
        for index in instances.indices {
            instances[index].parent = instance(instances[index].parent)
            instances[index].children = instances[index].children.map { map[Int($0)] }
            if stackMap != nil { instances[index].stack = stack(instances[index].stack) }
            // The rarer references, only where there are some (no array is built otherwise).
            if instances[index].hasRareReferences {
                instances[index].properties = instances[index].properties.map(instance)
                instances[index].heldScreens = instances[index].heldScreens.map { $0.renumbered(by: map) }
            }
        }
        stacks = stacks.map { $0.map { $0.renumbered(by: map) } }
        modals = modals.map {
            var modal = $0
            modal.stack = stack(modal.stack)
            modal.delegate = instance(modal.delegate)
            return modal
        }
        if let from = transition?.from { transition?.from = from.renumbered(by: map) }
        if !pending.isEmpty {
            pending = pending.map { PendingBlock(block: $0.block, instance: map[Int($0.instance)], atTransitionEnd: $0.atTransitionEnd) }
        }
        guard stackMap != nil else { return }
        switch root {
        case .empty: break
        case .stack(let old): root = .stack(stack(old))
        case .tabs(let tabs, let selected): root = .tabs(tabs.map(stack), selected: selected)
        }
        if !stranded.isEmpty { stranded = stranded.map(stack) }
        if !gestures.isEmpty {
            gestures = gestures.compactMap { gesture in
                let new = stack(gesture.stack)
                return new >= 0 ? StackGesture(stack: new, enabled: gesture.enabled) : nil
            }.sorted { $0.stack < $1.stack }
        }
    }
}
