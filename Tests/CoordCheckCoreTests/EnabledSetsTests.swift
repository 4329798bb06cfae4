import Testing
@testable import CoordCheckCore

/// The numbering of enabled-event sets a chunk keeps for its successors: the same set always
/// gets the same number and different sets different ones, also once its table has grown.
@Suite struct EnabledSetsTests {
    @Test func equalSetsShareANumberAndDifferentSetsDoNot() throws {
        let scenario = try Fixtures.scenario("Scenarios/lionheart.txt")
        let catalog = EventCatalog(scenario: scenario)
        let system: [Event] = [.back, .swipeBack, .cancelSwipeBack, .swipeDismiss, .reselectTab, .transitionEnd, .async]
        // Every subset of the system events, in order: 128 sets, so the table grows several times.
        let subsets = (0..<(1 << system.count)).map { mask in system.indices.filter { mask & (1 << $0) != 0 }.map { system[$0] } }
        var sets = EnabledSets()
        let first = subsets.map { sets.id(of: $0, in: catalog) }
        #expect(Set(first).count == subsets.count)
        #expect(first == Array(0..<UInt32(subsets.count)))
        // Asked again, in another order, each set gets the number it got first.
        for index in subsets.indices.reversed() { #expect(sets.id(of: subsets[index], in: catalog) == first[index]) }
        #expect(sets.sets.count == subsets.count)
        for (index, subset) in subsets.enumerated() {
            #expect(sets.sets[Int(first[index])] == subset.map { Int32(catalog.index(of: $0)) })
        }
    }
}
