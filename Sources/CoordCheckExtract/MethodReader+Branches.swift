import CoordCheckCore
import Foundation
import SwiftSyntax

/// `if`, `guard` and `switch`: conditions the reader knows the truth of (a flag's value, a
/// child made here, a binding of nil), the language's conditions, and the cases read one by
/// one and combined into what the handler does.
extension MethodReader {
    /// Whether an optional binding of the conditions binds a value known to be nil.
    mutating func neverHolds(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { condition in
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
            let value = binding.initializer.flatMap { $0.value.as(DeclReferenceExprSyntax.self) }.map { lookup($0.baseName.text) }
                ?? (binding.initializer == nil ? lookup(name) : nil)
            if case .literal("nil") = value { return true }
            // At launch or in a child's start, an optional stored property of the coordinator
            // just made that nothing has set yet is nil.
            let bound = binding.initializer.flatMap { MethodReader.path($0.value.trimmedText) } ?? name
            if freshSelf, frames[frames.count - 1].selfValue.isThis, frames[frames.count - 1].scope[bound] == nil,
               !assignedProperties.contains(bound), app.isNilUntilSet(bound, in: owner) { return true }
            return false
        }
    }

    /// The truth of conditions made of names whose value is a known boolean (`isAutorized`,
    /// `!onboardingWasShown`): false when one of them is known false (`if replace, let top =
    /// …` with `replace` false), nil when one is not known and none is known false.
    mutating func knownTruth(_ conditions: ConditionElementListSyntax) -> Bool? {
        var unknown = false
        /// Bindings not known to hold, unless a call on what they bound decides below.
        var unknownBindings = false
        for (index, element) in conditions.enumerated() {
            let known = knownTruth(of: element)
            let called = known == nil ? calledTruth(element, after: conditions.prefix(index)) : nil
            guard let truth = known ?? called else {
                if element.condition.is(OptionalBindingConditionSyntax.self) { unknownBindings = true } else { unknown = true }
                continue
            }
            if !truth { return false }
            // (`if let flow = currentFlow, flow.startChildFlow(…)`: the call ran on it, so it bound.)
            if called != nil { unknownBindings = false }
        }
        return unknown || unknownBindings ? nil : true
    }

    /// A condition that calls the running coordinator's method through an object's reference
    /// to it (`if let flow = currentFlow, flow.startChildFlow(for: scene) { return }`): the
    /// call runs, with the names the conditions before it bind, and decides the branch when
    /// the method returns a literal (`return true` in the case it takes). Else the reader is
    /// as before: nothing ran.
    private mutating func calledTruth(_ element: ConditionElementSyntax, after earlier: some Sequence<ConditionElementSyntax>) -> Bool? {
        // (Only in an object that keeps a reference of a kind the running coordinator is.)
        guard !ownKindReferences.isEmpty else { return nil }
        // `if let flow = currentFlow?.flow(owning: sender)`: a lookup answering the coordinator
        // itself binds.
        if let binding = element.condition.as(OptionalBindingConditionSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let initializer = binding.initializer?.value, initializer.is(FunctionCallExprSyntax.self) || initializer.is(OptionalChainingExprSyntax.self) {
            guard ownAnswer(initializer, after: earlier, holds: \.isThis) != nil else { return nil }
            frames[frames.count - 1].scope[name] = .this
            return true
        }
        guard let expression = element.condition.as(ExprSyntax.self), case let (operand, negated) = Self.operand(of: expression),
              let call = operand.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self)
                || call.calledExpression.is(DeclReferenceExprSyntax.self),
              case .literal(let text)? = ownAnswer(ExprSyntax(call), after: earlier, holds: { if case .literal("true") = $0 { true } else if case .literal("false") = $0 { true } else { false } })
        else { return nil }
        return (text == "true") != negated
    }

    /// What `expression` gives, run with the names the conditions before it bind, when
    /// ``answeredByOwnCall(since:)`` and the value `holds`; else nil, and the reader as before
    /// (all of it: what a launch path learnt inside is not the launch's).
    private mutating func ownAnswer(_ expression: ExprSyntax, after earlier: some Sequence<ConditionElementSyntax>, holds: (Value) -> Bool) -> Value? {
        let untried = self
        for binding in earlier { bindConditions([binding]) }
        let before = actions.count
        let value = evaluate(expression)
        if holds(value), answeredByOwnCall(since: before) { return value }
        self = untried
        return nil
    }

    /// Whether what ran since `start` was the running coordinator's method called through an
    /// object's reference to it (``ownCallNote``), and nothing it ran was read approximately
    /// (a loop read once, a branch taken as its first case): its answer is that method's.
    private func answeredByOwnCall(since start: Int) -> Bool {
        var own = false
        for case .note(let text) in actions[start...].map(\.kind) {
            guard text.hasSuffix(Self.ownCallNote) else { return false }
            own = true
        }
        return own
    }

    /// One condition's truth, when known.
    private mutating func knownTruth(of element: ConditionElementSyntax) -> Bool? {
        // `if let deepLink` (or `= deepLink`) with a parameter or local holding nil
        // (`start()` calling `start(with: nil)`): it does not bind.
        if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
            let bound = binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text }
                ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            guard let name = bound, frames[frames.count - 1].scope[name] != nil, case .literal("nil") = lookup(name) else { return nil }
            return false
        }
        // `if case .detailTapped = action` (or `.loadItem(let path) = route`) on a case known here.
        if let matching = element.condition.as(MatchingPatternConditionSyntax.self) {
            guard let (values, _) = knownValues(of: matching.initializer.value), values.count == 1,
                  !["nil", "true", "false", "void"].contains(values[0]) else { return nil }
            return Self.caseName(matching.pattern.trimmedText) == values[0]
        }
        guard let expression = element.condition.as(ExprSyntax.self) else { return nil }
        let (operand, negated) = Self.operand(of: expression)
        // The same test on the way being read, after a case that decided it (a helper's
        // `guard isNetworkAllowed` under the event's own): the same case.
        if let assumed = assumedTruths[Self.path(operand.trimmedText)] { return assumed != negated }
        // The process's launch arguments and environment (`CommandLine.arguments.contains(
        // "UI-TESTING")`): a test harness's switches, off when a user opens the app.
        if let truth = Self.launchSwitch(operand) ?? removedScreenTest(operand) { return truth != negated }
        // A flag of a coordinator just made, not assigned yet (`if !hasStartedOnce`), a constant.
        if let truth = freshFlag(operand) ?? app.constantFlag(operand) { return truth != negated }
        // `child.type == .scheduleEdit`: a case compared with a value known here (the kind a
        // calling child declares).
        if let truth = comparisonTruth(expression) { return truth }
        if let truth = enumPropertyTruth(operand) { return truth != negated }
        if let truth = answeredTruth(operand) { return truth != negated }
        // A top-level flag, or a parameter or local holding a literal (a default argument:
        // `replaceTopViewController: Bool = false`).
        guard let name = operand.as(DeclReferenceExprSyntax.self)?.baseName.text,
              frames[frames.count - 1].scope[name] != nil || app.globals[name] != nil,
              case .literal(let value) = lookup(name), value == "true" || value == "false" else { return nil }
        return (value == "true") != negated
    }

    /// The truth of comparisons of cases (or integers) with values known here, and of a
    /// computed property of the app's enum on a case known here (`route.requiresAuthentication`),
    /// joined by `||` and `&&` (`child.type == .scheduleEdit || child.type == .scheduleModify`,
    /// `route.requiresAuthentication && !session.isLoggedIn`): nil when it depends on what is not
    /// known (a conjunction with one part known false is false, a disjunction with one known true
    /// is true).
    private mutating func comparisonTruth(_ expression: ExprSyntax) -> Bool? {
        guard let elements = expression.as(SequenceExprSyntax.self)?.elements else { return nil }
        let operatorText = { (element: ExprSyntax) in element.as(BinaryOperatorExprSyntax.self)?.operator.text }
        // `&&` binds tighter than `||`.
        var disjuncts: [[[ExprSyntax]]] = [[[]]]
        for element in elements {
            switch operatorText(element) {
            case "||": disjuncts.append([[]])
            case "&&": disjuncts[disjuncts.count - 1].append([])
            default: disjuncts[disjuncts.count - 1][disjuncts[disjuncts.count - 1].count - 1].append(element)
            }
        }
        // (Something this reading decides: a comparison, or a property of a known case.)
        guard elements.contains(where: { ["==", "!="].contains(operatorText($0)) }) || elements.count > 1 && disjuncts.joined().contains(where: { part in
            part.count == 1 && enumPropertyTruth(Self.operand(of: part[0]).operand) != nil
        }) else { return nil }
        var disjunction: Bool? = false
        for conjuncts in disjuncts {
            var conjunction: Bool? = true
            for part in conjuncts {
                let truth = atomTruth(part)
                if truth == false { conjunction = false; break }
                if truth == nil { conjunction = nil }
            }
            if conjunction == true { return true }
            if conjunction == nil { disjunction = nil }
        }
        return disjunction
    }

    /// One part of a conjunction: a comparison with a value known here, or a (negated) property
    /// of a known case; nil when not known.
    private mutating func atomTruth(_ part: [ExprSyntax]) -> Bool? {
        // `index == 0`, on an index known here.
        if let (left, equal, right) = Self.comparison(part), let one = integer(left), let other = integer(right) { return (one == other) == equal }
        if part.count == 3, let (value, written, equal) = enumComparison(part) {
            guard case .literal(let known) = evaluate(value) else { return nil }
            return (known == written) == equal
        }
        guard part.count == 1 else { return nil }
        let (operand, negated) = Self.operand(of: part[0])
        // (A test the way being read decided before: the same case.)
        if let assumed = assumedTruths[Self.path(operand.trimmedText)] { return assumed != negated }
        return enumPropertyTruth(operand).map { $0 != negated }
    }

    /// `route.requiresAuthentication` with `route` a case known here: what the app's enum's
    /// computed property returns for that case (`var requiresAuthentication: Bool { switch
    /// self { case .login: return false; case .home, .article: return true } }`).
    private mutating func enumPropertyTruth(_ expression: ExprSyntax) -> Bool? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.is(DeclReferenceExprSyntax.self),
              case .literal(let known) = evaluate(base), !["nil", "true", "false", "void"].contains(known) else { return nil }
        return app.enumProperty(member.declName.baseName.text, of: known)
    }

    /// `visible.handle(link)`, a method of the app's returning `Bool` called on an object of
    /// some type of the app's: the answer every implementation the object may run gives for
    /// the arguments known here (`return false`; `return link == .cart` or `if case .product =
    /// link { return true }; return false` with `link` known to be `.promo`). Nil when one of
    /// them does not say, or they differ.
    private mutating func answeredTruth(_ expression: ExprSyntax) -> Bool? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let named = app.answeringMethods[member.declName.baseName.text] else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let labelled = named.filter { $0.function.parameters.map(\.label) == labels }
        guard !labelled.isEmpty else { return nil }
        let untried = self
        defer { self = untried }
        // (The receiver's type, when known: what it and the types that inherit it implement.)
        let receiver: String? = switch evaluate(base) {
        case .this: frames[frames.count - 1].selfType
        case .coordinatorType(let type), .object(let type), .screen(let type): app.project.types[type] == nil ? nil : type
        default: nil
        }
        let implementations = labelled.filter { _, owner in
            receiver.map { app.lineage(of: owner).contains($0) || app.lineage(of: $0).contains(owner) } ?? true
        }
        let arguments = call.arguments.map { evaluate($0.expression) }
        var answer: Bool?
        for (function, owner) in implementations {
            guard let statements = function.body?.statements else { return nil }
            let scope = Dictionary(zip(function.parameters.map(\.name), arguments)) { first, _ in first }
            let truth = withFrame(selfValue: .object(owner), selfType: owner, source: function.source, scope: scope, callSite: nil) {
                $0.returnedTruth(Array(statements)[...])
            }
            guard let truth, answer == nil || answer == truth else { return nil }
            answer = truth
        }
        return answer
    }

    /// What statements return, read as a truth: `return` a literal, a comparison or a property
    /// of a case known here, after `if` and `guard` statements that return (the way they take
    /// when known; else both ways, which must agree). Nil for anything else.
    private mutating func returnedTruth(_ items: ArraySlice<CodeBlockItemSyntax>) -> Bool? {
        guard let first = items.first?.item else { return nil }
        let rest = items.dropFirst()
        let returning = { (body: CodeBlockSyntax) in body.statements.last?.item.is(ReturnStmtSyntax.self) == true }
        if let returned = first.as(ReturnStmtSyntax.self)?.expression ?? (rest.isEmpty ? first.as(ExprSyntax.self) : nil) {
            if let literal = returned.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
            let (operand, negated) = Self.operand(of: returned)
            return comparisonTruth(returned) ?? enumPropertyTruth(operand).map { $0 != negated }
        }
        let written = first.as(ExprSyntax.self) ?? first.as(ExpressionStmtSyntax.self)?.expression
        let taken: (conditions: ConditionElementListSyntax, body: CodeBlockSyntax, holds: Bool)
        if let ifExpression = written?.as(IfExprSyntax.self), ifExpression.elseBody == nil, returning(ifExpression.body) {
            taken = (ifExpression.conditions, ifExpression.body, true)
        } else if let guardStatement = first.as(GuardStmtSyntax.self), returning(guardStatement.body) {
            taken = (guardStatement.conditions, guardStatement.body, false)
        } else {
            return nil
        }
        let truth = knownTruth(taken.conditions)
        let branch = truth.map { $0 == taken.holds }
        let inBranch = branch == false ? nil : returnedTruth(Array(taken.body.statements)[...])
        let after = branch == true ? nil : returnedTruth(rest)
        switch branch {
        case true?: return inBranch
        case false?: return after
        case nil: return inBranch == after ? inBranch : nil
        }
    }

    /// `value == .case` (or `Type.case`, either side; `!=`), as a sequence's three elements: the
    /// value compared, the case's name, and whether the test is for equality. Nil for any
    /// other comparison.
    func enumComparison(_ elements: [ExprSyntax]) -> (value: ExprSyntax, name: String, equal: Bool)? {
        guard let (left, equal, right) = Self.comparison(elements) else { return nil }
        let caseName = { (side: ExprSyntax) -> String? in
            guard let member = side.as(MemberAccessExprSyntax.self) else { return nil }
            let name = member.declName.baseName.text
            // `.scheduleEdit`, or `Kind.scheduleEdit` of an enum of the app (not `Keychain.token`).
            guard let base = member.base else { return name }
            return base.as(DeclReferenceExprSyntax.self).flatMap { app.enumCase(name, of: $0.baseName.text) }
        }
        if let name = caseName(right) { return (left, name, equal) }
        if let name = caseName(left) { return (right, name, equal) }
        return nil
    }

    /// `left == right` or `left != right`, as a sequence's three elements: its sides, and
    /// whether it tests equality.
    static func comparison(_ elements: [ExprSyntax]) -> (left: ExprSyntax, equal: Bool, right: ExprSyntax)? {
        guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, comparison == "==" || comparison == "!="
        else { return nil }
        return (elements[0], comparison == "==", elements[2])
    }

    /// What a condition tests, and whether it holds when that is false: `!flag`, `flag ==
    /// false` test `flag`, negated.
    static func operand(of expression: ExprSyntax) -> (operand: ExprSyntax, negated: Bool) {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return (prefix.expression, true) }
        if let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), let (left, equal, right) = comparison(elements),
           let literal = right.as(BooleanLiteralExprSyntax.self) {
            // `hasStartedOnce == false`: the flag, negated as the comparison says.
            return (left, (literal.literal.text == "true") != equal)
        }
        return (expression, false)
    }

    /// The tests a case being read decides: each of its conditions holds; in a case after
    /// others, the one condition of each of them does not.
    mutating func assume(_ cases: [BranchCase], upTo index: Int) {
        let tests = { (conditions: ConditionElementListSyntax) in conditions.compactMap { $0.condition.as(ExprSyntax.self).map(Self.operand(of:)) } }
        for (position, branch) in cases.prefix(index + 1).enumerated() {
            guard let conditions = branch.conditions else { continue }
            let decided = tests(conditions)
            if position == index {
                for (operand, negated) in decided { assumedTruths[Self.path(operand.trimmedText)] = !negated }
            } else if decided.count == 1, conditions.count == 1, let (operand, negated) = decided.first {
                assumedTruths[Self.path(operand.trimmedText)] = negated
            }
        }
    }

    /// A stored flag (`hasStartedOnce`, `self.` or not) of the coordinator whose method runs,
    /// when it was just made and the body has not assigned the flag: what it is declared with.
    private func freshFlag(_ operand: ExprSyntax) -> Bool? {
        guard freshSelf, frames[frames.count - 1].selfValue.isThis, let name = Self.ownName(operand),
              frames[frames.count - 1].scope[name] == nil, !assignedProperties.contains(name) else { return nil }
        return app.initialFlag(name, in: frames[frames.count - 1].selfType)
    }

    /// The name `flag` or `self.flag` reads: a local, or a property of the object whose method
    /// runs. Nil for any other expression.
    static func ownName(_ operand: ExprSyntax) -> String? {
        if let member = operand.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return operand.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether a condition (a guard's) is false at launch by a flag of the object whose method
    /// runs (`guard !initialLoadingInProgress else { … }` with `= true`). Only such flags: a
    /// local's value may come from the one case of a branch the reader models.
    mutating func failsAtLaunch(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard var operand = element.condition.as(ExprSyntax.self) else { return false }
            var negated = false
            if let prefix = operand.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                negated = true
                operand = prefix.expression
            }
            return launchValue(of: operand).map { $0 == negated } ?? false
        }
    }

    /// At launch, a flag of an object of the app whose method runs (`initialLoadingInProgress`
    /// in `InitialScreenManager`, `self.` or not), not assigned yet: the literal it is declared
    /// with (`= true`). Nil otherwise: after launch, events may have changed it.
    private mutating func launchValue(of operand: ExprSyntax) -> Bool? {
        guard atLaunch, let name = Self.ownName(operand), frames[frames.count - 1].scope[name] == nil,
              case .object(let type) = frames[frames.count - 1].selfValue, objectState[type + "." + name] == nil,
              let initial = app.property(named: name, in: frames[frames.count - 1].selfType)?.0.initializer?.trimmedText,
              initial == "true" || initial == "false" else { return nil }
        return initial == "true"
    }

    /// What a condition on the process's launch arguments or environment is when a user opens
    /// the app (no test harness's switch set): false for `CommandLine.arguments.contains(…)`,
    /// `ProcessInfo.processInfo.arguments.contains(…)`, `…environment[…] != nil`; true for
    /// `… == nil`. Nil for any other condition.
    static func launchSwitch(_ condition: ExprSyntax) -> Bool? {
        let text = condition.trimmedText
        guard text.hasPrefix("CommandLine.arguments") || text.hasPrefix("ProcessInfo.processInfo.arguments")
                || text.hasPrefix("ProcessInfo.processInfo.environment") else { return nil }
        return text.hasSuffix("== nil")
    }

    /// `controller.parent == navigationController`, `controller.navigationController != nil`
    /// on the screen UIKit has just taken off its stack: its container is nil now.
    mutating func removedScreenTest(_ condition: ExprSyntax) -> Bool? {
        guard let removedScreen, let elements = condition.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
              let comparison = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!=", "===", "!=="].contains(comparison),
              let left = elements.first?.as(MemberAccessExprSyntax.self), let base = left.base,
              ["parent", "navigationController"].contains(left.declName.baseName.text) else { return nil }
        let saved = actions
        let holder = evaluate(base)
        actions = saved
        guard case .screen(let screen) = holder, screen == removedScreen else { return nil }
        let bothNil = elements.last?.is(NilLiteralExprSyntax.self) == true
        return comparison.hasPrefix("=") == bothNil
    }

    /// Whether every condition is an optional binding of a local variable holding a child (or
    /// what a child shows) made in this handler, a screen or a navigation controller: never nil.
    func alwaysHolds(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.allSatisfy { condition in
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
            let bound = binding.initializer.map { MethodReader.ownName($0.value) } ?? name
            switch bound.flatMap({ frames[frames.count - 1].scope[$0] }) {
            case .child, .presentable, .screen, .navigation, .ownStack: return true
            case .tabStack(let tab): return tab > 0
            // `guard let presenter = presenter` on a property its initializer set for life.
            case nil: return bound.map { app.isSetForLife($0, in: frames[frames.count - 1].selfType) } ?? false
            default: return false
            }
        }
    }


    /// `if`/`switch`: every branch is kept. A condition the model cannot test splits the
    /// handler into alternatives (an event's), or the first branch is modelled with a note.
    mutating func branches(_ cases: [BranchCase], at node: some SyntaxProtocol) {
        // The statements after a branch with a case that leaves: the others' (``restOfBlock``).
        var rest: (items: CodeBlockItemListSyntax, from: Int)?
        if let pending = restOfBlock, pending.node == node.id {
            rest = (pending.items, pending.from)
            restOfBlock = nil
            restsTaken.insert(node.id)
        }
        /// A case taken alone, then the rest when it goes on.
        func goOn(_ reader: inout MethodReader) {
            if let rest, reader.frames[reader.frames.count - 1].returned == nil { reader.statements(rest.items, from: rest.from) }
        }
        // `if let option = option` with `option` nil: the branch is never taken.
        var cases = cases
        cases.removeAll { branch in branch.conditions.map { neverHolds($0) } ?? false }
        // `if isAutorized { … } else { … }` on a value known here: the case it takes.
        while let first = cases.first, let conditions = first.conditions, let known = knownTruth(conditions) {
            if known { cases = [(first.label, first.body, nil)] } else { cases.removeFirst() }
        }
        // One way left (the `else` of a case never taken): it runs, returning what it returns.
        if cases.count == 1, cases[0].conditions == nil {
            if let body = cases[0].body { statements(body) }
            return goOn(&self)
        }
        // `if let router = router` with `router` a child made here, `if #available(iOS 13, *)`
        // (the model is iOS 13's and later, page sheets and all): the branch is always taken.
        if let first = cases.first, let conditions = first.conditions,
           alwaysHolds(conditions) || conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) {
            bindConditions(conditions)
            if let body = first.body { statements(body) }
            return goOn(&self)
        }
        let before = frames[frames.count - 1].scope
        let untried = choicesOnPath != nil ? self : nil
        let reading = read(cases, rest: rest)
        if let choice = pathChoice(cases, reading, scopeBefore: before, at: node) {
            // Read again, alone, as if the others had not been tried (a child made before the
            // branch and started in each case starts in the one taken): the branch points
            // within the case are the launch's too.
            if let untried { restore(untried) }
            frames[frames.count - 1].scope = before
            if let conditions = cases[choice].conditions { bindConditions(conditions) }
            if let body = cases[choice].body { statements(body) }
            return goOn(&self)
        }
        combine(cases, reading, at: node)
    }

    /// The reader as it was before a branch's cases were tried, keeping what the path learnt
    /// of its branch points meanwhile.
    mutating func restore(_ untried: MethodReader) {
        var restored = untried
        restored.pathPointsReached = pathPointsReached
        restored.startCasePointsReached = startCasePointsReached
        restored.pathPointsTaken = pathPointsTaken
        restored.pathCaseNames = pathCaseNames
        restored.openPathPoint = openPathPoint
        restored.openStartCasePoint = openStartCasePoint
        self = restored
    }

    /// While the launch is enumerated, the case of a branch of its own path to read again,
    /// alone (its branch points are the launch's too): at a branch point, the case chosen;
    /// at a branch whose cases all lead on alike, the first of them. Nil past the choices
    /// (the first such point is remembered, named by its cases): the usual case is taken.
    mutating func pathChoice(_ cases: [BranchCase], _ reading: BranchReading, scopeBefore: [String: Value], at node: some SyntaxProtocol) -> Int? {
        guard let choices = choicesOnPath, !cases.contains(where: { $0.conditions.map(testsNoStoredState) ?? false }) else { return nil }
        let outcomes = Self.outcomes(reading, scopeBefore: scopeBefore)
        guard Set(outcomes.compactMap { $0 }).count > 1 else { return outcomes.firstIndex { $0 != nil } }
        return pathPoint(cases.map { Self.caseName($0.label, $0.conditions) }, choices: choices, at: node)
    }

    /// The state of UIKit's containers a condition may test (`nav.viewControllers.isEmpty`,
    /// `presentedViewController == nil`): the model has it, so a branch on it is no choice
    /// of what the app stored.
    static let uikitState: Set<String> = [
        "viewControllers", "topViewController", "visibleViewController", "presentedViewController", "presentingViewController",
        "selectedIndex", "selectedViewController", "isBeingPresented", "isBeingDismissed", "isMovingFromParent", "isMovingToParent",
    ]

    /// Whether a condition tests the state of UIKit's containers.
    static func testsUIKitState(_ condition: some SyntaxProtocol) -> Bool {
        condition.tokens(viewMode: .sourceAccurate).contains { uikitState.contains($0.text) }
    }

    /// Whether a condition tests no state the app stored: the state of UIKit's containers,
    /// or a local holding such a test (`if fromOnboarding`).
    func testsNoStoredState(_ condition: some SyntaxProtocol) -> Bool {
        Self.testsUIKitState(condition) || condition.tokens(viewMode: .sourceAccurate).contains { uikitStateLocals.contains($0.text) }
    }

    /// A branch point of the path, its cases named: the case chosen for it, or nil past the
    /// choices (the first such point is remembered). A point read again on the same path (a
    /// loop, a helper called twice) takes the case it took the first time. A child's start
    /// cases are points of their own, counted apart (``startCaseChoices``).
    mutating func pathPoint(_ names: [String], choices: [Int], at node: some SyntaxProtocol, startCase: Bool = false) -> Int? {
        if let taken = pathPointsTaken[node.id] { return taken }
        let point = startCase ? startCasePointsReached : pathPointsReached
        if startCase { startCasePointsReached += 1 } else { pathPointsReached += 1 }
        guard point < choices.count else {
            if startCase, openStartCasePoint == nil { openStartCasePoint = names }
            if !startCase, openPathPoint == nil { openPathPoint = names }
            return nil
        }
        pathCaseNames.append(names[choices[point]])
        pathPointsTaken[node.id] = choices[point]
        return choices[point]
    }

    /// How each case leads on: what it does, the locals it changes, whether it leaves and
    /// what it returns. Nil for a case that leaves doing and returning nothing (`guard let
    /// window else { return }`, `if isRunningTests { return }`): no way the app goes on.
    static func outcomes(_ reading: BranchReading, scopeBefore: [String: Value]) -> [String?] {
        reading.results.enumerated().map { index, result in
            let done = result.actions.filter { !$0.isNote }
            let leaves = reading.leaves.indices.contains(index) && reading.leaves[index]
            let returned = reading.returned.indices.contains(index) ? reading.returned[index].map(\.identity) : nil
            if leaves, done.isEmpty, returned == nil || returned == Value.literal("void").identity { return nil }
            let scope = reading.scopes.indices.contains(index) ? reading.scopes[index] : [:]
            // The locals it changed (not those it declared: they end with it).
            let changed = scope.keys.sorted().filter { scopeBefore[$0] != nil && scope[$0]!.identity != scopeBefore[$0]!.identity }.map { "\($0)=\(scope[$0]!.identity)" }
            return "\(CodeAction.identity(of: done, places: false))|\(changed)|\(leaves ? "leaves \(returned ?? "")" : "goes on")"
        }
    }

    /// A launch case's name for a case: a `switch` case's, else the last name its condition
    /// tests (`if session.token != nil`: `token`), else `other`.
    static func caseName(_ label: String, _ conditions: ConditionElementListSyntax?) -> String {
        if !label.isEmpty, label != "else", label != "default" { return label }
        return caseName(condition: conditions?.trimmedText ?? "")
    }

    /// A launch case's name for a condition that holds: the last name it tests, `not…` when
    /// it is negated (`!isShownOnboarding`: `notIsShownOnboarding`), `no…` when it tests for
    /// nil (`token == nil`: `noToken`), `other` for none.
    static func caseName(condition text: String) -> String {
        let keywords: Set<Substring> = ["nil", "true", "false", "let", "var", "self", "case", "is", "as"]
        let starts = { (character: Character) in character.isASCII && (character.isLetter || character == "_") }
        let continues = { (character: Character) in starts(character) || character.isASCII && character.isNumber }
        // The last name written (`[A-Za-z_][A-Za-z0-9_]*`) that is no keyword.
        var last: Substring?
        var index = text.startIndex
        while index < text.endIndex {
            guard starts(text[index]) else {
                index = text.index(after: index)
                continue
            }
            let end = text[index...].dropFirst().firstIndex { !continues($0) } ?? text.endIndex
            if !keywords.contains(text[index..<end]) { last = text[index..<end] }
            index = end
        }
        guard let last else { return "other" }
        if testsForNil(text) { return "no" + last.prefix(1).uppercased() + last.dropFirst() }
        return text.hasPrefix("!") ? negated(String(last)) : String(last)
    }

    /// Whether the text compares with nil (`==`, then spaces, then `nil`).
    private static func testsForNil(_ text: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.firstRange(of: "==") {
            if rest[range.upperBound...].drop(while: \.isWhitespace).hasPrefix("nil") { return true }
            rest = rest[rest.index(after: range.lowerBound)...]
        }
        return false
    }

    /// The name of the case where a condition named `name` does not hold: `notAgreed`.
    static func negated(_ name: String) -> String {
        // `!isCancelled` fails: `isCancelled`, not `notNotIsCancelled`.
        if name.hasPrefix("not"), let letter = name.dropFirst(3).first, letter.isUppercase { return letter.lowercased() + name.dropFirst(4) }
        return "not" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// One case of an `if` or a `switch`: its label (`""` for the `if`'s first, `else`,
    /// `default`, the enum case), its body and the conditions it binds.
    typealias BranchCase = (label: String, body: CodeBlockItemListSyntax?, conditions: ConditionElementListSyntax?)

    /// A branch statement with one case that goes on and others that leave the method (their
    /// last statement a `return` or a `throw`: `if signedIn { showHome(); return }`, a `guard`
    /// whose else does more than return), while an event's ways are told apart: its node.
    /// What follows it is the case's that goes on. (A test of UIKit's state, or one the
    /// language has, keeps its reading.)
    func earlyReturn(_ item: CodeBlockItemSyntax) -> SyntaxIdentifier? {
        guard splitsBranches, choicesOnPath == nil else { return nil }
        let leaves = { (body: CodeBlockItemListSyntax?) -> Bool in
            guard let last = body?.last?.item else { return false }
            return last.as(ReturnStmtSyntax.self) != nil || last.as(ThrowStmtSyntax.self) != nil
        }
        let untracked = { (conditions: ConditionElementListSyntax) in !testsNoStoredState(conditions) && trackedCondition(conditions) == nil }
        var expression: ExprSyntax?
        switch item.item {
        case .expr(let written): expression = written
        case .stmt(let statement):
            if let guardStatement = statement.as(GuardStmtSyntax.self) {
                let does = guardStatement.body.statements.count > 1
                return does && leaves(guardStatement.body.statements) && untracked(guardStatement.conditions) ? guardStatement.id : nil
            }
            expression = statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        guard let ifExpression = expression?.as(IfExprSyntax.self) else { return nil }
        var bodies: [CodeBlockItemListSyntax?] = []
        var current: IfExprSyntax? = ifExpression
        while let branch = current {
            guard untracked(branch.conditions) else { return nil }
            bodies.append(branch.body.statements)
            switch branch.elseBody {
            case .ifExpr(let next): current = next
            case .codeBlock(let block): bodies.append(block.statements); current = nil
            case nil: bodies.append(nil); current = nil
            }
        }
        return bodies.count(where: { !leaves($0) }) == 1 && bodies.contains(where: leaves) ? ifExpression.id : nil
    }

    /// What each case does, read on its own (the handler's actions are left as they were).
    mutating func read(_ cases: [BranchCase], rest: (items: CodeBlockItemListSyntax, from: Int)? = nil) -> BranchReading {
        let saved = actions
        // A flag one case sets is not set for the next.
        let flags = globalState
        // A local a case assigns is not assigned for the next; after the branch it holds what
        // the case modelled left (the first that goes on, unless `combine` takes another).
        let scope = frames[frames.count - 1].scope
        var firstScope: [String: Value]?
        // The locals of each case that goes on.
        var goOnScopes: [[String: Value]] = []
        var reading = BranchReading(results: [])
        readingCases += 1
        defer { readingCases -= 1 }
        let truths = assumedTruths
        defer { assumedTruths = truths }
        for (index, branch) in cases.enumerated() {
            actions = []
            globalState = flags
            assumedTruths = truths
            assume(cases, upTo: index)
            frames[frames.count - 1].scope = scope
            let returnedBefore = frames[frames.count - 1].returned
            if let conditions = branch.conditions { bindConditions(conditions) }
            if let body = branch.body { statements(body) }
            if let rest, frames[frames.count - 1].returned == nil { statements(rest.items, from: rest.from) }
            reading.results.append((branch.label, actions))
            reading.scopes.append(frames[frames.count - 1].scope)
            let leaves = returnedBefore == nil && frames[frames.count - 1].returned != nil
            reading.leaves.append(leaves)
            reading.returned.append(leaves ? frames[frames.count - 1].returned : nil)
            frames[frames.count - 1].returned = returnedBefore
            // `case .nothing: return`: what follows the branch is not this case's.
            if leaves, cases.count > 1 { continue }
            goOnScopes.append(frames[frames.count - 1].scope)
            if let firstScope {
                // `if hasKey { child = makeA() } else { child = makeB() }`: what follows uses one.
                // (Locals that held no child or screen before the branch: a `let` inside a case,
                // which the reader does not scope, redeclares one that did.)
                reading.differ = reading.differ || scope.keys.contains { scope[$0]?.shownIdentity?.hasPrefix("list") ?? true
                    && firstScope[$0]?.shownIdentity != frames[frames.count - 1].scope[$0]?.shownIdentity }
            } else {
                firstScope = frames[frames.count - 1].scope
                reading.assigned = reading.results.count - 1
            }
        }
        frames[frames.count - 1].scope = firstScope ?? scope
        // `if error != nil { result = .failure(.transport) } else { result = .success(data) }`:
        // which case a local holds after the branch depends on what the model does not track,
        // so what follows (`switch result`) does not know it either.
        for name in Self.decidedByCase(goOnScopes) { frames[frames.count - 1].scope[name] = .object("?") }
        actions = saved
        return reading
    }

    /// Whether a node is a `switch` on a parameter of the closure it is written in (`{ result
    /// in switch result { … } }`).
    static func switchesOnClosureParameter(_ node: some SyntaxProtocol) -> Bool {
        guard let switchExpression = Syntax(node).as(SwitchExprSyntax.self),
              let name = switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var parent = switchExpression.parent
        while let current = parent, !current.is(FunctionDeclSyntax.self) {
            if let closure = current.as(ClosureExprSyntax.self) { return parameterNames(of: closure).contains(name) }
            parent = current.parent
        }
        return false
    }

    /// The locals that cases going on leave holding different enum cases or literals (`.success`,
    /// `.failure`, `true`, `false`): unknown after the branch. (Locals holding children,
    /// screens, stacks or lists keep what the case modelled leaves: ``BranchReading/differ``.)
    static func decidedByCase(_ scopes: [[String: Value]]) -> [String] {
        guard scopes.count > 1 else { return [] }
        let names = Set(scopes.flatMap(\.keys))
        return names.sorted().filter { name in
            let held = scopes.map { $0[name] }
            // (A case one way, what the model could not evaluate another: `var result =
            // Result<T, E>.failure(.offline)`, then `result = .success(…)` in an `if`.)
            guard held.contains(where: { $0.map(Self.isCase) ?? false }),
                  held.allSatisfy({ $0.map { Self.isCase($0) || Self.isUnknown($0) } ?? true }) else { return false }
            return Set(held.map { $0?.identity ?? "" }).count > 1
        }
    }

    /// Whether a value is what the model could not evaluate (`object("?")`).
    static func isUnknown(_ value: Value) -> Bool {
        if case .object("?") = value { true } else { false }
    }

    /// Whether a value is an enum case or a literal (`.failure(error)` is `failure`).
    static func isCase(_ value: Value) -> Bool {
        if case .literal(let text) = value { text != "void" } else { false }
    }

    /// The handler's actions for cases already read: a condition the language has, the quiet
    /// case at launch, the one case that does something, alternatives, or the first case.
    /// The push of one screen, when `root` sets a stack to just that screen and `pushed` pushes it.
    /// (Only those alone: a case also presenting the stack, or noting what it could not model, is more.)
    static func pushOrRoot(_ root: [CodeAction], _ pushed: [CodeAction]) -> CodeAction? {
        guard root.count == 1, pushed.count == 1, case .setViewControllers(let screens) = root[0].kind, screens.count == 1,
              case .push(let screen) = pushed[0].kind, screen == screens[0] else { return nil }
        return pushed[0]
    }

    mutating func combine(_ cases: [BranchCase], _ reading: BranchReading, at node: some SyntaxProtocol) {
        let results = reading.results
        // A lookup that answers itself when it matches (`func flow(owning vc:) -> BaseFlow? {
        // if owns(vc) { return self }; … return nil }`), followed for a caller: the case that
        // finds it is the path modelled, the caller's `if let` taking the other way.
        let isNil = { (value: Value?) in value.map { if case .literal("nil") = $0 { true } else { false } } ?? true }
        if frames.count > 1, frames[frames.count - 1].returned == nil, results.allSatisfy({ $0.actions.allSatisfy(\.isNote) }),
           let found = reading.returned.firstIndex(where: { $0?.isThis == true }), reading.returned.allSatisfy({ isNil($0) || $0?.isThis == true }) {
            actions += results[found].actions
            frames[frames.count - 1].returned = .this
            return
        }
        let distinct = results.filter { result in !result.actions.isEmpty }
        if distinct.isEmpty {
            // Cases that only assign a local: what follows uses what the first case that goes on left.
            if reading.differ { note("a branch: only its case '\(reading.label(reading.assigned))' is modelled", at: node) }
            // Cases that each return a list (`let items = { if … { return [a, b] } else { return [a] } }()`):
            // what any of them holds, each once.
            if !reading.leaves.isEmpty, reading.leaves.allSatisfy({ $0 }) {
                let lists = reading.returned.compactMap { value -> [Value]? in if case .tuple(let elements)? = value { elements } else { nil } }
                if lists.count == reading.returned.count, frames[frames.count - 1].returned == nil {
                    var seen: Set<String> = []
                    frames[frames.count - 1].returned = .tuple(lists.joined().filter { seen.insert("\($0)").inserted })
                }
            }
            return
        }
        // `if nav.viewControllers.isEmpty { nav.setViewControllers([vc]) } else { nav.push(vc) }`
        // (a router's push): a push onto an empty stack makes its root, as the model's `push`
        // does — one push, whichever case runs.
        if cases.count == 2, let conditions = cases[0].conditions, conditions.allSatisfy({ Self.testsUIKitState($0.condition) }),
           let pushed = Self.pushOrRoot(results[0].actions, results[1].actions) ?? Self.pushOrRoot(results[1].actions, results[0].actions) {
            actions.append(pushed)
            continueWithScope(of: 0, in: reading)
            return
        }
        // `if pushedViewControllers.isEmpty { … }`: a condition the language has.
        if cases.count == 2, results[1].actions.isEmpty, let conditions = cases[0].conditions, let condition = trackedCondition(conditions) {
            actions.append(CodeAction(kind: .conditional(condition: condition, actions: results[0].actions), place: place(node)))
            return
        }
        if atLaunch, let quiet = results.firstIndex(where: { !presentsModally($0.actions) }), results.contains(where: { presentsModally($0.actions) }) {
            note("at launch, a branch on what the model does not track: the case that presents nothing ('\(reading.label(quiet))') is modelled", at: node)
            actions += results[quiet].actions
            continueWithScope(of: quiet, in: reading)
            return leave(if: quiet, in: reading)
        }
        // `removeChild(login); service.load { result in switch result { case .failure: showLogin()
        // default: break } }`: a switch on what a closure is handed back (a service's result),
        // after the handler did something, while an event's ways are told apart: the case doing
        // nothing is a way too (the handler's effect alone), not a case the code ignores. (With
        // nothing done before, that way would do nothing: no move of the user's.)
        let switchWays = splitsBranches && results.count > 1 && !reading.differ && actions.contains(where: { !$0.isNote })
            && Self.switchesOnClosureParameter(node)
        if !switchWays, results.count == 1 || distinct.count == 1 && results.allSatisfy({ $0.actions.isEmpty || $0.label == distinct[0].label }) {
            // One branch does something: taken as the path modelled when the others do nothing.
            // What follows uses the locals of that case when it does something the model has;
            // when it only has notes, those of the case that assigns them first (and its notes).
            var continued = results.indices.contains(reading.assigned) ? reading.assigned : 0
            if let taken = results.firstIndex(where: { $0.actions.contains { !$0.isNote } }) {
                continued = taken
                continueWithScope(of: taken, in: reading)
                actions += distinct[0].actions
            } else {
                if !reading.differ, let index = results.firstIndex(where: { $0.label == distinct[0].label }) { continued = index }
                actions += reading.differ ? results[continued].actions : distinct[0].actions
            }
            leave(if: continued, in: reading)
            // `if let child = …`: the case that does nothing is the one the code ignores.
            // (Unless they assign a local another way: `child = HomeCoordinator()`.)
            if reading.differ {
                note("a branch: only its case '\(reading.label(continued))' is modelled", at: node)
            } else if results.count > 1, frames.count == 1, results.first?.actions.isEmpty == true {
                note("a branch: the cases that do nothing are not modelled", at: node)
            }
            return
        }
        // (A test of UIKit's stacks is no alternative of the user's: the first case.)
        if splitsBranches, !cases.contains(where: { $0.conditions.map(testsNoStoredState) ?? false }) {
            actions.append(CodeAction(kind: .branches(results), place: place(node)))
            // Every case returning a child's result (`return coordinate(to: Splash())`): the
            // method returns whichever emits.
            let chains = reading.returned.map { $0.map(Self.chains) ?? [] }
            if reading.leaves.allSatisfy({ $0 }), !chains.contains(where: \.isEmpty), frames[frames.count - 1].returned == nil {
                frames[frames.count - 1].returned = .tuple(chains.flatMap { $0 })
            }
        } else {
            let taken = results.firstIndex { !$0.actions.isEmpty } ?? 0
            note("a branch: only its case '\(reading.label(taken))' is modelled", at: node)
            actions += results[taken].actions
            continueWithScope(of: taken, in: reading)
            leave(if: taken, in: reading)
        }
    }

    /// When the case modelled leaves the method (`if signedIn { showHome(); return }`), what
    /// follows the branch is not read: the path modelled ends there.
    private mutating func leave(if index: Int, in reading: BranchReading) {
        if reading.leaves.indices.contains(index), reading.leaves[index], frames[frames.count - 1].returned == nil {
            frames[frames.count - 1].returned = reading.returned[index] ?? .literal("void")
        }
    }

    /// What follows a branch uses the locals the case modelled left (`child = LoginCoordinator()`
    /// beside the welcome screen that case shows), when the cases were read by `read(_:)`.
    private mutating func continueWithScope(of index: Int, in reading: BranchReading) {
        guard reading.scopes.indices.contains(index) else { return }
        frames[frames.count - 1].scope = reading.scopes[index]
    }

    /// The language's condition for an `if`'s conditions, when it has one: optional bindings
    /// are taken to succeed, but for a lookup of the calling child among self's children
    /// (`if let child = children.first(where: { $0.root === popped })`, or a test
    /// `children.contains(where: { $0 === child })`), which is `child caller`; `x.isEmpty` on a
    /// collection of view controllers the coordinator keeps is `not showing`.
    func trackedCondition(_ conditions: ConditionElementListSyntax) -> OperationSyntax.ConditionSyntax? {
        var found: OperationSyntax.ConditionSyntax?
        for element in conditions {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self) {
                if found == nil, runsForChild, let value = binding.initializer?.value, Self.looksUpChild(value, in: app.childrenCollections) { found = .child(Name("caller")) }
                continue
            }
            if found == nil, let test = element.condition.as(ExprSyntax.self), let presenting = testsPresenting(test) {
                found = presenting ? .presenting : .not(.presenting)
                continue
            }
            // `children.contains(where: { $0 === child })`, the child being the one calling back.
            if found == nil, runsForChild, let call = element.condition.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
               let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "contains", let base = access.base,
               case let parts = MethodReader.path(base.trimmedText).split(separator: "."), let last = parts.last,
               app.childrenCollections.contains(String(last)), parts.count == 1 || parts.count == 2 && parts[0] == "self", call.trimmedText.contains("===") {
                found = .child(Name("caller"))
                continue
            }
            // (`path` drops every `!`: the negation is read before.)
            let written = computedTest(element.condition.trimmedText) ?? element.condition.trimmedText
            let negated = written.hasPrefix("!")
            if found == nil, let type = testedChildType(written) {
                found = negated ? .not(.child(Name(type))) : .child(Name(type))
                continue
            }
            let text = MethodReader.path(element.condition.trimmedText)
            guard found == nil, text.hasSuffix(".isEmpty"),
                  app.keepsScreens(String(text.dropLast(".isEmpty".count)), in: frames[frames.count - 1].selfType) else { return nil }
            found = negated ? .showing : .not(.showing)
        }
        return found
    }

    /// A test of a computed property of self's whose getter is one expression (`if
    /// isShowingOnboarding`, `var isShowingOnboarding: Bool { children.contains { $0 is
    /// OnboardingCoordinator } }`): the getter's expression, negated as written.
    func computedTest(_ condition: String) -> String? {
        var negated = condition.hasPrefix("!")
        var name = condition.dropFirst(negated ? 1 : 0).trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("self.") { name.removeFirst("self.".count) }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              let getter = app.property(named: name, in: frames[frames.count - 1].selfType)?.0.getter, getter.count == 1, let item = getter.first?.item else { return nil }
        var body = (item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self))?.trimmedText ?? ""
        guard !body.isEmpty else { return nil }
        if body.hasPrefix("!") {
            negated.toggle()
            body.removeFirst()
        }
        return (negated ? "!" : "") + body
    }

    /// The coordinator type a condition looks for among self's children (`children.contains(where:
    /// { $0 is LoginFlow })`, `childCoordinators.contains { $0 is T }`, negated or not): the
    /// language's `child T`.
    func testedChildType(_ condition: String) -> String? {
        // (Most conditions test no child: the pattern is matched only where one may.)
        guard condition.mentions(".contains"), condition.mentions(" is "), let match = condition.wholeMatch(of: #/!?\s*(?:self\??\.)?(\w+)\.contains\s*(?:\(\s*where:\s*)?\{\s*\$0\s+is\s+(\w+)\s*\}\s*\)?/#),
              app.childrenCollections.contains(String(match.1)), app.coordinators.contains(String(match.2)) else { return nil }
        return String(match.2)
    }

    /// Whether a condition tests that self's container presents something: true for
    /// `tabBarController.presentedViewController != nil`, false for `… == nil`, nil for any
    /// other condition or for a controller of a child's (`child.navigation.presentedViewController`).
    func testsPresenting(_ condition: ExprSyntax) -> Bool? {
        let written = condition.trimmedText
        guard written.mentions("presentedViewController") else { return nil }
        let text = written.filter { !$0.isWhitespace }
        let presented = ".presentedViewController"
        let tested: Bool
        if text.hasSuffix(presented + "!=nil") { tested = true } else if text.hasSuffix(presented + "==nil") { tested = false } else { return nil }
        let base = MethodReader.path(String(text.dropLast(presented.count + "!=nil".count))).split(separator: ".")
        guard let first = base.first.map(String.init), first != "self" || base.count > 1 else { return nil }
        if first != "self", let value = frames[frames.count - 1].scope[first], value.childIndex != nil { return nil }
        return tested
    }

    /// Whether an expression looks a child up among self's own children (`children.first(where:
    /// …)`, `childCoordinators.last`; with `indices`, `children.firstIndex(where: …)` too),
    /// `collections` naming the properties holding children.
    static func looksUpChild(_ expression: ExprSyntax, in collections: Set<String>, indices: Bool = false) -> Bool {
        let access = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)
        guard let access, (indices ? ["first", "last", "firstIndex", "lastIndex"] : ["first", "last"]).contains(access.declName.baseName.text),
              let base = access.base else { return false }
        let parts = MethodReader.path(base.trimmedText).split(separator: ".")
        guard let last = parts.last, collections.contains(String(last)) else { return false }
        return parts.count == 1 || parts.count == 2 && parts[0] == "self"
    }

    /// Whether actions present a screen or start a child in a sheet.
    func presentsModally(_ actions: [CodeAction]) -> Bool {
        actions.flatMap(\.flattened).contains { action in
            switch action.kind {
            case .present: true
            case .start(let child): ChildRecord.isPresented(children[child.id].placement)
            default: false
            }
        }
    }
}
