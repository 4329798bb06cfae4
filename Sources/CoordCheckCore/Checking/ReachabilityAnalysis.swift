/// Judges `reachable` and `always reachable` assertions on an ``ExploredGraph``.
///
/// A state is *open* when it has events the search did not follow (it lies at the bound, or
/// a state limit cut it). `reachable S` holds when some state shows S; it is violated when
/// none does and no state is open (the whole state space was seen); otherwise it is
/// inconclusive. `always reachable S` is violated at the first state (states are numbered
/// breadth first, so it has a shortest trace) from which no path shows S and no path reaches an open state; when
/// every such state can reach an open one, the verdict is inconclusive, never "holds".
public enum ReachabilityAnalysis {
    public enum Verdict: Sendable, Equatable {
        case holds
        /// The state (of the graph) where the property fails, and why.
        case violated(state: Int32, message: String)
        /// Why the bound leaves the question open.
        case inconclusive(String)
    }

    public static func verdict(for assertion: ReachabilityAssertion, in graph: ExploredGraph, scenario: Scenario, bound: Int) -> Verdict {
        let screen = Int32(assertion.screen)
        let name = scenario.screens[assertion.screen].name
        let open = graph.expanded.indices.map { !graph.expanded[$0] && graph.hasEvents[$0] }
        if !assertion.always {
            if graph.visibleScreen.contains(screen) { return .holds }
            guard open.contains(true) else {
                return .violated(state: 0, message: "no sequence of events shows \(name): the \(graph.count) states the app can reach never show it")
            }
            return .inconclusive("no state within depth \(bound) shows \(name), and some states lead past the bound")
        }
        let shows = canReach(graph, from: graph.visibleScreen.map { $0 == screen })
        let escapes = canReach(graph, from: open)
        if let stuck = graph.visibleScreen.indices.first(where: { !shows[$0] && !escapes[$0] }) {
            let seen = forwardCount(graph, from: Int32(stuck))
            return .violated(state: Int32(stuck), message: "from this state no sequence of events shows \(name): the \(seen) state\(seen == 1 ? "" : "s") it leads to never show it")
        }
        if let first = graph.visibleScreen.indices.first(where: { !shows[$0] }) {
            return .inconclusive("from a state at depth \(graph.depth[first]), no path within depth \(bound) shows \(name), and some lead past the bound")
        }
        return .holds
    }

    /// Which states can reach (in zero or more steps) a state marked in `targets`.
    static func canReach(_ graph: ExploredGraph, from targets: [Bool]) -> [Bool] {
        var predecessors = [[Int32]](repeating: [], count: graph.count)
        for (state, successors) in graph.successors.enumerated() {
            for next in successors { predecessors[Int(next)].append(Int32(state)) }
        }
        var reached = targets
        var pending = targets.indices.filter { targets[$0] }.map(Int32.init)
        while let state = pending.popLast() {
            for previous in predecessors[Int(state)] where !reached[Int(previous)] {
                reached[Int(previous)] = true
                pending.append(previous)
            }
        }
        return reached
    }

    /// How many states `state` reaches, itself included.
    static func forwardCount(_ graph: ExploredGraph, from state: Int32) -> Int {
        var seen: Set<Int32> = [state]
        var pending = [state]
        while let node = pending.popLast() {
            for next in graph.successors[Int(node)] where seen.insert(next).inserted { pending.append(next) }
        }
        return seen.count
    }
}
