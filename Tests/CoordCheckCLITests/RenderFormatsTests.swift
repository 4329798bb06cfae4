import Foundation
import Testing

/// `coordcheck render` in every format: SVG, PNG and PDF through Graphviz's own renderers
/// (checked by their signatures), `-o -` for stdout, and Mermaid for the map and a trace.
@Suite(.removesTemporaryFolders) struct RenderFormatsTests {
    let trace = "SplashScreen.launchFinished → TodayScreen.myPageTapped"

    func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func pngAndPDFComeFromGraphvizByTheOutputsExtension() throws {
        let folder = try CommandLine.temporaryFolder()
        for (arguments, name) in [(["--map"], "map"), (["--events", trace], "snapshot"), (["--states", "--events", trace], "states")] {
            for format in ["png", "pdf", "svg"] {
                let path = "\(folder)/\(name).\(format)"
                let output = try CommandLine.run(["render", "Scenarios/lionheart.txt"] + arguments + ["-o", path])
                #expect(output.status == 0, "\(name).\(format): \(output.stderr)")
                let data = try bytes(path)
                switch format {
                case "png": #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name): PNG signature")
                case "pdf": #expect(data.starts(with: Array("%PDF-".utf8)), "\(name): PDF signature")
                default: #expect(String(decoding: data, as: UTF8.self).contains("<svg"), "\(name): SVG")
                }
            }
        }
        // --format wins over the extension.
        #expect(try CommandLine.run(["render", "Scenarios/lionheart.txt", "--map", "-o", "\(folder)/x.img", "--format", "png"]).status == 0)
        #expect(try bytes("\(folder)/x.img").starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aDashWritesToStdout() throws {
        let svg = try CommandLine.run(["render", "Scenarios/lionheart.txt", "--map", "-o", "-"])
        #expect(svg.status == 0 && svg.stdout.contains("<svg") && svg.stdout.contains("coordinator map"))
        #expect(!svg.stdout.contains("wrote "))
        #expect(!FileManager.default.fileExists(atPath: "\(CommandLine.root)/-"))
    }

    @Test func mermaidDrawsTheMapAndATrace() throws {
        let map = try CommandLine.run(["render", "Scenarios/lionheart.txt", "--map", "-o", "-", "--format", "mermaid"])
        #expect(map.status == 0)
        let lines = map.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("flowchart TB"))
        #expect(lines.filter { $0.contains(" -->|") || $0.contains(" -.->|") }.count == 14, "one arrow per map arrow")
        #expect(lines.contains { $0.hasPrefix("  t3 -->|\"") && $0.contains("TodayScreen.myPageTapped · push") })
        let trace = try CommandLine.run(["render", "Scenarios/lionheart.txt", "--events", self.trace, "-o", "-", "--format", "mermaid"])
        #expect(trace.stdout.contains("  s0 -->|\"SplashScreen.launchFinished\"| s1\n"))
        #expect(trace.stdout.contains("  s1 -->|\"TodayScreen.myPageTapped\"| s2\n"))
        let last = try #require(trace.stdout.split(separator: "\n").first { $0.hasPrefix("  s2[") })
        #expect(last.contains("<br/>MyPage#8<br/>") && last.contains("visible: MyPageScreen"))
        let folder = try CommandLine.temporaryFolder()
        #expect(try CommandLine.run(["render", "Scenarios/lionheart.txt", "--map", "-o", "\(folder)/map.mmd"]).status == 0)
        #expect(try String(contentsOfFile: "\(folder)/map.mmd", encoding: .utf8) == map.stdout)
        let states = try CommandLine.run(["render", "Scenarios/lionheart.txt", "--states", "-o", "-", "--format", "mermaid"])
        #expect(states.status == 2 && states.stderr.contains("no Mermaid form"))
    }
}
