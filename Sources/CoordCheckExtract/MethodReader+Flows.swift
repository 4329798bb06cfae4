import Foundation
import SwiftSyntax

/// RxFlow: each `Flow` is a coordinator whose `navigate(to:)` cases are its routes. A case
/// returns its contributors: `.contribute(withNextPresentable: childFlow, withNextStepper:
/// stepper)` starts a child flow at the stepper's first step; `Flows.use(flow) { root in … }`
/// runs its closure with the flow's root view controller, where the creator shows it.
extension MethodReader {
    /// `.contribute(withNextPresentable: X, withNextStepper: S)`, `.contribute(withNext: X)`:
    /// a child flow joins self's children and starts at the stepper's step.
    mutating func contribute(_ arguments: Arguments, at call: FunctionCallExprSyntax) {
        guard let presentable = arguments.first(where: { $0.label == "withNextPresentable" || $0.label == "withNext" }) else { return }
        let value = evaluate(presentable.expression)
        guard let child = value.childIndex, app.isFlow(children[child].type) else { return }
        // `withNext: flow` is its own stepper.
        let step = arguments.first { $0.label == "withNextStepper" }.map { initialStep(of: $0.expression) } ?? initialStep(of: value)
        if let step { entries.append((children[child].type, Self.stepEntry + step)) }
        // Its root shown where the model cannot say (embedded in a screen of the creator's):
        // the flow would own nothing on screen.
        if !children[child].started, children[child].placement == nil {
            note("\(children[child].type)'s root is not pushed, presented or a tab: not modelled", at: call)
            return
        }
        adopt(child)
        startChild(child, entry: nil, at: call)
    }

    /// `entries` of a flow started at a step: `step:` and the step's case.
    static let stepEntry = "step:"

    /// The first step a stepper emits: `OneStepper(withSingleStep: .x)`, the first of a
    /// `CompositeStepper(steppers: […])` that has one, or a stepper class's `initialStep`.
    mutating func initialStep(of stepper: ExprSyntax) -> String? {
        if let call = stepper.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedText
            if callee.hasSuffix("OneStepper"), let step = call.arguments.first?.expression { return Self.routeCase(step).0 }
            if callee.hasSuffix("CompositeStepper"), let array = call.arguments.first?.expression.as(ArrayExprSyntax.self) {
                for element in array.elements { if let step = initialStep(of: element.expression) { return step } }
                return nil
            }
        }
        return initialStep(of: lookupWithoutEffects(stepper) ?? evaluate(stepper))
    }

    /// A stepper object's `initialStep` (a flow that is its own stepper has one too).
    mutating func initialStep(of stepper: Value) -> String? {
        let type: String? = switch stepper {
        case .object(let type): type
        case .child(let index), .presentable(let index): children[index].type
        default: nil
        }
        guard let type, let (property, _) = app.property(named: "initialStep", in: type) else { return nil }
        let written: ExprSyntax? = property.initializer ?? property.getter.flatMap { getter in
            guard getter.count == 1, let only = getter.first else { return nil }
            switch only.item {
            case .expr(let expression): return expression
            case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
            default: return nil
            }
        }
        return written.map { Self.routeCase($0).0 }
    }

    /// A local variable's value, without evaluating anything.
    private func lookupWithoutEffects(_ expression: ExprSyntax) -> Value? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return frames[frames.count - 1].scope[name]
    }

    /// `Flows.use(a, b, when: .created) { rootA, rootB in … }`: the closure runs with each
    /// flow's root view controller.
    mutating func flowsUse(_ arguments: Arguments, closures: [ClosureExprSyntax]) {
        let roots = arguments.filter { $0.label == "_" }.map { argument -> Value in
            let value = evaluate(argument.expression)
            return value.childIndex.map { .presentable($0) } ?? value
        }
        for closure in closures { runClosure(closure, captured: visibleScope(), arguments: roots) }
    }

    /// `flowCoordinator.coordinate(flow: appFlow, with: AppStepper())`: the flow starts at the
    /// stepper's first step.
    mutating func coordinateFlow(_ arguments: Arguments, at call: FunctionCallExprSyntax) {
        guard let flow = arguments.first, let child = evaluate(flow.expression).childIndex else { return }
        let step = arguments.dropFirst().first.flatMap { initialStep(of: $0.expression) }
        startChild(child, entry: step.map { Self.stepEntry + $0 }, at: call)
    }
}
