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

    public func violation(in context: InvariantContext) -> Finding? {
        let count = context.state.instances.count
        for (stack, screens) in context.state.stacks.enumerated() where screens.count > 1 {
            var finished = [Bool](repeating: false, count: count)
            // The proper ancestors of the owners seen so far, marked as owners are added.
            var aboveSeen = [Bool](repeating: false, count: count)
            var owners: [Int32] = []
            for (position, screen) in screens.enumerated() {
                if position > 0, screens[position - 1].owner != screen.owner {
                    finished[Int(screens[position - 1].owner)] = true
                }
                if finished[Int(screen.owner)] {
                    return context.finding("the screens of \(context.name(of: screen.owner)) on \(context.stackName(Int32(stack))) are split by another coordinator's: \(describe(screens, context))",
                                           [screen.owner])
                }
                if aboveSeen[Int(screen.owner)],
                   let descendant = owners.first(where: { $0 != screen.owner && context.isTreeAncestor(screen.owner, of: $0) }) {
                    return context.finding("on \(context.stackName(Int32(stack))), \(context.scenario.screenName(screen)) of \(context.name(of: screen.owner)) lies above the screens of its descendant \(context.name(of: descendant)): \(describe(screens, context))",
                                           [screen.owner, descendant])
                }
                if owners.last != screen.owner {
                    owners.append(screen.owner)
                    var node = context.treeParent[Int(screen.owner)]
                    while node >= 0, !aboveSeen[Int(node)] {
                        aboveSeen[Int(node)] = true
                        node = context.treeParent[Int(node)]
                    }
                }
            }
        }
        return nil
    }

    private func describe(_ screens: [Screen], _ context: InvariantContext) -> String {
        screens.map { "\(context.scenario.screenName($0))(\(context.name(of: $0.owner)))" }.joined(separator: " > ")
    }
}
