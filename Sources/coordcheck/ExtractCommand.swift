import ArgumentParser
import CoordCheckCore
import CoordCheckExtract
import Foundation

/// `coordcheck extract PATH…`: a draft scenario read from an app's Swift coordinator code.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Draft a scenario from an app's Swift coordinator code.",
        discussion: """
            Reads the Swift files (folders are searched recursively) and prints the scenario \
            their coordinators describe, each line traced to its source; what could not be \
            modelled is kept as a '# coordcheck:' comment. With --check, the draft is written \
            (to -o, else <output>/<name>/scenario.txt; with --no-write and no -o it is only \
            kept in memory) and checked like 'coordcheck check', \
            each violation also reported at the Swift file:line:col of the operation that \
            caused it (text, JSON 'cause', JUnit, GitHub annotations).
            """
    )

    @Argument(help: "Swift files or folders.")
    var paths: [String]

    @Option(name: [.customShort("o"), .customLong("output-file")], help: ArgumentHelp("Write the scenario to this file instead of stdout ('-': stdout).", valueName: "path"))
    var file: String?

    @Option(help: "The scenario's name (default: the first path's name).")
    var name: String?

    @Option(name: .customLong("expect"), help: ArgumentHelp("A finding of the draft already known, as a scenario's 'expect' line says it (repeatable): 'deadlock', 'no-leaks: SettingsCoordinator at depth 3'. Added to the draft; a different finding still fails.", valueName: "invariant[: types]"))
    var expectations: [String] = []

    @Flag(help: "Check the drafted scenario at once, as 'coordcheck check' does, with its options below; each violation is also reported at the Swift code that caused it.")
    var check = false

    @OptionGroup(title: "With --check") var arguments: CheckArguments

    func run() throws {
        // `-o -`: standard output, as without `-o`.
        let file = self.file == "-" ? nil : self.file
        let draft = try Self.draft(paths, name: name, to: file, checkingInto: check ? arguments.outputFolder : nil,
                                   writing: !arguments.noWrite, expecting: expectations, depth: arguments.simulate == nil ? arguments.depth : nil)
        guard let path = draft.path else {
            Terminal.output(draft.scenario)
            return
        }
        guard check else {
            Terminal.output("wrote \(path)\n")
            return
        }
        // The draft's lines say where in the Swift code each was read.
        try arguments.run([path], sourceMaps: [path: draft.sourceMap], drafts: draft.written ? [:] : [path: draft.scenario])
    }

    /// A draft of the Swift code at `paths`, written to `file`, else (when it is to be
    /// checked) to `<output>/<name>/scenario.txt` — only named there, not written, when
    /// nothing is `writing` (`--no-write`) — else kept for stdout (no path). Each of
    /// `expectations` becomes an `expect` line at the draft's end (`--expect`, a
    /// configuration's `expect:`): the findings of the draft already known.
    static func draft(_ paths: [String], name: String?, to file: String?, checkingInto output: String?, writing: Bool = true,
                      expecting expectations: [String] = [], depth: Int? = nil) throws
        -> (scenario: String, path: String?, written: Bool, sourceMap: SourceMap) {
        var draft: Extractor.Draft
        do { draft = try Extractor.extract(paths: paths, name: name, depth: depth ?? Extractor.defaultDepth) } catch {
            Terminal.error(error.description)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        if !expectations.isEmpty {
            var remarks = draft.document.trailing + [.blank, .comment("Findings already known (--expect, or the configuration's expect:)")]
            draft.document.trailing = []
            for expectation in expectations {
                let file = SourceFile(path: "--expect", text: "expect \(expectation.trimmingCharacters(in: .whitespaces))\n")
                do {
                    var declarations = try ScenarioDocument(parsing: file).declarations
                    declarations[0].leading = remarks
                    remarks = []
                    draft.document.declarations += declarations
                } catch {
                    Terminal.error(error.diagnostics.map { $0.render(in: file) }.joined(separator: "\n"))
                    throw ExitCode(Outcome.badInput.rawValue)
                }
            }
        }
        if !draft.notes.isEmpty {
            // A note is a gap (code not modelled) or an assumption the draft states.
            let assumed = draft.notes.filter { $0.contains(": " + DraftGaps.assumption) }.count
            let gaps = draft.notes.count - assumed
            Terminal.error("extract: \(draft.notes.count) note\(draft.notes.count == 1 ? "" : "s") (the '# coordcheck:' lines): \(gaps) piece\(gaps == 1 ? "" : "s") of code read but not modelled, \(assumed) modelled with a stated assumption")
        }
        let path = file ?? output.map { ($0 as NSString).appendingPathComponent(OutputFolder.safeName(draft.name) + "/scenario.txt") }
        let written = path != nil && (file != nil || writing)
        if let path, written {
            do { try OutputFolder.writeFile(draft.scenario, to: path) } catch {
                Terminal.error(error.rendered)
                throw ExitCode(Outcome.badInput.rawValue)
            }
        }
        return (draft.scenario, path, written, SourceMap(tracedScenario: draft.scenario))
    }
}
