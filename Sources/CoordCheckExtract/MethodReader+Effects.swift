import CoordCheckCore
import Foundation
import SwiftSyntax

extension MethodReader {
    // MARK: Stacks

    mutating func push(_ value: Value, on base: Value, at call: some SyntaxProtocol) {
        if case .navigation(let index) = base, navigations[index].child == nil {
            if case .screen(let screen) = value { navigations[index].screens.append(screen) }
            return
        }
        if case .tabStack(let tab) = base {
            // Onto the stack of another coordinator's tab: a child starts in that tab.
            guard let child = value.childIndex else { return note("pushes \(call.trimmedText) on another coordinator's stack", at: call) }
            if tab > 0 { children[child].placement = "tab \(tab)" }
        }
        // `pushViewController(child.rootViewController)`, or the screen the child was made
        // with (`router.push(module)`): the child shows its screen here.
        if let child = value.childIndex ?? shownChild(value) {
            if value.childIndex == nil { shownGivenScreens.insert(children[child].type) }
            children[child].shownByCreator = true
            if !children[child].started { startChild(child, entry: nil, at: call) }
            return
        }
        switch value {
        case .screen(let screen):
            actions.append(CodeAction(kind: .push(screen: screen), place: place(call)))
            // A screen hiding UIKit's back button that keeps the edge swipe working for itself.
            if app.keepsBackSwipe(screen) { actions.append(CodeAction(kind: .enableSwipeBack, place: place(call))) }
        default:
            note("pushes \(call.trimmedText), not a known view controller", at: call)
        }
    }

    /// The child a screen value is the root screen of, when the child was made with it
    /// (`ProjectDetailCoordinator(module: module)`, then `router.push(module)`): what the child
    /// shows, though its creator shows it.
    func shownChild(_ value: Value) -> Int? {
        guard case .screen(let screen) = value, let child = givenScreens[screen],
              (facts.rootScreens[children[child].type] ?? facts.madeWithScreens[children[child].type])?.screen == screen else { return nil }
        return child
    }

    /// A local holding a copy of a navigation controller's screens (`var controllers =
    /// navigationController.viewControllers`), and that copy with its top replaced
    /// (`controllers[controllers.count - 1] = viewController`: the value is the new top).
    static let stackCopy = "viewControllers:copy"
    static let stackTopReplaced = "viewControllers:topReplaced"

    /// `controllers[controllers.count - 1] = viewController` on a copy of a stack's screens:
    /// the copy, its top replaced. False for any other subscript assignment.
    mutating func replaceTop(_ left: ExprSyntax, with right: ExprSyntax) -> Bool {
        guard let subscriptCall = left.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
              let name = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .literal(Self.stackCopy)? = frames[frames.count - 1].scope[name],
              let index = subscriptCall.arguments.first?.expression.trimmedText.filter({ !$0.isWhitespace }),
              ["\(name).count-1", "\(name).endIndex-1", "\(name).index(before:\(name).endIndex)"].contains(index) else { return false }
        frames[frames.count - 1].scope[name] = .tuple([.literal(Self.stackTopReplaced), evaluate(right)])
        return true
    }

    mutating func setViewControllers(_ value: Value, on base: Value, at call: some SyntaxProtocol) {
        // The stack's screens with the top one replaced: the top popped, the new one pushed.
        if case .tuple(let elements) = value, elements.count == 2, case .literal(Self.stackTopReplaced) = elements[0], app.isNavigationValue(base) {
            assume("the top screen replaced (setViewControllers with the last one changed): modelled as a pop and a push, so on a stack of one screen the new one goes above it", at: call)
            actions.append(CodeAction(kind: .pop, place: place(call)))
            push(elements[1], on: base, at: call)
            return
        }
        guard case .tuple(let elements) = value else { note("\(call.trimmedText): not modelled", at: call); return }
        var base = base
        // `viewControllers = …` in a tab bar controller's own code (one keeping coordinators):
        // its own tabs, which it shows once its creator made it the window's root.
        if base.isThis, frames[frames.count - 1].selfValue.isThis, app.tabBars.contains(owner) {
            if propertyTabBars[Self.ownTabBar] == nil {
                propertyTabBars[Self.ownTabBar] = tabBars.count
                _ = newTabBar(type: owner)
            }
            base = .tabBar(propertyTabBars[Self.ownTabBar] ?? 0)
        }
        switch base {
        case .tabBar(let index):
            tabBars[index].tabs = elements
            // A tab bar already the window's root given a child's stack as a tab (a tab
            // installed once it is first selected): the child is in that tab.
            if tabBars[index].isShown {
                for (position, tab) in elements.enumerated() {
                    if case .navigation(let navigation) = tab { navigations[navigation].tab = position + 1 }
                    if let child = childOf(tab) { children[child].placement = "tab \(position + 1)" }
                }
            }
            // A flow whose root is a tab bar (RxFlow's `root`): the language's tabs are the
            // window root's, so its tab bar is.
            if app.isFlow(owner), frames[frames.count - 1].selfValue.isThis, propertyTabBars.values.contains(index), !tabBars[index].isShown {
                assume("\(owner)'s root is a tab bar: modelled as the window's root", at: call)
                setRoot(.tabBar(index), at: call)
            }
            // The tab bar its creator makes the window's root, before or after starting it (the
            // root's, by the delegate), given tabs known here.
            let windowProperty = (owner == app.root ? app.rootTabBarProperty : nil) ?? facts.windowTabBars[owner]
            if frames[frames.count - 1].selfValue.isThis, let property = windowProperty, propertyTabBars[property] == index, !tabBars[index].isShown {
                if elements.isEmpty { return note("\(call.trimmedText): tabs not known here: not modelled", at: call) }
                // (On its creator's stack, which a child started here shares.)
                show(tabBar: index, onStack: facts.stackTabBars.contains(owner), at: call)
            }
            return
        case .navigation(let index):
            navigations[index].screens = elements.compactMap { if case .screen(let screen) = $0 { screen } else { nil } }
            // `modalRouter.setRootModule(child)`: the child shows first on that stack.
            if elements.count == 1, let child = elements[0].childIndex, navigations[index].child == nil {
                navigations[index].child = child
                children[child].shownByCreator = true
            }
            return
        case .object(let type) where app.isSplitView(type) && (elements.first?.childIndex != nil || isLocal(call) || isOwnCode(of: type)):
            // A split view whose primary is what a child shows, made here, or set in its own
            // code (`self.viewControllers = [master]` in its `init`): its primary and secondary
            // are kept until it is shown. (A split view a coordinator keeps as its own root
            // shows its screens on the coordinator's stack.)
            splitPrimary = elements.first
            splitSecondary = elements.count > 1 ? elements[1] : nil
            return
        default:
            break
        }
        // A tab bar made the only controller of the coordinator's stack (`router.setRootModule(
        // tabBar, hideBar: true)`): the stack's root screen, until something replaces it there.
        if elements.count == 1, case .tabBar(let index) = elements[0] {
            show(tabBar: index, onStack: true, at: call)
            return
        }
        // `router.setRootModule(child)`: what the child shows becomes the stack's only screen.
        if elements.count == 1, let child = elements[0].childIndex, app.isNavigationValue(base) {
            // (Read in each branch, the first way it is shown counts.)
            if !children[child].shownByCreator { children[child].replacesStack = true }
            children[child].shownByCreator = true
            if !children[child].started { startChild(child, entry: nil, at: call) }
            return
        }
        let screens = elements.compactMap { if case .screen(let screen) = $0 { screen } else { nil } }
        if screens.isEmpty {
            if elements.isEmpty { actions.append(CodeAction(kind: .popToRoot, place: place(call))) }
            else { note("setViewControllers with no known view controller", at: call) }
        } else {
            actions.append(CodeAction(kind: .setViewControllers(screens: screens), place: place(call)))
        }
    }

    /// `present(_:animated:)`: `onTop`, from the topmost presented controller.
    mutating func present(_ value: Value, text: String, onTop: Bool = false, at call: some SyntaxProtocol) {
        let style = presentationStyles[text]
        let isModal = modalInPresentation.contains(text)
        let delegate = presentationDelegates[text]
        switch value {
        case .screen(let screen):
            actions.append(CodeAction(kind: .present(screen: screen, style: style, isModalInPresentation: isModal, onTop: onTop, delegate: delegate),
                                      place: place(call)))
        case .navigation(let index):
            let navigation = navigations[index]
            if let child = navigation.child {
                presentChild(child, style: navigation.style ?? style, isModal: navigation.isModalInPresentation || isModal, onTop: onTop, at: call)
            } else if let first = navigation.screens.first {
                actions.append(CodeAction(kind: .present(screen: first, style: navigation.style ?? style,
                                                         isModalInPresentation: navigation.isModalInPresentation || isModal, onTop: onTop,
                                                         delegate: delegate), place: place(call)))
                for screen in navigation.screens.dropFirst() { actions.append(CodeAction(kind: .push(screen: screen), place: place(call))) }
            } else {
                note("presents \(text), a navigation controller with no known view controller", at: call)
            }
        case .presentable(let child), .child(let child):
            presentChild(child, style: style ?? children[child].placement.flatMap { $0.hasPrefix("modal ") ? String($0.dropFirst(6)) : nil },
                         isModal: isModal || children[child].isModalInPresentation, onTop: onTop, at: call)
        // A tab bar made here, presented: a screen of its own, its tabs the stacks of the children
        // it holds, started in it.
        case .tabBar(let index):
            presentTabBar(index, style: style, at: call)
        // The coordinator presents its own stack (`presenter?.present(modalNavigation)`), with the
        // screens it put on it: it lives in a sheet of its own, as a child started `in modal` (its
        // creators' starts say so).
        case .ownStack where frames[frames.count - 1].selfValue.isThis && app.coordinators.contains(owner)
            && actions.contains(where: { $0.stackedScreen != nil }):
            presentsOwnStack = ("modal" + (style.map { " \($0)" } ?? ""), isModal, delegate == "self")
        // A router made around a navigation controller (`router.present(modalRouter)`): that stack.
        case .object(let type) where objectStacks[type] != nil:
            if let stack = objectStacks[type] { present(stack, text: text, onTop: onTop, at: call) }
        case .object("UIAlertController"):
            // The user picks one of its actions (an alert without any shows nothing the model has).
            // Passed to a router's helper, the alert is the one whose actions were added last.
            if let alert = alertActions[text] != nil ? text : lastAlert { presentAlert(alert, at: call) }
        default:
            if !["UIAlertController", "UIActivityViewController", "SFSafariViewController", "UIImagePickerController"].contains(where: text.contains) {
                note("presents \(text), not a known view controller", at: call)
            }
        }
    }

    /// `present tabs N`: before the starts of the children that are its tabs (they fill it), each
    /// started `in tab i`.
    private mutating func presentTabBar(_ index: Int, style: String?, at call: some SyntaxProtocol) {
        let tabChildren = tabBars[index].tabs.compactMap(childOf) + tabBars[index].tabChildren.filter { child in
            !tabBars[index].tabs.contains { childOf($0) == child }
        }
        let count = max(tabBars[index].tabs.count, tabChildren.count)
        guard count > 0 else { return note("presents a tab bar with no tab the model knows", at: call) }
        tabBars[index].isPresented = true
        for (position, child) in tabChildren.enumerated() { children[child].placement = "tab \(position + 1)" }
        let presenting = CodeAction(kind: .presentTabs(count: count, style: style), place: place(call))
        let first = actions.firstIndex { action in
            if case .start(let child) = action.kind { tabChildren.contains(child.id) } else { false }
        }
        actions.insert(presenting, at: first ?? actions.endIndex)
    }

    /// A child's stack presented: it starts `in modal STYLE` (a sheet unless a style says otherwise).
    private mutating func presentChild(_ child: Int, style: String?, isModal: Bool, onTop: Bool, at call: some SyntaxProtocol) {
        children[child].placement = "modal" + (style.map { " \($0)" } ?? "")
        children[child].isModalInPresentation = isModal
        children[child].onTop = onTop
        children[child].shownByCreator = true
        if children[child].started, children[child].shownAt == nil { children[child].shownAt = place(call) }
        if children[child].removedOnDismissal || children[child].started { return }
        startChild(child, entry: nil, at: call)
    }

    /// Whether what a statement works on is a local variable (`split.viewControllers = …`).
    func isLocal(_ node: some SyntaxProtocol) -> Bool {
        guard let first = MethodReader.path(node.trimmedText).split(separator: ".").first else { return false }
        return frames[frames.count - 1].scope[String(first)] != nil
    }

    /// Whether the code read is a method of an object of this type (`self`'s own).
    func isOwnCode(of type: String) -> Bool {
        if case .object(type) = frames[frames.count - 1].selfValue { true } else { false }
    }

    /// A tab bar made here shown, as the window's root or (`onStack`) as its stack's only
    /// screen: the children it holds fill its tabs.
    private mutating func show(tabBar index: Int, onStack: Bool, at node: some SyntaxProtocol) {
        let tabs = tabBars[index].tabs
        tabBars[index].isShown = true
        tabBars[index].isOnStack = onStack
        let given = givenTabBars.filter { $0.tabBar == index }
        if let last = given.last {
            windowTabBar = (last.type, last.property, onStack)
        }
        // A child given the tab bar and started already (`coordinator.start()`, then
        // `router.setRootModule(tabBar)`) fills its tabs once UIKit shows it: the tab bar first.
        let count = max(tabs.count, 1)
        let showing = CodeAction(kind: onStack ? .setTabsOnStack(count: count) : .setRootTabs(count: count), place: place(node))
        // (On a stack, before the children already started in its tabs too: their stacks are
        // its tabs. The window's root is hoisted before every start later.)
        let inTabs = onStack ? Set(tabs.compactMap(childOf)) : []
        let started = actions.firstIndex { action in
            if case .start(let child) = action.kind { given.contains { $0.type == child.type } || inTabs.contains(child.id) } else { false }
        }
        actions.insert(showing, at: started ?? actions.endIndex)
        for (position, tab) in tabs.enumerated() {
            if case .navigation(let navigation) = tab { navigations[navigation].tab = position + 1 }
            if let child = childOf(tab) { children[child].placement = "tab \(position + 1)" }
        }
    }

    /// `window.rootViewController = …`.
    mutating func setRoot(_ value: Value, at node: some SyntaxProtocol) {
        switch value {
        case .tabBar(let index):
            show(tabBar: index, onStack: false, at: node)
        // `swapRoot(to: tabs.tabBarController)`: the tab bar a coordinator keeps, which its own
        // start shows as the window's root, before or after (``DraftFacts/windowTabBars``).
        case .heldTabBar(let type, let property):
            windowTabBar = (type, property, false)
        case .navigation(let index):
            actions.append(CodeAction(kind: .setRootStack, place: place(node)))
            for screen in navigations[index].screens { actions.append(CodeAction(kind: .push(screen: screen), place: place(node))) }
        case .presentable(let child):
            actions.append(CodeAction(kind: .setRootStack, place: place(node)))
            // The window shows what the child shows (`window.rootViewController =
            // login.rootViewController`): a screen its `init` put on its stack is that stack's.
            if !children[child].shownByCreator { children[child].replacesStack = true }
            children[child].shownByCreator = true
            // (After its start, `auth.start(); window.rootViewController = auth.navigationController`:
            // the window shows the stack the start filled, so the start follows the new root.)
            if children[child].started, children[child].shownAt == nil { children[child].shownAt = place(node) }
        // `window.rootViewController = tabs`, a tab bar controller of the app's keeping
        // coordinators: its start shows it as the window's root. UIKit loading its view starts
        // it, when that is what fills its tabs (`viewDidLoad`).
        case .child(let index) where app.tabBars.contains(children[index].type):
            windowTabBar = (children[index].type, Self.ownTabBar, false)
            if app.implementation(of: "viewDidLoad", in: children[index].type) != nil { startChild(index, entry: "viewDidLoad", at: node) }
        case .ownStack, .child:
            actions.append(CodeAction(kind: .setRootStack, place: place(node)))
        // At launch, `window.rootViewController = appCoordinator.rootViewController`: the
        // navigation controller of a coordinator held by the delegate, whose start fills it.
        case .tabStack(0) where atLaunch:
            actions.append(CodeAction(kind: .setRootStack, place: place(node)))
        case .screen(let screen):
            actions.append(CodeAction(kind: .setRootStack, place: place(node)))
            actions.append(CodeAction(kind: .push(screen: screen), place: place(node)))
        case .object(let type) where app.isSplitView(type):
            // On an iPhone a split view is collapsed onto its primary: the window shows the
            // primary's stack, and what the secondary shows is pushed onto it.
            guard let primary = splitPrimary else { return note("window root set to a split view whose primary is not known", at: node) }
            setRoot(primary, at: node)
            // UIKit collapses the secondary onto the primary's stack, unless the split view's
            // delegate discards it (`splitViewController(_:collapseSecondary:onto:)`).
            let secondary: [String] = switch splitSecondary {
            case .screen(let screen): [screen]
            case .navigation(let index): navigations[index].screens
            default: []
            }
            if app.discardsCollapsedSecondary || secondary.isEmpty {
                assume("a split view: modelled collapsed, as on an iPhone (its primary's stack; its secondary is not shown)", at: node)
            } else if primary.childIndex != nil {
                // The primary's screens come from its coordinator's start, after this.
                assume("a split view: modelled collapsed, as on an iPhone (its primary's stack; its secondary, which UIKit would push onto it, is not modelled)", at: node)
            } else {
                assume("a split view: modelled collapsed, as on an iPhone (its secondary pushed onto its primary's stack)", at: node)
                for screen in secondary { actions.append(CodeAction(kind: .push(screen: screen), place: place(node))) }
            }
        default:
            note("window root set to \(node.trimmedText)", at: node)
        }
    }

    /// The child a tab holds (its navigation controller, or what it shows).
    func childOf(_ value: Value) -> Int? {
        switch value {
        case .presentable(let child), .child(let child): return child
        case .navigation(let index): return navigations[index].child
        default: return nil
        }
    }

    /// The coordinator type a value is an instance of: a child made here, or one reached
    /// through a property (`appCoordinator`, a delegate's).
    func coordinatorType(of value: Value) -> String? {
        switch value {
        case .child(let index): children[index].type
        case .coordinatorType(let type): type
        case .object(let type) where app.coordinators.contains(type): type
        default: nil
        }
    }

    /// Whether a value is a navigation controller: one made here, a coordinator's stack, or an
    /// object of a navigation controller class.
    func isNavigationController(_ value: Value) -> Bool {
        if case .object(let type) = value { return app.isNavigation(type) }
        return app.isNavigationValue(value)
    }

    /// A new navigation controller (`UINavigationController(…)`, a storyboard's).
    mutating func newNavigation(_ record: NavigationRecord = NavigationRecord()) -> Value {
        navigations.append(record)
        return .navigation(navigations.count - 1)
    }

    /// The key of ``propertyTabBars`` for a tab bar controller's own tabs, in its code.
    static let ownTabBar = "self"

    /// A new tab bar controller, with `tabs` empty tabs of its own (a storyboard's), of the
    /// app's own tab bar class `type`, if it is one.
    mutating func newTabBar(tabs: Int = 0, type: String? = nil) -> Value {
        var record = TabBarRecord()
        record.type = type.flatMap { app.project.types[$0] != nil ? $0 : nil }
        for _ in 0..<tabs { record.tabs.append(newNavigation()) }
        tabBars.append(record)
        return .tabBar(tabBars.count - 1)
    }

    // MARK: Children

    /// The child's entry (`start()`, or another method its creator calls first): it starts here.
    mutating func startChild(_ index: Int, entry: String?, at call: some SyntaxProtocol) {
        guard !children[index].started else { return }
        children[index].started = true
        // A child whose own code presents its stack: started in a sheet of its own.
        if children[index].placement == nil, let (placement, isModal, _) = facts.ownStackPresentations[children[index].type] {
            children[index].placement = placement
            children[index].isModalInPresentation = children[index].isModalInPresentation || isModal
        }
        children[index].entry = entry
        if let entry { entries.append((children[index].type, entry)) }
        let record = children[index], place = place(call)
        let start = { (startCase: String?) -> CodeAction in
            var started = record
            started.startCase = startCase
            return CodeAction(kind: .start(started), place: place)
        }
        startCaseLog?.lookedUp(record.type)
        guard var cases = facts.startCases[record.type], !cases.isEmpty else {
            actions.append(start(nil))
            return
        }
        // The cases that run the closures this creator gave it (`WindowCoordinator { router in
        // OnboardingCoordinator(router: router) }`): its own.
        let given = Set(childWiring.filter { $0.childID == index }.map(\.place))
        if !given.isEmpty, let run = facts.startCaseClosures[record.type] {
            let own = cases.filter { name in run[name].map { $0.isEmpty || !$0.isDisjoint(with: given) } ?? true }
            if !own.isEmpty { cases = own }
        }
        let usual = cases[0]
        if cases.count == 1 {
            actions.append(start(usual))
            return
        }
        // A child whose start branches on what the model does not track: a branch point of
        // the path enumerated, alternatives of an event, else its usual case.
        if choicesOnPath != nil {
            startCaseLog?.reachedStartCases = true
            let choice = startCaseChoices.flatMap { pathPoint(cases, choices: $0, at: call, startCase: true) }
            actions.append(start(cases[choice ?? 0]))
        } else if splitsBranches {
            actions.append(CodeAction(kind: .branches(cases.map { ($0, [start($0)]) }), place: place))
        } else {
            note("\(record.type)'s start branches on what the model does not track: only its case '\(usual)' is modelled", at: call)
            actions.append(start(usual))
        }
    }

    /// Which coordinator's `children` a path names (`childCoordinators`, `parent.children`).
    mutating func childrenHolder(_ baseText: String, base: Value) -> String? {
        let parts = MethodReader.path(baseText).split(separator: ".").map(String.init)
        guard let last = parts.last, app.childrenCollections.contains(last) else { return nil }
        if parts.count == 1 { return frames[frames.count - 1].selfValue.isThis ? "self" : targetName(frames[frames.count - 1].selfValue) ?? "self" }
        let holder = lookupPath(parts.dropLast())
        return targetName(holder) ?? "self"
    }

    private mutating func lookupPath(_ parts: ArraySlice<String>) -> Value {
        guard let first = parts.first else { return .this }
        let value = lookup(first)
        return parts.count == 1 ? value : .object("?")
    }

    mutating func childrenOperation(_ method: String, holder: String, arguments: Arguments, values: [Value], closures: [ClosureExprSyntax],
                                    at call: FunctionCallExprSyntax) -> Value {
        let first = values.first ?? .object("?")
        switch method {
        case "firstIndex", "lastIndex":
            // The index of a child, removed by `remove(at:)`.
            return .literal("index:" + (closures.first?.trimmedText ?? arguments.first.map { "of: " + $0.expression.trimmedText } ?? ""))
        case "first", "last":
            return childLookup(at: call)
        case "contains", "allSatisfy", "forEach":
            // `children.contains { $0.open(link) }`: each child asked in turn.
            if let closure = closures.first ?? { if case .closure(let closure, _) = first { closure } else { nil } }(), askChildren(closure, method, at: call) {
                return .object("?")
            }
        case "append", "insert", "add":
            guard let child = first.childIndex else { break }
            // Appended again to a list that holds it (`hold(checkout)`, then `launch(checkout)`
            // appending it too): there twice. (A set's `insert` keeps one.)
            if method == "append" || arguments.first?.label == "at" {
                children[child].appended[holder, default: 0] += 1
                if children[child].appended[holder] == 2, children[child].into == holder {
                    children[child].also = holder
                    assume("\(children[child].type) is appended to \(holder == "self" ? "its" : holder + "'s") children a second time: modelled as there twice", at: call)
                }
            }
            children[child].into = holder
        case "removeAll" where arguments.isEmpty && closures.isEmpty:
            actions.append(CodeAction(kind: .removeAllChildren, place: place(call)))
        case "removeAll", "remove", "removeValue", "removeFirst", "removeLast":
            var predicate = closures.first?.trimmedText ?? arguments.first?.expression.trimmedText ?? ""
            if case .literal(let text) = first, text.hasPrefix("index:") { predicate = String(text.dropFirst(6)) }
            removal(predicate: predicate, values: values, from: holder, at: call)
        default:
            break
        }
        return .object("?")
    }

    /// `children.contains { $0.open(link) }`, `children.forEach { child in child.open(link) }`:
    /// the closure runs for each kind of child self makes whose type has the method it calls on
    /// the child, as that type (`call StoriesFlow.open`). Which children are there, and which
    /// answer first, is not known: every kind is asked, in the order self makes them.
    private mutating func askChildren(_ closure: ClosureExprSyntax, _ method: String, at call: FunctionCallExprSyntax) -> Bool {
        let parameter = Self.parameterNames(of: closure).first ?? "$0"
        let asked = FunctionCalls.of(closure).compactMap { called -> String? in
            guard let member = called.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return nil }
            return member.declName.baseName.text
        }
        let kinds = app.childTypes(of: frames[frames.count - 1].selfType).filter { kind in asked.contains { app.implementation(of: $0, in: kind) != nil } }
        guard !kinds.isEmpty else { return false }
        if method != "forEach" {
            assume("every kind of child is asked (\(kinds.joined(separator: ", "))): \(method) stops at the first answer that decides it", at: call)
        }
        for kind in kinds { _ = runClosure(closure, captured: visibleScope(), arguments: [.coordinatorType(kind)]) }
        return true
    }

    /// `childCoordinators.first(where: { $0.rootViewController.presentingViewController != nil })`,
    /// `childCoordinators.last`: in a callback a child runs, the child looked for is the one
    /// calling back; elsewhere, some child.
    /// In the delegate method a pull-down runs, the child whose sheet went.
    mutating func childLookup(at node: some SyntaxProtocol) -> Value {
        if runsForChild { return .caller }
        if let pulledDownChild {
            assume("the child whose sheet was pulled down: modelled as the \(pulledDownChild) (the one type of child whose sheet \(owner) observes)", at: node)
            return .coordinatorType(pulledDownChild)
        }
        return .object("?")
    }

    /// A removal from `children` (self's, or `holder`'s: `parent`): of the value it names
    /// (`$0 === child`, `firstIndex(of: child)`), by type (`$0 is T`), or by key.
    mutating func removal(predicate written: String, values: [Value], from holder: String = "self", at node: some SyntaxProtocol) {
        // `($0 as AnyObject) === (child as AnyObject)`: an upcast is the value itself.
        let predicate = written.replacingOccurrences(of: #"\(\s*([$\w.]+)\s+as\s+(?:AnyObject|Any)\s*\)"#, with: "$1", options: .regularExpression)
        // `$0 is T`, `guard let flow = flow as? T else { return false }; …`: a child of that type.
        if case let named = Set(MethodReader.captures(MethodReader.castPattern, in: predicate)), named.count == 1, let type = named.first {
            if app.coordinators.contains(type) {
                // Finding none does nothing (removeChild would be a remove-missing); several
                // children of the type are not told apart: one goes.
                actions.append(CodeAction(kind: .conditional(condition: .child(Name(type)), actions: [CodeAction(kind: .removeChild(type: type), place: place(node))]),
                                          place: place(node)))
                return
            }
        }
        // `filter { $0.type != child.type }`: the children alike to `child` in a property.
        if let match = predicate.firstMatch(of: #/\$0\.(\w+)\s*=+\s*(\w+)\.(\w+)/#), match.1 == match.3 {
            let (property, value) = (String(match.1), String(match.2))
            assume("removes every child whose \(property) is \(value)'s: modelled as removing \(value) (one child of each \(property))", at: node)
            removeValue(lookup(value), from: holder, at: node)
            return
        }
        if let range = predicate.range(of: #"===?\s*([A-Za-z_][A-Za-z0-9_.]*)|([A-Za-z_][A-Za-z0-9_.]*)\s*===?\s*\$0|of:\s*([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression) {
            let name = predicate[range].replacingOccurrences(of: "===", with: "").replacingOccurrences(of: "==", with: "")
                .replacingOccurrences(of: "of:", with: "").replacingOccurrences(of: "$0", with: "").trimmingCharacters(in: .whitespaces)
            var value = lookup(MethodReader.path(name))
            // In a method a child's callback runs (a navigation delegate's `didShow` after its
            // screen went), a child found by what it shows (`$0.rootViewController === from`)
            // is the one calling.
            switch value {
            case .object(let what) where runsForChild && what != MethodReader.everyChild: value = .caller
            case .screen where runsForChild: value = .caller
            default: break
            }
            removeValue(value, from: holder, at: node)
            return
        }
        if let value = values.first, value.childIndex != nil || value.isThis || value.isCaller {
            removeValue(value, from: holder, at: node)
            return
        }
        if case .literal(let key)? = values.first {
            actions.append(CodeAction(kind: .removeKey(key), place: place(node)))
            return
        }
        note("\(node.trimmedText): a removal from children not modelled", at: node)
    }

    mutating func removeValue(_ value: Value, from holder: String = "self", at node: some SyntaxProtocol) {
        let holderIsSelf = frames[frames.count - 1].selfValue.isThis && holder != "parent"
        switch value {
        case .child(let index), .presentable(let index):
            actions.append(CodeAction(kind: .removeChild(type: children[index].type), place: place(node)))
        case .this where !holderIsSelf:
            // `parent.removeChild(self)` followed into the parent's helper, or
            // `parent?.childCoordinators.removeAll { $0 === self }`.
            actions.append(CodeAction(kind: .finish, place: place(node)))
        case .caller:
            actions.append(CodeAction(kind: .removeTarget("caller"), place: place(node)))
        // Each of self's children in turn (``MethodReader/childSweep(_:)``): all of them.
        case .object(MethodReader.everyChild) where holderIsSelf:
            actions.append(CodeAction(kind: .removeAllChildren, place: place(node)))
        // The child whose sheet was pulled down: removed when there is one (another sheet self
        // observes may have gone).
        case .coordinatorType(let type) where type == pulledDownChild:
            let removal = CodeAction(kind: .removeChild(type: type), place: place(node))
            actions.append(CodeAction(kind: .conditional(condition: .child(Name(type)), actions: [removal]), place: place(node)))
        case .coordinatorType(let type):
            actions.append(CodeAction(kind: .removeChild(type: type), place: place(node)))
        case .parent where holderIsSelf:
            note("\(node.trimmedText): removes the parent from its own children", at: node)
        default:
            note("\(node.trimmedText): a removal from children not modelled", at: node)
        }
    }

    /// Appends and parent assignments after `start()` still count: patch the start action.
    mutating func finishChildren() {
        // A presented child whose own start makes its first screen modal in presentation
        // (`cart.isModalInPresentation = true`, then pushed on the stack its creator presents):
        // UIKit honours it on a presented container's child, so the sheet is not pulled down.
        for index in children.indices where ChildRecord.isPresented(children[index].placement) && facts.modalFirstScreens.contains(children[index].type) {
            children[index].isModalInPresentation = true
        }
        // A child kept only in a property of self (`private var onboarding: OnboardingCoordinator?`):
        // self's child under that key, removed when the property is set to nil.
        for (child, property) in keptIn where children[child].into == nil {
            children[child].into = "self"
            children[child].key = property
        }
        // A child never started, kept by the creator and handed to the screen it pushes
        // (`vc.coordinator = child`): the screen is the child's, shown by its start (a start
        // case named after the screen, the push its action).
        for index in children.indices where !children[index].started && children[index].into != nil {
            guard let position = actions.firstIndex(where: { if case .push(let screen) = $0.kind { handedScreens[screen] == index } else { false } }),
                  case .push(let screen) = actions[position].kind else { continue }
            children[index].started = true
            var record = children[index]
            record.startCase = screen
            handedStarts.append((record.type, screen, actions[position]))
            actions[position] = CodeAction(kind: .start(record), place: actions[position].place)
        }
        // A child in a tab of a tab bar this handler neither makes the root nor presents is not modelled.
        let detached = Set(tabBars.filter { !$0.isShown && !$0.isPresented }.flatMap(\.tabs).compactMap(childOf))
        actions = completingStarts(actions).map { action in
            guard case .start(let child) = action.kind, detached.contains(child.id) else { return action }
            return CodeAction(kind: .note("\(child.type) is a tab of a tab bar that is neither the window's root nor presented: not modelled"), place: action.place)
        }
        actions = startingWhereShown(actions)
        for child in children { wirePullDownObserver(of: child) }
        for index in childWiring.indices { childWiring[index].placement = children[childWiring[index].childID].placement }
        for child in children where !child.started && child.into != nil {
            actions.append(CodeAction(kind: .note("\(child.type) is appended to children but never started"), place: child.place))
        }
    }

    /// A child started before its creator presents its stack (`login.start()`, then `if
    /// tabs.presentedViewController != nil { tabs.dismiss(animated: false) }`, then
    /// `tabs.present(loginNav)`): its start shows nothing until then, so `start … in modal` goes
    /// after what the method does in between — read in the same file between the two lines.
    func startingWhereShown(_ actions: [CodeAction]) -> [CodeAction] {
        let line = { (place: String) -> (file: Substring, line: Int)? in
            let parts = place.split(separator: ":")
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]) else { return nil }
            return (parts.dropLast(2).joined(separator: ":")[...], line)
        }
        var moved = actions
        var index = moved.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard case .start(let child) = moved[index].kind, let shown = children[child.id].shownAt.flatMap(line),
                  let started = line(moved[index].place), started.file == shown.file, started.line < shown.line else { continue }
            var end = index + 1
            while end < moved.count, let next = line(moved[end].place), next.file == shown.file, next.line > started.line, next.line < shown.line { end += 1 }
            // (The window's root set to the child's stack there: the start follows it.)
            if end < moved.count, case .setRootStack = moved[end].kind, line(moved[end].place).map({ $0 == shown }) == true { end += 1 }
            if end > index + 1 { moved.insert(moved.remove(at: index), at: end - 1) }
        }
        return moved
    }

    /// A child whose sheet an object observes (`PresentationObserver(for: child)`,
    /// `delegate.didDismiss = { self.removeChild(child) }`): the closures the object's
    /// `presentationControllerDidDismiss(_:)` calls run after a pull-down, as the creator's
    /// method the child calls back (`on swipeDismiss` of the child, its presentation's delegate).
    mutating func wirePullDownObserver(of child: ChildRecord) {
        guard let observer = child.observer,
              let (function, _) = app.function("presentationControllerDidDismiss", in: observer, labels: ["_"], values: []),
              let body = function.body?.statements.trimmedText else { return }
        for name in MethodReader.calledClosureNames(body) {
            guard let (closure, captured, place, source) = objectClosures[observer + "." + name] else { continue }
            wireClosure(closure, captured: captured, onto: child.id, as: MethodReader.pullDownProperty, place: place, source: source)
        }
    }

    /// A closure a creator sets on a child, run later by the child: the child it captured is
    /// then the caller, and what else it captured is out of the handler that made it.
    mutating func wireClosure(_ closure: ClosureExprSyntax, captured: [String: Value], onto child: Int, as property: String, place: String, source: Int,
                              continuing: Bool = false) {
        wireCode(closure.statements, captured: captured, onto: child, as: property, place: place, source: source, continuing: continuing)
    }

    /// Code of the creator's (a closure's body, or what follows an `await` from `start`) the
    /// child runs later under `property`.
    mutating func wireCode(_ body: CodeBlockItemListSyntax, from start: Int = 0, captured: [String: Value], onto child: Int, as property: String,
                           place: String, source: Int, continuing: Bool = false) {
        let seen = captured.mapValues { value -> Value in value.childIndex == child ? .caller : DraftBuilder.outOfContext(value) }
        childWiring.append(ChildWiring(child: children[child].type, childID: child, property: property, body: body, from: start,
                                       place: place, source: source, captured: seen, continuesPrevious: continuing, creator: givenClosureCreator))
    }

    /// The wiring name of what runs after a child's sheet is pulled down.
    static let pullDownProperty = "presentationControllerDidDismiss"

    /// `router.push(child, popCompletion: { self.remove(childCoordinator: child) })` on a router
    /// that runs a module's completion when its screen is popped (by back or a swipe): the
    /// closure runs then, as the creator's method the child calls back. A screen pushed so by
    /// the coordinator's own code (`router.push(profile) { self?.finishFlow?() }`): the closure
    /// is the coordinator's, run after that screen's back and back swipe.
    mutating func wirePopCompletion(_ router: String, method: String, arguments: Arguments, values: [Value], closures: [ClosureExprSyntax], at call: FunctionCallExprSyntax) {
        guard let label = app.popCompletionRouters[app.implementer(of: router) ?? router]?[method] else { return }
        let completions = closureArguments(labeled: [label], arguments, values) + closures.map { ($0, visibleScope()) }
        let source = frames[frames.count - 1].source
        if let child = values.compactMap({ $0.childIndex ?? shownChild($0) }).first {
            for (closure, captured) in completions {
                wireClosure(closure, captured: captured, onto: child, as: MethodReader.popCompletionProperty, place: place(call), source: source)
            }
        } else if frames[frames.count - 1].selfValue.isThis, case .screen(let screen)? = values.first {
            for (closure, captured) in completions {
                closureEvents.append(ClosureEvent(screen: screen, event: MethodReader.popCompletionProperty, body: closure.statements, place: place(call),
                                                  source: source, captured: captured, runsOnRemoval: true))
            }
        }
    }

    /// The wiring name of what runs after a child's screen is popped.
    static let popCompletionProperty = "popCompletion"

    /// `didDismiss?()`, `self.onClose?()`: the closure properties a body calls.
    static func calledClosureNames(_ body: String) -> [String] {
        captures(#"(?:self\.)?\b([A-Za-z_][A-Za-z0-9_]*)\?\("#, in: body)
    }

    /// What the first group of `pattern` matches, at each match in `text`.
    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Each `start` with all its child's record says (and the case it goes on with), those in
    /// branches included.
    func completingStarts(_ actions: [CodeAction]) -> [CodeAction] {
        actions.replacingStarts { child, place in
            var record = children[child.id]
            record.startCase = child.startCase
            return [CodeAction(kind: .start(record), place: place)]
        }
    }

    /// A window root every way of a branch sets (`guard animated else { window.rootViewController
    /// = nav; return }; UIView.transition(…) { window.rootViewController = nav }`): set before
    /// the branch, where ``hoistWindowRoot()`` moves it before what is shown on it.
    private mutating func hoistSharedWindowRoot() {
        guard !actions.contains(where: \.setsWindowRoot),
              let index = actions.firstIndex(where: { $0.branches?.contains { $0.actions.contains(where: \.setsWindowRoot) } ?? false }),
              let branches = actions[index].branches else { return }
        // Each way's root and the screens it was given, taken out of it.
        let split = branches.map { branch -> (moved: [CodeAction], rest: [CodeAction])? in
            guard let rootIndex = branch.actions.firstIndex(where: \.setsWindowRoot) else { return nil }
            var rest = branch.actions
            var moved = [rest.remove(at: rootIndex)]
            while rootIndex < rest.count, case .push = rest[rootIndex].kind { moved.append(rest.remove(at: rootIndex)) }
            return (moved, rest)
        }
        guard let first = split.first??.moved, split.allSatisfy({ $0.map { CodeAction.identity(of: $0.moved, places: false) == CodeAction.identity(of: first, places: false) } ?? false }) else { return }
        let rests = split.map { $0?.rest ?? [] }
        // (Ways alike once the root is out are one way.)
        if Set(rests.map { CodeAction.identity(of: $0, places: true) }).count == 1 {
            actions.replaceSubrange(index...index, with: rests[0])
        } else {
            actions[index].kind = .branches(zip(branches, rests).map { ($0.label, $1) })
        }
        actions.insert(contentsOf: first, at: index)
    }

    /// `push(vc); viewControllers.remove(at: 0)` (the screen below replaced by the one
    /// pushed): the stack holds the pushed screen alone — exact when one screen was below it.
    mutating func collapseRemovedFirstScreens() {
        while let removal = actions.firstIndex(where: { if case .removeFirstScreen = $0.kind { true } else { false } }) {
            guard let push = actions[..<removal].lastIndex(where: { if case .push = $0.kind { true } else { false } }),
                  case .push(let screen) = actions[push].kind else { return }
            let place = actions[removal].place
            actions.remove(at: removal)
            actions[push].kind = .setViewControllers(screens: [screen])
            actions.insert(CodeAction(kind: .note(CodeAction.assumption("the screen below \(screen) is removed: modelled as a stack of \(screen) alone (one screen was below)")), place: place),
                           at: push)
        }
    }

    /// UIKit shows nothing until the window root is set: the scenario sets it before the
    /// children that present on it start.
    mutating func hoistWindowRoot() {
        hoistSharedWindowRoot()
        guard let rootIndex = actions.firstIndex(where: \.setsWindowRoot) else { return }
        // Before the first child started and the first screen pushed: `setRoot stack` is a new
        // stack, and UIKit pushes onto the navigation controller before it is the root.
        let first = actions.firstIndex {
            switch $0.kind {
            case .start, .push, .setViewControllers: true
            default: false
            }
        } ?? actions.count
        guard first < rootIndex else { return }
        var moved = [actions.remove(at: rootIndex)]
        // The screens the new root was given come with it.
        while rootIndex < actions.count, case .push = actions[rootIndex].kind { moved.append(actions.remove(at: rootIndex)) }
        actions.insert(contentsOf: moved, at: first)
    }

    /// `self.navigationController?.push` → `navigationController.push`;
    /// `(parentCoordinator as? AppCoordinator)?.didLogin` → `parentCoordinator.didLogin`.
    static func path(_ text: String) -> String {
        var text = text
        // Most paths hold no cast: the pattern is compiled only for those that may.
        if text.contains(where: { $0 == "(" }), mayCast(text) {
            text = text.replacingOccurrences(of: #"\(\s*([A-Za-z_][A-Za-z0-9_.]*)\s+as[?!]?\s+[A-Za-z_][A-Za-z0-9_.<>]*\s*\)"#,
                                             with: "$1", options: .regularExpression)
        }
        text.removeAll { $0 == "?" || $0 == "!" }
        while text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// Whether `as` follows a space somewhere in the text: a cast may be written there.
    private static func mayCast(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        var (previous, current) = (scalars.next(), scalars.next())
        while let first = previous, let second = current {
            let next = scalars.next()
            if first.properties.isWhitespace, second == "a", next == "s" { return true }
            (previous, current) = (second, next)
        }
        return false
    }
}
