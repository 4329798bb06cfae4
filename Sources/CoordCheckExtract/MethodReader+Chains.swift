import SwiftSyntax

/// Publishers a coordinator holds as values. A child's result (`func start() ->
/// AnyPublisher<Void, Never>`, `coordinate(to:) -> Observable<Result>`): what the creator's
/// subscription runs on it is wired to the child, and runs when the child's result emits. A
/// view model's publisher: what a subscription runs on it is an event of its screen, and a
/// coordinator returning it as its result gives that screen an event emitting the result.
extension MethodReader {
    /// Operators whose closure runs on each value (Combine's and RxSwift's).
    static let chainSteps: Set<String> = ["map", "tryMap", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "handleEvents", "do"]
    /// The labels of the closures those operators and subscriptions take.
    static let chainLabels: Set<String> = ["receiveOutput", "receiveValue", "onNext", "transform"]

    /// An operator on a publisher: a step kept, a subscription (wiring the steps to the child
    /// whose result it is, or making them the event of the screen whose view model publishes),
    /// a merge, or one that changes nothing the model tells apart (`prefix`, `receive(on:)`).
    mutating func chainCall(_ method: String, on chain: PublisherChain, arguments: Arguments, values: [Value], closures: [ClosureExprSyntax],
                            at call: FunctionCallExprSyntax) -> Value {
        var chain = chain
        let passed = closures.map { ($0, visibleScope()) } + closureArguments(labeled: Self.chainLabels, arguments, values)
        // `flatMapLatest(with: self) { owner, value in … }`: the operator hands its closure that value first.
        let handed = arguments.firstIndex { $0.label == "with" }.map { values[$0] }
        let steps = passed.map { PublisherChain.Step(closure: $0.0, captured: $0.1, unretained: handed ?? chain.unretained) }
        switch method {
        case _ where method == "withUnretained" || appPairingOperator(method):
            chain.unretained = values.first
            return .chain(chain)
        case _ where Self.subscribingMethods.contains(method) || method == "bind":
            switch chain.origin {
            case .child(let child): wire(chain.steps + steps, onto: child, at: call)
            // `observer.popped.sink { screen in … }`, the observer sending on it from its `didShow`
            // (or its `presentationControllerDidDismiss(_:)`): the closure runs after a pop of the
            // stack (a pull-down of the sheet) whose delegate it is, not on a tap.
            case .screen(let event, false) where chain.steps.isEmpty && steps.count == 1 && chain.emitter.map { emitter in
                [CoordinatorApp.didShowHook, CoordinatorApp.didDismissHook].contains { app.sends(event, from: $0, in: emitter) } } == true:
                let relay = RemovalObserver(statements: steps[0].closure.statements, source: frames[frames.count - 1].source,
                                            parameters: Self.parameterNames(of: steps[0].closure).map { ("_", $0, "") }, captured: steps[0].captured,
                                            place: place(call), relay: chain.emitter)
                if let emitter = chain.emitter, app.sends(event, from: CoordinatorApp.didShowHook, in: emitter) { popRelays.append(relay) } else { pullDownRelays.append(relay) }
            case .screen(let event, _):
                // A subscription with no operator closures reads as the closure it is (unless
                // it hands the closure an object: RxSwift 6's `subscribe(with: self, onNext:)`).
                if chain.steps.isEmpty, steps.count == 1, steps[0].unretained == nil {
                    // (Its parameter, a value of the type published: `route in self?.handle(route)`.)
                    var captured = steps[0].captured
                    if let element = chain.element, let parameter = Self.parameterNames(of: steps[0].closure).first { captured[parameter] = .object(element) }
                    screenClosure(named: event, steps[0].closure.statements, captured: captured, emitter: chain.emitter, at: call)
                } else {
                    screenClosure(named: event, steps: chain.steps + steps, emitter: chain.emitter, element: chain.element, at: call)
                }
            }
            return .object("subscription")
        case "merge":
            // `a.merge(with: b)`: either emits.
            return .tuple([.chain(chain)] + values.flatMap(Self.chains))
        case "filter", "compactMap":
            if case .screen(let event, false) = chain.origin, chain.steps.isEmpty, let closure = passed.first?.0 {
                chain.origin = .screen(event: Self.keptCase(by: closure) ?? event, named: true)
            }
            if method == "compactMap" { chain.steps += steps }
            return .chain(chain)
        case _ where Self.chainSteps.contains(method) || appOperator(method):
            chain.steps += steps
            return .chain(chain)
        default:
            return .chain(chain)
        }
    }

    /// An operator the app adds to a framework's publishers (`extension Publisher { func
    /// flatMapLatest(_ transform: @escaping (Output) -> T) … }`): a method of an extension of a
    /// type it does not declare, taking a closure of the values — a step, under any name.
    func appOperator(_ method: String) -> Bool {
        appExtension(method) { function in function.parameters.contains { $0.type.contains("->") } }
    }

    /// An operator the app adds that hands the values on with an object it is given (`func
    /// withUnretained<T: AnyObject>(_ object: T) -> Publishers.CompactMap<Self, (T, Output)>`),
    /// as RxSwift's `withUnretained` does: the later closures get that object first, under any
    /// name. Told by its declaration: one parameter, of a generic type its result names.
    func appPairingOperator(_ method: String) -> Bool {
        appExtension(method) { function in
            guard function.parameters.count == 1, let returned = function.returnType,
                  let generics = function.node.as(FunctionDeclSyntax.self)?.genericParameterClause?.parameters.map(\.name.text) else { return false }
            let type = function.parameters[0].type
            return generics.contains(type) && returned.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { $0 == type }
        }
    }

    /// Whether the app declares `method` in an extension of a framework type, as `shape` says.
    private func appExtension(_ method: String, _ shape: (SwiftType.Function) -> Bool) -> Bool {
        app.extensionFunctions[method]?.contains { function, owner in !app.declares(owner) && shape(function) } ?? false
    }

    /// The publishers a value holds: one, or those of a list (`Observable.merge(cancel, done)`).
    static func chains(in value: Value) -> [Value] {
        switch value {
        case .chain: [value]
        case .tuple(let elements): elements.flatMap(chains)
        default: []
        }
    }

    /// What a view model's member is, in the coordinator's own code, when it is a publisher: a
    /// screen's event (`viewModel.didTap`, `$route`, a property typed as a publisher or made as
    /// a subject). Nil for anything else.
    func screenPublisher(_ name: String, of holder: Value) -> Value? {
        guard frames[frames.count - 1].selfValue.isThis, isScreenModel(holder), case .object(let type) = holder else { return nil }
        if name.hasPrefix("$") {
            let published = String(name.dropFirst())
            return .chain(PublisherChain(origin: .screen(event: published, named: false), emitter: type, element: app.elementType(of: published, in: type)))
        }
        guard app.storesPublisher(name, in: type) else { return nil }
        return .chain(PublisherChain(origin: .screen(event: name, named: false), emitter: type, element: app.elementType(of: name, in: type)))
    }

    /// The steps run when a child's result emits, then the running coordinator's own result
    /// (`emits`) when it waits for the child's: wired to the child, as a callback it calls.
    private mutating func wire(_ steps: [PublisherChain.Step], onto child: Int, emits: String? = nil, at node: some SyntaxProtocol) {
        for (index, step) in steps.enumerated() {
            var captured = step.captured
            if let unretained = step.unretained, let first = Self.parameterNames(of: step.closure).first { captured[first] = unretained }
            // (An operator of a base class's `coordinate(to:)`, in its own file.)
            let source = app.project.source(of: step.closure) ?? frames[frames.count - 1].source
            wireClosure(step.closure, captured: captured, onto: child, as: Self.resultProperty, place: sources[source].place(of: step.closure), source: source,
                        continuing: index > 0)
        }
        if let emits {
            childWiring.append(ChildWiring(child: children[child].type, childID: child, property: Self.resultProperty, body: nil, place: place(node),
                                           source: frames[frames.count - 1].source, captured: [:], continuesPrevious: !steps.isEmpty, emits: emits))
        }
    }

    /// A closure event's code: its closure's body, then the operators' closures its
    /// publisher's emission runs (``runSteps(_:emits:at:)``).
    mutating func run(_ event: ClosureEvent) {
        statements(event.body)
        runSteps(event.steps, emits: event.emits, element: event.element, at: event.place)
    }

    /// Runs a screen publisher's steps on a value it emits, then emits the coordinator's result
    /// (`emits`). A step giving a child's result (`flatMap { owner.showDetail() }`) ends it here:
    /// the steps after it run when that child's result emits.
    /// The publisher's values are of type `element` when known, as long as the steps give on
    /// what they are given (`compactMap { $0 }`).
    mutating func runSteps(_ steps: [PublisherChain.Step], emits: String?, element: String? = nil, at place: String) {
        var given: Value = element.map { .object($0) } ?? .object("?")
        for (index, step) in steps.enumerated() {
            let arguments: [Value] = (step.unretained.map { [$0] } ?? []) + [given]
            if step.closure.statements.trimmedText != "$0" { given = .object("?") }
            // `flatMap { owner, _ in owner.showPhone() }`: what the helper returns is the step's value.
            readsStepValue = true
            let value = runClosure(step.closure, captured: step.captured.mapValues(DraftBuilder.outOfContext), arguments: arguments)
            readsStepValue = false
            if case .chain(let chain)? = value, case .child(let child) = chain.origin {
                wire(chain.steps + steps[(index + 1)...], onto: child, emits: emits, at: step.closure)
                return
            }
        }
        if let emits {
            calls.append(("wired", emits, false))
            actions.append(CodeAction(kind: .call(target: "wired", method: emits), place: place))
        }
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

    /// A closure's parameters bound to the values it is called with (as many as both have).
    static func parameters(of closure: ClosureExprSyntax, given values: [Value]) -> [String: Value] {
        Dictionary(zip(parameterNames(of: closure), values).map { ($0, $1) }, uniquingKeysWith: { _, last in last })
    }

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
