/// Where an invariant puts what it finds wrong in a state: ``Invariant/violation(in:)`` keeps
/// the first finding, ``Invariant/violations(in:)`` every one, ``Invariant/culprits(in:)``
/// only whom each blames. Built-in invariants judge through a function generic over it,
/// specialized for each: a finding's message is written only by a sink that keeps it, so
/// that the search, which asks a state that breaks an invariant whom it blames, writes none.
protocol FindingSink {
    /// Takes a finding about a coordinator of type `culprit` (nil: none), made by `finding`
    /// if the sink keeps it; false when the invariant need look no further.
    mutating func add(_ culprit: Int32?, _ finding: () -> Finding) -> Bool
}

extension FindingSink {
    /// ``add(_:_:)`` of a finding about `instances` (indices in the context's state, the
    /// culprit first), with this message.
    mutating func add(about instances: [Int32], in context: InvariantContext, _ message: () -> String) -> Bool {
        add(instances.first.map { context.state.instances[Int($0)].type }) { context.finding(message(), instances) }
    }
}
