import ArgumentParser
import CoordCheckConfig
import CoordCheckCore
import Foundation

/// `coordcheck init`: writes a commented `.coordcheck.yml` for the repository it runs in.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .coordcheck.yml: the scenario folders and Swift coordinators found here, every other option explained.",
        discussion: "Then 'coordcheck' with no arguments runs it."
    )

    @Flag(help: "Replace an existing .coordcheck.yml.")
    var force = false

    func run() throws {
        let path = Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            Terminal.error("\(path): error: already exists; 'coordcheck init --force' replaces it")
            throw ExitCode(Outcome.badInput.rawValue)
        }
        let found = ConfigurationTemplate.detect(in: ".")
        let text = ConfigurationTemplate.render(scenarios: found.scenarios, swift: found.swift)
        do { try OutputFolder.writeFile(text, to: path) } catch {
            Terminal.error(error.rendered)
            throw ExitCode(Outcome.badInput.rawValue)
        }
        var said = ["wrote \(path)"]
        if !found.scenarios.isEmpty { said.append("scenarios: \(found.scenarios.joined(separator: ", "))") }
        if !found.swift.isEmpty { said.append("Swift coordinators in: \(found.swift.joined(separator: ", "))") }
        Terminal.output(said.joined(separator: "; ") + "\nRun 'coordcheck' to check what it says.\n")
    }
}
