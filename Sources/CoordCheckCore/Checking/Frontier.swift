/// The states of one level, in id order: the arenas its chunks wrote, each kept as it is
/// (only the states new to the search are left in them).
struct Frontier: Sendable {
    private var segments: [LevelArena] = []
    /// Where each segment starts, in level positions.
    private var starts: [Int] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ segment: LevelArena) {
        guard !segment.isEmpty else { return }
        starts.append(count)
        segments.append(segment)
        count += segment.count
    }

    /// Calls `body` with each position in `range` and its encoding (read in place, valid only
    /// during the call), in order.
    func forEach(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) throws(ModelError) -> Void) throws(ModelError) {
        guard !range.isEmpty else { return }
        // The last segment starting at or before the range.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= range.lowerBound { low = middle } else { high = middle - 1 }
        }
        var segment = low
        var position = range.lowerBound
        while position < range.upperBound {
            let start = starts[segment]
            let end = min(range.upperBound, start + segments[segment].count)
            try segments[segment].forEachEncoding(in: (position - start)..<(end - start)) { index, encoding throws(ModelError) in
                try body(start + index, encoding)
            }
            position = end
            segment += 1
        }
    }
}
