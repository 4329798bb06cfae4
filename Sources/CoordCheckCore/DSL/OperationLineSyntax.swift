/// One line of a handler: its operations separated by `;` (an `if` last, with the `else` lines
/// that follow it), the remarks above it and the comment after it.
public struct OperationLineSyntax: Hashable, Sendable {
    public var operations: [OperationSyntax]
    /// Comments and blank lines written above the line.
    public var leading: [Remark]
    public var comment: String?

    public init(_ operations: [OperationSyntax], leading: [Remark] = [], comment: String? = nil) {
        self.operations = operations
        self.leading = leading
        self.comment = comment
    }

    /// The branches of its last operation written on lines of their own (`else …`).
    var elseBranches: ArraySlice<OperationSyntax.BranchSyntax> {
        guard case .branches(let branches) = operations.last?.kind else { return [] }
        return branches.dropFirst()
    }
}
