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
}
