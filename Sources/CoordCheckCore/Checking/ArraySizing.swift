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

    /// Lengthens to at least `count` elements, new ones `filler`, in one step; never shortens
    /// (a decoded image's flat arrays only grow).
    mutating func grow(to count: Int, with filler: Element) {
        if self.count < count { append(contentsOf: repeatElement(filler, count: count - self.count)) }
    }

    /// Empties it, keeping its room; an empty one is left alone. Emptying is a generic
    /// `replaceSubrange` call (about 80 instructions) even when there is nothing to remove,
    /// and the explorer's reused arrays are most often empty already.
    @inline(__always) mutating func empty() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }

    /// Becomes a copy of `source`, written over its own elements and room: shortened or
    /// lengthened by the difference, then claimed for writing once, where emptying it first
    /// is a generic `replaceSubrange` call and each append a uniqueness check.
    @inline(__always) mutating func overwrite(with source: UnsafeBufferPointer<Element>) {
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

extension Array where Element: Equatable {
    /// Becomes a copy of `other`, element by element into its own room: unlike `self =
    /// other`, it shares no storage, so that a later change to it does not copy on write.
    @inline(__always) mutating func assign(from other: [Element]) {
        other.withUnsafeBufferPointer { source in assign(from: source) }
    }

    /// Becomes a copy of `source`, element by element into its own room. Elements already
    /// equal are left untouched: most of the working state's arrays are as they were before
    /// the last event, and reading one costs less than claiming it for writing (a uniqueness
    /// check each).
    @inline(__always) mutating func assign(from source: UnsafeBufferPointer<Element>) {
        let unchanged = count == source.count && withUnsafeBufferPointer { own in
            for index in own.indices where own[index] != source[index] { return false }
            return true
        }
        guard !unchanged else { return }
        overwrite(with: source)
    }
}
