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
}

extension Invariant {
    public var needs: InvariantNeeds { .all }
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
