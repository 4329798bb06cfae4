/// The states a search found up to its bound and every transition between them: what the
/// reachability assertions are judged on. States are numbered breadth first, so a state's
/// number never exceeds that of a state deeper than it.
public struct ExploredGraph: Sendable {
    /// The type of the visible screen of each state, -1 when none is visible.
    public var visibleScreen: [Int32] = []
    /// The successors of each state, one per enabled event (empty when not expanded).
    public var successors: [[Int32]] = []
    /// Whether a state's events were followed (its depth is below the bound).
    public var expanded: [Bool] = []
    /// Whether a state has enabled events (a state not expanded but with events leads past
    /// the bound).
    public var hasEvents: [Bool] = []
    /// The length of a shortest trace to each state.
    public var depth: [Int] = []
    /// The state each one was first reached from (-1 for launch), and by which event.
    public var parent: [Int32] = []
    public var arrival: [Event?] = []
    /// False when a state limit cut the search short.
    public var complete = true

    public var count: Int { visibleScreen.count }

    /// The events from launch to `state`.
    public func trace(to state: Int32) -> Trace {
        var events: [Event] = []
        var node = state
        while node > 0, let event = arrival[Int(node)] {
            events.append(event)
            node = parent[Int(node)]
        }
        return Trace(events: events.reversed())
    }

    /// Adds a state; returns its number.
    mutating func add(_ state: State, depth: Int, parent: Int32, arrival: Event?, expanded: Bool, hasEvents: Bool) -> Int32 {
        visibleScreen.append(state.visibleScreen?.type ?? -1)
        self.depth.append(depth)
        successors.append([])
        self.expanded.append(expanded)
        self.hasEvents.append(hasEvents)
        self.parent.append(parent)
        self.arrival.append(arrival)
        return Int32(count - 1)
    }

    /// Breadth-first search of `machine`'s states to `bound` events, states told apart by
    /// their canonical fingerprints; at most `maxStates` states (then `complete` is false).
    static func explore(_ machine: Machine, bound: Int, maxStates: Int?) throws(ModelError) -> ExploredGraph {
        var graph = ExploredGraph()
        var ids: [Fingerprint: Int32] = [:]
        var launch = try machine.launch()
        launch.canonicalize()
        var frontier: [(state: State, id: Int32)] = []
        func admit(_ state: State, depth: Int, parent: Int32, arrival: Event?) -> Int32? {
            let fingerprint = Fingerprint(of: state)
            if let known = ids[fingerprint] { return known }
            if let maxStates, graph.count >= maxStates {
                graph.complete = false
                return nil
            }
            let id = graph.add(state, depth: depth, parent: parent, arrival: arrival, expanded: depth < bound,
                               hasEvents: !machine.enabledEvents(in: state).isEmpty)
            ids[fingerprint] = id
            frontier.append((state, id))
            return id
        }
        _ = admit(launch, depth: 0, parent: -1, arrival: nil)
        var depth = 0
        while depth < bound, !frontier.isEmpty {
            let level = frontier
            frontier = []
            for (state, id) in level {
                for event in machine.enabledEvents(in: state) {
                    var next = try machine.apply(event, to: state).state
                    next.canonicalize()
                    if let target = admit(next, depth: depth + 1, parent: id, arrival: event) {
                        graph.successors[Int(id)].append(target)
                    } else {
                        graph.expanded[Int(id)] = false
                    }
                }
            }
            depth += 1
        }
        return graph
    }
}
