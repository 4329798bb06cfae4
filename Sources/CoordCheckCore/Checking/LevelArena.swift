/// States encoded (``State/encode(into:)``) back to back in pages of 1 MiB: a few dozen bytes
/// per state instead of a tree of arrays, and no array that doubles (the copies and the
/// holes a doubling array leaves in the heap cost more than the states at the largest
/// levels). One chunk of a level writes one; after the merge it keeps only the states new to
/// the search and becomes a segment of the next ``Frontier``.
struct LevelArena: Sendable {
    static let pageSize = 1 << 20
    /// Offsets within a page take 21 bits, so a page holds up to 2 MiB.
    private static let offsetBits: UInt32 = 21

    private var pages: [[UInt8]] = []
    /// Per state: its page (high bits) and where it ends in that page (low 21 bits). A state
    /// starts where the one before it ends, or at 0 when it is the first of its page.
    private var ends: [UInt32] = []

    var count: Int { ends.count }
    var isEmpty: Bool { ends.isEmpty }

    private static func page(_ end: UInt32) -> Int { Int(end >> offsetBits) }
    private static func offset(_ end: UInt32) -> Int { Int(end & ((1 << offsetBits) - 1)) }

    private func bounds(of index: Int) -> (page: Int, range: Range<Int>) {
        let end = ends[index]
        let page = Self.page(end)
        let start = index > 0 && Self.page(ends[index - 1]) == page ? Self.offset(ends[index - 1]) : 0
        return (page, start..<Self.offset(end))
    }

    /// The encoding of state `index`.
    func encoding(at index: Int) -> ArraySlice<UInt8> {
        let (page, range) = bounds(of: index)
        return pages[page][range]
    }

    /// Calls `body` with each index in `range` and the encoding of that state, read in place:
    /// a page is retained once for all its states, not once for each (a slice of it would be).
    func forEachEncoding(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) throws(ModelError) -> Void) throws(ModelError) {
        var index = range.lowerBound
        while index < range.upperBound {
            let page = Self.page(ends[index])
            try pages[page].withUnsafeBufferPointer { bytes throws(ModelError) in
                while index < range.upperBound, Self.page(ends[index]) == page {
                    try body(index, UnsafeBufferPointer(rebasing: bytes[bounds(of: index).range]))
                    index += 1
                }
            }
        }
    }

    /// Appends a state's encoding: into the last page while it has room (a page never
    /// grows), else into a new one — 64 KiB first, so that small searches stay small, then
    /// ``pageSize``.
    mutating func append(_ encoding: ArraySlice<UInt8>) {
        if pages.isEmpty || pages[pages.count - 1].count + encoding.count > pages[pages.count - 1].capacity {
            let size = max(pages.isEmpty ? Self.pageSize / 16 : Self.pageSize, encoding.count)
            precondition(pages.count < 1 << (32 - Self.offsetBits) && size < 1 << Self.offsetBits,
                         "a level's chunk holds more states than its arena can place")
            var page: [UInt8] = []
            page.reserveCapacity(size)
            pages.append(page)
        }
        pages[pages.count - 1].append(contentsOf: encoding)
        ends.append(UInt32(pages.count - 1) << Self.offsetBits | UInt32(pages[pages.count - 1].count))
    }

    /// Keeps the states whose flag is set, in order, giving back each old page once copied.
    mutating func keep(_ flags: UnsafeBufferPointer<Bool>) {
        var kept = LevelArena()
        for index in 0..<ends.count {
            if flags[index] { kept.append(encoding(at: index)) }
            // The last state of a page: the page is no longer needed.
            if index + 1 == ends.count || Self.page(ends[index + 1]) != Self.page(ends[index]) {
                pages[Self.page(ends[index])] = []
            }
        }
        self = kept
    }
}
