/// `no-leaks`: every coordinator in the tree still has something on screen, nothing is
/// kept alive off screen by a window root replaced under a presentation, and nothing
/// outside the tree is kept alive by a retain cycle.
///
/// Broken by: a back (or swipe, or sheet pull-down) that pops a child's screen without
/// `finish`; `popToRoot` or a tab re-select that drops several coordinators' screens; a
/// tab bar coordinator emptied and left in `children`; `setRoot` while a sheet is up; a
/// strong `parent` that keeps a removed subtree alive.
public struct NoLeaks: Invariant {
    public let name = "no-leaks"
    public let summary = "every coordinator in the tree (but the root) owns a screen on screen or has a descendant that does, no replaced window root keeps screens alive off screen, and no retain cycle keeps a released coordinator alive"
    public let scope = InvariantScope.state

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? {
        let state = context.state
        if let idle = idleCoordinator(in: context) { return idle }
        // The window's transition view keeps a presentation (and its presenter) alive when the
        // window root is replaced under it.
        var stranded: [Int32] = []
        for stack in state.stranded {
            for screen in state.stacks[Int(stack)] where screen.hasOwner && !stranded.contains(screen.owner) { stranded.append(screen.owner) }
        }
        if !stranded.isEmpty {
            let names = stranded.map { context.name(of: $0) }.joined(separator: ", ")
            return context.finding("the window root was replaced while something was presented: the old root and its presentations stay alive off screen, holding \(names)",
                                   stranded)
        }
        // Without references other than `children`, nothing forms a cycle: every live instance is held.
        guard context.types.mayHaveCycles else { return nil }
        let held = state.heldByApp(types: context.types)
        let leaked = state.instances.indices.filter { !held[$0] }
        if let first = leaked.first {
            let names = leaked.map { context.name(of: Int32($0)) }.joined(separator: ", ")
            return context.finding("\(names) left the tree but \(leaked.count == 1 ? "is" : "are") kept alive by a retain cycle (\(context.name(of: Int32(first))) is never deallocated)",
                                   leaked.map(Int32.init))
        }
        return nil
    }

    /// The first coordinator in the tree (but the root) that neither owns a screen on screen
    /// nor has a descendant that does.
    private func idleCoordinator(in context: InvariantContext) -> Finding? {
        let state = context.state
        // Whether each instance, or a descendant, owns a screen on screen (on the stack).
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: state.instances.count) { showing -> Finding? in
            showing.initialize(repeating: false)
            // Read by index: a stack iterated would be retained and released.
            for stack in 0..<state.onScreenStackCount {
                for position in state.stacks[stack].indices where state.stacks[stack][position].hasOwner {
                    showing[Int(state.stacks[stack][position].owner)] = true
                }
            }
            // A coordinator shows something when it or a descendant owns a screen: propagate up.
            let tree = context.treeOrder
            for node in tree.reversed() where showing[Int(node)] {
                var parent = context.treeParent[Int(node)]
                var steps = 0
                while parent >= 0, !showing[Int(parent)], steps <= state.instances.count {
                    showing[Int(parent)] = true
                    parent = context.treeParent[Int(parent)]
                    steps += 1
                }
            }
            // A container owns no screen: it is in place only while a descendant shows something.
            for node in tree where node != State.rootInstance && !showing[Int(node)] {
                let holder = context.treeParent[Int(node)]
                let what = context.scenario.isContainer(type: state.instances[Int(node)].type)
                    ? "(a container) but none of its descendants shows anything" : "but nothing it owns is on screen"
                return context.finding("\(context.name(of: node)) is still in \(context.name(of: holder)).children \(what)", [node, holder])
            }
            return nil
        }
    }
}
