/// The state of one compilation: the syntax, the names declared so far, the diagnostics.
struct Compilation {
    let file: SourceFile
    let syntax: ScenarioSyntax
    var diagnostics: [Diagnostic] = []
    /// Handlers compiled so far: the next ``Handler/id``.
    var handlerCount = 0
    /// Whether the handler being compiled may `refuse` (an `on selectTab N`).
    var refuses = false
    var flowIndex: [String: Int] = [:]
    var screenIndex: [String: Int] = [:]
    var typeIndex: [String: Int] = [:]
    var globalIndex: [String: Int] = [:]
    /// The root's launch cases by name (`on launch.signedIn`).
    var launchIndex: [String: Int] = [:]
    /// Dictionary keys children are stored under (`start X key k`), in the order first written.
    var childKeys: [String] = []
    /// The tab bar screens `push tabs N` and `present tabs N` show, one per tab count, after the
    /// declared screens.
    var tabBarScreens: [ScreenType] = []
    /// How many screens are declared (the tab bar screens come after them).
    var declaredScreenCount = 0
    /// Closures compiled so far (`completion:`, `async:`), by number.
    var blocks: [Block] = []

    init(file: SourceFile, syntax: ScenarioSyntax) {
        self.file = file
        self.syntax = syntax
    }

    mutating func warning(_ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.warning, at: location, message))
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
        declaredScreenCount = screens.count
        declareTypes()
        let rootType = resolveRoot()
        let launchCases = declareLaunchCases(root: rootType)
        childKeys = storedKeys()
        var coordinators: [CoordinatorType] = []
        for coordinator in syntax.coordinators {
            coordinators.append(compileCoordinator(coordinator))
        }
        let scenario = Scenario(
            name: syntax.name?.text ?? Self.stem(of: file.path), path: file.path, depth: depth,
            flows: flows, screens: screens + tabBarScreens, coordinators: coordinators, rootType: rootType,
            globalEvents: globals, disabledEvents: disabled, assertions: [], expectations: [])
        var complete = scenario
        complete.childKeys = childKeys
        complete.blocks = blocks
        complete.animated = syntax.animations != nil
        complete.launchCases = launchCases
        complete.assertions = compileAssertions()
        complete.reachabilityAssertions = compileReachabilityAssertions()
        complete.expectations = compileExpectations(assertions: complete.assertions, reachability: complete.reachabilityAssertions)
        if diagnostics.allSatisfy({ $0.severity != .error }) {
            checkGlobalEventsHandled(complete)
            checkScreenEventsHandled(complete)
            checkStartRecursion(complete)
            checkDelegatesExist(complete)
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
            if declaration.name.text == ScenarioCompiler.launchScreenName {
                error(declaration.name.location, "'launch' names the launch cases (on launch.CASE) and cannot be a screen")
                continue
            }
            if declaration.name.text == ScenarioCompiler.startScreenName {
                error(declaration.name.location, "'start' names the start cases (on start.CASE) and cannot be a screen")
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

    /// The root's launch cases (`on launch.signedIn`), in the order written.
    mutating func declareLaunchCases(root: Int) -> [String] {
        var cases: [String] = []
        for handler in syntax.coordinators.indices.contains(root) ? syntax.coordinators[root].handlers : [] {
            guard case .screenEvent(let screen, let event) = handler.trigger, screen.text == ScenarioCompiler.launchScreenName,
                  !cases.contains(event.text) else { continue }
            if ScenarioCompiler.reservedEventNames.contains(event.text) {
                error(event.location, "'\(event.text)' is a built-in event; name the launch case after the state it starts in (on launch.signedIn)")
                continue
            }
            launchIndex[event.text] = cases.count
            cases.append(event.text)
        }
        return cases
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
            if case .selectTab = handler.trigger { refuses = true } else { refuses = false }
            let compiled = Handler(id: handlerCount, title: "\(syntax.name.text) \(key)", location: handler.location,
                                   operations: handler.operations.compactMap { compileOperation($0, in: syntax, parentKind: parentKind) })
            install(compiled, for: handler, in: syntax, table: &handlers)
            warnAboutPopsAfterASwipe(in: handler)
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

    /// `on swipeBack: pop; finish`: UIKit popped the screen the user swiped away before the
    /// handler runs, so its `pop` takes a second screen off the stack — legal, but almost
    /// never what the code it models does.
    mutating func warnAboutPopsAfterASwipe(in handler: HandlerSyntax) {
        let isSwipe: Bool
        switch handler.trigger {
        case .named(let name): isSwipe = name.text == "swipeBack"
        case .screenEvent(_, let event): isSwipe = event.text == "swipeBack"
        case .method, .selectTab: isSwipe = false
        }
        guard isSwipe else { return }
        func pops(_ operations: [OperationSyntax]) -> [SourceLocation] {
            operations.flatMap { operation -> [SourceLocation] in
                switch operation.kind {
                case .pop: [operation.location]
                case .branches(let branches): branches.flatMap { pops($0.operations) }
                default: []
                }
            }
        }
        for location in pops(handler.operations) {
            warning(location, "'pop' in a swipeBack handler takes a second screen off the stack: UIKit already popped the one "
                + "swiped away before the handler runs (drop the 'pop'; the handler usually only does 'finish')")
        }
    }

    static func triggerKey(_ trigger: HandlerSyntax.Trigger) -> String {
        switch trigger {
        case .named(let name): "on \(name.text)"
        case .screenEvent(let screen, let event): "on \(screen.text).\(event.text)"
        case .method(let name): "func \(name.text)"
        case .selectTab(let tab, _): "on selectTab \(tab)"
        }
    }

    mutating func install(_ handler: Handler, for syntax: HandlerSyntax, in coordinator: CoordinatorSyntax, table: inout HandlerTable) {
        switch syntax.trigger {
        case .method(let name):
            table.addMethod(handler, named: name.text, slot: methodSlot(name.text))
        case .selectTab(let tab, _):
            table.selectTab[tab] = handler
        case .screenEvent(let screenName, let eventName) where screenName.text == ScenarioCompiler.launchScreenName:
            if coordinator.isRoot {
                if let index = launchIndex[eventName.text] { table.launchCases[index] = handler }
            } else {
                error(screenName.location, "launch cases are handled by the root coordinator, not \(coordinator.name.text)")
            }
        case .screenEvent(let screenName, let eventName) where screenName.text == ScenarioCompiler.startScreenName:
            if coordinator.isRoot {
                error(screenName.location, "the root is started at launch: its cases are launch cases (on launch.\(eventName.text)), not start cases")
            } else {
                let method = ScenarioCompiler.startCaseMethod(eventName.text)
                table.addMethod(handler, named: method, slot: methodSlot(method))
            }
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
        if what == "screen", name.text.hasPrefix("tabs "), let count = Int(name.text.dropFirst(5)) { return tabBarScreen(count: count, name: name) }
        error(name.location, "unknown \(what) '\(name.text)'" + NameSuggestion.hint(for: name.text, among: index.keys.sorted()))
        return nil
    }

    /// The screen type of a tab bar controller with `count` tabs, made the first time.
    private mutating func tabBarScreen(count: Int, name: Name) -> Int {
        if let existing = tabBarScreens.firstIndex(where: { $0.tabCount == count }) { return declaredScreenCount + existing }
        tabBarScreens.append(ScreenType(name: name.text, events: [], eventLocations: [], tabCount: count))
        screenIndex[name.text] = declaredScreenCount + tabBarScreens.count - 1
        return declaredScreenCount + tabBarScreens.count - 1
    }

    /// The slot of the method `name`: its place among every type's method names, first
    /// written first.
    func methodSlot(_ name: String) -> Int {
        var seen: Set<String> = []
        let names = syntax.coordinators.flatMap { methodNames(of: $0) + startCases(of: $0).map(ScenarioCompiler.startCaseMethod) }
            .filter { seen.insert($0).inserted }
        return names.firstIndex(of: name) ?? names.count
    }

    /// A coordinator's start cases (`on start.signedOut`: `signedOut`), in the order written.
    func startCases(of coordinator: CoordinatorSyntax) -> [String] {
        coordinator.handlers.compactMap { handler in
            if case .screenEvent(let screen, let event) = handler.trigger, screen.text == ScenarioCompiler.startScreenName { event.text } else { nil }
        }
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

