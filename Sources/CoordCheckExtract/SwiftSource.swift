import SwiftParser
import SwiftSyntax

/// One Swift file, parsed, and how to turn its positions into lines.
struct SwiftSource {
    let path: String
    let tree: SourceFileSyntax
    /// The text of `tree` (the build modelled), for the searches that read code as text.
    let text: String
    let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        // `#if`: the code of the build modelled (``AppBuild``), where it was written.
        let parsed = Parser.parse(source: text)
        let active = AppBuild.activeText(of: parsed)
        self.text = active ?? text
        tree = active.map { Parser.parse(source: $0) } ?? parsed
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// `Sources/App/TodayCoordinator.swift:34:9`.
    func place(of node: some SyntaxProtocol) -> String {
        let location = node.startLocation(converter: converter)
        return "\(path):\(location.line):\(location.column)"
    }
}
