import Testing
@testable import CoordCheckCore

/// A draft's trailing `# path:line:col` comments, and the operation a violation points at.
@Suite struct SourceMapTests {
    @Test func aDraftsLinesSayWhereTheyWereRead() {
        let map = SourceMap(tracedScenario: """
            scenario s
            coordinator App root                 # Sources/App.swift:3:1
              on start                           # Sources/C:D/App.swift:12:5
                # coordcheck: a note: with colons
                push Home                        # no place here
            """)
        #expect(map.places == [
            2: .init(file: "Sources/App.swift", line: 3, column: 1),
            3: .init(file: "Sources/C:D/App.swift", line: 12, column: 5),
        ])
        #expect(map.place(of: SourceLocation(line: 3, column: 3))?.written == "Sources/C:D/App.swift:12:5")
        #expect(map.place(of: SourceLocation(line: 4, column: 5)) == nil)
    }

    /// A leak points at the `start` that added the child, not at the `back` that revealed it;
    /// a removal that finds nothing at the removal.
    @Test func theCauseIsTheStartOfTheChildOrTheRemoval() throws {
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "leak.txt", text: """
            scenario leak
            depth 3
            screen Home: open
            screen Detail: close
            coordinator App root
              on start
                setRoot stack
                push Home
              on Home.open
                start Flow
            coordinator Flow
              on start: push Detail
              on Detail.close: pop; removeChild Flow
            """)).get()
        let result = try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
        let causes = Dictionary(uniqueKeysWithValues: Counterexample.all(in: result).map { ($0.invariant, $0.cause?.line) })
        #expect(causes["no-leaks"] == 10)
        #expect(causes["remove-missing"] == 13)
    }
}
