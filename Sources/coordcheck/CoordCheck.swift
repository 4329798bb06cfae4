import ArgumentParser
import CoordCheckCore

/// `coordcheck`: checks iOS coordinator-tree scenarios. `coordcheck FILE…` is
/// `coordcheck check FILE…`.
@main
struct CoordCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordcheck",
        abstract: "A model checker for iOS coordinator trees.",
        discussion: """
            Explores every event sequence of a scenario up to a depth bound and checks the \
            coordinator-tree invariants in every state. Exit codes: 0 every invariant holds \
            (or exactly the expected violations were found), 1 a violation not expected or an \
            expected one not found, 2 bad input, 3 stopped by a limit with nothing violated, \
            4 internal error ('coordcheck check --help' says more).
            """,
        version: CoordCheckVersion.current,
        subcommands: [CheckCommand.self, MergeCommand.self, ReplayCommand.self, RenderCommand.self, ExtractCommand.self, InitCommand.self, GenerateCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    /// Runs the command; usage errors exit 2 (not ArgumentParser's 64), as documented.
    static func main() {
        if let misspelt = misspeltSubcommand(in: Array(Swift.CommandLine.arguments.dropFirst())) {
            Terminal.error("error: unknown subcommand '\(misspelt.given)'; did you mean '\(misspelt.meant)'?")
            Terminal.error("Run 'coordcheck --help' for usage.")
            Self.exit(withError: ExitCode(Outcome.badInput.rawValue))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Self.exit(withError: nil)
            } else if error is ExitCode {
                Self.exit(withError: error)
            } else {
                Terminal.error(fullMessage(for: error))
                Terminal.error("Run 'coordcheck --help' for usage.")
                Self.exit(withError: ExitCode(Outcome.badInput.rawValue))
            }
        }
    }

    /// `coordcheck extrat App/`: a first argument that names no file or folder but is close to
    /// a subcommand's name is a misspelt subcommand, not a scenario to check (which would run
    /// `check` on the rest first).
    static func misspeltSubcommand(in arguments: [String]) -> (given: String, meant: String)? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("/"), !first.contains("."),
              ScenarioLoader.resolvedPath(first) == nil else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first), let meant = NameSuggestion.closest(to: first, among: names) else { return nil }
        return (first, meant)
    }
}
