import ArgumentParser
import CoordCheckCore
import CoordCheckRendering

/// The options of a check and the check itself: `coordcheck check` and `coordcheck extract
/// --check` take the same ones.
struct CheckArguments: ParsableArguments {
    @Option(help: "The depth bound: events after launch (overrides the scenario's 'depth').")
    var depth: Int?

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    @Option(help: "The folder counterexamples are written to (one subfolder per scenario).")
    var output: String = "Output"

    @Option(help: "Stop after this many distinct states (exit 3 when nothing was violated).")
    var maxStates: Int?

    @Option(help: "Stop before the process holds this much memory (e.g. 512M, 4G; default 80% of the memory the process can use: the machine's, a container limit, or what is free).")
    var maxMemory: MemorySize?

    @Option(help: "Worker threads (default: the number of cores). Every value gives the same results.")
    var jobs: Int?

    @Flag(help: "Stop at the end of the first level where an invariant is violated.")
    var stopAtFirst = false

    @Option(help: ArgumentHelp("Check by N random walks instead of exhaustively; --depth is then the walks' length (default 100).", valueName: "N"))
    var simulate: Int?

    @Option(help: "The seed of --simulate's walks: the same seed gives the same walks.")
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Also write a JUnit XML report of every scenario to this file.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Also print each violation as a CI annotation: github.", valueName: "kind"))
    var annotations: AnnotationFormat?

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
        if let maxStates, maxStates < 1 { throw ValidationError("--max-states must be at least 1") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
        if let simulate, !(1...10_000_000).contains(simulate) { throw ValidationError("--simulate must be between 1 and 10000000 walks") }
        if simulate != nil, stopAtFirst || maxStates != nil {
            throw ValidationError("--simulate cannot be combined with --stop-at-first or --max-states")
        }
    }

    /// Checks the scenario files (folders stand for their scenario files); a file with a
    /// source map (a draft) reports each violation at the Swift code that caused it.
    func run(_ files: [String], sourceMaps: [String: SourceMap] = [:]) throws {
        var gate = GateRun()
        // Arguments in order; a folder stands for its scenario files.
        for argument in files {
            let paths: [String]
            do { paths = try ScenarioLoader.scenarioPaths(for: argument) } catch {
                Terminal.error(error.rendered)
                gate.record(file: argument, error: "cannot be read", outcome: .badInput)
                continue
            }
            for path in paths { check(path, sourceMap: sourceMaps[path], gate: &gate) }
        }
        switch format {
        case .json:
            Terminal.output(gate.reports.count == 1 ? JSONReport.render(gate.reports[0]) : JSONReport.render(gate.reports))
        case .text where gate.rows.count > 1:
            Terminal.output((gate.printed > 0 ? "\n" : "") + SummaryTable(rows: gate.rows).render())
        case .text:
            break
        }
        if let junit {
            do {
                try OutputFolder.writeFile(JUnitReport(suites: gate.suites, timings: timings).render(), to: junit)
            } catch {
                Terminal.error(error.rendered)
                gate.worsen(to: .internalError)
            }
        }
        if gate.outcome != .passed { throw ExitCode(gate.outcome.rawValue) }
    }

    /// Checks one scenario file: prints its report (or keeps it for the end), writes its
    /// files, prints its annotations.
    private func check(_ path: String, sourceMap: SourceMap?, gate: inout GateRun) {
        guard let scenario = ScenarioInput.load(path) else {
            gate.record(file: path, error: "does not compile (errors above)", outcome: .badInput)
            return
        }
        let result: CheckResult
        do {
            result = try check(scenario)
        } catch {
            switch error {
            case .model(let modelError):
                Terminal.error(ScenarioInput.render(modelError, path: path))
                gate.record(file: path, error: "\(modelError.location.line):\(modelError.location.column): \(modelError.message)", outcome: .badInput)
            case .internalInconsistency(let message):
                Terminal.error("\(path): internal error: \(message)")
                gate.record(file: path, error: "internal error", outcome: .internalError)
            }
            return
        }
        gate.worsen(to: Outcome(result.status))
        gate.rows.append(SummaryTable.Row(result: result))
        let counterexamples = Counterexample.all(in: result)
        gate.suites.append(JUnitReport.Suite(result: result, counterexamples: counterexamples, sourceMap: sourceMap))
        var written: [String] = []
        var writeFailure: String?
        if !noWrite {
            let name = gate.folder(for: result.scenario.name)
            do { written = try write(counterexamples, of: result, into: name) } catch { writeFailure = error.description }
        }
        switch format {
        case .text where !quiet || result.status != .passed:
            let style = TextReport.Style(colour: Terminal.colour, timings: timings)
            let report = TextReport(result: result, counterexamples: counterexamples, files: written, style: style).render()
            Terminal.output((gate.printed > 0 ? "\n" : "") + report + (sourceMap.map { Self.swiftErrors(counterexamples, $0) } ?? ""))
            gate.printed += 1
        case .text:
            break
        case .json:
            gate.reports.append(JSONReport(result: result, options: reportedOptions(for: scenario), counterexamples: counterexamples,
                                           files: written, timings: timings, sourceMap: sourceMap))
        }
        if annotations == .github {
            let lines = GitHubAnnotations(result: result, counterexamples: counterexamples, sourceMap: sourceMap).lines().joined(separator: "\n")
            // GitHub reads workflow commands on either stream; JSON keeps stdout to itself.
            if !lines.isEmpty { format == .json ? Terminal.error(lines) : Terminal.output(lines + "\n") }
        }
        if let writeFailure {
            Terminal.error(writeFailure)
            gate.worsen(to: .internalError)
        }
    }

    /// Each violation at the Swift operation that caused it (``SourceMap/error(for:)``).
    static func swiftErrors(_ counterexamples: [Counterexample], _ sourceMap: SourceMap) -> String {
        counterexamples.compactMap { sourceMap.error(for: $0).map { $0 + "\n" } }.joined()
    }

    /// Explores the scenario, or walks it with --simulate.
    private func check(_ scenario: Scenario) throws(CheckError) -> CheckResult {
        if let simulate {
            return try Simulator(scenario: scenario).run(Simulation(walks: simulate, length: depth ?? Self.defaultWalkLength, seed: seed))
        }
        var options = CheckOptions(depth: depth, maxStates: maxStates, maxMemory: maxMemory?.bytes, stopAtFirstViolation: stopAtFirst)
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
                           maxMemory: maxMemory?.bytes, stopAtFirst: stopAtFirst, simulate: simulate,
                           seed: simulate == nil ? nil : seed)
    }

    /// Into `<output>/<scenario>/`: the diagrams (``ScenarioDiagrams``) unless `--no-render`,
    /// and one text file per violated invariant, `<invariant>.txt`.
    private func write(_ counterexamples: [Counterexample], of result: CheckResult, into name: String) throws(OutputFailure) -> [String] {
        let folder = OutputFolder(path: output)
        var written: [String] = []
        do {
            if !noRender {
                for diagram in try ScenarioDiagrams.render(result) {
                    written.append(try folder.write(diagram.svg, folder: name, name: diagram.name))
                }
            }
            for counterexample in counterexamples {
                written.append(try folder.write(counterexample.text, folder: name, name: "\(counterexample.invariant).txt"))
            }
        } catch let error as FileError {
            throw OutputFailure(description: error.rendered)
        } catch {
            throw OutputFailure(description: "\(result.scenario.path): error: cannot draw the diagrams: \(error)")
        }
        return written
    }
}
