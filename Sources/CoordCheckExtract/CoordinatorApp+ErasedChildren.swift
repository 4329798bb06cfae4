import SwiftSyntax

extension CoordinatorApp {
    /// What a type's own code stores in a collection declared of anything (`private var running =
    /// [UUID: Any]()`): the type of the parameter it stores (`running[child.id] = child`,
    /// `running.append(child)`), through a generic parameter's constraint (`func run<C:
    /// Node<R>, R>(_ child: C)`, `func store<T: Coordinator>(coordinator: T)`). Nil when it
    /// stores values of no written type.
    static func storedKind(in property: SwiftType.Property, of type: SwiftType) -> String? {
        for function in type.functions {
            guard let declaration = function.node.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            var constraints: [String: String] = [:]
            for generic in declaration.genericParameterClause?.parameters ?? [] {
                if let inherited = generic.inheritedType { constraints[generic.name.text] = inherited.trimmedText }
            }
            for requirement in declaration.genericWhereClause?.requirements ?? [] {
                if case .conformanceRequirement(let conformance) = requirement.requirement {
                    constraints[conformance.leftType.trimmedText] = conformance.rightType.trimmedText
                }
            }
            let stored = storedNames(into: property.name, in: body)
            for parameter in function.parameters where stored.contains(parameter.name) {
                let written = SwiftProject.bareType(parameter.type)
                let kind = constraints[written] ?? written
                // `Node<R>`: the generic class itself.
                return String(kind.prefix { $0 != "<" })
            }
        }
        return nil
    }

    /// The names a body stores in `property`: `property[key] = name`, `property.append(name)`.
    private static func storedNames(into property: String, in body: CodeBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for reference in body.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(DeclReferenceExprSyntax.self) }) where reference.baseName.text == property {
            var node = Syntax(reference)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == property { node = Syntax(member) }
            if let subscriptCall = node.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == node.id,
               let list = subscriptCall.parent?.as(ExprListSyntax.self), let (target, value) = list.assignment, target.id == subscriptCall.id,
               let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
                names.insert(name)
            }
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               ["append", "insert"].contains(member.declName.baseName.text),
               let call = member.parent?.as(FunctionCallExprSyntax.self),
               let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                names.insert(name)
            }
        }
        return names
    }
}
