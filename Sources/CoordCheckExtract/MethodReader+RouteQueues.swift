import Foundation
import SwiftSyntax

/// A router of routes of the app's own (`ApplicationRouter<AppRoute>`): `router.present(.main)`
/// is queued and handed to the coordinator's delegate method that switches on the route
/// (`switch context.route { case .main: presentMain(…) }`). The case for the route runs.
extension MethodReader {
    /// Runs the running coordinator's case for a route given to an object of the app
    /// (`router.present(.login)`); false when the call is not one.
    mutating func queuedRoute(_ method: String, on base: Value, values: [Value], at call: FunctionCallExprSyntax) -> Bool {
        guard method == "present", frames[frames.count - 1].selfValue.isThis, case .object(let written) = base,
              let router = written.split(separator: "<").first.map(String.init), app.project.types[router]?.kind == .classType,
              !app.isCoordinatorType(router), case .literal(let route)? = values.first,
              let (function, handled) = routeHandler(for: route, of: routeCases(written)) else { return false }
        note("\(router).\(method)(.\(route)): the route's case, at once (the router's own queue and replacements are not modelled)", at: call)
        let scope = Dictionary(function.parameters.map { ($0.name, Value.object("?")) }, uniquingKeysWith: { first, _ in first })
        withFrame(selfValue: .this, selfType: frames[frames.count - 1].selfType, source: function.source, scope: scope, callSite: call) { reader in
            reader.statements(handled.statements)
        }
        return true
    }

    /// The running coordinator's method with a `switch` on a route that has a case for `route`,
    /// and that case. With the router's route enum known (`ApplicationRouter<AppRoute>`), only a
    /// `switch` whose cases are all the enum's is one.
    private func routeHandler(for route: String, of enumCases: Set<String>?) -> (SwiftType.Function, SwitchCaseSyntax)? {
        guard let type = app.project.types[frames[frames.count - 1].selfType] else { return nil }
        for function in type.functions {
            guard let body = function.body else { continue }
            for item in body.statements {
                guard let switchExpression = item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                        ?? item.item.as(SwitchExprSyntax.self) else { continue }
                let cases = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
                if let enumCases {
                    let named = cases.compactMap { if case .case(let label) = $0.label { label.caseItems.map { MethodReader.caseName($0.pattern.trimmedText) } } else { nil } }
                    guard named.joined().allSatisfy(enumCases.contains) else { continue }
                }
                if let found = CoordinatorApp.routeCase(named: route, in: cases) { return (function, found) }
            }
        }
        return nil
    }

    /// The cases of the enum a router of routes is generic over (`ApplicationRouter<AppRoute>`),
    /// when the app declares it.
    private func routeCases(_ written: String) -> Set<String>? {
        guard let open = written.firstIndex(of: "<"), written.hasSuffix(">") else { return nil }
        let argument = written[written.index(after: open)..<written.index(before: written.endIndex)].trimmingCharacters(in: .whitespaces)
        return app.project.enumCases(of: argument).map(Set.init)
    }
}
