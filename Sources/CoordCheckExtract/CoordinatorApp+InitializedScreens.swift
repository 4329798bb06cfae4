import SwiftSyntax

/// Screens a coordinator makes in its initializer and keeps in a property declared as any
/// view controller (`let rootViewController: UIViewController`, `self.rootViewController =
/// BookDetailViewController(viewModel: viewModel)`): the property holds that screen.
extension CoordinatorApp {
    /// For each coordinator's stored property declared as any view controller, with no
    /// initial value, the screen type every initializer of the coordinator assigns to it —
    /// a screen made there (`Screen(…)`), directly or through a local — under `Type.property`.
    /// An initializer assigning anything else, or none, drops the property.
    func findInitializedScreens() -> [String: String] {
        var found: [String: String] = [:]
        for coordinator in coordinators {
            guard let type = project.types[coordinator], !type.initializers.isEmpty else { continue }
            for property in type.properties where property.getter == nil && property.initializer == nil {
                guard let declared = property.type.map(SwiftProject.bareType), Self.viewControllerBases.contains(declared) else { continue }
                let made = type.initializers.map { initializer in initializer.body.flatMap { screenAssigned(to: property.name, in: $0) } }
                if let first = made.first ?? nil, made.allSatisfy({ $0 == first }) { found[coordinator + "." + property.name] = first }
            }
        }
        return found
    }

    /// The screen type an initializer's body assigns to `property` (`self.property = Screen(…)`,
    /// or a local made as one); nil when it assigns anything else, more than once, or nothing.
    private func screenAssigned(to property: String, in body: CodeBlockSyntax) -> String? {
        final class Locals: SyntaxVisitor {
            var made: [String: String] = [:]
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
                   let type = CoordinatorApp.calledTypeName(value) {
                    made[name] = type
                }
                return .visitChildren
            }
        }
        let assigned = Self.ownAssignments(in: body).filter { $0.target == property }
        guard assigned.count == 1, let value = assigned.first?.value else { return nil }
        let locals = Locals(viewMode: .sourceAccurate)
        locals.walk(body)
        let type = Self.calledTypeName(value) ?? MethodReader.ownName(value).flatMap { locals.made[$0] }
        return type.flatMap { screens.contains($0) ? $0 : nil }
    }

    /// The assignments a body makes to a name of its own (`x = …`, `self.x = …`), in order:
    /// the name and the value assigned.
    static func ownAssignments(in body: CodeBlockSyntax) -> [(target: String, value: ExprSyntax)] {
        final class Assignments: SyntaxVisitor {
            var found: [(target: String, value: ExprSyntax)] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let (target, value) = node.elements.assignment, let name = MethodReader.ownName(target) { found.append((name, value)) }
                return .visitChildren
            }
        }
        let assignments = Assignments(viewMode: .sourceAccurate)
        assignments.walk(body)
        return assignments.found
    }
}
