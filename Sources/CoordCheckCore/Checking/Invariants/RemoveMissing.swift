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

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    /// Each removal that found nothing, in the order they ran. Read by index: the array
    /// iterated would be retained and released on every transition.
    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        guard let effects = context.effects else { return }
        for index in effects.missingRemovals.indices {
            let removal = effects.missingRemovals[index]
            guard sink.add(removal.culprit, { Finding(removal.message, instances: removal.instances, culprit: removal.culprit, cause: removal.location) })
            else { return }
        }
    }
}
