import Foundation
import SwiftSyntax

/// Reads one coordinator method's body, statement by statement, into ``CodeAction``s: child
/// coordinators created, appended, given a parent and started; screens pushed, popped,
/// presented, dismissed; the window root; `childDidFinish`; calls of other methods. What it
/// does not understand but looks like navigation is kept as a note.
struct MethodReader {
    let app: CoordinatorApp
    /// The coordinator whose method this is.
    let owner: String
    let source: SwiftSource

    /// What a local variable holds.
    enum Value {
        case coordinator(type: String, arguments: [(label: String, text: String)])
        case screen(String)
        case navigation
        case tabBar
        case router(String)
    }

    /// A child coordinator held in a variable, and what the method does with it.
    struct Child {
        var type: String
        var arguments: [(label: String, text: String)]
        var into: String?
        var parent: String?
        var started = false
        var removedOnDismissal = false
    }

    private(set) var actions: [CodeAction] = []
    /// Closures stored on a screen this method creates (`vc.onLogin = { … }`): events of that
    /// screen, handled by the closure's body.
    private(set) var closureEvents: [(screen: String, event: String, body: CodeBlockItemListSyntax, place: String)] = []
    /// Methods of this coordinator (or others, by type) the body calls.
    private(set) var calls: [(target: String, method: String)] = []
    private var values: [String: Value] = [:]
    private var children: [String: Child] = [:]
    /// Navigation controllers placed in tabs, by variable, 1-based.
    private var tabOfNavigation: [String: Int] = [:]
    private var presentedNavigations: Set<String> = []
    /// `vc.modalPresentationStyle = .fullScreen` and `vc.isModalInPresentation = true`, by
    /// the presented variable.
    private var presentationStyles: [String: String] = [:]
    private var modalInPresentation: Set<String> = []

    /// `parameters`: the method's, so that a coordinator passed in (`didLogin(_ landing:
    /// LandingCoordinator)`) has a type.
    init(app: CoordinatorApp, owner: String, source: SwiftSource, parameters: [(label: String, name: String, type: String)] = []) {
        self.app = app
        self.owner = owner
        self.source = source
        for parameter in parameters where app.coordinators.contains(parameter.type) {
            values[parameter.name] = .coordinator(type: parameter.type, arguments: [])
        }
    }

    /// Reads a body (`on start`, a delegate method, a closure).
    mutating func read(_ body: CodeBlockItemListSyntax) {
        prescan(body)
        statements(body)
        finishChildren()
        hoistWindowRoot()
    }

    // MARK: Prescan: who is appended where, given which parent, placed in which tab

    private mutating func prescan(_ body: some SyntaxProtocol) {
        let text = body.trimmedDescription
        // `tabBarController.viewControllers = [a, b]` / `.setViewControllers([a, b], …)`.
        for pattern in [#"viewControllers = \[([^\]]*)\]"#, #"setViewControllers\(\[([^\]]*)\]"#] {
            guard let range = text.range(of: pattern, options: .regularExpression) else { continue }
            let list = text[range].split(separator: "[", maxSplits: 1).last?.split(separator: "]").first ?? ""
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if text[range].hasPrefix("viewControllers") || names.count > 1 {
                for (index, name) in names.enumerated() { tabOfNavigation[name] = index + 1 }
            }
        }
    }

    // MARK: Statements

    private mutating func statements(_ items: CodeBlockItemListSyntax) {
        for item in items {
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) { declare(variable) }
            case .stmt(let statement):
                self.statement(statement)
            case .expr(let expression):
                self.expression(expression)
            }
        }
    }

    private mutating func statement(_ statement: StmtSyntax) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            self.expression(expression.expression)
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            // The else branch leaves the method: the rest is the path modelled.
            if guardStatement.body.statements.contains(where: { !$0.trimmedDescription.hasPrefix("return") }) {
                note("the guard's else branch is not modelled", at: guardStatement)
            }
        } else if let forStatement = statement.as(ForStmtSyntax.self) {
            note("a loop: its body is modelled once", at: forStatement)
            statements(forStatement.body.statements)
        } else if let returnStatement = statement.as(ReturnStmtSyntax.self), let value = returnStatement.expression {
            expression(value)
        }
    }

    private mutating func declare(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { continue }
            if let call = Self.call(in: value), let type = CoordinatorApp.calledTypeName(ExprSyntax(call)) {
                let arguments = call.arguments.map { ($0.label?.text ?? "_", $0.expression.trimmedDescription) }
                if app.coordinators.contains(type) {
                    values[name] = .coordinator(type: type, arguments: arguments)
                    children[name] = Child(type: type, arguments: arguments)
                    if let label = app.parentInitLabel(of: type), let argument = arguments.first(where: { $0.0 == label }) {
                        let parent = target(argument.1)
                        children[name]?.parent = parent
                    }
                } else if app.screens.contains(type) {
                    values[name] = .screen(type)
                } else if type == "UINavigationController" {
                    values[name] = .navigation
                    // `UINavigationController(rootViewController: vc)`: vc is pushed first.
                    if let root = arguments.first(where: { $0.0 == "rootViewController" }), let screen = screen(root.1) {
                        pendingRootScreens[name] = screen
                    }
                } else if app.tabBars.contains(type) {
                    values[name] = .tabBar
                } else if app.routers[type] != nil {
                    values[name] = .router(type)
                }
            } else {
                expression(value)
            }
        }
    }

    /// Screens a navigation controller was created with, pushed when it is presented.
    private var pendingRootScreens: [String: String] = [:]

    private mutating func expression(_ expression: ExprSyntax) {
        var expression = expression
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                assign(elements[0].trimmedDescription, elements[2], at: sequence)
            }
        } else if let ifExpression = expression.as(IfExprSyntax.self) {
            if ifExpression.elseBody != nil { note("a branch: only its first case is modelled", at: ifExpression) }
            statements(ifExpression.body.statements)
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            note("a switch: only its first case is modelled", at: switchExpression)
            if let first = switchExpression.cases.first?.as(SwitchCaseSyntax.self) { statements(first.statements) }
        } else if let call = Self.call(in: expression) {
            self.call(call)
        } else if let closure = expression.as(ClosureExprSyntax.self) {
            statements(closure.statements)
        }
    }

    private mutating func assign(_ left: String, _ right: ExprSyntax, at node: some SyntaxProtocol) {
        let lhs = Self.path(left)
        let rhs = Self.path(right.trimmedDescription)
        let parts = lhs.split(separator: ".").map(String.init)
        if parts.count == 2, children[parts[0]] != nil, CoordinatorApp.parentNames.contains(parts[1]) {
            let parent = target(rhs)
            children[parts[0]]?.parent = parent
        } else if lhs.hasSuffix("window.rootViewController") || lhs == "rootViewController" {
            switch values[rhs] ?? propertyValue(rhs) {
            case .tabBar:
                actions.append(CodeAction(kind: .setRootTabs(count: max(tabOfNavigation.count, 1)), place: place(node)))
            case .navigation:
                actions.append(CodeAction(kind: .setRootStack, place: place(node)))
                if let screen = pendingRootScreens[rhs] { actions.append(CodeAction(kind: .push(screen: screen), place: place(node))) }
            default:
                if rhs.hasPrefix("UINavigationController") { actions.append(CodeAction(kind: .setRootStack, place: place(node))) }
                else { note("window root set to \(right.trimmedDescription)", at: node) }
            }
        } else if CoordinatorApp.childrenNames.contains(lhs), rhs.hasPrefix("\(lhs).filter") {
            // `children = children.filter { $0 !== child }`: keeps all but that child.
            let kept = rhs.replacingOccurrences(of: "!==", with: "===").replacingOccurrences(of: "!(", with: "(")
            if let type = removedType(kept) { actions.append(CodeAction(kind: .removeChild(type: type), place: place(node))) }
            else { note("\(left) = \(right.trimmedDescription): not modelled", at: node) }
        } else if lhs.hasSuffix(".modalPresentationStyle") {
            let presented = parts.dropLast().joined(separator: ".")
            switch rhs.split(separator: ".").last.map(String.init) {
            case "fullScreen", "overFullScreen": presentationStyles[presented] = rhs.split(separator: ".").last.map(String.init)
            default: presentationStyles[presented] = nil  // .automatic, .pageSheet, .formSheet: a sheet
            }
        } else if lhs.hasSuffix(".isModalInPresentation") {
            let presented = parts.dropLast().joined(separator: ".")
            if rhs == "true" { modalInPresentation.insert(presented) } else { modalInPresentation.remove(presented) }
        } else if lhs.hasSuffix("viewControllers") {
            // Tabs, read in the prescan.
        } else if lhs.hasSuffix("delegate") || lhs.hasSuffix("coordinator") || lhs.hasSuffix("isEnabled")
                    || lhs.hasSuffix("modalPresentationStyle") || lhs.hasSuffix("title") {
            // Wiring and presentation details the scenario does not need.
        } else if let closure = right.as(ClosureExprSyntax.self) {
            if parts.count == 2, case .screen(let screen)? = values[parts[0]] {
                closureEvents.append((screen, parts[1], closure.statements, place(node)))
            } else {
                note("a closure stored in \(left) is not modelled", at: node)
            }
        }
    }

    private mutating func call(_ call: FunctionCallExprSyntax) {
        let callee = Self.path(call.calledExpression.trimmedDescription)
        let parts = callee.split(separator: ".").map(String.init)
        let method = parts.last ?? callee
        let base = parts.dropLast().joined(separator: ".")
        let arguments = call.arguments.map { (label: $0.label?.text ?? "_", text: Self.path($0.expression.trimmedDescription), expression: $0.expression) }
        let at = place(call)

        switch method {
        case "start" where children[base] != nil:
            children[base]?.started = true
            emitStart(base, at: at)
        case "append" where CoordinatorApp.childrenNames.contains(parts.dropLast().last ?? ""):
            if let child = arguments.first?.text, children[child] != nil {
                let into = target(parts.dropLast(2).joined(separator: "."))
                children[child]?.into = into
            }
        case _ where app.adders.contains(method) && children[arguments.first?.text ?? ""] != nil:
            let child = arguments.first!.text
            let into = target(base)
            children[child]?.into = into
            if app.presentingHelpers.contains(method) {
                children[child]?.removedOnDismissal = true
                children[child]?.started = true
                emitStart(child, at: at)
            }
        case _ where ["childDidFinish", "removeChildCoordinator", "removeChild"].contains(method) || app.removers.contains(method):
            let argument = arguments.first?.text ?? ""
            if argument == "self", CoordinatorApp.parentNames.contains(base) {
                actions.append(CodeAction(kind: .finish, place: at))
            } else if base.isEmpty || base == "self", let type = typeOf(argument) {
                actions.append(CodeAction(kind: .removeChild(type: type), place: at))
            } else {
                note("\(call.trimmedDescription): not modelled", at: call)
            }
        case "removeAll" where CoordinatorApp.childrenNames.contains(parts.dropLast().last ?? ""):
            if arguments.isEmpty && call.trailingClosure == nil {
                actions.append(CodeAction(kind: .removeAllChildren, place: at))
            } else if let type = removedType(call.trailingClosure?.trimmedDescription ?? arguments.first?.expression.trimmedDescription ?? "") {
                // `removeAll { $0 === child }`, `removeAll(where: { $0 is ProfileCoordinator })`.
                if (call.trailingClosure?.trimmedDescription ?? call.arguments.trimmedDescription).contains(" is ") {
                    note("removeAll(where:) finds nothing silently; as removeChild, remove-missing reports it when there is no \(type)", at: call)
                }
                actions.append(CodeAction(kind: .removeChild(type: type), place: at))
            } else {
                note("\(call.trimmedDescription): a filtered removal is not modelled", at: call)
            }
        case "pushViewController":
            if let screen = screen(arguments.first?.text ?? "") { actions.append(CodeAction(kind: .push(screen: screen), place: at)) }
            else { note("pushes \(arguments.first?.text ?? "?"), not a known view controller", at: call) }
        case "popViewController":
            actions.append(CodeAction(kind: .pop, place: at))
        case "popToRootViewController":
            actions.append(CodeAction(kind: .popToRoot, place: at))
        case "setViewControllers" where values[base].map({ if case .navigation = $0 { true } else { false } }) ?? base.hasSuffix("navigationController"):
            let screens = Self.arrayElements(arguments.first?.expression).compactMap { screen($0) }
            if screens.isEmpty {
                note("setViewControllers with no known view controller", at: call)
            } else {
                actions.append(CodeAction(kind: .setViewControllers(screens: screens), place: at))
            }
        case "present" where base == "router" || isRouter(base):
            // Seed 000: the coordinator's router pushes (on its own sheet when it was started
            // with a modal router), or makes a navigation controller the window's root.
            let presented = arguments.first?.text ?? ""
            if let screen = screen(presented) {
                actions.append(CodeAction(kind: .push(screen: screen), place: at))
            } else if case .navigation? = values[presented] {
                actions.append(CodeAction(kind: .setRootStack, place: at))
            } else {
                note("the router presents \(presented), not a known view controller", at: call)
            }
        case "dismiss" where base == "router" || isRouter(base):
            actions.append(CodeAction(kind: .routerDismiss, place: at))
        case "present":
            let presented = arguments.first?.text ?? ""
            let style = presentationStyles[presented]
            let isModal = modalInPresentation.contains(presented)
            let kind = { (screen: String) in CodeAction.Kind.present(screen: screen, style: style, isModalInPresentation: isModal) }
            if let screen = screen(presented) {
                actions.append(CodeAction(kind: kind(screen), place: at))
            } else if case .navigation? = values[presented] {
                presentedNavigations.insert(presented)
                if let screen = pendingRootScreens[presented] {
                    actions.append(CodeAction(kind: kind(screen), place: at))
                }
            } else {
                note("presents \(presented), not a known view controller", at: call)
            }
        case "dismiss":
            actions.append(CodeAction(kind: .dismiss, place: at))
        case "pop" where arguments.first?.label == "flow" && app.hasPopFlow:
            let flow = arguments.first.map { $0.text.hasPrefix(".") ? String($0.text.dropFirst()) : $0.text } ?? ""
            actions.append(CodeAction(kind: .popFlow(flow: flow, filter: app.popFlowLiteral ?? flow), place: at))
        case "exit":
            actions.append(CodeAction(kind: .exit, place: at))
        case "makeKeyAndVisible", "layoutIfNeeded", "setNavigationBarHidden":
            break  // Display only: nothing the tree or the stacks see.
        case "asyncAfter", "async", "perform":
            if let closure = call.trailingClosure { statements(closure.statements) }
        default:
            callOther(method, base: base, call: call, at: at)
        }
        if let closure = call.trailingClosure, !["asyncAfter", "async", "perform", "removeAll"].contains(method) {
            note("a closure passed to \(method): not modelled", at: closure)
        }
    }

    private mutating func callOther(_ method: String, base: String, call: FunctionCallExprSyntax, at: String) {
        if base.isEmpty || base == "self" {
            if app.implementation(of: method, in: owner) != nil, method != "start" {
                calls.append(("self", method))
                actions.append(CodeAction(kind: .call(target: "self", method: method), place: at))
            }
        } else if CoordinatorApp.parentNames.contains(base) {
            calls.append(("parent", method))
            actions.append(CodeAction(kind: .call(target: "parent", method: method), place: at))
        } else if let type = typeOf(base), app.coordinators.contains(type), method != "start" {
            calls.append((type, method))
            actions.append(CodeAction(kind: .call(target: type, method: method), place: at))
        } else if !base.contains("."), case let delegates = app.delegates(of: owner, property: base, method: method), !delegates.isEmpty {
            // `delegate?.feedCoordinatorDidClose(self)`: the coordinator that set itself as
            // the delegate, found as the nearest one of its type.
            if delegates.count > 1 { note("\(base) may be any of \(delegates.joined(separator: ", ")): modelled as \(delegates[0])", at: call) }
            calls.append((delegates[0], method))
            actions.append(CodeAction(kind: .call(target: delegates[0], method: method), place: at))
        } else if ["navigationController", "router", "window"].contains(where: base.contains) {
            note("\(call.trimmedDescription): not modelled", at: call)
        }
    }

    /// A child created in this method is started where `start()` is called, joining the
    /// `children` array and getting the parent this method gives it — or none.
    private mutating func emitStart(_ variable: String, at place: String) {
        guard let child = children[variable] else { return }
        var placement: String?
        for argument in child.arguments {
            if let tab = tabOfNavigation[argument.text] { placement = "tab \(tab)" }
            if presentedNavigations.contains(argument.text) { placement = "sheet" }
            // A modal router (its variable, or created in the argument) presents a sheet.
            let routerType: String? = if case .router(let type)? = values[argument.text] { type }
                else { app.routers.keys.first { argument.text.hasPrefix("\($0)(") } }
            if let routerType, case .modal? = app.routers[routerType] { placement = "sheet" }
        }
        actions.append(CodeAction(kind: .start(type: child.type, placement: placement, into: child.into, parent: child.parent,
                                               variable: variable, removedOnDismissal: child.removedOnDismissal), place: place))
    }

    /// Appends and parent assignments after `start()` still count: patch the start action.
    private mutating func finishChildren() {
        for index in actions.indices {
            guard case .start(let type, let placement, _, _, let variable, _) = actions[index].kind, let child = children[variable] else { continue }
            actions[index].kind = .start(type: type, placement: placement, into: child.into, parent: child.parent, variable: variable,
                                         removedOnDismissal: child.removedOnDismissal)
        }
        for (variable, child) in children.sorted(by: { $0.key < $1.key }) where !child.started && child.into != nil {
            actions.append(CodeAction(kind: .note("\(variable) (\(child.type)) is appended to children but never started"), place: ""))
        }
    }

    /// UIKit shows nothing until the window root is set: the scenario sets it before the
    /// children that present on it start.
    private mutating func hoistWindowRoot() {
        guard let rootIndex = actions.firstIndex(where: {
            if case .setRootTabs = $0.kind { return true }
            if case .setRootStack = $0.kind { return true }
            return false
        }) else { return }
        let root = actions.remove(at: rootIndex)
        let first = actions.firstIndex { if case .start = $0.kind { return true } else { return false } } ?? actions.count
        actions.insert(root, at: min(first, rootIndex))
    }

    // MARK: Helpers

    /// `self`, `parent`, or a coordinator type for a written target; nil for `nil`.
    private func target(_ text: String) -> String? {
        let text = Self.path(text)
        if text == "self" || text.isEmpty { return "self" }
        if text == "nil" { return nil }
        if CoordinatorApp.parentNames.contains(text) { return "parent" }
        if let type = typeOf(text) { return type }
        return text
    }

    /// What a property of the owner holds, when it is a navigation controller or a tab bar
    /// (`let navigationController = UINavigationController()`).
    private func propertyValue(_ name: String) -> Value? {
        guard let property = app.project.types[owner]?.property(named: name) else { return nil }
        let written = property.type ?? property.initializer.flatMap { CoordinatorApp.calledTypeName($0) } ?? ""
        if written == "UINavigationController" { return .navigation }
        if app.tabBars.contains(written) { return .tabBar }
        return nil
    }

    /// The child type a removal predicate names: `$0 === child` (a typed variable) or
    /// `$0 is ProfileCoordinator`.
    private func removedType(_ predicate: String) -> String? {
        let text = Self.path(predicate)
        if let range = text.range(of: #"\$0 is ([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression) {
            let type = String(text[range].dropFirst("$0 is ".count))
            if app.coordinators.contains(type) { return type }
        }
        if let range = text.range(of: #"\$0 === ([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression) {
            return typeOf(String(text[range].dropFirst("$0 === ".count)))
        }
        return nil
    }

    private func isRouter(_ variable: String) -> Bool {
        if case .router? = values[variable] { return true }
        return false
    }

    private func typeOf(_ variable: String) -> String? {
        if case .coordinator(let type, _)? = values[variable] { return type }
        if let property = app.project.types[owner]?.property(named: variable), let type = property.type, app.coordinators.contains(type) { return type }
        return nil
    }

    /// The view controller a written expression stands for: a variable or `Type(…)`.
    private func screen(_ text: String) -> String? {
        if case .screen(let type)? = values[text] { return type }
        let name = text.split(separator: "(").first.map(String.init) ?? text
        let bare = name.hasSuffix(".init") ? String(name.dropLast(5)) : name
        return app.screens.contains(bare) ? bare : nil
    }

    /// A piece of code read but not modelled, as a one-line comment of the draft: the code it
    /// quotes may span lines (a closure, a chained call), a comment may not.
    private mutating func note(_ text: String, at node: some SyntaxProtocol) {
        actions.append(CodeAction(kind: .note(Self.oneLine(text)), place: place(node)))
    }

    /// `text` on one line (runs of white space, line breaks included, become one space), at
    /// most 160 characters.
    static func oneLine(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ")
        return line.count > 160 ? String(line.prefix(159)) + "…" : line
    }

    private func place(_ node: some SyntaxProtocol) -> String { source.place(of: node) }

    /// `self.navigationController?.push` → `navigationController.push`;
    /// `(parentCoordinator as? AppCoordinator)?.didLogin` → `parentCoordinator.didLogin`.
    static func path(_ text: String) -> String {
        var text = text.replacingOccurrences(of: #"\(\s*([A-Za-z_][A-Za-z0-9_.]*)\s+as[?!]?\s+[A-Za-z_][A-Za-z0-9_.<>]*\s*\)"#,
                                             with: "$1", options: .regularExpression)
        text = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        while text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    static func call(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var expression = expression
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        return expression.as(FunctionCallExprSyntax.self)
    }

    static func arrayElements(_ expression: ExprSyntax?) -> [String] {
        guard let array = expression?.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.map { path($0.expression.trimmedDescription) }
    }
}
