extension State {
    /// `instance` and everything below it through `children`, depth first, in order.
    func subtree(of instance: Int32) -> [Int32] {
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
    func nearest(type: Int32, from: Int32) -> Int32? {
        var seen: Set<Int32> = []
        var node = from
        while node >= 0, seen.insert(node).inserted {
            if instances[Int(node)].type == type { return node }
            node = instances[Int(node)].parent
        }
        let treeParent = tree().holder
        seen = []
        node = from
        while node >= 0, seen.insert(node).inserted {
            if instances[Int(node)].type == type { return node }
            node = treeParent[Int(node)]
        }
        return subtree(of: State.rootInstance).first { instances[Int($0)].type == type }
    }

    /// The tree in one walk from the root: its order (``subtree(of:)``), which instances
    /// are in it, and the holder of each (the first array, in tree order, that holds it).
    func tree() -> TreeShape {
        var shape = TreeShape.empty
        tree(into: &shape)
        return shape
    }

    /// ``tree()`` written into `shape`, whose arrays keep their room.
    func tree(into shape: inout TreeShape) {
        let count = instances.count
        // A node is expanded once, so at most every child link is pending at a time.
        var links = 1
        instances.withUnsafeBufferPointer { instances in
            for index in instances.indices { links += instances[index].children.count }
        }
        shape.order.resize(to: count, with: -1)
        shape.member.resize(to: count, with: false)
        shape.holder.resize(to: count, with: -1)
        shape.pending.resize(to: links, with: -1)
        guard count > 0 else { return }
        // The walk of subtree(of: root), written through pointers into arrays sized for it:
        // with no call that may release inside the walk, reading a node's children retains
        // nothing.
        var placed = 0
        shape.order.withUnsafeMutableBufferPointer { order in
        shape.member.withUnsafeMutableBufferPointer { member in
        shape.holder.withUnsafeMutableBufferPointer { holder in
        shape.pending.withUnsafeMutableBufferPointer { pending in
            member.update(repeating: false)
            holder.update(repeating: -1)
            instances.withUnsafeBufferPointer { instances in
                pending[0] = State.rootInstance
                var top = 1
                while top > 0 {
                    top -= 1
                    let node = pending[top]
                    guard !member[Int(node)] else { continue }
                    member[Int(node)] = true
                    order[placed] = node
                    placed += 1
                    instances[Int(node)].children.withUnsafeBufferPointer { children in
                        for child in children where holder[Int(child)] < 0 && child != State.rootInstance {
                            holder[Int(child)] = node
                        }
                        var index = children.count
                        while index > 0 {
                            index -= 1
                            pending[top] = children[index]
                            top += 1
                        }
                    }
                }
            }
        }
        }
        }
        }
        shape.order.resize(to: placed, with: -1)
    }
}
