extension Snapshot {
    /// The coordinator tree: what the root reaches through `children` arrays.
    public struct Tree: Sendable, Hashable {
        /// The tree in depth-first order from the root, children in order.
        public var order: [Int]
        /// Whether each coordinator is in the tree.
        public var member: [Bool]
        /// For each coordinator in the tree, the one whose `children` hold it (the first in
        /// tree order); nil for the root and for coordinators outside the tree.
        public var holder: [Int?]

        init(_ shape: TreeShape) {
            order = shape.order.map(Int.init)
            member = shape.member
            holder = shape.holder.map(\.index)
        }
    }
}
