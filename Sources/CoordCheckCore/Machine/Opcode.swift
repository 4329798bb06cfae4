/// The instructions of compiled handlers (``Bytecode``). Every instruction is a run of
/// `Int32` words: its opcode, the line and column of the operation it was compiled from, then
/// its operands, listed on each case. A target is a ``Target`` code (-1 where none is written),
/// a closure is an index into ``Scenario/blocks`` (-1 for none), a condition is three words:
/// its ``ConditionCode``, its argument, and 1 when it is negated (an odd number of `not`).
enum Opcode: Int32 {
    /// screen
    case push
    case pop
    case popToRoot
    /// screen
    case popTo
    case unwind
    /// count, then that many screens
    case setViewControllers
    /// screen, style (``PresentationStyle/code``), isModalInPresentation, delegate target,
    /// completion
    case present
    /// completion
    case dismiss
    /// closure
    case async
    case setRootStack
    /// count
    case setRootTabs
    /// tab (from 1)
    case selectTab
    /// enabled (0 or 1)
    case setSwipeBack
    /// screen
    case embed
    /// screen
    case unembed
    /// type, placement (0 here, 1 modal, 2 tab, 3 embedded), tab, style, isModalInPresentation,
    /// delegate target, into, also, parent (targets), key, property, instance target (-1 for
    /// none), runs start (0 or 1)
    case start
    case finish
    /// type
    case removeChild
    /// target
    case removeInstance
    /// target: the new delegate of the presentation self's stack is shown by
    case setPresentationDelegate
    /// In `on selectTab N`: the selection does not happen.
    case refuse
    /// key
    case removeKey
    /// property
    case clearProperty
    case removeAllChildren
    /// flow, filter
    case popFlow
    /// target, method slot
    case call
    /// condition (three words), then where to go when it does not hold: an `if` branch
    case jumpUnless
    /// where to go: past the other branches of an `if`
    case jump
    /// condition (three words): the handler ends when it does not hold
    case guardCondition
    case exit
    /// The end of a handler or closure.
    case end

    /// The words before the operands: the opcode, a line and a column.
    static let header = 3

    /// How many operand words follow the header (for ``setViewControllers``, before its
    /// screens).
    var operandCount: Int {
        switch self {
        case .pop, .popToRoot, .unwind, .setRootStack, .finish, .removeAllChildren, .exit, .end, .refuse: 0
        case .push, .popTo, .setViewControllers, .dismiss, .async, .setRootTabs, .selectTab, .setSwipeBack, .embed, .unembed, .removeChild,
             .removeInstance, .setPresentationDelegate, .removeKey, .clearProperty, .jump: 1
        case .popFlow, .call: 2
        case .guardCondition: 3
        case .jumpUnless: 4
        case .present: 5
        case .start: 14
        }
    }

    /// Whether the operation may drop a strong reference (pop a screen, dismiss, remove a
    /// child, replace the root), so that settling must look for what was released.
    var mayDrop: Bool {
        switch self {
        case .push, .present, .start, .call, .exit, .jumpUnless, .jump, .guardCondition, .selectTab, .setSwipeBack, .embed, .async, .end,
             .setPresentationDelegate, .refuse:
            false
        case .pop, .popToRoot, .popTo, .unwind, .setViewControllers, .dismiss, .setRootStack, .setRootTabs, .finish,
             .unembed, .removeChild, .removeInstance, .removeKey, .clearProperty, .removeAllChildren, .popFlow:
            true
        }
    }
}
