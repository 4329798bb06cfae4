import Foundation

/// The per-app table of docs/extract.md: what `coordcheck extract` gets from each app of the
/// real-app corpus, between two markers the test keeps current.
enum RealAppTable {
    static let begin = "<!-- corpus-table -->\n"
    static let end = "<!-- /corpus-table -->"

    static func render(_ measures: [String: RealAppCorpus.Measure], fixed: [String: RealAppCorpus.Measure]) -> String {
        var lines = ["| app | coordinators | with a handler that changes the tree or a stack | screens | notes | launch shows a screen | past launch | reach (depth \(RealAppCorpus.depth)) | states | violations | known bugs found | after the fix |",
                     "|---|---:|---:|---:|---:|---|---|---:|---:|---|---|---|"]
        var totals = (classes: 0, changing: 0, screens: 0, notes: 0, bugs: 0, found: 0, past: 0, ran: 0)
        for app in RealAppCorpus.apps {
            let name = RealAppCorpus.isTrainingApp(app) ? app : "\(app) (new)"
            guard let measure = measures[app] else { lines.append("| \(name) | no draft | | | | | | | | | | |"); continue }
            let known = RealAppCorpus.knownBugs.filter { $0.app == app }
            totals.classes += measure.classes
            totals.changing += measure.changing
            totals.screens += measure.screens
            totals.notes += measure.notes
            totals.bugs += known.count
            totals.found += measure.bugsFound.count
            totals.past += measure.pastLaunch ? 1 : 0
            totals.ran += measure.reach?.ran.count ?? 0
            let violations = measure.compileError != nil ? "does not compile"
                : measure.violations.isEmpty ? "none" : measure.violations.map(\.invariant).joined(separator: ", ")
            let bugs = known.isEmpty ? "–" : "\(measure.bugsFound.count) of \(known.count)"
            var after = "–"
            if let fixedMeasure = fixed[app] {
                let remaining = known.filter { bug in fixedMeasure.violations.contains { $0.invariant == bug.invariant && bug.matches($0.message) } }
                after = measure.bugsFound.isEmpty ? "(none found before)" : remaining.isEmpty ? "gone" : "\(remaining.count) remain"
            }
            let reach = measure.reach.map { "\(percent($0.ran.count, $0.coordinators)) (\($0.ran.count))" } ?? "–"
            let shows = cell(measure.launchesShowingScreen, of: measure.launchEnds)
            let past = cell(measure.launchesPast, of: measure.launchEnds)
            lines.append("| \(name) | \(measure.classes) | \(measure.changing) | \(measure.screens) | \(measure.notes) | \(shows) | \(past) | \(reach) | \(measure.states) | \(violations) | \(bugs) | \(after) |")
        }
        lines.append("| **all** | \(totals.classes) | \(totals.changing) | \(totals.screens) | \(totals.notes) | | \(totals.past) of \(RealAppCorpus.apps.count) | \(percent(totals.ran, totals.classes)) (\(totals.ran)) | | | \(totals.found) of \(totals.bugs) | |")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `yes` when every launch case does, `no` when none does, else how many (`3 of 4 cases`).
    static func cell(_ count: Int, of cases: Int) -> String {
        count == cases && cases > 0 ? "yes" : count == 0 ? "no" : "\(count) of \(cases) cases"
    }

    /// `24%`: a share rounded to the nearest percent.
    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }
}
