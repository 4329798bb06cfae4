/// `no-orphans`: everything on screen belongs to the tree, and the tree's parents are in it.
///
/// Broken by: `removeAllChildren` where one child finished (the siblings' screens stay), a
/// coordinator that finishes on swipe begin when the swipe is cancelled, a window root
/// replaced while the old subtree stays.
public struct NoOrphans: Invariant {
    public let name = "no-orphans"
    public let summary = "every screen on screen is owned by a coordinator in the tree, and every coordinator in the tree has its parent in it"
    public let scope = InvariantScope.state

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        // A settled state's stacks on screen come first. Read by index: a stack iterated
        // would be retained and released.
        for stack in 0..<context.state.onScreenStackCount {
            var ownerless = false
            for position in context.state.stacks[stack].indices where !context.state.stacks[stack][position].hasOwner {
                let screen = context.state.stacks[stack][position]
                guard sink.add(nil, { Finding("\(context.scenario.screenName(screen)) on \(context.stackName(Int32(stack))) has no coordinator: it held it weakly and the coordinator was deallocated, so its buttons do nothing") }) else { return }
                ownerless = true
            }
            // A stack with a screen whose coordinator is gone was reported above (the first
            // judgement stops there): every screen below has one. One finding per stack, about
            // the lowest: what lies above it went out with it.
            if ownerless { continue }
            for position in context.state.stacks[stack].indices where !context.inTree[Int(context.state.stacks[stack][position].owner)] {
                let screen = context.state.stacks[stack][position]
                guard sink.add(about: [screen.owner], in: context, { "\(context.scenario.screenName(screen)) on \(context.stackName(Int32(stack))) is owned by \(context.name(of: screen.owner)), which is not in the tree" }) else { return }
                break
            }
        }
        // Read in place: an instance copied out would be retained and released.
        context.state.instances.withUnsafeBufferPointer { instances in
            for index in instances.indices {
                let parent = instances[index].parent
                if context.inTree[index] && parent >= 0 && !context.inTree[Int(parent)] {
                    guard sink.add(about: [Int32(index), parent], in: context, { "\(context.name(of: Int32(index))) is in the tree, but its parent \(context.name(of: parent)) is not" }) else { return }
                }
            }
        }
    }
}
