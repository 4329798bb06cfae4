/// Arrays a state let go of — the `children` of instances settle deallocated, the screens of
/// stacks that left — kept with their room for the next decode or restore to reuse, so that
/// the explorer's working state, restored again and again, stops allocating once it has
/// grown (issue 14: no heap allocation per transition).
///
/// Not part of a state's identity: any two are equal, and hashing adds nothing. At most
/// ``limit`` of each kind are kept: a search whose events create more instances than they
/// drop, or the reverse, never piles them up.
struct SpareArrays: Sendable, Hashable {
    private var children: [[Int32]] = []
    private var screens: [[Screen]] = []

    /// The most arrays of each kind kept.
    static let limit = 64

    /// Keeps `array`'s room, emptied, unless ``limit`` are kept already (it is then left as
    /// it is, for its owner to free).
    mutating func keep(children array: inout [Int32]) { Self.keep(&array, in: &children) }

    /// Keeps `array`'s room, emptied, unless ``limit`` are kept already.
    mutating func keep(screens array: inout [Screen]) { Self.keep(&array, in: &screens) }

    private static func keep<Element>(_ array: inout [Element], in pool: inout [[Element]]) {
        guard array.capacity > 0, pool.count < limit else { return }
        var spare: [Element] = []
        swap(&spare, &array)
        spare.removeAll(keepingCapacity: true)
        pool.append(spare)
    }

    /// An empty children array, with room when one was kept.
    mutating func takeChildren() -> [Int32] { children.popLast() ?? [] }

    /// An empty stack, with room when one was kept.
    mutating func takeScreens() -> [Screen] { screens.popLast() ?? [] }

    static func == (lhs: SpareArrays, rhs: SpareArrays) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
