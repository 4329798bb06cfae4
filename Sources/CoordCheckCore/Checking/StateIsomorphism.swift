extension State {
    /// Whether `other` is the same state up to how instances are numbered.
    ///
    /// Two states are isomorphic when some bijection of instance indices, fixing the root
    /// instance 0, maps every instance's type, `parent`, `children` (in order) and stack, and
    /// every screen's type and owner, and every modal's delegate, exactly. The window root,
    /// the modals' stacks and styles, the stranded stacks, the gestures and stack indices are
    /// compared as they are (the machine orders stacks canonically after every event).
    /// Serials and ``nextSerial`` are ignored.
    ///
    /// This is a direct search, independent of ``canonicalize()`` and ``Fingerprint``: cheap
    /// rejects first, then the constraints the root and the screen owners force, propagated
    /// through `parent` and `children`, then backtracking over the instances left, pairing
    /// only instances with the same type, stack and shape. It is meant for cross-checking the
    /// canonical form, not for speed on large symmetric states.
    func isIsomorphic(to other: State) -> Bool {
        guard instances.count == other.instances.count, stacks.count == other.stacks.count, root == other.root,
              choosingLaunch == other.choosingLaunch,
              stranded == other.stranded, gestures == other.gestures, containers == other.containers, modals.count == other.modals.count,
              zip(modals, other.modals).allSatisfy({ $0.withoutDelegate == $1.withoutDelegate && ($0.delegate < 0) == ($1.delegate < 0) }),
              transition?.kind == other.transition?.kind, transition?.from?.type == other.transition?.from?.type,
              transition?.from?.hasOwner == other.transition?.from?.hasOwner,
              pending.map({ [$0.block, $0.atTransitionEnd ? 1 : 0] }) == other.pending.map({ [$0.block, $0.atTransitionEnd ? 1 : 0] })
        else { return false }
        for (mine, theirs) in zip(stacks, other.stacks) {
            guard mine.count == theirs.count, zip(mine, theirs).allSatisfy({ $0.type == $1.type && $0.container == $1.container }) else { return false }
        }
        let search = IsomorphismSearch(left: self, right: other)
        guard search.left.sorted() == search.right.sorted() else { return false }
        var forward = [Int32](repeating: -1, count: instances.count)
        var backward = [Int32](repeating: -1, count: instances.count)
        var seeds: [(Int32, Int32)] = instances.isEmpty ? [] : [(State.rootInstance, State.rootInstance)]
        for (mine, theirs) in zip(stacks, other.stacks) {
            seeds += zip(mine, theirs).map { ($0.owner, $1.owner) }
        }
        seeds += zip(modals, other.modals).map { ($0.delegate, $1.delegate) }
        if let mine = transition?.from, let theirs = other.transition?.from { seeds.append((mine.owner, theirs.owner)) }
        seeds += zip(pending, other.pending).map { ($0.instance, $1.instance) }
        guard search.propagate(seeds, &forward, &backward) else { return false }
        return search.extend(forward, backward)
    }

    /// A cheap summary that isomorphic states share: the window root, the modals (but their
    /// delegates), each
    /// stack's screens by type and owner type, and the sorted shapes of the instances.
    /// States with different shapes are never isomorphic; the reference explorer buckets
    /// states by it so that few pairs need ``isIsomorphic(to:)``.
    var isomorphismShape: IsomorphismShape {
        IsomorphismShape(
            root: root, modals: modals.map(\.withoutDelegate),
            screens: stacks.map { stack in stack.flatMap { [$0.type, $0.hasOwner ? instances[Int($0.owner)].type : -1, $0.container] } },
            instances: instances.map(InstanceShape.init).sorted())
    }
}

/// What an instance looks like without naming other instances.
struct InstanceShape: Hashable, Comparable {
    var type: Int32
    var stack: Int32
    var key: Int32
    /// The screen types of the navigation controller it holds off screen.
    var held: [Int32]
    var childCount: Int
    var hasParent: Bool

    init(_ instance: Instance) {
        type = instance.type
        stack = instance.stack
        key = instance.key
        held = instance.heldScreens.map(\.type)
        childCount = instance.children.count
        hasParent = instance.parent >= 0
    }

    static func < (lhs: InstanceShape, rhs: InstanceShape) -> Bool {
        if lhs.held != rhs.held { return lhs.held.lexicographicallyPrecedes(rhs.held) }
        return (lhs.type, lhs.stack, lhs.key, lhs.childCount, lhs.hasParent ? 1 : 0)
            < (rhs.type, rhs.stack, rhs.key, rhs.childCount, rhs.hasParent ? 1 : 0)
    }
}

/// See ``State/isomorphismShape``.
struct IsomorphismShape: Hashable {
    var root: WindowRoot
    var modals: [Modal]
    var screens: [[Int32]]
    var instances: [InstanceShape]
}

/// The backtracking search behind ``State/isIsomorphic(to:)``: `forward` maps left indices
/// to right ones, `backward` the other way; -1 is unmapped.
private struct IsomorphismSearch {
    let leftState: State
    let rightState: State
    let left: [InstanceShape]
    let right: [InstanceShape]

    init(left: State, right: State) {
        leftState = left
        rightState = right
        self.left = left.instances.map(InstanceShape.init)
        self.right = right.instances.map(InstanceShape.init)
    }

    /// Adds the pairs and everything they force (parents, children position by position).
    /// False when that contradicts the mapping so far.
    func propagate(_ pairs: [(Int32, Int32)], _ forward: inout [Int32], _ backward: inout [Int32]) -> Bool {
        var pending = pairs
        while let (mine, theirs) = pending.popLast() {
            if mine < 0 || theirs < 0 {
                if mine != theirs { return false }
                continue
            }
            if forward[Int(mine)] == theirs { continue }
            guard forward[Int(mine)] < 0, backward[Int(theirs)] < 0, left[Int(mine)] == right[Int(theirs)] else { return false }
            forward[Int(mine)] = theirs
            backward[Int(theirs)] = mine
            let a = leftState.instances[Int(mine)]
            let b = rightState.instances[Int(theirs)]
            pending.append((a.parent, b.parent))
            pending += zip(a.children, b.children).map { ($0, $1) }
            pending += zip(a.properties, b.properties).map { ($0, $1) }
            pending += zip(a.heldScreens, b.heldScreens).map { ($0.owner, $1.owner) }
        }
        return true
    }

    /// Maps the first unmapped instance to each candidate in turn, depth first.
    func extend(_ forward: [Int32], _ backward: [Int32]) -> Bool {
        guard let mine = forward.firstIndex(of: -1) else { return true }
        for theirs in right.indices where backward[theirs] < 0 && right[theirs] == left[mine] {
            var nextForward = forward
            var nextBackward = backward
            if propagate([(Int32(mine), Int32(theirs))], &nextForward, &nextBackward), extend(nextForward, nextBackward) {
                return true
            }
        }
        return false
    }
}

extension Modal {
    /// The modal with its delegate reduced to whether it has one (what isomorphic states share).
    var withoutDelegate: Modal {
        var modal = self
        modal.delegate = delegate >= 0 ? 0 : -1
        return modal
    }
}
