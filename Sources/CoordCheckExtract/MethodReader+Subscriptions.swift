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
        guard frames[frames.count - 1].selfValue.isThis,
              let name = Self.publisherName(call.calledExpression.as(MemberAccessExprSyntax.self)?.base) else { return false }
        let labels: Set<String> = method == "sink" ? ["receiveValue"] : ["onNext"]
        let passed = zip(arguments, values).compactMap { argument, value -> (ClosureExprSyntax, [String: Value])? in
            guard labels.contains(argument.label), case .closure(let closure, let captured) = value else { return nil }
            return (closure, captured)
        }
        guard let (closure, captured) = passed.first ?? closures.last.map({ ($0, visibleScope()) }) else { return false }
        let event = (name, closure.statements, place(call), frames[frames.count - 1].source, captured)
        if let screen = lastScreen ?? facts.rootScreens[owner]?.screen {
            closureEvents.append((screen, event.0, event.1, event.2, event.3, event.4))
        } else {
            pendingSubscriptions.append(event)
        }
        return true
    }

    /// Subscriptions made before the handler made its screen: that screen's events.
    mutating func attachPendingSubscriptions() {
        guard let screen = lastScreen else { return }
        for event in pendingSubscriptions { closureEvents.append((screen, event.event, event.body, event.place, event.source, event.captured)) }
        pendingSubscriptions = []
    }

    /// `viewModel.didTap.receive(on: .main)` → `didTap`; `$route` → `route`.
    static func publisherName(_ expression: ExprSyntax?) -> String? {
        var current = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                return String(member.declName.baseName.text.trimmingPrefix("$"))
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                return String(reference.baseName.text.trimmingPrefix("$"))
            } else {
                return nil
            }
        }
        return nil
    }
}
