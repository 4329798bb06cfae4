import Foundation

/// The commented `.coordcheck.yml` that `coordcheck init` writes: what it found in the
/// repository filled in, every other key shown commented out with what it does.
public enum ConfigurationTemplate {
    /// Scenario folders (`Scenarios/`, `scenarios/`) and the folders holding Swift
    /// coordinators (files named `…Coordinator….swift`), relative to `root`, sorted.
    public static func detect(in root: String) -> (scenarios: [String], swift: [String]) {
        let manager = FileManager.default
        let scenarios = ["Scenarios", "scenarios"].filter { name in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: (root as NSString).appendingPathComponent(name), isDirectory: &isDirectory) && isDirectory.boolValue
        }
        var folders: Set<String> = []
        let skipped: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "Tests", "Output"]
        if let walker = manager.enumerator(atPath: root) {
            while let path = walker.nextObject() as? String {
                let name = (path as NSString).lastPathComponent
                if skipped.contains(name) || name.hasPrefix(".") || name.hasSuffix("Tests") {
                    walker.skipDescendants()
                    continue
                }
                guard name.hasSuffix(".swift"), name.contains("Coordinator") else { continue }
                // The top folder under the root: a project's sources, not each feature's.
                let top = path.split(separator: "/").dropLast().first.map(String.init) ?? "."
                folders.insert(top)
            }
        }
        // On a file system that ignores case (macOS's), both names find one folder: keep one.
        return (Array(scenarios.prefix(1)), folders.sorted())
    }

    public static func render(scenarios: [String], swift: [String]) -> String {
        var lines = [
            "# coordcheck's configuration: `coordcheck` with no arguments, in this folder, runs what",
            "# this file says. Every key is a `coordcheck check` option by its command-line name;",
            "# options given on the command line win (a flag set here stays on). Paths are relative",
            "# to this file's folder.",
            "",
            "# Scenario files, or folders whose scenario files are all checked.",
        ]
        if scenarios.isEmpty {
            lines += ["# scenarios:", "#   - Scenarios"]
        } else {
            lines += ["scenarios:"] + scenarios.map { "  - \($0)" }
        }
        lines += ["", "# Swift code to draft a scenario from (`coordcheck extract`), checked with the scenarios;"]
        lines += ["# each violation is reported at the Swift line that caused it."]
        if swift.isEmpty {
            lines += ["# extract:", "#   - sources: [App]          # Swift files or folders", "#     name: app               # the scenario's name",
                      "#     draft: Output/app.txt   # where the draft goes (default: <output>/<name>/scenario.txt)"]
        } else {
            lines += ["extract:", "  - sources: [\(swift.joined(separator: ", "))]", "    name: app",
                      "    # draft: Output/app.txt   # where the draft goes (default: <output>/<name>/scenario.txt)"]
        }
        lines += [
            "",
            "# depth: 8                 # events after launch (1-64); overrides each scenario's own",
            "# output: Output           # diagrams, counterexamples and index.html, a folder per scenario",
            "# reporter: text           # text, xcode, json, junit, github or sarif",
            "# junit: build/coordcheck-junit.xml",
            "# sarif: build/coordcheck.sarif",
            "# annotations: github      # also print GitHub annotations beside the reporter",
            "# strict: false            # warnings (events never enabled, handlers never run) fail",
            "# jobs: 4                  # at most this many threads search (default: the cores)",
            "# max-states: 10000000",
            "# max-memory: 4G",
            "# stop-at-first: false",
            "# simulate: 1000           # random walks instead of the bounded search (depth: their length)",
            "# seed: 1                  # the walks' seed",
            "# no-render: false         # no diagrams",
            "# quiet: false             # reports only for scenarios that did not pass",
            "# timings: false",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
