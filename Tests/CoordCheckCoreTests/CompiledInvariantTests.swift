import Testing
@testable import CoordCheckCore

/// The explorer judges each step through ``CompiledInvariant``: every built-in invariant and
/// every assertion must be called as its own type, and judge every transition as the
/// invariant itself does.
@Suite struct CompiledInvariantTests {
    @Test func eachBuiltInAndEachAssertionIsCalledAsItsOwnType() throws {
        let scenario = try Fixtures.scenario("Scenarios/lionheart.txt")
        let explorer = Explorer(scenario: scenario)
        #expect(!explorer.assertions.isEmpty, "lionheart has assertions")
        for (index, compiled) in explorer.compiledInvariants.enumerated() {
            if case .other = compiled { Issue.record("\(explorer.invariants[index].name) goes through the protocol") }
        }
        #expect(explorer.assertions.map(\.name) == explorer.invariants.compactMap { $0 as? AssertionInvariant }.map(\.name))
    }

    @Test func everyTransitionIsJudgedAsTheInvariantsThemselvesJudgeIt() throws {
        var violations = 0
        for (name, scenario) in try WorkingStateTests.scenarios() {
            let explorer = Explorer(scenario: scenario)
            let machine = explorer.machine
            for (state, _) in try WorkingStateTests.reachable(machine, depth: 4, limit: 150) {
                for event in machine.enabledEvents(in: state) {
                    let step = try machine.apply(event, to: state)
                    // An `exit` relaunching into launch cases: no state half-way through launch is judged.
                    guard !step.state.choosingLaunch else { continue }
                    let context = InvariantContext(model: machine.model, state: step.state, effects: step.effects,
                                                   enabledEvents: machine.enabledEvents(in: step.state))
                    for (index, invariant) in explorer.invariants.enumerated() where invariant.scope != .graph {
                        let expected = invariant.violations(in: context)
                        let compiled = explorer.compiledInvariants[index]
                        let place = "\(name): \(invariant.name) after \(event.label(in: scenario))"
                        #expect(compiled.isViolated(in: context, assertions: explorer.assertions, invariants: explorer.invariants) == !expected.isEmpty, "\(place)")
                        #expect(compiled.culprits(in: context, assertions: explorer.assertions, invariants: explorer.invariants)
                                == expected.map(\.culprit), "\(place)")
                        // The first of everything wrong is what the invariant reports.
                        #expect(invariant.violation(in: context) == expected.first, "\(place)")
                        #expect(invariant.culprits(in: context) == expected.map(\.culprit), "\(place)")
                        if !expected.isEmpty { violations += 1 }
                    }
                }
            }
        }
        // The buggy scenarios break invariants: the comparison saw findings, not only nils.
        #expect(violations > 100)
    }

    /// The explorer lets a state whose step changed only the selected tab take the verdict of
    /// the state before it for each invariant that does not read the selected tab
    /// (``CompiledInvariant/readsSelectedTab``): each such invariant must judge a state the
    /// same with any of its tabs selected, violated or not, blaming the same coordinators.
    @Test func anInvariantBlindToTheSelectedTabJudgesEveryTabAlike() throws {
        var compared = 0
        var violations = 0
        for (name, scenario) in try WorkingStateTests.scenarios() {
            let explorer = Explorer(scenario: scenario)
            let machine = explorer.machine
            for (state, _) in try WorkingStateTests.reachable(machine, depth: 5, limit: 300) {
                guard case .tabs(let tabs, let selected) = state.root, tabs.count > 1 else { continue }
                let verdicts = tabs.indices.map { tab in
                    var other = state
                    other.root = .tabs(tabs, selected: tab)
                    let context = InvariantContext(model: machine.model, state: other, effects: nil,
                                                   enabledEvents: machine.enabledEvents(in: other))
                    // Whom each blames, what the search records.
                    return explorer.compiledInvariants.map { compiled in
                        compiled.readsSelectedTab ? nil : compiled.culprits(in: context, assertions: explorer.assertions,
                                                                            invariants: explorer.invariants)
                    }
                }
                for tab in tabs.indices where tab != selected {
                    #expect(verdicts[tab] == verdicts[selected], "\(name): tab \(tab + 1) against tab \(selected + 1)")
                    compared += 1
                }
                violations += verdicts[selected].filter { $0?.isEmpty == false }.count
            }
        }
        #expect(compared > 1_000)
        // Tab bars in the buggy scenarios break these invariants too: not only nils compared.
        #expect(violations > 10)
    }
}
