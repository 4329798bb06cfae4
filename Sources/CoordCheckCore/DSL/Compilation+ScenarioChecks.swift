/// The checks that need the whole scenario: assertions, expectations, unhandled events,
/// and `start` recursion.
extension Compilation {
    mutating func compileAssertions() -> [ScenarioAssertion] {
        var names = Set(InvariantCatalog.names)
        var result: [ScenarioAssertion] = []
        for assertion in syntax.assertions {
            guard names.insert(assertion.name.text).inserted else {
                error(assertion.name.location, InvariantCatalog.names.contains(assertion.name.text)
                    ? "'\(assertion.name.text)' is a built-in invariant; give the assertion another name"
                    : "duplicate assertion '\(assertion.name.text)'")
                continue
            }
            if assertion.reachable != nil { continue }
            guard let type = lookup(assertion.type, in: typeIndex, what: "coordinator") else { continue }
            result.append(ScenarioAssertion(name: assertion.name.text, limit: assertion.limit, type: type,
                                            perStack: assertion.perStack, location: assertion.name.location))
        }
        return result
    }

    /// `assert NAME: [always] reachable Screen` (their names were checked with the others).
    mutating func compileReachabilityAssertions() -> [ReachabilityAssertion] {
        var result: [ReachabilityAssertion] = []
        var names = Set(InvariantCatalog.names)
        for assertion in syntax.assertions {
            guard names.insert(assertion.name.text).inserted, let (screenName, always) = assertion.reachable.map({ ($0.screen, $0.always) }),
                  let screen = lookup(screenName, in: screenIndex, what: "screen") else { continue }
            result.append(ReachabilityAssertion(name: assertion.name.text, screen: screen, always: always, location: assertion.name.location))
        }
        return result
    }

    /// `expect` lines: each names an invariant or assertion, at most once without coordinator
    /// types (which covers them all) or each type at most once.
    mutating func compileExpectations(assertions: [ScenarioAssertion], reachability: [ReachabilityAssertion]) -> [Expectation] {
        let known = InvariantCatalog.names + assertions.map(\.name) + reachability.map(\.name)
        var result: [Expectation] = []
        // Where each type was named, by invariant, for a type named twice.
        var named: [String: [Int: SourceLocation]] = [:]
        for declaration in syntax.expectations {
            let name = declaration.name
            guard known.contains(name.text) else {
                error(name.location, "unknown invariant '\(name.text)'" + NameSuggestion.hint(for: name.text, among: known))
                continue
            }
            if let earlier = result.first(where: { $0.name == name.text && ($0.culprits.isEmpty || declaration.culprits.isEmpty) }) {
                error(name.location, earlier.culprits.isEmpty
                    ? "'\(name.text)' is already expected" + (declaration.culprits.isEmpty ? "" : " of any coordinator (line \(earlier.location.line))")
                    : "'\(name.text)' is already expected of \(earlier.culprits.count == 1 ? "a coordinator" : "coordinators") (line \(earlier.location.line)); name the coordinators here too")
                continue
            }
            var culprits: [Int] = []
            for culprit in declaration.culprits {
                guard let type = lookup(culprit, in: typeIndex, what: "coordinator") else { continue }
                if let earlier = named[name.text]?[type] {
                    error(culprit.location, "'\(culprit.text)' is already expected to break '\(name.text)' (line \(earlier.line))")
                    continue
                }
                named[name.text, default: [:]][type] = culprit.location
                culprits.append(type)
            }
            if let assertion = assertions.first(where: { $0.name == name.text }), let other = culprits.first(where: { $0 != assertion.type }),
               let culprit = declaration.culprits.first(where: { typeIndex[$0.text] == other }) {
                let type = typeIndex.first { $0.value == assertion.type }?.key ?? "its type"
                error(culprit.location, "'\(name.text)' (at most \(assertion.limit) \(type)) only ever blames \(type)")
                continue
            }
            if reachability.contains(where: { $0.name == name.text }), let culprit = declaration.culprits.first {
                error(culprit.location, "'\(name.text)' is a reachability assertion: its violations blame no coordinator")
                continue
            }
            if let depth = declaration.depth?.value, let location = declaration.depth?.location, !(0...ScenarioCompiler.depthRange.upperBound).contains(depth) {
                error(location, "depth \(depth) is out of range; use 0 (launch) to \(ScenarioCompiler.depthRange.upperBound)")
                continue
            }
            result.append(Expectation(name: name.text, location: name.location, culprits: culprits, depth: declaration.depth?.value))
        }
        return result
    }

    /// A global event the root does not handle would be enabled everywhere and do nothing.
    /// An `exit` in the root's own `start` would relaunch forever.
    mutating func checkGlobalEventsHandled(_ scenario: Scenario) {
        let root = scenario.coordinators[scenario.rootType]
        for (index, event) in syntax.globalEvents.enumerated() where root.handlers.globalEvents[index] == nil {
            error(event.location, "global event '\(event.text)' has no handler; add 'on \(event.text)' to the root coordinator \(root.name)")
        }
        for operation in root.handlers.start?.operations ?? [] where operation.kind == .exit {
            error(operation.location, "'exit' in the root coordinator's start would relaunch the app forever")
        }
    }

    /// Every coordinator that shows a screen must handle each of its events: an unhandled tap
    /// would be a button wired to nothing.
    mutating func checkScreenEventsHandled(_ scenario: Scenario) {
        for (typeIndex, type) in scenario.coordinators.enumerated() {
            var shown: [(screen: Int, location: SourceLocation)] = []
            for handler in allHandlers(type.handlers) {
                for operation in handler.operations.flattened(blocks: scenario.blocks) {
                    let screens: [Int] = switch operation.kind {
                    case .push(let screen), .present(let screen, _, _), .embed(let screen): [screen]
                    case .setViewControllers(let screens): screens
                    default: []
                    }
                    for screen in screens where !shown.contains(where: { $0.screen == screen }) {
                        shown.append((screen, operation.location))
                    }
                }
            }
            for (screen, location) in shown {
                for (event, eventName) in scenario.screens[screen].events.enumerated()
                where type.handlers.screenEvents[ScreenEventID(screen: screen, event: event)] == nil {
                    error(location, "\(scenario.coordinators[typeIndex].name) shows \(scenario.screens[screen].name) but has no handler 'on \(scenario.screens[screen].name).\(eventName)'")
                }
            }
        }
    }

    func allHandlers(_ table: HandlerTable) -> [Handler] {
        [table.start, table.back, table.swipeBack, table.swipeBegin, table.swipeDismiss, table.reselectTab].compactMap { $0 }
            + [table.screenBack, table.screenSwipeBack, table.screenSwipeBegin, table.screenSwipeDismiss].flatMap { $0.values }
                .sorted { $0.location < $1.location }
            + table.screenEvents.values.sorted { $0.location < $1.location }
            + table.globalEvents.values.sorted { $0.location < $1.location }
            + table.launchCases.values.sorted { $0.location < $1.location }
            + table.methods.values.sorted { $0.location < $1.location }
    }

    /// A presentation's delegate named by a type no coordinator ever is (not the root, made by
    /// no `start`, held by no property) can never be found when it runs: the sheet would
    /// never have that delegate.
    mutating func checkDelegatesExist(_ scenario: Scenario) {
        var made: Set<Int> = [scenario.rootType]
        for type in scenario.coordinators { made.formUnion(type.properties.map(\.type)) }
        let operations = scenario.allHandlers.flatMap { $0.operations.flattened(blocks: scenario.blocks) }
        for operation in operations {
            if case .start(let start) = operation.kind, start.instance == nil { made.insert(start.type) }
        }
        for operation in operations {
            let target: Target? = switch operation.kind {
            case .present(_, let presentation, _): presentation.delegate
            case .start(let start): if case .modal(let presentation) = start.placement { presentation.delegate } else { nil }
            case .setPresentationDelegate(let target): target
            default: nil
            }
            guard case .nearest(let type)? = target, !made.contains(type) else { continue }
            let name = scenario.coordinators[type].name
            error(operation.location, "delegate \(name): no \(name) is ever started, so this presentation can never have it as its delegate")
        }
    }

    /// `start` runs the child's `start()` at once; a cycle of starts never returns.
    mutating func checkStartRecursion(_ scenario: Scenario) {
        func starts(_ type: Int) -> [(type: Int, location: SourceLocation)] {
            scenario.coordinators[type].handlers.start?.operations.compactMap {
                if case .start(let start) = $0.kind, start.instance == nil { (start.type, $0.location) } else { nil }
            } ?? []
        }
        var reported: Set<Int> = []
        for origin in scenario.coordinators.indices {
            // Depth-first search for a path of starts leading back to `origin`.
            var path: [(type: Int, location: SourceLocation)] = []
            var visited: Set<Int> = []
            func search(_ type: Int) -> Bool {
                for edge in starts(type) {
                    path.append(edge)
                    if edge.type == origin { return true }
                    if visited.insert(edge.type).inserted, search(edge.type) { return true }
                    path.removeLast()
                }
                return false
            }
            guard search(origin), let first = path.first, !reported.contains(origin) else { continue }
            reported.formUnion(path.map(\.type))
            let chain = ([origin] + path.map(\.type)).map { scenario.coordinators[$0].name }.joined(separator: " → ")
            error(first.location, "'start' recurses forever: \(chain) (each start() starts the next at once)")
        }
    }
}
