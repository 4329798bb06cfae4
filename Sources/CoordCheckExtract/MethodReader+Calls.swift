import Foundation
import SwiftSyntax

extension MethodReader {
    /// A call: a type's initializer, a UIKit navigation primitive, a `children` collection
    /// operation, a child's entry method, a helper followed into its body, or another
    /// coordinator's method (`call`).
    mutating func call(_ call: FunctionCallExprSyntax) -> Value {
        let arguments = call.arguments.map { (label: $0.label?.text ?? "_", expression: $0.expression) }
        var closures: [ClosureExprSyntax] = call.trailingClosure.map { [$0] } ?? []
        closures += call.additionalTrailingClosures.map(\.closure)
        let calledType = CoordinatorApp.calledTypeName(ExprSyntax(call)).map(declaredType)
        // `UIAction { _ in … }`, `UIAction(title: …, handler: { _ in … })`: the closure UIKit runs
        // when the control it is given to is used.
        if calledType == "UIAction", let handler = Self.actionHandler(of: call) {
            if frames[0].selfValue.isThis {
                controlActions.append(ClosureEvent(screen: "", event: MethodReader.holderName(of: call) ?? "action", body: handler.statements, place: place(handler),
                                                   source: frames[frames.count - 1].source, captured: visibleScope()))
            }
            return .closure(handler, captured: visibleScope())
        }
        // `UIWindow(windowScene: scene)`: a window, told by its type (not by the name it is kept under).
        if calledType == "UIWindow" { return .object("UIWindow") }
        // `Type(…)`, `Type.init(…)`.
        if let type = calledType, app.project.types[type] != nil || CoordinatorApp.uikitTypes.contains(type) {
            return construct(type, arguments: arguments, closures: closures, at: call)
        }
        let method: String
        let base: Value
        let baseText: String
        // `super.didFinish(child)`: the superclass's method, on self, read in place.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
           member.declName.baseName.text != "init" {
            let frame = frames[frames.count - 1]
            let values = arguments.map { evaluate($0.expression) }
            guard let superclass = app.project.types[frame.selfType]?.inherited.first(where: { app.project.types[$0]?.kind == .classType }),
                  let found = app.function(member.declName.baseName.text, in: superclass, labels: arguments.map(\.label), values: values) else {
                return .literal("void")
            }
            return follow(found.function, owner: found.owner, selfValue: frame.selfValue, labels: arguments.map(\.label), values: values, at: call)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            baseText = MethodReader.path(member.base?.trimmedText ?? "")
            base = member.base.map { evaluate($0) } ?? .literal(method)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            method = reference.baseName.text
            // `await withCheckedContinuation { continuation in … }`: the closure runs at once,
            // given the continuation its creator's `await` waits on.
            if MethodReader.continuationFunctions.contains(method), let closure = closures.first {
                runClosure(closure, captured: visibleScope(), arguments: [.literal(MethodReader.continuationValue)])
                return .object("?")
            }
            baseText = ""
            base = frames[frames.count - 1].selfValue
            // A local holding the coordinator's closure property (`handler(outcome)`).
            if closureAliases[aliasKey(method)] != nil {
                closureProperty(method, arguments: arguments, at: call)
                return .object("?")
            }
            // A closure held in a local variable or parameter.
            if case .closure(let closure, let captured)? = frames[frames.count - 1].scope[method] {
                runClosure(closure, captured: captured, arguments: arguments.map { evaluate($0.expression) })
                return .object("?")
            }
        } else if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            // `lazy var controller: UIViewController = { … }()`: the closure runs at once.
            guard frames.count < MethodReader.maximumDepth else { return .object("?") }
            let frame = frames[frames.count - 1]
            return withFrame(selfValue: frame.selfValue, selfType: frame.selfType, source: frame.source, scope: visibleScope(), callSite: nil) { reader in
                reader.value(of: closure.statements) ?? .object("?")
            }
        } else if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) {
            // `finishFlow?()`, `self.onDone?()`.
            let text = MethodReader.path(chained.expression.trimmedText)
            closureProperty(text, arguments: arguments, at: call)
            return .object("?")
        } else {
            _ = evaluate(call.calledExpression)
            return .object("?")
        }
        // RxFlow's `Flows.use(flow) { root in … }` and `coordinate(flow:with:)`.
        if method == "use", baseText == "Flows" {
            flowsUse(arguments, closures: closures)
            return .literal("void")
        }
        if method == "coordinate", arguments.first?.label == "flow" {
            coordinateFlow(arguments, at: call)
            return .literal("void")
        }
        // `alert.addAction(UIAlertAction(title: …) { … })`: a choice offered when the alert shows;
        // so is the app's own shorthand, `alert.addAction(title: …, style: …) { … }`.
        if method == "addAction", case .object("UIAlertController") = base, let first = arguments.first {
            addAlertAction(to: baseText, first.label == "_" ? first.expression : ExprSyntax(call))
            return .literal("void")
        }
        let values = arguments.map { evaluate($0.expression) }
        let result = dispatch(method, on: base, baseText: baseText, arguments: arguments, values: values, closures: closures, at: call)
        // `AppState.needToOnboard(animated: true)`, `.needToOnboard(…)`: a case with associated
        // values, what a `switch` on it takes.
        if case .object("?") = result, let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            // (A case carrying closures, a row of a menu with its action: the case and them.)
            // (A case carrying a screen or a child, `.viewController(controller)`: the case and it.)
            let carried = values.filter { if case .closure = $0 { true } else { Self.isCarried($0) } }
            if member.base == nil, method != "init" { return carried.isEmpty ? .literal(method) : .tuple([.literal(method)] + carried) }
            if case .object(let type) = base, type.hasPrefix("type:"), let enumCase = app.enumCase(method, of: String(type.dropFirst(5))) {
                return carried.isEmpty ? .literal(enumCase) : .tuple([.literal(enumCase)] + carried)
            }
        }
        return result
    }

    /// Whether an argument is a controller self presented and keeps
    /// (``CoordinatorApp/presentedProperties``): the property, or a local the method bound to it
    /// (`guard let cartSheet = cartNavigationController`).
    private func handsPresentedController(_ expression: ExprSyntax) -> Bool {
        let frame = frames[frames.count - 1]
        guard frame.selfValue.isThis, let kept = app.presentedProperties[frame.selfType] else { return false }
        let text = MethodReader.path(expression.trimmedText)
        if kept.contains(text) { return true }
        guard expression.is(DeclReferenceExprSyntax.self) else { return false }
        var node = expression.parent
        while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(InitializerDeclSyntax.self) { node = current.parent }
        guard let function = node?.as(FunctionDeclSyntax.self)?.body ?? node?.as(InitializerDeclSyntax.self)?.body else { return false }
        let bound = MethodReader.captures(#"(?:let|var)\s+\#(NSRegularExpression.escapedPattern(for: text))\s*=\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)"#,
                                          in: function.statements.trimmedText)
        return bound.contains(where: kept.contains)
    }

    /// `Type(…)`: a new child, screen, navigation controller, tab bar or object.
    private mutating func construct(_ type: String, arguments: [(label: String, expression: ExprSyntax)], closures: [ClosureExprSyntax],
                                    at call: FunctionCallExprSyntax) -> Value {
        let values = arguments.map { evaluate($0.expression) }
        // `AnyCoordinator(child)`: a type-erasing wrapper stands for what it wraps.
        if app.erasedWrappers[type] != nil, values.count == 1 { return values[0] }
        // `MenuBuilder(coordinator: self)`: the actions it makes are the screen's.
        if values.contains(where: \.isThis) { bindActions(of: type) }
        if app.coordinators.contains(type) {
            var child = ChildRecord(id: children.count, type: type, place: place(call))
            for var value in values {
                // Given a router made around a navigation controller: that controller.
                if case .object(let object) = value, let stack = objectStacks[object] { value = stack }
                if case .navigation(let index) = value {
                    child.navigation = index
                    child.emptyStack = navigations[index].screens.isEmpty && navigations[index].child == nil
                }
                if case .tabStack(let tab) = value, tab > 0 { child.placement = "tab \(tab)" }
                if case .ownStack = value { child.sharesStack = true }
                // Seed 000: a modal router's child presents in a sheet.
                if case .object(let router) = value, case .modal? = app.routers[router] { child.placement = "sheet" }
            }
            // Handed a controller the creator presented and keeps (`CheckoutFlow(presenter:
            // cartSheet)`): a sheet of its own goes over that presentation.
            child.onTop = arguments.contains { handsPresentedController($0.expression) }
            children.append(child)
            let index = children.count - 1
            if let navigation = child.navigation {
                navigations[navigation].child = index
                if let tab = navigations[navigation].tab { children[index].placement = "tab \(tab)" }
            }
            // `init(parent: self)`: the initializer that assigns its parent property.
            if let label = app.parentInitLabel(of: type), let position = arguments.firstIndex(where: { $0.label == label }) {
                children[index].parent = targetName(values[position])
            }
            // `LoginCoordinator(onFinish: { … })`: a closure its initializer keeps is the
            // creator's code the child calls back, as one set on it (`login.onFinish = { … }`).
            if let (initializer, labels) = initializer(of: type, arguments.map(\.label), trailingClosures: closures.count) {
                let given = bind(initializer.parameters, labels, values + closures.map { .closure($0, captured: visibleScope()) })
                let written = bind(initializer.parameters, labels, arguments.map(\.expression))
                for (parameter, property) in app.keptParameters(of: initializer, in: type).sorted(by: { $0.key < $1.key }) {
                    if case .screen(let screen)? = given[parameter] { givenScreens[screen] = index }
                    // `MainTabCoordinator(tabBarController: tabs)`: the tab bar it keeps, which its
                    // start fills, is the window's root when the creator makes it so (before or after).
                    if case .tabBar(let bar)? = given[parameter] {
                        givenTabBars.append((type, property, bar))
                        if tabBars[bar].isShown {
                            windowTabBar = (type, property, tabBars[bar].isOnStack)
                        }
                    }
                    // `ChatCoordinator(router: NavigationRouter(…))`: what its `router` holds.
                    if case .object(let object)? = given[parameter], app.project.types[object].map({ $0.kind != .protocolType }) ?? false {
                        givenObjects.append(("\(type).\(property)", object))
                        // `ParcelsCoordinator(router: Router())`: an object made for it alone.
                        if written[parameter].flatMap(CoordinatorApp.calledTypeName) == object { children[index].madeObjects.insert(property) }
                    }
                    guard case .closure(let closure, let captured)? = given[parameter] else { continue }
                    wireClosure(closure, captured: captured, onto: index, as: property, place: place(closure), source: frames[frames.count - 1].source)
                }
            }
            return .child(index)
        }
        if app.isNavigation(type) {
            var record = NavigationRecord()
            if let position = arguments.firstIndex(where: { $0.label == "rootViewController" }) {
                switch values[position] {
                case .screen(let screen): record.screens = [screen]
                case .presentable(let child): record.child = child
                default: break
                }
            }
            return newNavigation(record)
        }
        if app.isTabBar(type) { return newTabBar(tabs: app.ownTabCount(of: type), type: type) }
        if app.lineage(of: type).contains("UIHostingController"), let position = arguments.firstIndex(where: { $0.label == "rootView" }) {
            // A SwiftUI screen, named after its view (`UIHostingController(rootView: LoginScreen(…))`,
            // `let view = LoginScreen(…)` then `VectorHostingController(rootView: view)`).
            var view = CoordinatorApp.calledTypeName(arguments[position].expression) ?? arguments[position].expression.trimmedText
            if case .object(let made) = values[position], app.project.types[made] != nil {
                view = made
                // The closures the view was made with (through its view model) are its events.
                handOver(objectHandedClosures[made] ?? [], to: view)
            }
            lastScreen = view
            return .screen(view)
        }
        if app.screens.contains(type) {
            handOver(handedClosures(type, arguments, values, closures) + heldClosures(values), to: type)
            // `BottomSheetViewController(contentViewController: child.navigationController)`: a
            // container showing what a child shows; presenting it presents the child.
            if let child = values.lazy.compactMap(childOf).first { return .presentable(child) }
            // `contentViewController: ReportViewController(…)`, `tokensViewController: tokens`,
            // `pages: [welcome, privacy]`: a container whose content the user sees and taps (its
            // first page, of several).
            var embedded: [String] = []
            for case .screen(let screen) in values.flatMap(\.elements) where !embedded.contains(screen) {
                embedded.append(screen)
            }
            if let first = embedded.first {
                if embedded.count > 1 { assume("\(type) shows \(embedded.joined(separator: ", ")): modelled as its first, \(first)", at: call) }
                lastScreen = first
                return .screen(first)
            }
            lastScreen = type
            return .screen(type)
        }
        // A router made around a navigation controller stands for it where it is passed.
        if let stack = values.first(where: { value in
            if case .navigation = value { return true }
            if case .tabStack(let tab) = value { return tab > 0 }
            return false
        }) {
            objectStacks[type] = stack
        } else if frames.count == 1, let initializer = app.project.types[type]?.initializers.first(where: { app.matches($0, labels: arguments.map(\.label)) }),
                  initializer.parameters.contains(where: { parameter in
                      app.isNavigation(SwiftProject.bareType(parameter.type)) && !arguments.contains { $0.label == parameter.label }
                          && initializer.defaults[parameter.name].flatMap(CoordinatorApp.calledTypeName) != nil
                  }) {
            // `NavigationRouter()` whose `navigationController` defaults to a new one
            // (`= RiotNavigationController()`, a class the app may write in Objective-C).
            objectStacks[type] = newNavigation()
        }
        // A view model or the data a screen is made from: the closures it is handed, and
        // those of what it is made from, go with it to the screen it reaches.
        if !app.coordinators.contains(type), case let handed = handedClosures(type, arguments, values, closures) + heldClosures(values), !handed.isEmpty {
            objectHandedClosures[type] = handed
        }
        // Another object of the app: its initializer is followed (a presentation observer,
        // a view model wiring closures), with the arguments it was given.
        if let (initializer, labels) = initializer(of: type, arguments.map(\.label), trailingClosures: closures.count),
           let body = initializer.body, frames.count < MethodReader.maximumDepth {
            let scope = bind(initializer.parameters, labels, values + closures.map { .closure($0, captured: visibleScope()) })
            withFrame(selfValue: .object(type), selfType: type, source: initializer.source, scope: scope, callSite: call) { reader in
                reader.statements(body.statements)
            }
        }
        return .object(type)
    }

    /// The initializer of an app type a call with these labels and trailing closures calls,
    /// and the labels of all its arguments (the trailing closures' included).
    func initializer(of type: String, _ labels: [String], trailingClosures: Int) -> (SwiftType.Function, [String])? {
        for initializer in app.project.types[type]?.initializers ?? [] {
            let all = labels + initializer.parameters.suffix(trailingClosures).map(\.label)
            if app.matches(initializer, labels: all) { return (initializer, all) }
        }
        return nil
    }

    /// The closures a coordinator hands to a screen or to an object of the app as arguments
    /// (`SignInViewController(onDone: { … })`, `ViewModel(title: …) { … }`), named after the
    /// initializer's parameters that take them (a trailing closure's, or the label's), and
    /// those of a value of the parameter's type made of closures (`delegate: .init(showFilter:
    /// { … }, didFinish: { … })`), named after theirs.
    mutating func handedClosures(_ type: String, _ arguments: [(label: String, expression: ExprSyntax)], _ values: [Value],
                                 _ closures: [ClosureExprSyntax]) -> [ClosureEvent] {
        var given = zip(arguments, values).map { ($0.label, $1) } + closures.map { ("_", Value.closure($0, captured: visibleScope())) }
        for argument in arguments {
            guard let made = argument.expression.as(FunctionCallExprSyntax.self),
                  made.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil }) ?? false else { continue }
            for inner in made.arguments {
                guard let closure = inner.expression.as(ClosureExprSyntax.self), let label = inner.label?.text else { continue }
                given.append((label, .closure(closure, captured: visibleScope())))
            }
        }
        guard frames[0].selfValue.isThis else { return [] }
        // The coordinator's own closure property handed on (`TermsView(onAgree: didAgree)`).
        let properties = arguments.compactMap { argument -> ClosureEvent? in
            let name = MethodReader.path(argument.expression.trimmedText).replacingOccurrences(of: "self.", with: "")
            guard argument.label != "_", frames.count == 1, frames[0].scope[name] == nil,
                  let type = app.property(named: name, in: frames[0].selfType)?.0.type, type.contains("->") else { return nil }
            return ClosureEvent(screen: "", event: argument.label, body: CodeBlockItemListSyntax([]), place: place(argument.expression),
                                source: frames[0].source, captured: [:], handedProperty: name)
        }
        let rows = values.flatMap(carriedEvents)
        guard given.contains(where: { if case .closure = $0.1 { true } else { false } }) else { return properties + rows }
        // Which parameter takes each argument: bound to its position.
        let parameters = initializer(of: type, arguments.map(\.label), trailingClosures: closures.count).map { found in
            bind(found.0.parameters, found.1, Array(found.1.indices)).reduce(into: [Int: String]()) { names, binding in names[binding.value] = binding.key }
        } ?? [:]
        return given.enumerated().compactMap { position, argument in
            guard case .closure(let closure, let captured) = argument.1 else { return nil }
            let name = argument.0 != "_" ? argument.0 : parameters[position] ?? "action"
            return ClosureEvent(screen: "", event: name, body: closure.statements, place: place(closure), source: frames[frames.count - 1].source, captured: captured)
        } + properties + rows
    }

    /// The actions a list of rows carries (`[.row(title: …, action: { … })]`, a menu's): each
    /// named after the row's variable (`let itemAbout = .row(…)`), else its label.
    func carriedEvents(in value: Value) -> [ClosureEvent] {
        guard case .tuple(let elements) = value else { return [] }
        return elements.flatMap { element -> [ClosureEvent] in
            guard case .closure(let closure, let captured) = element else { return carriedEvents(in: element) }
            let row = closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            guard let name = row.flatMap(MethodReader.holderName) ?? closure.parent?.as(LabeledExprSyntax.self)?.label?.text else { return [] }
            return [ClosureEvent(screen: "", event: name, body: closure.statements, place: place(closure), source: frames[frames.count - 1].source, captured: captured)]
        }
    }

    /// The closures handed to the objects among these values (a view model made with them),
    /// and to those of the lists among them (rows made with their actions).
    func heldClosures(_ values: [Value]) -> [ClosureEvent] {
        values.flatMap { value -> [ClosureEvent] in
            switch value {
            case .object(let type): objectHandedClosures[type] ?? []
            case .tuple(let elements): heldClosures(elements)
            default: []
            }
        }
    }

    /// The variable or argument label an expression is given to (`let importAction = …`,
    /// `action: …`, `saveAction = …`).
    static func holderName(of node: some SyntaxProtocol) -> String? {
        guard let parent = Syntax(node).parent else { return nil }
        if let binding = parent.parent?.as(PatternBindingSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        if let labeled = parent.as(LabeledExprSyntax.self) { return labeled.label?.text }
        if let target = parent.as(ExprListSyntax.self)?.assignment?.target {
            return MethodReader.path(target.trimmedText).split(separator: ".").last.map(String.init)
        }
        return nil
    }

    /// Closures that reached a screen the coordinator makes: its events. Two of one name stay apart.
    mutating func handOver(_ handed: [ClosureEvent], to screen: String) {
        // A control's action handed over is this screen's event, not the handler's screen's.
        let ids = Set(handed.compactMap { $0.body.parent?.id })
        controlActions.removeAll { $0.body.parent.map { ids.contains($0.id) } ?? false }
        for var closure in handed {
            var name = closure.event, suffix = 2
            while closureEvents.contains(where: { $0.screen == screen && $0.event == name }) { name = "\(closure.event)_\(suffix)"; suffix += 1 }
            closure.screen = screen
            closure.event = name
            closureEvents.append(closure)
        }
    }

    /// The parameters of a function bound to the values a call passes.
    func bind<Bound>(_ parameters: [(label: String, name: String, type: String)], _ labels: [String], _ values: [Bound]) -> [String: Bound] {
        var scope: [String: Bound] = [:]
        var next = 0
        // (Values beyond the labels' count, or labels beyond the values', are not bound.)
        for (label, value) in zip(labels, values) {
            let index = parameters[next...].firstIndex { $0.label == label } ?? (next < parameters.count ? next : nil)
            guard let index else { break }
            scope[parameters[index].name] = value
            next = index + 1
            if next >= parameters.count { break }
        }
        return scope
    }

    /// What calling the coordinator's own closure property `property` does: what its creator
    /// set there (`call wired`).
    /// Called with cases or flags (`showFeatureSetting?(.dnsSettings)`): the creator's closure
    /// for those values, its parameters bound to them, when a closure creators give it reads
    /// its parameters.
    mutating func callWired(_ property: String, at place: String, passesSelf: Bool = false, values: [Value] = []) {
        let key = "\(owner).\(property)"
        let literals = values.compactMap { value -> String? in
            guard case .literal(let text) = value, text != "void", text != "nil", DraftBuilder.identifier(text) == text else { return nil }
            return text
        }
        let readsParameters = (facts.givenClosures[key] ?? []).contains { given in
            let names = Set(Self.parameterNames(of: given.closure))
            return given.closure.statements.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
        }
        let method = DraftBuilder.wiredMethod(key, arguments: literals.count == values.count && readsParameters ? literals : [])
        calls.append(("wired", method, passesSelf))
        actions.append(CodeAction(kind: .call(target: "wired", method: method), place: place))
    }

    /// `coordinate(to: makeInitial(router, false))`: a closure the coordinator's creators gave
    /// it, called for what it makes, runs here, in the coordinator's own code. Each creator's
    /// closure is a way of the coordinator's start (its start cases: the creator starting it
    /// names the case of its closure); read apart from a start, the first, with a note.
    mutating func givenClosureValue(_ property: String, values: [Value], at call: FunctionCallExprSyntax) -> Value? {
        let given = facts.givenClosures["\(owner).\(property)"] ?? []
        guard !given.isEmpty, frames.count < MethodReader.maximumDepth else { return nil }
        var choice = 0
        if given.count > 1 {
            if let choices = choicesOnPath {
                choice = pathPoint(given.map { app.madeTypeName(of: $0.closure) ?? "closure" }, choices: choices, at: call) ?? 0
            } else {
                note("\(owner)'s creators give it \(given.count) different closures as \(property): the one at \(given[0].wiring.place) is modelled", at: call)
            }
        }
        let (closureCreator, wiring, closure) = given[choice]
        givenClosuresRun.append(wiring.place)
        // What it captured is its creator's: `self` there is the creator, another coordinator.
        var scope = wiring.captured.mapValues { $0.isThis ? .coordinatorType(closureCreator) : $0 }
        scope.merge(Self.parameters(of: closure, given: values)) { _, given in given }
        let creator = givenClosureCreator
        givenClosureCreator = closureCreator
        defer { givenClosureCreator = creator }
        return withFrame(selfValue: .this, selfType: frames[frames.count - 1].selfType, source: wiring.source, scope: scope, callSite: call) { reader in
            reader.value(of: closure.statements)
        } ?? .object("?")
    }

    /// `self.finishFlow?()`: a closure property. The closures wired to it by whoever set it
    /// run here: a local one at once; a child's, set by its creator, as `call Creator.name`.
    mutating func closureProperty(_ text: String, arguments: [(label: String, expression: ExprSyntax)], at call: FunctionCallExprSyntax) {
        let parts = text.split(separator: ".").map(String.init)
        // `let handler = onFinish; onFinish = nil; handler?(outcome)`: the property's closure.
        // (`guard let onFinish = onFinish`: the same name, so through `self.`.)
        if parts.count == 1, let property = closureAliases[aliasKey(parts[0])] { return closureProperty("self." + property, arguments: arguments, at: call) }
        let values = arguments.map { evaluate($0.expression) }
        if parts.count == 1, let local = frames[frames.count - 1].scope[parts[0]] {
            // A closure passed in (`completion?()`) runs here; nil or unknown, nothing.
            if case .closure(let closure, let captured) = local { runClosure(closure, captured: captured, arguments: values) }
            return
        }
        let property = parts.last ?? text
        let holder: Value = parts.count == 1 ? frames[frames.count - 1].selfValue : lookup(parts[parts.count - 2])
        if case .object(let type) = holder, let (closure, captured, _, source) = objectClosures[type + "." + property] {
            // The coordinator's closure, called by an object of its: it runs as the coordinator.
            if captured["self"]?.isThis == true, !frames[frames.count - 1].selfValue.isThis {
                guard frames.count < MethodReader.maximumDepth else { return }
                return withFrame(selfValue: .this, selfType: owner, source: source, scope: [:], callSite: call) { reader in
                    reader.runClosure(closure, captured: captured, arguments: values)
                }
            }
            runClosure(closure, captured: captured, arguments: values)
        } else if case .this = holder {
            callWired(property, at: place(call), passesSelf: values.contains(where: \.isThis), values: values)
        }
    }

    /// Runs a closure's body here (a local closure called, `DispatchQueue.main.async { … }`);
    /// what it gives: its one expression, or what it returns.
    @discardableResult
    mutating func runClosure(_ closure: ClosureExprSyntax, captured: [String: Value], arguments: [Value] = []) -> Value? {
        guard frames.count < MethodReader.maximumDepth else { return nil }
        var scope = captured
        scope.merge(Self.parameters(of: closure, given: arguments)) { _, given in given }
        if !arguments.isEmpty { scope["$0"] = arguments[0] }
        // Run by a method of another object (`window.configure { $0.rootViewController =
        // navigationController }`): its code is still the coordinator's, `self` and its members too.
        let frame = frames[frames.count - 1]
        if case .this? = captured["self"], !frame.selfValue.isThis {
            return withFrame(selfValue: .this, selfType: owner, source: app.project.source(of: closure) ?? frame.source, scope: scope, callSite: nil) { reader in
                reader.value(of: closure.statements)
            }
        }
        frames[frames.count - 1].scope.merge(scope) { _, new in new }
        // A `return` in the closure ends the closure, not the method it runs in.
        let returned = frames[frames.count - 1].returned
        frames[frames.count - 1].returned = nil
        let value = value(of: closure.statements)
        frames[frames.count - 1].returned = returned
        return value
    }

    /// `target`'s name in the language for a value: `self`, `parent`, `caller`, a type.
    func targetName(_ value: Value) -> String? {
        switch value {
        case .this: "self"
        case .parent: "parent"
        case .caller: "caller"
        case .coordinatorType(let type): type
        case .child(let index): children[index].type
        default: nil
        }
    }
}
