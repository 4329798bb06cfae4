import Foundation
import SwiftSyntax

/// Coordinators that route: XCoordinator's `NavigationCoordinator<Route>` and its kin override
/// `prepareTransition(for:)`, whose `switch` says what each case of the route enum does;
/// `trigger(.case)` (from the coordinator itself, or from a view model or view controller
/// holding its router) performs that case's transition.
extension CoordinatorApp {
    /// Properties and methods that stand for a coordinator's router (what view models hold).
    /// XCoordinator's router and coordinator types, generic over the route (`UnownedRouter<HomeRoute>`).
    static let routerTypes: Set<String> = ["UnownedRouter", "StrongRouter", "WeakRouter", "AnyRouter", "AnyCoordinator", "Router",
                                           "BaseCoordinator", "NavigationCoordinator", "TabBarCoordinator", "ViewCoordinator",
                                           "SplitCoordinator", "PageCoordinator", "BasicCoordinator", "RedirectionRouter"]
    /// XCoordinator's transition types, which apps extend with helpers (`extension Transition { static func … }`).
    static let transitionTypes: Set<String> = ["Transition", "NavigationTransition", "TabBarTransition", "ViewTransition", "SplitTransition",
                                               "PageTransition", "BasicTransition"]
    static let routerNames: Set<String> = ["strongRouter", "unownedRouter", "weakRouter", "anyRouter", "anyCoordinator", "router"]

    /// The coordinator's `prepareTransition(for:)` (XCoordinator) or a flow's `navigate(to:)`
    /// (RxFlow): its own, or an app base class's (found once, when the app is read).
    func routeFunction(of coordinator: String) -> SwiftType.Function? { routeFunctions[coordinator] }

    /// Each class's route function, for ``routeFunctions``.
    func findRouteFunction(of coordinator: String) -> SwiftType.Function? {
        let flow = lineage(of: coordinator).contains("Flow")
        for candidate in lineage(of: coordinator) {
            if let function = project.types[candidate]?.functions.first(where: { function in
                function.body != nil && (function.name == "prepareTransition" && function.parameters.first?.label == "for"
                    || flow && function.name == "navigate" && function.parameters.first?.label == "to")
            }) {
                return function
            }
        }
        return nil
    }

    /// Whether a coordinator is an RxFlow `Flow`: its routes are steps, started by steppers.
    func isFlow(_ coordinator: String) -> Bool {
        routeFunction(of: coordinator)?.name == "navigate"
    }

    /// Whether a coordinator routes (XCoordinator): its transitions come from `prepareTransition(for:)`.
    func routes(_ coordinator: String) -> Bool { routeFunction(of: coordinator) != nil }

    /// The route enum a coordinator's `prepareTransition(for:)` takes.
    func routeType(of coordinator: String) -> String? {
        routeFunction(of: coordinator)?.parameters.first.map { SwiftProject.bareType($0.type) }
    }

    /// The coordinators whose routes are of this enum, in the order declared.
    func coordinators(routing routeType: String) -> [String] {
        coordinators.filter { self.routeType(of: $0) == routeType }
    }

    /// Whether a routing coordinator's root view controller is a tab bar (XCoordinator's
    /// `TabBarCoordinator`, or transitions of its type `TabBarTransition`).
    func routesTabs(_ coordinator: String) -> Bool {
        routesWith(coordinator, library: ["TabBarCoordinator", "TabBarTransition"])
    }

    /// Whether a routing coordinator's root view controller is a navigation controller
    /// (XCoordinator's `NavigationCoordinator`, `NavigationTransition`): `rootViewController` is its stack.
    func routesNavigation(_ coordinator: String) -> Bool {
        routesWith(coordinator, library: ["NavigationCoordinator", "NavigationTransition"])
    }

    /// Whether a routing coordinator descends from, or its transitions are of, one of the
    /// library's types, by whole name (an app's `TabBarFlowCoordinator` is none of them).
    private func routesWith(_ coordinator: String, library: Set<String>) -> Bool {
        let written = lineage(of: coordinator) + [routeFunction(of: coordinator)?.returnType.map(SwiftProject.bareType)].compactMap { $0 }
        return written.contains { library.contains($0) }
    }

    /// Whether a routing coordinator is made on its creator's stack: an initializer takes a
    /// navigation controller with no default (`init(rootViewController: UINavigationController)`).
    func sharesCreatorStack(_ coordinator: String) -> Bool {
        project.types[coordinator]?.initializers.contains { initializer in
            initializer.parameters.contains { isNavigation(SwiftProject.bareType($0.type)) && initializer.defaults[$0.name] == nil }
        } ?? false
    }

    /// The route enum a router type is for: `UnownedRouter<UserListRoute>` → `UserListRoute`
    /// (`StrongRouter`, `WeakRouter`, `AnyRouter`, `AnyCoordinator<Route, Transition>` alike).
    static func routedEnum(_ written: String) -> String? {
        guard let open = written.firstIndex(of: "<"), routerTypes.contains(String(written[..<open])) else { return nil }
        let inner = written[written.index(after: open)...].prefix { $0 != ">" && $0 != "," }
        let name = inner.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }

    /// A `trigger(.case)` in a class that is not a coordinator (a view model, a view
    /// controller) on a router it holds.
    struct RouteTrigger {
        /// The class whose code triggers it.
        var holder: String
        var routeType: String
        /// The route expression (`.user(user.name)`).
        var route: ExprSyntax
        var place: String
        /// The file it is written in (an index into the project's sources).
        var source: Int
    }

    /// Every trigger of a route by code outside the coordinators, in source order.
    func routeTriggers() -> [RouteTrigger] {
        var result: [RouteTrigger] = []
        for name in project.order where !coordinators.contains(name) {
            guard let type = project.types[name], type.kind == .classType || type.kind == .structType else { continue }
            var routers: [String: String] = [:]
            for property in type.properties {
                if let written = property.type, let route = Self.routedEnum(written) { routers[property.name] = route }
            }
            guard !routers.isEmpty else { continue }
            // Methods and property initializers (`lazy var action = CocoaAction { … }`), extensions included.
            let members = (type.functions + type.initializers).map { ($0.node, $0.source) } + type.properties.map { ($0.node, $0.source) }
            for (call, base, source) in Self.memberCalls(["trigger", "contextTrigger"], in: members) {
                // `router.trigger`, `self.router.rx.trigger`, `router.contextTrigger`.
                let path = MethodReader.path(base).split(separator: ".").map(String.init)
                guard let held = path.first(where: { routers[$0] != nil }), let route = routers[held],
                      let argument = call.arguments.first?.expression else { continue }
                if result.contains(where: { $0.route.id == argument.id }) { continue }
                result.append(RouteTrigger(holder: name, routeType: route, route: argument, place: project.sources[source].place(of: call), source: source))
            }
        }
        return result
    }

    /// The calls `base.method(…)` of one of `methods` in the nodes (each with its file), with
    /// their base's text, in source order.
    static func memberCalls(_ methods: Set<String>, in nodes: [(Syntax, Int)]) -> [(call: FunctionCallExprSyntax, base: String, source: Int)] {
        nodes.flatMap { node, source in
            let visitor = MemberCallVisitor(methods: methods)
            visitor.walk(node)
            return visitor.calls.map { ($0.0, $0.1, source) }
        }
    }

    private final class MemberCallVisitor: SyntaxVisitor {
        let methods: Set<String>
        var calls: [(FunctionCallExprSyntax, String)] = []
        init(methods: Set<String>) {
            self.methods = methods
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), methods.contains(member.declName.baseName.text), let base = member.base {
                calls.append((node, base.trimmedText))
            }
            return .visitChildren
        }
    }

    /// The screens each class that holds a routing coordinator's router belongs to: in a case
    /// of `prepareTransition(for:)`, the object given the router (`HomeViewModelImpl(router:
    /// unownedRouter)`) belongs to the screen that case makes (`HomeViewController`); a screen
    /// given the router belongs to itself.
    func routeHolderScreens(of coordinator: String) -> [String: String] {
        var result: [String: String] = [:]
        for switchCase in routeCases(of: coordinator) {
            var made: [String] = []
            var given: [String] = []
            let visitor = ConstructionVisitor(viewMode: .sourceAccurate)
            visitor.walk(switchCase)
            for (type, arguments) in visitor.constructions {
                if screens.contains(type) { made.append(type) }
                if arguments.contains(where: { argument in Self.routerNames.contains(MethodReader.path(argument)) || argument == "self" }) { given.append(type) }
            }
            for type in given where result[type] == nil {
                if screens.contains(type) { result[type] = type } else if let screen = made.first { result[type] = screen }
            }
        }
        return result
    }

    /// The cases of a routing coordinator's `switch` over its routes.
    func routeCases(of coordinator: String) -> [SwitchCaseSyntax] {
        routeFunction(of: coordinator)?.body?.statements.flatMap { Self.switchCases(in: $0) } ?? []
    }

    /// The route case named `name` (`case .user(let name)`, `case let .alert(a, b)`), if written.
    static func routeCase(named name: String, in cases: [SwitchCaseSyntax]) -> SwitchCaseSyntax? {
        cases.first { switchCase in
            guard case .case(let label) = switchCase.label else { return false }
            return label.caseItems.contains { MethodReader.caseName($0.pattern.trimmedText) == name }
        }
    }

    /// The cases of the `switch` statements a body holds.
    static func switchCases(in item: CodeBlockItemSyntax) -> [SwitchCaseSyntax] {
        let visitor = SwitchCaseVisitor(viewMode: .sourceAccurate)
        visitor.walk(item)
        return visitor.cases
    }

    private final class SwitchCaseVisitor: SyntaxVisitor {
        var cases: [SwitchCaseSyntax] = []
        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            cases.append(node)
            return .skipChildren
        }
    }

    /// `Type(…)` and `Type.factory(…)` calls: the type and the arguments' text.
    private final class ConstructionVisitor: SyntaxVisitor {
        var constructions: [(String, [String])] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var callee = node.calledExpression.trimmedText
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedText, base.first?.isUppercase == true {
                callee = base
            }
            if callee.hasSuffix(".init") { callee = String(callee.dropLast(5)) }
            if callee.first?.isUppercase == true, !callee.contains(".") {
                constructions.append((callee, node.arguments.map { $0.expression.trimmedText }))
            }
            return .visitChildren
        }
    }
}
