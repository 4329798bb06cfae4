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
        // The first holder seen of each instance (-1 for none yet), on the stack. Read in
        // place and by index: an instance copied out, or a children array iterated, would be
        // retained and released for each.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: context.state.instances.count) { holder -> Finding? in
            holder.initialize(repeating: -1)
            return context.state.instances.withUnsafeBufferPointer { instances -> Finding? in
                for index in instances.indices {
                    for position in 0..<instances[index].children.count {
                        let child = instances[index].children[position]
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
}
