import ArgumentParser
import CoordCheckCore

/// Reads scenario files and replays events for the commands, printing what goes wrong.
enum ScenarioInput {
    /// At most this many diagnostics are printed for one file (then how many more).
    static let maximumShown = 30

    /// Reads and compiles one scenario file (or, given its `text`, a draft kept in memory),
    /// printing its diagnostics on stderr (unless a reporter shows them on stdout).
    static func load(_ path: String, text: String? = nil, printing: Bool = true) -> Result<Scenario, UnreadableScenario> {
        let file: SourceFile
        do throws(FileError) {
            if let text { file = SourceFile(path: path, text: text) } else { file = try ScenarioLoader.read(path) }
        } catch {
            if printing { Terminal.error(error.rendered) }
            return .failure(UnreadableScenario(error))
        }
        switch ScenarioCompiler.compile(file) {
        case .success(let scenario):
            if printing { for warning in scenario.warnings { Terminal.error(warning.render(in: file)) } }
            return .success(scenario)
        case .failure(let failure):
            let diagnostics = failure.diagnostics
            guard printing else { return .failure(UnreadableScenario(file: path, diagnostics: diagnostics)) }
            if diagnostics.count <= maximumShown {
                for diagnostic in diagnostics { Terminal.error(diagnostic.render(in: file)) }
            } else {
                // The first ones, and the last (where reading stopped, when it did).
                for diagnostic in diagnostics.prefix(maximumShown - 1) { Terminal.error(diagnostic.render(in: file)) }
                Terminal.error("… \(diagnostics.count - maximumShown) more …")
                if let last = diagnostics.last { Terminal.error(last.render(in: file)) }
            }
            let count = failure.diagnostics.filter { $0.severity == .error }.count
            Terminal.error("\(count) error\(count == 1 ? "" : "s") in \(path)")
            return .failure(UnreadableScenario(file: path, diagnostics: diagnostics))
        }
    }

    /// The single scenario a command takes (`replay`, `render`), or exit 2.
    static func single(_ argument: String, command: String) throws -> Scenario {
        let paths: [String]
        do { paths = try ScenarioLoader.scenarioPaths(for: argument).scenarios } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        guard paths.count == 1 else {
            Terminal.error("\(argument): error: \(command) takes one scenario file, not a directory")
            throw ExitCode(Outcome.badInput.rawValue)
        }
        guard case .success(let scenario) = load(paths[0]) else { throw ExitCode(Outcome.badInput.rawValue) }
        return scenario
    }

    /// `"a, b,c"` → `["a", "b", "c"]`; a trace as reports print it, `a → b → c` (or `a -> b`),
    /// reads the same.
    static func labels(_ events: String) -> [String] {
        events.replacingOccurrences(of: "→", with: ",").replacingOccurrences(of: "->", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Replays events from launch, checking every invariant; an event the scenario does not
    /// have (with the one it may mean), one that is not enabled (naming those that are) or a
    /// handler that never ends exits 2, once `replayed` is given the frames before it.
    static func replay(_ labels: [String], in scenario: Scenario, replayed: ([ReplayFrame]) -> Void = { _ in }) throws -> [ReplayFrame] {
        do {
            return try Replayer(scenario: scenario, invariants: InvariantCatalog.all(for: scenario)).run(labels: labels)
        } catch {
            switch error {
            case .notEnabled(let step, let label, let enabled, let frames):
                replayed(frames)
                let known = EventCatalog(scenario: scenario).labels
                if known.contains(label) {
                    Terminal.error("\(scenario.path): error: step \(step): '\(label)' is not enabled; enabled: \(enabled.joined(separator: ", "))")
                } else {
                    Terminal.error("\(scenario.path): error: step \(step): unknown event '\(label)'" + NameSuggestion.hint(for: label, among: known)
                        + "; enabled: \(enabled.joined(separator: ", "))")
                }
            case .model(let modelError):
                Terminal.error(render(modelError, path: scenario.path))
            }
            throw ExitCode(Outcome.badInput.rawValue)
        }
    }

    static func render(_ error: ModelError, path: String) -> String {
        "\(path):\(error.location.line):\(error.location.column): error: \(error.message)"
    }
}
