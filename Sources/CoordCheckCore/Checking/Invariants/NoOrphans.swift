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

    public func violation(in context: InvariantContext) -> Finding? {
        // A settled state's stacks on screen come first. Read by index: a stack iterated
        // would be retained and released.
        for stack in 0..<context.state.onScreenStackCount {
            for position in context.state.stacks[stack].indices where !context.state.stacks[stack][position].hasOwner {
                let screen = context.state.stacks[stack][position]
                return Finding("\(context.scenario.screenName(screen)) on \(context.stackName(Int32(stack))) has no coordinator: it held it weakly and the coordinator was deallocated, so its buttons do nothing")
            }
            for position in context.state.stacks[stack].indices where !context.inTree[Int(context.state.stacks[stack][position].owner)] {
                let screen = context.state.stacks[stack][position]
                return context.finding("\(context.scenario.screenName(screen)) on \(context.stackName(Int32(stack))) is owned by \(context.name(of: screen.owner)), which is not in the tree",
                                       [screen.owner])
            }
        }
        // Read in place: an instance copied out would be retained and released.
        return context.state.instances.withUnsafeBufferPointer { instances -> Finding? in
            for index in instances.indices {
                let parent = instances[index].parent
                if context.inTree[index] && parent >= 0 && !context.inTree[Int(parent)] {
                    return context.finding("\(context.name(of: Int32(index))) is in the tree, but its parent \(context.name(of: parent)) is not",
                                           [Int32(index), parent])
                }
            }
            return nil
        }
    }
}
