/// One step of a handler. See docs/language.md for each operation with an example.
public struct Operation: Sendable, Hashable {
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
        /// `setViewControllers([...], animated:)`: its stack now holds exactly these new
        /// screens, owned by this coordinator.
        case setViewControllers(screens: [Int])
        /// Present a screen modally in a new navigation stack; the completion block (index into
        /// ``Scenario/blocks``) runs when it ends.
        case present(screen: Int, presentation: Presentation, completion: Int?)
        /// Dismiss what its stack presents, or its own stack when it is presented.
        case dismiss(completion: Int?)
        /// `DispatchQueue.main.async { }`, `Task { }`: the block runs after this event.
        case async(Int)
        case setRootStack
        case setRootTabs(count: Int)
        /// `tabBarController.selectedIndex = N - 1` (N from 1).
        case selectTab(Int)
        /// Embed a new screen, owned by this coordinator, in the top screen of its stack.
        case embed(screen: Int)
        /// Remove the screen of this type embedded last (`removeFromParent()`), with its stack.
        case unembed(screen: Int)
        /// `interactivePopGestureRecognizer?.isEnabled = …` on its stack.
        case setSwipeBack(enabled: Bool)
        case start(Start)
        /// `parent.childDidFinish(self)`: remove self from the parent's children by identity.
        case finish
        /// Remove the first child of this type from its own children.
        case removeChild(type: Int)
        /// Remove exactly this instance from its own children (`removeChild caller`).
        case removeInstance(Target)
        /// `presentationDelegate TARGET`: `navigationController.presentationController?.delegate
        /// = target`, for the presentation that shows self's stack.
        case setPresentationDelegate(Target)
        /// `refuse`, in `on selectTab N`: the tab is not selected.
        case refuse
        /// `property = nil`, by index into self's type's ``CoordinatorType/properties``.
        case clearProperty(Int)
        /// `childCoordinators[.key] = nil`, by index into ``Scenario/childKeys``.
        case removeKey(Int)
        case removeAllChildren
        /// Seed 001's `pop(flow:)`: asked for `flow`, the filter removes `filter` (the same
        /// flow unless the filter is hard-coded wrong).
        case popFlow(flow: Int, filter: Int)
        /// `call target.method`: the method by name, and by its slot (the same number for the
        /// same name in every coordinator type, ``HandlerTable/method(slot:)``), so that the
        /// machine finds it without hashing a string.
        case call(target: Target, method: String, slot: Int)
        /// `if … else if … else …`: the operations of the first branch whose condition holds
        /// (a nil condition is `else`).
        case branches([Branch])
        /// `guard COND`: when it does not hold, the rest of the handler is skipped.
        case guardCondition(Condition)
        /// The process ends; the next state is a fresh launch.
        case exit
    }

    /// One branch of an `if`: its condition (nil for `else`) and its operations.
    public struct Branch: Sendable, Hashable {
        public var condition: Condition?
        public var operations: [Operation]
    }

    /// `start TYPE [in PLACEMENT] [into TARGET] [also TARGET] [parent TARGET] [key K]`.
    public struct Start: Sendable, Hashable {
        /// Index into ``Scenario/coordinators``; -1 for an ``instance``'s start, whose type is
        /// the instance's.
        public var type: Int
        public var placement: Placement
        /// Whose `children` it joins (nil: self's).
        public var into: Target?
        /// A second `children` array it is appended to as well (a bug: seen twice).
        public var also: Target?
        /// What its `parent` is set to (nil: the coordinator it joins, or self when it joins none).
        public var parent: Target?
        /// The dictionary key it is stored under, replacing the child held there
        /// (index into ``Scenario/childKeys``).
        public var key: Int?
        /// `start profile`: the instance self's stored property holds (created and stored
        /// there when nil), by index into self's type's ``CoordinatorType/properties``.
        public var property: Int? = nil
        /// `start caller` (`parent`, `root`): an instance that exists, appended to `children`
        /// again and started (`children.append(caller); caller.start()`), on the navigation
        /// it has; `append caller` appends it only (``runsStart`` false).
        public var instance: Target? = nil
        /// Whether its `on start` runs (false for `append`).
        public var runsStart = true
        /// `case C`: the start case that runs right after its `on start` (`on start.C`, kept
        /// as the method `start.C`), by its name and by that method's slot.
        public var startCase: String? = nil
        public var startCaseSlot: Int? = nil
    }

    public var kind: Kind
    public var location: SourceLocation
}

extension Array where Element == Operation {
    /// The operations in the order written, those inside `if` branches and closures
    /// (`completion:`, `async:`, numbered in `blocks`) included, after the operation that
    /// holds them.
    public func flattened(blocks: [Block]) -> [Operation] {
        flatMap { operation -> [Operation] in
            switch operation.kind {
            case .branches(let branches): return [operation] + branches.flatMap { $0.operations.flattened(blocks: blocks) }
            case .present(_, _, let completion?), .dismiss(let completion?), .async(let completion):
                return [operation] + blocks[completion].operations.flattened(blocks: blocks)
            default: return [operation]
            }
        }
    }
}
