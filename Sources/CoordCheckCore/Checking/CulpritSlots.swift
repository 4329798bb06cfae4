/// How the search numbers what it keeps per invariant and culprit: for each invariant, one
/// slot per coordinator type and one for a violation that blames none, in one flat array.
///
/// The search keeps, for each slot, the first violation it meets (a shortest one), so that
/// every coordinator type an invariant blames gets its own shortest trace (docs/language.md
/// §10): a second sheet that leaks as the first does is not hidden behind it.
struct CulpritSlots: Sendable {
    /// Slots per invariant: the coordinator types, and none.
    let perInvariant: Int
    /// Invariants.
    let invariants: Int

    init(invariants: Int, coordinatorTypes: Int) {
        self.invariants = invariants
        perInvariant = coordinatorTypes + 1
    }

    /// Every slot.
    var count: Int { invariants * perInvariant }

    /// The slot of the invariant at `invariant` blaming `culprit` (nil: none).
    func index(of invariant: Int, culprit: Int32?) -> Int {
        invariant * perInvariant + (culprit.map { Int($0) + 1 } ?? 0)
    }

    /// The slots of the invariant at `invariant`.
    func range(of invariant: Int) -> Range<Int> {
        (invariant * perInvariant)..<((invariant + 1) * perInvariant)
    }

    /// The culprit of a slot (nil: none).
    func culprit(of slot: Int) -> Int32? {
        let offset = slot % perInvariant
        return offset == 0 ? nil : Int32(offset - 1)
    }
}
