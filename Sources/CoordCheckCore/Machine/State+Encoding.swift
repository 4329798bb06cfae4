/// A state as bytes: the canonical encoding the visited set fingerprints and the explorer
/// keeps its frontier in. Every number is an unsigned LEB128 varint (one byte below 128);
/// references are stored plus one so that "none" (-1) is 0. Serials are not encoded. An
/// instance's parent and stack are left out when they are those of its holder (the first
/// instance before it whose children list it), as they are for most.
extension State {
    /// Appends the encoding of this state (canonicalize it first for a canonical encoding).
    func encode(into bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: instances.count) { identity in
            for index in identity.indices { identity[index] = Int32(index) }
            encode(into: &bytes, order: UnsafeBufferPointer(identity), map: UnsafeBufferPointer(identity))
        }
    }

    /// The encoding with the instances renumbered: `order` lists old indices in their new
    /// order and `map` takes an old index to its new one.
    func encode(into bytes: inout [UInt8], order: UnsafeBufferPointer<Int32>, map: UnsafeBufferPointer<Int32>) {
        // Written 512 bytes at a time into a buffer on the stack, each full one appended to
        // `bytes` in one copy: `bytes` keeps its room, so a reused buffer never allocates.
        withUnsafeMutablePointer(to: &bytes) { bytes in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: instances.count) { holders in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: VarintWriter.capacity) { buffer in
            var out = VarintWriter(buffer: buffer, destination: bytes)
            @inline(__always) func new(_ instance: Int32) -> Int32 { map[Int(instance)] }
            /// A reference renumbered, none (-1) staying none.
            @inline(__always) func newReference(_ instance: Int32) -> Int32 { instance >= 0 ? map[Int(instance)] : -1 }
            encodeRoot(into: &out)
            out.put(modals.count)
            for modal in modals {
                out.put(reference: modal.stack)
                out.put(modal.style.code)
                out.put(modal.isModalInPresentation ? 1 : 0)
                out.put(reference: newReference(modal.delegate))
            }
            // What few states have, behind one byte of flags.
            let extras = (stranded.isEmpty ? 0 : 1) | (gestures.isEmpty ? 0 : 2) | (transition == nil ? 0 : 4) | (pending.isEmpty ? 0 : 8)
                | (containers.isEmpty ? 0 : 16) | (choosingLaunch ? 32 : 0)
            out.put(extras)
            if !stranded.isEmpty {
                out.put(stranded.count)
                for stack in stranded { out.put(reference: stack) }
            }
            if !gestures.isEmpty {
                out.put(gestures.count)
                for gesture in gestures {
                    out.put(reference: gesture.stack)
                    out.put(gesture.enabled ? 1 : 0)
                }
            }
            if let transition {
                out.put(transition.kind.rawValue)
                out.put(transition.from.map { Int($0.type) + 1 } ?? 0)
                out.put(reference: transition.from.map { newReference($0.owner) } ?? -1)
            }
            if !pending.isEmpty {
                out.put(pending.count)
                for block in pending {
                    out.put(block.block)
                    out.put(new(block.instance))
                    out.put(block.atTransitionEnd ? 1 : 0)
                }
            }
            if !containers.isEmpty {
                out.put(containers.count)
                for container in containers {
                    out.put(reference: container.selected)
                    out.put(container.stacks.count)
                    for stack in container.stacks { out.put(reference: stack) }
                }
            }
            let hasContainers = !containers.isEmpty
            out.put(stacks.count)
            // By position: a stack taken out of `stacks` would be retained and released.
            for stack in stacks.indices {
                out.put(stacks[stack].count)
                for position in stacks[stack].indices {
                    let screen = stacks[stack][position]
                    if hasContainers {
                        // The type, and in its low bit whether a container follows.
                        out.put(Int(screen.type) << 1 | (screen.container >= 0 ? 1 : 0))
                        if screen.container >= 0 { out.put(screen.container) }
                    } else {
                        out.put(screen.type)
                    }
                    out.put(reference: newReference(screen.owner))
                }
            }
            out.put(instances.count)
            // The holder of an instance: the first before it (in this numbering) whose
            // children list it. Its parent is most often that holder and its stack that
            // holder's, and then neither is written. Kept by the instance's new index, as the
            // holder's old one: compared with the old references and read from `instances`
            // as they are, with no renumbering on the way.
            holders.initialize(repeating: -1)
            // Read in place: an instance is not copied out (that would retain its arrays).
            instances.withUnsafeBufferPointer { instances in
                // A writer of the closure's own: one captured from outside would be kept in
                // memory, each varint waiting on the count the one before stored.
                var writer = out
                defer { out = writer }
                for index in 0..<instances.count {
                    let old = Int(order[index])
                    let holder = holders[index]
                    let parent = instances[old].parent
                    let stack = instances[old].stack
                    let key = instances[old].key
                    let parentIsHolder = holder >= 0 && parent == holder
                    let stackIsHolders = holder >= 0 && stack == instances[Int(holder)].stack
                    // The rarer references behind flags: a key, stored properties, held screens.
                    // Their arrays are read only for an instance that has them: most have
                    // neither, and an empty array made for each would be released for each.
                    let rare = instances[old].hasRareReferences
                    let hasProperties = rare && !instances[old].properties.isEmpty
                    let hasHeld = rare && !instances[old].heldScreens.isEmpty
                    let flags = (key >= 0 ? 1 : 0) | (hasProperties ? 2 : 0) | (hasHeld ? 4 : 0)
                        | (parentIsHolder ? 8 : 0) | (stackIsHolders ? 16 : 0)
                    let childCount = instances[old].children.count
                    writer.put(instances[old].type)
                    writer.put(childCount << 5 | flags)
                    if !parentIsHolder { writer.put(reference: newReference(parent)) }
                    if !stackIsHolders { writer.put(reference: stack) }
                    for position in 0..<childCount {
                        let child = new(instances[old].children[position])
                        writer.put(child)
                        if child > index, holders[Int(child)] < 0 { holders[Int(child)] = Int32(old) }
                    }
                    if key >= 0 { writer.put(key) }
                    if hasProperties {
                        let properties = instances[old].properties
                        writer.put(properties.count)
                        for property in properties { writer.put(reference: newReference(property)) }
                    }
                    if hasHeld {
                        let held = instances[old].heldScreens
                        writer.put(held.count)
                        for screen in held {
                            writer.put(screen.type)
                            writer.put(reference: newReference(screen.owner))
                        }
                    }
                }
            }
            out.flush()
        }
        }
        }
    }

    /// The window root, first in the encoding. Its stacks are not renumbered (settling puts
    /// them in canonical order), so it is written the same in every numbering.
    private func encodeRoot(into out: inout VarintWriter) {
        switch root {
        case .empty:
            out.put(0)
        case .stack(let stack):
            out.put(1)
            out.put(reference: stack)
        case .tabs(let tabs, let selected):
            out.put(2)
            out.put(tabs.count)
            out.put(selected)
            for tab in tabs { out.put(reference: tab) }
        }
    }

    /// Appends the canonical encoding of this state when it differs from the state `base`
    /// encodes (canonically) in its window root alone — ``EditTracking/onlyRootChanged`` after
    /// a decode of `base` or a restore from it: this state's root, then `base` after its root
    /// (its first `rootLength` bytes, as ``decode(_:flat:)`` reads them). Nothing after the root
    /// depends on it, the canonical order of the instances included (its walks start from the
    /// root coordinator and the stacks' screens, not from the window root).
    func encodeCanonical(into bytes: inout [UInt8], sharingTailOf base: UnsafeBufferPointer<UInt8>, rootLength: Int) {
        withUnsafeMutablePointer(to: &bytes) { bytes in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: VarintWriter.capacity) { buffer in
            var out = VarintWriter(buffer: buffer, destination: bytes)
            encodeRoot(into: &out)
            out.flush()
        }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: base[rootLength...]))
    }

    /// The state an ``encode(into:)`` wrote (serials are 0).
    init(decoding bytes: ArraySlice<UInt8>) {
        self.init()
        decode(bytes)
    }

    /// Becomes the state an ``encode(into:)`` wrote (serials are 0), in place: the arrays it
    /// has are rewritten and keep their room, so that a state decoded again and again (the
    /// explorer's base state, one decode per state of a level) allocates only when it grows.
    mutating func decode(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { _ = decode($0) }
    }

    /// ``decode(_:)-(ArraySlice<UInt8>)`` from bytes read in place (an explorer reads its
    /// frontier's pages this way: a slice of a page would retain the page, which every thread
    /// reads), writing the children and screens into `flat` too when given. Returns how many
    /// bytes the window root took: it comes first, and a state that differs only in its root
    /// shares the rest (``encodeCanonical(into:sharingTailOf:rootLength:)``).
    @discardableResult
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, flat: FlatCopy? = nil) -> Int {
        var reader = VarintReader(bytes: bytes)
        nextSerial = 0
        switch reader.next() {
        case 1:
            root = .stack(reader.nextReference())
        case 2:
            let count = reader.next()
            let selected = reader.next()
            // The same tabs as before (almost always): the array is kept.
            var probe = reader
            if case .tabs(let tabs, _) = root, tabs.count == count, tabs.allSatisfy({ $0 == probe.nextReference() }) {
                reader = probe
                root = .tabs(tabs, selected: selected)
            } else {
                var tabs: [Int32] = []
                tabs.reserveCapacity(count)
                for _ in 0..<count { tabs.append(reader.nextReference()) }
                root = .tabs(tabs, selected: selected)
            }
        default:
            root = .empty
        }
        let rootLength = reader.position - bytes.startIndex
        modals.empty()
        for _ in 0..<reader.next() {
            let stack = reader.nextReference()
            let style = PresentationStyle(code: reader.next())
            let isModal = reader.next() == 1
            modals.append(Modal(stack: stack, style: style, isModalInPresentation: isModal, delegate: reader.nextReference()))
        }
        let extras = reader.next()
        choosingLaunch = extras & 32 != 0
        stranded.empty()
        if extras & 1 != 0 {
            for _ in 0..<reader.next() { stranded.append(reader.nextReference()) }
        }
        gestures.empty()
        if extras & 2 != 0 {
            for _ in 0..<reader.next() {
                let stack = reader.nextReference()
                gestures.append(StackGesture(stack: stack, enabled: reader.next() == 1))
            }
        }
        transition = nil
        if extras & 4 != 0, let kind = Transition.Kind(rawValue: reader.next()) {
            let type = reader.next32() - 1
            let owner = reader.nextReference()
            transition = Transition(kind: kind, from: type >= 0 ? Screen(type: type, owner: owner) : nil)
        }
        pending.empty()
        if extras & 8 != 0 {
            for _ in 0..<reader.next() {
                let block = reader.next32()
                let instance = reader.next32()
                pending.append(PendingBlock(block: block, instance: instance, atTransitionEnd: reader.next() == 1))
            }
        }
        if extras & 16 != 0 {
            let count = reader.next()
            if containers.count != count { containers = Array(repeating: Container(stacks: [], selected: -1), count: count) }
            for index in 0..<count {
                let selected = reader.nextReference()
                var tabs: [Int32] = []
                for _ in 0..<reader.next() { tabs.append(reader.nextReference()) }
                containers[index] = Container(stacks: tabs, selected: selected)
            }
        } else if !containers.isEmpty {
            containers = []
        }
        let hasContainers = extras & 16 != 0
        let stackCount = reader.next()
        resizeStacks(to: stackCount)
        stacks.withUnsafeMutableBufferPointer { stacks in
            // A reader of the closure's own: one captured from outside would be kept in
            // memory, each varint waiting on the position the one before stored.
            var local = reader
            defer { reader = local }
            var flatCount: Int32 = 0
            for stack in 0..<stackCount {
                stacks[stack].resize(to: local.next(), with: Screen(type: 0, owner: -1))
                flat?.screenStarts[stack] = flatCount
                stacks[stack].withUnsafeMutableBufferPointer { screens in
                    for position in screens.indices {
                        let word = local.next32()
                        let container = hasContainers && word & 1 != 0 ? local.next32() : -1
                        let screen = Screen(type: hasContainers ? word >> 1 : word, owner: local.nextReference(), container: container)
                        screens[position] = screen
                        flat?.screens[Int(flatCount) + position] = screen
                    }
                    flatCount += Int32(screens.count)
                }
            }
            flat?.screenStarts[stackCount] = flatCount
        }
        let instanceCount = reader.next()
        resizeInstances(to: instanceCount)
        instances.withUnsafeMutableBufferPointer { instances in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: instanceCount) { holders in
            holders.initialize(repeating: -1)
            // The reader's own copy, as for the stacks (the instances come last).
            var local = reader
            var flatCount: Int32 = 0
            for index in 0..<instanceCount {
                let type = local.next32()
                let counted = local.next()
                let holder = holders[index]
                instances[index].type = type
                instances[index].parent = counted & 8 != 0 ? holder : local.nextReference()
                instances[index].stack = counted & 16 != 0 ? instances[Int(holder)].stack : local.nextReference()
                instances[index].serial = 0
                instances[index].children.resize(to: counted >> 5, with: -1)
                flat?.childStarts[index] = flatCount
                instances[index].children.withUnsafeMutableBufferPointer { children in
                    for position in children.indices {
                        let child = local.next32()
                        children[position] = child
                        flat?.children[Int(flatCount) + position] = child
                        if Int(child) > index, holders[Int(child)] < 0 { holders[Int(child)] = Int32(index) }
                    }
                    flatCount += Int32(children.count)
                }
                instances[index].key = counted & 1 != 0 ? local.next32() : -1
                if counted & 6 != 0 {
                    var properties: [Int32] = []
                    if counted & 2 != 0 {
                        for _ in 0..<local.next() { properties.append(local.nextReference()) }
                    }
                    var held: [Screen] = []
                    if counted & 4 != 0 {
                        for _ in 0..<local.next() {
                            let type = local.next32()
                            held.append(Screen(type: type, owner: local.nextReference()))
                        }
                    }
                    instances[index].setRareReferences(properties: properties, heldScreens: held)
                } else if instances[index].hasRareReferences {
                    instances[index].setRareReferences(properties: [], heldScreens: [])
                }
            }
            flat?.childStarts[instanceCount] = flatCount
        }
        }
        edits.onlyRootChanged = true
        return rootLength
    }
}

/// Reads unsigned LEB128 varints.
private struct VarintReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.position = bytes.startIndex
    }

    @inline(__always) mutating func next() -> Int {
        var value: UInt = 0
        var shift: UInt = 0
        // Unchecked arithmetic: `position` stays below the end, and the shift stays below 64
        // for any varint ``VarintWriter`` wrote (at most 10 bytes); the bytes decoded are
        // always the engine's own encoding.
        while position < bytes.endIndex {
            let byte = bytes[position]
            position &+= 1
            value |= UInt(byte & 0x7F) &<< shift
            if byte < 0x80 { break }
            shift &+= 7
        }
        return Int(bitPattern: value)
    }

    @inline(__always) mutating func next32() -> Int32 { Int32(truncatingIfNeeded: next()) }

    /// A reference ``VarintWriter/put(reference:)`` wrote: an index, or -1 for none.
    @inline(__always) mutating func nextReference() -> Int32 { next32() - 1 }
}

/// Writes unsigned LEB128 varints into a buffer, appending it to the destination each time
/// it is nearly full.
private struct VarintWriter {
    /// The buffer's size: under the 1 KiB `withUnsafeTemporaryAllocation` keeps on the stack.
    static let capacity = 512
    let buffer: UnsafeMutableBufferPointer<UInt8>
    let destination: UnsafeMutablePointer<[UInt8]>
    private var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>, destination: UnsafeMutablePointer<[UInt8]>) {
        self.buffer = buffer
        self.destination = destination
    }

    @inline(__always) mutating func put(_ value: Int) {
        var value = UInt(bitPattern: value)
        // `count` stays below the buffer's size (flushed 10 bytes short of it): it cannot
        // overflow, so it is counted on unchecked.
        while value >= 0x80 {
            buffer[count] = UInt8(truncatingIfNeeded: value) | 0x80
            count &+= 1
            value >>= 7
        }
        buffer[count] = UInt8(value)
        count &+= 1
        // The next varint (at most 10 bytes) might not fit.
        if count > buffer.count - 10 { flush() }
    }

    @inline(__always) mutating func put(_ value: Int32) { put(Int(value)) }

    /// A reference (an index, or -1 for none), stored plus one. Widened first, so that adding
    /// one needs no overflow check.
    @inline(__always) mutating func put(reference: Int32) { put(Int(reference) + 1) }

    /// Appends what was written to the destination and starts again.
    mutating func flush() {
        destination.pointee.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        count = 0
    }
}
