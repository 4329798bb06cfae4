/// A view controller on a navigation stack, owned by the coordinator whose handler made it.
struct Screen: Sendable, Hashable {
    /// Index into ``Scenario/screens``.
    var type: Int32
    /// The owning instance (index into ``State/instances``); the screen retains it, unless
    /// its type's `coordinator` is weak. -1 when that weak coordinator was deallocated.
    var owner: Int32
    /// The child view controllers it holds (index into ``State/containers``): its tabs when
    /// it is a tab bar, the screens it embeds; -1 for none (most screens).
    var container: Int32

    init(type: Int32, owner: Int32, container: Int32 = -1) {
        self.type = type
        self.owner = owner
        self.container = container
    }

    /// Whether its coordinator is still alive (only a weak one can be gone).
    var hasOwner: Bool { owner >= 0 }

    /// The same screen with its owner renumbered by `map` (old index to new; none stays none).
    func renumbered(by map: UnsafeBufferPointer<Int32>) -> Screen {
        Screen(type: type, owner: hasOwner ? map[Int(owner)] : -1, container: container)
    }

    /// The same screen without what it contains: as a transition or a navigation controller
    /// held off screen remembers it (its tabs and embedded screens left with it).
    var alone: Screen { Screen(type: type, owner: owner) }
}
