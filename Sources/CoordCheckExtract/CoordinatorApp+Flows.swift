import Foundation
import SwiftSyntax

/// RxFlow's steppers: the objects whose `steps.accept(step)` sends a step to the flow that
/// contributed them, and the screens they belong to.
extension CoordinatorApp {
    /// Every `steps.accept(…)` outside the flows, by the class that writes it (a view model,
    /// a view controller), in source order.
    func stepTriggers() -> [RouteTrigger] {
        var result: [RouteTrigger] = []
        for name in project.order where !coordinators.contains(name) {
            guard let type = project.types[name], type.kind == .classType || type.kind == .structType,
                  type.property(named: "steps") != nil else { continue }
            for function in type.functions + type.initializers {
                let visitor = AcceptVisitor(viewMode: .sourceAccurate)
                visitor.walk(function.node)
                for call in visitor.calls {
                    guard let step = call.arguments.first?.expression else { continue }
                    result.append(RouteTrigger(holder: name, routeType: "Step", route: step,
                                               place: project.sources[function.source].place(of: call), source: function.source))
                }
            }
        }
        return result
    }

    /// `steps.accept(…)` and `self.steps.accept(…)`.
    private final class AcceptVisitor: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "accept",
               let base = member.base, MethodReader.path(base.trimmedDescription) == "steps" {
                calls.append(node)
            }
            return .visitChildren
        }
    }

    /// The screens an object belongs to: itself when it is one, else those holding it in a
    /// property (`var viewModel: WishlistViewModel!`).
    func screens(holding holder: String) -> [String] {
        if screens.contains(holder) { return [holder] }
        return screens.sorted().filter { screen in
            project.types[screen]?.properties.contains { $0.type.map(SwiftProject.bareType) == holder } ?? false
        }
    }

    /// Whether the coordinator's routes have a case named `route`.
    func handlesRoute(_ route: String, in coordinator: String) -> Bool {
        Self.routeCase(named: route, in: routeCases(of: coordinator)) != nil
    }
}
