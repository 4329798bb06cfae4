import Foundation
import Testing
@testable import CoordCheckCore

/// README.md's "Limits" stay true: each limit of the language names, as "not in the
/// language: `…`", a construct the compiler refuses. When one becomes valid, this fails, so
/// that the list is changed with the language.
@Suite struct DocumentedLimitsTests {
    /// A valid scenario the constructs are written into, as an operation of a handler.
    static let base = """
        scenario limits
        screen HomeScreen: open
        screen DetailScreen
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.open
            push DetailScreen
        """

    static func constructs() throws -> [String] {
        let readme = try String(contentsOfFile: "\(Fixtures.root)/README.md", encoding: .utf8)
        guard let start = readme.range(of: "\n## Limits\n") else { return [] }
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].replacingOccurrences(of: "\n  ", with: " ")
            .matches(of: /not in the language:\s+`([^`]+)`/).map { String($0.1) }
    }

    @Test func theReadmeNamesTheLanguagesLimits() throws {
        #expect(try Self.constructs().count >= 3)
        _ = try Fixtures.compile(Self.base)
    }

    @Test(arguments: try constructs())
    func aLimitOfTheLanguageIsAConstructTheCompilerRefuses(_ construct: String) {
        let text = Self.base.replacingOccurrences(of: "    push DetailScreen", with: "    \(construct)")
        let diagnostics = Fixtures.diagnostics(text)
        #expect(diagnostics.contains { $0.severity == .error && $0.location.line == 9 },
                "'\(construct)' compiles: it is no longer a limit, so README.md's Limits must change (\(diagnostics))")
    }
}
