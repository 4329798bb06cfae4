import ArgumentParser
import CoordCheckCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Print a benchmark scenario: 'generate tabs N K D' is the tabs(N, K) family at depth D."
    )

    @Argument(help: "The family: tabs.")
    var family: String

    @Argument(help: "N tabs (1-10), K pushable coordinator types (1-20), depth D (1-64).")
    var sizes: [Int]

    func validate() throws {
        guard family == "tabs" else { throw ValidationError("unknown family '\(family)'; the one family is 'tabs'") }
        guard sizes.count == 3 else { throw ValidationError("tabs takes three numbers: N K D") }
        guard (1...10).contains(sizes[0]) else { throw ValidationError("N (tabs) must be 1 to 10") }
        guard (1...20).contains(sizes[1]) else { throw ValidationError("K (pushable types) must be 1 to 20") }
        guard ScenarioCompiler.isValidDepth(sizes[2]) else { throw ValidationError("D (depth) must be 1 to 64") }
    }

    func run() {
        Terminal.output(BenchmarkFamily.tabs(tabs: sizes[0], pushable: sizes[1], depth: sizes[2]))
    }
}
