import Foundation
import Testing

/// What `make install` and `make dist` lay out (scripts/package.sh): the binary, the man
/// page, completions for bash, zsh and fish that the binary generates, and the documents.
/// The optimized, statically linked build itself is measured outside the suite (it takes
/// minutes): see docs/install.md.
@Suite(.removesTemporaryFolders) struct InstallTests {
    @Test func packageLaysOutTheBinaryManPageCompletionsAndDocuments() throws {
        let folder = try CommandLine.temporaryFolder()
        // The man page swift-argument-parser's plugin generates (`make manual`) stands here.
        try FileManager.default.createDirectory(atPath: "\(folder)/manual", withIntermediateDirectories: true)
        try ".Dd November 25, 2026\n.Dt COORDCHECK 1\n".write(toFile: "\(folder)/manual/coordcheck.1", atomically: true, encoding: .utf8)
        let script = "\(CommandLine.root)/scripts/package.sh"
        let output = try CommandLine.run(["--binary", CommandLine.binary, "--manual", "\(folder)/manual", "--prefix", "\(folder)/prefix", "--documents"],
                                         executable: script)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("installed coordcheck \(try CommandLine.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))"))
        let completions = ["share/bash-completion/completions/coordcheck": "_coordcheck", "share/zsh/site-functions/_coordcheck": "#compdef coordcheck",
                           "share/fish/vendor_completions.d/coordcheck.fish": "complete -c 'coordcheck'"]
        for (path, marker) in completions {
            let text = try String(contentsOfFile: "\(folder)/prefix/\(path)", encoding: .utf8)
            #expect(text.contains(marker), "\(path)")
            for subcommand in ["check", "merge", "replay", "render", "extract", "init"] { #expect(text.contains(subcommand), "\(path): \(subcommand)") }
        }
        for file in ["bin/coordcheck", "share/man/man1/coordcheck.1", "LICENSE", "README.md", "CHANGELOG.md"] {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/prefix/\(file)"), "\(file)")
        }
        #expect(FileManager.default.isExecutableFile(atPath: "\(folder)/prefix/bin/coordcheck"))
        // Without a man page it says what to run.
        let missing = try CommandLine.run(["--binary", CommandLine.binary, "--manual", "\(folder)/none", "--prefix", "\(folder)/p2"], executable: script)
        #expect(missing.status == 2 && missing.stderr.contains("(make manual)"))
    }

    /// The man page is generated from this: every subcommand and option, with its help.
    @Test func theHelpTheManPageIsMadeFromDescribesEverySubcommand() throws {
        let output = try CommandLine.run(["--experimental-dump-help"])
        #expect(output.status == 0)
        let info = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let command = try #require(info["command"] as? [String: Any])
        let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(Set(["check", "merge", "replay", "render", "extract", "init", "generate"]).isSubset(of: Set(names)), "\(names)")
    }

    /// Without Graphviz, a check still gives its verdict and says what to install.
    @Test func aMissingGraphvizIsAClearErrorAfterTheVerdict() throws {
        let folder = try CommandLine.temporaryFolder()
        let output = try CommandLine.run(["\(CommandLine.root)/Scenarios/landing.txt", "--output", "\(folder)/out"], in: folder,
                                         environment: ProcessInfo.processInfo.environment.merging(["COORDCHECK_GRAPHVIZ_LIBRARY": "\(folder)/no-libgvc.so"]) { $1 })
        #expect(output.status == 2)
        #expect(output.stdout.contains("depth 8: PASSED"))
        #expect(output.stderr.contains("cannot be loaded: install Graphviz (Debian and Ubuntu: apt-get install libgvc6; macOS: brew install graphviz)"))
        // Every report says so (the text summary for several scenarios, the xcode lines, SARIF),
        // and the counterexamples are still written.
        let environment = ProcessInfo.processInfo.environment.merging(["COORDCHECK_GRAPHVIZ_LIBRARY": "\(folder)/no-libgvc.so"]) { $1 }
        let bug = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/bugs/landing-double-finish.txt", encoding: .utf8)
        try bug.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("expect ") }.joined(separator: "\n")
            .write(toFile: "\(folder)/bug.txt", atomically: true, encoding: .utf8)
        let xcode = try CommandLine.run(["bug.txt", "--output", "out", "--reporter", "xcode"], in: folder, environment: environment)
        #expect(xcode.status == 2)
        #expect(xcode.stdout.contains("bug.txt: error: [output-error] cannot draw the diagrams"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/landing-double-finish/remove-missing.txt"))
        let sarif = try CommandLine.run(["bug.txt", "--output", "out", "--reporter", "sarif"], in: folder, environment: environment)
        #expect(sarif.stdout.contains("\"executionSuccessful\" : false") && sarif.stdout.contains("\"ruleId\" : \"output-error\""))
        let summary = try CommandLine.run(["bug.txt", "\(CommandLine.root)/Scenarios/landing.txt", "--output", "out"], in: folder, environment: environment)
        #expect(summary.stdout.hasSuffix("0 of 2 scenarios passed\n"), "\(summary.stdout)")
        let unrendered = try CommandLine.run(["\(CommandLine.root)/Scenarios/landing.txt", "--output", "\(folder)/out", "--no-render"], in: folder,
                                             environment: ["COORDCHECK_GRAPHVIZ_LIBRARY": "\(folder)/no-libgvc.so"])
        #expect(unrendered.status == 0, "\(unrendered.stderr)")
    }
}
