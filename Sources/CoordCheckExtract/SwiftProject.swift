import SwiftSyntax

/// Every type declared in a set of Swift files, extensions merged into the type they extend
/// (a protocol's extension methods are its default implementations).
struct SwiftProject {
    var sources: [SwiftSource]
    var types: [String: SwiftType] = [:]
    /// Type names in the order first declared, for stable output.
    var order: [String] = []
    /// What each `typealias` names: the parts of a composition (`typealias RootCoordinator =
    /// Coordinator & RootViewControllerProvider`), else the one type.
    var aliases: [String: [String]] = [:]
    /// The names classes and protocols declared inside another type have there (`Delegate` of
    /// `PickerViewController.Delegate`).
    var nestedNames: Set<String> = []
    /// Each file's index, by its syntax tree.
    private var sourceIndices: [SyntaxIdentifier: Int] = [:]

    init(sources: [SwiftSource]) {
        self.sources = sources
        for (index, source) in sources.enumerated() {
            sourceIndices[source.tree.id] = index
            for statement in source.tree.statements {
                collect(statement.item, source: index)
            }
        }
    }

    /// The index of the file a node is in.
    func source(of node: some SyntaxProtocol) -> Int? {
        sourceIndices[node.root.id]
    }

    private mutating func collect(_ item: CodeBlockItemSyntax.Item, source: Int) {
        guard let declaration = item.as(DeclSyntax.self) else { return }
        if let node = declaration.as(ClassDeclSyntax.self) {
            add(node.name.text, .classType, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        } else if let node = declaration.as(StructDeclSyntax.self) {
            add(node.name.text, .structType, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        } else if let node = declaration.as(EnumDeclSyntax.self) {
            add(node.name.text, .enumType, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        } else if let node = declaration.as(ProtocolDeclSyntax.self) {
            add(node.name.text, .protocolType, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        } else if let node = declaration.as(ExtensionDeclSyntax.self) {
            let name = node.extendedType.trimmedText.split(separator: "<").first.map(String.init) ?? ""
            add(name, .extensionOnly, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        } else if let node = declaration.as(TypeAliasDeclSyntax.self) {
            alias(node)
        }
    }

    private mutating func alias(_ node: TypeAliasDeclSyntax) {
        let written = node.initializer.value.trimmedText
        aliases[node.name.text] = Self.components(of: written).map { $0.split(separator: "<").first.map(String.init) ?? $0 }
    }

    private mutating func add(_ name: String, _ kind: SwiftType.Kind, _ inheritance: InheritanceClauseSyntax?,
                              _ members: MemberBlockSyntax, _ source: Int, _ node: Syntax) {
        if types[name] == nil {
            types[name] = SwiftType(name: name, kind: kind, inherited: [], source: source, node: node)
            order.append(name)
        }
        var type = types[name]!
        if kind != .extensionOnly, type.kind == .extensionOnly {
            type.kind = kind
            type.source = source
            type.node = node
        }
        type.inherited += (inheritance?.inheritedTypes ?? []).map {
            $0.type.trimmedText.split(separator: "<").first.map(String.init) ?? ""
        }
        // A protocol, a class or an enum declared inside the type (`class PickerViewController {
        // protocol Delegate … }`, `extension PickerCoordinator { final class ToolbarDecorator … }`) is
        // `PickerViewController.Delegate`, and the type's own members name it `Delegate`.
        let nested = members.members.compactMap { $0.decl.as(ProtocolDeclSyntax.self) }
        let nestedClasses = members.members.compactMap { $0.decl.as(ClassDeclSyntax.self) }
        // (`enum Tab: CaseIterable` inside the coordinator that builds its tab bar.)
        let nestedEnums = members.members.compactMap { $0.decl.as(EnumDeclSyntax.self) }
        let nestedNames = Set(nested.map(\.name.text) + nestedClasses.map(\.name.text) + nestedEnums.map(\.name.text))
        self.nestedNames.formUnion(nestedNames)
        let qualified = { (written: String) in nestedNames.contains(written) ? "\(name).\(written)" : written }
        for member in members.members {
            let declaration = member.decl
            if let variable = declaration.as(VariableDeclSyntax.self) {
                let weak = variable.modifiers.contains { $0.name.text == "weak" }
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let written = binding.typeAnnotation?.type.trimmedText
                    var getter: CodeBlockItemListSyntax?
                    var didSet: CodeBlockItemListSyntax?
                    switch binding.accessorBlock?.accessors {
                    case .getter(let statements): getter = statements
                    case .accessors(let accessors):
                        getter = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                        didSet = accessors.first { $0.accessorSpecifier.text == "didSet" }?.body?.statements
                    case nil: getter = nil
                    }
                    type.properties.append(.init(name: pattern.identifier.text, type: written.map { qualified(Self.bareType($0)) }, isWeak: weak,
                                                 initializer: binding.initializer?.value, getter: getter, didSet: didSet, source: source, node: Syntax(variable)))
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                type.functions.append(.init(name: function.name.text, parameters: Self.parameters(function.signature.parameterClause),
                                            body: function.body, defaults: Self.defaults(function.signature.parameterClause),
                                            returnType: function.signature.returnClause?.type.trimmedText,
                                            source: source, node: Syntax(function)))
            } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
                type.initializers.append(.init(name: "init", parameters: Self.parameters(initializer.signature.parameterClause),
                                               body: initializer.body, defaults: Self.defaults(initializer.signature.parameterClause),
                                               source: source, node: Syntax(initializer)))
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                self.alias(alias)
            } else if let deinitializer = declaration.as(DeinitializerDeclSyntax.self) {
                type.deinitializer = .init(name: "deinit", parameters: [], body: deinitializer.body, source: source,
                                           node: Syntax(deinitializer))
            }
        }
        types[name] = type
        for node in nested {
            add("\(name).\(node.name.text)", .protocolType, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        }
        for node in nestedClasses {
            add("\(name).\(node.name.text)", .classType, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        }
        for node in nestedEnums {
            add("\(name).\(node.name.text)", .enumType, node.inheritanceClause, node.memberBlock, source, Syntax(node))
        }
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [(label: String, name: String, type: String)] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.text
            let name = parameter.secondName?.text ?? label
            return (label, name, bareType(parameter.type.trimmedText))
        }
    }

    static func defaults(_ clause: FunctionParameterClauseSyntax) -> [String: ExprSyntax] {
        var result: [String: ExprSyntax] = [:]
        for parameter in clause.parameters {
            if let value = parameter.defaultValue?.value { result[(parameter.secondName ?? parameter.firstName).text] = value }
        }
        return result
    }

    /// `Coordinator?` → `Coordinator`; `[Coordinator]` stays.
    static func bareType(_ written: String) -> String {
        var type = written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("(any "), type.hasSuffix(")") { type = String(type.dropFirst(5).dropLast()) }
        if type.hasPrefix("any ") { type = String(type.dropFirst(4)) }
        return type
    }

    /// The types a written type names: each part of a composition (`(VaultNaming &
    /// Coordinator)` → both), else the type itself.
    static func components(of written: String) -> [String] {
        var type = written
        if type.hasPrefix("("), type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
        guard type.contains("&") else { return [written] }
        return type.split(separator: "&").map { bareType($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The cases an enum the app declares has, in the order written; nil for anything else.
    func enumCases(of name: String) -> [String]? {
        guard let declaration = types[name]?.node.as(EnumDeclSyntax.self) else { return nil }
        return declaration.memberBlock.members.flatMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? [] }
    }

    /// Every protocol `name` inherits, itself included.
    func protocolClosure(of name: String) -> [String] {
        var result: [String] = []
        var pending = [name]
        while let next = pending.popLast() {
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += types[next]?.inherited ?? aliases[next] ?? []
        }
        return result
    }
}
