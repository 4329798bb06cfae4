import Foundation
import Testing

/// `coordcheck` with no arguments: `.coordcheck.yml` when there is one, else `Scenarios/`;
/// `coordcheck init` writes a configuration that runs.
@Suite(.removesTemporaryFolders) struct ConfigurationCommandTests {
    /// A folder holding `Scenarios/landing.txt` and the MVVM-C fixture app under `App/`.
    func repository() throws -> String {
        let folder = try CommandLine.temporaryFolder()
        try FileManager.default.createDirectory(atPath: "\(folder)/Scenarios", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(CommandLine.root)/Scenarios/landing.txt", toPath: "\(folder)/Scenarios/landing.txt")
        try FileManager.default.createDirectory(atPath: "\(folder)/App", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app", toPath: "\(folder)/App/mvvmc-app")
        return folder
    }

    @Test func withoutArgumentsItChecksScenariosOrSaysWhatToDo() throws {
        let empty = try CommandLine.temporaryFolder()
        let nothing = try CommandLine.run([], in: empty)
        #expect(nothing.status == 2)
        #expect(nothing.stderr == "error: no scenario given: name scenario files or folders, add a Scenarios/ folder, or write a .coordcheck.yml ('coordcheck init')\n")
        let folder = try repository()
        let plain = try CommandLine.run(["--no-write"], in: folder)
        #expect(plain.status == 0 && plain.stdout.hasPrefix("landing (Scenarios/landing.txt), depth 8: PASSED"), "\(plain.stderr)")
    }

    @Test func initWritesAConfigurationThatRunsTheScenariosAndTheExtraction() throws {
        let folder = try repository()
        let written = try CommandLine.run(["init"], in: folder)
        #expect(written.status == 0)
        #expect(written.stdout.hasPrefix("wrote .coordcheck.yml; scenarios: Scenarios; Swift coordinators in: App\n"))
        let again = try CommandLine.run(["init"], in: folder)
        #expect(again.status == 2 && again.stderr.contains(".coordcheck.yml: error: already exists; 'coordcheck init --force' replaces it"))
        #expect(try CommandLine.run(["init", "--force"], in: folder).status == 0)
        // The draft of App/ is checked with the scenario, its violations at the Swift code.
        let run = try CommandLine.run(["--reporter", "xcode"], in: folder)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("App/mvvmc-app/Scenes/Landing/LandingCoordinator.swift:32:9: error: [parent-link] "))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/Output/app/scenario.txt"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/Output/landing/map.svg"))
    }

    @Test func theCommandLineWinsOverTheConfiguration() throws {
        let folder = try repository()
        try "scenarios: [Scenarios]\nreporter: json\ndepth: 3\nno-render: true\noutput: out\n"
            .write(toFile: "\(folder)/.coordcheck.yml", atomically: true, encoding: .utf8)
        let configured = try CommandLine.run([], in: folder)
        #expect(configured.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(configured.stdout.utf8)) as? [String: Any])
        let entry = try #require((document["scenarios"] as? [[String: Any]])?.first)
        #expect(entry["depth"] as? Int == 3)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/out/landing/map.svg"), "no-render")
        let overridden = try CommandLine.run(["--reporter", "xcode", "--depth", "4"], in: folder)
        #expect(overridden.status == 0 && overridden.stdout.isEmpty)
        // Files on the command line stand for the configuration's scenarios.
        let named = try CommandLine.run(["Scenarios/landing.txt", "--config", ".coordcheck.yml", "--reporter", "text"], in: folder)
        #expect(named.stdout.hasPrefix("landing (Scenarios/landing.txt), depth 3: PASSED"))
    }

    @Test func aMistakeInTheConfigurationIsExit2AtItsPlace() throws {
        let folder = try repository()
        try "scenarios: [Scenarios]\ndept: 3\n".write(toFile: "\(folder)/.coordcheck.yml", atomically: true, encoding: .utf8)
        let output = try CommandLine.run([], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr == ".coordcheck.yml:2:1: error: unknown key 'dept'; did you mean 'depth'?\n")
        // Without scenarios in it, a configuration elsewhere checks the Scenarios/ beside it.
        try "depth: 3\n".write(toFile: "\(folder)/other.yml", atomically: true, encoding: .utf8)
        let elsewhere = try CommandLine.temporaryFolder()
        let beside = try CommandLine.run(["--config", "\(folder)/other.yml", "--no-write"], in: elsewhere)
        #expect(beside.status == 0 && beside.stdout.contains("landing (\(folder)/Scenarios/landing.txt), depth 3: PASSED"), "\(beside.stderr)")
        // Under --no-write an extract entry without a 'draft' file is checked in memory.
        try "extract:\n  - sources: [App]\n".write(toFile: "\(folder)/extract.yml", atomically: true, encoding: .utf8)
        let nowhere = try CommandLine.run(["--config", "extract.yml", "--no-write"], in: folder)
        #expect(nowhere.status == 1, "the fixture app's planted bugs: \(nowhere.stderr)")
        #expect(nowhere.stdout.contains("App/mvvmc-app/Scenes/Landing/LandingCoordinator.swift:32:9: error: [parent-link] "))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/Output"))
        // An extract entry's depth is the draft's; a depth out of range is located.
        try "extract:\n  - sources: [App]\n    draft: deep.txt\n    depth: 12\n".write(toFile: "\(folder)/deep.yml", atomically: true, encoding: .utf8)
        let deep = try CommandLine.run(["--config", "deep.yml", "--no-write"], in: folder)
        #expect(try String(contentsOfFile: "\(folder)/deep.txt", encoding: .utf8).contains("\ndepth 12\n"), "\(deep.stderr)")
        #expect(deep.stdout.contains("within depth 12"), "\(deep.stdout)")
        try "extract:\n  - sources: [App]\n    depth: 0\n".write(toFile: "\(folder)/shallow.yml", atomically: true, encoding: .utf8)
        let shallow = try CommandLine.run(["--config", "shallow.yml", "--no-write"], in: folder)
        #expect(shallow.status == 2 && shallow.stderr.hasPrefix("shallow.yml:3:12: error: depth must be between 1 and"), "\(shallow.stderr)")
        let missing = try CommandLine.run(["--config", "nowhere.yml"], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("nowhere.yml: error: no such file"))
    }

    /// docs/install.md's Xcode Run Script and VS Code task, run as written on the
    /// configuration `coordcheck init` writes: the findings come as lines the problem matcher
    /// reads, at the app's Swift lines, and nothing is written.
    @Test func theEditorRecipesOfTheInstallGuideRunOnWhatInitWrites() throws {
        let folder = try repository()
        #expect(try CommandLine.run(["init"], in: folder).status == 0)
        let guide = try String(contentsOfFile: "\(CommandLine.root)/docs/install.md", encoding: .utf8)
        let runScript = try #require(guide.split(separator: "\n").first { $0.contains("cd \"$SRCROOT\" && coordcheck ") })
        let task = try #require(guide.firstMatch(of: #/"command": "coordcheck ([^"]*)"/#))
        let pattern = try #require(guide.firstMatch(of: #/"regexp": "([^"]*)"/#))
        let matcher = try Regex(String(pattern.1).replacingOccurrences(of: "\\\\", with: "\\"))
        let scripted = String(runScript.split(separator: "&& coordcheck ", maxSplits: 1)[1])
        for arguments in [scripted, String(task.1)].map({ $0.split(separator: " ").map(String.init) }) {
            let run = try CommandLine.run(arguments, in: folder)
            #expect(run.status == 1, "coordcheck \(arguments.joined(separator: " ")): \(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            #expect(!lines.isEmpty)
            #expect(lines.allSatisfy { $0.wholeMatch(of: matcher) != nil }, "\(run.stdout)")
            #expect(run.stdout.contains("App/mvvmc-app/Scenes/Landing/LandingCoordinator.swift:32:9: error: [parent-link] "))
            #expect(!run.stderr.contains("Usage:"))
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/Output"))
        }
    }
}
