import Foundation
import SwiftSyntax

extension MethodReader {
    /// `left = right`: a child's parent or key, the window root, a tab bar's or a stack's
    /// controllers, a presentation style, a closure or delegate wired to a screen or a child.
    mutating func assign(_ leftExpression: ExprSyntax, _ rightExpression: ExprSyntax, at node: some SyntaxProtocol) {
        let left = MethodReader.path(leftExpression.trimmedText)
        let parts = left.split(separator: ".").map(String.init)
        let property = parts.last ?? left
        if replaceTop(leftExpression, with: rightExpression) { return }
        // `childCoordinators[.setup] = coordinator` / `= nil`.
        if let subscriptCall = leftExpression.as(SubscriptCallExprSyntax.self),
           let last = MethodReader.path(subscriptCall.calledExpression.trimmedText).split(separator: ".").last,
           app.childrenCollections.contains(String(last)) {
            var key = subscriptCall.arguments.first.map { MethodReader.caseName($0.expression.trimmedText) } ?? "key"
            // `flows[tab] = flow` with `tab` a case known here (a list of cases mapped): that case.
            if let written = subscriptCall.arguments.first?.expression, written.is(DeclReferenceExprSyntax.self),
               case .literal(let text) = evaluate(written), !["nil", "void"].contains(text), DraftBuilder.identifier(text) == text {
                key = text
            }
            // Keyed by the child's own identity (`running[child.id] = child`,
            // `[ObjectIdentifier(child)]`): one entry per child, as in an array.
            let keyValue = subscriptCall.arguments.first.flatMap { childKey($0.expression) }
            let value = evaluate(rightExpression)
            if let child = value.childIndex {
                children[child].into = "self"
                if keyValue?.childIndex != child { children[child].key = key }
            } else if case .literal("nil") = value {
                switch keyValue {
                case .caller?: actions.append(CodeAction(kind: .removeTarget("caller"), place: place(node)))
                case .child(let child)?: actions.append(CodeAction(kind: .removeChild(type: children[child].type), place: place(node)))
                default: actions.append(CodeAction(kind: .removeKey(key), place: place(node)))
                }
            }
            return
        }
        // `controllers[tab.rawValue] = coordinator.rootViewController` in a local list known here:
        // that element replaced.
        if let subscriptCall = leftExpression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
           let name = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           frames[frames.count - 1].scope[name] != nil, case .tuple(var elements) = lookup(name),
           let argument = subscriptCall.arguments.first?.expression, case .literal(let text) = evaluate(argument),
           let index = Int(text), elements.indices.contains(index) {
            elements[index] = evaluate(rightExpression)
            frames[frames.count - 1].scope[name] = .tuple(elements)
            return
        }
        // `isAutorized = true`: a top-level variable, read by what runs after.
        if parts.count == 1, app.globals[left] != nil, frames[frames.count - 1].scope[left] == nil,
           app.property(named: left, in: frames[frames.count - 1].selfType) == nil {
            globalState[left] = evaluate(rightExpression)
            return
        }
        let holder: Value = parts.count == 1 ? frames[frames.count - 1].selfValue : evaluateQuietly(parts.dropLast().joined(separator: "."), leftExpression)
        if holder.isThis, parts.count <= 2 { assignedProperties.insert(property) }
        // `children = children.filter { $0 !== child }`.
        if app.childrenCollections.contains(property), parts.count <= 2 {
            let right = MethodReader.path(rightExpression.trimmedText)
            if right.contains(".filter") {
                let kept = right.replacingOccurrences(of: "!==", with: "===").replacingOccurrences(of: "!=", with: "==")
                removal(predicate: kept, values: [], at: node)
            } else if right == "[]" || right.hasSuffix("[]()") {
                actions.append(CodeAction(kind: .removeAllChildren, place: place(node)))
            } else if holder.isThis, case .tuple(let elements) = evaluate(rightExpression), case let listed = elements.compactMap(\.childIndex), !listed.isEmpty {
                // `childCoordinators = [workouts, stats]`: self's children from now on, in
                // place of those it had (unless one of them already started: then they add).
                if !listed.contains(where: { children[$0].started }) { actions.append(CodeAction(kind: .removeAllChildren, place: place(node))) }
                for child in listed { children[child].into = "self" }
                propertyChildLists[property] = listed
            } else if holder.isCoordinatorElsewhere, let target = targetName(holder), case .tuple(let elements) = evaluate(rightExpression) {
                // `owner.children = [feed, profile]` on another coordinator (one that handed
                // itself over: `install(in: window, owner: self)`): they join its children.
                for child in elements.compactMap(\.childIndex) { children[child].into = target }
            }
            return
        }
        if let made = CoordinatorApp.calledTypeName(rightExpression), made == "UIWindow" || app.lineage(of: made).contains("UIWindow") {
            madeWindows.insert(property)
        }
        let right = evaluate(rightExpression)
        // `child = makeChild()`: a local variable of the method.
        if leftExpression.is(DeclReferenceExprSyntax.self), frames[frames.count - 1].scope[left] != nil {
            frames[frames.count - 1].scope[left] = right
            return
        }
        // `state = .signedIn` in a service's method, `service.delegate = self`: what the object
        // holds from now on; its `didSet` runs.
        if case .object(let type) = holder, !type.hasPrefix("type:"), let (stored, declaring) = app.property(named: property, in: type) {
            objectState[type + "." + property] = right
            if let observer = stored.didSet, frames.count < MethodReader.maximumDepth {
                withFrame(selfValue: holder, selfType: declaring, source: stored.source, scope: [:], callSite: node) { reader in
                    reader.statements(observer)
                }
            }
        }
        // `self.masterCoordinator = master` in a view controller's own code (a split view that
        // makes its coordinators): the view controller keeps it while it is shown, as the
        // coordinator whose handler runs would keep a child under that key.
        if case .object(let type) = holder, let child = right.childIndex, children[child].into == nil, isOwnCode(of: type),
           app.isViewController(app.project.protocolClosure(of: type)) {
            children[child].into = "self"
            children[child].key = property
            assume("\(children[child].type) is kept by \(type), a view controller, in its \(property): modelled as a child of \(owner) under that key", at: node)
        }
        // `library.tabBarController = tabs`: a child that puts its own stack in the tab bar is a tab.
        if let child = holder.childIndex, case .tabBar(let index) = right, app.addsItsStack(to: property, in: children[child].type),
           !tabBars[index].tabChildren.contains(child) {
            tabBars[index].tabChildren.append(child)
        }
        // `appCoordinator = AppCoordinator(…)` in a delegate, `self.pickerCoordinator = Picker(…)`
        // in a coordinator: the property holds that child for the rest of the handler.
        if holder.isThis, parts.count <= 2, frames[frames.count - 1].selfType == owner, let child = right.childIndex {
            propertyChildren[property] = child
            if app.coordinators.contains(owner) { keptIn[child] = property }
        }
        // `self.onboarding = nil`: the child kept in that property (and nowhere else) goes.
        if holder.isThis, parts.count <= 2, case .literal("nil") = right, let (kept, _) = app.property(named: property, in: frames[frames.count - 1].selfType),
           let written = kept.type.map(SwiftProject.bareType), app.isCoordinatorType(written) {
            actions.append(CodeAction(kind: .removeKey(property), place: place(node)))
        }
        if holder.isThis, parts.count <= 2, case .screen(let screen) = right { assignedScreens[property] = screen }
        if case .screen(let screen) = holder, let child = right.childIndex { handedScreens[screen] = child }
        // `viewController.nestedViewControllers = [trendingRoot, castListRoot]`: what children
        // show, given to a screen of the app, is embedded in it.
        if case .screen = holder {
            for case .presentable(let child) in right.elements where children[child].placement == nil { embed(child) }
        }
        if app.parentPropertyNames.contains(property), let child = holder.childIndex {
            children[child].parent = targetName(right)
            return
        }
        // A window's root: told by the holder's type (`$0.rootViewController` in `window.configure
        // { … }`), else by its name (`UIApplication.shared.keyWindow?`).
        let windowValue = if case .object(let type) = holder { type == "UIWindow" || app.lineage(of: type).contains("UIWindow") } else { false }
        // (Not a property of self's own of that name: `rootViewController = hostingController`
        // in a coordinator keeping the screen it shows.)
        let ownProperty = parts.count == 1 && app.property(named: property, in: frames[frames.count - 1].selfType) != nil
            && !app.lineage(of: frames[frames.count - 1].selfType).contains("UIWindow")
        if property == "rootViewController", !ownProperty, parts.count == 1 || windowValue || parts.dropLast().last.map({ $0.lowercased().contains("window") }) == true {
            // The first window given a root is the app's; another (a privacy overlay) is not
            // modelled. A window reached through a closure's parameter is the one it was called on.
            let holderName = parts.dropLast().last
            // `let cover = UIWindow(…)` after the launch: an overlay, as a stored one is.
            if !atLaunch, let holderName, frames[frames.count - 1].scope[holderName] != nil, madeWindows.contains(holderName) {
                return note("the root of a window made here, \(holderName) (an overlay): not modelled", at: node)
            }
            let window = windowValue && holderName.map({ frames[frames.count - 1].scope[$0] != nil && app.property(named: $0, in: frames[frames.count - 1].selfType) == nil }) == true
                ? mainWindow ?? "window" : holderName ?? "window"
            if let main = mainWindow, main != window {
                return note("the root of another window, \(window): not modelled", at: node)
            }
            if !atLaunch, madeWindows.contains(window) {
                return note("the root of a window made here, \(window) (an overlay): not modelled", at: node)
            }
            mainWindow = window
            // `appCoordinator.tabBarController`, before the coordinator's start fills it (or a
            // computed property returning it: `var rootViewController: UIViewController { tabBarController }`),
            // whoever made it (a tab bar it was given too; passed on to a helper, only one it
            // made itself is followed: ``member(_:_:)``).
            if let member = rightExpression.as(MemberAccessExprSyntax.self), let base = member.base, let type = coordinatorType(of: evaluate(base)),
               let (tabs, name) = app.storedProperty(named: member.declName.baseName.text, in: type), app.holdsTabBar(tabs) {
                windowTabBar = (type, name, false)
                return
            }
            setRoot(right, at: node)
            return
        }
        // `vc.navigationItem.leftBarButtonItem = UIBarButtonItem(…, target: self, action: #selector(done))`:
        // a tap on the screen that runs the coordinator's method.
        if MethodReader.barButtonProperties.contains(property), case .screen(let screen) = lookup(parts[0]) {
            targetActions(rightExpression, on: screen)
            if property.hasPrefix("left") { screenAttributes.append((screen, "leftBarButtonItem")) }
            return
        }
        if ["hidesBackButton", "hidesBottomBarWhenPushed"].contains(property), rightExpression.trimmedText == "true",
           case .screen(let screen) = lookup(parts[0]) {
            screenAttributes.append((screen, property))
            return
        }
        switch property {
        case "viewControllers":
            setViewControllers(right, on: holder, at: node)
        // `selectedIndex = Tab.cart.rawValue` on the window's tab bar: that tab, from 1.
        case "selectedIndex" where showsWindowTabs(holder, parts.dropLast().last):
            guard case .literal(let text) = right, let index = Int(text), index >= 0 else {
                return note("selects a tab the model cannot name: \(node.trimmedText)", at: node)
            }
            actions.append(CodeAction(kind: .selectTab(index + 1), place: place(node)))
        case "modalPresentationStyle":
            let style = MethodReader.caseName(MethodReader.path(rightExpression.trimmedText).split(separator: ".").last.map(String.init) ?? "")
            let kept: String? = ["fullScreen", "overFullScreen", "overCurrentContext", "currentContext", "custom"].contains(style)
                ? (style == "fullScreen" || style == "overFullScreen" ? style : "fullScreen") : nil
            switch holder {
            case .navigation(let index): navigations[index].style = kept
            case .child(let index), .presentable(let index): children[index].placement = kept.map { "modal \($0)" }
            // Its own stack, styled in its `init` and presented in its start: that style.
            case .ownStack where frames[frames.count - 1].selfValue.isThis:
                ownStackStyle = kept
                presentationStyles[parts.dropLast().joined(separator: ".")] = kept
            default: presentationStyles[parts.dropLast().joined(separator: ".")] = kept
            }
        case "isModalInPresentation":
            let on = rightExpression.trimmedText == "true"
            switch holder {
            case .navigation(let index): navigations[index].isModalInPresentation = on
            case .child(let index), .presentable(let index): children[index].isModalInPresentation = on
            case .screen(let screen) where on && frames[frames.count - 1].selfValue.isThis:
                modalScreens.insert(screen)
                modalInPresentation.insert(parts.dropLast().joined(separator: "."))
            default:
                if on { modalInPresentation.insert(parts.dropLast().joined(separator: ".")) }
                else { modalInPresentation.remove(parts.dropLast().joined(separator: ".")) }
            }
        case "delegate" where parts.count >= 2 && parts[parts.count - 2] == "presentationController":
            // The sheet's pull-down is observed by whoever is its presentation delegate.
            // The child made the delegate of its own sheet (`child.navigationController
            // .presentationController?.delegate = child`, `nav.presentationController?.delegate
            // = child` for the stack it was given): its `presentationControllerDidDismiss(_:)`
            // observes the pull-down.
            let sheetOf: Int? = switch holder {
            case .child(let index), .presentable(let index): index
            case .navigation(let index): children.firstIndex { $0.navigation == index }
            default: nil
            }
            if let child = sheetOf, right.childIndex == child { sheetObservingChildren.insert(children[child].type) }
            // The sheet's first screen made its delegate (`sheet.presentationController?.delegate
            // = viewController`): its `presentationControllerDidDismiss(_:)` observes the pull-down.
            let firstScreen: String? = switch holder {
            case .screen(let screen): screen
            case .navigation(let index): navigations[index].screens.first
            default: nil
            }
            if case .screen(let screen) = right, firstScreen == screen { sheetObservingScreens.insert(screen) }
            if let child = holder.childIndex {
                children[child].delegate = right.isThis ? "self" : nil
                if case .object(let type) = right { children[child].observer = type }
            } else if parts.count >= 3, frames[frames.count - 1].selfValue.isThis, case .object(let type) = right, app.relaysPullDowns(type) {
                // A relay (`navigation.presentationController?.delegate = observer`, the observer
                // sending what its `presentationControllerDidDismiss(_:)` sees): self presents that
                // sheet as its delegate, and its pull-down runs what subscribes to the relay.
                presentationDelegates[parts.dropLast(2).joined(separator: ".")] = "self"
                sheetRelays.insert(type)
            } else if parts.count >= 3, right.isThis {
                // A view controller self presents (`player.presentationController?.delegate = self`).
                presentationDelegates[parts.dropLast(2).joined(separator: ".")] = "self"
                // Its own stack (`router.toPresent().presentationController?.delegate = self`):
                // its pull-down, when a creator presents that stack.
                if case .ownStack = holder, frames[frames.count - 1].selfValue.isThis { observesOwnSheet = true }
            } else if parts.count >= 3, frames[frames.count - 1].selfValue.isThis, let creator = creatorHeld(right, rightExpression) {
                // `sheet.presentationController?.delegate = presentationDelegate`, a property its
                // creators set to themselves (`flow.presentationDelegate = self`): they observe it.
                presentationDelegates[parts.dropLast(2).joined(separator: ".")] = creator
            }
        case "delegate" where isNavigationController(holder):
            if let type = right.isThis ? owner : coordinatorType(of: right) { navigationDelegates.insert(type) }
            // An object of the app's observing the stack for a coordinator (a relay).
            if case .object(let type) = right, !type.hasPrefix("type:"), app.project.types[type] != nil { navigationDelegates.insert(type) }
            wire(holder, property, right, rightExpression, at: node)
        default:
            wire(holder, property, right, rightExpression, at: node)
        }
    }

    /// The creator a property of self holds (its parent property, or one its creators set to
    /// themselves), as a target; nil for any other value.
    private func creatorHeld(_ value: Value, _ expression: ExprSyntax) -> String? {
        if case .parent = value { return "parent" }
        let held = MethodReader.path(expression.trimmedText).split(separator: ".")
        guard held.count == (held.first == "self" ? 2 : 1), let property = held.last else { return nil }
        return creatorTarget(holding: String(property))
    }

    static let barButtonProperties: Set<String> = ["leftBarButtonItem", "rightBarButtonItem", "leftBarButtonItems", "rightBarButtonItems"]

    /// Each `target: self, action: #selector(m)` of the items: an event `m` of `screen`, handled
    /// by the method's body.
    private mutating func targetActions(_ items: ExprSyntax, on screen: String) {
        let pattern = #"target:\s*self\s*,\s*action:\s*#selector\(\s*(?:self\.|Self\.)?([A-Za-z_][A-Za-z0-9_]*)"#
        for method in MethodReader.captures(pattern, in: items.trimmedText) {
            guard let found = app.function(method, in: frames[frames.count - 1].selfType, labels: nil, values: []), let body = found.function.body else { continue }
            closureEvents.append(ClosureEvent(screen: screen, event: method, body: body.statements, place: sources[found.function.source].place(of: found.function.node),
                                              source: found.function.source, captured: [:]))
        }
    }

    /// `x.y.z` evaluated for its value only.
    mutating func evaluateQuietly(_ text: String, _ leftExpression: ExprSyntax) -> Value {
        if let member = leftExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let saved = actions
            let value = evaluate(base)
            actions = saved
            return value
        }
        return lookup(text)
    }

    /// A closure or `self` stored in a property of a screen, a child or another object.
    private mutating func wire(_ holder: Value, _ property: String, _ right: Value, _ rightExpression: ExprSyntax, at node: some SyntaxProtocol) {
        // `controller.actionHandler = handleAction`: a method of the coordinator's own, named,
        // runs as the closure would, its body the event's.
        if case .screen(let screen) = holder, frames[frames.count - 1].selfValue.isThis, let name = MethodReader.ownName(rightExpression),
           frames[frames.count - 1].scope[name] == nil, let (function, _) = app.implementation(of: name, in: frames[frames.count - 1].selfType),
           !function.parameters.isEmpty, let body = function.body {
            closureEvents.append(ClosureEvent(screen: screen, event: property, body: body.statements, place: place(node), source: function.source, captured: [:]))
            return
        }
        switch (holder, right) {
        case (.screen(let screen), .closure(let closure, var captured)):
            // (`login.onAction = { action in self?.handle(action) }`: a `LoginAction`, as the
            // screen's property says, so `handle(_: LoginAction)` among its overloads.)
            if let element = app.closureParameterType(of: property, in: screen), case let parameter = Self.parameterNames(of: closure).first ?? "$0", captured[parameter] == nil {
                captured[parameter] = .object(element)
            }
            closureEvents.append(ClosureEvent(screen: screen, event: property, body: closure.statements, place: place(node), source: frames[frames.count - 1].source, captured: captured))
        case (.screen(let screen), .object):
            // `controller.viewModel = model`: the closures the model was made with.
            handOver(heldClosures([right]), to: screen)
        case (.screen(let screen), .tuple):
            // `settings.rows = [Row(title: …, onSelect: { … })]`: each row's action.
            handOver(heldClosures([right]) + carriedEvents(in: right), to: screen)
        case (.child(let child), .closure(let closure, let captured)):
            wireClosure(closure, captured: captured, onto: child, as: property, place: place(node), source: frames[frames.count - 1].source)
        case (.child(let child), .this):
            childWiring.append(ChildWiring(child: children[child].type, childID: child, property: property, body: nil,
                                           place: place(node), source: frames[frames.count - 1].source, captured: [:]))
        // An instance of the app's own tab bar class, made or kept here: as below.
        case (.tabBar(let index), .closure):
            if let type = tabBars[index].type { wire(.object(type), property, right, rightExpression, at: node) }
        case (.object(let type), .closure(let closure, let captured)):
            // A tab bar that calls it with one of its tabs' navigation controllers (when it
            // loads, when that tab is selected): it runs now, on that tab, as the first
            // selection of the tab would run it.
            if app.isTabBar(type), let tab = app.tabCalling(property, in: type) {
                // A second closure for a tab already filled (`onItemFlowSelect` after `onViewDidLoad`) finds it filled.
                guard !ranTabs.contains(tab) else { return assume("\(type) calls \(property) with tab \(tab)'s navigation controller, already filled here: not run", at: node) }
                ranTabs.insert(tab)
                assume("\(type) calls \(property) with tab \(tab)'s navigation controller: run at once", at: node)
                runClosure(closure, captured: captured, arguments: [.tabStack(tab)])
                return
            }
            objectClosures[type + "." + property] = (closure, captured, place(node), frames[frames.count - 1].source)
            // A view model or other object a screen of this handler holds (else the screen
            // the coordinator shows as itself): its closures are that screen's events.
            if frames[frames.count - 1].selfValue.isThis, !type.hasPrefix("type:") {
                screenClosure(named: property, closure.statements, captured: captured, at: node)
            }
        case (.object(let type), .this):
            // `toolbarDecorator.coordinator = self`: the actions it makes are the screen's.
            bindActions(of: type)
        case (.this, .closure(let closure, let captured)) where frames.count > 1:
            objectClosures[frames[frames.count - 1].selfType + "." + property] = (closure, captured, place(node), frames[frames.count - 1].source)
        default:
            break
        }
    }
    /// The child a key of a children collection is made from (`child.id`, `ObjectIdentifier(child)`),
    /// through a closure's capture list too (`{ [id = child.id] in children[id] = nil }`): the
    /// first variable in it that holds a child or the caller.
    mutating func childKey(_ expression: ExprSyntax) -> Value? {
        for token in expression.tokens(viewMode: .sourceAccurate) {
            // A variable, not a member or a case (`[.inbox]`).
            guard case .identifier(let name) = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period else { continue }
            if frames[frames.count - 1].scope[name] != nil {
                let found = lookup(name)
                if found.childIndex != nil || found.isCaller { return found }
            }
            if let captured = Self.captureItem(name, around: expression), captured.id != expression.id, let found = childKey(captured) { return found }
            // `guard let tab = flows.first(where: { $0.value === flow })?.key`: what the local is bound to.
            if let body = Self.enclosingBody(of: expression), let bound = Self.binding(of: name, in: body, before: token.position),
               bound.id != expression.id, let found = childKey(bound) { return found }
        }
        return nil
    }

    /// Whether `holder` (read through `property`, if any) is the tab bar the window shows: a tab
    /// bar controller's own code, or the tab bar the coordinator keeps and made the window's root.
    func showsWindowTabs(_ holder: Value, _ property: String?) -> Bool {
        let frame = frames[frames.count - 1]
        if holder.isThis, frame.selfValue.isThis, app.tabBars.contains(owner) { return true }
        guard case .tabBar(let index) = holder else { return false }
        if tabBars[index].isShown { return true }
        guard frame.selfValue.isThis, let property else { return false }
        return ((owner == app.root ? app.rootTabBarProperty : nil) ?? facts.windowTabBars[owner]) == property
    }

    /// The body of the function or initializer `node` is written in.
    static func enclosingBody(of node: some SyntaxProtocol) -> CodeBlockSyntax? {
        var current = node.parent
        while let next = current {
            if let function = next.as(FunctionDeclSyntax.self) { return function.body }
            if let initializer = next.as(InitializerDeclSyntax.self) { return initializer.body }
            current = next.parent
        }
        return nil
    }

    /// What a closure around `node` captures as `name` (`[id = child.id]`), the innermost first.
    static func captureItem(_ name: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        while let next = current {
            if let items = next.as(ClosureExprSyntax.self)?.signature?.capture?.items,
               let item = items.first(where: { $0.name.text == name }) {
                return item.initializer?.value
            }
            current = next.parent
        }
        return nil
    }
}
