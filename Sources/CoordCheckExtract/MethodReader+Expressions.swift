import Foundation
import SwiftSyntax

extension MethodReader {
    /// What an expression stands for, doing what it does on the way (calls, assignments).
    mutating func evaluate(_ expression: ExprSyntax) -> Value {
        if let tried = expression.as(TryExprSyntax.self) { return evaluate(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return evaluate(awaited.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return evaluate(chained.expression) }
        if let cast = expression.as(AsExprSyntax.self) { return self.cast(evaluate(cast.expression), to: cast.type.trimmedText) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return lookup(reference.baseName.text)
        }
        if expression.is(SuperExprSyntax.self) { return frames[frames.count - 1].selfValue }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .literal(member.declName.baseName.text) }
            let name = member.declName.baseName.text
            // `childCoordinators.first`: as `first(where:)`.
            if ["first", "last"].contains(name), childrenHolder(MethodReader.path(base.trimmedText), base: .this) != nil { return childLookup(at: expression) }
            let held = evaluate(base)
            // `parcels.router.navigationController`: the stack an object wraps that a child was
            // made with or makes itself (`ParcelsCoordinator(router: Router())`) is the child's own.
            if app.stackMembers.contains(name), case .object = known(held), let inner = base.as(MemberAccessExprSyntax.self),
               let holder = inner.base?.as(DeclReferenceExprSyntax.self), case .child(let index) = known(lookup(holder.baseName.text)),
               ownsObject(children[index], inner.declName.baseName.text) {
                return children[index].navigation.map { .navigation($0) } ?? .presentable(index)
            }
            return self.member(held, name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return self.call(call) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            if let (target, value) = sequence.elements.assignment {
                assign(target, value, at: sequence)
                return .literal("void")
            }
            let elements = Array(sequence.elements)
            // `x as? T` before operators are folded.
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
                return cast(evaluate(elements[0]), to: elements[2].trimmedText)
            }
            // `target is UINavigationController ? target : UINavigationController(rootViewController:
            // target)`: a type test on a value known here takes its case.
            if elements.count == 5, elements[1].is(UnresolvedIsExprSyntax.self), let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self),
               let truth = Self.typeTest(evaluate(elements[0]), elements[2].trimmedText, in: app) {
                return evaluate(truth ? ternary.thenExpression : elements[4])
            }
            // `flag ? makeA() : makeB()`: the first case, as for an `if`.
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                // `BuildSettings.newLayout ? … : …` on a constant: the case it takes.
                if let truth = app.constantFlag(elements[0]) { return evaluate(truth ? ternary.thenExpression : elements[2]) }
                if let value = pathCase(of: ternary, condition: elements[0], otherwise: elements[2]) { return value }
                let value = evaluate(ternary.thenExpression)
                // (A choice of children, screens, stacks or enum cases — routes — is noted.)
                let isCase = ternary.thenExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
                switch value {
                case .literal where !isCase:
                    break
                case .child, .presentable, .screen, .navigation, .tabBar, .coordinatorType, .literal:
                    note("a condition (\(elements[0].trimmedText) ? … : …): only its first case is modelled", at: sequence)
                default:
                    break
                }
                return value
            }
            // `index + 1`, on an index known here.
            if let sum = integerSum(elements) { return .literal(String(sum)) }
            // `tabBarController.viewControllers ?? []`: the list on the left, when known here.
            // (Only UIKit's list or a local: no code of the app's runs to tell.)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
               elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "viewControllers"
                || elements[0].as(DeclReferenceExprSyntax.self).map({ frames[frames.count - 1].scope[$0.baseName.text] != nil }) == true,
               case .tuple(let known) = evaluate(elements[0]) {
                return .tuple(known)
            }
            for element in elements where element.is(FunctionCallExprSyntax.self) { _ = evaluate(element) }
            return .literal(sequence.trimmedText)
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(closure, captured: visibleScope())
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .tuple(array.elements.map { evaluate($0.expression) })
        }
        // `controllers[0]` of a list known here: that element.
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), let name = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
           case .tuple(let elements) = lookup(name), elements.indices.contains(index) {
            return elements[index]
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return evaluate(only.expression) }
            return .tuple(tuple.elements.map { evaluate($0.expression) })
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            ifBranches(ifExpression)
            return .literal("void")
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            switchBranches(switchExpression)
            return .literal("void")
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return evaluate(ternary.thenExpression)
        }
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) {
            return .literal(expression.trimmedText)
        }
        return .object("?")
    }

    /// `a + b`, `a - b` of integers known here (literals, or names holding them); nil otherwise.
    mutating func integerSum(_ elements: [ExprSyntax]) -> Int? {
        guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-"].contains(operation),
              let left = integer(elements[0]), let right = integer(elements[2]) else { return nil }
        return operation == "+" ? left + right : left - right
    }

    /// An integer literal, or a name holding one.
    mutating func integer(_ expression: ExprSyntax) -> Int? {
        guard expression.is(IntegerLiteralExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self),
              case .literal(let text) = evaluate(expression) else { return nil }
        return Int(text)
    }

    /// Whether an `if` only returns what a property of `self` keeps under a key (`if let
    /// existing = cache[key] { return existing }`), with no `else`.
    static func returnsKept(_ ifExpression: IfExprSyntax) -> Bool {
        guard ifExpression.elseBody == nil, ifExpression.conditions.count == 1,
              let binding = ifExpression.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let lookup = binding.initializer?.value.as(SubscriptCallExprSyntax.self), ownName(lookup.calledExpression) != nil,
              ifExpression.body.statements.count == 1, let only = ifExpression.body.statements.first?.item.as(ReturnStmtSyntax.self),
              only.expression?.trimmedText == name else { return false }
        return true
    }

    /// `x is T` for a value known here: whether it is a navigation controller, a tab bar or a
    /// screen of T; nil when the value or the type says too little.
    static func typeTest(_ value: Value, _ written: String, in app: CoordinatorApp) -> Bool? {
        let type = SwiftProject.bareType(written)
        let isNavigation = app.isNavigationValue(value)
        let isTabBar = if case .tabBar = value { true } else { false }
        let screen: String? = if case .screen(let screen) = value { screen } else { nil }
        guard isNavigation || isTabBar || screen != nil else { return nil }
        if app.isNavigation(type) { return isNavigation }
        if type == "UITabBarController" || app.isTabBar(type) { return isTabBar }
        if app.screens.contains(type) { return screen.map { app.lineage(of: $0).contains(type) } ?? false }
        return nil
    }

    /// `x as? T`: a screen or coordinator type the value is known to be.
    private func cast(_ value: Value, to written: String) -> Value {
        let type = SwiftProject.bareType(written)
        if app.screens.contains(type) { return .screen(type) }
        if app.coordinators.contains(type), case .object = value { return .coordinatorType(type) }
        return value
    }

    private mutating func ifBranches(_ ifExpression: IfExprSyntax) {
        // `if let existing = pageControllers[page] { return existing }`: what the method made
        // before, kept in a property of its own; the code below makes it the first time.
        if Self.returnsKept(ifExpression) { return }
        var cases: [BranchCase] = []
        var current: IfExprSyntax? = ifExpression
        var index = 0
        while let branch = current {
            cases.append((index == 0 ? "" : "else\(index == 1 ? "" : "\(index)")", branch.body.statements, branch.conditions))
            index += 1
            switch branch.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block):
                cases.append(("else", block.statements, nil))
                current = nil
            case nil:
                cases.append(("else", nil, nil))
                current = nil
            }
        }
        branches(cases, at: ifExpression)
    }

    /// While the launch is enumerated, a condition of its own path whose cases differ
    /// (`accountData.isExpired ? .outOfTime : .main`) is a branch point: the value of the
    /// case chosen, with what evaluating it did. Nil past the choices, or when it is no point.
    private mutating func pathCase(of ternary: UnresolvedTernaryExprSyntax, condition: ExprSyntax, otherwise: ExprSyntax) -> Value? {
        guard let choices = choicesOnPath, !testsNoStoredState(condition) else { return nil }
        let untried = self
        var outcomes: [String] = []
        for expression in [ExprSyntax(ternary.thenExpression), otherwise] {
            // Each case tried as if the other had not been (a child made before starts in each).
            restore(untried)
            actions = []
            let value = evaluate(expression)
            outcomes.append("\(value)|" + CodeAction.identity(of: actions.filter { !$0.isNote }, places: false))
        }
        restore(untried)
        guard outcomes[0] != outcomes[1] else { return nil }
        let holds = Self.caseName(condition: condition.trimmedText)
        guard let choice = pathPoint([holds, Self.negated(holds)], choices: choices, at: ternary) else { return nil }
        return evaluate(choice == 0 ? ternary.thenExpression : otherwise)
    }

    private mutating func switchBranches(_ switchExpression: SwitchExprSyntax) {
        // `switch page { case .weather: … }` on a case the caller passed, `switch
        // Launch.decide()` on the case a static helper returns, `switch (tutorialWasShown,
        // isAutorized) { case (true, _): … }` on values known here: the case they match runs.
        if let (values, carried) = knownValues(of: switchExpression.subject) {
            let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
            if let taken = cases.first(where: { switchCase in
                guard case .case(let label) = switchCase.label else { return false }
                return label.caseItems.contains { item in
                    values.count == 1 ? Self.caseName(item.pattern.trimmedText) == values[0] : Self.tuplePattern(item.pattern, matches: values)
                }
            }) ?? cases.first(where: { if case .default = $0.label { true } else { false } }) {
                // `case let .viewController(controller)`: what the case carries, bound.
                if case .case(let label) = taken.label, let item = label.caseItems.first {
                    for (name, value) in zip(Self.boundNames(item.pattern), carried) where name != "_" { frames[frames.count - 1].scope[name] = value }
                }
                statements(taken.statements)
                return
            }
        }
        var cases: [BranchCase] = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            var label = "default"
            if case .case(let caseLabel) = switchCase.label, let first = caseLabel.caseItems.first {
                label = Self.caseName(first.pattern.trimmedText)
            }
            cases.append((label, switchCase.statements, nil))
        }
        if callerSwitch(switchExpression, cases: cases) { return }
        branches(cases, at: switchExpression)
    }

    /// The cases or literals a `switch` subject is known to be: a name or a call giving one, a
    /// tuple of names each giving one; nil when one is not known.
    mutating func knownValues(of subject: ExprSyntax) -> (values: [String], carried: [Value])? {
        if let tuple = subject.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            var values: [String] = []
            for element in tuple.elements {
                guard let name = element.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, case .literal(let value) = lookup(name) else { return nil }
                values.append(value)
            }
            return (values, [])
        }
        let before = actions.count
        let value: Value = if let reference = subject.as(DeclReferenceExprSyntax.self) { lookup(reference.baseName.text) }
            else if subject.is(FunctionCallExprSyntax.self) { evaluate(subject) } else { .object("?") }
        // A helper's result that a choice it could not model decided (`loggedIn ? .home :
        // .welcome`), while an event's ways are told apart: not known, each case a way.
        if splitsBranches, actions[before...].contains(where: \.isNote) { return nil }
        if case .literal(let text) = value { return ([text], []) }
        // A case with what it carries (`.viewController(controller)`).
        if case .tuple(let elements) = value, case .literal(let text)? = elements.first, elements.dropFirst().allSatisfy(Self.isCarried) {
            return ([text], Array(elements.dropFirst()))
        }
        return nil
    }

    /// Whether a tuple pattern (`(true, false)`, `(true, _)`, `(let a, false)`) matches values.
    static func tuplePattern(_ pattern: PatternSyntax, matches values: [String]) -> Bool {
        var text = pattern.trimmedText
        guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
        text = String(text.dropFirst().dropLast())
        let elements = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard elements.count == values.count else { return false }
        return zip(elements, values).allSatisfy { element, value in
            element == "_" || element.hasPrefix("let ") || element.hasPrefix("var ") || element == value || element == "." + value
        }
    }

    /// `.success(.sentTransaction)` → `success`; `let .weather(x)` → `weather`.
    static func caseName(_ pattern: String) -> String {
        let words = pattern.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        return words.first { !["let", "var", "is", "as"].contains($0) } ?? "case"
    }

    /// A name: a local variable, `self`, or a property of the running function's type.
    /// `value`, unless it names a child, navigation controller or tab bar this reader did not
    /// make (a value carried over from another handler's reading): then unknown.
    func known(_ value: Value) -> Value {
        switch value {
        case .child(let index), .presentable(let index): index < children.count ? value : .object("?")
        case .navigation(let index): index < navigations.count ? value : .object("?")
        case .tabBar(let index): index < tabBars.count ? value : .object("?")
        default: value
        }
    }

    mutating func lookup(_ name: String) -> Value {
        // `self` is the running method's own, not a closure's that called it.
        if name == "self" { return frames[frames.count - 1].scope[name].map(known) ?? frames[frames.count - 1].selfValue }
        for frame in frames.reversed() {
            if let value = frame.scope[name] { return known(value) }
            if frame.selfType != frames[frames.count - 1].selfType { break }
        }
        if name == "self" { return frames[frames.count - 1].selfValue }
        // (In a base class's method followed for the running coordinator, still its parent.)
        if app.parentPropertyNames.contains(name), frames[frames.count - 1].selfType == owner
            || frames[frames.count - 1].selfValue.isThis && app.parentProperty(of: owner)?.name == name { return .parent }
        let typeName = declaredType(name)
        if let type = app.project.types[typeName], type.kind != .extensionOnly || app.coordinators.contains(typeName) { return .object("type:\(typeName)") }
        if CoordinatorApp.uikitTypes.contains(name) { return .object("type:\(name)") }
        // A top-level variable (no property of that name shadows it).
        if let initial = app.globals[name], app.property(named: name, in: frames[frames.count - 1].selfType) == nil {
            if let value = globalState[name] { return value }
            if initial.is(BooleanLiteralExprSyntax.self) || initial.is(IntegerLiteralExprSyntax.self) { return .literal(initial.trimmedText) }
            // `.main`, `Mode.main` of an enum of the app's (not `APIClient.shared`).
            if let member = initial.as(MemberAccessExprSyntax.self),
               member.base.map({ app.project.types[$0.trimmedText]?.kind == .enumType }) ?? true {
                return .literal(member.declName.baseName.text)
            }
            return .object("?")
        }
        let frame = frames[frames.count - 1]
        // In a protocol extension's method, the property of the type it runs on (`weak var
        // coordinator: AccountCoordinator!` for the protocol's `var coordinator: C!`).
        switch frame.selfValue {
        case .object(let concrete), .screen(let concrete):
            if concrete != frame.selfType, app.property(named: name, in: concrete) != nil { return propertyValue(of: concrete, name, base: frame.selfValue) }
        default: break
        }
        return propertyValue(of: frame.selfType, name, base: frame.selfValue)
    }

    /// The variables a closure written here can see.
    func visibleScope() -> [String: Value] {
        var scope: [String: Value] = [:]
        for frame in frames.reversed() {
            scope.merge(frame.scope) { kept, _ in kept }
            if frame.selfType != frames[frames.count - 1].selfType { break }
        }
        scope["self"] = frames[frames.count - 1].selfValue
        for (name, value) in globalState { scope[Self.globalPrefix + name] = value }
        return scope
    }

    /// Whether the object in a child's property was made for it alone: given to it new where it
    /// is created, or made by its own property's initializer (`let router = Router()`).
    func ownsObject(_ child: ChildRecord, _ property: String) -> Bool {
        if child.madeObjects.contains(property) { return true }
        guard let (stored, _) = app.storedProperty(named: property, in: child.type), let made = stored.initializer.flatMap(CoordinatorApp.calledTypeName) else { return false }
        return app.project.types[made]?.kind == .classType
    }

    /// `base.name` without a call.
    mutating func member(_ base: Value, _ name: String) -> Value {
        // `appCoordinator.tabBarController` (or a computed property returning it: `var
        // rootViewController: UIViewController { tabBarController }`): the tab bar another
        // coordinator makes and keeps (`let tabBarController = UITabBarController()`), which
        // its start fills.
        let base = known(base)
        if !base.isThis, let type = coordinatorType(of: base), let (held, property) = app.storedProperty(named: name, in: type),
           app.holdsTabBar(held), held.initializer != nil {
            return .heldTabBar(type: type, property: property)
        }
        switch base {
        case .child(let index) where app.presentingMembers.contains(name): return .presentable(index)
        case .child(let index):
            if app.stackMembers.contains(name) {
                if let navigation = children[index].navigation { return .navigation(navigation) }
                // `MainCoordinator()` with `navigationController = BaseNavigationController()`: its own stack, what it shows.
                if !children[index].sharesStack { return .presentable(index) }
            }
            return propertyValue(of: children[index].type, name, base: base)
        case .presentable, .navigation, .ownStack, .tabStack: return base
        // `tabBarController.viewControllers`: its tabs, as known here.
        case .tabBar(let index) where name == "viewControllers": return .tuple(tabBars[index].tabs)
        // `tab.rawValue` of a case of an enum of the app with integer raw values: its position.
        case .literal(let text) where name == "rawValue":
            return app.integerRawValue(ofCase: text).map { .literal(String($0)) } ?? .object("?")
        case .this: return propertyValue(of: owner, name, base: base)
        case .caller where callerType != nil:
            // The calling child's own property (`child.type`), when its type is known.
            return propertyValue(of: callerType ?? "", name, base: .coordinatorType(callerType ?? ""))
        case .parent, .caller, .coordinatorType:
            // `tokensCoordinator.navigationController`: the stack of the tab it was started in.
            if case .coordinatorType(let type) = base, app.stackMembers.contains(name) { return .tabStack(facts.tabOf[type] ?? 0) }
            if app.presentingMembers.contains(name) || app.stackMembers.contains(name) { return .object("stack of another coordinator") }
            if case .coordinatorType(let type) = base { return propertyValue(of: type, name, base: base) }
            return .object("?")
        case .object(let type):
            // `FeedViewController.self`: the type itself, an argument of a container's `resolve`.
            if type.hasPrefix("type:") { return name == "self" ? base : staticMember(String(type.dropFirst(5)), name) }
            if let publisher = screenPublisher(name, of: base) { return publisher }
            // A split view is modelled collapsed, as on an iPhone.
            if app.isSplitView(type), let collapsed = ["isCollapsed": true, "isExpanded": false][name] { return .literal("\(collapsed)") }
            return propertyValue(of: type, name, base: base)
        // A screen's own property (`presenter` in `presenter?.present(from: self)`).
        case .screen(let type) where app.property(named: name, in: type) != nil:
            return propertyValue(of: type, name, base: base)
        default: return .object("?")
        }
    }

    /// What a body run in the current frame gives: its one expression (`{ controller }`), or
    /// what it returns.
    mutating func value(of body: CodeBlockItemListSyntax) -> Value? {
        if body.count == 1, let only = body.first, case .expr(let expression) = only.item { return evaluate(expression) }
        statements(body)
        return frames[frames.count - 1].returned
    }

    /// The type a name written in the running method's code declares: `ToolbarDecorator` or
    /// `Tab` in `PickerCoordinator`'s code is the one nested in it (or in a type it inherits
    /// from), when the app declares no top-level one.
    func declaredType(_ written: String) -> String {
        guard app.project.nestedNames.contains(written), app.project.types[written] == nil else { return written }
        return app.lineage(of: frames[frames.count - 1].selfType).lazy.map { "\($0).\(written)" }.first { app.project.types[$0] != nil } ?? written
    }

    /// `Type.shared`, `Type.Route`: an instance of the type for a coordinator's singleton;
    /// `AppState.allSet`: the case of an enum of the app; `Tab.allCases`: its cases, in order
    /// (Swift's `CaseIterable`).
    private func staticMember(_ type: String, _ name: String) -> Value {
        if app.coordinators.contains(type) { return .coordinatorType(type) }
        if name == "allCases", app.project.protocolClosure(of: type).contains("CaseIterable"), let cases = app.project.enumCases(of: type) {
            return .tuple(cases.map { .literal($0) })
        }
        if let enumCase = app.enumCase(name, of: type) { return .literal(enumCase) }
        return .object(type)
    }

    /// What a stored or computed property of `type` holds: a coordinator, a screen, the
    /// running coordinator's stack, a router or another object (whose methods are followed).
    mutating func propertyValue(of type: String, _ name: String, base: Value) -> Value {
        if case .object(let holder) = base, let value = objectState[holder + "." + name] { return value }
        guard let (property, declaring) = app.property(named: name, in: type) else {
            // A routing coordinator's `rootViewController` (XCoordinator's): its stack.
            if base.isThis, name == "rootViewController", app.routes(type), app.routesNavigation(type) { return .ownStack }
            return .object("?")
        }
        let written = property.type ?? ""
        if base.isThis, let screen = assignedScreens[name] { return .screen(screen) }
        if let tabs = propertyTabBars[name], case .this = base { return .tabBar(tabs) }
        if let child = propertyChildren[name], case .this = base { return .child(child) }
        if let listed = propertyChildLists[name], case .this = base { return .tuple(listed.map { .child($0) }) }
        if app.holdsTabBar(property) {
            guard case .this = base else { return .object(written) }
            propertyTabBars[name] = tabBars.count
            let type = written.isEmpty ? property.initializer.flatMap(CoordinatorApp.calledTypeName) ?? "" : written
            return newTabBar(tabs: app.ownTabCount(of: type), type: type)
        }
        // A child the coordinator's own property makes (`lazy var history: HistoryCoordinator =
        // { … }()`): the child it makes, below; another coordinator's property, some instance.
        let ownChild = base.isThis && property.initializer != nil && frames[frames.count - 1].selfValue.isThis
        if app.coordinators.contains(written), !ownChild { return .coordinatorType(written) }
        // A container (`WalletViewController(tokensViewController: …)`) shows what it is built around.
        if app.screens.contains(written), !app.embedsScreens(written) {
            // `lazy var feed: FeedViewController = { let feed = …; feed.onStory = { … }; return feed }()`:
            // made where first read, with the closures it is given.
            if base.isThis, frames[frames.count - 1].selfValue.isThis, frames.count < Self.maximumDepth, !madeLazyScreens.contains(name),
               let made = property.initializer?.as(FunctionCallExprSyntax.self), made.calledExpression.is(ClosureExprSyntax.self) {
                madeLazyScreens.insert(name)
                _ = evaluate(ExprSyntax(made))
            }
            return .screen(written)
        }
        // `weak var returnViewController: UIViewController?`, every creator handing it a list screen: that screen.
        if let screen = app.handedScreens[type + "." + name] ?? app.initializedScreens[declaring + "." + name] { return .screen(screen) }
        // A navigation controller subclass's own stack property (`childNavigationController`) is the same stack.
        if app.isNavigation(written) {
            // A child's navigation controller, under any name: the one it was made with, else what it shows.
            if case .child(let index) = base { return children[index].navigation.map { .navigation($0) } ?? .presentable(index) }
            // A router made around a new navigation controller here: that one.
            if case .object(let type) = base, let stack = objectStacks[type] { return stack }
            // Another coordinator's navigation controller: the stack it presents on.
            if case .coordinatorType(let other) = base { return .tabStack(facts.tabOf[other] ?? 0) }
            return app.isNavigationValue(base) ? base : .ownStack
        }
        // `lazy var controller = SendViewController(…)`, `var rootViewController: UIViewController { controller }`.
        if frames.count < Self.maximumDepth, let body = property.initializer.map({ Syntax($0) }) ?? property.getter.map({ Syntax($0) }) {
            if let value = withFrame(selfValue: base, selfType: declaring, source: property.source, scope: [:], callSite: nil, {
                reader -> Value? in
                if let expression = body.as(ExprSyntax.self) { return reader.evaluate(expression) }
                return body.as(CodeBlockItemListSyntax.self).flatMap { reader.value(of: $0) }
            }) {
                // `cartRouter.rootViewController` of a router made here around a new navigation
                // controller (`var rootViewController: UIViewController { navigationController }`): that one.
                if case .navigation = value, case .object(let type) = base, objectStacks[type] != nil { return value }
                switch value {
                case .navigation, .ownStack:
                    // Another coordinator's navigation controller: the stack it presents on.
                    if case .coordinatorType(let other) = base { return .tabStack(facts.tabOf[other] ?? 0) }
                    return .ownStack
                case .screen, .coordinatorType, .tabBar, .caller: return value
                // `let split = UISplitViewController()`, `private let router = NavigationRouter()`,
                // `private let screens = ScreenFactory()` (a struct of the app's).
                case .object(let type) where app.isSplitView(type) || written.isEmpty && [.classType, .structType].contains(app.project.types[type]?.kind): return value
                // `var instructor: LaunchInstructor { LaunchInstructor.configure() }`: a case it computes.
                case .literal(let text) where property.getter != nil && text != "void": return value
                // `var type: CoordinatorType = .scheduleModify` that no code of the type assigns:
                // the case it declares.
                case .literal(let text) where text != "void" && !base.isThis && property.initializer != nil
                    && !app.assignsOwnProperty(name, in: declaring): return value
                // `private let tabs: [Tab] = [.marketplace, .chat]`: the cases it lists.
                case .tuple(let elements) where property.initializer != nil && !elements.isEmpty
                    && elements.allSatisfy({ if case .literal = $0 { true } else { false } }): return value
                case .child(let index) where ownChild:
                    // `let main = MainCoordinator()`: a child held in a property, created with self.
                    propertyChildren[name] = index
                    return value
                case .presentable(let index) where base.isThis && property.initializer != nil && frames.count == 1:
                    // `let router = AppCoordinator().strongRouter`: what a child made with self shows.
                    propertyChildren[name] = index
                    return value
                case .child(let index): return .coordinatorType(children[index].type)
                // `var root: UIViewController { navigation }` read on another coordinator: the
                // stack it presents on, whatever the property is called.
                case .tabStack where !base.isThis: return value
                default: break
                }
            }
        }
        if app.coordinators.contains(written) { return .coordinatorType(written) }
        if app.screens.contains(written) { return .screen(written) }
        // `let module: ProjectDetailModule`, a protocol only that screen implements, which the
        // object is made with (`init(module:)`).
        if let screen = app.soleScreen(implementing: written), app.propertiesKeptByInitializers(of: declaring).contains(name) {
            return .screen(screen)
        }
        // A coordinator's property its creators give an object of their choice (`router:
        // Router`, a `NavigationRouter` from the tab bar's coordinator): that object's type.
        if base.isThis, let given = facts.givenObjects["\(type).\(name)"]?.first { return .object(given) }
        if let implementer = app.implementer(of: written) { return .object(implementer) }
        return .object(written.isEmpty ? "?" : written)
    }

    /// Runs `body` with a new frame on top (a helper's body being followed).
    mutating func withFrame<T>(selfValue: Value, selfType: String, source: Int, scope: [String: Value], callSite: (any SyntaxProtocol)?,
                               _ body: (inout MethodReader) -> T) -> T {
        let site = callSite.map { sources[frames[frames.count - 1].source].place(of: $0) } ?? ""
        callSites[callSites.count - 1] = site
        frames.append(Frame(selfValue: selfValue, selfType: selfType, scope: scope, source: source))
        callSites.append("")
        let result = body(&self)
        frames.removeLast()
        callSites.removeLast()
        callSites[callSites.count - 1] = ""
        return result
    }
}
