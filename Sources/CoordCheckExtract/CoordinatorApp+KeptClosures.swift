import SwiftSyntax

extension CoordinatorApp {
    /// The labels of the closure parameters a method keeps for later in a collection, keyed by
    /// what they are about (`completions[controller] = popCompletion`, or `completion` after `if
    /// let completion = popCompletion`), and whether it pushes a screen (a method setting the
    /// stack's root keeps one too, but its screen is never popped by back).
    static func keptClosures(of function: SwiftType.Function) -> (labels: [String], pushes: Bool) {
        let closures = function.parameters.filter { $0.type.contains("->") }
        guard !closures.isEmpty, let body = function.body else { return ([], false) }
        final class Visitor: SyntaxVisitor {
            /// Names bound by `if let`/`guard let`, to what they unwrap.
            var unwrapped: [String: String] = [:]
            var kept: Set<String> = []
            var pushes = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if called == "pushViewController" { pushes = true }
                // `handlers.append(PopHandler(viewController: controller, action: onPop))`: kept in
                // a list, as it is or in a value made around it.
                if called == "append" || called == "insert" { keep(node.arguments) }
                return .visitChildren
            }
            func keep(_ value: some SyntaxProtocol) {
                for token in value.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let name) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
                    kept.insert(unwrapped[name] ?? name)
                }
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                if let local = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    unwrapped[local] = node.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text ?? local
                }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let (target, value) = node.elements.assignment, target.is(SubscriptCallExprSyntax.self) { keep(value) }
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(body)
        return (closures.filter { visitor.kept.contains($0.name) }.map(\.label), visitor.pushes)
    }
}
