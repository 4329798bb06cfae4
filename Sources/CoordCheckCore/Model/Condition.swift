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
    /// `not COND`.
    case not(Condition)
}
