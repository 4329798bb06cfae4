import ArgumentParser
import CoordCheckConfig
import CoordCheckCore
import Foundation

/// `coordcheck check FILE…`: each scenario explored and its invariants checked.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Explore every event sequence up to the depth bound and check the invariants.",
        discussion: """
            Without files, it runs what .coordcheck.yml in the current folder says \
            (scenarios, options, Swift code to extract; 'coordcheck init' writes one), \
            else it checks Scenarios/.

            In a directory, the .txt files directly in it that start (after blank lines \
            and comments) with a declaration such as scenario, depth, flows, event, \
            screen or coordinator, or with a word one typo from one, are checked; every \
            report lists the other .txt files as skipped (--strict fails on them).

            Exit codes (the worst over all scenarios wins: 4, 2, 1, 3, 0):
              0  every invariant holds, or exactly the expected violations were found
              1  a violation not expected, an expected one not found,
                 or a warning under --strict
              2  bad input: a scenario that does not compile, a missing file,
                 a wrong option, an output path that cannot be written
              3  a limit (--max-states, --max-memory) stopped the search first,
                 nothing unexpected found
              4  internal error: a bug in coordcheck
            """
    )

    @Argument(help: "Scenario files, or directories whose scenario files are all checked (default: what .coordcheck.yml says, else Scenarios/).")
    var files: [String] = []

    @Option(help: ArgumentHelp("A configuration file to run (default: .coordcheck.yml when no file is given).", valueName: "path"))
    var config: String?

    @OptionGroup var arguments: CheckArguments

    func run() throws {
        let path = config ?? (files.isEmpty && FileManager.default.fileExists(atPath: Configuration.fileName) ? Configuration.fileName : nil)
        guard let path else {
            try arguments.run(files.isEmpty ? [try Self.defaultFolder()] : files)
            return
        }
        let configuration = try Self.load(path)
        let merged = try arguments.applying(configuration)
        // Files on the command line stand for the configuration's scenarios and drafts.
        guard files.isEmpty else { return try merged.run(files) }
        var scenarios = configuration.scenarios
        var sourceMaps: [String: SourceMap] = [:]
        // Under --no-write, a draft without a 'draft' file is checked in memory.
        var drafts: [String: String] = [:]
        for source in configuration.extract {
            let draft = try ExtractCommand.draft(source.sources, name: source.name, to: source.draft, checkingInto: merged.outputFolder,
                                                 writing: !merged.noWrite, expecting: source.expect, depth: source.depth)
            guard let draftPath = draft.path else { continue }
            scenarios.append(draftPath)
            sourceMaps[draftPath] = draft.sourceMap
            if !draft.written { drafts[draftPath] = draft.scenario }
        }
        // Without scenarios, the Scenarios/ folder beside the configuration file.
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        try merged.run(scenarios.isEmpty ? [try Self.defaultFolder(in: folder)] : scenarios, sourceMaps: sourceMaps, drafts: drafts)
    }

    /// `Scenarios/` (any case) in `folder`, else a usage error that says what to do.
    static func defaultFolder(in folder: String = "") throws -> String {
        let candidates = ["Scenarios", "scenarios"].map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) { return found }
        Terminal.error("error: no scenario given: name scenario files or folders, add a Scenarios/ folder, or write a \(Configuration.fileName) ('coordcheck init')")
        throw ExitCode(Outcome.badInput.rawValue)
    }

    /// Reads a configuration file, or exits 2 saying where it is wrong.
    static func load(_ path: String) throws -> Configuration {
        let text: String
        do { text = try ScenarioLoader.read(path).text } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        do { return try Configuration.parse(text, path: path, accepting: CheckArguments.vocabulary) } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
    }
}
