extension Array {
    /// Drops the spare capacity when it is more than an eighth of the array (one copy).
    mutating func shrinkToFit() {
        guard capacity - count > count / 8 + 16 else { return }
        self = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }

    /// Grows or shrinks to `count` elements, new ones `filler`, keeping its room: no
    /// allocation while `count` fits (the working state's arrays are resized this way).
    @inline(__always) mutating func resize(to count: Int, with filler: Element) {
        while self.count > count { removeLast() }
        while self.count < count { append(filler) }
    }

    /// Becomes a copy of `other`, element by element into its own room: unlike `self =
    /// other`, it shares no storage, so that a later change to it does not copy on write.
    @inline(__always) mutating func assign(from other: [Element]) {
        other.withUnsafeBufferPointer { source in assign(from: source) }
    }

    /// Becomes a copy of `source`, element by element into its own room.
    @inline(__always) mutating func assign(from source: UnsafeBufferPointer<Element>) {
        while count > source.count { removeLast() }
        let common = count
        if common > 0 {
            withUnsafeMutableBufferPointer { target in
                for index in 0..<common { target[index] = source[index] }
            }
        }
        if common < source.count { append(contentsOf: UnsafeBufferPointer(rebasing: source[common...])) }
    }
}
