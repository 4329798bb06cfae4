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

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        let state = context.state
        guard idleCoordinators(in: context, into: &sink) else { return }
        // The window's transition view keeps a presentation (and its presenter) alive when the
        // window root is replaced under it.
        var stranded: [Int32] = []
        // Off screen: the stranded stacks and what their screens contain, after those on screen.
        for stack in state.stranded.isEmpty ? 0..<0 : state.onScreenStackCount..<state.stacks.count {
            for screen in state.stacks[stack] where screen.hasOwner && !stranded.contains(screen.owner) { stranded.append(screen.owner) }
        }
        // One bug, one finding: about the first instance held, in the order of the stacks.
        if !stranded.isEmpty {
            let names = stranded.map { context.name(of: $0) }.joined(separator: ", ")
            guard sink.add(about: stranded, in: context, { "the window root was replaced while something was presented: the old root and its presentations stay alive off screen, holding \(names)" }) else { return }
        }
        // Without references other than `children`, nothing forms a cycle: every live instance is held.
        guard context.types.mayHaveCycles else { return }
        let held = state.heldByApp(types: context.types)
        var leaked = state.instances.indices.filter { !held[$0] }.map(Int32.init)
        // One finding, about the instance of the type declared first: whatever the numbering,
        // the same type is blamed (the others follow in their order).
        guard let first = leaked.indices.min(by: { (state.instances[Int(leaked[$0])].type, $0) < (state.instances[Int(leaked[$1])].type, $1) }) else { return }
        leaked.insert(leaked.remove(at: first), at: 0)
        let names = leaked.map { context.name(of: $0) }.joined(separator: ", ")
        _ = sink.add(about: leaked, in: context, { "\(names) left the tree but \(leaked.count == 1 ? "is" : "are") kept alive by a retain cycle (\(context.name(of: leaked[0])) is never deallocated)" })
    }

    /// Every coordinator in the tree (but the root) that neither owns a screen on screen nor
    /// has a descendant that does, and whose holder does (or is the root), in tree order;
    /// false when the sink looks no further.
    private func idleCoordinators<Sink: FindingSink>(in context: InvariantContext, into sink: inout Sink) -> Bool {
        let state = context.state
        // Whether each instance, or a descendant, owns a screen on screen (on the stack).
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: state.instances.count) { showing -> Bool in
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
            // Each idle subtree is one finding, about its top (which the walk meets first).
            for node in tree where node != State.rootInstance && !showing[Int(node)] {
                let holder = context.treeParent[Int(node)]
                if holder != State.rootInstance, !showing[Int(holder)] { continue }
                let what = context.scenario.isContainer(type: state.instances[Int(node)].type)
                    ? "(a container) but none of its descendants shows anything" : "but nothing it owns is on screen"
                guard sink.add(about: [node, holder], in: context, { "\(context.name(of: node)) is still in \(context.name(of: holder)).children \(what)" }) else { return false }
            }
            return true
        }
    }
}
