import CoordCheckCore

/// Reads and compiles one scenario file, printing its diagnostics.
enum ScenarioInput {
    static func load(_ path: String) -> Scenario? {
        let file: SourceFile
        do { file = try ScenarioLoader.read(path) } catch {
            Terminal.error(error.rendered)
            return nil
        }
        switch ScenarioCompiler.compile(file) {
        case .success(let scenario):
            return scenario
        case .failure(let failure):
            for diagnostic in failure.diagnostics { Terminal.error(diagnostic.render(in: file)) }
            let count = failure.diagnostics.filter { $0.severity == .error }.count
            Terminal.error("\(count) error\(count == 1 ? "" : "s") in \(path)")
            return nil
        }
    }

    static func render(_ error: ModelError, path: String) -> String {
        "\(path):\(error.location.line):\(error.location.column): error: \(error.message)"
    }
}
