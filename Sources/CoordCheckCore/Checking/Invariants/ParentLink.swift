/// `parent-link`: a child's `parent` and its parent's `children` agree, both ways.
///
/// Broken by: a parent never set (`start X parent none`), a child appended to one
/// coordinator with its parent set to another (`start X into Splash parent self`), a
/// `finish` that leaves the child alive.
public struct ParentLink: Invariant {
    public let name = "parent-link"
    public let summary = "every child's parent lists it in children, and every child in children points back to that parent"
    public let scope = InvariantScope.state

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    /// A finding is about the child whose link is wrong: it is named first.
    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        let exempt = Self.exempt(context)
        // Read in place and by index: an instance copied out, or a children array iterated,
        // would be retained and released for each.
        context.state.instances.withUnsafeBufferPointer { instances in
            for index in instances.indices where instances[index].parent >= 0 && exempt?[index] != true {
                let parent = instances[index].parent
                if !instances[Int(parent)].children.contains(Int32(index)) {
                    guard sink.add(about: [Int32(index), parent], in: context, { "\(context.name(of: Int32(index))).parent is \(context.name(of: parent)), but \(context.name(of: parent)).children does not contain it" }) else { return }
                }
            }
            for index in instances.indices where exempt?[index] != true {
                for position in 0..<instances[index].children.count {
                    let child = instances[index].children[position]
                    guard context.types.parentKind(ofType: instances[Int(child)].type) != .none else { continue }
                    let parent = instances[Int(child)].parent
                    if parent != Int32(index) {
                        let actual = parent >= 0 ? "is \(context.name(of: parent))" : "was never set (nil)"
                        guard sink.add(about: [child, Int32(index)] + (parent >= 0 ? [parent] : []), in: context, { "\(context.name(of: Int32(index))).children contains \(context.name(of: child)), whose parent \(actual)" }) else { return }
                    }
                }
            }
        }
    }

    /// Which instances parent-link leaves alone: those whose screens are all stranded off
    /// screen for good (no-leaks names them), those outside the tree with nothing on screen
    /// that a stored property keeps (`lazy var profile`: a cache, idle until started again,
    /// whose `parent` is still set), and the one outside the tree that the screen a
    /// transition leaves keeps until the animation ends (a child that finished as it left).
    static func exempt(_ context: InvariantContext) -> [Bool]? {
        let state = context.state
        let leaving = state.transition?.from.flatMap { $0.hasOwner && !context.inTree[Int($0.owner)] ? $0.owner : nil }
        // The common case: nothing stranded, no stored property anywhere, nobody leaving.
        guard !state.stranded.isEmpty || context.types.hasStoredProperties || leaving != nil else { return nil }
        var result = [Bool](repeating: false, count: state.instances.count)
        if let leaving { result[Int(leaving)] = true }
        for stack in state.stranded.isEmpty ? 0..<0 : state.onScreenStackCount..<state.stacks.count {
            for screen in state.stacks[stack] where screen.hasOwner { result[Int(screen.owner)] = true }
        }
        for instance in state.instances {
            for held in instance.properties where held >= 0 && !context.inTree[Int(held)] { result[Int(held)] = true }
        }
        for stack in state.stacks.prefix(state.onScreenStackCount) { for screen in stack where screen.hasOwner { result[Int(screen.owner)] = false } }
        return result
    }
}
