/// An invariant as the explorer calls it on every step: a built-in one by its type, so that
/// judging is a direct call, and a scenario's assertion by its place among the explorer's
/// invariants, as its concrete type. Called through `any Invariant`, each judgement copied
/// the existential out of the list every thread shares (a retain of its box) and made an
/// indirect call; an invariant of another type still goes that way.
enum CompiledInvariant: Sendable {
    case singleParent, parentLink, noOrphans, noLeaks, popFlow, stackOrder, removeMissing, deadlock
    /// An ``AssertionInvariant``, at this index of `assertions`.
    case assertion(Int)
    /// Any other invariant, at this index of the explorer's invariants.
    case other(Int)

    /// `invariant`, the one at `index` among the explorer's; an assertion is appended to
    /// `assertions`.
    init(_ invariant: any Invariant, at index: Int, assertions: inout [AssertionInvariant]) {
        switch invariant {
        case is SingleParent: self = .singleParent
        case is ParentLink: self = .parentLink
        case is NoOrphans: self = .noOrphans
        case is NoLeaks: self = .noLeaks
        case is PopFlow: self = .popFlow
        case is StackOrder: self = .stackOrder
        case is RemoveMissing: self = .removeMissing
        case is Deadlock: self = .deadlock
        case let assertion as AssertionInvariant:
            self = .assertion(assertions.count)
            assertions.append(assertion)
        default: self = .other(index)
        }
    }

    /// Whether the verdict may depend on which tab is selected. The built-in invariants of the
    /// tree, the stacks and the instances read the tab bar's stacks, all of them, but never
    /// which one is selected (the visible stack, its screen, the enabled events): a state
    /// that differs from one they hold in only its selected tab holds them too. Deadlock, an
    /// assertion and any other invariant are taken to read it.
    var readsSelectedTab: Bool {
        switch self {
        case .singleParent, .parentLink, .noOrphans, .noLeaks, .stackOrder: false
        case .popFlow, .removeMissing, .deadlock, .assertion, .other: true
        }
    }

    /// Judges `context` into `sink`: a built-in invariant through its own judgement, an
    /// assertion or another invariant through what it finds (its messages written).
    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink, assertions: [AssertionInvariant], invariants: [any Invariant]) {
        // Half-way through launch (a launch case comes next): nothing the user can see.
        guard !context.state.choosingLaunch else { return }
        switch self {
        case .singleParent: SingleParent().judge(context, into: &sink)
        case .parentLink: ParentLink().judge(context, into: &sink)
        case .noOrphans: NoOrphans().judge(context, into: &sink)
        case .noLeaks: NoLeaks().judge(context, into: &sink)
        case .popFlow: PopFlow().judge(context, into: &sink)
        case .stackOrder: StackOrder().judge(context, into: &sink)
        case .removeMissing: RemoveMissing().judge(context, into: &sink)
        case .deadlock: Deadlock().judge(context, into: &sink)
        case .assertion(let index):
            if let finding = assertions[index].violation(in: context) { _ = sink.add(finding.culprit, { finding }) }
        case .other(let index):
            for finding in invariants[index].violations(in: context) where !sink.add(finding.culprit, { finding }) { return }
        }
    }

    /// Whether the invariant is violated, no message written: the search's judgement of every
    /// state and step.
    @inline(__always)
    func isViolated(in context: InvariantContext, assertions: [AssertionInvariant], invariants: [any Invariant]) -> Bool {
        AnyFinding.of { judge(context, into: &$0, assertions: assertions, invariants: invariants) }
    }

    /// Whom everything wrong blames (``Invariant/culprits(in:)``), no message written: asked
    /// only where ``isViolated(in:assertions:invariants:)`` found something.
    func culprits(in context: InvariantContext, assertions: [AssertionInvariant], invariants: [any Invariant]) -> [Int32?] {
        AllCulprits.of { judge(context, into: &$0, assertions: assertions, invariants: invariants) }
    }

    /// How many culprit types it can blame, of `slots` (every coordinator type, and none): an
    /// assertion `at most N Type` blames only Type, so that its first violation is all there
    /// is to find.
    func culpritSlots(of slots: Int) -> Int {
        if case .assertion = self { 1 } else { slots }
    }
}
