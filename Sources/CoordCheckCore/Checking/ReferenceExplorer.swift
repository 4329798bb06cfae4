/// A deliberately naive explorer, the yardstick ``Explorer`` is cross-checked against.
///
/// It enumerates every plain event sequence of length 0 to the depth bound from launch,
/// depth first, applying ``Machine/apply(_:to:)`` to states as the machine leaves them:
/// it never canonicalizes and never fingerprints. Two states are the same when
/// ``State/isIsomorphic(to:)`` says so (states are bucketed by a cheap shape first). Each
/// distinct state keeps the shortest sequence that reaches it.
///
/// The counts mean what ``ExplorationStats`` means: `states` is the number of distinct states
/// whose shortest sequence is at most the bound; `transitions` sums the enabled events of
/// the distinct states whose shortest sequence is shorter than the bound. A state invariant
/// is violated at the shortest depth of a distinct state that violates it; a transition
/// invariant one step after the shortest depth of a distinct state from which some enabled
/// event violates it. Each coordinator type an invariant blames (``Invariant/violations(in:)``)
/// is violated at the shortest such depth of a violation blaming it.
///
/// Its cost grows with the number of event sequences, not of states: keep scenarios small.
///
/// ```swift
/// let reference = try ReferenceExplorer(scenario: scenario).explore()
/// reference.states == (try Explorer(scenario: scenario).check()).stats.states
/// ```
public struct ReferenceExplorer: Sendable {
    /// The scenario explored.
    public let scenario: Scenario
    /// The machine that runs it.
    let machine: Machine
    /// The invariants judged, in ``InvariantCatalog/all(for:)`` order.
    public let invariants: [any Invariant]

    /// An explorer for `scenario`, judging the built-in invariants and its assertions.
    public init(scenario: Scenario) {
        self.scenario = scenario
        self.machine = Machine(scenario: scenario)
        self.invariants = InvariantCatalog.all(for: scenario)
    }

    /// One invariant's verdict.
    public struct Outcome: Sendable {
        /// The invariant's name.
        public var name: String
        /// Whether it judges states or transitions.
        public var scope: InvariantScope
        /// The length of a shortest event sequence that violates it; nil when it holds.
        public var shortestDepth: Int?
        /// A shortest violating sequence (its last state, or its last transition, violates
        /// the invariant); empty when the invariant holds.
        public var witness: [Event]
        /// For each coordinator type it blames (-1: a violation that blames none), the length
        /// of a shortest event sequence whose violation blames it, and such a sequence.
        public var culprits: [Int: (depth: Int, witness: [Event])] = [:]

        /// A reachability assertion the bound leaves undecided.
        public var inconclusive = false

        /// Whether no sequence up to the bound violates it.
        public var holds: Bool { shortestDepth == nil && !inconclusive }
    }

    /// What the enumeration found.
    public struct Result: Sendable {
        /// The depth bound used.
        public var depth: Int
        /// Distinct states (up to isomorphism) with shortest depth at most the bound.
        public var states: Int
        /// Enabled events summed over the distinct states with shortest depth below the bound.
        public var transitions: Int
        /// Event sequences enumerated (launch counts as the empty one).
        public var sequences: Int
        /// One per invariant, in ``ReferenceExplorer/invariants`` order.
        public var outcomes: [Outcome]
    }

    /// Enumerates every event sequence up to `depth` (the scenario's `depth` when nil).
    public func explore(depth: Int? = nil) throws(ModelError) -> Result {
        let bound = depth ?? scenario.depth
        var store = Store()
        var path: [Event] = []
        try visit(try machine.launch(), path: &path, bound: bound, store: &store)

        var outcomes = invariants.map { Outcome(name: $0.name, scope: $0.scope, shortestDepth: nil, witness: []) }
        func found(_ index: Int, depth: Int, witness: [Event], blaming culprits: [Int32?]) {
            for culprit in culprits.map({ $0.map(Int.init) ?? -1 }) where (outcomes[index].culprits[culprit]?.depth ?? .max) > depth {
                outcomes[index].culprits[culprit] = (depth, witness)
            }
            if let known = outcomes[index].shortestDepth, known <= depth { return }
            outcomes[index].shortestDepth = depth
            outcomes[index].witness = witness
        }
        var transitions = 0
        for (id, state) in store.representatives.enumerated() {
            let depth = store.depths[id]
            let enabled = machine.enabledEvents(in: state)
            let context = InvariantContext(model: machine.model, state: state, effects: nil, enabledEvents: enabled)
            for (index, invariant) in invariants.enumerated() where invariant.scope == .state && !state.choosingLaunch {
                let culprits = invariant.culprits(in: context)
                if !culprits.isEmpty { found(index, depth: depth, witness: store.paths[id], blaming: culprits) }
            }
            guard depth < bound else { continue }
            transitions += enabled.count
            for event in enabled {
                let step = try machine.apply(event, to: state)
                let after = InvariantContext(model: machine.model, state: step.state, effects: step.effects,
                                             enabledEvents: machine.enabledEvents(in: step.state))
                for (index, invariant) in invariants.enumerated() where invariant.scope == .transition && !step.state.choosingLaunch {
                    let culprits = invariant.culprits(in: after)
                    if !culprits.isEmpty { found(index, depth: depth + 1, witness: store.paths[id] + [event], blaming: culprits) }
                }
            }
        }
        if invariants.contains(where: { $0.scope == .graph }) {
            let (graph, ids) = try explicitGraph(store, bound: bound)
            for (index, invariant) in invariants.enumerated() {
                guard let reachability = invariant as? ReachabilityInvariant else { continue }
                switch ReachabilityAnalysis.verdict(for: reachability.assertion, in: graph, scenario: scenario, bound: bound) {
                case .holds: break
                case .inconclusive: outcomes[index].inconclusive = true
                case .violated(let state, _):
                    let id = ids[Int(state)]
                    found(index, depth: store.depths[id], witness: store.paths[id], blaming: [nil])
                }
            }
        }
        return Result(depth: bound, states: store.representatives.count, transitions: transitions,
                      sequences: store.sequences, outcomes: outcomes)
    }

    /// The distinct states as a graph, numbered by depth (then discovery); also the store's
    /// id of each graph state. Successors are found by isomorphism, like every state here.
    private func explicitGraph(_ store: Store, bound: Int) throws(ModelError) -> (ExploredGraph, [Int]) {
        let ids = store.representatives.indices.sorted { (store.depths[$0], $0) < (store.depths[$1], $1) }
        var number = [Int](repeating: 0, count: ids.count)
        for (position, id) in ids.enumerated() { number[id] = position }
        var graph = ExploredGraph()
        for id in ids {
            let state = store.representatives[id]
            let enabled = machine.enabledEvents(in: state)
            let expanded = store.depths[id] < bound
            let node = graph.add(state, depth: store.depths[id], parent: -1, arrival: nil, expanded: expanded, hasEvents: !enabled.isEmpty)
            guard expanded else { continue }
            for event in enabled {
                let next = try machine.apply(event, to: state).state
                guard let target = store.find(next) else { continue }
                graph.successors[Int(node)].append(Int32(number[target]))
            }
        }
        return (graph, ids)
    }

    /// Records `state`, reached by `path`, then every extension of `path` by one event.
    private func visit(_ state: State, path: inout [Event], bound: Int, store: inout Store) throws(ModelError) {
        store.record(state, path: path)
        guard path.count < bound else { return }
        for event in machine.enabledEvents(in: state) {
            let step = try machine.apply(event, to: state)
            path.append(event)
            try visit(step.state, path: &path, bound: bound, store: &store)
            path.removeLast()
        }
    }

    /// The distinct states seen so far, each with its shortest depth and a shortest path.
    private struct Store {
        var representatives: [State] = []
        var depths: [Int] = []
        var paths: [[Event]] = []
        var buckets: [IsomorphismShape: [Int]] = [:]
        var sequences = 0

        /// The distinct state isomorphic to `state`, if recorded.
        func find(_ state: State) -> Int? {
            (buckets[state.isomorphismShape] ?? []).first { representatives[$0].isIsomorphic(to: state) }
        }

        mutating func record(_ state: State, path: [Event]) {
            sequences += 1
            let shape = state.isomorphismShape
            let candidates = buckets[shape] ?? []
            if let known = candidates.first(where: { representatives[$0].isIsomorphic(to: state) }) {
                if path.count < depths[known] {
                    depths[known] = path.count
                    representatives[known] = state
                    paths[known] = path
                }
                return
            }
            buckets[shape] = candidates + [representatives.count]
            representatives.append(state)
            depths.append(path.count)
            paths.append(path)
        }
    }
}
