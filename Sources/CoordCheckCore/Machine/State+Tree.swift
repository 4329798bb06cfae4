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
        var seen = [Bool](repeating: false, count: instances.count)
        var pending = [instance]
        while let node = pending.popLast() {
            guard !seen[Int(node)] else { continue }
            seen[Int(node)] = true
            result.append(node)
            let children = instances[Int(node)].children
            var index = children.count
            while index > 0 {
                index -= 1
                pending.append(children[index])
            }
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
        treeStructure().parents
    }

    /// ``treeStructure()`` with the walk's order (``subtree(of:)`` of the root) as well.
    public func treeStructureWithOrder() -> (member: [Bool], parents: [Int32], order: [Int32]) {
        var parents = [Int32](repeating: -1, count: instances.count)
        guard !instances.isEmpty else { return ([], parents, []) }
        let order = subtree(of: State.rootInstance)
        var member = [Bool](repeating: false, count: instances.count)
        for node in order {
            member[Int(node)] = true
            for child in instances[Int(node)].children where parents[Int(child)] < 0 && child != State.rootInstance {
                parents[Int(child)] = node
            }
        }
        return (member, parents, order)
    }

    /// The tree in one walk: which instances are in it, and the holder of each (the first
    /// array, in tree order, that holds it).
    public func treeStructure() -> (member: [Bool], parents: [Int32]) {
        let structure = treeStructureWithOrder()
        return (structure.member, structure.parents)
    }
}
