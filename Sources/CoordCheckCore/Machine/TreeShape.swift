/// The coordinator tree of a state: what the root reaches through `children` arrays.
struct TreeShape: Sendable {
    /// The tree in depth-first order from the root, children in order.
    var order: [Int32]
    /// Whether each instance is in the tree.
    var member: [Bool]
    /// For each instance in the tree, the instance whose `children` hold it (the first, in
    /// tree order); -1 for the root and for instances outside the tree.
    var holder: [Int32]
    /// Room for the walk that finds the tree (``State/tree(into:)``): not part of the tree.
    var pending: [Int32] = []

    /// No tree: what a context holds when no invariant reads it.
    static let empty = TreeShape(order: [], member: [], holder: [])
}
