import Foundation
import SwiftSyntax

extension DraftBuilder {
    /// Every handler: launch, starts, events, callbacks and called methods.
    mutating func build() {
        launch()
        for coordinator in app.coordinators where coordinator != app.root {
            startHandler(of: coordinator)
        }
        globalEvents()
        events()
        resolveCalls()
    }

    /// The root's `on start`: what the app or scene delegate does at launch (the window root,
    /// the root's initializer and the method it calls on it), or the storyboard's initial
    /// controller.
    private mutating func launch() {
        guard let root = app.root, let type = app.project.types[root] else { return }
        var actions: [CodeAction] = app.launchActions
        var place = app.rootPlace ?? ""
        for initializer in type.initializers.prefix(1) { actions += read(initializer, owner: root) }
        let entry = app.rootEntry ?? "start"
        if let function = app.function(entry, in: root, labels: nil, values: [])?.function {
            actions += read(function, owner: root)
            if place.isEmpty { place = self.place(function) }
        }
        if !actions.contains(where: { if case .setRootStack = $0.kind { true } else if case .setRootTabs = $0.kind { true } else { false } }),
           let initial = app.storyboardRoot {
            actions.insert(contentsOf: initial, at: 0)
        }
        var reader = MethodReader(app: app, owner: root, source: type.source)
        reader.actions = actions
        reader.hoistWindowRoot()
        add(DraftHandler(header: "on start", place: place, actions: reader.actions), to: root)
    }

    /// `on start`: the entry its creators call (`start()` or another method), else the screen
    /// its creator shows for it (`pushCoordinator`: its root view controller).
    private mutating func startHandler(of coordinator: String) {
        let candidates = (entries[coordinator] ?? []) + ["start", "present"]
        for entry in candidates {
            guard let function = app.function(entry, in: coordinator, labels: nil, values: [])?.function, function.body != nil else { continue }
            add(DraftHandler(header: "on start", place: place(function), actions: read(function, owner: coordinator)), to: coordinator)
            return
        }
        if shownByCreator.contains(coordinator), let type = app.project.types[coordinator] {
            var reader = MethodReader(app: app, owner: coordinator, source: type.source)
            for name in ["rootViewController", "viewController", "controller"] {
                if case .screen(let screen) = reader.propertyValue(of: coordinator, name, base: .this) {
                    let place = app.project.sources[type.source].place(of: type.node)
                    add(DraftHandler(header: "on start", place: place, actions: [CodeAction(kind: .push(screen: screen), place: place)]), to: coordinator)
                    screenOwners[screen, default: []].append(coordinator)
                    return
                }
            }
        }
    }

    /// Notifications the root observes: global events.
    private mutating func globalEvents() {
        guard let root = app.root else { return }
        for event in app.globalEvents {
            guard let function = app.project.types[root]?.function(named: event.method) else { continue }
            add(DraftHandler(header: "on \(event.method)", place: place(function), actions: read(function, owner: root)), to: root)
        }
    }

    /// Screen events: closures stored on screens, delegate methods screens call, and
    /// coordinator methods called from outside the coordinators.
    private mutating func events() {
        var index = 0
        while index < closureEvents.count {
            let event = closureEvents[index]
            index += 1
            let captured = event.captured.mapValues(Self.outOfContext)
            let actions = read(event.body, owner: event.owner, source: event.source, bindings: captured, splits: true)
            addEvent(screen: event.screen, event: event.event, owner: event.owner, place: event.place, actions: actions)
        }
        for screen in screenOwners.keys.sorted() {
            let owners = screenOwners[screen] ?? []
            for (event, method) in app.callbacks(of: screen) {
                let implementers = owners.filter { app.implementation(of: method, in: $0) != nil }
                guard !implementers.isEmpty else {
                    notes.append("\(screen).\(event): no coordinator that shows \(screen) implements \(method)")
                    continue
                }
                for owner in implementers {
                    guard let (function, _) = app.implementation(of: method, in: owner) else { continue }
                    addEvent(screen: screen, event: event, owner: owner, place: place(function), actions: read(function, owner: owner, splits: true))
                }
            }
        }
    }

    /// A value captured by a closure read later, outside the handler that made it: a child it
    /// created is by then some instance of its type.
    static func outOfContext(_ value: Value) -> Value {
        switch value {
        case .child, .presentable, .navigation, .tabBar: .object("?")
        default: value
        }
    }

    /// Methods reached by `call`, and the closures children call back, until nothing new.
    private mutating func resolveCalls() {
        while let call = pendingCalls.popLast() {
            if call.target == "wired" {
                // `finishFlow?()` in a child: the closures its creators set.
                guard let closures = wiredClosures[call.method] else { continue }
                for closure in closures {
                    let name = Self.wiredName(call.method)
                    guard !emitted.contains("\(closure.creator).\(name)") else { continue }
                    emitted.insert("\(closure.creator).\(name)")
                    let actions = read(closure.body, owner: closure.creator, source: closure.source, bindings: closure.captured)
                    add(DraftHandler(header: "func \(name)", place: closure.place, actions: actions), to: closure.creator)
                }
                continue
            }
            let targets: [String]
            switch call.target {
            case "self": targets = [call.from]
            case "parent", "caller": targets = parentTypes(of: call.from)
            default: targets = [call.target]
            }
            for target in targets where !emitted.contains("\(target).\(call.method)") {
                emitted.insert("\(target).\(call.method)")
                guard let (function, _) = app.implementation(of: call.method, in: target) else {
                    notes.append("\(target).\(call.method) is called but not found")
                    continue
                }
                var bindings: [String: Value] = [:]
                if call.passesSelf {
                    for parameter in function.parameters where app.isCoordinatorType(parameter.type) || parameter.type.isEmpty { bindings[parameter.name] = .caller }
                }
                add(DraftHandler(header: "func \(ScenarioDraft.methodName(call.method))", place: place(function),
                                 actions: read(function, owner: target, bindings: bindings)), to: target)
            }
        }
    }

    /// `AuthCoordinator.finishFlow` → `finishFlowOfAuthCoordinator`: the creator's method a
    /// child's callback closure becomes.
    static func wiredName(_ key: String) -> String {
        let parts = key.split(separator: ".")
        return "\(parts.last ?? "")Of\(parts.first ?? "")"
    }

    /// The coordinator types that create `coordinator` (its parents), wherever in their code.
    func parentTypes(of coordinator: String) -> [String] {
        let found = app.coordinators.filter { candidate in
            guard let type = app.project.types[candidate] else { return false }
            return type.functions.contains { $0.body?.trimmedDescription.contains("\(coordinator)(") ?? false }
        }
        return found
    }
}
