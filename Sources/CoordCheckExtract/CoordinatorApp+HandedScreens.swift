import SwiftSyntax

/// Screens a coordinator is handed when it is made: `init(…, returnTo screen: UIViewController?)`
/// keeping it in a property, every creator passing a screen of one type (`NewOrderFlow(…,
/// returnTo: listViewController)` with `weak var listViewController: OrderListViewController?`).
/// The property holds that screen (`popToViewController(returnViewController, …)` pops back to it).
extension CoordinatorApp {
    /// For each coordinator's property declared as any view controller (`UIViewController?`) and
    /// kept by an initializer from a parameter, the screen type every construction of the
    /// coordinator in the sources passes for it, under `Type.property`. A construction passing
    /// anything else (a value whose type the code does not say) drops the property.
    func findHandedScreens() -> [String: String] {
        var kept: [String: [(initializer: SwiftType.Function, parameter: String, property: String)]] = [:]
        for coordinator in coordinators {
            for initializer in project.types[coordinator]?.initializers ?? [] {
                for (parameter, property) in keptParameters(of: initializer, in: coordinator).sorted(by: { $0.key < $1.key }) {
                    guard let declared = self.property(named: property, in: coordinator)?.0.type.map(SwiftProject.bareType),
                          Self.viewControllerBases.contains(declared) else { continue }
                    kept[coordinator, default: []].append((initializer, parameter, property))
                }
            }
        }
        guard !kept.isEmpty else { return [:] }
        var found: [String: String?] = [:]
        for name in project.order {
            guard let type = project.types[name] else { continue }
            for function in type.functions + type.initializers {
                guard let body = function.body else { continue }
                for call in Self.constructions(in: Syntax(body)) {
                    guard let made = Self.calledTypeName(ExprSyntax(call)), let handed = kept[made] else { continue }
                    let labels = call.arguments.map { $0.label?.text ?? "_" }
                    for (initializer, parameter, property) in handed where callable(initializer, labels: labels, trailingClosures: 0) {
                        guard let label = initializer.parameters.first(where: { $0.name == parameter })?.label else { continue }
                        let argument = call.arguments.first { ($0.label?.text ?? "_") == label }?.expression
                        let screen = argument.flatMap { screenType(of: $0, in: name, function: body) }
                        let key = made + "." + property
                        // Every construction must pass the same screen type (nil: not one).
                        let earlier = found[key] ?? screen
                        found[key] = .some(earlier == screen ? screen : nil)
                    }
                }
            }
        }
        return found.compactMapValues { $0 }
    }

    /// The screen type an argument written in `type`'s function is declared as: a property of
    /// `type` (`listViewController`, `self.` or not) or a local of the function declared, made
    /// or cast as one (`let list = OrderListViewController()`, `guard let list = stack.first as?
    /// OrderListViewController`). Nil for anything else.
    private func screenType(of argument: ExprSyntax, in type: String, function body: CodeBlockSyntax) -> String? {
        guard let name = MethodReader.ownName(argument) else { return nil }
        final class Locals: SyntaxVisitor {
            let name: String
            /// What each declaration of the name says its type is (nil: it does not say).
            var declared: [String?] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                declare(node.pattern, node.typeAnnotation, node.initializer)
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                declare(node.pattern, node.typeAnnotation, node.initializer)
            }
            /// `let name: T`, `let name = T(…)`, `guard let name = x as? T`.
            private func declare(_ pattern: PatternSyntax, _ annotation: TypeAnnotationSyntax?, _ initializer: InitializerClauseSyntax?) -> SyntaxVisitorContinueKind {
                if pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    declared.append(annotation?.type.trimmedText ?? initializer.flatMap { Self.written($0.value) })
                }
                return .visitChildren
            }
            /// `T(…)`, `x as? T`, `x as! T`: T.
            static func written(_ value: ExprSyntax) -> String? {
                if let cast = value.as(AsExprSyntax.self) { return cast.type.trimmedText }
                if let sequence = value.as(SequenceExprSyntax.self), let cast = sequence.elements.last?.as(TypeExprSyntax.self),
                   sequence.elements.dropLast().last?.is(UnresolvedAsExprSyntax.self) == true {
                    return cast.type.trimmedText
                }
                return CoordinatorApp.calledTypeName(value)
            }
        }
        let locals = Locals(name: name)
        locals.walk(body)
        let written: String?
        // (`self.list` is the property, whatever locals are named.)
        if !locals.declared.isEmpty, !argument.is(MemberAccessExprSyntax.self) {
            guard locals.declared.count == 1 else { return nil }
            written = locals.declared[0]
        } else {
            written = property(named: name, in: type)?.0.type
        }
        guard let screen = written.map(SwiftProject.bareType), screens.contains(screen) else { return nil }
        return screen
    }
}
