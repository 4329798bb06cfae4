import CoordCheckCore
import Foundation
import SwiftSyntax

/// Routing coordinators (XCoordinator): `trigger(.case)` performs the transition its case of
/// `prepareTransition(for:)` returns, and the library's initializers trigger the initial route
/// or fill the tabs. Every presentable a transition shows joins the coordinator's `children`
/// (`performTransition` calls `addChild`), and a coordinator whose own root view controller
/// left the window is removed from its parent after its next transition.
extension MethodReader {
    /// `trigger(.user(name))` on `coordinator` (self): reads the case of its
    /// `prepareTransition(for:)` with the case's values bound to the route's arguments.
    mutating func performRoute(_ route: ExprSyntax, of coordinator: String, at call: some SyntaxProtocol) {
        let (name, arguments) = Self.routeCase(route)
        performRoute(name, arguments: arguments, of: coordinator, at: call)
    }

    /// The case `name` of the coordinator's routes (`prepareTransition(for:)`, a flow's
    /// `navigate(to:)`), its values bound to `arguments`.
    mutating func performRoute(_ name: String, arguments: [ExprSyntax], of coordinator: String, at call: some SyntaxProtocol) {
        guard let function = app.routeFunction(of: coordinator) else { return }
        let parameter = function.parameters.first?.name ?? "route"
        let cases = app.routeCases(of: coordinator)
        // No `switch`: every route makes the transition the body returns.
        if cases.isEmpty {
            performFunction(function, selfValue: .this, selfType: coordinator, scope: [:], at: call)
            return
        }
        let chosen = CoordinatorApp.routeCase(named: name, in: cases) ?? cases.first { if case .default = $0.label { true } else { false } }
        guard let chosen else {
            note("\(coordinator) has no route '\(name)'", at: call)
            return
        }
        // A route's case triggering its own route again (an alert offering the route with a
        // value) is followed once more, not on and on.
        guard frames.count < Self.maximumDepth, !nestedRoutes.contains(chosen.id) else { return }
        let outer = activeFunctions.contains(chosen.id)
        if outer { nestedRoutes.insert(chosen.id) } else { activeFunctions.insert(chosen.id) }
        defer { if outer { nestedRoutes.remove(chosen.id) } else { activeFunctions.remove(chosen.id) } }
        let values = arguments.map { evaluate($0) }
        var scope: [String: Value] = [parameter: .literal(name)]
        if case .case(let label) = chosen.label, let item = label.caseItems.first {
            for (index, bound) in Self.boundNames(item.pattern).enumerated() where index < values.count { scope[bound] = values[index] }
        }
        performTransition(chosen.statements, selfValue: .this, selfType: coordinator, source: function.source, scope: scope, at: call)
    }

    /// Reads statements that make a transition (a route's case, a helper returning one) in a
    /// frame of their own: what they return is performed.
    private mutating func performTransition(_ statements: CodeBlockItemListSyntax, selfValue: Value, selfType: String, source: Int,
                                            scope: [String: Value], at call: some SyntaxProtocol) {
        withFrame(selfValue: selfValue, selfType: selfType, source: source, scope: scope, callSite: call) { reader in
            reader.frames[reader.frames.count - 1].performsTransition = true
            reader.statements(statements)
        }
    }

    /// Whether a function's body can be read here: it has one, the reader is not too deep, and
    /// it is not being read already.
    private func canPerform(_ function: SwiftType.Function) -> Bool {
        function.body != nil && frames.count < Self.maximumDepth && !activeFunctions.contains(function.node.id)
    }

    /// A function whose body makes a transition (a `prepareTransition(for:)` without a
    /// `switch`, a helper), never inside itself.
    private mutating func performFunction(_ function: SwiftType.Function, selfValue: Value, selfType: String, scope: [String: Value],
                                          at call: some SyntaxProtocol) {
        guard let body = function.body, canPerform(function) else { return }
        activeFunctions.insert(function.node.id)
        defer { activeFunctions.remove(function.node.id) }
        performTransition(body.statements, selfValue: selfValue, selfType: selfType, source: function.source, scope: scope, at: call)
    }

    /// `.user(name)` → (`user`, [name]); `.users` → (`users`, []).
    static func routeCase(_ route: ExprSyntax) -> (String, [ExprSyntax]) {
        if let call = route.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.text, call.arguments.map(\.expression))
        }
        if let member = route.as(MemberAccessExprSyntax.self) { return (member.declName.baseName.text, []) }
        return (caseName(route.trimmedText), [])
    }

    /// The names a case pattern binds, in order: `let .alert(title, message)`,
    /// `.user(let name)`, `.registerPeek(from: let source)`.
    static func boundNames(_ pattern: PatternSyntax) -> [String] {
        let text = pattern.trimmedText
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return [] }
        return text[text.index(after: open)..<close].split(separator: ",").map { element in
            let words = element.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            return words.last { !["let", "var"].contains($0) } ?? "_"
        }
    }

    /// What a transition does (`.push(vc)`, `.present(child)`, `.multiple(…)`): the primitives of
    /// XCoordinator's transitions, and the app's own static helpers returning one.
    mutating func transition(_ expression: ExprSyntax) {
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            // `.none`: RxFlow's contributors without one.
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "none" { return }
            note("a transition not modelled: \(expression.trimmedText)", at: expression)
            return
        }
        let name: String = if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { member.declName.baseName.text }
            else { call.calledExpression.trimmedText }
        let arguments = call.arguments.map { (label: $0.label?.text ?? "_", expression: $0.expression) }
        switch name {
        case "multiple":
            for argument in arguments {
                if let array = argument.expression.as(ArrayExprSyntax.self) {
                    for element in array.elements { transition(element.expression) }
                } else {
                    transition(argument.expression)
                }
            }
        case "none":
            break
        case "one":
            // RxFlow: `.one(flowContributor: .contribute(…))`.
            if let first = arguments.first { transition(first.expression) }
        case "contribute":
            contribute(arguments, at: call)
        case "end":
            // RxFlow's `.end(forwardToParentFlowWithStep:)`: the flow leaves its parent, which
            // then navigates to the step.
            actions.append(CodeAction(kind: .finish, place: place(call)))
            if let step = arguments.first?.expression {
                let (name, _) = Self.routeCase(step)
                calls.append(("parent", name, false))
                actions.append(CodeAction(kind: .call(target: "parent", method: name), place: place(call)))
            }
        case "forwardToCurrentFlow":
            if let step = arguments.first?.expression {
                let (name, values) = Self.routeCase(step)
                performRoute(name, arguments: values, of: frames[frames.count - 1].selfType, at: call)
            }
        case "push", "present", "set", "show", "showDetail", "embed":
            guard let first = arguments.first else { return }
            let value = evaluate(first.expression)
            let shown: [Value] = if case .tuple(let elements) = value { elements } else { [value] }
            for child in shown.compactMap(\.childIndex) {
                adopt(child)
            }
            switch name {
            case "push": push(value, on: .ownStack, at: call)
            case "present": present(value, text: MethodReader.path(first.expression.trimmedText), at: call)
            case "set" where app.routesNavigation(frames[frames.count - 1].selfType): setViewControllers(value, on: .ownStack, at: call)
            default: note("\(name)(…) on a \(app.routesTabs(frames[frames.count - 1].selfType) ? "tab bar" : "page or split") coordinator is not modelled", at: call)
            }
        case "select":
            guard let first = arguments.first else { return }
            select(evaluate(first.expression), at: call)
        case "dismiss", "dismissToRoot":
            actions.append(CodeAction(kind: .dismiss, place: place(call)))
            leavesWhenHidden(at: call)
        case "pop":
            actions.append(CodeAction(kind: .pop, place: place(call)))
        case "popToRoot":
            actions.append(CodeAction(kind: .popToRoot, place: place(call)))
        default:
            // `.presentFullScreen(router)`: the app's own helper making a transition;
            // `navigateToDashboard()`: a method of self's making one.
            if let helper = transitionHelper(name, call: call, labels: arguments.map(\.label)), canPerform(helper.function) {
                let scope = bind(helper.function.parameters, arguments.map(\.label), arguments.map { evaluate($0.expression) })
                let frame = frames[frames.count - 1]
                performFunction(helper.function, selfValue: frame.selfValue, selfType: frame.selfType, scope: scope, at: call)
            } else {
                note("a transition not modelled: \(call.trimmedText)", at: call)
            }
        }
    }

    /// A child a library makes self's (XCoordinator's `addChild`, RxFlow's contributions): it
    /// joins self's children, and the library keeps its link back to self.
    mutating func adopt(_ child: Int) {
        children[child].into = "self"
        children[child].parent = "self"
    }

    /// A static function of the app's extensions of XCoordinator's transition types, or a
    /// method of self's called without a base (or on `self`).
    private func transitionHelper(_ name: String, call: FunctionCallExprSyntax, labels: [String]) -> (function: SwiftType.Function, owner: String)? {
        let callee = call.calledExpression
        if callee.is(DeclReferenceExprSyntax.self) || callee.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self" {
            return app.function(name, in: frames[frames.count - 1].selfType, labels: labels, values: [])
        }
        for type in app.project.order where CoordinatorApp.transitionTypes.contains(type) && app.project.types[type]?.kind == .extensionOnly {
            if let found = app.function(name, in: type, labels: labels, values: []) { return found }
        }
        return nil
    }

    /// After a transition that may have taken self's own root view controller off the window
    /// (a dismissal), XCoordinator's parent removes self: `if not showing: finish`. A
    /// coordinator given its creator's stack (`init(rootViewController:)`) never leaves it.
    private mutating func leavesWhenHidden(at call: some SyntaxProtocol) {
        let type = frames[frames.count - 1].selfType
        guard frames[frames.count - 1].selfValue.isThis, type == owner, !app.sharesCreatorStack(type) else { return }
        actions.append(CodeAction(kind: .conditional(condition: .not(.showing), actions: [CodeAction(kind: .finish, place: place(call))]), place: place(call)))
    }

    /// `.select(newsRouter)`: the tab the router's coordinator was started in.
    private mutating func select(_ value: Value, at call: some SyntaxProtocol) {
        let type: String? = switch value {
        case .child(let index), .presentable(let index): children[index].type
        case .object(let written): CoordinatorApp.routedEnum(written).flatMap { app.coordinators(routing: $0).first }
        case .coordinatorType(let written): written
        default: nil
        }
        if let type, let tab = facts.tabOf[type] {
            actions.append(CodeAction(kind: .selectTab(tab), place: place(call)))
        } else {
            note("selects a tab the model cannot name: \(call.trimmedText)", at: call)
        }
    }

    /// `super.init(…)` of XCoordinator's coordinators: `initialRoute:` triggers the route,
    /// `initialTransition:` performs the transition, `tabs:` (with `select:`) makes the tab
    /// bar and starts each tab's coordinator.
    mutating func libraryInitializer(arguments: Arguments, at call: FunctionCallExprSyntax) {
        let type = frames[frames.count - 1].selfType
        for argument in arguments {
            switch argument.label {
            case "initialRoute" where !argument.expression.is(NilLiteralExprSyntax.self):
                performRoute(argument.expression, of: type, at: call)
            case "initialTransition" where !argument.expression.is(NilLiteralExprSyntax.self):
                withFrame(selfValue: .this, selfType: type, source: frames[frames.count - 1].source, scope: visibleScope(), callSite: nil) { reader in
                    reader.transition(argument.expression)
                }
            case "tabs":
                guard case .tuple(let tabs) = evaluate(argument.expression) else {
                    note("the tabs of \(type) are not known: \(argument.expression.trimmedText)", at: call)
                    continue
                }
                actions.append(CodeAction(kind: .setRootTabs(count: max(tabs.count, 1)), place: place(call)))
                for (position, tab) in tabs.enumerated() {
                    guard let child = tab.childIndex else { continue }
                    children[child].placement = "tab \(position + 1)"
                    adopt(child)
                    startChild(child, entry: nil, at: call)
                }
                if let select = arguments.first(where: { $0.label == "select" }), let chosen = evaluate(select.expression).childIndex,
                   let position = tabs.firstIndex(where: { $0.childIndex == chosen }), position > 0 {
                    actions.append(CodeAction(kind: .selectTab(position + 1), place: place(call)))
                }
            case "pages", "master", "detail", "viewControllers":
                note("\(type)'s \(argument.label) are not modelled (the language has stacks and tabs)", at: call)
            default:
                break
            }
        }
    }

    /// `self.init(…)`: the type's own initializer with these labels, followed.
    mutating func followInitializer(arguments: Arguments, values: [Value], at call: FunctionCallExprSyntax) -> Value {
        let type = frames[frames.count - 1].selfType
        let enclosing = sequence(first: Syntax(call), next: \.parent).first { $0.is(InitializerDeclSyntax.self) }?.id
        guard let initializer = app.project.types[type]?.initializers.first(where: { $0.node.id != enclosing && app.matches($0, labels: arguments.map(\.label)) }),
              !activeFunctions.contains(initializer.node.id) else { return .object("?") }
        return follow(initializer, owner: type, selfValue: frames[frames.count - 1].selfValue, labels: arguments.map(\.label), values: values, at: call)
    }

    // MARK: Alerts

    /// `alert.addAction(UIAlertAction(title: "Log out", style: .destructive) { _ in … })`: kept
    /// for when the alert is presented.
    mutating func addAlertAction(to alert: String, _ argument: ExprSyntax) {
        guard let action = argument.as(FunctionCallExprSyntax.self) else { return }
        let title = action.arguments.first { $0.label?.text == "title" }?.expression
        let closure = action.trailingClosure ?? action.arguments.first { $0.label?.text == "handler" }?.expression.as(ClosureExprSyntax.self)
        var label = title.map(Self.label) ?? ""
        if label.isEmpty { label = "action\((alertActions[alert]?.count ?? 0) + 1)" }
        let frame = frames[frames.count - 1]
        alertActions[alert, default: []].append((label, closure, visibleScope(), frame.selfValue, frame.selfType, frame.source))
        lastAlert = alert
    }

    /// An alert presented: the user picks one of its actions, each what its handler does.
    mutating func presentAlert(_ alert: String, at node: some SyntaxProtocol) {
        let choices = alertActions[alert] ?? []
        // Shown once: a later alert under the same name has its own actions.
        alertActions[alert] = nil
        lastAlert = nil
        let saved = actions
        var results: [(label: String, actions: [CodeAction])] = []
        for choice in choices {
            actions = []
            // The handler runs as written: in the coordinator that added it (the alert may be
            // presented by a router's helper).
            if let closure = choice.closure, frames.count < Self.maximumDepth {
                withFrame(selfValue: choice.selfValue, selfType: choice.selfType, source: choice.source, scope: choice.captured, callSite: nil) { reader in
                    reader.statements(closure.statements)
                }
            }
            results.append((choice.label, actions))
        }
        actions = saved
        // Each choice is the user's, the one that does nothing too.
        if splitsBranches, results.count > 1, results.contains(where: { !$0.actions.isEmpty }) {
            actions.append(CodeAction(kind: .branches(results), place: place(node)))
        } else {
            combine(choices.map { ($0.label, nil, nil) }, BranchReading(results: results), at: node)
        }
    }

    /// An identifier from an alert action's title: `"Log out"` → `LogOut`, `"\(Home.self)"` → `Home`.
    static func label(_ title: ExprSyntax) -> String {
        var text = title.trimmedText
        if let literal = title.as(StringLiteralExprSyntax.self) {
            text = literal.segments.map { segment -> String in
                if let expression = segment.as(ExpressionSegmentSyntax.self) {
                    return expression.expressions.trimmedText.replacingOccurrences(of: ".self", with: "")
                }
                return segment.trimmedText
            }.joined(separator: " ")
        }
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.first?.isLetter == true ? joined : ""
    }
}

extension MethodReader {
    /// The calls a routing coordinator makes on itself and its children: `super.init(…)` and
    /// `self.init(…)`, `trigger(.route)`, `addChild(child)`, and `router.setRoot(for: window)`
    /// at launch. Nil: not one of them.
    mutating func routingCall(_ method: String, on base: Value, baseText: String, arguments: Arguments, values: [Value],
                              at call: FunctionCallExprSyntax) -> Value? {
        let selfType = frames[frames.count - 1].selfType
        if method == "setRoot", arguments.first?.label == "for", let child = base.childIndex, app.routes(children[child].type) {
            // A tab bar coordinator's own start makes the tabs.
            if !app.routesTabs(children[child].type) { actions.append(CodeAction(kind: .setRootStack, place: place(call))) }
            return .literal("void")
        }
        guard app.routes(selfType), base.isThis else { return nil }
        switch method {
        case "init" where baseText == "self":
            return followInitializer(arguments: arguments, values: values, at: call)
        case "init" where baseText == "super":
            // An app base class's initializer is followed; the library's is read for what it does.
            if let superclass = app.project.types[selfType]?.inherited.first, let type = app.project.types[superclass],
               let initializer = type.initializers.first(where: { app.matches($0, labels: arguments.map(\.label)) }) {
                return follow(initializer, owner: superclass, selfValue: base, labels: arguments.map(\.label), values: values, at: call)
            }
            libraryInitializer(arguments: arguments, at: call)
            return .literal("void")
        case "trigger", "contextTrigger":
            guard let route = arguments.first?.expression else { return nil }
            performRoute(route, of: selfType, at: call)
            return .literal("void")
        case "addChild":
            guard let child = values.first?.childIndex else { return nil }
            adopt(child)
            startChild(child, entry: nil, at: call)
            return .literal("void")
        default:
            return nil
        }
    }
}
