import Foundation
@testable import CoordCheckCore

/// Helpers shared by the core tests: the repository's scenarios and inline ones.
enum Fixtures {
    /// The repository root (three levels above this file).
    static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Reads and compiles a scenario of the repository (path relative to its root).
    static func scenario(_ relativePath: String) throws -> Scenario {
        let file = try ScenarioLoader.read((root as NSString).appendingPathComponent(relativePath))
        return try compile(file.text, path: relativePath)
    }

    /// Compiles scenario text; throws the diagnostics, rendered, when it does not compile.
    static func compile(_ text: String, path: String = "test.txt") throws -> Scenario {
        let file = SourceFile(path: path, text: text)
        switch ScenarioCompiler.compile(file) {
        case .success(let scenario):
            // Every scenario a test compiles reads back the same after printing.
            let document = try ScenarioDocument(parsing: file)
            guard try ScenarioDocument(parsing: SourceFile(path: path, text: document.text)) == document else {
                throw CompileFailure(text: "\(path) reads back differently after printing:\n\(document.text)")
            }
            return scenario
        case .failure(let failure):
            throw CompileFailure(text: failure.diagnostics.map { $0.render(in: file) }.joined(separator: "\n"))
        }
    }

    /// The diagnostics of text that must not compile.
    static func diagnostics(_ text: String) -> [Diagnostic] {
        switch ScenarioCompiler.compile(SourceFile(path: "bad.txt", text: text)) {
        case .success: return []
        case .failure(let failure): return failure.diagnostics
        }
    }

    /// Every `.txt` file directly in a folder of the repository, sorted.
    static func scenarioFiles(in folder: String) -> [String] {
        let directory = (root as NSString).appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { "\(folder)/\($0)" }
    }

    struct CompileFailure: Error, CustomStringConvertible {
        var text: String
        var description: String { text }
    }
}
