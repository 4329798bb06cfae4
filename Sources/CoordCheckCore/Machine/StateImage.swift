/// A decoded state, and the same state laid out flat for restoring (``State/restore(from:)``):
/// the explorer decodes each frontier state into one and restores its working state from it
/// before every event. The instances' children and the stacks' screens sit in two flat arrays,
/// so that a restore copies them with no retain and release of a per-instance array, as
/// reading `state.instances[i].children` would (twice per instance per event).
struct StateImage {
    /// The state as decoded (the enabled events are read from it).
    private(set) var state = State()
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
        children.removeAll(keepingCapacity: true)
        childStarts.removeAll(keepingCapacity: true)
        screens.removeAll(keepingCapacity: true)
        screenStarts.removeAll(keepingCapacity: true)
        // Element by element, by position: an array passed to `append(contentsOf:)` would
        // be retained and released.
        for index in state.instances.indices {
            childStarts.append(Int32(children.count))
            for position in state.instances[index].children.indices { children.append(state.instances[index].children[position]) }
        }
        childStarts.append(Int32(children.count))
        for index in state.stacks.indices {
            screenStarts.append(Int32(screens.count))
            for position in state.stacks[index].indices { screens.append(state.stacks[index][position]) }
        }
        screenStarts.append(Int32(screens.count))
    }
}
