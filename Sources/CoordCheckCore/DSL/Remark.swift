/// A line of a scenario that says nothing to the checker: a comment or a blank line. Remarks
/// belong to the line below them (a declaration, a handler, an operation line), so they stay
/// where they were written when a scenario is printed again.
public enum Remark: Hashable, Sendable {
    /// `# TEXT`: the text after the `#` and one space.
    case comment(String)
    case blank
}
