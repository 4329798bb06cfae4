/// The state of one compilation: the syntax, the names declared so far, the diagnostics.
struct Compilation {
    let file: SourceFile
    let syntax: ScenarioSyntax
    var diagnostics: [Diagnostic] = []
    /// Handlers compiled so far: the next ``Handler/id``.
    var handlerCount = 0
    var flowIndex: [String: Int] = [:]
    var screenIndex: [String: Int] = [:]
    var typeIndex: [String: Int] = [:]
    var globalIndex: [String: Int] = [:]
    /// Dictionary keys children are stored under (`start X key k`), in the order first written.
    var childKeys: [String] = []
    /// Closures compiled so far (`completion:`, `async:`), by number.
    var blocks: [Block] = []

    init(file: SourceFile, syntax: ScenarioSyntax) {
        self.file = file
        self.syntax = syntax
    }

    mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(at: location, message))
    }

    mutating func run() -> Scenario {
        let depth = resolveDepth()
        let (flows, flowIndex) = declareUnique(syntax.flows, what: "flow")
        let (globals, globalIndex) = declareUnique(syntax.globalEvents, what: "event")
        self.flowIndex = flowIndex
        self.globalIndex = globalIndex
        for event in syntax.globalEvents where ScenarioCompiler.reservedEventNames.contains(event.text) {
            error(event.location, "'\(event.text)' is a built-in event and cannot be declared")
        }
        let disabled = resolveDisabled()
        let screens = declareScreens()
        declareTypes()
        let rootType = resolveRoot()
        childKeys = storedKeys()
        var coordinators: [CoordinatorType] = []
        for coordinator in syntax.coordinators {
            coordinators.append(compileCoordinator(coordinator))
        }
        let scenario = Scenario(
            name: syntax.name?.text ?? Self.stem(of: file.path), path: file.path, depth: depth,
            flows: flows, screens: screens, coordinators: coordinators, rootType: rootType,
            globalEvents: globals, disabledEvents: disabled, assertions: [], expectations: [])
        var complete = scenario
        complete.childKeys = childKeys
        complete.blocks = blocks
        complete.animated = syntax.animations != nil
        complete.assertions = compileAssertions()
        complete.reachabilityAssertions = compileReachabilityAssertions()
        complete.expectations = compileExpectations(assertions: complete.assertions.map(\.name) + complete.reachabilityAssertions.map(\.name))
        if diagnostics.allSatisfy({ $0.severity != .error }) {
            checkGlobalEventsHandled(complete)
            checkScreenEventsHandled(complete)
            checkStartRecursion(complete)
        }
        return complete
    }

    /// The scenario's name when it has no `scenario` line: the file's name without its
    /// extension, or `scenario` when that has no letter or digit (`..txt`, ` .txt`).
    static func stem(of path: String) -> String {
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var stem = base
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { stem = String(base[..<dot]) }
        return stem.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ? stem : "scenario"
    }

    // MARK: Declarations

    mutating func resolveDepth() -> Int {
        guard let (value, location) = syntax.depth else { return ScenarioCompiler.defaultDepth }
        guard ScenarioCompiler.depthRange.contains(value) else {
            error(location, "depth \(value) is out of range; use \(ScenarioCompiler.depthRange.lowerBound) to \(ScenarioCompiler.depthRange.upperBound)")
            return ScenarioCompiler.defaultDepth
        }
        return value
    }

    mutating func declareUnique(_ names: [Name], what: String) -> (names: [String], index: [String: Int]) {
        var declared: [String] = []
        var index: [String: Int] = [:]
        for name in names {
            if index[name.text] != nil {
                error(name.location, "duplicate \(what) '\(name.text)'")
                continue
            }
            index[name.text] = declared.count
            declared.append(name.text)
        }
        return (declared, index)
    }

    mutating func resolveDisabled() -> Set<SystemEvent> {
        var result: Set<SystemEvent> = []
        for name in syntax.disabledEvents {
            if let event = SystemEvent(rawValue: name.text) {
                result.insert(event)
            } else {
                error(name.location, "'\(name.text)' cannot be disabled; use swipeBack, swipeDismiss or reselectTab"
                    + NameSuggestion.hint(for: name.text, among: SystemEvent.allCases.map(\.rawValue)))
            }
        }
        return result
    }

    mutating func declareScreens() -> [ScreenType] {
        var screens: [ScreenType] = []
        for declaration in syntax.screens {
            if screenIndex[declaration.name.text] != nil {
                error(declaration.name.location, "duplicate screen '\(declaration.name.text)'")
                continue
            }
            var seen: Set<String> = []
            for event in declaration.events {
                if !seen.insert(event.text).inserted {
                    error(event.location, "duplicate event '\(event.text)' on screen '\(declaration.name.text)'")
                } else if ScenarioCompiler.namedTriggers.contains(event.text) {
                    error(event.location, "'\(event.text)' is a built-in event; screens declare their own taps")
                }
            }
            screenIndex[declaration.name.text] = screens.count
            var events: [String] = []
            var locations: [SourceLocation] = []
            for event in declaration.events where !events.contains(event.text) {
                events.append(event.text)
                locations.append(event.location)
            }
            let attributes = Set(declaration.attributes.map(\.text))
            screens.append(ScreenType(name: declaration.name.text, events: events, eventLocations: locations,
                                      hidesBackButton: attributes.contains("hidesBackButton"),
                                      hidesBottomBarWhenPushed: attributes.contains("hidesBottomBarWhenPushed"),
                                      weakCoordinator: attributes.contains("coordinator weak")))
        }
        return screens
    }

    mutating func declareTypes() {
        for (position, coordinator) in syntax.coordinators.enumerated() {
            let name = coordinator.name
            if typeIndex[name.text] != nil {
                error(name.location, "duplicate coordinator '\(name.text)'")
            } else if screenIndex[name.text] != nil {
                error(name.location, "'\(name.text)' is already declared as a screen")
            } else {
                typeIndex[name.text] = position
            }
        }
    }

    mutating func resolveRoot() -> Int {
        let roots = syntax.coordinators.enumerated().filter { $0.element.isRoot }
        for extra in roots.dropFirst() {
            error(extra.element.name.location, "a second root coordinator '\(extra.element.name.text)'; '\(roots[0].element.name.text)' is already the root")
        }
        guard let root = roots.first else {
            if let first = syntax.coordinators.first {
                error(first.name.location, "no root coordinator; mark the one created at launch: 'coordinator App root'")
            } else {
                error(SourceLocation(line: 1, column: 1), "no coordinator is declared; a scenario needs at least the root one: 'coordinator App root'")
            }
            return 0
        }
        return root.offset
    }

    // MARK: Coordinators

    mutating func compileCoordinator(_ syntax: CoordinatorSyntax) -> CoordinatorType {
        var flow: Int?
        if let name = syntax.flow {
            flow = lookup(name, in: flowIndex, what: "flow")
        }
        var parentKind = ParentKind.weak
        if let kind = syntax.parentKind {
            if let resolved = ParentKind(rawValue: kind.text) {
                parentKind = resolved
            } else {
                error(kind.location, "parent must be weak, strong or none, not '\(kind.text)'")
            }
        }
        if syntax.isRoot {
            if let kind = syntax.parentKind { error(kind.location, "the root coordinator has no parent") }
            parentKind = .none
        }
        var handlers = HandlerTable()
        var seen: [String: SourceLocation] = [:]
        for handler in syntax.handlers {
            let key = Self.triggerKey(handler.trigger)
            if let first = seen[key] {
                error(handler.location, "duplicate handler '\(key)' in \(syntax.name.text) (first at line \(first.line))")
                continue
            }
            seen[key] = handler.location
            defer { handlerCount += 1 }
            let compiled = Handler(id: handlerCount, title: "\(syntax.name.text) \(key)", location: handler.location,
                                   operations: handler.operations.compactMap { compileOperation($0, in: syntax, parentKind: parentKind) })
            install(compiled, for: handler, in: syntax, table: &handlers)
        }
        var type = CoordinatorType(name: syntax.name.text, flow: flow, parentKind: parentKind, isRoot: syntax.isRoot,
                                   isContainer: syntax.isContainer, handlers: handlers)
        type.properties = compileProperties(of: syntax)
        if let navigation = syntax.navigation {
            if navigation.text == "strong" {
                type.holdsNavigationStrongly = true
            } else if navigation.text != "weak" {
                error(navigation.location, "navigation must be weak or strong, not '\(navigation.text)'")
            }
        }
        return type
    }

    /// `var NAME: Type` lines: unique names, known non-root types.
    mutating func compileProperties(of coordinator: CoordinatorSyntax) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        for (name, typeName) in coordinator.properties {
            if properties.contains(where: { $0.name == name.text }) {
                error(name.location, "duplicate property '\(name.text)' in \(coordinator.name.text)")
                continue
            }
            if typeIndex[name.text] != nil || screenIndex[name.text] != nil {
                error(name.location, "the property '\(name.text)' is named like a type; start would be ambiguous")
                continue
            }
            guard let type = lookup(typeName, in: typeIndex, what: "coordinator") else { continue }
            if syntax.coordinators[type].isRoot {
                error(typeName.location, "the root coordinator '\(typeName.text)' is created once, at launch; no property can hold a new one")
                continue
            }
            properties.append(StoredProperty(name: name.text, type: type))
        }
        return properties
    }

    static func triggerKey(_ trigger: HandlerSyntax.Trigger) -> String {
        switch trigger {
        case .named(let name): "on \(name.text)"
        case .screenEvent(let screen, let event): "on \(screen.text).\(event.text)"
        case .method(let name): "func \(name.text)"
        }
    }

    mutating func install(_ handler: Handler, for syntax: HandlerSyntax, in coordinator: CoordinatorSyntax, table: inout HandlerTable) {
        switch syntax.trigger {
        case .method(let name):
            table.methods[name.text] = handler
        case .screenEvent(let screenName, let eventName):
            guard let screen = lookup(screenName, in: screenIndex, what: "screen") else { return }
            let events = self.syntax.screens.first { $0.name.text == screenName.text }?.events.map(\.text) ?? []
            switch eventName.text {
            case "back": table.screenBack[screen] = handler; return
            case "swipeBack": table.screenSwipeBack[screen] = handler; return
            case "swipeBegin": table.screenSwipeBegin[screen] = handler; return
            case "swipeDismiss": table.screenSwipeDismiss[screen] = handler; return
            default: break
            }
            guard let event = events.firstIndex(of: eventName.text) else {
                error(eventName.location, "handler for undeclared event '\(screenName.text).\(eventName.text)'"
                    + NameSuggestion.hint(for: eventName.text, among: events))
                return
            }
            table.screenEvents[ScreenEventID(screen: screen, event: event)] = handler
        case .named(let name):
            switch name.text {
            case "start": table.start = handler
            case "back": table.back = handler
            case "swipeBack": table.swipeBack = handler
            case "swipeBegin": table.swipeBegin = handler
            case "swipeDismiss": table.swipeDismiss = handler
            case "reselectTab": table.reselectTab = handler
            default:
                if let global = globalIndex[name.text] {
                    if coordinator.isRoot {
                        table.globalEvents[global] = handler
                    } else {
                        error(name.location, "global event '\(name.text)' is handled by the root coordinator, not \(coordinator.name.text)")
                    }
                } else {
                    let screenEvents = self.syntax.screens.flatMap { screen in screen.events.map { "\(screen.name.text).\($0.text)" } }
                    error(name.location, "handler for undeclared event '\(name.text)'"
                        + NameSuggestion.hint(for: name.text, among: ScenarioCompiler.namedTriggers + Array(globalIndex.keys).sorted() + screenEvents))
                }
            }
        }
    }

    mutating func lookup(_ name: Name, in index: [String: Int], what: String) -> Int? {
        if let value = index[name.text] { return value }
        error(name.location, "unknown \(what) '\(name.text)'" + NameSuggestion.hint(for: name.text, among: index.keys.sorted()))
        return nil
    }

    // MARK: Operations

    mutating func compileOperation(_ operation: OperationSyntax, in coordinator: CoordinatorSyntax, parentKind: ParentKind) -> Operation? {
        let kind: Operation.Kind
        switch operation.kind {
        case .push(let name):
            guard let screen = lookup(name, in: screenIndex, what: "screen") else { return nil }
            kind = .push(screen: screen)
        case .pop: kind = .pop
        case .popToRoot: kind = .popToRoot
        case .popTo(let name):
            guard let screen = lookup(name, in: screenIndex, what: "screen") else { return nil }
            kind = .popTo(screen: screen)
        case .unwind: kind = .unwind
        case .setViewControllers(let names):
            let screens = names.compactMap { lookup($0, in: screenIndex, what: "screen") }
            guard screens.count == names.count else { return nil }
            kind = .setViewControllers(screens: screens)
        case .present(let name, let syntax, let completion):
            guard let screen = lookup(name, in: screenIndex, what: "screen"),
                  let presentation = compilePresentation(style: syntax.style, isModal: syntax.isModalInPresentation, delegate: syntax.delegate)
            else { return nil }
            var block: Int?
            if let completion {
                guard let compiled = compileBlock(completion, at: operation.location, in: coordinator, parentKind: parentKind) else { return nil }
                block = compiled
            }
            kind = .present(screen: screen, presentation: presentation, completion: block)
        case .dismiss(let completion):
            var block: Int?
            if let completion {
                guard let compiled = compileBlock(completion, at: operation.location, in: coordinator, parentKind: parentKind) else { return nil }
                block = compiled
            }
            kind = .dismiss(completion: block)
        case .async(let operations):
            guard let block = compileBlock(operations, at: operation.location, in: coordinator, parentKind: parentKind) else { return nil }
            kind = .async(block)
        case .setRootStack: kind = .setRootStack
        case .setRootTabs(let count): kind = .setRootTabs(count: count)
        case .selectTab(let tab): kind = .selectTab(tab)
        case .setSwipeBack(let enabled): kind = .setSwipeBack(enabled: enabled)
        case .start(let typeName, let placementSyntax, let options):
            guard let start = compileStart(typeName, placementSyntax, options, in: coordinator) else { return nil }
            kind = .start(start)
        case .finish:
            if parentKind == .none {
                error(operation.location, "'finish' calls parent.childDidFinish(self), but \(coordinator.name.text) has no parent property")
                return nil
            }
            kind = .finish
        case .removeChild(.key(let name)):
            guard let key = childKeys.firstIndex(of: name.text) else {
                error(name.location, "no 'start … key \(name.text)' stores a child under '\(name.text)'"
                    + NameSuggestion.hint(for: name.text, among: childKeys))
                return nil
            }
            kind = .removeKey(key)
        case .removeChild(.named(let name)):
            if ScenarioCompiler.targetWords.contains(name.text) || name.text == "caller" {
                guard let target = resolveTarget(name) else { return nil }
                if target == .none {
                    error(name.location, "'removeChild none' removes nothing")
                    return nil
                }
                kind = .removeInstance(target)
            } else {
                guard let type = lookup(name, in: typeIndex, what: "coordinator") else { return nil }
                kind = .removeChild(type: type)
            }
        case .removeAllChildren: kind = .removeAllChildren
        case .clear(let name):
            guard let property = coordinator.properties.firstIndex(where: { $0.name.text == name.text }) else {
                error(name.location, "\(coordinator.name.text) has no stored property '\(name.text)'; declare it: 'var \(name.text): Type'"
                    + NameSuggestion.hint(for: name.text, among: coordinator.properties.map(\.name.text)))
                return nil
            }
            kind = .clearProperty(property)
        case .popFlow(let flowName, let filterName):
            guard let flow = lookup(flowName, in: flowIndex, what: "flow") else { return nil }
            var filter = flow
            if let filterName {
                guard let resolved = lookup(filterName, in: flowIndex, what: "flow") else { return nil }
                filter = resolved
            }
            kind = .popFlow(flow: flow, filter: filter)
        case .call(let targetName, let method):
            guard let target = resolveTarget(targetName) else { return nil }
            if target == .none {
                error(targetName.location, "'call none.\(method.text)' calls nothing")
                return nil
            }
            let owners = syntax.coordinators.filter { $0.handlers.contains { if case .method(let m) = $0.trigger { m.text == method.text } else { false } } }
            if case .nearest(let type) = target, !owners.contains(where: { $0.name.text == syntax.coordinators[type].name.text }) {
                error(method.location, "\(syntax.coordinators[type].name.text) has no method '\(method.text)'"
                    + NameSuggestion.hint(for: method.text, among: methodNames(of: syntax.coordinators[type])))
                return nil
            }
            if owners.isEmpty {
                error(method.location, "no coordinator has a method '\(method.text)'"
                    + NameSuggestion.hint(for: method.text, among: syntax.coordinators.flatMap(methodNames(of:))))
                return nil
            }
            kind = .call(target: target, method: method.text)
        case .branches(let branches):
            var compiled: [Operation.Branch] = []
            for branch in branches {
                let condition = branch.condition.map { compileCondition($0) }
                if case .some(.none) = condition { return nil }
                let operations = branch.operations.compactMap { compileOperation($0, in: coordinator, parentKind: parentKind) }
                guard operations.count == branch.operations.count else { return nil }
                compiled.append(Operation.Branch(condition: condition ?? nil, operations: operations))
            }
            kind = .branches(compiled)
        case .guardCondition(let syntax):
            guard let condition = compileCondition(syntax) else { return nil }
            kind = .guardCondition(condition)
        case .exit: kind = .exit
        }
        return Operation(kind: kind, location: operation.location)
    }

    mutating func compileStart(_ written: Name, _ placementSyntax: OperationSyntax.Placement,
                               _ options: OperationSyntax.StartOptions, in coordinator: CoordinatorSyntax) -> Operation.Start? {
        // `start profile`: the coordinator a stored property holds, of the property's type.
        let property = coordinator.properties.firstIndex { $0.name.text == written.text }
        let typeName = property.map { coordinator.properties[$0].type } ?? written
        // A property's unknown type is reported where the property is declared.
        guard let type = property != nil ? typeIndex[typeName.text] : lookup(typeName, in: typeIndex, what: "coordinator") else { return nil }
        let child = syntax.coordinators[type]
        if child.isRoot {
            // A second root is reported where it is declared; starting it is no new error.
            if property == nil, type == syntax.coordinators.firstIndex(where: \.isRoot) {
                error(typeName.location, "the root coordinator '\(typeName.text)' is created once, at launch; it cannot be started")
            }
            return nil
        }
        let placement: Placement
        switch placementSyntax {
        case .here, .tab:
            let misplaced = [options.isModalInPresentation.map { ($0.location, $0.text) },
                             options.delegate.map { ($0.location, "delegate \($0.text)") }].compactMap { $0 }
            if let (location, text) = misplaced.first {
                error(location, "'\(text)' belongs to a presentation; start the child 'in modal' or 'in sheet'")
                return nil
            }
            if case .tab(let index) = placementSyntax { placement = .tab(index) } else { placement = .here }
        case .modal, .sheet:
            // `in modal` presents with the default style (a sheet), `in modal STYLE` as written.
            let style: Name? = if case .modal(let style) = placementSyntax { style } else { nil }
            guard let presentation = compilePresentation(style: style, isModal: options.isModalInPresentation != nil,
                                                         delegate: options.delegate) else { return nil }
            placement = .modal(presentation)
        }
        let into = options.into.flatMap { resolveTarget($0) }
        var parent: Target?
        if let parentName = options.parent, !(parentName.text == "none" && child.parentKind?.text == "none") {
            if child.parentKind?.text == "none" {
                error(parentName.location, "'\(typeName.text)' has no parent property (parent none)")
                return nil
            }
            parent = resolveTarget(parentName)
            if parent == nil { return nil }
        }
        if options.into != nil && into == nil { return nil }
        let also = options.also.flatMap { resolveTarget($0) }
        if options.also != nil && also == nil { return nil }
        let key = options.key.flatMap { childKeys.firstIndex(of: $0.text) }
        return Operation.Start(type: type, placement: placement, into: into, also: also, parent: parent, key: key, property: property)
    }

    /// A presentation's style (default: `.automatic`, a sheet), `isModalInPresentation` and delegate.
    mutating func compilePresentation(style: Name?, isModal: Bool, delegate: Name?) -> Presentation? {
        var presentation = Presentation(style: style.flatMap { PresentationStyle.words[$0.text] } ?? .sheet, isModalInPresentation: isModal)
        if let delegate {
            guard let target = resolveTarget(delegate) else { return nil }
            presentation.delegate = target
        }
        return presentation
    }

    /// A condition with its names resolved; nil (and an error) when one is unknown.
    mutating func compileCondition(_ condition: OperationSyntax.ConditionSyntax) -> Condition? {
        switch condition {
        case .child(let name):
            return lookup(name, in: typeIndex, what: "coordinator").map { .hasChild(type: $0) }
        case .parent(let name):
            if name.text == "none" { return .parentIs(type: nil) }
            return lookup(name, in: typeIndex, what: "coordinator").map { .parentIs(type: $0) }
        case .visible(let name):
            return lookup(name, in: screenIndex, what: "screen").map { .visible(screen: $0) }
        case .presenting:
            return .presenting
        case .not(let inner):
            return compileCondition(inner).map { .not($0) }
        }
    }

    /// A closure's operations, compiled and numbered; nil when one of them has an error.
    mutating func compileBlock(_ operations: [OperationSyntax], at location: SourceLocation, in coordinator: CoordinatorSyntax,
                               parentKind: ParentKind) -> Int? {
        let compiled = operations.compactMap { compileOperation($0, in: coordinator, parentKind: parentKind) }
        guard compiled.count == operations.count else { return nil }
        blocks.append(Block(operations: compiled, location: location))
        return blocks.count - 1
    }

    /// The keys `start … key K` stores children under, in the order written.
    func storedKeys() -> [String] {
        var keys: [String] = []
        func visit(_ operations: [OperationSyntax]) {
            for operation in operations {
                switch operation.kind {
                case .start(_, _, let options):
                    if let key = options.key, !keys.contains(key.text) { keys.append(key.text) }
                case .branches(let branches):
                    for branch in branches { visit(branch.operations) }
                default: break
                }
            }
        }
        for coordinator in syntax.coordinators { for handler in coordinator.handlers { visit(handler.operations) } }
        return keys
    }

    func methodNames(of coordinator: CoordinatorSyntax) -> [String] {
        coordinator.handlers.compactMap { if case .method(let name) = $0.trigger { name.text } else { nil } }
    }

    mutating func resolveTarget(_ name: Name) -> Target? {
        switch name.text {
        case "self": return .this
        case "parent": return .parent
        case "root": return .root
        case "none": return Target.none
        case "caller": return .caller
        default:
            if let type = typeIndex[name.text] { return .nearest(type: type) }
            error(name.location, "unknown coordinator '\(name.text)'; use self, parent, root, none or a coordinator type"
                + NameSuggestion.hint(for: name.text, among: ScenarioCompiler.targetWords + typeIndex.keys.sorted()))
            return nil
        }
    }
}

