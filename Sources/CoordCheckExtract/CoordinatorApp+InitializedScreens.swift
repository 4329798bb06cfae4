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
        final class Assignments: SyntaxVisitor {
            var made: [String: String] = [:]
            var assigned: [ExprSyntax] = []
            let property: String
            init(property: String) {
                self.property = property
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
                   let type = CoordinatorApp.calledTypeName(value) {
                    made[name] = type
                }
                return .visitChildren
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let (target, value) = node.elements.assignment, MethodReader.ownName(target) == property { assigned.append(value) }
                return .visitChildren
            }
        }
        let assignments = Assignments(property: property)
        assignments.walk(body)
        guard assignments.assigned.count == 1, let value = assignments.assigned.first else { return nil }
        let type = Self.calledTypeName(value) ?? MethodReader.ownName(value).flatMap { assignments.made[$0] }
        return type.flatMap { screens.contains($0) ? $0 : nil }
    }
}
