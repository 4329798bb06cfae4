import Testing
@testable import CoordCheckCore

// What compiling handlers to bytecode must keep of docs/language.md §6: an `if` runs the
// first branch whose condition holds and then goes on after the whole `if`; a `guard` that
// fails ends its own handler from inside a branch, but not the handler that called it.
@Suite struct BytecodeTests {
    static let controlFlow = """
        scenario control-flow
        depth 6
        event step, toC
        screen Home
        screen A
        screen B
        screen C
        coordinator App root
          on start
            setRoot stack
            push Home
          on step
            if visible Home: push A
            else if visible A: push B
            else if visible B: guard not visible B; push Home
            else: push Home
            call self.tail
          on toC: push C
          func tail
            guard visible B
            start Mark
        coordinator Mark
          on start: enable swipeBack
        """

    /// The visible stack's screens and App's children after each event in turn.
    static func run(_ labels: [String]) throws -> [(screens: [String], children: Int)] {
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "control-flow.txt", text: controlFlow)).get()
        let machine = Machine(scenario: scenario)
        var state = try machine.launch()
        return try labels.map { label in
            let event = try #require(machine.enabledEvent(labelled: label, in: state), "\(label) is not enabled")
            state = try machine.apply(event, to: state).state
            let stack = try #require(state.visibleStack)
            return (state.stacks[Int(stack)].map { scenario.screens[Int($0.type)].name }, state.instances[0].children.count)
        }
    }

    @Test func eachBranchOfAnIfChainAndTheCallAfterIt() throws {
        let after = try Self.run(["step", "step", "toC", "step"])
        // Home: the first branch, then the call, whose guard fails in `tail` only.
        #expect(after[0].screens == ["Home", "A"] && after[0].children == 0)
        // A: the `else if`, then the call, whose guard holds: Mark starts.
        #expect(after[1].screens == ["Home", "A", "B"] && after[1].children == 1)
        // C: no condition holds, so `else` runs, and nothing after a taken branch but the call.
        #expect(after[3].screens == ["Home", "A", "B", "C", "Home"] && after[3].children == 1)
    }

    @Test func aGuardInsideABranchEndsTheHandler() throws {
        let after = try Self.run(["step", "step", "step"])
        // B: the third branch's guard fails, so neither its `push Home` nor the call runs.
        #expect(after[2].screens == ["Home", "A", "B"] && after[2].children == 1)
    }
}
