/// `single-parent`: no instance appears in two `children` arrays, or twice in one.
///
/// Broken by: `start MyPage into Splash` while Today also appends it; appending a child
/// twice.
public struct SingleParent: Invariant {
    public let name = "single-parent"
    public let summary = "no coordinator appears in two children arrays, or twice in one"
    public let scope = InvariantScope.state

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        // The first holder seen of each instance (-1 for none yet), on the stack. Read in
        // place and by index: an instance copied out, or a children array iterated, would be
        // retained and released for each.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: context.state.instances.count) { holder in
            holder.initialize(repeating: -1)
            context.state.instances.withUnsafeBufferPointer { instances in
                for index in instances.indices {
                    for position in 0..<instances[index].children.count {
                        let child = instances[index].children[position]
                        let owner = Int32(index)
                        if holder[Int(child)] == owner {
                            guard sink.add(about: [child, owner], in: context, { "\(context.name(of: child)) appears twice in \(context.name(of: owner)).children" }) else { return }
                        } else if holder[Int(child)] >= 0 {
                            guard sink.add(about: [child, holder[Int(child)], owner], in: context, { "\(context.name(of: child)) is in the children of both \(context.name(of: holder[Int(child)])) and \(context.name(of: owner))" }) else { return }
                        } else {
                            holder[Int(child)] = owner
                        }
                    }
                }
            }
        }
    }
}
