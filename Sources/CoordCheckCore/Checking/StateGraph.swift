/// The state graph for a diagram, bounded so it stays readable: every state reachable to
/// a depth when there are few enough, else the states along a trace and their immediate
/// neighbours. States are told apart up to numbering (canonical form), each kept once as it
/// was first reached; edges carry the labels of their events, several on one edge when
/// different events lead the same way.
///
/// ```swift
/// let graph = try StateGraph(scenario: scenario, trace: violation.trace.events, depth: 6, wholeLimit: 40)
/// graph.isWhole        // every state to depth 6, or only the trace and its neighbours
/// graph.path           // the trace's states, launch first (indices into graph.states)
/// ```
public struct StateGraph: Sendable {
    /// An event (or several) leading from one state to another.
    public struct Edge: Sendable, Hashable {
        /// Indices into ``StateGraph/states``.
        public var from: Int
        public var to: Int
        /// The labels of the events, one a line.
        public var label: String
    }

    /// Every state drawn, in the order first reached.
    public private(set) var states: [Snapshot] = []
    /// Between states, in the order first taken.
    public private(set) var edges: [Edge] = []
    /// The trace's states, launch first: indices into ``states``.
    public private(set) var path: [Int] = []
    /// Whether ``states`` is every state reachable to the depth asked for.
    public private(set) var isWhole = false

    private var ids: [Fingerprint: Int] = [:]

    /// The graph of `trace` in `scenario`: every state to `depth` when that is at most
    /// `wholeLimit` states (nil: never), else the trace's states and their neighbours.
    public init(scenario: Scenario, trace: [Event], depth: Int, wholeLimit: Int?) throws(ModelError) {
        let machine = Machine(scenario: scenario)
        let launch = try machine.launch()
        if let wholeLimit, let whole = try Self.whole(machine: machine, launch: launch, depth: depth, limit: wholeLimit) {
            self = whole
        }
        var state = launch
        path = [id(of: state, in: scenario)]
        for event in trace {
            if !isWhole { try addNeighbours(of: state, id: path[path.count - 1], machine: machine) }
            state = try machine.apply(event, to: state).state
            path.append(id(of: state, in: scenario))
        }
        if !isWhole { try addNeighbours(of: state, id: path[path.count - 1], machine: machine) }
    }

    private init() {}

    /// The index of `state` in ``states``, added when it is new.
    private mutating func id(of state: State, in scenario: Scenario) -> Int {
        var canonical = state
        canonical.canonicalize()
        let fingerprint = Fingerprint(of: canonical)
        if let id = ids[fingerprint] { return id }
        ids[fingerprint] = states.count
        states.append(Snapshot(state, scenario: scenario))
        return states.count - 1
    }

    private mutating func addEdge(_ from: Int, _ to: Int, _ label: String) {
        if let index = edges.firstIndex(where: { $0.from == from && $0.to == to }) {
            edges[index].label += "\n" + label
        } else {
            edges.append(Edge(from: from, to: to, label: label))
        }
    }

    private mutating func addNeighbours(of state: State, id: Int, machine: Machine) throws(ModelError) {
        for event in machine.enabledEvents(in: state) {
            let next = try machine.apply(event, to: state).state
            addEdge(id, self.id(of: next, in: machine.scenario), event.label(in: machine.scenario))
        }
    }

    /// The whole graph to `depth`, or nil when it has more than `limit` states.
    private static func whole(machine: Machine, launch: State, depth: Int, limit: Int) throws(ModelError) -> StateGraph? {
        var graph = StateGraph()
        graph.isWhole = true
        var frontier = [(launch, graph.id(of: launch, in: machine.scenario))]
        for _ in 0..<depth {
            var next: [(State, Int)] = []
            for (state, id) in frontier {
                for event in machine.enabledEvents(in: state) {
                    let successor = try machine.apply(event, to: state).state
                    let known = graph.states.count
                    let target = graph.id(of: successor, in: machine.scenario)
                    graph.addEdge(id, target, event.label(in: machine.scenario))
                    if target == known { next.append((successor, target)) }
                    if graph.states.count > limit { return nil }
                }
            }
            frontier = next
        }
        return graph
    }
}
