import SwiftSyntax

/// The function calls in a piece of syntax, in the order written (outer before inner).
final class FunctionCalls: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []

    /// The calls in `node`.
    static func of(_ node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let visitor = FunctionCalls(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
