import Foundation
import SwiftSyntax

extension MethodReader {
    typealias Arguments = [(label: String, expression: ExprSyntax)]

    /// The child a lookup among self's children narrowed to one coordinator type finds
    /// (`childCoordinators.compactMap { $0 as? DetailCoordinator }`, then `.filter { … }`,
    /// or `.filter { $0 is DetailCoordinator }`): the caller when the child's code runs, else
    /// one of that type.
    mutating func typedChild(_ narrowed: ExprSyntax?, predicate: ClosureExprSyntax? = nil) -> Value? {
        // (`children.first { ($0 as? ComposeCoordinator)?.sheet === dismissed }`: the type its predicate casts to.)
        var named = Set(predicate.map { MethodReader.captures(Self.castPattern, in: $0.trimmedText) } ?? [])
        var expression = narrowed
        var narrows = predicate != nil
        while true {
            if let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ["compactMap", "filter"].contains(member.declName.baseName.text) {
                if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
                    named.formUnion(MethodReader.captures(Self.castPattern, in: closure.trimmedText))
                }
                expression = member.base
                narrows = true
            } else if let name = expression.flatMap(MethodReader.ownName), frames[frames.count - 1].scope[name] == nil,
                      let getter = app.property(named: name, in: frames[frames.count - 1].selfType)?.0.getter.flatMap(CoordinatorApp.onlyExpression),
                      let narrowing = getter.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      ["compactMap", "filter"].contains(narrowing) {
                // (`private var details: [DetailCoordinator] { children.compactMap { $0 as? DetailCoordinator } }`:
                // the narrowing its getter does.)
                expression = getter
            } else {
                break
            }
        }
        guard narrows, let collection = expression, childrenHolder(MethodReader.path(collection.trimmedText), base: .this) != nil,
              named.count == 1, let type = named.first, app.coordinators.contains(type) else { return nil }
        return runsForChild ? .caller : .coordinatorType(type)
    }

    /// `$0 as? T`, `flow is T`: the type cast to (group 1).
    static let castPattern = #"\b(?:as[?!]|is)\s+([A-Za-z_][A-Za-z0-9_.]*)"#

    /// `base.method(…)`, the base already evaluated.
    mutating func dispatch(_ method: String, on base: Value, baseText: String, arguments: Arguments, values: [Value],
                           closures: [ClosureExprSyntax], at call: FunctionCallExprSyntax) -> Value {
        let first = values.first ?? .object("?")
        /// Whether the method called is the app's own, not UIKit's of that name.
        func isAppMethod() -> Bool { self.isAppMethod(method, on: base, labels: arguments.map(\.label), trailing: closures.count) }
        if case .chain(let chain) = base { return chainCall(method, on: chain, arguments: arguments, values: values, closures: closures, at: call) }
        // Several publishers (`Observable.merge(cancel, done)` then operators): each.
        if case .tuple(let elements) = base, !elements.isEmpty, Self.chains(in: base).count == elements.count {
            let results = elements.map { element -> Value in
                guard case .chain(let chain) = element else { return element }
                return chainCall(method, on: chain, arguments: arguments, values: values, closures: closures, at: call)
            }
            return Self.chains(in: .tuple(results)).isEmpty ? .object("subscription") : .tuple(results)
        }
        // `Observable.merge(cancel, done)`, `Publishers.Merge(a, b)`, `Publishers.MergeMany(results)`: any emits.
        if ["merge", "Merge", "MergeMany"].contains(method), case let merged = values.flatMap(Self.chains), merged.count > 1 { return .tuple(merged) }
        // Swift's `zip(stacks, tabs)` of two lists: their pairs.
        if method == "zip", baseText.isEmpty, values.count == 2, case .tuple(let left) = values[0], case .tuple(let right) = values[1],
           app.function("zip", in: frames[frames.count - 1].selfType, labels: arguments.map(\.label), values: values) == nil {
            return .tuple(zip(left, right).map { .tuple([$0, $1]) })
        }
        // `continuation.resume(returning: result)`, on the continuation a closure was given or a
        // property of self keeps (`CheckedContinuation<Result, Never>?`): the creator's code
        // after its `await` runs.
        if method == "resume", frames[frames.count - 1].selfValue.isThis, isContinuation(base, baseText) {
            callWired(MethodReader.resumeProperty, at: place(call), passesSelf: false, values: [])
            return .literal("void")
        }
        // `let ended = subflows.compactMap { $0 as? SettingsFlow }.filter { … }`: a list of
        // self's children of that type, for what follows (`ended.forEach { detach($0) }`).
        if ["compactMap", "filter"].contains(method), frames[frames.count - 1].selfValue.isThis, !isAppMethod(), let typed = typedChild(ExprSyntax(call)) {
            return .tuple([typed])
        }
        // `childCoordinators.compactMap { $0 as? DetailCoordinator }.first { … }`: a child of that type.
        let passed: ClosureExprSyntax? = if case .closure(let closure, _) = first { closure } else { closures.first }
        if ["first", "last", "forEach"].contains(method),
           let typed = typedChild(call.calledExpression.as(MemberAccessExprSyntax.self)?.base, predicate: method == "forEach" ? nil : passed) {
            guard method == "forEach" else { return typed }
            // `….forEach { childDidFinish($0) }`: the closure runs with that child.
            if let closure = closures.first {
                runClosure(closure, captured: visibleScope(), arguments: [typed])
            } else if let name = arguments.first.flatMap({ MethodReader.ownName($0.expression) }), frames[frames.count - 1].selfValue.isThis,
                      frames[frames.count - 1].scope[name] == nil,
                      let found = app.function(name, in: frames[frames.count - 1].selfType, labels: ["_"], values: [typed]) {
                // (`….forEach(removeChild)`: the coordinator's method, by name.)
                _ = follow(found.function, owner: found.owner, selfValue: .this, labels: ["_"], values: [typed], at: call)
            }
            return .literal("void")
        }
        // The children collection: `childCoordinators.append(c)`, `.removeAll { $0 === c }`…
        // (Unless it holds the children this handler listed: `flows.forEach { $0.begin() }`
        // runs for each, below.)
        // `children.map(\.rootViewController)` on the children a handler listed: each one's member.
        if case .tuple(let elements) = base, method == "map" || method == "compactMap", arguments.count == 1,
           let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
           let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            return .tuple(elements.map { member($0, property.declName.baseName.text) })
        }
        // `flows.map { $0.navigationController }`, `Tab.allCases.map { tab in … }` on a list known
        // here: what the closure gives for each element, in order.
        if case .tuple(let elements) = base, method == "map" || method == "compactMap", let closure = passed, arguments.count + closures.count == 1,
           Self.parameterNames(of: closure).count <= 1, elements.allSatisfy({ element in
               if element.childIndex != nil { return true }
               if case .literal(let text) = element { return DraftBuilder.identifier(text) == text && !["void", "nil", "true", "false"].contains(text) }
               return false
           }) {
            return .tuple(elements.compactMap { runClosure(closure, captured: visibleScope(), arguments: [$0]) })
        }
        let listed = if case .tuple = base, method == "forEach" { true } else { false }
        if !listed, let holder = childrenHolder(baseText, base: base) {
            return childrenOperation(method, holder: holder, arguments: arguments, values: values, closures: closures, at: call)
        }
        // Seed 000's routers: `router.present(vc)` pushes on the router's stack (a modal
        // router's own sheet), a navigation controller becomes the window root.
        if isRouterCall(base), method == "present" {
            switch first {
            case .screen(let screen): actions.append(CodeAction(kind: .push(screen: screen), place: place(call)))
            case .navigation: actions.append(CodeAction(kind: .setRootStack, place: place(call)))
            // `router.present(child.rootViewController)`: the child's own stack, in a sheet.
            case .presentable, .child: present(first, text: MethodReader.path(arguments[0].expression.trimmedText), at: call)
            default: note("the router presents \(arguments.first?.expression.trimmedText ?? "?"), not a known view controller", at: call)
            }
            return .literal("void")
        }
        // `router.present(.main)` on a router of routes of the app's: the coordinator's case for it.
        if queuedRoute(method, on: base, values: values, at: call) { return .literal("void") }
        if isRouterCall(base), method == "dismiss", !dismissesOnly(base) {
            actions.append(CodeAction(kind: .routerDismiss, place: place(call)))
            return .literal("void")
        }
        // Seed 000's `presentChild(child, animated:, onDismissed:)`: appended, started, removed when dismissed.
        // A helper of the same shape without a dismissal closure (`coordinate(to: child)`) appends
        // and starts it; one that sets the child's parent link to self (`child.parent = self`) sets it.
        if base.isThis, app.presentingHelpers.contains(method), let child = first.childIndex {
            let helper = app.function(method, in: frames[frames.count - 1].selfType, labels: arguments.map(\.label), values: values)?.function
            children[child].into = "self"
            children[child].removedOnDismissal = helper.map { $0.parameters.contains { $0.type.contains("->") } } ?? true
            if let helper, let parameter = helper.parameters.first?.name, let body = helper.body?.statements.trimmedText,
               app.parentPropertyNames.contains(where: { body.range(of: "\\b\(parameter)\\??\\.\($0)\\s*=\\s*self\\b", options: .regularExpression) != nil }) {
                children[child].parent = "self"
            }
            startChild(child, entry: nil, at: call)
            return .literal("void")
        }
        // `navigationController.viewControllers.remove(at: 0)`: the bottom screen goes.
        if baseText.hasSuffix("viewControllers"), app.isNavigationValue(base),
           method == "removeFirst" && arguments.isEmpty || method == "remove" && arguments.first?.label == "at" && arguments.first?.expression.trimmedText == "0" {
            actions.append(CodeAction(kind: .removeFirstScreen, place: place(call)))
            return .literal("void")
        }
        // A routing coordinator (XCoordinator): its initializers, routes and children.
        if let value = routingCall(method, on: base, baseText: baseText, arguments: arguments, values: values, at: call) { return value }
        // Seed 001's `pop(flow:)`.
        if let popFlow = app.popFlowMethod, method == popFlow.name, arguments.first?.label == popFlow.label {
            let flow = MethodReader.caseName(arguments[0].expression.trimmedText)
            actions.append(CodeAction(kind: .popFlow(flow: flow, filter: app.popFlowLiteral ?? flow), place: place(call)))
            return .literal("void")
        }
        switch method {
        case "pushViewController" where !isAppMethod() || app.isNavigationValue(base):
            push(first, on: base, at: call)
            return .literal("void")
        case "popViewController" where !isAppMethod():
            actions.append(CodeAction(kind: .pop, place: place(call)))
            if app.popCompletionRouters[frames[frames.count - 1].selfType] != nil { actions.append(CodeAction(kind: .runPopHandler, place: place(call))) }
            return .literal("void")
        case "popToRootViewController":
            if !isAppMethod() {
                actions.append(CodeAction(kind: .popToRoot, place: place(call)))
                // A router running the pop handler kept for each screen UIKit pops (in its
                // stack's didShow): those of every screen above the root, which the model
                // does not know here.
                if app.popCompletionRouters[frames[frames.count - 1].selfType] != nil {
                    note("the pop handlers \(frames[frames.count - 1].selfType) keeps for the screens popped to the root: not run", at: call)
                }
                return .literal("void")
            }
        case "popToViewController" where !isAppMethod():
            // Back to a screen of a type the code names (a property or a local declared as
            // one, one every creator hands the coordinator): the topmost of that type.
            if case .screen(let screen) = first {
                actions.append(CodeAction(kind: .popTo(screen: screen), place: place(call)))
                return .literal("void")
            }
            // Back to below the first screen it showed: everything it put on the stack goes.
            if case .ownStack = base, let argument = arguments.first?.expression, popsBelowFirstScreen(argument) || popsToStartingTop(argument) {
                actions.append(CodeAction(kind: .unwind, place: place(call)))
                return .literal("void")
            }
            // Back to a screen the coordinator kept (`pushedViewControllers.last`): which one
            // the model cannot tell, and popping to the root would pop too much.
            note("\(call.trimmedText): pops back to a view controller the model cannot name", at: call)
            return .literal("void")
        case "setViewControllers" where !isAppMethod():
            // `pageViewController.setViewControllers([page], direction: .forward, …)`: a page, not a stack.
            if arguments.contains(where: { $0.label == "direction" }) {
                if !embedPages(values) { note("\(call.trimmedText): a page view controller's page is not modelled", at: call) }
                return .literal("void")
            }
            setViewControllers(first, on: base, at: call)
            return .literal("void")
        // `split.setViewController(nav, for: .primary)`: iOS 14's columns. On an iPhone the
        // compact column shows when there is one, else the primary collapsed.
        case "setViewController" where !isAppMethod() && arguments.count == 2 && arguments[1].label == "for":
            if case .object(let type) = base, app.isSplitView(type) {
                switch MethodReader.caseName(arguments[1].expression.trimmedText) {
                case "primary" where splitCompact == nil: splitPrimary = first
                case "compact": splitCompact = first; splitPrimary = first; splitSecondary = nil
                case "secondary" where splitCompact == nil: splitSecondary = first
                default: break
                }
            }
            return .literal("void")
        // `split.showDetailViewController(nav, sender: nil)`: collapsed, as on an iPhone, the
        // detail goes onto the primary's stack (a child started on `nav` shows there already).
        case "showDetailViewController" where !isAppMethod() && arguments.count == 2:
            guard case .object(let type) = base, app.isSplitView(type) else { break }
            assume("a split view: modelled collapsed, as on an iPhone (its detail pushed onto its primary's stack)", at: call)
            switch first {
            case .screen: push(first, on: .ownStack, at: call)
            case .navigation(let index) where navigations[index].child == nil:
                for screen in navigations[index].screens { push(.screen(screen), on: .ownStack, at: call) }
            default: break
            }
            return .literal("void")
        // `show(_:sender:)`: a navigation controller pushes; any other view controller presents.
        case "show" where !isAppMethod() && arguments.count == 2 && arguments[1].label == "sender":
            if app.isNavigationValue(base) { push(first, on: base, at: call) }
            else { present(first, text: MethodReader.path(arguments[0].expression.trimmedText), at: call) }
            return .literal("void")
        // UIKit's `present(_:animated:completion:)`, not an object's `present(from: self)`.
        case "present" where !isAppMethod() && arguments.first?.label == "_":
            // `topViewController.present(…)`: from the topmost presented controller.
            let receiver = baseText.split(separator: ".").last.map { String($0.prefix { $0 != "(" }) } ?? ""
            let text = arguments.first.map { MethodReader.path($0.expression.trimmedText) } ?? ""
            // `presenter?.present(onboarding, animated: false)` from the controller a creator
            // handed a coordinator with no stack of its own (the tab bar).
            if case .screen(let screen) = first, frames.count == 1, frames[0].selfValue.isThis, handedPresentation == nil,
               presentsFromHandedController(MethodReader.path(baseText)) {
                handedPresentation = (screen, "modal" + (presentationStyles[text].map { " \($0)" } ?? ""), modalInPresentation.contains(text))
            }
            present(first, text: text, onTop: app.topControllerMembers.contains(receiver), at: call)
            runCompletions(closures, values)
            return .literal("void")
        case "dismiss" where !isAppMethod():
            actions.append(CodeAction(kind: .dismiss, place: place(call)))
            runCompletions(closures, values)
            return .literal("void")
        case "addChild" where !isAppMethod():
            if case .tabBar(let index) = base { tabBars[index].tabs.append(first) }
            return .literal("void")
        case "exit":
            actions.append(CodeAction(kind: .exit, place: place(call)))
            return .literal("void")
        case "makeKeyAndVisible", "layoutIfNeeded", "setNavigationBarHidden", "print", "assert", "assertionFailure", "precondition":
            return .literal("void")
        // (Each pattern of a `case` takes its own `where`: one set, one condition.)
        case _ where MethodReader.closureRunners.contains(method) && !isAppMethod():
            // The closures passed as arguments (`animations: { … }`), then the trailing ones.
            for case .closure(let closure, let captured) in values { runClosure(closure, captured: captured) }
            for closure in closures { runClosure(closure, captured: visibleScope()) }
            return .literal("void")
        case _ where CoordinatorApp.emittingMethods.contains(method) && emit(on: call.calledExpression.as(MemberAccessExprSyntax.self)?.base, values: values):
            return .literal("void")
        case _ where CoordinatorApp.emittingMethods.contains(method) && emitToCreators(on: call.calledExpression.as(MemberAccessExprSyntax.self)?.base, values: values, at: call):
            return .literal("void")
        case _ where MethodReader.subscribingMethods.contains(method):
            if subscription(method, arguments: arguments, values: values, closures: closures, at: call) { return .object("subscription") }
        case "append" where arguments.count == 1:
            // `routes.append(.welcome)` on a local list of cases.
            if case .tuple(let elements) = base, frames[frames.count - 1].scope[baseText] != nil, case .literal = first {
                frames[frames.count - 1].scope[baseText] = .tuple(elements + [first])
                return .literal("void")
            }
        case "sorted", "filter", "reversed", "shuffled":
            // The elements of a literal array, in the order written.
            if case .tuple = base { return base }
        case "forEach", "map", "compactMap", "flatMap":
            if case .tuple(let elements) = base, let closure = passed {
                let parameters = Self.parameterNames(of: closure).count
                var made: [Value] = []
                for element in elements {
                    // `zip(stacks, tabs).map { stack, tab in … }`: each pair's values, one per parameter.
                    let arguments = if parameters > 1, case .tuple(let parts) = element, parts.count == parameters { parts } else { [element] }
                    if let value = runClosure(closure, captured: visibleScope(), arguments: arguments) { made.append(value) }
                }
                // `tabs.map { tab in makeStack(for: tab) }`: what the closure makes for each, when
                // it makes something the model knows (a stack, a screen, a child's result).
                if method != "forEach", made.count == elements.count, made.allSatisfy(Self.isMade) { return .tuple(made) }
            } else if case .tuple(let elements) = base, case .object = first, let name = arguments.first?.expression.trimmedText,
                      app.implementation(of: name, in: frames[frames.count - 1].selfType) != nil {
                // `pages.map(getTabController)`.
                for element in elements { _ = followSelf(name, values: [element], labels: ["_"], at: call) }
            }
            return base
        default:
            break
        }
        // `child.toPresentable()`: what a coordinator shows.
        if app.presentingMembers.contains(method), arguments.isEmpty {
            switch base {
            case .child(let index):
                // `child.start() -> UINavigationController` filling the stack it returns: the
                // child starts, and what it returns is what it shows (a tab, a presentation).
                if !children[index].started, let found = app.implementation(of: method, in: children[index].type),
                   (found.function.body?.statements.count ?? 0) > 1 {
                    startChild(index, entry: method, at: call)
                }
                return .presentable(index)
            case .screen, .navigation, .ownStack, .presentable, .tabBar, .object("UIAlertController"): return base
            // A UIKit view controller (`extension UIViewController: Presentable`) presents itself.
            case .object(let type) where app.isSplitView(type): return base
            // A router made around a navigation controller shows it.
            case .object(let type) where objectStacks[type] != nil: return objectStacks[type] ?? base
            case .coordinatorType, .parent, .caller: return .object("stack of another coordinator")
            default: break
            }
        }
        if case .literal(let name) = base, name == method { return selfCall(method, arguments: arguments, values: values, closures: closures, at: call) }
        switch base {
        case .this where !frames[frames.count - 1].selfValue.isThis:
            // An object calling the coordinator it was handed (`delegate?.didChange(state:)`).
            guard let function = app.function(method, in: owner, labels: arguments.map(\.label), values: values) else { return .object("?") }
            return follow(function.function, owner: function.owner, selfValue: .this, labels: arguments.map(\.label), values: values, at: call)
        case .this:
            return selfCall(method, arguments: arguments, values: values, closures: closures, at: call)
        case .child(let index):
            // A setter (`setNavigationController(controller:)`, only assigning what it is passed)
            // configures the child; any other method of it is its entry, as is a method of its
            // kind called with nothing to pass (`child.start()`).
            let implementation = app.implementation(of: method, in: children[index].type)
            // `child.setDatabase(ref); child.start()`: configured first, then started — its
            // kind's method is its start, as for the creators that only call that.
            if children[index].started, let entry = children[index].entry, arguments.isEmpty, app.isKindMethod(method), !app.isKindMethod(entry),
               let position = entries.lastIndex(where: { $0 == (children[index].type, entry) }) {
                entries[position].method = method
                children[index].entry = method
                return .object("?")
            }
            if implementation.map({ arguments.isEmpty || !Self.onlyAssigns($0.function) }) ?? (arguments.isEmpty && app.isKindMethod(method)) {
                startChild(index, entry: method, at: call)
                // `child.start() -> AnyPublisher<Result, Never>`: its result, for the creator to subscribe to.
                if let returned = implementation?.function.returnType, app.isPublisher(returned) { return .chain(PublisherChain(origin: .child(index))) }
                // `let stack = child.start()` (`-> UINavigationController`): what the child shows,
                // for a tab or a presentation, as `child.toPresentable()`.
                if let returned = implementation?.function.returnType.map(SwiftProject.bareType),
                   app.isNavigation(returned) || app.lineage(of: returned).contains("UIViewController") {
                    return .presentable(index)
                }
            }
            return .object("?")
        case .parent:
            return otherCoordinator("parent", method, values: values, at: call)
        case .caller:
            return otherCoordinator("caller", method, values: values, at: call)
        case .coordinatorType(let type):
            if let own = ownCall(method, on: type, baseText: baseText, arguments: arguments, values: values, at: call) { return own }
            return otherCoordinator(type, method, values: values, at: call)
        case .object(let type) where !type.hasPrefix("type:"):
            if let own = ownCall(method, on: type, baseText: baseText, arguments: arguments, values: values, at: call) { return own }
            // A library's container (`container.resolve(SettingsCoordinating.self)!`).
            if app.function(method, in: type, labels: arguments.map(\.label), values: values) == nil, let made = resolvedByRegistration(values) { return made }
            wirePopCompletion(type, method: method, arguments: arguments, values: values, closures: closures, at: call)
            return objectCall(type, method, property: baseText.split(separator: ".").last.map(String.init) ?? "", arguments: arguments, values: values,
                              closures: closures, at: call)
        case .object(let type):
            // `Type.create()`, `Type.instantiate()`: a static factory of a screen or coordinator
            // (a screen's returning something else, `makeWarning() -> UIAlertController`, is followed).
            let name = String(type.dropFirst(5))
            let made = app.screens.contains(name) ? app.function(method, in: name, labels: arguments.map(\.label), values: values)?.function.returnType : nil
            if app.screens.contains(name), made.map({ [name, "Self"].contains(SwiftProject.bareType($0)) }) ?? true { lastScreen = name; return .screen(name) }
            if app.coordinators.contains(name), method != "shared" { return .coordinatorType(name) }
            // `UINavigationController.controllerFromStoryboard(.main)`: a new navigation controller.
            if app.isNavigation(name) { return newNavigation() }
            // `TabbarController.controllerFromStoryboard(.main)`: a tab bar, its tabs as the storyboard lays them out.
            if app.isTabBar(name), let count = app.storyboardTabs[name] { return newTabBar(tabs: count) }
            // `LaunchInstructor.configure()`: a static function of an enum of the app's, for the case
            // it returns; `NavigationRouter.createModal(style:) -> NavigationRouter`: a class's factory, for what it makes.
            if let kind = app.project.types[name]?.kind, let function = app.function(method, in: name, labels: arguments.map(\.label), values: values),
               kind == .enumType || function.function.returnType.map({ $0 != "Void" && $0 != "()" }) == true {
                return follow(function.function, owner: function.owner, selfValue: base, labels: arguments.map(\.label), values: values, at: call)
            }
            // `AppState.needToOnboard(animated: true)`: a case with associated values.
            if let enumCase = app.enumCase(method, of: name) { return .literal(enumCase) }
            return .object(name)
        case .ownStack, .navigation, .tabBar, .tabStack:
            // A method of the app's own navigation controller subclass (`pushCoordinator`).
            if let type = app.navigationSubclass, let function = app.function(method, in: type, labels: arguments.map(\.label), values: values) {
                return follow(function.function, owner: function.owner, selfValue: base, labels: arguments.map(\.label), values: values, at: call)
            }
        case .screen(let type):
            // `pager.setPages([history.toPresent(), deal.toPresent()])`: the stacks of children
            // given to a page view controller, by any method of it, are its pages, embedded in
            // it — each shown while the pager is, a swipe away.
            if app.lineage(of: type).contains("UIPageViewController") { embedPages(values) }
            // `HomeViewController.instantiate()`, `.make()`: a method of the screen's returning
            // its own type is the screen, under any name; not a helper of its own making something
            // else (`makeAlertController { … } -> UIAlertController`). Reusable's `instantiate()`
            // (a library's, not in the sources) too.
            let made = app.function(method, in: type, labels: arguments.map(\.label), values: values)?.function.returnType.map(SwiftProject.bareType)
            if made.map({ $0 == type || $0 == "Self" }) ?? (method == "instantiate") { return base }
            // `sheet?.dismissSheet()`: a method of the app's own view controller.
            if let function = app.function(method, in: type, labels: arguments.map(\.label), values: values) {
                return follow(function.function, owner: function.owner, selfValue: base, labels: arguments.map(\.label), values: values, at: call)
            }
        default:
            break
        }
        // `container.resolve(LoginViewController.self)`: a screen or coordinator built by a container.
        for value in values {
            if case .object(let type) = value, type.hasPrefix("type:") {
                let name = String(type.dropFirst(5))
                if let made = resolved(name, values: values) { return made }
                if app.screens.contains(name) { lastScreen = name; return .screen(name) }
            }
        }
        for closure in closures { runClosure(closure, captured: visibleScope()) }
        return .object("?")
    }

    /// The base classes the running coordinator inherits that the object running this frame
    /// keeps a reference of (a navigator's `weak var currentFlow: BaseFlow?`); empty in a
    /// coordinator's own code (self, its base classes) and in any other coordinator's.
    var ownKindReferences: Set<String> {
        let frame = frames[frames.count - 1]
        let lineage = app.lineage(of: owner)
        guard !frame.selfValue.isThis, !lineage.contains(frame.selfType), !app.coordinators.contains(frame.selfType),
              let properties = app.project.types[frame.selfType]?.properties else { return [] }
        return Set(properties.compactMap { $0.type.map(SwiftProject.bareType) }.filter { type in
            type != owner && lineage.contains(type) && app.project.types[type]?.kind == .classType
        })
    }

    /// The end of the note ``ownCall(_:on:baseText:arguments:values:at:)`` leaves.
    static let ownCallNote = ", whose screen's action reached it"

    /// `currentFlow?.startChildFlow(for: scene)` in an object a screen's action reached (a
    /// navigator), on a reference typed as a base class the running coordinator inherits
    /// (`weak var currentFlow: BaseFlow?`): the object was pointed at the coordinator that
    /// shows the screen, and the call is its own. Nil for any other call.
    private mutating func ownCall(_ method: String, on type: String, baseText: String, arguments: Arguments, values: [Value],
                                  at call: FunctionCallExprSyntax) -> Value? {
        guard !baseText.isEmpty, ownKindReferences.contains(type),
              let found = app.function(method, in: owner, labels: arguments.map(\.label), values: values) else { return nil }
        assume("\(baseText) is taken to be \(owner)\(Self.ownCallNote)", at: call)
        // (Its answer decides what the object does next: read in place. Else its call.)
        if isValueUsed(call) || Syntax(call).ancestorOrSelf(mapping: { $0.as(ConditionElementSyntax.self) }) != nil {
            return follow(found.function, owner: found.owner, selfValue: .this, labels: arguments.map(\.label), values: values, at: call)
        }
        return otherCoordinator("self", method, values: values, at: call, asFinish: false)
    }

    /// The children whose stacks are given to a page view controller (in an array, or one by
    /// one): its pages, each started `in embed` — shown while the pager is, a swipe away.
    /// Whether there was one.
    @discardableResult
    private mutating func embedPages(_ values: [Value]) -> Bool {
        var found = false
        for value in values.flatMap(\.elements) {
            guard let child = value.childIndex else { continue }
            found = true
            if children[child].placement == nil { embed(child) }
        }
        return found
    }

    /// A child shown embedded in a screen of the app: it starts `in embed`, showing first the
    /// screen it presents as itself, if it has one.
    mutating func embed(_ child: Int) {
        children[child].placement = "embed"
        children[child].shownByCreator = true
    }

    /// UIKit's, Foundation's and Swift's calls that run their closures (`DispatchQueue.main.async`,
    /// `Task`, `UIView.animate`, `UIView.transition(with:…, animations:)`), unless the app declares the method called.
    static let closureRunners: Set<String> = ["async", "asyncAfter", "perform", "sync", "Task", "run", "performWithoutAnimation", "animate", "transition"]

    /// A method of the running coordinator (or of the object whose helper is followed).
    private mutating func selfCall(_ method: String, arguments: Arguments, values: [Value], closures: [ClosureExprSyntax],
                                   at call: FunctionCallExprSyntax) -> Value {
        let selfType = frames[frames.count - 1].selfType
        let labels = arguments.map(\.label)
        // In a base class's method, `self` is still the coordinator running the handler: its
        // overrides are the ones called (`start()` calling `start(with:)`).
        let dispatched = frames[frames.count - 1].selfValue.isThis && selfType != owner
            ? app.function(method, in: owner, labels: labels, values: values) : nil
        guard let function = dispatched ?? app.function(method, in: selfType, labels: labels, values: values) else {
            // `onFinish()`, `self?.onFinish()`: a closure the coordinator keeps, what its creator gave it.
            if frames[frames.count - 1].selfValue.isThis, let (property, _) = app.property(named: method, in: selfType), property.type?.contains("->") == true {
                if isValueUsed(call), let made = givenClosureValue(method, values: values, at: call) { return made }
                callWired(method, at: place(call), passesSelf: values.contains(where: \.isThis), values: values)
                return .object("?")
            }
            for closure in closures { runClosure(closure, captured: visibleScope()) }
            return .object("?")
        }
        let own = app.project.types[selfType]?.functions.contains { $0.node.id == function.function.node.id } ?? false
        let carries = values.contains { value in
            switch value {
            case .child, .screen, .navigation, .presentable, .closure, .tabBar, .heldTabBar, .caller: true
            // `childDidFinish(buyViewController.coordinator)`: a coordinator known by its type.
            case .coordinatorType: true
            // `getTabController(.weather)`: the case the helper's switch takes.
            case .literal(let text): text != "void" && text != "nil"
            // `showOffers(router: ModalRouter(…))`: one of the routers a child may keep; `release(flow)`
            // for each of self's children (``MethodReader/childSweep(_:)``).
            case .object(let type): type == MethodReader.everyChild || !app.keptProtocols.isDisjoint(with: app.project.protocolClosure(of: type))
            // `push(from: .viewController(controller))`: a case carrying a screen or a child.
            case .tuple(let elements): elements.first.map { if case .literal = $0 { true } else { false } } == true && elements.dropFirst().contains(where: Self.isCarried)
            default: false
            }
        }
        // A method of the coordinator's own type with nothing to pass: `call self.m`, unless
        // its result is used (a factory) or the reader is already inside a helper.
        // A handler building a tab bar follows its helpers: the tabs they add are its own.
        // An overloaded method (`showRoom(withId:)` calling `showRoom(with:eventId:)`) is
        // followed: a `call` names a method, not an overload.
        let overloaded = (app.project.types[selfType]?.functions.filter { $0.name == method }.count ?? 0) > 1
        // As deep as the reader follows helpers: a method of its own is a `call`, read apart
        // (what it was passed is not known there), rather than lost.
        // So is one called again while it is read (`showUpdate` from its own dismissal's completion).
        let deepest = frames.count >= MethodReader.maximumDepth || activeFunctions.contains(function.function.node.id)
        if frames[frames.count - 1].selfValue.isThis, own, !isValueUsed(call), method != app.entryMethod,
           deepest || !carries && !overloaded && !readsStepValue && frames.count == 1 && tabBars.isEmpty && !(atLaunch && MethodReader.hasBranches(function.function)) {
            // Followed when its cases are the handler's (an event's alternatives, the ways of a
            // start): read in place on trial, kept when it gave the handler a choice.
            if !deepest, mayChooseCases(function.function) {
                var trial = self
                let result = trial.follow(function.function, owner: function.owner, selfValue: frames[frames.count - 1].selfValue, labels: labels,
                                          values: values, closures: closures, at: call)
                if trial.choseCases(since: self) {
                    self = trial
                    return result
                }
            }
            calls.append(("self", method, false))
            actions.append(CodeAction(kind: .call(target: "self", method: method), place: place(call)))
            return .object("?")
        }
        return follow(function.function, owner: function.owner, selfValue: frames[frames.count - 1].selfValue, labels: labels, values: values,
                      closures: closures, at: call)
    }

    /// Whether a value is something the model knows a closure made: a stack, a tab bar, a
    /// screen, a child or what it shows, a child's result, a list of them.
    static func isMade(_ value: Value) -> Bool {
        switch value {
        case .navigation, .tabBar, .screen, .child, .presentable, .chain: true
        case .tuple(let elements): !elements.isEmpty && elements.allSatisfy(isMade)
        default: false
        }
    }

    /// Whether an enum case's associated value is kept with the case: a screen or a child, or a
    /// list of them (`.replaceStack([welcome])`) — not a stack, which a list of cases would be
    /// read as.
    static func isCarried(_ value: Value) -> Bool {
        switch value {
        case .screen, .child, .presentable: true
        case .tuple(let elements): !elements.isEmpty && elements.allSatisfy { if case .tuple = $0 { false } else { isCarried($0) } }
        default: false
        }
    }

    /// Whether a method's body only assigns (`func setRouter(_ r: Router) { router = r }`).
    static func onlyAssigns(_ function: SwiftType.Function) -> Bool {
        guard let statements = function.body?.statements, !statements.isEmpty else { return false }
        return statements.allSatisfy { $0.item.as(SequenceExprSyntax.self)?.elements.assignment != nil }
    }

    /// Whether a method of its own may hold the handler's cases, while they are told apart
    /// (the ways of a start, an event's alternatives): it branches, or names a coordinator
    /// that has start cases.
    private func mayChooseCases(_ function: SwiftType.Function) -> Bool {
        guard pathChoices != nil || splitsBranches, let body = function.body else { return false }
        return MethodReader.hasBranches(function)
            || body.statements.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .identifier(token.text) else { return false }
                startCaseLog?.lookedUp(token.text)
                return facts.startCases[token.text] != nil
            }
    }

    /// Whether reading on from `before` gave the handler a choice: alternatives, or a branch
    /// point of the path enumerated.
    private func choseCases(since before: MethodReader) -> Bool {
        actions.dropFirst(before.actions.count).contains { $0.branches != nil }
            || pathPointsReached != before.pathPointsReached || startCasePointsReached != before.startCasePointsReached
            || openPathPoint != before.openPathPoint || openStartCasePoint != before.openStartCasePoint
    }

    /// Whether a method's body branches (`if`, `guard`, `switch`): at launch it is followed,
    /// so that the launch takes one of its cases.
    static func hasBranches(_ function: SwiftType.Function) -> Bool {
        guard let body = function.body else { return false }
        return body.statements.tokens(viewMode: .sourceAccurate).contains { [.keyword(.if), .keyword(.guard), .keyword(.switch)].contains($0.tokenKind) }
    }

    /// A UIKit call's completion, trailing or passed as `completion:`, runs after it.
    private mutating func runCompletions(_ closures: [ClosureExprSyntax], _ values: [Value]) {
        for closure in closures { runClosure(closure, captured: visibleScope()) }
        for case .closure(let closure, let captured) in values { runClosure(closure, captured: captured) }
    }

    /// Follows a method named `name` of the running function's type.
    mutating func followSelf(_ name: String, values: [Value], labels: [String], at call: some SyntaxProtocol) -> Value {
        guard let function = app.function(name, in: frames[frames.count - 1].selfType, labels: labels, values: values) else { return .object("?") }
        return follow(function.function, owner: function.owner, selfValue: frames[frames.count - 1].selfValue, labels: labels, values: values, at: call)
    }

    /// Reads a helper's body in place, its parameters bound to the call's values.
    mutating func follow(_ function: SwiftType.Function, owner type: String, selfValue: Value, labels: [String], values: [Value],
                         closures: [ClosureExprSyntax] = [], at call: some SyntaxProtocol) -> Value {
        guard let body = function.body, frames.count < MethodReader.maximumDepth, !activeFunctions.contains(function.node.id) else {
            return .object("?")
        }
        var scope = bind(function.parameters, labels, values)
        // Trailing closures (`check(config) { … }`): the last parameters, with what they capture here.
        for (parameter, closure) in zip(function.parameters.suffix(closures.count), closures) where scope[parameter.name] == nil {
            scope[parameter.name] = .closure(closure, captured: visibleScope())
        }
        for parameter in function.parameters where scope[parameter.name] == nil {
            if let defaultValue = function.defaults[parameter.name] { scope[parameter.name] = evaluate(defaultValue) }
        }
        activeFunctions.insert(function.node.id)
        defer { activeFunctions.remove(function.node.id) }
        let result = withFrame(selfValue: selfValue, selfType: type, source: function.source, scope: scope, callSite: call) { reader in
            // `func showSplash() -> Outcome<Void> { coordinate(to: Splash()) }`: one expression, returned.
            if function.returnType != nil, body.statements.count == 1, let only = body.statements.first, case .expr(let expression) = only.item,
               !reader.frames[reader.frames.count - 1].performsTransition {
                return reader.evaluate(expression)
            }
            reader.statements(body.statements)
            return reader.frames[reader.frames.count - 1].returned ?? function.returnType.map { reader.typedValue($0) } ?? .object("?")
        }
        // `func resolveViewController<T>(_ type: T.Type) -> T` (or `-> T?`, a lookup) called with
        // `FeedViewController.self`: what a factory registered for it makes, else a value of that type.
        if case .object = result, let returned = function.returnType.map(SwiftProject.bareType),
           let parameter = function.parameters.first(where: { $0.type == "\(returned).Type" }),
           case .object(let literal)? = scope[parameter.name], literal.hasPrefix("type:") {
            if let made = resolved(String(literal.dropFirst(5)), values: values) { return made }
            let value = typedValue(String(literal.dropFirst(5)))
            if case .screen(let screen) = value { lastScreen = screen }
            return value
        }
        return result
    }

    /// What the factory registered for the type a call passes makes (`SettingsCoordinating.self`).
    mutating func resolvedByRegistration(_ values: [Value]) -> Value? {
        for case .object(let literal) in values where literal.hasPrefix("type:") {
            if let made = resolved(String(literal.dropFirst(5)), values: values) { return made }
        }
        return nil
    }

    /// What the factory registered for `type` makes (``CoordinatorApp/registrations(in:)``), its
    /// parameters given the other values the resolution passes (`argument: nav`).
    mutating func resolved(_ type: String, values: [Value]) -> Value? {
        guard let closure = app.registrations[type], frames.count < MethodReader.maximumDepth else { return nil }
        let arguments = values.filter { if case .object(let literal) = $0 { !literal.hasPrefix("type:") } else { true } }
        let made = withFrame(selfValue: .object("?"), selfType: "?", source: app.project.source(of: closure) ?? frames[frames.count - 1].source,
                             scope: Self.parameters(of: closure, given: arguments), callSite: nil) { reader in
            reader.value(of: closure.statements)
        }
        // A child or a screen made: the factory followed; anything else is not known better.
        if let made, made.childIndex != nil { return made }
        if case .screen? = made { return made }
        return nil
    }

    /// A value of a written type, when nothing better is known.
    func typedValue(_ type: String) -> Value {
        let bare = SwiftProject.bareType(type)
        if app.screens.contains(bare) { return .screen(bare) }
        if app.coordinators.contains(bare) { return .coordinatorType(bare) }
        return .object(bare)
    }

    /// A method of another coordinator: `call TARGET.method`.
    /// `asFinish`: `parent.childDidFinish(self)` is written `finish` (a delegate method may do
    /// more than remove its caller: it is called).
    private mutating func otherCoordinator(_ target: String, _ method: String, values: [Value], at call: FunctionCallExprSyntax,
                                           asFinish: Bool = true) -> Value {
        let passesSelf = values.contains { $0.isThis }
        // `parent.childDidFinish(self)`: the parent's removal of self.
        if asFinish, target == "parent", passesSelf, app.removers.contains(method) {
            actions.append(CodeAction(kind: .finish, place: place(call)))
            return .literal("void")
        }
        let called = Self.withCases(method, of: app.implementation(of: method, in: target)?.function, values: values, in: app.project)
        calls.append((target, called, passesSelf))
        actions.append(CodeAction(kind: .call(target: target, method: called), place: place(call)))
        return .object("?")
    }

    /// A method of a coordinator type handed cases of the app's enums (`flow.open(link)`, the
    /// link known to be `.story`): the method and the cases, `open(story)`, read for them.
    static func withCases(_ method: String, of function: SwiftType.Function?, values: [Value], in project: SwiftProject) -> String {
        guard let function else { return method }
        let cases = zip(function.parameters, values).compactMap { parameter, value -> String? in
            guard case .literal(let name) = value, project.enumCases(of: SwiftProject.bareType(parameter.type))?.contains(name) == true else { return nil }
            return name
        }
        return DraftBuilder.wiredMethod(method, arguments: cases)
    }

    /// The bindings of the parameters a call encoded by ``withCases(_:of:values:in:)`` hands cases.
    static func caseBindings(_ cases: [String], of function: SwiftType.Function, in project: SwiftProject) -> [String: Value] {
        var remaining = cases[...]
        var bindings: [String: Value] = [:]
        for parameter in function.parameters {
            guard let next = remaining.first, project.enumCases(of: SwiftProject.bareType(parameter.type))?.contains(next) == true else { continue }
            bindings[parameter.name] = .literal(next)
            remaining = remaining.dropFirst()
        }
        return bindings
    }

    /// The coordinator a property of the running coordinator holds when its creators set it to
    /// themselves (`child.delegate = self`), as a target: `parent` when they are its parent (or
    /// the draft makes them so: creators of several types on a child with no parent property),
    /// else the first creator's type; nil when no creator (of these types) sets it.
    func creatorTarget(holding property: String, among types: [String]? = nil) -> String? {
        let creators = (facts.delegateCreators["\(owner).\(property)"] ?? []).filter { types?.contains($0) ?? true }
        guard let first = creators.first else { return nil }
        let throughParent = facts.parentAssigned.contains(owner) && app.parentProperty(of: owner) != nil || facts.callBackThroughParent.contains(owner)
        return throughParent ? "parent" : first
    }

    /// A method of a router, a factory, a view model, a delegate: followed into the class that
    /// implements it; a delegate protocol's method implemented by coordinators is `call`.
    private mutating func objectCall(_ type: String, _ method: String, property: String, arguments: Arguments, values: [Value],
                                     closures: [ClosureExprSyntax], at call: FunctionCallExprSyntax) -> Value {
        if frames[frames.count - 1].selfType == owner, let targets = app.coordinatorsImplementing(type, method), !targets.isEmpty {
            // `delegate?.didFinish(self)`: the coordinator that set itself as this delegate.
            if let creator = creatorTarget(holding: property, among: targets) {
                return otherCoordinator(creator, method, values: values, at: call, asFinish: creator != "parent")
            }
            // No creator sets it and the type's own code does not: nil, the call reaches nobody.
            if !app.assignsItself(property, in: owner) {
                note("\(owner).\(property) is never set: \(property)?.\(method)(…) does nothing", at: call)
                return .object("?")
            }
            if targets.count > 1 { note("\(property) may be any of \(targets.joined(separator: ", ")): modelled as \(targets[0])", at: call) }
            return otherCoordinator(targets[0], method, values: values, at: call)
        }
        // `output?.articleListDidRequestCompose()` in an object a screen's action reached (a
        // presenter's wireframe), on a protocol the running coordinator implements: the object
        // was handed the coordinator that shows the screen, and the call is its own.
        if frames[frames.count - 1].selfType != owner, app.coordinatorsImplementing(type, method)?.contains(owner) == true {
            return otherCoordinator("self", method, values: values, at: call, asFinish: false)
        }
        let implementer = app.implementer(of: type) ?? type
        // A framework object given a closure (`window.configure { $0.rootViewController = … }`):
        // a method the app adds to a framework type, run on it (its closures with it).
        if !closures.isEmpty || values.contains(where: { if case .closure = $0 { true } else { false } }),
           !app.declares(implementer), !app.hasFunction(method, in: implementer, labels: arguments.map(\.label), trailingClosures: closures.count),
           let added = app.frameworkExtensionFunction(method, labels: arguments.map(\.label), trailingClosures: closures.count) {
            return follow(added.function, owner: added.owner, selfValue: .object(type), labels: arguments.map(\.label), values: values,
                          closures: closures, at: call)
        }
        guard let function = app.function(method, in: implementer, labels: arguments.map(\.label), values: values) else {
            // `LoginView(…).environmentObject(…)`: a SwiftUI modifier leaves the view it modifies.
            if app.project.types[type]?.inherited.contains("View") == true { return .object(type) }
            // A method the app does not declare (an Objective-C class's, a library's) given a
            // completion: it runs it, as any framework call's.
            for closure in closures { runClosure(closure, captured: visibleScope()) }
            return .object("?")
        }
        return follow(function.function, owner: function.owner, selfValue: .object(implementer), labels: arguments.map(\.label), values: values,
                      closures: closures, at: call)
    }

    /// Whether a method with this name, callable with these labels, is the app's own (a
    /// router's `present`), not UIKit's (`dismiss(animated:)` beside the app's own `dismiss()`).
    func isAppMethod(_ method: String, on base: Value, labels: [String], trailing: Int) -> Bool {
        let has = { (type: String) in app.hasFunction(method, in: type, labels: labels, trailingClosures: trailing) }
        switch base {
        case .object(let type): return has(app.implementer(of: type) ?? type)
        // In a protocol extension's method, self is still the coordinator: its other protocols' methods too.
        case .this: return has(frames[frames.count - 1].selfType) || frames[frames.count - 1].selfValue.isThis && has(owner)
        case .coordinatorType(let type): return has(type)
        case .child(let index): return has(children[index].type)
        case .parent, .caller: return app.coordinators.contains(where: has)
        default: return false
        }
    }

    /// Whether a presentation's receiver is a view controller the running coordinator keeps in
    /// a property (`private weak var presenter: UIViewController?`, a tab bar), while it keeps
    /// no navigation controller or tab bar of its own to present from.
    func presentsFromHandedController(_ receiver: String) -> Bool {
        guard !receiver.isEmpty, !receiver.contains(".") else { return false }
        let properties = app.lineage(of: owner).compactMap { app.project.types[$0] }.flatMap(\.properties)
        guard let kept = properties.first(where: { $0.name == receiver }), let written = kept.type.map(SwiftProject.bareType), !app.isNavigation(written),
              app.isViewController(app.project.protocolClosure(of: written)) || written == "UITabBarController" else { return false }
        return !properties.contains { property in
            property.name != receiver && (property.type.map { app.isNavigation(SwiftProject.bareType($0)) } ?? false || app.holdsTabBar(property))
        }
    }

    /// Whether a navigation router's own `dismiss` only dismisses what its stack presents (`guard
    /// navigationController.presentedViewController != nil else { return };
    /// navigationController.dismiss(…)`), popping nothing: read as written, not as a router
    /// that goes back to where its coordinator began.
    func dismissesOnly(_ base: Value) -> Bool {
        guard case .object(let type) = base, case .navigation? = app.routers[type],
              let body = app.project.types[type]?.functions.first(where: { $0.name == "dismiss" })?.body?.trimmedText else { return false }
        return body.contains(".dismiss(") && !["popViewController(", "popToRootViewController(", "popToViewController(", "setViewControllers("].contains(where: body.contains)
    }

    func isRouterCall(_ base: Value) -> Bool {
        if case .object(let type) = base { return app.routers[type] != nil }
        return false
    }

    /// Whether a call's result is kept (`let vc = makeViewController()`, an argument).
    func isValueUsed(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call).parent
        while let current = node {
            if current.is(CodeBlockItemSyntax.self) || current.is(ExpressionStmtSyntax.self) { return false }
            if current.is(InitializerClauseSyntax.self) || current.is(LabeledExprSyntax.self) || current.is(ReturnStmtSyntax.self)
                || current.is(SequenceExprSyntax.self) || current.is(ForStmtSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}

