/// What `if` and `guard` test, seen from the coordinator whose handler runs.
public indirect enum Condition: Sendable, Hashable {
    /// `child T`: `children.contains(where: { $0 is T })`.
    case hasChild(type: Int)
    /// `parent T`: `parent is T`; `parent none`: `parent == nil`.
    case parentIs(type: Int?)
    /// `visible Screen`: the screen the user sees is a `Screen`.
    case visible(screen: Int)
    /// `presenting`: `navigationController.presentedViewController != nil`.
    case presenting
    /// `showing`: self owns a screen on a stack the window shows (the window root's, a tab's,
    /// a presented one) — `!pushedViewControllers.isEmpty` of a coordinator that tracks its
    /// pushed view controllers.
    case showing
    /// `child caller`: the coordinator whose call ran this method is one of self's children
    /// (`if let child = children.first(where: { $0 === popped })` in a delegate method).
    case callerIsChild
    /// `caller T`: the coordinator whose call ran this method is a `T` (`child is T` in a
    /// delegate callback `coordinatorDidFinish(_ child:)`).
    case callerIs(type: Int)
    /// `not COND`.
    case not(Condition)
}
