import Foundation
import Testing
@testable import CoordCheckCore

// The bytecode machine against the interpreter of operation trees it replaces (issue 14,
// item 8): every transition of every state reached, and the JSON report of a whole check,
// must be the same whichever runs the handlers.
@Suite struct BytecodeOracleTests {
    /// A machine whose model runs handlers with `engine`.
    static func machine(_ scenario: Scenario, _ engine: HandlerEngine) -> Machine {
        HandlerEngine.$current.withValue(engine) { Machine(scenario: scenario) }
    }

    /// Walks the states both machines reach, breadth first, to `depth` (at most `limit`
    /// states), applying every enabled event with each; lists every step they disagree on.
    static func lockstep(_ scenario: Scenario, depth: Int, limit: Int = 5_000) -> [String] {
        let bytecode = machine(scenario, .bytecode), operations = machine(scenario, .operations)
        func step(_ machine: Machine, _ event: Event?, _ state: State) -> Result<Step, ModelError> {
            Result { () throws(ModelError) in
                guard let event else { return Step(state: try machine.launch(), effects: StepEffects()) }
                return try machine.apply(event, to: state)
            }
        }
        func differences(_ a: Result<Step, ModelError>, _ b: Result<Step, ModelError>) -> String? {
            switch (a, b) {
            case (.failure(let x), .failure(let y)): return x == y ? nil : "errors \(x) and \(y)"
            case (.success(let x), .success(let y)):
                if x.state != y.state { return "states\n\(x.state)\n\(y.state)" }
                let (e, f) = (x.effects, y.effects)
                if e.notes != f.notes { return "notes \(e.notes) and \(f.notes)" }
                if e.missingRemovals != f.missingRemovals { return "missing removals \(e.missingRemovals) and \(f.missingRemovals)" }
                if e.exited != f.exited || e.handlerID != f.handlerID { return "exits or handlers differ" }
                if e.popFlows != f.popFlows { return "pop(flow:) records differ" }
                return nil
            default: return "one failed: \(a) and \(b)"
            }
        }
        var problems: [String] = []
        let launch = (step(bytecode, nil, State()), step(operations, nil, State()))
        if let difference = differences(launch.0, launch.1) { return ["launch: \(difference)"] }
        guard case .success(let first) = launch.0 else { return [] }
        var seen: Set<State> = [first.state]
        var level = [first.state]
        for _ in 0..<depth where seen.count < limit {
            var next: [State] = []
            for state in level {
                for event in bytecode.enabledEvents(in: state) {
                    let a = step(bytecode, event, state), b = step(operations, event, state)
                    if let difference = differences(a, b) {
                        problems.append("\(event.label(in: scenario)) from\n\(state)\n\(difference)")
                        if problems.count >= 3 { return problems }
                    }
                    if case .success(let reached) = a, seen.insert(reached.state).inserted { next.append(reached.state) }
                }
            }
            level = next
        }
        return problems
    }

    /// The JSON report of a check at `depth` with handlers run by `engine`.
    static func report(_ scenario: Scenario, depth: Int, _ engine: HandlerEngine) -> String {
        HandlerEngine.$current.withValue(engine) {
            do {
                let result = try Explorer(scenario: scenario).check(CheckOptions(depth: depth, jobs: 2))
                return JSONReport.render(JSONReport(entries: [.checked(CheckedScenario(result: result))]))
            } catch {
                return "\(error)"
            }
        }
    }

    static func compare(_ scenario: Scenario, depth: Int, named name: String) {
        let problems = lockstep(scenario, depth: depth)
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n\n"))")
        let reports = (report(scenario, depth: depth, .bytecode), report(scenario, depth: depth, .operations))
        #expect(reports.0 == reports.1, "\(name): the JSON reports differ")
    }

    @Test("the generated scenarios", arguments: 0..<CrossCheckTests.chunks)
    func generated(chunk: Int) {
        var compared = 0
        for index in (chunk * CrossCheckTests.seedsPerChunk)..<((chunk + 1) * CrossCheckTests.seedsPerChunk) {
            let seed = CrossCheckTests.seed(index)
            guard case .success(let scenario) = CrossCheck.compile(CrossCheck.scenario(forSeed: seed).text) else { continue }
            Self.compare(scenario, depth: scenario.depth, named: "seed \(seed)")
            compared += 1
        }
        #expect(compared * 10 >= CrossCheckTests.seedsPerChunk * 9)
    }

    @Test("every repository scenario, and the real apps' reference scenarios when ../shared is beside it")
    func repositoryScenarios() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var paths: [String] = []
        for folder in ["Scenarios", "Tests/ExtractFixtures", "../shared/realapps/reference"] {
            let url = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: url.path) else { continue }
            paths += files.compactMap { $0 as? String }.filter { $0.hasSuffix(".txt") }.sorted().map { url.appendingPathComponent($0).path }
        }
        #expect(paths.count >= 25)
        for path in paths {
            guard case .success(let scenario) = ScenarioCompiler.compile(try ScenarioLoader.read(path)) else { continue }
            Self.compare(scenario, depth: min(scenario.depth, 6), named: path)
        }
    }
}
