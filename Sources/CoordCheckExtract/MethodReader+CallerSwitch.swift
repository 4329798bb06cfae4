import SwiftSyntax

extension MethodReader {
    /// `switch childCoordinator.type { case .login: showMainFlow() default: break }` in a
    /// delegate method a child calls with itself: each case is `if caller T` for the
    /// coordinator types whose `type` is that constant, `default` the last `else`. False (and
    /// nothing read) when the switch is not on such a property of the caller.
    mutating func callerSwitch(_ switchExpression: SwitchExprSyntax) -> Bool {
        guard let subject = switchExpression.subject.as(MemberAccessExprSyntax.self),
              let base = subject.base?.as(DeclReferenceExprSyntax.self),
              case .caller = lookup(base.baseName.text) else { return false }
        let property = subject.declName.baseName.text
        var cases: [(types: [String], body: CodeBlockItemListSyntax)] = []
        var otherwise: CodeBlockItemListSyntax?
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
            guard case .case(let label) = switchCase.label else {
                otherwise = switchCase.statements
                continue
            }
            let names = label.caseItems.map { Self.caseName($0.pattern.trimmedDescription) }
            let types = app.coordinators.filter { app.constantCase(property, in: $0).map(names.contains) ?? false }
            guard !types.isEmpty else { return false }
            cases.append((types, switchCase.statements))
        }
        let saved = actions
        let read = { (reader: inout MethodReader, body: CodeBlockItemListSyntax) -> [CodeAction] in
            reader.actions = []
            reader.statements(body)
            if reader.frames.count > 1 { reader.frames[reader.frames.count - 1].returned = nil }
            return reader.actions
        }
        let branches = cases.map { (types: $0.types, actions: read(&self, $0.body)) }
        var chain = otherwise.map { read(&self, $0) } ?? []
        actions = saved
        // A case that does nothing before an `else` that does something has no line of its own.
        if !chain.isEmpty, branches.contains(where: { $0.actions.isEmpty }) { return false }
        for branch in branches.reversed() where !branch.actions.isEmpty {
            for type in branch.types.reversed() {
                chain = [CodeAction(kind: .conditional(condition: "caller \(type)", actions: branch.actions, otherwise: chain), place: place(switchExpression))]
            }
        }
        actions += chain
        return true
    }
}
