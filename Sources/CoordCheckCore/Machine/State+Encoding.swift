/// A state as bytes: the canonical encoding the visited set fingerprints and the explorer
/// keeps its frontier in. Every number is an unsigned LEB128 varint (one byte below 128);
/// references are stored plus one so that "none" (-1) is 0. Serials are not encoded. An
/// instance's parent and stack are left out when they are those of its holder (the first
/// instance before it whose children list it), as they are for most.
extension State {
    /// Appends the encoding of this state (canonicalize it first for a canonical encoding).
    public func encode(into bytes: inout [UInt8]) {
        encode(into: &bytes, order: nil, map: nil)
    }

    /// The encoding with the instances renumbered: `order` lists old indices in their new
    /// order and `map` takes an old index to its new one (nil for the identity).
    func encode(into bytes: inout [UInt8], order: UnsafeBufferPointer<Int32>?, map: UnsafeBufferPointer<Int32>?) {
        var childCount = 0
        var screenCount = 0
        for instance in instances {
            childCount += instance.children.count
            if instance.hasRareReferences { childCount += instance.properties.count + 2 * instance.heldScreens.count }
        }
        for stack in stacks { screenCount += stack.count }
        let varints = 4 + rootStacks.count + 1 + 4 * modals.count + 1 + stranded.count + 1 + 2 * gestures.count + 4 + 3 * pending.count
            + 1 + stacks.count + 2 * screenCount + 1 + 7 * instances.count + childCount
        // At most 10 bytes a varint: written on the stack, then appended in one copy.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: instances.count) { holders in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10 * varints) { buffer in
            var out = VarintWriter(buffer: buffer)
            @inline(__always) func new(_ instance: Int32) -> Int32 { map.map { $0[Int(instance)] } ?? instance }
            switch root {
            case .empty:
                out.put(0)
            case .stack(let stack):
                out.put(1)
                out.put(stack + 1)
            case .tabs(let tabs, let selected):
                out.put(2)
                out.put(tabs.count)
                out.put(selected)
                for tab in tabs { out.put(tab + 1) }
            }
            out.put(modals.count)
            for modal in modals {
                out.put(modal.stack + 1)
                out.put(modal.style.code)
                out.put(modal.isModalInPresentation ? 1 : 0)
                out.put(modal.delegate >= 0 ? new(modal.delegate) + 1 : 0)
            }
            // What few states have, behind one byte of flags.
            let extras = (stranded.isEmpty ? 0 : 1) | (gestures.isEmpty ? 0 : 2) | (transition == nil ? 0 : 4) | (pending.isEmpty ? 0 : 8)
            out.put(extras)
            if !stranded.isEmpty {
                out.put(stranded.count)
                for stack in stranded { out.put(stack + 1) }
            }
            if !gestures.isEmpty {
                out.put(gestures.count)
                for gesture in gestures {
                    out.put(gesture.stack + 1)
                    out.put(gesture.enabled ? 1 : 0)
                }
            }
            if let transition {
                out.put(transition.kind.rawValue)
                out.put(transition.from.map { Int($0.type) + 1 } ?? 0)
                out.put(transition.from.map { $0.hasOwner ? new($0.owner) + 1 : 0 } ?? 0)
            }
            if !pending.isEmpty {
                out.put(pending.count)
                for block in pending {
                    out.put(block.block)
                    out.put(new(block.instance))
                    out.put(block.atTransitionEnd ? 1 : 0)
                }
            }
            out.put(stacks.count)
            for stack in stacks {
                out.put(stack.count)
                for screen in stack {
                    out.put(screen.type)
                    out.put(screen.hasOwner ? new(screen.owner) + 1 : 0)
                }
            }
            out.put(instances.count)
            // The holder of an instance: the first before it (in this numbering) whose
            // children list it. Its parent is most often that holder and its stack that
            // holder's, and then neither is written.
            holders.initialize(repeating: -1)
            for index in 0..<instances.count {
                let instance = instances[Int(order?[index] ?? Int32(index))]
                let holder = holders[index]
                let parentIsHolder = holder >= 0 && instance.parent >= 0 && new(instance.parent) == holder
                let stackIsHolders = holder >= 0 && instance.stack == instances[Int(order?[Int(holder)] ?? holder)].stack
                // The rarer references behind flags: a key, stored properties, held screens.
                let properties = instance.hasRareReferences ? instance.properties : []
                let held = instance.hasRareReferences ? instance.heldScreens : []
                let flags = (instance.key >= 0 ? 1 : 0) | (properties.isEmpty ? 0 : 2) | (held.isEmpty ? 0 : 4)
                    | (parentIsHolder ? 8 : 0) | (stackIsHolders ? 16 : 0)
                out.put(instance.type)
                out.put(instance.children.count << 5 | flags)
                if !parentIsHolder { out.put(instance.parent >= 0 ? new(instance.parent) + 1 : 0) }
                if !stackIsHolders { out.put(instance.stack + 1) }
                for child in instance.children {
                    let child = new(child)
                    out.put(child)
                    if child > index, holders[Int(child)] < 0 { holders[Int(child)] = Int32(index) }
                }
                if instance.key >= 0 { out.put(instance.key) }
                if !properties.isEmpty {
                    out.put(properties.count)
                    for property in properties { out.put(property >= 0 ? new(property) + 1 : 0) }
                }
                if !held.isEmpty {
                    out.put(held.count)
                    for screen in held {
                        out.put(screen.type)
                        out.put(screen.hasOwner ? new(screen.owner) + 1 : 0)
                    }
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<out.count]))
        }
        }
    }

    /// The state an ``encode(into:)`` wrote (serials are 0).
    public init(decoding bytes: ArraySlice<UInt8>) {
        var reader = VarintReader(bytes: bytes)
        self.init()
        nextSerial = 0
        switch reader.next() {
        case 1:
            root = .stack(reader.next32() - 1)
        case 2:
            let count = reader.next()
            let selected = reader.next()
            var tabs: [Int32] = []
            tabs.reserveCapacity(count)
            for _ in 0..<count { tabs.append(reader.next32() - 1) }
            root = .tabs(tabs, selected: selected)
        default:
            root = .empty
        }
        let modalCount = reader.next()
        for _ in 0..<modalCount {
            let stack = reader.next32() - 1
            let style = PresentationStyle(code: reader.next())
            let isModal = reader.next() == 1
            modals.append(Modal(stack: stack, style: style, isModalInPresentation: isModal, delegate: reader.next32() - 1))
        }
        let extras = reader.next()
        if extras & 1 != 0 {
            let count = reader.next()
            for _ in 0..<count { stranded.append(reader.next32() - 1) }
        }
        if extras & 2 != 0 {
            let count = reader.next()
            for _ in 0..<count {
                let stack = reader.next32() - 1
                gestures.append(StackGesture(stack: stack, enabled: reader.next() == 1))
            }
        }
        if extras & 4 != 0, let kind = Transition.Kind(rawValue: reader.next()) {
            let type = reader.next32() - 1
            let owner = reader.next32() - 1
            transition = Transition(kind: kind, from: type >= 0 ? Screen(type: type, owner: owner) : nil)
        }
        if extras & 8 != 0 {
            let count = reader.next()
            for _ in 0..<count {
                let block = reader.next32()
                let instance = reader.next32()
                pending.append(PendingBlock(block: block, instance: instance, atTransitionEnd: reader.next() == 1))
            }
        }
        let stackCount = reader.next()
        stacks.reserveCapacity(stackCount)
        for _ in 0..<stackCount {
            let count = reader.next()
            var screens: [Screen] = []
            screens.reserveCapacity(count)
            for _ in 0..<count {
                let type = reader.next32()
                screens.append(Screen(type: type, owner: reader.next32() - 1))
            }
            stacks.append(screens)
        }
        let instanceCount = reader.next()
        instances.reserveCapacity(instanceCount)
        var holders = [Int32](repeating: -1, count: instanceCount)
        for index in 0..<instanceCount {
            let type = reader.next32()
            let counted = reader.next()
            let holder = holders[index]
            let parent = counted & 8 != 0 ? holder : reader.next32() - 1
            let stack = counted & 16 != 0 ? instances[Int(holder)].stack : reader.next32() - 1
            let childCount = counted >> 5
            var children: [Int32] = []
            if childCount > 0 {
                children.reserveCapacity(childCount)
                for _ in 0..<childCount {
                    let child = reader.next32()
                    children.append(child)
                    if Int(child) > index, holders[Int(child)] < 0 { holders[Int(child)] = Int32(index) }
                }
            }
            let key = counted & 1 != 0 ? reader.next32() : -1
            var properties: [Int32] = []
            if counted & 2 != 0 {
                let count = reader.next()
                for _ in 0..<count { properties.append(reader.next32() - 1) }
            }
            var held: [Screen] = []
            if counted & 4 != 0 {
                let count = reader.next()
                for _ in 0..<count {
                    let type = reader.next32()
                    held.append(Screen(type: type, owner: reader.next32() - 1))
                }
            }
            instances.append(Instance(type: type, parent: parent, children: children, stack: stack, key: key, properties: properties, serial: 0))
            if !held.isEmpty { instances[instances.count - 1].heldScreens = held }
        }
    }
}

/// Reads unsigned LEB128 varints.
private struct VarintReader {
    let bytes: ArraySlice<UInt8>
    var position: Int

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.position = bytes.startIndex
    }

    @inline(__always) mutating func next() -> Int {
        var value: UInt = 0
        var shift: UInt = 0
        while position < bytes.endIndex {
            let byte = bytes[position]
            position += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(bitPattern: value)
    }

    @inline(__always) mutating func next32() -> Int32 { Int32(truncatingIfNeeded: next()) }
}

/// Writes unsigned LEB128 varints into a buffer large enough for them.
private struct VarintWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inline(__always) mutating func put(_ value: Int) {
        var value = UInt(bitPattern: value)
        while value >= 0x80 {
            buffer[count] = UInt8(truncatingIfNeeded: value) | 0x80
            count += 1
            value >>= 7
        }
        buffer[count] = UInt8(value)
        count += 1
    }

    @inline(__always) mutating func put(_ value: Int32) { put(Int(value)) }
}
