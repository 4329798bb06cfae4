import Foundation
import Testing

/// What coordcheck writes stays in its output folder, under safe and distinct names, and a
/// folder it cannot write is an error after the verdict.
@Suite(.removesTemporaryFolders) struct SafeOutputTests {
    /// A copy of landing.txt without its `scenario` line, so the file name names it.
    func unnamedScenario(at path: String) throws {
        let landing = try String(contentsOfFile: "\(CommandLine.root)/Scenarios/landing.txt", encoding: .utf8)
        try landing.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("scenario ") }
            .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    func everything(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func hostileFileNamesGetSafeDistinctFoldersInsideTheOutputFolder() throws {
        let folder = try CommandLine.temporaryFolder()
        let names = ["..txt", " .txt", "<script>&'\".txt", ".hidden.txt", "-rf.txt"]
        for name in names { try unnamedScenario(at: "\(folder)/\(name)") }
        let output = try CommandLine.run(["check"] + names.map { "./\($0)" } + ["--output", "out"], in: folder)
        #expect(output.status == 0, "\(output.stderr)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: "\(folder)/out").sorted()
        #expect(folders == ["-rf", "_hidden", "_script____", "scenario", "scenario-2"])
        // Nothing was written beside the output folder, and no temporary file was left.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == Set(names + ["out"]))
        let files = everything(under: "\(folder)/out")
        #expect(files.filter { $0.hasSuffix("/index.html") }.count == 5)
        #expect(files.allSatisfy { $0.split(separator: "/").count <= 2 && !$0.contains("..") })
        #expect(!files.contains { $0.contains("tmp") || $0.hasPrefix(".") })
    }

    @Test func anOutputFolderThatCannotBeWrittenIsExit2AfterTheVerdict() throws {
        let folder = try CommandLine.temporaryFolder()
        try "not a folder".write(toFile: "\(folder)/file", atomically: true, encoding: .utf8)
        let output = try CommandLine.run(["check", "\(CommandLine.root)/Scenarios/landing.txt", "--output", "file/out"], in: folder)
        #expect(output.status == 2)
        #expect(output.stdout.hasPrefix("landing ("), "the verdict is printed first")
        #expect(output.stdout.contains("depth 8: PASSED"))
        #expect(output.stderr.contains("landing.txt: error: file/out/landing/map.svg: cannot write: 'file' is a file, not a folder"), "\(output.stderr)")
    }
}
