import SwiftSyntax

/// `popToViewController(stack[entryIndex - 1], animated:)` with `entryIndex =
/// stack.firstIndex(of: entryViewController)`: back to the screen below the first one the
/// coordinator showed, which is the language's `unwind` (docs/language.md).
extension MethodReader {
    /// Whether `popToViewController`'s argument is the screen just below the first screen the
    /// running coordinator shows: `list[i - 1]` or `list[list.index(before: i)]`, where `i` is
    /// bound to `list.firstIndex(of: e)` (or `firstIndex { $0 === e }`) on the same list, and
    /// `e` is the property holding that first screen (``DraftFacts/entryScreenProperties``),
    /// read directly or through locals bound to it.
    func popsBelowFirstScreen(_ argument: ExprSyntax) -> Bool {
        guard let element = argument.as(SubscriptCallExprSyntax.self), element.arguments.count == 1,
              let position = element.arguments.first?.expression,
              let index = Self.predecessor(position, in: element.calledExpression.trimmedText),
              let body = Self.enclosingBody(of: Syntax(argument)),
              let found = Self.binding(of: index, in: body, before: argument.position),
              let (list, subject) = Self.firstIndexSubject(found),
              list == element.calledExpression.trimmedText else { return false }
        let name = Self.boundName(subject, in: body, before: argument.position)
        return app.lineage(of: frames[frames.count - 1].selfType).contains { facts.entryScreenProperties.contains($0 + "." + name) }
    }

    /// The property a local was bound to before `position` (`if let entry = entryViewController,
    /// …`), through locals bound to locals; the name itself when it is no such local.
    private static func boundName(_ name: String, in body: CodeBlockSyntax, before position: AbsolutePosition) -> String {
        var name = name
        var followed: Set<String> = []
        while followed.insert(name).inserted, let bound = binding(of: name, in: body, before: position), let property = ownName(bound) {
            name = property
        }
        return name
    }

    /// Whether `popToViewController`'s argument is the screen that was on top of the stack when
    /// the running coordinator started (``CoordinatorApp/keepsStartingTop(_:in:)``: `entry =
    /// navigationController.topViewController`, before it shows anything), read directly or
    /// through locals bound to it: the screen just below its first one.
    func popsToStartingTop(_ argument: ExprSyntax) -> Bool {
        guard var name = Self.ownName(argument) else { return false }
        if let body = Self.enclosingBody(of: Syntax(argument)) { name = Self.boundName(name, in: body, before: argument.position) }
        return app.lineage(of: frames[frames.count - 1].selfType).contains { app.keepsStartingTop(name, in: $0) }
    }

    /// `i` for `i - 1`, or for `list.index(before: i)` on the subscripted list.
    private static func predecessor(_ position: ExprSyntax, in list: String) -> String? {
        if let sequence = position.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "-", parts[2].as(IntegerLiteralExprSyntax.self)?.literal.text == "1" else { return nil }
            return ownName(parts[0])
        }
        if let infix = position.as(InfixOperatorExprSyntax.self) {
            guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-", infix.rightOperand.as(IntegerLiteralExprSyntax.self)?.literal.text == "1" else { return nil }
            return ownName(infix.leftOperand)
        }
        if let call = position.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "index", member.base?.trimmedText == list,
           call.arguments.count == 1, let before = call.arguments.first, before.label?.text == "before" {
            return ownName(before.expression)
        }
        return nil
    }

    /// The body of the function (or accessor, initializer) the node is written in.
    private static func enclosingBody(of node: Syntax) -> CodeBlockSyntax? {
        var current = node.parent
        while let next = current {
            if let function = next.as(FunctionDeclSyntax.self) { return function.body }
            if let initializer = next.as(InitializerDeclSyntax.self) { return initializer.body }
            current = next.parent
        }
        return nil
    }

    /// What the last binding of a local written before `position` in `body` is bound to
    /// (`let i = …`, `if let i = …`, `guard let i = …`).
    static func binding(of name: String, in body: CodeBlockSyntax, before position: AbsolutePosition) -> ExprSyntax? {
        final class Bindings: SyntaxVisitor {
            let name: String
            let limit: AbsolutePosition
            var found: ExprSyntax?
            init(name: String, limit: AbsolutePosition) {
                self.name = name
                self.limit = limit
                super.init(viewMode: .sourceAccurate)
            }
            func bind(_ pattern: PatternSyntax, _ value: ExprSyntax?) {
                guard let value, pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, value.position < limit else { return }
                found = value
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                bind(node.pattern, node.initializer?.value)
                return .visitChildren
            }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                bind(node.pattern, node.initializer?.value)
                return .visitChildren
            }
        }
        let bindings = Bindings(name: name, limit: position)
        bindings.walk(body)
        return bindings.found
    }

    /// The list and the element a `firstIndex` call looks for: `list.firstIndex(of: e)`,
    /// `list.firstIndex { $0 === e }`, `list.firstIndex(where: { $0 == e })`, force-unwrapped or not.
    private static func firstIndexSubject(_ expression: ExprSyntax) -> (list: String, subject: String)? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        guard let call = unwrapped.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "firstIndex", let list = member.base?.trimmedText else { return nil }
        if let of = call.arguments.first, call.arguments.count == 1, of.label?.text == "of" {
            return ownName(of.expression).map { (list, $0) }
        }
        let predicate = call.trailingClosure ?? call.arguments.first { $0.label?.text == "where" }?.expression.as(ClosureExprSyntax.self)
        guard let statement = predicate?.statements.first, predicate?.statements.count == 1,
              let comparison = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), comparison.elements.count == 3 else { return nil }
        let parts = Array(comparison.elements)
        guard let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["===", "=="].contains(operation) else { return nil }
        let sides = [parts[0], parts[2]].map(\.trimmedText)
        guard let anonymous = sides.firstIndex(of: "$0") else { return nil }
        return ownName(anonymous == 0 ? parts[2] : parts[0]).map { (list, $0) }
    }
}
