/// The facts around one `popFlow F`, taken when it ran and when its handler ended, before
/// anything was released (instance and stack indices are those of that moment).
public struct PopFlowRecord: Sendable {
    public var flow: Int
    public var location: SourceLocation
    /// The instances of flow F in the subtree of the coordinator that ran it, before.
    public var flowInstances: Set<Int32>
    /// Every stack's screens just before `popFlow` ran.
    public var stacksBefore: [[Screen]]
    /// Every stack's screens when the handler ended (on-screen stacks only; others empty).
    public var stacksAfter: [[Screen]]
    /// Which instances were in the tree (reachable from the root through `children`) then.
    public var inTreeAfter: [Bool]
    /// Type and serial of each instance, to name them in messages.
    public var types: [Int32]
    public var serials: [Int32]
}
