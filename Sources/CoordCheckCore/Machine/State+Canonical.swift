extension State {
    /// Renumbers the instances in a canonical order, so that two states that differ only in
    /// how instances are numbered become equal. Serials are reset: they are for display only.
    ///
    /// The order is a depth-first walk from the root coordinator, then from the owners of
    /// the screens (stacks in order, bottom to top), then from the modals' delegates, then
    /// from the owner of the screen a transition began from and the waiting closures' selves,
    /// following `children` in order, then stored properties, then `parent`. Instances that walk cannot reach (leaked cycles nothing points to) are
    /// placed component by component, each time the component whose walk encodes smallest.
    mutating func canonicalize() {
        let order = canonicalOrder()
        var map = [Int32](repeating: -1, count: instances.count)
        for (new, old) in order.enumerated() { map[Int(old)] = Int32(new) }
        instances = order.map { old in
            var instance = instances[Int(old)]
            instance.serial = 0
            return instance
        }
        renumberReferences(instances: map, stacks: nil)
        nextSerial = 0
    }

    /// Appends the encoding of the canonical form of this state — the bytes
    /// `canonicalize(); encode(into:)` would write — without building that form.
    func encodeCanonical(into bytes: inout [UInt8]) {
        let count = instances.count
        // Room for the instances waiting in a walk. In a tree each waits once at most; one
        // reached again before it is placed (through stored properties or held screens) waits
        // again, so this is not a bound: a walk that outgrows it gives way to
        // ``canonicalOrder()``, which walks the same way in arrays.
        let room = 2 * count + 16
        // The common case, where the walks from the root and the screens reach every
        // instance, runs in buffers on the stack: order, map (-1 while unplaced), pending.
        let complete = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * count + room) { buffer in
            let order = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            let map = UnsafeMutableBufferPointer(rebasing: buffer[count..<(2 * count)])
            let pending = UnsafeMutableBufferPointer(rebasing: buffer[(2 * count)...])
            map.initialize(repeating: -1)
            var placed = 0
            var overflowed = false
            // Instances are read in place, not copied out (that would retain their arrays).
            instances.withUnsafeBufferPointer { instances in
                // The walk from the root (the first start) reaches every instance in most
                // states; the other starts, all placed then, are not gone through.
                if count > 0, !State.walk(from: State.rootInstance, in: instances, order: order, map: map, pending: pending, placed: &placed) {
                    overflowed = true
                }
                guard !overflowed, placed < count else { return }
                forEachWalkStart { start in
                    if !overflowed, map[Int(start)] < 0,
                       !State.walk(from: start, in: instances, order: order, map: map, pending: pending, placed: &placed) {
                        overflowed = true
                    }
                }
            }
            guard !overflowed, placed == count else { return false }
            encode(into: &bytes, order: UnsafeBufferPointer(order), map: UnsafeBufferPointer(map))
            return true
        }
        guard !complete else { return }
        let order = canonicalOrder()
        var map = [Int32](repeating: -1, count: count)
        for (new, old) in order.enumerated() { map[Int(old)] = Int32(new) }
        order.withUnsafeBufferPointer { order in
            map.withUnsafeBufferPointer { map in encode(into: &bytes, order: order, map: map) }
        }
    }

    /// The canonical walk from `start`, in buffers: places each instance it reaches and has not
    /// placed yet (`map` -1) at `placed`, counting on. False when the instances waiting outgrow
    /// `pending`. Static, capturing nothing: a local function capturing the count was checked
    /// for exclusive access at run time, on every walk.
    private static func walk(from start: Int32, in instances: UnsafeBufferPointer<Instance>, order: UnsafeMutableBufferPointer<Int32>,
                             map: UnsafeMutableBufferPointer<Int32>, pending: UnsafeMutableBufferPointer<Int32>, placed: inout Int) -> Bool {
        // Counted unchecked: `top` stays within `pending` (the links of a node are checked
        // against its room before they are pushed) and `placed` below the instance count.
        var top = 0
        pending[top] = start
        top &+= 1
        while top > 0 {
            top &-= 1
            let node = Int(pending[top])
            guard map[node] < 0 else { continue }
            map[node] = Int32(placed)
            order[placed] = Int32(node)
            placed &+= 1
            let rare = instances[node].hasRareReferences
            let links = 1 &+ instances[node].children.count
                &+ (rare ? instances[node].heldScreens.count &+ instances[node].properties.count : 0)
            guard top &+ links <= pending.count else { return false }
            let parent = instances[node].parent
            if parent >= 0, map[Int(parent)] < 0 { pending[top] = parent; top &+= 1 }
            if rare {
                for screen in instances[node].heldScreens.reversed() where screen.hasOwner && map[Int(screen.owner)] < 0 {
                    pending[top] = screen.owner
                    top &+= 1
                }
                for held in instances[node].properties.reversed() where held >= 0 && map[Int(held)] < 0 {
                    pending[top] = held
                    top &+= 1
                }
            }
            var index = instances[node].children.count
            while index > 0 {
                index -= 1
                let child = instances[node].children[index]
                if map[Int(child)] < 0 { pending[top] = child; top &+= 1 }
            }
        }
        return true
    }

    /// The instances the canonical walks start from, in order (some may be reached by an
    /// earlier walk): the root coordinator, the owners of the screens (stacks in order, bottom
    /// to top), the modals' delegates, the owner of the screen a transition began from, the
    /// waiting closures' selves.
    func forEachWalkStart(_ body: (Int32) -> Void) {
        if !instances.isEmpty { body(State.rootInstance) }
        // By position: a stack taken out of `stacks` would be retained and released.
        for stack in stacks.indices {
            for position in stacks[stack].indices where stacks[stack][position].hasOwner { body(stacks[stack][position].owner) }
        }
        for modal in modals where modal.delegate >= 0 { body(modal.delegate) }
        if let from = transition?.from, from.hasOwner { body(from.owner) }
        for block in pending { body(block.instance) }
    }

    /// The instances in canonical order (old indices).
    func canonicalOrder() -> [Int32] {
        var order: [Int32] = []
        order.reserveCapacity(instances.count)
        var placed = [Bool](repeating: false, count: instances.count)
        var pending: [Int32] = []
        pending.reserveCapacity(16)
        forEachWalkStart { start in
            if !placed[Int(start)] { walk(from: start, placed: &placed, into: &order, pending: &pending) }
        }
        while order.count < instances.count {
            var position = [Int32](repeating: -1, count: instances.count)
            for (index, node) in order.enumerated() { position[Int(node)] = Int32(index) }
            var best: (order: [Int32], key: [Int32])?
            for candidate in instances.indices where !placed[candidate] {
                var trialPlaced = placed
                var trial: [Int32] = []
                walk(from: Int32(candidate), placed: &trialPlaced, into: &trial, pending: &pending)
                let key = [-Int32(trial.count)] + componentKey(trial, placedAt: position)
                if best.map({ key.lexicographicallyPrecedes($0.key) }) ?? true { best = (trial, key) }
            }
            guard let chosen = best?.order else { break }
            for node in chosen { placed[Int(node)] = true }
            order += chosen
        }
        return order
    }

    private func walk(from start: Int32, placed: inout [Bool], into order: inout [Int32], pending: inout [Int32]) {
        pending.removeAll(keepingCapacity: true)
        pending.append(start)
        while let node = pending.popLast() {
            guard !placed[Int(node)] else { continue }
            placed[Int(node)] = true
            order.append(node)
            let instance = instances[Int(node)]
            if instance.parent >= 0 { pending.append(instance.parent) }
            for screen in instance.heldScreens.reversed() where screen.hasOwner { pending.append(screen.owner) }
            for held in instance.properties.reversed() where held >= 0 { pending.append(held) }
            var index = instance.children.count
            while index > 0 {
                index -= 1
                pending.append(instance.children[index])
            }
        }
    }

    /// The structure of a component in the numbering its walk gives. A link out of the
    /// component can only reach an instance already placed (the walk follows every link), so
    /// it is written as that instance's canonical position, encoded below -1.
    private func componentKey(_ component: [Int32], placedAt position: [Int32]) -> [Int32] {
        var local: [Int32: Int32] = [:]
        for (index, node) in component.enumerated() { local[node] = Int32(index) }
        func link(_ node: Int32) -> Int32 { local[node] ?? -2 - position[Int(node)] }
        var key: [Int32] = []
        for node in component {
            let instance = instances[Int(node)]
            key.append(instance.type)
            key.append(instance.parent >= 0 ? link(instance.parent) : -1)
            key.append(instance.stack)
            key.append(instance.key)
            key.append(Int32(instance.children.count))
            key += instance.children.map(link)
            key += instance.properties.map { $0 >= 0 ? link($0) : -1 }
            key.append(Int32(instance.heldScreens.count))
            for screen in instance.heldScreens { key += [screen.type, screen.hasOwner ? link(screen.owner) : -1] }
        }
        return key
    }
}
