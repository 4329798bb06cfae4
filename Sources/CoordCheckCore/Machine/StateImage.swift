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
    /// end); both longer than that (see ``decode(_:)``).
    private(set) var children: [Int32] = []
    private(set) var childStarts: [Int32] = []
    /// Every stack's screens in turn, and where each stack's start (one more at the end); both
    /// longer than that.
    private(set) var screens: [Screen] = []
    private(set) var screenStarts: [Int32] = []
    /// How many bytes of the encoding last decoded the window root takes (the first ones).
    private(set) var rootLength = 0

    /// Becomes the state an ``State/encode(into:)`` wrote, its arrays keeping their room.
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) {
        // The flat arrays have room for any state these bytes can hold (``FlatCopy``) and are
        // never shrunk: only what the starts cover is read. They are moved out while the
        // state decodes into them, and back.
        let room = bytes.count + 1
        var children: [Int32] = []
        var childStarts: [Int32] = []
        var screens: [Screen] = []
        var screenStarts: [Int32] = []
        swap(&children, &self.children)
        swap(&childStarts, &self.childStarts)
        swap(&screens, &self.screens)
        swap(&screenStarts, &self.screenStarts)
        children.grow(to: room, with: -1)
        childStarts.grow(to: room, with: 0)
        screens.grow(to: room, with: Screen(type: 0, owner: -1))
        screenStarts.grow(to: room, with: 0)
        children.withUnsafeMutableBufferPointer { children in
        childStarts.withUnsafeMutableBufferPointer { childStarts in
        screens.withUnsafeMutableBufferPointer { screens in
        screenStarts.withUnsafeMutableBufferPointer { screenStarts in
            rootLength = state.decode(bytes, flat: FlatCopy(children: children, childStarts: childStarts, screens: screens, screenStarts: screenStarts))
        }
        }
        }
        }
        swap(&children, &self.children)
        swap(&childStarts, &self.childStarts)
        swap(&screens, &self.screens)
        swap(&screenStarts, &self.screenStarts)
        isLent = false
    }

    /// Gives `work` the decoded state for the last event applied to it, in place of a restore:
    /// the two swap their arrays, so both keep their room, and the image holds `work`'s old
    /// state until it decodes again (``isLent``; restoring from it meanwhile is an error).
    mutating func lend(to work: inout State) {
        swap(&state, &work)
        isLent = true
    }
}
