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
            let members = (type.functions + type.initializers).map { ($0.node, $0.source) }
            // `steps.accept(…)`, `self.steps.accept(…)`.
            for (call, base, source) in Self.memberCalls(["accept"], in: members) where MethodReader.path(base) == "steps" {
                guard let step = call.arguments.first?.expression else { continue }
                result.append(RouteTrigger(holder: name, routeType: "Step", route: step, place: project.sources[source].place(of: call), source: source))
            }
        }
        return result
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
