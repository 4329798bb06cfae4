import SwiftSyntax

/// A type that subscribes to a subject it stores (`stateSubject.subscribe(onNext: { … })` in its
/// `init`, `events.sink { … }`): what the subscription's closure runs is what emitting on the
/// subject (`stateSubject.onNext(.allSet)`, `events.send(.done)`) does, at once, with the value
/// emitted — Rx's subjects and relays and Combine's subjects call their subscribers
/// synchronously on the thread that emits.
extension CoordinatorApp {
    /// The calls that emit on a subject or relay.
    static let emittingMethods: Set<String> = ["onNext", "send", "accept"]

    /// The stored property a chain of calls starts from: `self.state.observe(on: main)` → `state`.
    static func subjectRoot(of expression: ExprSyntax?) -> String? {
        var current = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
                current = base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text
            } else {
                return nil
            }
        }
        return nil
    }

    /// `name` when it is a case of `type`, an enum of the app (not one of its static properties
    /// or functions); nil otherwise.
    func enumCase(_ name: String, of type: String) -> String? {
        guard let declared = project.types[type], declared.kind == .enumType,
              declared.property(named: name) == nil, declared.function(named: name) == nil else { return nil }
        return name
    }

    /// Whether a stored property of `type` holds an object of the app's that is no publisher
    /// (`let reactor: DetailReactor`): what it publishes comes from its methods and members
    /// (`reactor.pulse(\.$route)`), it is no subject.
    func holdsAppObject(_ property: String, in type: String) -> Bool {
        guard let (stored, _) = self.property(named: property, in: type),
              let written = stored.type ?? stored.initializer.flatMap(Self.calledTypeName),
              let declared = project.types[SwiftProject.bareType(written)] else { return false }
        return declared.kind != .protocolType && !isPublisher(written)
    }

    /// The delegate hooks UIKit runs after the user takes a screen away, by name and labels.
    static let didShowHook = (name: "navigationController", labels: ["_", "didShow", "animated"])
    static let didDismissHook = (name: "presentationControllerDidDismiss", labels: ["_"])

    /// Whether `type`'s `hook` sends on its publisher `property` (`popped.send(from)`, `onNext`,
    /// `accept`): a relay of what the hook sees.
    func sends(_ property: String, from hook: (name: String, labels: [String]), in type: String) -> Bool {
        guard storesPublisher(property, in: type), let (function, _) = self.function(hook.name, in: type, labels: hook.labels, values: []),
              let body = function.body else { return false }
        return FunctionCalls.of(body).contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), Self.emittingMethods.contains(member.declName.baseName.text),
                  let base = member.base else { return false }
            return MethodReader.path(base.trimmedText).split(separator: ".").filter { $0 != "self" }.map(String.init) == [property]
        }
    }

    /// Whether `type`'s `presentationControllerDidDismiss(_:)` sends on a publisher of its own.
    func relaysPullDowns(_ type: String) -> Bool {
        project.types[type]?.properties.contains { sends($0.name, from: Self.didDismissHook, in: type) } ?? false
    }

    /// Whether `type` (or a type it inherits) stores a publisher as `property` (`let didFinish =
    /// PassthroughSubject<Void, Never>()`, `var output: PublishSubject<Event>`).
    func storesPublisher(_ property: String, in type: String) -> Bool {
        guard let (stored, _) = self.property(named: property, in: type) else { return false }
        return isPublisher(stored.type ?? stored.initializer.flatMap(Self.calledTypeName) ?? "")
    }

    /// The type of the values `type`'s publisher `property` gives, as the app declares it: a
    /// subject's element (`PassthroughSubject<Action, Never>` → `Action`), else the property's
    /// own type (`@Published var route: Route?` → `Route`), nested types named from the top
    /// (`DetailsViewModel.Route`). Nil for a type the app does not declare.
    func elementType(of property: String, in type: String) -> String? {
        // (`let actions = PassthroughSubject<Action, Never>()`: the type it is made as.)
        guard let (stored, holder) = self.property(named: property, in: type),
              let written = stored.type ?? stored.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText else { return nil }
        var element = SwiftProject.bareType(written)
        if isPublisher(element), let open = element.firstIndex(of: "<") {
            element = SwiftProject.bareType(element[element.index(after: open)...].prefix { $0 != "," && $0 != ">" }.trimmingCharacters(in: .whitespaces))
        }
        if project.types["\(holder).\(element)"] != nil { return "\(holder).\(element)" }
        return project.types[element] != nil ? element : nil
    }

    /// The type of the first value a closure property hands its closure (`var onAction:
    /// ((LoginAction) -> Void)?`, `(_ action: Action) -> Void`), when it is one of the app's.
    func closureParameterType(of property: String, in type: String) -> String? {
        guard let (stored, holder) = self.property(named: property, in: type), let written = stored.type,
              let match = written.firstMatch(of: #/^\(*\s*(?:\w+\s+)?(?:\w+\s*:\s*)?([A-Za-z_][\w.]*)\s*[,)]/#) else { return nil }
        let parameter = String(match.1)
        if project.types["\(holder).\(parameter)"] != nil { return "\(holder).\(parameter)" }
        return project.types[parameter] != nil ? parameter : nil
    }

    /// The closure of the first subscription `type` (or a type it inherits) makes to its own
    /// stored property `subject`, nil when it makes none.
    func ownSubscription(of type: String, to subject: String) -> ClosureExprSyntax? {
        guard property(named: subject, in: type) != nil else { return nil }
        for candidate in lineage(of: type) {
            guard let declared = project.types[candidate] else { continue }
            for function in declared.initializers + declared.functions {
                guard let body = function.body else { continue }
                let finder = SubjectSubscriptionFinder(subject: subject)
                finder.walk(body)
                if let closure = finder.found { return closure }
            }
        }
        return nil
    }
}

/// Finds `subject.….subscribe(onNext: { … })`, `subject.….sink { … }` (through operators such as
/// `observe(on:)`, `receive(on:)`, `distinctUntilChanged()`), on `subject` or `self.subject`.
private final class SubjectSubscriptionFinder: SyntaxVisitor {
    let subject: String
    var found: ClosureExprSyntax?

    init(subject: String) {
        self.subject = subject
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              MethodReader.subscribingMethods.union(["bind"]).contains(member.declName.baseName.text),
              CoordinatorApp.subjectRoot(of: member.base) == subject else { return .visitChildren }
        let labelled = call.arguments.first { ["onNext", "receiveValue"].contains($0.label?.text ?? "") }?.expression.as(ClosureExprSyntax.self)
        found = labelled ?? call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        return .skipChildren
    }

}
