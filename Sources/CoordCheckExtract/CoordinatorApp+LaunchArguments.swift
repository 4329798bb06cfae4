import SwiftSyntax

/// What the root is made with at launch: its stored properties its initializer sets from a
/// literal the launch passes (`BackupCoordinator(router: router, hasKey: true)` with `self.hasKey
/// = hasKey`) hold that literal while it launches — no branch point on them.
extension CoordinatorApp {
    /// The root's stored properties set from literals at its construction in the launch code,
    /// by name, as the literal's text (`true`, `nil`, `3`, `"x"`).
    func rootLaunchLiterals() -> [String: String] {
        guard let root, let type = project.types[root] else { return [:] }
        final class Constructions: SyntaxVisitor {
            let type: String
            var found: [FunctionCallExprSyntax] = []
            init(type: String) {
                self.type = type
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression.trimmedText
                if callee == type || callee == type + ".init" { found.append(node) }
                return .visitChildren
            }
        }
        for name in delegateClasses {
            for function in project.types[name]?.functions ?? [] where Self.isLaunch(function) {
                guard let body = function.body else { continue }
                let visitor = Constructions(type: root)
                visitor.walk(body)
                guard let call = visitor.found.first else { continue }
                let labels = call.arguments.map { $0.label?.text ?? "_" }
                guard let initializer = type.initializers.first(where: { callable($0, labels: labels, trailingClosures: 0) }),
                      let statements = initializer.body?.statements else { return [:] }
                // The literal each parameter gets.
                var literals: [String: String] = [:]
                for argument in call.arguments {
                    let expression = argument.expression
                    guard expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
                            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self),
                          let parameter = initializer.parameters.first(where: { $0.label == (argument.label?.text ?? "_") }) else { continue }
                    literals[parameter.name] = expression.trimmedText
                }
                // The stored properties assigned those parameters.
                var stored: [String: String] = [:]
                for item in statements {
                    guard let (target, value) = item.item.as(SequenceExprSyntax.self)?.elements.assignment,
                          let literal = literals[value.trimmedText] else { continue }
                    let property = MethodReader.path(target.trimmedText).replacingOccurrences(of: "self.", with: "")
                    if type.property(named: property) != nil { stored[property] = literal }
                }
                return stored
            }
        }
        return [:]
    }
}
