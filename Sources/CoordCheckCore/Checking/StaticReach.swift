/// What nothing in a scenario can ever run, whatever the depth: the handlers of coordinator
/// types no reachable handler starts, of screens no handler shows, and methods no handler
/// calls. It tells a handler that never ran because the bound was too small from one that
/// nothing starts (in a draft, most often a link the extractor did not follow).
///
/// The reading is generous: a type counts as started when any handler of a started type
/// starts it, whatever the conditions on the way, so what it calls unreachable truly is.
struct StaticReach {
    /// For each handler (by ``Handler/id``) that nothing can run, why; nil for the others.
    let reasons: [String?]

    init(scenario: Scenario) {
        let types = scenario.coordinators
        let blocks = scenario.blocks
        var started: Set<Int> = [scenario.rootType]
        var shown: Set<Int> = []
        var called: Set<String> = []
        // Grows the started types, and what their handlers show and call, to a fixed point.
        var queue = [scenario.rootType]
        while let type = queue.popLast() {
            for handler in types[type].handlers.all {
                for operation in handler.operations.flattened(blocks: blocks) {
                    switch operation.kind {
                    // `start caller` starts no type that was not started already.
                    case .start(let start):
                        // `start caller` starts no type that was not started already.
                        if let startCase = start.startCase { called.insert(ScenarioCompiler.startCaseMethod(startCase)) }
                        if start.instance == nil, started.insert(start.type).inserted { queue.append(start.type) }
                    case .push(let screen), .present(let screen, _, _), .embed(let screen):
                        shown.insert(screen)
                    case .setViewControllers(let screens):
                        shown.formUnion(screens)
                    case .call(_, let method, _):
                        called.insert(method)
                    default:
                        break
                    }
                }
            }
        }
        var reasons = [String?](repeating: nil, count: scenario.allHandlers.count)
        for (type, coordinator) in types.enumerated() {
            let table = coordinator.handlers
            func mark(_ handler: Handler?, _ reason: String?) {
                guard let handler, handler.id < reasons.count, reasons[handler.id] == nil else { return }
                reasons[handler.id] = reason
            }
            if !started.contains(type) {
                for handler in table.all { mark(handler, "nothing in the scenario starts \(coordinator.name)") }
                continue
            }
            let screenHandlers = [table.screenBack, table.screenSwipeBack, table.screenSwipeBegin, table.screenSwipeDismiss]
                .flatMap { $0.map { ($0.key, $0.value) } } + table.screenEvents.map { ($0.key.screen, $0.value) }
            for (screen, handler) in screenHandlers where !shown.contains(screen) {
                mark(handler, "no handler shows \(scenario.screens[screen].name)")
            }
            for (name, handler) in table.methods where !called.contains(name) {
                mark(handler, ScenarioCompiler.startCase(ofMethod: name).map { "nothing starts \(coordinator.name) case \($0)" } ?? "nothing calls \(name)")
            }
        }
        self.reasons = reasons
    }
}
