import Foundation
import Testing

/// The commands of README.md and docs/*.md run as shown. Every line of a fenced ```sh block
/// that starts with `coordcheck ` is run with the built binary, in a temporary folder where
/// `Scenarios/` and `Tests/` are the repository's (so nothing is written into the
/// repository), the lines of one block in order in one folder. A command must exit 0, or
/// with the code its trailing comment states: `# draft, then check: exits 1`. Commands are
/// plain words (blanks, '…', "…" and backslashes quote as in sh); a line with a pipe, a
/// redirection, a variable or a glob is reported, since it would not run here as shown.
/// Other lines of a block (`make …`, `swift …`, shell scripts) are not run: docs/ci.md's
/// scripts have their own tests in CITests.
@Suite(.removesTemporaryFolders) struct DocsCommandsTests {
    /// A fenced ```sh block of a document and its `coordcheck` lines.
    struct Block: CustomTestStringConvertible, Sendable {
        var file: String
        /// The 1-based line of each command, and the command as written.
        var commands: [(line: Int, text: String)]
        var testDescription: String { "\(file):\(commands.first?.line ?? 0)" }
    }

    /// README.md, then docs/*.md by name.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: "\(CommandLine.root)/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static let blocks: [Block] = documents.flatMap { file in
        (try? String(contentsOfFile: "\(CommandLine.root)/\(file)", encoding: .utf8)).map { blocks(in: $0, file: file) } ?? []
    }

    /// The fenced sh blocks of `text` that hold at least one `coordcheck` line.
    static func blocks(in text: String, file: String) -> [Block] {
        var blocks: [Block] = []
        var inFence = false
        var current: Block?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " }
            if line.hasPrefix("```") {
                if inFence, let block = current, !block.commands.isEmpty { blocks.append(block) }
                let language = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                current = !inFence && ["sh", "shell", "bash"].contains(language) ? Block(file: file, commands: []) : nil
                inFence.toggle()
                continue
            }
            if current != nil, line.hasPrefix("coordcheck ") {
                current?.commands.append((index + 1, String(line)))
            }
        }
        return blocks
    }

    enum SplitError: Error, CustomStringConvertible {
        case unclosedQuote, notPlain(Character)
        var description: String {
            switch self {
            case .unclosedQuote: "an unclosed quote"
            case .notPlain(let character): "'\(character)' outside quotes: not a plain command, so it is not run as shown"
            }
        }
    }

    /// The words of a command line as sh splits a plain command, and its comment (the text
    /// after an unquoted `#` that starts a word).
    static func split(_ line: String) throws -> (words: [String], comment: String?) {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = Array(line)[...]
        func end() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        while let character = characters.popFirst() {
            switch character {
            case " ", "\t":
                end()
            case "#" where !inWord:
                return (words, characters.isEmpty ? "" : String(characters).trimmingCharacters(in: .whitespaces))
            case "'":
                inWord = true
                guard let close = characters.firstIndex(of: "'") else { throw SplitError.unclosedQuote }
                word.append(contentsOf: characters[..<close])
                characters = characters[(close + 1)...]
            case "\"":
                inWord = true
                var closed = false
                while let inner = characters.popFirst() {
                    if inner == "\"" { closed = true; break }
                    if inner == "$" || inner == "`" { throw SplitError.notPlain(inner) }
                    if inner == "\\", let next = characters.first, "\"\\$`".contains(next) {
                        word.append(characters.removeFirst())
                    } else {
                        word.append(inner)
                    }
                }
                if !closed { throw SplitError.unclosedQuote }
            case "\\":
                inWord = true
                if let next = characters.popFirst() { word.append(next) }
            case "|", "&", ";", "<", ">", "(", ")", "$", "`", "*", "?", "[":
                throw SplitError.notPlain(character)
            case "~" where !inWord:
                throw SplitError.notPlain(character)
            default:
                inWord = true
                word.append(character)
            }
        }
        end()
        return (words, nil)
    }

    /// The exit code a command's comment states (`exits 1`), else 0.
    static func expectedStatus(_ comment: String?) -> Int32 {
        guard let comment, let match = comment.firstMatch(of: #/\bexits (\d+)\b/#) else { return 0 }
        return Int32(match.1) ?? 0
    }

    /// A temporary folder where the paths the docs name exist: `Scenarios/` and `Tests/`
    /// are links to the repository's.
    static func workspace() throws -> String {
        let folder = try CommandLine.temporaryFolder()
        for name in ["Scenarios", "Tests"] {
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(name)", withDestinationPath: "\(CommandLine.root)/\(name)")
        }
        return folder
    }

    /// What is wrong with running `command` (a documented line) in `folder`, or nil when it
    /// exits as the doc says.
    static func problem(running command: String, in folder: String) throws -> String? {
        let words: [String], comment: String?
        do { (words, comment) = try split(command) } catch { return "\(error)" }
        guard words.first == "coordcheck" else { return "not a coordcheck command" }
        let expected = expectedStatus(comment)
        let output = try CommandLine.run(Array(words.dropFirst()), in: folder, timeout: 120)
        if output.status == expected { return nil }
        return "exit \(output.status), the doc says \(expected)\n\(output.stderr)\(output.stdout.suffix(2000))"
    }

    @Test func theDocsShowCommandsToRun() {
        let commands = Self.blocks.flatMap { block in block.commands.map { "\(block.file): \($0.text)" } }
        #expect(Self.documents.contains("docs/ci.md") && Self.documents.contains("docs/language.md"))
        #expect(commands.contains { $0.hasPrefix("README.md: coordcheck extract Tests/ExtractFixtures/mvvmc-app --check") })
        #expect(commands.contains { $0.hasPrefix("README.md: coordcheck init") })
        #expect(commands.contains { $0.hasPrefix("docs/ci.md: coordcheck check Scenarios/") })
        #expect(commands.count >= 8, "\(commands)")
    }

    @Test(arguments: blocks) func everyCommandRunsAsShown(block: Block) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (line, text) in block.commands {
            let problem = try Self.problem(running: text, in: folder)
            #expect(problem == nil, "\(block.file):\(line): \(text)\n\(problem ?? "")")
        }
    }

    /// The scenario README.md shows is checked as written and breaks only what the README
    /// says it breaks: `no-leaks`, MyPage's back forgetting its finish.
    @Test func theReadmesExampleScenarioHasTheBugItSays() throws {
        let readme = try String(contentsOfFile: "\(CommandLine.root)/README.md", encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "\n```\n").first { $0.hasPrefix("scenario ") })
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try (block + "\n").write(toFile: "\(folder)/example.txt", atomically: true, encoding: .utf8)
        let output = try CommandLine.run(["check", "example.txt", "--no-write", "--reporter", "xcode"], in: folder)
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        let errors = output.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors.first?.contains("[no-leaks] MyPage#") == true, "\(output.stdout)")
    }

    /// README.md stays a page a newcomer reads in minutes, and no document for users names a
    /// commit (their history is the CHANGELOG's and Benchmarks/README.md's).
    @Test func theReadmeIsShortAndTheDocsNameNoCommit() throws {
        let readme = try String(contentsOfFile: "\(CommandLine.root)/README.md", encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
        for document in Self.documents {
            let text = try String(contentsOfFile: "\(CommandLine.root)/\(document)", encoding: .utf8)
            // A word of 7 to 40 hexadecimal digits with a letter and a digit: a commit hash
            // (not a number written with an exponent, `1.5178830414797062e-17`).
            let hashes = text.matches(of: /\b[0-9a-f]{7,40}\b/).map { String($0.0) }
                .filter { $0.contains(where: \.isNumber) && Set($0.filter(\.isLetter)).subtracting(["e"]).count > 0 }
            #expect(hashes.isEmpty, "\(document): \(hashes)")
        }
    }

    // MARK: The harness itself

    @Test func commandLinesSplitAsShSplitsPlainCommands() throws {
        let replay = try Self.split(#"coordcheck replay a.txt --events "a,b" # c"#)
        #expect(replay.words == ["coordcheck", "replay", "a.txt", "--events", "a,b"])
        #expect(replay.comment == "c")
        #expect(try Self.split(#"coordcheck x 'a b'"c\"d" e\ f a#b"#).words == ["coordcheck", "x", #"a bc"d"#, "e f", "a#b"])
        #expect(try Self.split("coordcheck x").comment == nil)
        #expect(throws: SplitError.self) { try Self.split("coordcheck x | jq .") }
        #expect(throws: SplitError.self) { try Self.split("coordcheck x > out") }
        #expect(throws: SplitError.self) { try Self.split("coordcheck Scenarios/*.txt") }
        #expect(throws: SplitError.self) { try Self.split("coordcheck 'x") }
        #expect(Self.expectedStatus("draft, then check: exits 1 (the planted bugs)") == 1)
        #expect(Self.expectedStatus("the draft") == 0)
        #expect(Self.expectedStatus(nil) == 0)
    }

    /// A command that does not run as the doc says is reported.
    @Test func aBrokenCommandIsReported() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.problem(running: "coordcheck check Scenarios/lionheart.txt --no-write", in: folder) == nil)
        #expect(try Self.problem(running: "coordcheck check Scenarios/missing.txt --no-write", in: folder) != nil)
        #expect(try Self.problem(running: "coordcheck check Scenarios/missing.txt --no-write  # exits 2", in: folder) == nil)
        #expect(try Self.problem(running: "coordcheck check Scenarios/lionheart.txt --no-write  # exits 1", in: folder) != nil)
        #expect(try Self.problem(running: "coordcheck check --no-such-option Scenarios/lionheart.txt", in: folder) != nil)
    }

    /// Blocks are read from their fences: only sh blocks' `coordcheck` lines, in order.
    @Test func onlyTheCoordcheckLinesOfShBlocksAreRun() {
        let text = """
        ```sh
        make run
        coordcheck a.txt   # one
        ```
        ```
        coordcheck not-sh.txt
        ```
        - a list:
          ```sh
          coordcheck b.txt
          coordcheck c.txt
          ```
        """
        let blocks = Self.blocks(in: text, file: "x.md")
        #expect(blocks.map { $0.commands.map(\.text) } == [["coordcheck a.txt   # one"], ["coordcheck b.txt", "coordcheck c.txt"]])
        #expect(blocks.map { $0.commands.map(\.line) } == [[3], [10, 11]])
    }
}
