extension Snapshot {
    /// A view controller on a navigation stack.
    public struct Screen: Sendable, Hashable {
        /// Index into ``Scenario/screens``.
        public var type: Int
        /// The coordinator whose handler made it (index into ``Snapshot/coordinators``); the
        /// screen retains it unless its type's `coordinator` is weak. Nil when that weak
        /// coordinator was deallocated.
        public var owner: Int?

        public init(type: Int, owner: Int?) {
            self.type = type
            self.owner = owner
        }

        init(_ screen: CoordCheckCore.Screen) {
            self.init(type: Int(screen.type), owner: screen.owner.index)
        }

        /// The engine's screen.
        var screen: CoordCheckCore.Screen { CoordCheckCore.Screen(type: Int32(type), owner: owner.reference) }
    }
}

extension Scenario {
    /// `MyPageScreen`.
    public func screenName(_ screen: Snapshot.Screen) -> String {
        screens[screen.type].name
    }
}
