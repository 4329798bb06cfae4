import Testing
@testable import CoordCheckCore

/// Scenarios corrupted at random (deterministically) never crash the compiler or the
/// explorer: they compile and explore, or every diagnostic points inside the file.
@Suite struct MutationTests {
    /// SplitMix64: a small deterministic generator, the same on every platform.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Int(z % UInt64(max(bound, 1)))
        }
    }

    static func mutate(_ text: String, seed: UInt64) -> String {
        var random = Generator(state: seed)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + random.next(4)) {
            guard !lines.isEmpty else { break }
            let index = random.next(lines.count)
            switch random.next(6) {
            case 0: lines.remove(at: index)
            case 1: lines.insert(lines[random.next(lines.count)], at: index)
            case 2:
                // Swap a word with a word of another line.
                var words = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                let other = lines[random.next(lines.count)].split(separator: " ").map(String.init)
                if !words.isEmpty, let word = other.isEmpty ? nil : other[random.next(other.count)] {
                    words[random.next(words.count)] = word
                    lines[index] = words.joined(separator: " ")
                }
            case 3: lines[index] = String(lines[index].dropLast(random.next(6)))
            case 4: lines[index] = lines[index].trimmingPrefix(while: { $0 == " " }).description
            default: lines[index] = "  " + lines[index]
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: Fixtures.scenarioFiles(in: "Scenarios") + Fixtures.scenarioFiles(in: "Scenarios/bugs"))
    func mutatedScenariosCompileAndExploreOrReportInsideTheFile(_ path: String) throws {
        let original = try ScenarioLoader.read("\(Fixtures.root)/\(path)").text
        var compiled = 0
        for seed in UInt64(0)..<60 {
            let text = Self.mutate(original, seed: seed &* 7919 &+ UInt64(path.count))
            let file = SourceFile(path: path, text: text)
            switch ScenarioCompiler.compile(file) {
            case .success(let scenario):
                compiled += 1
                let explorer = Explorer(scenario: scenario)
                let outcome = Result { () throws(CheckError) -> CheckResult in
                    try explorer.check(CheckOptions(depth: 3, maxStates: 3000))
                }
                // A call chain that never ends is the user's error (a ModelError); a trace that
                // does not replay would be coordcheck's.
                if case .failure(.internalInconsistency(let message)) = outcome {
                    Issue.record("\(message)\n\(text)")
                }
            case .failure(let failure):
                #expect(!failure.diagnostics.isEmpty)
                for diagnostic in failure.diagnostics {
                    #expect((1...max(1, file.lines.count)).contains(diagnostic.location.line))
                    #expect(diagnostic.location.column >= 1)
                    #expect(diagnostic.location.column <= file.line(diagnostic.location.line).unicodeScalars.count + 1)
                }
            }
        }
        // Not every mutant is broken: the explorer is exercised too.
        #expect(compiled > 0)
    }
}
