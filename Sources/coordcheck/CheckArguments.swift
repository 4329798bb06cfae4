import ArgumentParser
import CoordCheckCore
import CoordCheckRendering

/// The options of a check and the check itself: `coordcheck check` and `coordcheck extract
/// --check` take the same ones.
struct CheckArguments: ParsableArguments {
    // The numbers take what follows them even when it starts with '-' ('--depth -1'), so that
    // a negative one is refused as out of range rather than as a missing value.
    @Option(parsing: .unconditional, help: "The depth bound: events after launch (overrides the scenario's 'depth').")
    var depth: Int?

    @Option(help: "What stdout gets: text (reports for people, then a summary), xcode (path:line:col: error: lines), json, junit, github (annotations) or sarif.")
    var reporter: Reporter?

    /// The name `--reporter` had before it took more than text and json.
    @Option(help: .hidden)
    var format: Reporter?

    @Option(help: "The folder diagrams and counterexamples are written to, one subfolder per scenario (default: Output).")
    var output: String?

    @Option(parsing: .unconditional, help: "Stop after this many distinct states (exit 3 when nothing was violated).")
    var maxStates: Int?

    @Option(help: "Stop before the process holds this much memory (e.g. 512M, 4G; default 80% of the memory the process can use: the machine's, a container limit, or what is free).")
    var maxMemory: MemorySize?

    @Option(parsing: .unconditional, help: "At most this many threads search at once, 1 to 256 (default: the number of cores). Every value gives the same results.")
    var jobs: Int?

    @Flag(help: "Stop at the end of the first level where an invariant is violated.")
    var stopAtFirst = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Check by N random walks instead of exhaustively; --depth is then the walks' length (default 100).", valueName: "N"))
    var simulate: Int?

    @Option(help: "The seed of --simulate's walks: the same seed gives the same walks (default: 1).")
    var seed: UInt64?

    @Option(help: ArgumentHelp("Search only part K of N of each scenario, for N processes (a CI matrix) that share the search; 'coordcheck merge' joins their JSON reports into the verdict (docs/scaling.md).", valueName: "K/N"))
    var shard: String?

    @OptionGroup var reportFiles: ReportFileArguments

    @Flag(help: "Warnings fail the check: events never enabled, handlers that never run, undecided assertions.")
    var strict = false

    @Flag(help: "Draw no diagrams (counterexample text files are still written).")
    var noRender = false

    @Flag(help: "Write nothing to the output folder.")
    var noWrite = false

    @Flag(help: "Print reports only for scenarios that did not pass, and no progress line.")
    var quiet = false

    @Flag(help: "Add wall-clock times to the reports (which are otherwise the same bytes on every run).")
    var timings = false

    /// The walks' length when simulating without --depth, and the lengths allowed.
    static let defaultWalkLength = 100
    static let walkLengths = 1...100_000

    func validate() throws {
        if let depth, simulate != nil, !Self.walkLengths.contains(depth) {
            throw ValidationError("--depth (the walks' length) must be between 1 and \(Self.walkLengths.upperBound), not \(depth)")
        }
        if let depth, simulate == nil, !ScenarioCompiler.isValidDepth(depth) {
            throw ValidationError("--depth must be between \(ScenarioCompiler.depthRange.lowerBound) and \(ScenarioCompiler.depthRange.upperBound), not \(depth)")
        }
        if let maxStates, maxStates < 1 { throw ValidationError("--max-states must be at least 1, not \(maxStates)") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, not \(jobs)") }
        if let problem = maxMemory?.problem { throw ValidationError("--max-memory \(problem)") }
        if let simulate, !(1...10_000_000).contains(simulate) { throw ValidationError("--simulate must be between 1 and 10000000 walks") }
        if simulate != nil, stopAtFirst || maxStates != nil {
            throw ValidationError("--simulate cannot be combined with --stop-at-first or --max-states")
        }
        if let shard {
            guard searchShard != nil else {
                throw ValidationError("--shard takes K/N, part K of N (1 ≤ K ≤ N ≤ \(Self.shardCounts.upperBound)), such as 2/4; not '\(shard)'")
            }
            if simulate != nil { throw ValidationError("--shard divides the exhaustive search: it cannot be combined with --simulate") }
        }
    }

    /// The shard counts allowed.
    static let shardCounts = 1...10_000

    /// `--shard K/N`, when it is well formed.
    var searchShard: SearchShard? {
        guard let parts = shard?.split(separator: "/", omittingEmptySubsequences: false), parts.count == 2,
              let index = Int(parts[0]), let count = Int(parts[1]), Self.shardCounts.contains(count), (1...count).contains(index)
        else { return nil }
        return SearchShard(index: index, count: count)
    }

    /// What stdout gets: `--reporter`, or the older `--format`.
    var chosenReporter: Reporter { format ?? reporter ?? .text }

    var outputFolder: String { output ?? "Output" }

    var walkSeed: UInt64 { seed ?? 1 }

    /// Checks the scenario files (folders stand for their scenario files); a file with a
    /// source map (a draft) reports each violation at the Swift code that caused it. A path
    /// in `drafts` is a draft kept in memory (`--no-write`): its text, not a file.
    func run(_ files: [String], sourceMaps: [String: SourceMap] = [:], drafts: [String: String] = [:]) throws {
        var gate = GateRun()
        for argument in files {
            if let text = drafts[argument] {
                check(argument, sourceMap: sourceMaps[argument], text: text, gate: &gate)
                continue
            }
            let paths: (scenarios: [String], skipped: [SkippedFile])
            do { paths = try ScenarioLoader.scenarioPaths(for: argument) } catch {
                if !chosenReporter.showsInputErrors { Terminal.error(error.rendered) }
                reporting.report(.unreadable(UnreadableScenario(error)), outcome: .badInput, gate: &gate)
                continue
            }
            // Every report lists the files passed over, --quiet included; --strict fails on them.
            for var skipped in paths.skipped {
                skipped.strict = strict
                if chosenReporter == .text { Terminal.error(skipped.problem.compilerStyle) }
                reporting.report(.skipped(skipped), outcome: strict ? .failed : .passed, gate: &gate)
            }
            for path in paths.scenarios { check(path, sourceMap: sourceMaps[path], gate: &gate) }
        }
        try reporting.finish(gate)
    }

    /// What stdout gets, the report files and the annotations.
    var reporting: GateReporting {
        GateReporting(reporter: chosenReporter, files: reportFiles, quiet: quiet, timings: timings, shard: searchShard)
    }

    /// Checks one scenario file (or the `text` given for it) and reports it.
    private func check(_ path: String, sourceMap: SourceMap?, text: String? = nil, gate: inout GateRun) {
        let scenario: Scenario
        switch ScenarioInput.load(path, text: text, printing: !chosenReporter.showsInputErrors) {
        case .success(let loaded): scenario = loaded
        case .failure(let unreadable):
            reporting.report(.unreadable(unreadable), outcome: .badInput, gate: &gate)
            return
        }
        var result: CheckResult
        do {
            result = try check(scenario)
            // A draft's violations that rest on code the extractor did not model: unconfirmed.
            if let sourceMap { result = sourceMap.gaps.marked(result) }
        } catch {
            let problem: Problem
            let outcome: Outcome
            switch error {
            case .model(let modelError):
                problem = Problem(.error, rule: Problem.Rule.scenarioError, file: path, line: modelError.location.line,
                                  column: modelError.location.column, message: modelError.message)
                outcome = .badInput
            case .internalInconsistency(let message):
                problem = Problem(.error, rule: Problem.Rule.internalError, file: path, message: "internal error: \(message)")
                outcome = .internalError
            }
            if !chosenReporter.showsInputErrors { Terminal.error("\(problem.place): error: \(problem.message)") }
            reporting.report(.unreadable(UnreadableScenario(file: path, problems: [problem])), outcome: outcome, gate: &gate)
            return
        }
        let counterexamples = Counterexample.all(in: result)
        var output: (files: [String], failure: String?) = ([], nil)
        if !noWrite { output = write(counterexamples, of: result, sourceMap: sourceMap, into: gate.folder(for: result.scenario.name)) }
        var checked = CheckedScenario(result: result, counterexamples: counterexamples, sourceMap: sourceMap, files: output.files,
                                      options: reportedOptions(for: scenario))
        // A folder that cannot be written or a missing Graphviz is in every report, and exit 2.
        checked.outputFailure = output.failure
        reporting.report(.checked(checked), outcome: output.failure == nil ? Outcome(checked.status) : .badInput, gate: &gate)
        if let failure = output.failure, !chosenReporter.showsInputErrors { Terminal.error("\(result.scenario.path): error: \(failure)") }
    }

    /// Explores the scenario, or walks it with --simulate.
    private func check(_ scenario: Scenario) throws(CheckError) -> CheckResult {
        if let simulate {
            return try Simulator(scenario: scenario).run(Simulation(walks: simulate, length: depth ?? Self.defaultWalkLength, seed: walkSeed))
        }
        var options = CheckOptions(depth: depth, maxStates: maxStates, maxMemory: maxMemory?.bytes, stopAtFirstViolation: stopAtFirst,
                                   shard: searchShard)
        if let jobs { options.jobs = jobs }
        let line = quiet ? nil : ProgressLine(name: scenario.name)
        if let line { options.progress = { @Sendable progress in line.update(progress) } }
        defer { line?.end() }
        return try Explorer(scenario: scenario).check(options)
    }

    /// The options that shape a result, as the JSON report lists them (not --jobs: it never
    /// changes a result).
    private func reportedOptions(for scenario: Scenario) -> JSONReport.Options {
        JSONReport.Options(depth: depth ?? (simulate == nil ? scenario.depth : Self.defaultWalkLength), maxStates: maxStates,
                           maxMemory: maxMemory?.bytes, stopAtFirst: stopAtFirst, strict: strict, simulate: simulate,
                           seed: simulate == nil ? nil : walkSeed)
    }

    /// Into `<output>/<scenario>/`: one text file per violated invariant, `<invariant>.txt`,
    /// then the diagrams (``ScenarioDiagrams``) unless `--no-render`. Returns what was written
    /// and, when something could not be (a folder, Graphviz), why.
    private func write(_ counterexamples: [Counterexample], of result: CheckResult, sourceMap: SourceMap?,
                       into name: String) -> (files: [String], failure: String?) {
        let folder = OutputFolder(path: outputFolder)
        var written: [String] = []
        do {
            for counterexample in counterexamples {
                written.append(try folder.write(counterexample.text, folder: name, name: "\(counterexample.invariant).txt"))
            }
            if !noRender {
                let diagrams: [(name: String, svg: String)]
                do { diagrams = try ScenarioDiagrams.render(result, sourceMap: sourceMap) } catch {
                    return (written, "cannot draw the diagrams: \(error)")
                }
                for diagram in diagrams { written.append(try folder.write(diagram.svg, folder: name, name: diagram.name)) }
            }
            // What an earlier run wrote for violations gone since.
            let texts = Set(result.verdicts.map { "\($0.name).txt" })
            folder.removeStale(in: name, keeping: written) { $0.hasSuffix(".svg") || $0 == "index.html" || texts.contains($0) }
        } catch {
            return (written, "\(error.path): \(error.message)")
        }
        return (written, nil)
    }
}
