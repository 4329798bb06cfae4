import ArgumentParser
import CoordCheckCore
import CoordCheckRendering

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Explore every event sequence up to the depth bound and check the invariants."
    )

    @Argument(help: "Scenario files, or directories whose .txt files are all checked.")
    var files: [String]

    @Option(help: "The depth bound: events after launch (overrides the scenario's 'depth').")
    var depth: Int?

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    @Option(help: "The folder counterexamples are written to (one subfolder per scenario).")
    var output: String = "Output"

    @Option(help: "Stop after this many distinct states (exit 3 when nothing was violated).")
    var maxStates: Int?

    @Option(help: "Stop before the process holds this much memory (e.g. 512M, 4G; default 80% of the machine's).")
    var maxMemory: MemorySize?

    @Option(help: "Worker threads (default: the number of cores). Every value gives the same results.")
    var jobs: Int?

    @Flag(help: "Stop at the end of the first level where an invariant is violated.")
    var stopAtFirst = false

    @Flag(help: "Draw no diagrams (counterexample text files are still written).")
    var noRender = false

    @Flag(help: "Write nothing to the output folder.")
    var noWrite = false

    func validate() throws {
        if let depth, !ScenarioCompiler.isValidDepth(depth) {
            throw ValidationError("--depth must be between \(ScenarioCompiler.depthRange.lowerBound) and \(ScenarioCompiler.depthRange.upperBound), not \(depth)")
        }
        if let maxStates, maxStates < 1 { throw ValidationError("--max-states must be at least 1") }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256") }
    }

    func run() throws {
        var outcome = Outcome.passed
        var reports: [JSONReport] = []
        var printedReports = 0
        var paths: [String] = []
        for argument in files {
            do { paths += try ScenarioLoader.scenarioPaths(for: argument) } catch {
                Terminal.error(error.rendered)
                outcome = max(outcome, .badInput)
            }
        }
        for path in paths {
            guard let scenario = ScenarioInput.load(path) else {
                outcome = max(outcome, .badInput)
                continue
            }
            let result: CheckResult
            do {
                var options = CheckOptions(depth: depth, maxStates: maxStates, maxMemory: maxMemory?.bytes, stopAtFirstViolation: stopAtFirst)
                if let jobs { options.jobs = jobs }
                options.progress = Terminal.progressLine(for: scenario.name)
                result = try Explorer(scenario: scenario).check(options)
                Terminal.endProgressLine()
            } catch {
                switch error {
                case .model(let modelError):
                    Terminal.error(ScenarioInput.render(modelError, path: path))
                    outcome = max(outcome, .badInput)
                case .internalInconsistency(let message):
                    Terminal.error("\(path): internal error: \(message)")
                    outcome = max(outcome, .internalError)
                }
                continue
            }
            outcome = max(outcome, Outcome(result.status))
            let counterexamples = Counterexample.all(in: result)
            var written: [String] = []
            var writeFailure: String?
            if !noWrite {
                do { written = try write(counterexamples, of: result) } catch { writeFailure = error.description }
            }
            switch format {
            case .text:
                let report = TextReport(result: result, counterexamples: counterexamples, files: written).render()
                Terminal.output((printedReports > 0 ? "\n" : "") + report)
                printedReports += 1
            case .json:
                reports.append(JSONReport(result: result, files: written))
            }
            if let writeFailure {
                Terminal.error(writeFailure)
                outcome = max(outcome, .internalError)
            }
        }
        if format == .json {
            Terminal.output(reports.count == 1 ? JSONReport.encode(reports[0]) : JSONReport.encode(reports))
        }
        if outcome != .passed { throw ExitCode(outcome.rawValue) }
    }

    /// Into `<output>/<scenario>/`: the diagrams (``ScenarioDiagrams``) unless `--no-render`,
    /// and one text file per violated invariant, `<invariant>.txt`.
    private func write(_ counterexamples: [Counterexample], of result: CheckResult) throws(OutputFailure) -> [String] {
        let folder = OutputFolder(path: output)
        let name = result.scenario.name
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
