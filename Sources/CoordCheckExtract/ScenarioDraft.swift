import Foundation
import SwiftSyntax

/// Writes the scenario an app's coordinator code describes, in coordcheck's language, every
/// line traced to its source (`# Sources/…/TodayCoordinator.swift:34`), and what could not
/// be modelled kept as a `# coordcheck:` comment for the user.
struct ScenarioDraft {
    let app: CoordinatorApp
    let name: String

    /// How a coordinator type is started, over the whole app.
    struct Start {
        var placements: Set<String> = []
        var removedOnDismissal = false
    }

    /// Handlers of one coordinator, in the order written.
    struct Handler {
        var header: String
        var place: String
        var actions: [CodeAction]
    }

    func render() -> (text: String, notes: [String]) {
        var notes: [String] = []
        var handlers: [String: [Handler]] = [:]
        var screenOwners: [String: [String]] = [:]
        /// Calls still to resolve: from which coordinator, to which target, which method.
        var pendingCalls: [(from: String, target: String, method: String)] = []

        var closureHandlers: [(owner: String, screen: String, event: String, body: CodeBlockItemListSyntax, place: String, source: Int)] = []
        // Every coordinator's start, then what its screens trigger.
        func read(_ function: SwiftType.Function, owner: String) -> [CodeAction] {
            guard let body = function.body else { return [] }
            return read(body.statements, owner: owner, source: function.source, parameters: function.parameters)
        }
        func read(_ body: CodeBlockItemListSyntax, owner: String, source: Int,
                  parameters: [(label: String, name: String, type: String)] = []) -> [CodeAction] {
            var reader = MethodReader(app: app, owner: owner, source: app.project.sources[source], parameters: parameters)
            reader.read(body)
            for call in reader.calls { pendingCalls.append((owner, call.target, call.method)) }
            for event in reader.closureEvents where !closureHandlers.contains(where: { $0.owner == owner && $0.screen == event.screen && $0.event == event.event }) {
                closureHandlers.append((owner, event.screen, event.event, event.body, event.place, source))
            }
            return reader.actions
        }
        for coordinator in app.coordinators {
            let start = app.project.types[coordinator]?.function(named: "start") ?? app.project.types[coordinator]?.function(named: "present")
            if let start {
                let actions = read(start, owner: coordinator)
                handlers[coordinator, default: []].append(Handler(header: "on start", place: place(start), actions: actions))
            }
        }
        // Notifications the root observes: global events.
        if let root = app.root {
            for event in app.globalEvents {
                guard let function = app.project.types[root]?.function(named: event.method) else { continue }
                handlers[root, default: []].append(Handler(header: "on \(event.method)", place: place(function), actions: read(function, owner: root)))
            }
        }
        // Screens: who shows each (from every method, so events can be found), then events.
        for coordinator in app.coordinators {
            for function in app.project.types[coordinator]?.functions ?? [] {
                var reader = MethodReader(app: app, owner: coordinator, source: app.project.sources[function.source])
                if let body = function.body { reader.read(body.statements) }
                for action in reader.actions {
                    if case .push(let screen) = action.kind, !(screenOwners[screen] ?? []).contains(coordinator) { screenOwners[screen, default: []].append(coordinator) }
                    if case .present(let screen, _, _) = action.kind, !(screenOwners[screen] ?? []).contains(coordinator) { screenOwners[screen, default: []].append(coordinator) }
                }
            }
        }
        var screenEvents: [String: [String]] = [:]
        for screen in screenOwners.keys.sorted() {
            let owners = screenOwners[screen] ?? []
            for (event, method) in app.callbacks(of: screen) {
                let implemented = owners.allSatisfy { app.implementation(of: method, in: $0) != nil }
                guard implemented else {
                    notes.append("\(screen).\(event): no coordinator that shows \(screen) implements \(method)")
                    continue
                }
                let isBack = Self.isBackButton(event) || Self.isBackButton(method)
                if !isBack { screenEvents[screen, default: []].append(event) }
                for owner in owners {
                    guard let (function, _) = app.implementation(of: method, in: owner) else { continue }
                    let actions = read(function, owner: owner)
                    handlers[owner, default: []].append(Handler(header: "on \(screen).\(isBack ? "back" : event)", place: place(function), actions: actions))
                }
            }
        }
        // Closures stored on screens (events of those screens), and methods reached by
        // `call`, until nothing new turns up.
        var closureIndex = 0
        var emitted: Set<String> = []
        while closureIndex < closureHandlers.count || !pendingCalls.isEmpty {
            while closureIndex < closureHandlers.count {
                let handler = closureHandlers[closureIndex]
                closureIndex += 1
                let isBack = Self.isBackButton(handler.event)
                if !isBack, !(screenEvents[handler.screen] ?? []).contains(handler.event) {
                    screenEvents[handler.screen, default: []].append(handler.event)
                }
                let actions = read(handler.body, owner: handler.owner, source: handler.source)
                handlers[handler.owner, default: []].append(Handler(header: "on \(handler.screen).\(isBack ? "back" : handler.event)",
                                                                    place: handler.place, actions: actions))
            }
            while let call = pendingCalls.popLast() {
                let targets: [String]
                switch call.target {
                case "self": targets = [call.from]
                case "parent": targets = parentTypes(of: call.from)
                default: targets = [call.target]
                }
                for target in targets where !emitted.contains("\(target).\(call.method)") {
                    emitted.insert("\(target).\(call.method)")
                    guard let (function, _) = app.implementation(of: call.method, in: target) else {
                        notes.append("\(target).\(call.method) is called but not found")
                        continue
                    }
                    let actions = read(function, owner: target)
                    handlers[target, default: []].append(Handler(header: "func \(Self.methodName(call.method))", place: place(function), actions: actions))
                }
            }
        }

        // How each type is started: where, and whether a presenter's onDismissed removes it.
        var starts: [String: Start] = [:]
        for handler in handlers.values.joined() {
            for action in handler.actions {
                guard case .start(let type, let placement, _, _, _, let removed) = action.kind else { continue }
                starts[type, default: Start()].placements.insert(placement ?? "here")
                if removed { starts[type, default: Start()].removedOnDismissal = true }
            }
        }
        // Seed 000's routers run onDismissed when the child's first screen is popped (back or
        // a swipe, through the navigation controller's delegate) or its sheet pulled down.
        for (type, start) in starts.sorted(by: { $0.key < $1.key }) where start.removedOnDismissal {
            let first = handlers[type]?.first { $0.header == "on start" }?.actions.lazy.compactMap { action -> (String, String)? in
                if case .push(let screen) = action.kind { return (screen, action.place) } else { return nil }
            }.first
            if start.placements.contains("here"), app.routers.values.contains(.navigation(observesPops: true)), let (screen, place) = first {
                handlers[type, default: []].append(Handler(header: "on \(screen).back", place: place, actions: [
                    CodeAction(kind: .pop, place: place), CodeAction(kind: .finish, place: place)]))
                handlers[type, default: []].append(Handler(header: "on \(screen).swipeBack", place: place, actions: [
                    CodeAction(kind: .finish, place: place)]))
            }
            if start.placements.contains("sheet"), app.routers.values.contains(.modal(observesPullDown: true)) {
                handlers[type, default: []].append(Handler(header: "on swipeDismiss", place: "", actions: [CodeAction(kind: .finish, place: "")]))
            }
        }

        var lines: [String] = []
        lines.append("# Drafted by `coordcheck extract` from \(app.project.sources.count) Swift file\(app.project.sources.count == 1 ? "" : "s"). Every line says where it was read;")
        lines.append("# `# coordcheck:` lines are code it read but could not model: review them before trusting a verdict.")
        lines.append("scenario \(name)")
        lines.append("depth 8")
        let flows = flowCases()
        if !flows.isEmpty { lines.append("flows \(flows.joined(separator: ", "))") }
        if let place = app.swipeBackDisabledAt { lines.append(Self.traced("disable swipeBack", place)) }
        if let place = app.reselectTabDisabledAt { lines.append(Self.traced("disable reselectTab", place)) }
        for event in app.globalEvents { lines.append(Self.traced("event \(event.method)", event.place)) }
        lines.append("")
        for screen in screenOwners.keys.sorted() {
            let events = screenEvents[screen] ?? []
            let declaration = events.isEmpty ? "screen \(screen)" : "screen \(screen): \(events.joined(separator: ", "))"
            lines.append(Self.traced(declaration, app.project.types[screen].map { app.project.sources[$0.source].place(of: $0.node) } ?? ""))
        }
        for coordinator in app.coordinators {
            lines.append("")
            lines.append(Self.traced(coordinatorLine(coordinator, starts: starts), app.project.types[coordinator].map { app.project.sources[$0.source].place(of: $0.node) } ?? ""))
            if starts[coordinator]?.removedOnDismissal == true, app.parentProperty(of: coordinator) == nil {
                lines.append("  # it has no parent property: the onDismissed closure its presenter gives it removes it, modelled as a weak parent's finish")
            }
            let own = handlers[coordinator] ?? []
            for handler in own {
                lines.append(Self.traced("  \(handler.header)", handler.place))
                var wrote = false
                for action in handler.actions {
                    let (text, isNote) = operation(action.kind, coordinator: coordinator, starts: starts)
                    if isNote {
                        lines.append(Self.traced("    # coordcheck: \(text)", action.place))
                        notes.append("\(action.place): \(text)")
                    } else {
                        lines.append(Self.traced("    \(text)", action.place))
                        wrote = true
                    }
                }
                if !wrote { lines.append("    # coordcheck: this handler does nothing the scenario can model") }
            }
            if coordinator == app.root, let place = app.rootPlace {
                lines.append("  # created and started at launch: \(place)")
            }
        }
        return (lines.joined(separator: "\n") + "\n", notes)
    }

    private func coordinatorLine(_ coordinator: String, starts: [String: Start]) -> String {
        var line = "coordinator \(coordinator)"
        if coordinator == app.root { line += " root" }
        if app.isContainer(coordinator) { line += " container" }
        if let flow = app.flow(of: coordinator), !flowCases().isEmpty { line += " flow \(flow)" }
        if coordinator != app.root {
            if let parent = app.parentProperty(of: coordinator) {
                line += parent.weak ? " parent weak" : " parent strong"
            } else if starts[coordinator]?.removedOnDismissal == true {
                line += " parent weak"
            } else {
                line += " parent none"
            }
        }
        return line
    }

    /// The coordinator types that create `coordinator` (its parents), wherever in their code.
    private func parentTypes(of coordinator: String) -> [String] {
        app.coordinators.filter { candidate in
            guard let type = app.project.types[candidate] else { return false }
            return type.functions.contains { $0.body?.trimmedDescription.contains("\(coordinator)(") ?? false }
        }
    }

    /// The `Flow` enum's cases, when coordinators have flows.
    private func flowCases() -> [String] {
        guard app.coordinators.contains(where: { app.flow(of: $0) != nil }) || app.hasPopFlow,
              let flow = app.project.types["Flow"], let enumNode = flow.node.as(EnumDeclSyntax.self) else { return [] }
        return enumNode.memberBlock.members.flatMap { member -> [String] in
            member.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
        }
    }

    private func place(_ function: SwiftType.Function) -> String {
        app.project.sources[function.source].place(of: function.node)
    }

    /// `backButtonTapped`, `didTapBack`, `goBack`: the custom back button.
    static func isBackButton(_ method: String) -> Bool {
        let lower = method.lowercased()
        return lower.contains("back") && (lower.contains("tap") || lower.contains("press") || lower.hasPrefix("goback") || lower.contains("button"))
    }

    /// Method names that are words of the language get a suffix.
    static func methodName(_ name: String) -> String {
        ["start", "finish", "push", "pop", "present", "dismiss", "exit", "call", "back", "swipeBack"].contains(name) ? "\(name)Method" : name
    }

    static func traced(_ line: String, _ place: String) -> String {
        guard !place.isEmpty else { return line }
        let padding = max(1, 56 - line.count)
        return line + String(repeating: " ", count: padding) + "# " + place
    }

    /// The operation line(s) for an action, or a note.
    func operation(_ kind: CodeAction.Kind, coordinator: String, starts: [String: Start]) -> (String, Bool) {
        switch kind {
        case .routerDismiss:
            // A modal router dismisses its sheet and runs onDismissed (the presenter removes
            // the child); a navigation router pops back to where the coordinator began.
            guard let start = starts[coordinator] else { return ("router.dismiss of a coordinator never started: not modelled", true) }
            if start.placements.contains("sheet") { return (start.removedOnDismissal ? "dismiss; finish" : "dismiss", false) }
            return ("popToRoot", false)
        case .start(let type, let placement, let into, let parent, _, _):
            var line = "start \(type)"
            if let placement { line += " in \(placement)" }
            let intoWord = into.map { $0 == "self" ? "self" : $0 } ?? "none"
            if intoWord != "self" { line += " into \(intoWord)" }
            if app.parentProperty(of: type) != nil {
                let parentWord = parent ?? "none"
                // The language's default parent is the coordinator it joins.
                if parentWord != intoWord || intoWord == "none" { line += " parent \(parentWord)" }
            }
            return (line, false)
        case .push(let screen): return ("push \(screen)", false)
        case .pop: return ("pop", false)
        case .popToRoot: return ("popToRoot", false)
        case .present(let screen, let style, let isModal):
            // The default style is a page sheet (iOS 13), as the language's.
            return ("present \(screen)\(style.map { " \($0)" } ?? "")\(isModal ? " isModalInPresentation" : "")", false)
        case .setViewControllers(let screens): return ("setViewControllers \(screens.joined(separator: ", "))", false)
        case .dismiss: return ("dismiss", false)
        case .setRootStack: return ("setRoot stack", false)
        case .setRootTabs(let count): return ("setRoot tabs \(count)", false)
        case .finish: return ("finish", false)
        case .removeChild(let type): return ("removeChild \(type)", false)
        case .removeAllChildren: return ("removeAllChildren", false)
        case .popFlow(let flow, let filter): return (filter == flow ? "popFlow \(flow)" : "popFlow \(flow) filter \(filter)", false)
        case .call(let target, let method): return ("call \(target).\(Self.methodName(method))", false)
        case .exit: return ("exit", false)
        case .note(let text): return (text, true)
        }
    }
}
