import SwiftSyntax

extension ExprListSyntax {
    /// `target = value` as the parser leaves it before operators are folded: three elements,
    /// the middle one an assignment; nil for anything else.
    var assignment: (target: ExprSyntax, value: ExprSyntax)? {
        guard count == 3, let target = first, let value = last, dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
        return (target, value)
    }
}
