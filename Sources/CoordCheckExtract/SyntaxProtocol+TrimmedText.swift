import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without the first token's leading trivia and the last token's trailing
    /// trivia: swift-syntax's `trimmedDescription`, sliced from the node's text instead of
    /// printed from a trimmed copy of the tree (which copies the node twice on every read).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
