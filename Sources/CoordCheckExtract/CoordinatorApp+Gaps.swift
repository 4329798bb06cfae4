import SwiftSyntax

/// What a draft could not follow from a screen to its coordinator: the calls a screen with no
/// event makes into the coordinator layer, directly or through what it holds, the closures it
/// calls and its user actions.
extension CoordinatorApp {
    /// A call of a screen's code that reaches the coordinator layer: `coordinator?.close()` on
    /// a property typed as a coordinator (or a protocol one adopts), or `viewModel.didFinish()`
    /// on one that holds such a thing, within a few steps (a view model holding an adaptor
    /// holding the coordinator).
    struct LayerCall {
        /// As written, one line: `viewModel.showDetail()`.
        var text: String
        /// Where it is written (`path:line:col`).
        var place: String
    }

    /// How many steps of "holds" lead from a screen's property to the coordinator layer.
    static let layerDepth = 3

    /// What of `screen`'s code may move the app on but was not followed, in the order
    /// written: calls into the coordinator layer (directly or through what the screen holds),
    /// calls of closures it or what it holds keeps (`viewModel.button.action()`, `onDone?()`:
    /// whoever set them decides where they go), and its `@IBAction`/`@objc` methods that do
    /// neither (a user action the draft found no handler for).
    func layerCalls(of screen: String) -> [LayerCall] {
        guard let type = project.types[screen] else { return [] }
        var calls: [LayerCall] = []
        for function in type.functions + type.initializers {
            guard let body = function.body else { continue }
            let source = project.sources[function.source]
            var followed = false
            for call in FunctionCalls.of(body) where reachesLayer(call.calledExpression, in: screen) || callsClosure(call.calledExpression, in: screen) {
                calls.append(LayerCall(text: Self.shortText(of: call), place: source.place(of: call)))
                followed = true
            }
            if !followed, let declaration = function.node.as(FunctionDeclSyntax.self), Self.isUserAction(declaration) {
                calls.append(LayerCall(text: "the action \(function.name)", place: source.place(of: declaration.name)))
            }
        }
        return calls
    }

    /// A call's text for a note: its first line, cut after its first 16 tokens (a count of
    /// tokens, not of characters, so that the cut does not depend on the names' lengths).
    static func shortText(of call: FunctionCallExprSyntax) -> String {
        let text = call.trimmedText
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        let tokens = Array(call.tokens(viewMode: .sourceAccurate).prefix(17))
        guard tokens.count > 16 else { return firstLine }
        let end = tokens[15].endPositionBeforeTrailingTrivia.utf8Offset - call.positionAfterSkippingLeadingTrivia.utf8Offset
        let cut = String(decoding: text.utf8.prefix(end), as: UTF8.self)
        return cut.count < firstLine.count ? cut + "…" : firstLine
    }

    /// `@IBAction`, or `@objc` (a target-action selector).
    static func isUserAction(_ declaration: FunctionDeclSyntax) -> Bool {
        declaration.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return ["IBAction", "objc"].contains(attribute.attributeName.trimmedText)
        }
    }

    /// Whether a call's receiver, a property of `screen` (`coordinator?.close`,
    /// `viewModel.didFinish`), is typed as the coordinator layer or holds it.
    private func reachesLayer(_ called: ExprSyntax, in screen: String) -> Bool {
        guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base,
              let holder = Self.memberChain(of: base)?.first, let property = project.types[screen]?.property(named: holder),
              let written = property.type
        else { return false }
        return SwiftProject.components(of: written).contains { reachesLayer($0, depth: Self.layerDepth) }
    }

    /// Whether a call calls a closure a property keeps: the screen's own (`onDone?()`), or
    /// one of what it holds, followed by declared types (`viewModel.button.action()`).
    private func callsClosure(_ called: ExprSyntax, in screen: String) -> Bool {
        guard let names = Self.memberChain(of: called) else { return false }
        var owner = screen
        for (index, name) in names.enumerated() {
            guard let (property, _) = property(named: name, in: owner), let written = property.type else { return false }
            if index == names.count - 1 { return written.contains("->") }
            owner = SwiftProject.bareType(written)
        }
        return false
    }

    /// Whether a type is the coordinator layer, or holds it (its stored properties, its
    /// initializer's parameters, a protocol's implementer's) within `depth` steps.
    func reachesLayer(_ type: String, depth: Int) -> Bool {
        if isCoordinatorType(type) || coordinators.contains(where: { lineage(of: $0).contains(type) }) { return true }
        guard depth > 0, let declared = project.types[type], !screens.contains(type) else { return false }
        let held = declared.kind == .protocolType ? implementer(of: type).flatMap { project.types[$0] } : declared
        guard let held else { return false }
        let types = held.properties.compactMap(\.type) + held.initializers.flatMap { $0.parameters.map(\.type) }
        return types.flatMap(SwiftProject.components(of:)).map(SwiftProject.bareType).contains { reachesLayer($0, depth: depth - 1) }
    }

    /// The names a chain of member accesses reads, from its root: `coordinator?.close` →
    /// `[coordinator, close]`, `self.viewModel.button.action` → `[viewModel, button, action]`;
    /// nil when it starts with anything but a name (a call, a literal, an implicit member).
    static func memberChain(of expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var expression = expression
        while true {
            if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression; continue }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression; continue }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                names.insert(member.declName.baseName.text, at: 0)
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return names }
                expression = base
                continue
            }
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
            return [reference.baseName.text] + names
        }
    }
}
