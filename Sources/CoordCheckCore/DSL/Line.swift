/// A source line split into tokens, with whether it is indented and its comment.
struct Line: Sendable {
    var number: Int
    var isIndented: Bool { indentation > 0 }
    /// The spaces and tabs it starts with.
    var indentation: Int
    /// None on a comment-only or blank line.
    var tokens: [Token]
    /// The text after `#`, if written.
    var comment: String?

    /// A comment-only or blank line: a remark on the line below it.
    var remark: Remark? {
        guard tokens.isEmpty else { return nil }
        return comment.map(Remark.comment) ?? .blank
    }
}
