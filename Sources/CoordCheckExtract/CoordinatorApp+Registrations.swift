import SwiftSyntax

extension CoordinatorApp {
    /// The factories a dependency container is given, by the type they are registered for:
    /// a call passing a type of the sources (`SettingsCoordinating.self`) and one closure
    /// (`container.register(SettingsCoordinating.self) { (nav: UINavigationController) in
    /// SettingsCoordinator(nav: nav) }`, under any names). Resolving that type
    /// (`container.resolve(SettingsCoordinating.self, argument: nav)`) runs the closure.
    static func registrations(in project: SwiftProject) -> [String: ClosureExprSyntax] {
        final class Calls: SyntaxVisitor {
            let project: SwiftProject
            var found: [String: ClosureExprSyntax] = [:]
            init(project: SwiftProject) {
                self.project = project
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let closures = node.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (node.trailingClosure.map { [$0] } ?? [])
                let types = node.arguments.compactMap { CoordinatorApp.typeLiteral($0.expression) }.filter { project.types[$0] != nil }
                if closures.count == 1, types.count == 1, found[types[0]] == nil { found[types[0]] = closures[0] }
                return .visitChildren
            }
        }
        let calls = Calls(project: project)
        for source in project.sources where source.text.mentions(".self") { calls.walk(source.tree) }
        return calls.found
    }

    /// `SettingsCoordinating.self`: the type named.
    static func typeLiteral(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text
    }
}
