extension State {
    /// For each instance, whether the root reaches it through `children` arrays: "the tree".
    public func treeMembership() -> [Bool] {
        var member = [Bool](repeating: false, count: instances.count)
        guard !instances.isEmpty else { return member }
        var pending: [Int32] = [State.rootInstance]
        member[0] = true
        while let node = pending.popLast() {
            for child in instances[Int(node)].children where !member[Int(child)] {
                member[Int(child)] = true
                pending.append(child)
            }
        }
        return member
    }

    /// `instance` and everything below it through `children`, depth first, in order.
    public func subtree(of instance: Int32) -> [Int32] {
        var result: [Int32] = []
        var seen: Set<Int32> = []
        var pending = [instance]
        while let node = pending.popLast() {
            guard seen.insert(node).inserted else { continue }
            result.append(node)
            pending.append(contentsOf: instances[Int(node)].children.reversed())
        }
        return result
    }

    /// The nearest instance of `type`: `from` itself or up its `parent` chain, else up the
    /// tree, else the first in tree order. Nil when there is none.
    public func nearest(type: Int32, from: Int32) -> Int32? {
        var seen: Set<Int32> = []
        var node = from
        while node >= 0, seen.insert(node).inserted {
            if instances[Int(node)].type == type { return node }
            node = instances[Int(node)].parent
        }
        let treeParent = treeParents()
        seen = []
        node = from
        while node >= 0, seen.insert(node).inserted {
            if instances[Int(node)].type == type { return node }
            node = treeParent[Int(node)]
        }
        return subtree(of: State.rootInstance).first { instances[Int($0)].type == type }
    }

    /// For each instance in the tree, the instance whose `children` hold it (the first, in
    /// tree order); -1 for the root and for instances outside the tree.
    public func treeParents() -> [Int32] {
        var treeParent = [Int32](repeating: -1, count: instances.count)
        guard !instances.isEmpty else { return treeParent }
        for node in subtree(of: State.rootInstance) {
            for child in instances[Int(node)].children where treeParent[Int(child)] < 0 && child != State.rootInstance {
                treeParent[Int(child)] = node
            }
        }
        return treeParent
    }
}
