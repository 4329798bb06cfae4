import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import CoordCheckExtract

/// `trimmedText` is what swift-syntax's `trimmedDescription` gives, read without copying
/// the tree: checked on every node of a file written to stress trivia, and of every Swift
/// file of the fixture apps.
@Suite struct TrimmedTextTests {
    /// Every node of `source` whose `trimmedText` differs from its `trimmedDescription`.
    static func differences(in source: String) -> [String] {
        final class Visitor: SyntaxAnyVisitor {
            var differences: [String] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                if node.trimmedText != node.trimmedDescription { differences.append("\(node.kind): \(node.trimmedDescription)") }
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return visitor.differences
    }

    @Test func trivia() {
        let source = """
        // A comment before everything.
        /// Doc comment: «ünïcödé» and 한국어.
        final class Home /* inline */ : Coordinator { // trailing
            var children: [Coordinator] = []   \t
            func start() {
                let vc = HomeViewController( /* nothing */ )
                navigationController?.pushViewController(vc, animated: true) // pushes
            }
        }
        let broken = (
        """
        #expect(Self.differences(in: source).isEmpty)
        let call = Parser.parse(source: "  foo( a )  // x\n").statements.first!.item
        #expect(call.trimmedText == "foo( a )")
    }

    /// A note quoting a call cuts it after a number of tokens, so that renaming the app's names
    /// (the renaming test) cuts it at the same place.
    @Test func aNoteCutsACallByTokensNotCharacters() {
        func call(_ text: String) -> FunctionCallExprSyntax { Parser.parse(source: text).statements.first!.item.as(FunctionCallExprSyntax.self)! }
        #expect(CoordinatorApp.shortText(of: call("viewModel.filterItems(query: searchBar.text, scopeIndex: searchBar.selectedScopeButtonIndex, animated: true)"))
                == "viewModel.filterItems(query: searchBar.text, scopeIndex: searchBar.selectedScopeButtonIndex,…")
        #expect(CoordinatorApp.shortText(of: call("n1.n2(n3: n4.n5, n6: n4.n7, n8: true)")) == "n1.n2(n3: n4.n5, n6: n4.n7,…")
        #expect(CoordinatorApp.shortText(of: call("x()")) == "x()")
        #expect(CoordinatorApp.shortText(of: call("items.sink { _ in\n    reload()\n}")) == "items.sink { _ in")
    }

    @Test func fixtureApps() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ExtractFixtures")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 20)
        for file in files {
            let source = try String(contentsOfFile: root.appendingPathComponent(file).path, encoding: .utf8)
            #expect(Self.differences(in: source).isEmpty, "\(file)")
        }
    }
}
