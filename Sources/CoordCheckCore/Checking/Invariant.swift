/// A property checked in every reachable state (or on every transition).
///
/// Each built-in invariant lives in its own file under `Invariants/`, carrying its fixed
/// name (docs/language.md §10), a one-line summary, and examples that break it.
public protocol Invariant: Sendable {
    /// The fixed name used by `expect`, the CLI and the JSON report.
    var name: String { get }
    /// One line: what holds when the invariant holds.
    var summary: String { get }
    /// Whether it judges states, or the effects of each transition.
    var scope: InvariantScope { get }
    /// What it reads of the context beyond the state and the effects (all of it unless it
    /// says less).
    var needs: InvariantNeeds { get }
    /// What is wrong, or nil when the invariant holds.
    func violation(in context: InvariantContext) -> Finding?
    /// Everything wrong, ``violation(in:)``'s finding first: every coordinator the invariant
    /// blames here, each in a finding about it (its culprit), so that which coordinators are
    /// blamed does not depend on how the state numbers its instances. The search asks only
    /// where ``violation(in:)`` found something, to find each coordinator type's shortest
    /// violation (docs/language.md §10).
    func violations(in context: InvariantContext) -> [Finding]
    /// Whom ``violations(in:)``'s findings blame (``Finding/culprit``), with no message
    /// written: what the search asks a state that breaks the invariant.
    func culprits(in context: InvariantContext) -> [Int32?]
}

extension Invariant {
    public var needs: InvariantNeeds { .all }

    /// ``violation(in:)``'s finding alone: enough for an invariant that only ever blames one
    /// coordinator type, or that finds at most one thing wrong in a state.
    public func violations(in context: InvariantContext) -> [Finding] {
        violation(in: context).map { [$0] } ?? []
    }

    /// Whom ``violations(in:)``'s findings blame.
    public func culprits(in context: InvariantContext) -> [Int32?] {
        violations(in: context).map(\.culprit)
    }
}

/// What an invariant judges.
public enum InvariantScope: Sendable {
    /// Every distinct reachable state, once.
    case state
    /// Every transition taken, including those to states already seen.
    case transition
    /// The explored graph as a whole (reachability), once the search is over.
    case graph
}
