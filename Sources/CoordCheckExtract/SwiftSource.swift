import SwiftParser
import SwiftSyntax

/// One Swift file, parsed, and how to turn its positions into lines.
struct SwiftSource {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// `Sources/App/TodayCoordinator.swift:34:9`.
    func place(of node: some SyntaxProtocol) -> String {
        let location = node.startLocation(converter: converter)
        return "\(path):\(location.line):\(location.column)"
    }
}
