import SwiftSyntax

/// Objects a coordinator binds to itself (`decorator.coordinator = self`, `MenuBuilder(
/// coordinator: self)`) and hands to the screen it shows: the `UIAction`s their methods make
/// (a toolbar's buttons, a menu's items) run on the user's tap, with the coordinator where the
/// object's code names it.
extension MethodReader {
    /// The `UIAction` handlers in the methods of `type` (an object of the app's, neither a
    /// screen nor a coordinator, bound to the running coordinator): events of the screens that
    /// hold such an object (a property of its type or of a protocol it adopts), else of the
    /// screen this handler makes, else of the one the coordinator shows as itself. In each,
    /// the object's properties and the method's parameters of the coordinator's types are the
    /// coordinator.
    mutating func bindActions(of type: String) {
        guard frames[frames.count - 1].selfValue.isThis, app.project.types[type]?.kind == .classType, !app.screens.contains(type),
              !app.coordinators.contains(type), boundObjects.insert(type).inserted else { return }
        let own = Set(app.lineage(of: owner))
        let isOwner = { (written: String) in own.contains(SwiftProject.bareType(written)) }
        var made: [ClosureEvent] = []
        for holder in app.lineage(of: type).compactMap({ app.project.types[$0] }) {
            let properties = holder.properties.filter { $0.type.map(isOwner) ?? false }.map(\.name)
            for function in holder.functions {
                guard let body = function.body else { continue }
                var captured: [String: Value] = [:]
                for name in properties + function.parameters.filter({ isOwner($0.type) }).map(\.name) { captured[name] = .this }
                for call in Self.actionCalls(in: Syntax(body)) {
                    guard let handler = Self.actionHandler(of: call) else { continue }
                    made.append(ClosureEvent(screen: "", event: MethodReader.holderName(of: call) ?? "action", body: handler.statements,
                                             place: sources[function.source].place(of: handler), source: function.source, captured: captured,
                                             isBoundAction: true))
                }
            }
        }
        guard !made.isEmpty else { return }
        let kinds = Set(app.lineage(of: type))
        let holders = app.screens.sorted().filter { screen in
            app.lineage(of: screen).compactMap { app.project.types[$0] }.contains { $0.properties.contains { $0.type.map { kinds.contains(SwiftProject.bareType($0)) } ?? false } }
        }
        if holders.isEmpty { controlActions += made } else { for screen in holders { handOver(made, to: screen) } }
    }

    /// The closure UIKit runs when a `UIAction` is used: `UIAction { _ in … }`,
    /// `UIAction(title: …, handler: { _ in … })`.
    static func actionHandler(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.last?.closure ?? call.trailingClosure
            ?? call.arguments.last(where: { $0.label?.text == "handler" })?.expression.as(ClosureExprSyntax.self)
    }

    /// The `UIAction(…) { … }` calls inside a body, in the order written.
    static func actionCalls(in body: Syntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if CoordinatorApp.calledTypeName(ExprSyntax(node)) == "UIAction" { found.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }
}
