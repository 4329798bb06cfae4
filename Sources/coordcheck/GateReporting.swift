import ArgumentParser
import CoordCheckCore

/// How a gate run reports its scenarios: what stdout gets as each is done and at the end,
/// the report files, the annotations. `check` and `merge` report alike.
struct GateReporting {
    var reporter: Reporter
    /// `--junit`, `--sarif`, `--annotations`.
    var files: ReportFileArguments
    var quiet: Bool
    var timings: Bool
    /// `check --shard K/N`: the part of each search the reports hold.
    var shard: SearchShard?

    /// Keeps an entry for the reports at the end, and prints what the reporter streams.
    func report(_ entry: GateEntry, outcome: Outcome, gate: inout GateRun) {
        gate.entries.append(entry)
        gate.worsen(to: outcome)
        var text = ""
        switch (reporter, entry) {
        case (.text, .checked(let checked)) where !quiet || checked.status != .passed:
            text = TextReport(checked, style: TextReport.Style(colour: Terminal.colour, timings: timings)).render()
            // A draft's violations at the Swift code that caused them, as compilers write errors
            // (warnings for the unconfirmed ones).
            if checked.sourceMap != nil {
                let invariants = Set(checked.result.verdicts.map(\.name))
                text += checked.problems.filter { $0.severity == .error || invariants.contains($0.rule) }.map { $0.compilerStyle + "\n" }.joined()
            }
            text = (gate.printed > 0 ? "\n" : "") + text
            gate.printed += 1
        case (.xcode, _):
            text = XcodeReport.render(entry.problems)
        case (.github, _):
            text = GitHubAnnotations.lines(for: entry.problems).map { $0 + "\n" }.joined()
        default:
            break
        }
        if files.annotations == .github, reporter != .github {
            let lines = GitHubAnnotations.lines(for: entry.problems).map { $0 + "\n" }.joined()
            // GitHub reads workflow commands on either stream; a document keeps stdout to itself.
            if reporter.streams { text += lines } else if !lines.isEmpty { Terminal.error(lines) }
        }
        if !text.isEmpty { Terminal.output(text) }
    }

    /// The summary or document stdout gets at the end, and the report files; exits with the
    /// worst outcome unless every scenario passed.
    func finish(_ gate: GateRun) throws {
        var gate = gate
        // Each document made once, for stdout and for its file alike.
        let entries = gate.entries
        lazy var junitDocument = JUnitReport(entries: entries, timings: timings).render()
        lazy var sarifDocument = SARIFReport(entries: entries).render()
        lazy var jsonDocument = JSONReport.render(JSONReport(entries: entries, timings: timings, shard: shard))
        switch reporter {
        case .text where entries.count > 1:
            Terminal.output((gate.printed > 0 ? "\n" : "") + SummaryTable(entries: entries).render())
        case .json: Terminal.output(jsonDocument)
        case .junit: Terminal.output(junitDocument)
        case .sarif: Terminal.output(sarifDocument)
        case .text, .xcode, .github: break
        }
        for (path, document) in [(files.junit, { junitDocument }), (files.sarif, { sarifDocument }), (files.json, { jsonDocument })] {
            guard let path else { continue }
            do { try OutputFolder.writeFile(document(), to: path) } catch {
                Terminal.error(error.rendered)
                gate.worsen(to: .badInput)
            }
        }
        if gate.outcome != .passed { throw ExitCode(gate.outcome.rawValue) }
    }
}
