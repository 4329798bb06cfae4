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

    /// What is wrong, or nil when the invariant holds (``Invariant/violation(in:)``).
    @inline(__always)
    func violation(in context: InvariantContext, assertions: [AssertionInvariant], invariants: [any Invariant]) -> Finding? {
        switch self {
        case .singleParent: SingleParent().violation(in: context)
        case .parentLink: ParentLink().violation(in: context)
        case .noOrphans: NoOrphans().violation(in: context)
        case .noLeaks: NoLeaks().violation(in: context)
        case .popFlow: PopFlow().violation(in: context)
        case .stackOrder: StackOrder().violation(in: context)
        case .removeMissing: RemoveMissing().violation(in: context)
        case .deadlock: Deadlock().violation(in: context)
        case .assertion(let index): assertions[index].violation(in: context)
        case .other(let index): invariants[index].violation(in: context)
        }
    }
}
