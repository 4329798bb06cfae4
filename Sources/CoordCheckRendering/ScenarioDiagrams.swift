import CoordCheckCore

/// Every diagram of a checked scenario, named as they are written into its output folder:
/// `map.svg`, `launch.svg`, and for each violated invariant `<invariant>.svg` (the film
/// strip) and `<invariant>.states.svg` (the state graph around its trace); last `index.html`,
/// the report page (``HTMLReport``). `svg` holds each file's text, the page's HTML included.
/// A draft's `sourceMap` makes the page speak in the Swift code's places.
public enum ScenarioDiagrams {
    public static func render(_ result: CheckResult, sourceMap: SourceMap? = nil) throws(RenderError) -> [(name: String, svg: String)] {
        let scenario = result.scenario
        let map = try CoordinatorMap(scenario: scenario).svg()
        var files: [(String, String)] = [("map.svg", map)]
        let launch: Snapshot
        do { launch = try Replayer(scenario: scenario).launch() } catch { throw RenderError(error.message) }
        files.append(("launch.svg", try SnapshotDiagram(scenario: scenario).svg(for: launch, caption: "\(scenario.name): launch")))
        for verdict in result.verdicts {
            guard let violation = verdict.reported else { continue }
            files.append(("\(verdict.name).svg", try FilmStrip(scenario: scenario).svg(invariant: verdict.name, violation: violation)))
            files.append(("\(verdict.name).states.svg",
                          try StateGraphDiagram(scenario: scenario).svg(trace: violation.trace.events, depth: result.depth)))
        }
        files.append(("index.html", try HTMLReport(result: result, sourceMap: sourceMap).html(map: map)))
        return files
    }
}
