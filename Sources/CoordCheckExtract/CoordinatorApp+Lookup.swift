import SwiftSyntax

/// Looking things up across the app's types: a method or property through base classes and
/// protocol extensions, the class implementing a protocol, what a written type is.
extension CoordinatorApp {
    static let uikitTypes: Set<String> = ["UINavigationController", "UITabBarController", "UIHostingController", "UIAlertController", "UISplitViewController"]

    /// The types `type` inherits from, nearest first: itself, its superclasses, its protocols.
    func lineage(of type: String) -> [String] {
        lineages[type] ?? Self.lineage(of: type, in: project)
    }

    static func lineage(of type: String, in project: SwiftProject) -> [String] {
        var result: [String] = []
        var pending = [type]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += project.types[next]?.inherited ?? []
        }
        return result
    }

    /// The other coordinator types the code of `coordinator` (and of the types it inherits)
    /// makes, in the order first made: the kinds of child it may keep.
    func childTypes(of coordinator: String) -> [String] {
        let types = lineage(of: coordinator).compactMap { project.types[$0] }
        let text = types.flatMap { type in
            (type.initializers + type.functions).compactMap { $0.body?.trimmedText } + type.properties.compactMap { $0.initializer?.trimmedText }
        }.joined(separator: "\n")
        var found: [String] = []
        for made in Self.calledNames(in: text).made where made != coordinator && coordinators.contains(made) && !found.contains(made) { found.append(made) }
        return found
    }

    /// A property of `type` or of a type it inherits, with the type that declares it.
    func property(named name: String, in type: String) -> (SwiftType.Property, String)? {
        for candidate in lineage(of: type) {
            if let property = project.types[candidate]?.property(named: name) { return (property, candidate) }
        }
        return nil
    }

    /// The stored property a property of `type` stands for: itself, or, for a computed one
    /// returning another member (`var rootViewController: UIViewController { tabBarController }`),
    /// the property it returns, followed to a stored one.
    func storedProperty(named name: String, in type: String) -> (SwiftType.Property, name: String)? {
        var name = name
        var seen: Set<String> = []
        while let (property, _) = property(named: name, in: type), seen.insert(name).inserted {
            guard let getter = property.getter else { return (property, name) }
            guard let returned = Self.returnedMember(getter) else { return nil }
            name = returned
        }
        return nil
    }

    /// Whether code of `type` or of a type it inherits makes the object a navigation controller's
    /// delegate (`self.navigationController.delegate = self` in a base class's `init`): an
    /// assignment of `self` to the `delegate` of a property holding a navigation controller, or
    /// of one whose type the code does not say.
    func makesItselfNavigationDelegate(_ type: String) -> Bool {
        lineage(of: type).contains { candidate in
            guard let own = project.types[candidate] else { return false }
            return (own.functions + own.initializers).contains { function in
                function.body?.tokens(viewMode: .sourceAccurate).contains { token in
                    guard token.text == "delegate", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                          let list = member.parent?.as(ExprListSyntax.self), let (target, value) = list.assignment,
                          target.id == member.id, value.trimmedText == "self" else { return false }
                    let holder = MethodReader.path(member.base?.trimmedText ?? "").split(separator: ".").map(String.init).filter { $0 != "self" }
                    guard let last = holder.last, last != "presentationController" else { return false }
                    guard holder.count == 1, let (property, _) = property(named: last, in: type) else { return true }
                    let written = property.type ?? property.initializer.flatMap(Self.calledTypeName)
                    return written.map { isNavigation(SwiftProject.bareType($0)) } ?? true
                } ?? false
            }
        }
    }

    /// The raw value of an enum case of the app's (`case orders` in `enum AppTab: Int`), when one
    /// enum with integer raw values has that case and none is written: its position.
    func integerRawValue(ofCase name: String) -> Int? {
        var found: [Int] = []
        for type in project.types.values where type.kind == .enumType && type.inherited.first == "Int" {
            guard let declaration = type.node.as(EnumDeclSyntax.self) else { continue }
            let elements = declaration.memberBlock.members.flatMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map { $0 } ?? [] }
            guard !elements.contains(where: { $0.rawValue != nil }), let position = elements.firstIndex(where: { $0.name.text == name }) else { continue }
            found.append(position)
        }
        return found.count == 1 ? found[0] : nil
    }

    /// What a computed property of the app's enums gives for a case, when it switches on `self`
    /// and returns `true` or `false` (`var requiresAuthentication: Bool { switch self { case
    /// .login: return false; case .home, .article: return true } }`) and every enum with that
    /// case and that property gives the same: nil otherwise.
    func enumProperty(_ name: String, of caseName: String) -> Bool? {
        var found: Set<Bool> = []
        for type in project.types.values where type.kind == .enumType {
            guard project.enumCases(of: type.name)?.contains(caseName) == true,
                  let getter = type.properties.first(where: { $0.name == name })?.getter else { continue }
            guard getter.count == 1, let item = getter.first?.item else { return nil }
            let written = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            guard let switchExpression = written?.as(SwitchExprSyntax.self), switchExpression.subject.trimmedText == "self" else { return nil }
            var value: Bool?
            for element in switchExpression.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
                let matches: Bool
                switch switchCase.label {
                case .case(let label): matches = label.caseItems.contains { MethodReader.caseName($0.pattern.trimmedText) == caseName }
                case .default: matches = true
                }
                guard matches else { continue }
                let body = switchCase.statements.trimmedText.replacingOccurrences(of: "return ", with: "")
                guard body == "true" || body == "false" else { return nil }
                value = body == "true"
                break
            }
            guard let value else { return nil }
            found.insert(value)
        }
        return found.count == 1 ? found.first : nil
    }

    /// The value of a constant flag of a type of the app (`BuildSettings.newLayout` with
    /// `static let newLayout = true`): nil for anything else (a `var`, a flag not in the
    /// sources read).
    func constantFlag(_ expression: ExprSyntax) -> Bool? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              project.types[base] != nil, let (property, _) = property(named: member.declName.baseName.text, in: base),
              property.node.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "let",
              let initial = property.initializer?.trimmedText, initial == "true" || initial == "false" else { return nil }
        return initial == "true"
    }

    /// The one expression a body gives (`{ children.compactMap { $0 as? T } }`, or `return` it).
    static func onlyExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let only = body.first else { return nil }
        switch only.item {
        case .expr(let written): return written
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// The enum case a property of `type` always has (`var type: CoordinatorType { .login }`,
    /// `let kind = Kind.login`), when it is one constant.
    func constantCase(_ name: String, in type: String) -> String? {
        guard let (property, _) = property(named: name, in: type) else { return nil }
        let expression = property.getter.map(Self.onlyExpression) ?? property.initializer
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              member.base.map({ $0.is(DeclReferenceExprSyntax.self) }) ?? true else { return nil }
        return member.declName.baseName.text
    }

    /// Whether the code of `type` and of its base classes and protocol extensions reads its
    /// own property `name` (`parentCoordinator?.childDidFinish(self)`), not only assigns it.
    func readsOwnProperty(_ name: String, in type: String) -> Bool {
        let pattern = "(?<![\\w.])(self\\.)?\(name)\\b(?!\\s*=[^=])"
        return lineage(of: type).contains { ancestor in
            guard let declared = project.types[ancestor] else { return false }
            return (declared.functions + declared.initializers).contains { function in
                function.body.map { $0.statements.description.range(of: pattern, options: .regularExpression) != nil } ?? false
            }
        }
    }

    /// Whether `name` is a stored collection of view controllers `type` keeps (the screens it
    /// pushed: `var pushedViewControllers: WeakArray<UIViewController>`).
    func keepsScreens(_ name: String, in type: String) -> Bool {
        guard let (property, _) = property(named: name, in: type), property.getter == nil,
              let written = property.type ?? property.initializer.map({ $0.trimmedText }) else { return false }
        let elements = written.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
        guard elements.count >= 2 || written.hasPrefix("[") else { return false }
        return elements.dropFirst(written.hasPrefix("[") ? 0 : 1).contains { $0 == "UIViewController" || screens.contains($0) }
    }

    /// The method `name` as `type` has it — its own, else a base class's, else a protocol
    /// extension's — choosing among overloads by argument labels, then by what the first
    /// argument is (`present(_ coordinator:)` or `present(_ viewController:)`).
    func function(_ name: String, in type: String, labels: [String]?, values: [Value]) -> (function: SwiftType.Function, owner: String)? {
        var overloads: [(function: SwiftType.Function, owner: String)] = []
        for candidate in lineage(of: type) {
            for function in project.types[candidate]?.functions ?? [] where function.name == name && function.body != nil {
                overloads.append((function, candidate))
            }
        }
        guard !overloads.isEmpty else { return nil }
        let fitting = labels.map { labels in overloads.filter { matches($0.function, labels: labels) } } ?? overloads
        let pool = fitting.isEmpty ? overloads : fitting
        // Given a value of a type of the app's (`Details.Route`): the overload taking that type.
        if pool.count > 1, case .object(let given)? = values.first,
           let typed = pool.first(where: { overload in overload.function.parameters.first.map { SwiftProject.bareType($0.type) } == given }) {
            return typed
        }
        if pool.count > 1, let first = values.first {
            let wantsCoordinator: Bool? = switch first {
            case .child, .coordinatorType, .this, .caller, .parent: true
            case .screen, .navigation, .presentable: false
            default: nil
            }
            if let wantsCoordinator, let chosen = pool.first(where: { overload in
                guard let type = overload.function.parameters.first?.type else { return false }
                return isCoordinatorType(type) == wantsCoordinator
            }) { return chosen }
        }
        return pool[0]
    }

    /// Whether `type` (or a base class, or a protocol extension) has a method `name` a call
    /// with these labels (and trailing closures, for its last parameters) can call.
    func hasFunction(_ name: String, in type: String, labels: [String], trailingClosures: Int = 0) -> Bool {
        lineage(of: type).contains { candidate in
            (project.types[candidate]?.functions ?? []).contains { function in
                function.name == name && function.body != nil && callable(function, labels: labels, trailingClosures: trailingClosures)
            }
        }
    }

    /// Whether a call with these labels (and trailing closures, for the last parameters) can call `function`.
    func callable(_ function: SwiftType.Function, labels: [String], trailingClosures: Int) -> Bool {
        matches(function, labels: labels)
            || trailingClosures > 0 && matches(function, labels: labels + function.parameters.suffix(trailingClosures).map(\.label))
    }

    /// A method the app adds to a framework's type or protocol (`extension NSObjectProtocol {
    /// func configure(_ body: (Self) -> Void) -> Self }`), for a call on a value of a framework
    /// type (`window.configure { $0.rootViewController = screen }`): the one such method a call
    /// with these labels can call, nil when there is none or more than one.
    func frameworkExtensionFunction(_ name: String, labels: [String], trailingClosures: Int) -> (function: SwiftType.Function, owner: String)? {
        let found = (extensionFunctions[name] ?? []).filter { callable($0.function, labels: labels, trailingClosures: trailingClosures) }
        return found.count == 1 ? found[0] : nil
    }

    /// Combine's and RxSwift's publishers, subjects and relays.
    static let publisherTypes: Set<String> = ["AnyPublisher", "Future", "Just", "Empty", "Deferred", "PassthroughSubject", "CurrentValueSubject",
                                              "Observable", "Single", "Maybe", "Completable", "Signal", "Driver", "PublishSubject", "BehaviorSubject",
                                              "PublishRelay", "BehaviorRelay"]

    /// Whether a written type is a publisher (`AnyPublisher<Void, Never>`, `some Publisher`,
    /// `Observable<Result>`), through the app's type aliases (`typealias Outcome<T> = AnyPublisher<T, Never>`).
    func isPublisher(_ written: String) -> Bool {
        var pending = [SwiftProject.bareType(written).replacingOccurrences(of: "some ", with: "")]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            let base = String(next.prefix { $0 != "<" })
            guard seen.insert(base).inserted else { continue }
            if base == "Publisher" || base == "ObservableType" || Self.publisherTypes.contains(base) { return true }
            pending += project.aliases[base] ?? []
        }
        return false
    }

    /// Whether a call with these labels can call `function` (parameters with default values may be left out).
    /// A method's selector: `select(_:room:)`.
    static func selector(of function: SwiftType.Function) -> String {
        "\(function.name)(\(function.parameters.map { "\($0.label):" }.joined()))"
    }

    /// Whether a call (`delegate?.select(self, room: r)`) calls the method of a protocol
    /// with this selector (`select(_:room:)`); trailing closures take the last parameters.
    static func selector(_ method: String, accepts call: FunctionCallExprSyntax) -> Bool {
        guard method.contains("("),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == baseName(ofSelector: method) else { return false }
        let labels = labels(ofSelector: method)
        let written = call.arguments.map { $0.label?.text ?? "_" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        return labels.count == written.count + trailing && Array(labels.prefix(written.count)) == written
    }

    /// `select` for `select(_:room:)`, a name for itself.
    static func baseName(ofSelector method: String) -> String {
        String(method.prefix { $0 != "(" })
    }

    /// `["_", "room"]` for `select(_:room:)`.
    static func labels(ofSelector method: String) -> [String] {
        method.drop { $0 != "(" }.dropFirst().split(separator: ":").filter { $0 != ")" }.map(String.init)
    }

    /// An event named after a method: a selector's name and labels (`select_room`).
    static func eventName(ofMethod method: String) -> String {
        guard method.contains("(") else { return method }
        return ([baseName(ofSelector: method)] + labels(ofSelector: method).filter { $0 != "_" }).joined(separator: "_")
    }

    func matches(_ function: SwiftType.Function, labels: [String]) -> Bool {
        var next = 0
        for label in labels {
            guard let index = function.parameters[next...].firstIndex(where: { $0.label == label }) else { return false }
            for skipped in function.parameters[next..<index] where function.defaults[skipped.name] == nil { return false }
            next = index + 1
        }
        return function.parameters[next...].allSatisfy { function.defaults[$0.name] != nil }
    }

    /// Whether a coordinator kind declares the method (`func start()` in `protocol Coordinator`).
    func isKindMethod(_ method: String) -> Bool {
        coordinatorProtocols.contains { project.types[$0]?.functions.contains { $0.name == method } ?? false }
    }

    /// ``topControllerMembers``: members whose code follows `presentedViewController` again and
    /// again — in a `while` or `repeat` loop, or by calling itself on it.
    func findTopControllerMembers() -> Set<String> {
        var found: Set<String> = []
        for name in project.order {
            guard let type = project.types[name] else { continue }
            let bodies = type.properties.compactMap { property in property.getter.map { (property.name, Syntax($0)) } }
                + type.functions.compactMap { function in function.body.map { (function.name, Syntax($0)) } }
            for (member, body) in bodies {
                let tokens = body.tokens(viewMode: .sourceAccurate)
                guard tokens.contains(where: { $0.text == "presentedViewController" }) else { continue }
                if tokens.contains(where: { $0.tokenKind == .keyword(.while) || $0.tokenKind == .keyword(.repeat) })
                    || tokens.contains(where: { $0.text == member && $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period }) {
                    found.insert(member)
                }
            }
        }
        return found
    }

    /// ``keptProtocols``.
    func findKeptProtocols() -> Set<String> {
        var implementers: [String: Int] = [:]
        for name in project.order where project.types[name].map({ $0.kind == .classType || $0.kind == .structType }) == true {
            for conformed in project.protocolClosure(of: name) { implementers[conformed, default: 0] += 1 }
        }
        var found: Set<String> = []
        for coordinator in coordinators {
            for initializer in project.types[coordinator]?.initializers ?? [] {
                let kept = keptParameters(of: initializer, in: coordinator)
                for parameter in initializer.parameters where kept[parameter.name] != nil {
                    let declared = SwiftProject.bareType(parameter.type)
                    if project.types[declared]?.kind == .protocolType, implementers[declared, default: 0] > 1 { found.insert(declared) }
                }
            }
        }
        return found
    }

    /// A coordinator class or a protocol coordinators conform to.
    func isCoordinatorType(_ type: String) -> Bool {
        coordinators.contains(type) || coordinatorProtocols.contains(type)
    }

    func isNavigation(_ type: String) -> Bool {
        type == "UINavigationController" || (project.types[type]?.kind == .classType && lineage(of: type).contains("UINavigationController"))
            || wrapsNavigation(type)
    }

    /// Whether a screen type is built around other view controllers (an initializer taking
    /// one): a container whose content the user sees.
    func embedsScreens(_ type: String) -> Bool {
        project.types[type]?.initializers.contains { initializer in
            initializer.parameters.contains { $0.type == "UIViewController" || screens.contains($0.type) }
        } ?? false
    }

    /// A view controller that holds a navigation controller and pushes onto it
    /// (`let childNavigationController: UINavigationController`, `func pushViewController`):
    /// a navigation controller as far as its users are concerned.
    func wrapsNavigation(_ type: String) -> Bool {
        guard let declared = project.types[type], declared.kind == .classType, declared.function(named: "pushViewController") != nil else { return false }
        // A container that keeps its own stack (`setViewControllers`, `popViewController`).
        if declared.function(named: "setViewControllers") != nil, declared.function(named: "popViewController") != nil { return true }
        return declared.properties.contains { property in
            property.getter == nil && property.type.map { $0 == "UINavigationController" || lineage(of: $0).contains("UINavigationController") } == true
        }
    }

    func isTabBar(_ type: String) -> Bool { tabBars.contains(type) }

    /// Whether a stored property holds a tab bar controller (written so, or made as one).
    func holdsTabBar(_ property: SwiftType.Property) -> Bool {
        isTabBar(property.type ?? property.initializer.flatMap(Self.calledTypeName) ?? "")
    }

    /// Whether the code of `type` (or of a type it inherits) assigns the property, or the
    /// property has an initial value.
    func assignsItself(_ name: String, in type: String) -> Bool {
        if let (property, _) = property(named: name, in: type), property.initializer != nil { return true }
        return lineage(of: type).contains { candidate in
            guard let own = project.types[candidate] else { return false }
            return (own.initializers + own.functions).contains { initializer in
                initializer.body?.statements.trimmedText.range(of: "\\b\(name)\\s*=[^=]", options: .regularExpression) != nil
            }
        }
    }

    /// Whether a coordinator's code puts its own stack in the tab bar it holds under `property`
    /// (`tabBarController.setViewControllers(tabs + [navigationController], …)`, `viewControllers
    /// = …`, `viewControllers?.append(…)`).
    func addsItsStack(to property: String, in coordinator: String) -> Bool {
        lineage(of: coordinator).contains { candidate in
            (project.types[candidate]?.functions ?? []).contains { function in
                let body = function.body?.statements.trimmedText.replacingOccurrences(of: "?", with: "") ?? ""
                return [".setViewControllers(", ".viewControllers =", ".viewControllers.append("].contains { body.contains(property + $0) }
            }
        }
    }

    /// The value a stored flag (`var hasStartedOnce = false`) holds in an instance just made:
    /// the literal it is declared with, when no initializer of its type assigns it. Nil for
    /// anything else.
    func initialFlag(_ name: String, in type: String) -> Bool? {
        guard let (property, owner) = property(named: name, in: type), property.getter == nil,
              let initial = property.initializer?.trimmedText, initial == "true" || initial == "false" else { return nil }
        let assigns = (project.types[owner]?.initializers ?? []).contains { initializer in
            (initializer.body?.description ?? "").range(of: #"\b\#(name)\s*=[^=]"#, options: .regularExpression) != nil
        }
        return assigns ? nil : initial == "true"
    }

    /// Whether a type's own code (its methods and initializers, its extensions') assigns one
    /// of its stored properties (`type = …`, `self.type = …`).
    func assignsOwnProperty(_ name: String, in type: String) -> Bool {
        guard let declared = project.types[type] else { return false }
        return Self.anyAssigns(name, in: declared.functions + declared.initializers)
    }

    /// Whether one of the functions assigns the property `name` of self (`name = …`, `self.name
    /// = …`; not a local of that name: `guard let name = name`). (``assigns(_:outsideInitializersOf:)``,
    /// which finds parent properties, still counts such a local: element's drafts depend on it.)
    static func anyAssigns(_ name: String, in functions: [SwiftType.Function]) -> Bool {
        functions.contains { function in
            // (The pattern is compiled only for a body naming the property.)
            guard let body = function.body?.description, body.mentions(name) else { return false }
            return body.range(of: #"(?<![\w.])(?<!let )(?<!var )(self\.)?\#(name)\s*=[^=]"#, options: .regularExpression) != nil
        }
    }

    /// The coordinator or screen type a closure makes (the first it names): a start case's name.
    func madeTypeName(of closure: ClosureExprSyntax) -> String? {
        closure.tokens(viewMode: .sourceAccurate).lazy.map(\.text).first { coordinators.contains($0) || screens.contains($0) }
    }

    /// The stored properties an initializer keeps its parameters in (`self.onFinish = onFinish`,
    /// `handler = completion`): each parameter's name, to its property's.
    func keptParameters(of initializer: SwiftType.Function, in type: String) -> [String: String] {
        let names = Set(initializer.parameters.map(\.name))
        var kept: [String: String] = [:]
        for item in initializer.body?.statements ?? [] {
            guard let (target, value) = item.item.as(SequenceExprSyntax.self)?.elements.assignment,
                  let parameter = value.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(parameter),
                  let stored = MethodReader.ownName(target), property(named: stored, in: type) != nil else { continue }
            kept[parameter] = stored
        }
        return kept
    }

    /// The properties of `type` some initializer keeps one of its parameters in, by name.
    func propertiesKeptByInitializers(of type: String) -> [String] {
        (project.types[type]?.initializers ?? []).flatMap { keptParameters(of: $0, in: type).values.sorted() }
    }

    /// Whether an optional stored property holds, for the object's life, what every
    /// initializer gave it from a parameter that is not optional (`weak var presenter:
    /// UIViewController?` set by `init(presenter: UIViewController)`), code outside the
    /// initializers never assigning it: binding it (`guard let presenter`) holds while what
    /// it references lives, as the model's coordinators and their screens do.
    func isSetForLife(_ name: String, in type: String) -> Bool {
        guard let declared = project.types[type], !declared.initializers.isEmpty, let (property, _) = property(named: name, in: type),
              property.initializer == nil, property.getter == nil,
              declared.initializers.allSatisfy({ initializer in
                  keptParameters(of: initializer, in: type).contains { parameter, stored in
                      stored == name && initializer.node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.contains {
                          ($0.secondName ?? $0.firstName).text == parameter && !$0.type.is(OptionalTypeSyntax.self)
                              && !$0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                      } == true
                  }
              }) else { return false }
        return !Self.anyAssigns(name, in: declared.functions)
    }

    /// Whether a screen's own code keeps UIKit's back swipe working on its stack
    /// (`navigationController?.interactivePopGestureRecognizer?.delegate = self`, or `isEnabled
    /// = true`), as screens with a custom back button do: the stack then pops them by a swipe.
    func keepsBackSwipe(_ screen: String) -> Bool {
        lineage(of: screen).contains(where: backSwipeKeepers.contains)
    }

    /// Whether a stored property is an optional `var` with no initial value
    /// (`private var lockScreen: Style?`): nil until code sets it.
    func isNilUntilSet(_ name: String, in type: String) -> Bool {
        guard let (property, _) = property(named: name, in: type), property.initializer == nil, property.getter == nil,
              let variable = property.node.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var" else { return false }
        return variable.bindings.contains { binding in
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && binding.accessorBlock == nil
                && binding.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self) } == true
        }
    }

    /// Whether a split view delegate of the app implements
    /// `splitViewController(_:collapseSecondary:onto:)` (to discard a placeholder secondary).
    var discardsCollapsedSecondary: Bool {
        project.types.values.contains { type in
            type.functions.contains { $0.name == "splitViewController" && $0.parameters.map(\.label) == ["_", "collapseSecondary", "onto"] }
        }
    }

    /// `UISplitViewController` or a subclass of the app's.
    func isSplitView(_ type: String) -> Bool { lineage(of: type).contains("UISplitViewController") }

    func isNavigationValue(_ value: Value) -> Bool {
        switch value {
        case .ownStack, .navigation, .tabStack: true
        default: false
        }
    }

    /// The first navigation controller class of the app with methods of its own.
    func findNavigationSubclass() -> String? {
        project.order.first { name in
            isNavigation(name) && name != "UINavigationController" && !(project.types[name]?.functions.isEmpty ?? true)
        }
    }

    /// The class implementing a protocol (a factory's, a router's); nil for a class.
    func implementer(of type: String) -> String? {
        implementers[type]
    }

    /// The one screen implementing a protocol of the app (`ProjectDetailModule`, implemented by
    /// `ProjectDetailViewController` alone); nil when another type implements it too.
    func soleScreen(implementing type: String) -> String? {
        guard !sharedProtocols.contains(type), let implementer = implementers[type], screens.contains(implementer) else { return nil }
        return implementer
    }

    /// For a protocol: the coordinators conforming to it that implement `method` (a delegate).
    func coordinatorsImplementing(_ type: String, _ method: String) -> [String]? {
        guard project.types[type]?.kind == .protocolType else { return nil }
        return (conformingCoordinators[type] ?? []).filter { project.types[$0]?.function(named: method) != nil }
    }
}
