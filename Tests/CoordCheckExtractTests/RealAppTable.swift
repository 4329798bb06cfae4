import Foundation

/// The per-app table of docs/extract.md: what `coordcheck extract` gets from each app of the
/// real-app corpus, between two markers the test keeps current.
enum RealAppTable {
    static let begin = "<!-- corpus-table -->\n"
    static let end = "<!-- /corpus-table -->"

    static func render(_ measures: [String: RealAppCorpus.Measure], fixed: [String: RealAppCorpus.Measure]) -> String {
        var lines = ["| app | coordinators | with a handler that changes the tree or a stack | screens | notes | launch shows a screen | states (depth \(RealAppCorpus.depth)) | violations | known bugs found | after the fix |",
                     "|---|---:|---:|---:|---:|---|---:|---|---|---|"]
        var totals = (classes: 0, changing: 0, screens: 0, notes: 0, bugs: 0, found: 0)
        for app in RealAppCorpus.apps {
            guard let measure = measures[app] else { lines.append("| \(app) | no draft | | | | | | | | |"); continue }
            let known = RealAppCorpus.knownBugs.filter { $0.app == app }
            totals.classes += measure.classes
            totals.changing += measure.changing
            totals.screens += measure.screens
            totals.notes += measure.notes
            totals.bugs += known.count
            totals.found += measure.bugsFound.count
            let violations = measure.compileError != nil ? "does not compile"
                : measure.violations.isEmpty ? "none" : measure.violations.map(\.invariant).joined(separator: ", ")
            let bugs = known.isEmpty ? "–" : "\(measure.bugsFound.count) of \(known.count)"
            var after = "–"
            if let fixedMeasure = fixed[app] {
                let remaining = known.filter { bug in fixedMeasure.violations.contains { $0.invariant == bug.invariant && bug.matches($0.message) } }
                after = measure.bugsFound.isEmpty ? "(none found before)" : remaining.isEmpty ? "gone" : "\(remaining.count) remain"
            }
            lines.append("| \(app) | \(measure.classes) | \(measure.changing) | \(measure.screens) | \(measure.notes) | \(measure.launchShowsScreen ? "yes" : "no") | \(measure.states) | \(violations) | \(bugs) | \(after) |")
        }
        lines.append("| **all** | \(totals.classes) | \(totals.changing) | \(totals.screens) | \(totals.notes) | | | | \(totals.found) of \(totals.bugs) | |")
        return lines.joined(separator: "\n") + "\n"
    }
}
