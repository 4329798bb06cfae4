extension Array {
    /// Drops the spare capacity when it is more than an eighth of the array (one copy).
    mutating func shrinkToFit() {
        guard capacity - count > count / 8 + 16 else { return }
        self = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
