/// The facts around one `popFlow F`, taken when it ran and when its handler ended, before
/// anything was released (instance and stack indices are those of that moment).
struct PopFlowRecord: Sendable {
    var flow: Int
    var location: SourceLocation
    /// The instances of flow F in the subtree of the coordinator that ran it, before.
    var flowInstances: Set<Int32>
    /// Every stack's screens just before `popFlow` ran.
    var stacksBefore: [[Screen]]
    /// Every stack's screens when the handler ended (on-screen stacks only; others empty).
    var stacksAfter: [[Screen]]
    /// Which instances were in the tree (reachable from the root through `children`) then.
    var inTreeAfter: [Bool]
    /// Type and serial of each instance, to name them in messages.
    var types: [Int32]
    var serials: [Int32]
}
