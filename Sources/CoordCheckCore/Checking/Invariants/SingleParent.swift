/// `single-parent`: no instance appears in two `children` arrays, or twice in one.
///
/// Broken by: `start MyPage into Splash` while Today also appends it; appending a child
/// twice.
public struct SingleParent: Invariant {
    public let name = "single-parent"
    public let summary = "no coordinator appears in two children arrays, or twice in one"
    public let scope = InvariantScope.state

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? {
        let instances = context.state.instances
        // The first holder seen of each instance (-1 for none yet), on the stack.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: instances.count) { holder -> Finding? in
            holder.initialize(repeating: -1)
            for (index, instance) in instances.enumerated() {
                for child in instance.children {
                    let owner = Int32(index)
                    if holder[Int(child)] == owner {
                        return context.finding("\(context.name(of: child)) appears twice in \(context.name(of: owner)).children", [child, owner])
                    }
                    if holder[Int(child)] >= 0 {
                        return context.finding("\(context.name(of: child)) is in the children of both \(context.name(of: holder[Int(child)])) and \(context.name(of: owner))",
                                               [child, holder[Int(child)], owner])
                    }
                    holder[Int(child)] = owner
                }
            }
            return nil
        }
    }
}
