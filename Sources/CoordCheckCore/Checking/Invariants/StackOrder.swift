/// `stack-order`: on each navigation stack, a coordinator's screens are contiguous and lie
/// above those of its ancestors, so each `back` walks up the tree.
///
/// Broken by: a parent pushing a screen while a child flow owns the top of the shared stack
/// (`on ChildScreen.x: call parent.showMore` where the parent pushes).
public struct StackOrder: Invariant {
    public let name = "stack-order"
    public let summary = "on each stack, a coordinator's screens are contiguous and above those of its ancestors"
    public let scope = InvariantScope.state

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        let count = context.state.instances.count
        // Per instance, stamped with the stack being read (its index plus one), so that one
        // buffer serves every stack without being cleared: whose screens ended below
        // (finished), and the proper ancestors of the owners seen so far (marked as owners
        // are added).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * count) { marks in
            marks.initialize(repeating: 0)
            let finished = UnsafeMutableBufferPointer(rebasing: marks[0..<count])
            let aboveSeen = UnsafeMutableBufferPointer(rebasing: marks[count...])
            for stack in 0..<context.state.onScreenStackCount where context.state.stacks[stack].count > 1 {
                let stamp = Int32(stack + 1)
                var previous: Int32 = -1
                // Read by index: the stack copied out, or iterated, would be retained.
                for position in context.state.stacks[stack].indices {
                    let screen = context.state.stacks[stack][position]
                    if previous >= 0, previous != screen.owner { finished[Int(previous)] = stamp }
                    // A screen whose weak coordinator is gone belongs to nobody (no-orphans says so).
                    guard screen.hasOwner else {
                        previous = -1
                        continue
                    }
                    if finished[Int(screen.owner)] == stamp {
                        guard sink.add(about: [screen.owner], in: context, { "the screens of \(context.name(of: screen.owner)) on \(context.stackName(Int32(stack))) are split by another coordinator's: \(describe(context.state.stacks[stack], context))" }) else { return }
                    }
                    if aboveSeen[Int(screen.owner)] == stamp,
                       let descendant = owners(context.state.stacks[stack][..<position], other: screen.owner).first(where: { context.isTreeAncestor(screen.owner, of: $0) }) {
                        guard sink.add(about: [screen.owner, descendant], in: context, { "on \(context.stackName(Int32(stack))), \(context.scenario.screenName(screen)) of \(context.name(of: screen.owner)) lies above the screens of its descendant \(context.name(of: descendant)): \(describe(context.state.stacks[stack], context))" }) else { return }
                    }
                    if previous != screen.owner {
                        var node = context.treeParent[Int(screen.owner)]
                        while node >= 0, aboveSeen[Int(node)] != stamp {
                            aboveSeen[Int(node)] = stamp
                            node = context.treeParent[Int(node)]
                        }
                    }
                    previous = screen.owner
                }
            }
        }
    }

    /// The owners of `screens` other than `owner`, bottom first.
    private func owners(_ screens: ArraySlice<Screen>, other owner: Int32) -> [Int32] {
        var owners: [Int32] = []
        for screen in screens where screen.hasOwner && screen.owner != owner && owners.last != screen.owner { owners.append(screen.owner) }
        return owners
    }

    private func describe(_ screens: [Screen], _ context: InvariantContext) -> String {
        screens.map { "\(context.scenario.screenName($0))(\($0.hasOwner ? context.name(of: $0.owner) : "no coordinator"))" }.joined(separator: " > ")
    }
}
