extension State {
    /// Becomes a copy of `base`, writing into the arrays it has: the explorer decodes a state
    /// once and restores its working state from it before each event, which is a few copies
    /// of integers where a decode reads every varint again. No storage is shared with `base`
    /// (but the immutable rare references and the window root's tabs), so the event changes
    /// the working state in place, without copying on write, and `base` stays as it was.
    mutating func restore(from base: State) {
        if root != base.root { root = base.root }
        modals.assign(from: base.modals)
        stranded.assign(from: base.stranded)
        gestures.assign(from: base.gestures)
        transition = base.transition
        pending.assign(from: base.pending)
        nextSerial = base.nextSerial
        resizeStacks(to: base.stacks.count)
        stacks.withUnsafeMutableBufferPointer { stacks in
            base.stacks.withUnsafeBufferPointer { from in
                for index in from.indices { stacks[index].assign(from: from[index]) }
            }
        }
        resizeInstances(to: base.instances.count)
        instances.withUnsafeMutableBufferPointer { instances in
            base.instances.withUnsafeBufferPointer { from in
                for index in from.indices { instances[index].assign(from: from.baseAddress! + index) }
            }
        }
    }
}
