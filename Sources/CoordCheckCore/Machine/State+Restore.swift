extension State {
    /// Becomes a copy of `image`'s state, writing into the arrays it has: the explorer decodes
    /// a state once and restores its working state from it before each event, which is a few
    /// copies of integers where a decode reads every varint again. No storage is shared with
    /// the image (but the immutable rare references and the window root's tabs), so the event
    /// changes the working state in place, without copying on write, and the image stays as
    /// it was.
    mutating func restore(from image: StateImage) {
        precondition(!image.isLent, "restored from an image whose state was lent")
        let base = image.state
        root.assign(from: base.root)
        modals.assign(from: base.modals)
        stranded.assign(from: base.stranded)
        gestures.assign(from: base.gestures)
        transition = base.transition
        choosingLaunch = base.choosingLaunch
        pending.assign(from: base.pending)
        if !containers.isEmpty || !base.containers.isEmpty { containers = base.containers }
        nextSerial = base.nextSerial
        resizeStacks(to: base.stacks.count)
        stacks.withUnsafeMutableBufferPointer { stacks in
            image.screens.withUnsafeBufferPointer { screens in
                image.screenStarts.withUnsafeBufferPointer { starts in
                    for index in stacks.indices {
                        stacks[index].assign(from: UnsafeBufferPointer(rebasing: screens[Int(starts[index])..<Int(starts[index + 1])]))
                    }
                }
            }
        }
        resizeInstances(to: base.instances.count)
        instances.withUnsafeMutableBufferPointer { instances in
            base.instances.withUnsafeBufferPointer { from in
                image.children.withUnsafeBufferPointer { children in
                    image.childStarts.withUnsafeBufferPointer { starts in
                        for index in instances.indices {
                            instances[index].assign(from: from.baseAddress! + index,
                                                    children: UnsafeBufferPointer(rebasing: children[Int(starts[index])..<Int(starts[index + 1])]))
                        }
                    }
                }
            }
        }
        edits.onlyRootChanged = true
    }
}
