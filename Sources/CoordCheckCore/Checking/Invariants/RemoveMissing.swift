/// `remove-missing`: no handler removes a child that is not in the `children` array (the
/// MVVM-C article's code prints "coordinator 삭제 실패" there).
///
/// Broken by: a double `childDidFinish` — `finish` in the child and `removeChild` in the
/// parent for the same event.
public struct RemoveMissing: Invariant {
    public let name = "remove-missing"
    public let summary = "no handler removes a child that is not in the children array"
    public let needs: InvariantNeeds = []
    public let scope = InvariantScope.transition

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? {
        guard let removal = context.effects?.missingRemovals.first else { return nil }
        return Finding(removal.message, instances: removal.instances, cause: removal.location)
    }
}
