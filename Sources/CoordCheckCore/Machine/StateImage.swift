/// A decoded state, and the same state laid out flat for restoring (``State/restore(from:)``):
/// the explorer decodes each frontier state into one and restores its working state from it
/// before every event but the last, for which it lends the state itself (``lend(to:)``). The
/// instances' children and the stacks' screens sit in two flat arrays, so that a restore
/// copies them with no retain and release of a per-instance array, as reading
/// `state.instances[i].children` would (twice per instance per event).
struct StateImage {
    /// The state as decoded (the enabled events are read from it).
    private(set) var state = State()
    /// Whether ``state`` was lent since the last decode: it is then no longer this image's.
    private(set) var isLent = false
    /// Every instance's children in turn, and where each instance's start (one more at the
    /// end).
    private(set) var children: [Int32] = []
    private(set) var childStarts: [Int32] = []
    /// Every stack's screens in turn, and where each stack's start (one more at the end).
    private(set) var screens: [Screen] = []
    private(set) var screenStarts: [Int32] = []

    /// Becomes the state an ``State/encode(into:)`` wrote, its arrays keeping their room.
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) {
        state.decode(bytes)
        isLent = false
        children.removeAll(keepingCapacity: true)
        childStarts.removeAll(keepingCapacity: true)
        screens.removeAll(keepingCapacity: true)
        screenStarts.removeAll(keepingCapacity: true)
        // Sized first, then written by position: an array passed to `append(contentsOf:)`
        // would be retained and released, and each `append` checks the array is unique.
        var childCount = 0
        for index in state.instances.indices {
            childStarts.append(Int32(childCount))
            childCount += state.instances[index].children.count
        }
        childStarts.append(Int32(childCount))
        children.append(contentsOf: repeatElement(-1, count: childCount))
        children.withUnsafeMutableBufferPointer { children in
            var next = 0
            for index in state.instances.indices {
                for position in state.instances[index].children.indices {
                    children[next] = state.instances[index].children[position]
                    next += 1
                }
            }
        }
        var screenCount = 0
        for index in state.stacks.indices {
            screenStarts.append(Int32(screenCount))
            screenCount += state.stacks[index].count
        }
        screenStarts.append(Int32(screenCount))
        screens.append(contentsOf: repeatElement(Screen(type: 0, owner: -1), count: screenCount))
        screens.withUnsafeMutableBufferPointer { screens in
            var next = 0
            for index in state.stacks.indices {
                for position in state.stacks[index].indices {
                    screens[next] = state.stacks[index][position]
                    next += 1
                }
            }
        }
    }

    /// Gives `work` the decoded state for the last event applied to it, in place of a restore:
    /// the two swap their arrays, so both keep their room, and the image holds `work`'s old
    /// state until it decodes again (``isLent``; restoring from it meanwhile is an error).
    mutating func lend(to work: inout State) {
        swap(&state, &work)
        isLent = true
    }
}
