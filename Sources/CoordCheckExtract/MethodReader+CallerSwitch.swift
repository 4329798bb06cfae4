import CoordCheckCore
import SwiftSyntax

extension MethodReader {
    /// `switch childCoordinator.type { case .login: showMainFlow() default: break }` in a
    /// delegate method a child calls with itself: each case is `if caller T` for the
    /// coordinator types whose `type` is that constant, `default` the last `else`. False (and
    /// nothing read) when the switch is not on such a property of the caller. `cases`: the
    /// switch's cases as ``branches(_:at:)`` reads them.
    mutating func callerSwitch(_ switchExpression: SwitchExprSyntax, cases: [BranchCase]) -> Bool {
        guard let subject = switchExpression.subject.as(MemberAccessExprSyntax.self),
              let base = subject.base?.as(DeclReferenceExprSyntax.self),
              case .caller = lookup(base.baseName.text) else { return false }
        let property = subject.declName.baseName.text
        // The types each case stands for, nil for `default`.
        var types: [[String]?] = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
            guard case .case(let label) = switchCase.label else {
                types.append(nil)
                continue
            }
            let names = label.caseItems.map { Self.caseName($0.pattern.trimmedText) }
            let matching = app.coordinators.filter { app.constantCase(property, in: $0).map(names.contains) ?? false }
            guard !matching.isEmpty else { return false }
            types.append(matching)
        }
        let reading = read(cases)
        let results = reading.results
        var chain = zip(types, results).first { $0.0 == nil }?.1.actions ?? []
        // A case that does nothing before an `else` that does something has no line of its
        // own: the cases are combined as any switch's.
        if !chain.isEmpty, zip(types, results).contains(where: { $0.0 != nil && $0.1.actions.isEmpty }) {
            combine(cases, reading, at: switchExpression)
            return true
        }
        for (caseTypes, result) in zip(types, results).reversed() where !result.actions.isEmpty {
            for type in (caseTypes ?? []).reversed() {
                chain = [CodeAction(kind: .conditional(condition: .caller(Name(type)), actions: result.actions, otherwise: chain), place: place(switchExpression))]
            }
        }
        actions += chain
        return true
    }
}
