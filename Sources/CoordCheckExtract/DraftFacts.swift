/// What a first reading of every coordinator method finds that the handlers need: which
/// coordinator sets itself (or a closure) on which child's property, and which screens each
/// coordinator shows.
struct DraftFacts {
    /// `ChildType.property` → the coordinator types that assign `self` to it.
    var delegateCreators: [String: [String]] = [:]
    /// `ChildType.property` → the closures creators assign to it.
    var closureCreators: [String: [String]] = [:]
    /// The tab each coordinator type is started in (`start X in tab N`).
    var tabOf: [String: Int] = [:]
    /// The coordinator types whose parent property some creator assigns.
    var parentAssigned: Set<String> = []
    /// The screen each coordinator type shows as itself, and where that is read: what its
    /// `toPresentable()` returns (a view controller or hosting controller it made).
    var rootScreens: [String: (screen: String, place: String)] = [:]

    /// Whether creators of several types set callbacks on `type` (closures, or themselves as
    /// its delegate). Without a parent property of its own, it reaches the one that made it
    /// through what that creator set — a weak reference to it: the draft gives it a weak parent.
    func hasSeveralCallbackCreators(_ type: String) -> Bool {
        let prefix = type + "."
        let creators = [closureCreators, delegateCreators].flatMap { $0.filter { $0.key.hasPrefix(prefix) }.values.joined() }
        return Set(creators).count > 1
    }
}
