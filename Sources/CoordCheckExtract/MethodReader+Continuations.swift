import SwiftSyntax

/// Swift concurrency's continuations: a creator awaiting a child's async method that
/// suspends on one (`let result = await transfer.run(…)` over `withCheckedContinuation { … }`)
/// goes on when the child resumes it (`continuation?.resume(returning: .cancelled)`). What
/// follows the `await` is the creator's code the child calls back (docs/extract.md,
/// "Children awaited").
extension MethodReader {
    /// The child a statement awaits (`let result = await transfer.run(…)`, `await
    /// details.start()`), when the method awaited suspends on a continuation of its own
    /// (`withCheckedContinuation { … }`): nil for anything else.
    mutating func awaitedChild(_ item: CodeBlockItemSyntax) -> Int? {
        let awaited: ExprSyntax? = switch item.item {
        case .expr(let expression): expression
        case .decl(let declaration): declaration.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
        default: nil
        }
        var expression = awaited
        if let sequence = expression?.as(SequenceExprSyntax.self), let (_, right) = sequence.elements.assignment { expression = right }
        if let attempt = expression?.as(TryExprSyntax.self) { expression = attempt.expression }
        guard let call = expression?.as(AwaitExprSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              frames[frames.count - 1].scope[name] != nil, let child = lookup(name).childIndex,
              let (function, _) = app.implementation(of: member.declName.baseName.text, in: children[child].type),
              let body = function.body?.description, MethodReader.continuationFunctions.contains(where: body.contains) else { return nil }
        return child
    }

    /// What follows an `await` of a child (``awaitedChild(_:)``), from `start`: wired on the
    /// child, run when it resumes its continuation (``resumeProperty``).
    mutating func wireAwaitedRest(_ items: CodeBlockItemListSyntax, from start: Int, onto child: Int, at node: CodeBlockItemSyntax) {
        wireCode(items, from: start, captured: visibleScope(), onto: child, as: Self.resumeProperty, place: place(node), source: frames[frames.count - 1].source)
    }

    /// Swift's functions suspending on a continuation the closure they run is given.
    static let continuationFunctions = ["withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
                                        "withUnsafeThrowingContinuation"]

    /// The wiring name of what runs after a child resumes the continuation its creator awaits.
    static let resumeProperty = "resume"

    /// The value a continuation the coordinator's code is given has.
    static let continuationValue = "continuation"

    /// Whether a value is a continuation: one a closure was given (``continuationValue``), or
    /// a property of self declared as one.
    func isContinuation(_ value: Value, _ text: String) -> Bool {
        if case .literal(MethodReader.continuationValue) = value { return true }
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        guard !name.contains("."), let (property, _) = app.property(named: name, in: frames[frames.count - 1].selfType) else { return false }
        return property.type.map { $0.contains("Continuation<") } ?? false
    }
}
