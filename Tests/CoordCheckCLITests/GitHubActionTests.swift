import Foundation
import Testing
import Yams

/// The composite GitHub Action (action.yml): well formed, every input and step output it
/// uses declared, and its check and verdict steps run as GitHub runs them (bash, with
/// GITHUB_OUTPUT) against the built binary.
@Suite(.removesTemporaryFolders) struct GitHubActionTests {
    func action() throws -> [String: Any] {
        let text = try String(contentsOfFile: "\(CommandLine.root)/action.yml", encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    func steps() throws -> [[String: Any]] {
        try #require((try action()["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
    }

    func step(_ name: String) throws -> [String: Any] {
        try #require(try steps().first { $0["name"] as? String == name })
    }

    @Test func everyInputAndStepOutputItUsesIsDeclared() throws {
        let action = try action()
        #expect((action["runs"] as? [String: Any])?["using"] as? String == "composite")
        let inputs = Set((action["inputs"] as? [String: Any] ?? [:]).keys)
        let ids = Set(try steps().compactMap { $0["id"] as? String })
        let text = try String(contentsOfFile: "\(CommandLine.root)/action.yml", encoding: .utf8)
        for match in text.matches(of: #/inputs\.([a-z-]+)/#) { #expect(inputs.contains(String(match.1)), "input \(match.1)") }
        for match in text.matches(of: #/steps\.([a-z-]+)\.outputs/#) { #expect(ids.contains(String(match.1)), "step \(match.1)") }
        for step in try steps() where step["run"] != nil {
            #expect(step["shell"] as? String == "bash", "\(step["name"] ?? "a step") names its shell, as composite actions must")
        }
        #expect(try steps().contains { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(try steps().contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect(try steps().contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
    }

    /// Runs a step's script in bash with its `env` (expressions replaced by `values`).
    func run(_ name: String, in folder: String, values: [String: String]) throws -> (status: Int32, outputs: String) {
        let step = try step(name)
        let script = try #require(step["run"] as? String)
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in step["env"] as? [String: String] ?? [:] {
            environment[key] = values[value] ?? value
        }
        let outputs = "\(folder)/github-output-\(UUID().uuidString)"
        try "".write(toFile: outputs, atomically: true, encoding: .utf8)
        environment["GITHUB_OUTPUT"] = outputs
        let result = try CommandLine.run(["-e", "-c", script], in: folder, environment: environment, executable: "/bin/bash")
        return (result.status, try String(contentsOfFile: outputs, encoding: .utf8))
    }

    @Test func theCheckStepRecordsTheVerdictAndTheLastStepFailsOnIt() throws {
        let folder = try CommandLine.temporaryFolder()
        let bug = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/landing-double-finish.txt", encoding: .utf8)
        try bug.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
            .write(toFile: "\(folder)/failing.txt", atomically: true, encoding: .utf8)
        var values = ["${{ github.action_path }}/.build/release/coordcheck": CommandLine.binary,
                      "${{ inputs.scenarios }}": "failing.txt", "${{ inputs.arguments }}": "--depth 4 --no-render",
                      "${{ inputs.output }}": "out", "${{ inputs.junit }}": "reports/junit.xml", "${{ inputs.sarif }}": "reports/r.sarif"]
        let failed = try run("Check the scenarios", in: folder, values: values)
        #expect(failed.status == 0, "the step itself passes, so that the reports are uploaded")
        #expect(failed.outputs == "exit-code=1\n")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/reports/junit.xml"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/reports/r.sarif"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/landing-double-finish/remove-missing.txt"))
        #expect(try run("Fail when the check did", in: folder, values: ["${{ steps.check.outputs.exit-code }}": "1"]).status == 1)
        values["${{ inputs.scenarios }}"] = "\(CommandLine.root)/Scenarios/landing.txt"
        let passed = try run("Check the scenarios", in: folder, values: values)
        #expect(passed.outputs == "exit-code=0\n")
        #expect(try run("Fail when the check did", in: folder, values: ["${{ steps.check.outputs.exit-code }}": "0"]).status == 0)
    }
}
