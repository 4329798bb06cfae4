import ArgumentParser
import CoordCheckCore
import Foundation

/// `coordcheck merge REPORT…`: the JSON reports of `check --shard K/N` joined into one verdict.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of 'check --shard K/N' into one verdict per scenario.",
        discussion: """
            Each report is one shard's ('coordcheck check --shard K/N --json PATH'); \
            together they must be shards 1 to N of the same search (scenarios, options, \
            version of coordcheck); a report of a whole search is shard 1 of 1. An invariant \
            holds when no shard found it violated and every shard completed its part, and a \
            violated one gets, for each coordinator type it blames, the shortest trace they \
            found, as one search gives it. The scenario files the reports name are read \
            again to replay the traces: run it where the shards ran (the repository's root). \
            Nothing is written to an output folder. docs/scaling.md tells why the shards \
            cover the whole search.

            Exit codes are those of 'coordcheck check' (0 passed, 1 failed, 3 incomplete, \
            the worst over all scenarios), and 2 when the reports cannot be merged: a shard \
            missing or given twice, another count, other options or another version, a file \
            that is not a coordcheck JSON report.
            """
    )

    @Argument(help: "The shards' JSON reports, in any order.")
    var reports: [String]

    @Option(help: "What stdout gets: text (reports for people, then a summary), xcode, json, junit, github (annotations) or sarif.")
    var reporter: Reporter = .text

    @OptionGroup var reportFiles: ReportFileArguments

    @Flag(help: "Print reports only for scenarios that did not pass.")
    var quiet = false

    func run() throws {
        let merge: ShardMerge
        do {
            merge = try ShardMerge(try reports.map { file throws(ShardMergeError) in
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw ShardMergeError(file: file, FileManager.default.fileExists(atPath: file) ? "cannot be read" : "no such file")
                }
                return try ShardReport(file: file, data: data)
            })
        } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        let reporting = GateReporting(reporter: reporter, files: reportFiles, quiet: quiet, timings: false)
        var gate = GateRun()
        for entry in merge.entries() {
            var outcome = Outcome.badInput
            switch entry {
            case .checked(let checked):
                outcome = Outcome(checked.status)
            case .skipped(let skipped):
                outcome = skipped.strict ? .failed : .passed
            case .unreadable(let unreadable):
                if unreadable.problems.contains(where: { $0.rule == Problem.Rule.internalError }) { outcome = .internalError }
                if !reporter.showsInputErrors { Terminal.error(unreadable.problems.map(\.compilerStyle).joined(separator: "\n")) }
            }
            reporting.report(entry, outcome: outcome, gate: &gate)
        }
        try reporting.finish(gate)
    }
}
