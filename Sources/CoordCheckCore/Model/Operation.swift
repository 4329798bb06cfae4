/// One step of a handler. See docs/language.md for each operation with an example.
public struct Operation: Sendable {
    public enum Kind: Sendable, Hashable {
        /// Push a new screen, owned by this coordinator, on its navigation stack.
        case push(screen: Int)
        /// Pop the top screen of its stack (UIKit never pops the root screen).
        case pop
        case popToRoot
        /// Pop to the topmost screen of this type on its stack.
        case popTo(screen: Int)
        /// Pop this coordinator's screens and everything above them (a router dismissing
        /// back to the screen it started on).
        case unwind
        /// Present a screen modally in a new navigation stack, full screen or as a sheet.
        case present(screen: Int, sheet: Bool)
        /// Dismiss what its stack presents, or its own stack when it is presented.
        case dismiss
        case setRootStack
        case setRootTabs(count: Int)
        case start(Start)
        /// `parent.childDidFinish(self)`: remove self from the parent's children by identity.
        case finish
        /// Remove the first child of this type from its own children.
        case removeChild(type: Int)
        case removeAllChildren
        /// Seed 001's `pop(flow:)`: asked for `flow`, the filter removes `filter` (the same
        /// flow unless the filter is hard-coded wrong).
        case popFlow(flow: Int, filter: Int)
        case call(target: Target, method: String)
        /// The process ends; the next state is a fresh launch.
        case exit
    }

    /// `start TYPE [in PLACEMENT] [into TARGET] [also TARGET] [parent TARGET]`.
    public struct Start: Sendable, Hashable {
        /// Index into ``Scenario/coordinators``.
        public var type: Int
        public var placement: Placement
        /// Whose `children` it joins (nil: self's).
        public var into: Target?
        /// A second `children` array it is appended to as well (a bug: seen twice).
        public var also: Target?
        /// What its `parent` is set to (nil: the coordinator it joins, or self when it joins none).
        public var parent: Target?
    }

    public var kind: Kind
    public var location: SourceLocation
}
