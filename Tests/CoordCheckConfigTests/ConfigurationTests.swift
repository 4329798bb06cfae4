import Foundation
import Testing
@testable import CoordCheckConfig

/// `.coordcheck.yml`: every key read, paths made relative to the file's folder, and every
/// mistake an error at its line and column.
@Suite struct ConfigurationTests {
    static let vocabulary = Configuration.Vocabulary(reporters: ["text", "xcode", "json"], annotations: ["github"],
                                                     isMemorySize: { $0.hasSuffix("G") || $0.hasSuffix("M") })

    func parse(_ text: String, path: String = ".coordcheck.yml") throws(ConfigurationError) -> Configuration {
        try Configuration.parse(text, path: path, accepting: Self.vocabulary)
    }

    func error(_ text: String) -> ConfigurationError? {
        do { _ = try parse(text) } catch { return error }
        return nil
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try parse("""
            scenarios: [Scenarios, More/app.txt]
            depth: 9
            output: build/out
            reporter: xcode
            junit: build/j.xml
            sarif: build/r.sarif
            annotations: github
            strict: true
            jobs: 2
            max-states: 1000
            max-memory: 2G
            stop-at-first: true
            simulate: 10
            seed: 7
            no-render: true
            quiet: true
            timings: true
            extract:
              - sources: [App/Coordinators, App/Scenes]
                name: app
                draft: build/app.txt
              - sources: Other
            """)
        var expected = Configuration()
        expected.scenarios = ["Scenarios", "More/app.txt"]
        expected.depth = 9
        expected.output = "build/out"
        expected.reporter = "xcode"
        expected.junit = "build/j.xml"
        expected.sarif = "build/r.sarif"
        expected.annotations = "github"
        expected.strict = true
        expected.jobs = 2
        expected.maxStates = 1000
        expected.maxMemory = "2G"
        expected.stopAtFirst = true
        expected.simulate = 10
        expected.seed = 7
        expected.noRender = true
        expected.quiet = true
        expected.timings = true
        expected.extract = [ExtractionSource(sources: ["App/Coordinators", "App/Scenes"], name: "app", draft: "build/app.txt"),
                            ExtractionSource(sources: ["Other"])]
        #expect(configuration == expected)
        #expect(Set(Configuration.keys) == Set(["scenarios", "extract", "depth", "output", "reporter", "junit", "sarif", "annotations", "strict",
                                                "jobs", "max-states", "max-memory", "stop-at-first", "simulate", "seed", "no-render", "quiet", "timings"]))
    }

    @Test func aSimulationsDepthIsTheWalksLength() throws {
        #expect(try parse("depth: 200\nsimulate: 3\n").depth == 200)
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        #expect(try parse("") == Configuration())
        #expect(try parse("# only comments\n") == Configuration())
    }

    @Test func pathsAreRelativeToTheFilesFolder() throws {
        let configuration = try parse("scenarios: Scenarios\noutput: out\nextract:\n  - sources: [App]\n    draft: d.txt\n", path: "ios/.coordcheck.yml")
        #expect(configuration.scenarios == ["ios/Scenarios"])
        #expect(configuration.output == "ios/out")
        #expect(configuration.extract == [ExtractionSource(sources: ["ios/App"], draft: "ios/d.txt")])
        #expect(try parse("scenarios: /abs/Scenarios", path: "ios/.coordcheck.yml").scenarios == ["/abs/Scenarios"])
    }

    @Test func mistakesAreErrorsAtTheirLineAndColumn() {
        #expect(error("depth: 8\ndept: 9\n")?.rendered == ".coordcheck.yml:2:1: error: unknown key 'dept'; did you mean 'depth'?")
        #expect(error("depth: deep\n")?.rendered == ".coordcheck.yml:1:8: error: expected a whole number")
        #expect(error("depth: 99\n")?.rendered == ".coordcheck.yml:1:8: error: depth must be between 1 and 64")
        #expect(error("reporter: xml\n")?.rendered == ".coordcheck.yml:1:11: error: unknown reporter 'xml'; one of text, xcode, json")
        #expect(error("strict: maybe\n")?.rendered == ".coordcheck.yml:1:9: error: expected true or false")
        #expect(error("max-memory: lots\n")?.rendered == ".coordcheck.yml:1:13: error: max-memory is a size such as 512M or 4G, not 'lots'")
        #expect(error("extract:\n  - sources: [App]\n    nme: app\n")?.rendered
                == ".coordcheck.yml:3:5: error: unknown key 'nme' in an extract entry; did you mean 'name'?")
        #expect(error("extract:\n  - name: app\n")?.rendered == ".coordcheck.yml:2:5: error: an extract entry needs 'sources': the Swift files or folders to read")
        #expect(error("- Scenarios\n")?.rendered == ".coordcheck.yml:1:1: error: a configuration is a mapping of keys (scenarios, depth, …)")
        #expect(error("output: [a, b]\n")?.rendered == ".coordcheck.yml:1:9: error: expected a word or a path, not a list or a mapping")
        let syntax = error("depth: 8\n  reporter: [\n")
        #expect(syntax?.line != nil && syntax?.message.hasPrefix("not YAML: ") == true, "\(String(describing: syntax))")
        #expect(error("depth: 8\ndepth: 9\n")?.message.contains("given twice") == true)
        #expect(error("seed: -5\n")?.rendered == ".coordcheck.yml:1:7: error: seed must be 0 or more")
        #expect(error("output:\n")?.rendered == ".coordcheck.yml:1:8: error: expected a value, not nothing")
        #expect(error("simulate: 3\ndepth: 200000\n")?.message == "depth must be between 1 and 100000 (the walks' length)")
    }

    @Test func theTemplateIsAValidConfigurationAndSaysWhatItFound() throws {
        let found = try parse(ConfigurationTemplate.render(scenarios: ["Scenarios"], swift: ["App"]))
        #expect(found.scenarios == ["Scenarios"])
        #expect(found.extract == [ExtractionSource(sources: ["App"], name: "app")])
        let empty = try parse(ConfigurationTemplate.render(scenarios: [], swift: []))
        #expect(empty == Configuration())
        // Every key is in the template, so that it documents them all.
        let template = ConfigurationTemplate.render(scenarios: [], swift: [])
        for key in Configuration.keys { #expect(template.contains("# \(key):") || template.contains("\(key):"), "\(key)") }
    }

    @Test func detectionFindsScenarioFoldersAndSwiftCoordinators() throws {
        let root = NSTemporaryDirectory() + "coordcheck-init-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["Scenarios", "App/Flows/Home", "AppTests", ".build/x", "Pods/Lib"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        for file in ["App/Flows/Home/HomeCoordinator.swift", "AppTests/HomeCoordinatorTests.swift", ".build/x/XCoordinator.swift",
                     "Pods/Lib/LibCoordinator.swift", "App/AppDelegate.swift"] {
            try "".write(toFile: "\(root)/\(file)", atomically: true, encoding: .utf8)
        }
        let found = ConfigurationTemplate.detect(in: root)
        #expect(found.scenarios == ["Scenarios"])
        #expect(found.swift == ["App"])
    }
}
