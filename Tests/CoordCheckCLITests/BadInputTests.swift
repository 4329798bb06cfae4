import Foundation
import Testing

/// Malformed and hostile input: every case gives one clear `path:line:col` error (or a
/// file-level one), exits 2, and neither crashes nor hangs.
@Suite(.removesTemporaryFolders) struct BadInputTests {
    struct Entry: Sendable, CustomTestStringConvertible {
        var file: String
        /// `LINE:COL: message`.
        var error: String
        var testDescription: String { file }
    }

    /// Tests/BadInput/catalog.tsv.
    static let catalog: [Entry] = {
        let path = "\(CommandLine.root)/Tests/BadInput/catalog.tsv"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return fields.count == 2 ? Entry(file: fields[0], error: fields[1]) : nil
        }
    }()

    /// Runs `check` and fails the test (instead of waiting) if it takes over a minute.
    func check(_ arguments: [String], in directory: String = CommandLine.root) throws -> CommandLine.Output {
        try CommandLine.run(["check"] + arguments + ["--no-write"], in: directory, timeout: 60)
    }

    @Test func theCatalogHasEveryFileAndAtLeastThirtyCases() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(CommandLine.root)/Tests/BadInput").filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.catalog.map(\.file)))
        #expect(Self.catalog.count >= 30)
    }

    @Test(arguments: catalog)
    func eachGivesOneLocatedErrorAndExits2(_ entry: Entry) throws {
        let path = "Tests/BadInput/\(entry.file)"
        let output = try check([path])
        #expect(output.status == 2)
        let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let colon = try #require(entry.error.firstIndex(of: " "))
        #expect(lines.first == "\(path):\(entry.error[..<colon]) error:\(entry.error[colon...])")
        #expect(lines.filter { $0.hasPrefix("\(path):") }.count == 1, "exactly one error: \(output.stderr)")
        #expect(output.stdout.isEmpty || output.stdout.contains("error"), "no report for a file that does not check")
        #expect(!output.stderr.contains("Fatal error") && !output.stderr.contains("Stack dump"))
    }

    @Test func aTenMegabyteFileStopsAfterAHundredErrors() throws {
        let folder = try CommandLine.temporaryFolder()
        let line = "garbage line here\n"
        try String(repeating: line, count: 10 * 1_048_576 / line.utf8.count).write(toFile: "\(folder)/big.txt", atomically: true, encoding: .utf8)
        let output = try check(["\(folder)/big.txt"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("big.txt:101:1: error: too many errors (100); the rest of the file is not read"))
        #expect(output.stderr.contains("… 71 more …"))
        #expect(output.stderr.split(separator: "\n").count < 200, "a bounded report")
    }

    @Test func anEnormousNameIsOneErrorWithAWindowOfTheLine() throws {
        let folder = try CommandLine.temporaryFolder()
        try ("screen " + String(repeating: "A", count: 1_000_000) + "\n").write(toFile: "\(folder)/name.txt", atomically: true, encoding: .utf8)
        let output = try check(["\(folder)/name.txt"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("name.txt:1:8: error: a name of 1000000 characters is too long; names have at most 200"))
        #expect(output.stderr.split(separator: "\n").allSatisfy { $0.count < 300 }, "the echoed line is cut to a window")
    }

    @Test func fileLevelErrorsNameTheFile() throws {
        let folder = try CommandLine.temporaryFolder()
        try Data([0x73, 0x63, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: "\(folder)/binary.txt"))
        try FileManager.default.createDirectory(atPath: "\(folder)/folder.txt", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(folder)/empty", withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            ("\(folder)/binary.txt", "\(folder)/binary.txt: error: the file is not valid UTF-8 text"),
            ("\(folder)/missing.txt", "\(folder)/missing.txt: error: no such file or directory"),
            ("\(folder)/empty", "\(folder)/empty: error: the directory holds no scenario (.txt) files"),
            ("\(folder)/folder.txt", "\(folder)/folder.txt: error: the directory holds no scenario (.txt) files"),
        ]
        for (argument, message) in cases {
            let output = try check([argument])
            #expect(output.status == 2, "\(argument)")
            #expect(output.stderr.hasPrefix(message), "\(argument): \(output.stderr)")
        }
    }
}
