import SwiftSyntax

/// Children whose entry returns their result as a publisher (`func start() ->
/// AnyPublisher<Void, Never>`, `coordinate(to:) -> Observable<Result>`): what the creator's
/// subscription runs on it is wired to the child, and runs when the child's result emits.
extension MethodReader {
    /// Operators whose closure runs on each value (Combine's and RxSwift's).
    static let chainSteps: Set<String> = ["map", "tryMap", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "handleEvents", "do"]
    /// The labels of the closures those operators and subscriptions take.
    static let chainLabels: Set<String> = ["receiveOutput", "receiveValue", "onNext", "transform"]

    /// An operator on a child's result: a step kept, a subscription wiring them all to the
    /// child, or one that changes nothing the model tells apart (`filter`, `prefix`, `receive(on:)`).
    mutating func chainCall(_ method: String, on chain: PublisherChain, arguments: Arguments, values: [Value], closures: [ClosureExprSyntax],
                            at call: FunctionCallExprSyntax) -> Value {
        var chain = chain
        let passed = closures.map { ($0, visibleScope()) } + closureArguments(labeled: Self.chainLabels, arguments, values)
        let steps = passed.map { PublisherChain.Step(closure: $0.0, captured: $0.1, unretained: chain.unretained) }
        switch method {
        case "withUnretained":
            chain.unretained = values.first
            return .chain(chain)
        case _ where Self.subscribingMethods.contains(method) || method == "bind":
            wire(chain.steps + steps, onto: chain.child)
            return .object("subscription")
        case _ where Self.chainSteps.contains(method):
            chain.steps += steps
            return .chain(chain)
        default:
            return .chain(chain)
        }
    }

    /// The steps run when a child's result emits: wired to it, as closures it calls back.
    private mutating func wire(_ steps: [PublisherChain.Step], onto child: Int) {
        for (index, step) in steps.enumerated() {
            var captured = step.captured
            if let unretained = step.unretained, let first = Self.parameterNames(of: step.closure).first { captured[first] = unretained }
            wireClosure(step.closure, captured: captured, onto: child, as: Self.resultProperty, place: place(step.closure), source: frames[frames.count - 1].source,
                        continuing: index > 0)
        }
    }

    /// Runs a screen publisher's steps on a value it emits, then emits the coordinator's result
    /// (`emits`). A step giving a child's result (`flatMap { owner.showDetail() }`) ends it here:
    /// the steps after it run when that child's result emits.
    mutating func runSteps(_ steps: [PublisherChain.Step], emits: String?, at place: String) {
        for (index, step) in steps.enumerated() {
            var scope = step.captured.mapValues(DraftBuilder.outOfContext)
            let arguments: [Value] = (step.unretained.map { [$0] } ?? []) + [.object("?")]
            for (name, argument) in zip(Self.parameterNames(of: step.closure), arguments) { scope[name] = argument }
            if !arguments.isEmpty { scope["$0"] = arguments[0] }
            frames[frames.count - 1].scope.merge(scope) { _, new in new }
            let returned = frames[frames.count - 1].returned
            frames[frames.count - 1].returned = nil
            let value = value(of: step.closure.statements)
            frames[frames.count - 1].returned = returned
            if case .chain(let chain) = value {
                wire(chain.steps + steps[(index + 1)...], onto: chain.child)
                if emits != nil { note("a result emitted after a child's result: not modelled", at: step.closure) }
                return
            }
        }
        if let emits {
            calls.append(("wired", emits, false))
            actions.append(CodeAction(kind: .call(target: "wired", method: emits), place: place))
        }
    }

    /// A publisher of a screen's view model, as written up to a subscription or a `return`
    /// (`model.action.filter { $0 == .openItem }.withUnretained(self).flatMap { … }`): the
    /// event's name — the case a first `filter` or `compactMap` keeps, else the publisher's —
    /// its operators' closures, and what a `withUnretained` pairs the values with. Nil for what
    /// no view model of a screen publishes.
    mutating func screenChain(_ expression: ExprSyntax?) -> (name: String, steps: [PublisherChain.Step], unretained: Value?)? {
        guard let (publisher, holder) = publisher(expression), isScreenModel(holder) else { return nil }
        var calls: [(method: String, call: FunctionCallExprSyntax)] = []
        var current = expression
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calls.append((member.declName.baseName.text, call))
            current = member.base
        }
        var name: String?
        var unretained: Value?
        var steps: [PublisherChain.Step] = []
        for (method, call) in calls.reversed() {
            if method == "withUnretained", let first = call.arguments.first { unretained = evaluate(first.expression) }
            guard let closure = call.trailingClosure ?? call.arguments.first(where: { Self.chainLabels.contains($0.label?.text ?? "") })?.expression.as(ClosureExprSyntax.self) else { continue }
            if name == nil, steps.isEmpty, ["filter", "compactMap"].contains(method) { name = Self.keptCase(by: closure) }
            if Self.chainSteps.contains(method) { steps.append(PublisherChain.Step(closure: closure, captured: visibleScope(), unretained: unretained)) }
        }
        return (name ?? publisher, steps, unretained)
    }

    /// Whether an expression is a publisher: operators applied to something (`model.done.prefix(1)`),
    /// or a property declared as one (`model.done`, not `service.isRecording: Bool`).
    mutating func isPublisherChain(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              case .object(let type) = evaluate(base),
              let written = app.property(named: member.declName.baseName.text, in: type)?.0.type else { return false }
        return app.isPublisher(written)
    }

    /// Whether what publishes is a screen's view model (or a protocol it is seen as), not a
    /// coordinator or a screen.
    func isScreenModel(_ holder: Value) -> Bool {
        guard case .object(let type) = holder, let model = app.project.types[type], !app.isCoordinatorType(type) else { return false }
        return !app.screens.contains(type) || model.kind == .protocolType
    }

    /// The enum case a filter keeps (`{ $0 == .continueTapped }`, `{ if case let .show(item) =
    /// $0 { return item }; return nil }`).
    static func keptCase(by closure: ClosureExprSyntax) -> String? {
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .period {
            guard let member = token.parent?.as(MemberAccessExprSyntax.self), member.base == nil else { continue }
            var node = member.parent
            while let current = node, !current.is(CodeBlockItemSyntax.self) {
                if current.is(MatchingPatternConditionSyntax.self) || current.is(ExpressionPatternSyntax.self) { return member.declName.baseName.text }
                if let list = current.as(ExprListSyntax.self),
                   list.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" }) { return member.declName.baseName.text }
                node = current.parent
            }
        }
        return nil
    }

    /// The wiring name of what runs when a child's result emits.
    static let resultProperty = "result"

    /// The names a closure gives its parameters (`{ owner, value in … }`), in order.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        closure.signature?.parameterClause.map { clause -> [String] in
            switch clause {
            case .simpleInput(let list): return list.map(\.name.text)
            case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
            }
        } ?? []
    }
}
