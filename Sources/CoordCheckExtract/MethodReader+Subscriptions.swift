import SwiftSyntax

/// Combine and Rx subscriptions a coordinator makes to what its screen's view model publishes
/// (`viewModel.didTapDetail.sink { … }`, `output.logout.subscribe(onNext: { … })`): what they
/// run is an event of that screen, named after the publisher, offered while it shows.
extension MethodReader {
    static let subscribingMethods: Set<String> = ["sink", "subscribe", "drive", "emit"]

    /// Records the subscription's closure as an event of the screen made in this handler (or,
    /// made later in it, when the handler ends), else of the screen the coordinator shows as
    /// itself. Returns whether the call was one.
    mutating func subscription(_ method: String, arguments: Arguments, values: [Value], closures: [ClosureExprSyntax],
                               at call: FunctionCallExprSyntax) -> Bool {
        // To a subject of its own, a coordinator's or a view model's (`input.sink { … }` in its
        // `init`): nothing runs now; what it runs is read where the subject emits.
        // (Not, in the coordinator's own code, to an object it holds: its view model's.)
        if let subject = CoordinatorApp.subjectRoot(of: call.calledExpression.as(MemberAccessExprSyntax.self)?.base),
           app.ownSubscription(of: frames[frames.count - 1].selfType, to: subject) != nil,
           !(frames[frames.count - 1].selfValue.isThis && app.holdsAppObject(subject, in: frames[frames.count - 1].selfType)) {
            return true
        }
        guard frames[frames.count - 1].selfValue.isThis else { return false }
        let labels: Set<String> = method == "sink" ? ["receiveValue"] : ["onNext"]
        guard let (closure, captured) = closureArguments(labeled: labels, arguments, values).first ?? closures.last.map({ ($0, visibleScope()) }) else { return false }
        let published = publisher(call.calledExpression.as(MemberAccessExprSyntax.self)?.base)
        // `child.didFinish.sink { … }`: a subject of a child's, on which the child emits when it
        // calls back (``emitToCreators(on:values:at:)``): the closure is the creator's code it runs.
        if let (name, holder) = published, case .child(let child) = holder, app.storesPublisher(name, in: children[child].type) {
            wireClosure(closure, captured: captured, onto: child, as: name, place: place(call), source: frames[frames.count - 1].source)
            return true
        }
        // `step.next.sink { … }`: a subject of a screen's own, sent on the user's tap: an
        // event of that screen.
        if let (name, holder) = published, case .screen(let screen) = holder, app.screens.contains(screen), app.storesPublisher(name, in: screen) {
            handOver([ClosureEvent(screen: screen, event: name, body: closure.statements, place: place(call), source: frames[frames.count - 1].source,
                                   captured: captured)], to: screen)
            return true
        }
        guard let (name, holder) = published, isScreenModel(holder) else {
            // A notification, a timer, a service's stream: not a screen's event.
            note("a subscription to what no view model of a screen publishes: not modelled", at: call)
            return true
        }
        screenClosure(named: name, closure.statements, captured: captured, at: call)
        return true
    }

    /// `subject.onNext(value)` (`send`, `accept`) on a subject that the object holding it stores
    /// and subscribes to — self's, or another object's (`viewModel.input.send(.playTapped)` from
    /// a screen, to the subject its view model subscribes to in its `init`): the subscription's
    /// closure runs here, with the value and with that object as `self`. False when the holder
    /// subscribes to none.
    mutating func emit(on subject: ExprSyntax?, values: [Value]) -> Bool {
        let frame = frames[frames.count - 1]
        let name: String
        var holder = frame.selfValue
        var holderType = frame.selfType
        if let reference = subject?.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = subject?.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            holder = evaluate(base)
            switch holder {
            case .this: holderType = frame.selfValue.isThis ? frame.selfType : owner
            case .object(let type) where !type.hasPrefix("type:"): holderType = app.implementer(of: type) ?? type
            case .screen(let type): holderType = type
            default: return false
            }
        } else {
            return false
        }
        guard let closure = app.ownSubscription(of: holderType, to: name) else { return false }
        let arguments = values.isEmpty ? [Value.literal("void")] : values
        guard holderType != frame.selfType else {
            runClosure(closure, captured: [:], arguments: arguments)
            return true
        }
        guard frames.count < MethodReader.maximumDepth else { return true }
        withFrame(selfValue: holder, selfType: holderType, source: app.project.source(of: closure) ?? frame.source, scope: [:], callSite: nil) { reader in
            _ = reader.runClosure(closure, captured: [:], arguments: arguments)
        }
        return true
    }

    /// `didFinish.send()`, `self.output.onNext(.done)` in a coordinator's own code, on a subject
    /// it stores and does not subscribe to itself: it calls back whoever subscribed to it — its
    /// creators' closures (``subscription(_:arguments:values:closures:at:)``), run as a closure
    /// property they set. False when the subject is not self's.
    mutating func emitToCreators(on subject: ExprSyntax?, values: [Value], at call: FunctionCallExprSyntax) -> Bool {
        guard frames[frames.count - 1].selfValue.isThis, let subject else { return false }
        // `didFinish`, `self.didFinish`, `self?.didFinish`: a property of self's.
        let name = MethodReader.path(subject.trimmedText)
        guard !name.contains("."), subject.trimmedText.hasPrefix("self") || frames[frames.count - 1].scope[name] == nil,
              app.storesPublisher(name, in: owner) else { return false }
        callWired(name, at: place(call), values: values)
        return true
    }

    /// A closure the coordinator gives a view model (a property it sets, a subscription): an
    /// event of the screen made in this handler — made after it, once the handler ends — else
    /// of the screen the coordinator shows as itself. Two of one name stay apart.
    mutating func screenClosure(named name: String, _ body: CodeBlockItemListSyntax = [], captured: [String: Value] = [:], steps: [PublisherChain.Step] = [],
                                emits: String? = nil, emitter: String? = nil, element: String? = nil, at node: some SyntaxProtocol) {
        pendingScreenClosures.append(ClosureEvent(screen: "", event: name, body: body, place: place(node), source: frames[frames.count - 1].source, captured: captured,
                                                  steps: steps, emits: emits, emitter: emitter, element: element))
    }

    /// The closures of the handler's view models: events of the screen it made last, else of
    /// the coordinator's own screen.
    mutating func attachScreenClosures() {
        if let screen = lastScreen ?? facts.rootScreens[owner]?.screen { handOver(pendingScreenClosures, to: screen) }
        pendingScreenClosures = []
    }

    /// The closures passed with these labels (`onNext:`, `popCompletion:`) and what they captured.
    func closureArguments(labeled labels: Set<String>, _ arguments: Arguments, _ values: [Value]) -> [(ClosureExprSyntax, [String: Value])] {
        zip(arguments, values).compactMap { argument, value in
            guard labels.contains(argument.label), case .closure(let closure, let captured) = value else { return nil }
            return (closure, captured)
        }
    }

    /// The publisher's name and what publishes it: `viewModel.didTap.receive(on: .main)` →
    /// `didTap` of `viewModel`; `$route` → `route` of self. Nil for a publisher that is not a
    /// property of an object of the app (`NotificationCenter.default.publisher(for:)`, `Timer`).
    mutating func publisher(_ expression: ExprSyntax?) -> (String, Value)? {
        var current = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                // `reactor.pulse(\.$destination)`: a method of the object giving a publisher, named
                // after the property its key path names, else after the method.
                if let base = member.base, base.is(DeclReferenceExprSyntax.self) {
                    let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self)?.components.last?.trimmedText
                    let name = keyPath.map { String($0.drop { $0 == "." || $0 == "$" }) } ?? member.declName.baseName.text
                    return (name, evaluate(base))
                }
                current = member.base
            } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                guard !["shared", "default"].contains(name) else { return nil }
                return (String(name.trimmingPrefix("$")), evaluate(base))
            } else {
                return nil
            }
        }
        return nil
    }
}
