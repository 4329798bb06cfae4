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
        for (stack, screens) in context.state.stacks.enumerated() {
            var finished: Set<Int32> = []
            var owners: [Int32] = []
            for (position, screen) in screens.enumerated() {
                if position > 0, screens[position - 1].owner != screen.owner {
                    finished.insert(screens[position - 1].owner)
                }
                if finished.contains(screen.owner) {
                    return context.finding("the screens of \(context.name(of: screen.owner)) on \(context.stackName(Int32(stack))) are split by another coordinator's: \(describe(screens, context))",
                                           [screen.owner])
                }
                if let descendant = owners.first(where: { $0 != screen.owner && context.isTreeAncestor(screen.owner, of: $0) }) {
                    return context.finding("on \(context.stackName(Int32(stack))), \(context.scenario.screenName(screen)) of \(context.name(of: screen.owner)) lies above the screens of its descendant \(context.name(of: descendant)): \(describe(screens, context))",
                                           [screen.owner, descendant])
                }
                if owners.last != screen.owner { owners.append(screen.owner) }
            }
        }
        return nil
    }

    private func describe(_ screens: [Screen], _ context: InvariantContext) -> String {
        screens.map { "\(context.scenario.screenName($0))(\(context.name(of: $0.owner)))" }.joined(separator: " > ")
    }
}
