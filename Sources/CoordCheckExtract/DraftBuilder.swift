import Foundation
import SwiftSyntax

/// Builds the handlers of a draft: reads every coordinator method once for the facts (who
/// shows which screen, who wires what onto its children, how children are entered), then
/// the root's launch, each coordinator's start, the screens' events, the callbacks children
/// call, and every method reached by `call`, until nothing new turns up.
struct DraftBuilder {
    let app: CoordinatorApp
    var facts = DraftFacts()
    var handlers: [String: [DraftHandler]] = [:]
    var screenOwners: [String: [String]] = [:]
    var screenEvents: [String: [String]] = [:]
    /// The global events, in the order declared, and where each was read.
    var globalEventNames: [(name: String, place: String)] = []
    /// The global events that are one case of what their method is handed (`open_story`).
    var caseEvents: Set<String> = []
    /// The methods read for cases they are handed (`StoriesFlow func open_story`: `open(story)`).
    var caseMethods: [String: String] = [:]
    /// The language's attributes of each screen (`hidesBackButton`…) its coordinators set.
    var screenAttributes: [String: Set<String>] = [:]
    var notes: [String] = []
    /// Entry methods creators call, by child type, most frequent first.
    var entries: [String: [String]] = [:]
    /// What a coordinator no creator is seen entering runs when started: the entries creators
    /// call on children across the app, the most called first, then the coordinator kinds'
    /// requirements no extension implements (`func start()`), then the coordinator libraries'
    /// entry (a package's `protocol Coordinator { func start() }` is not in the sources read).
    var usualEntries: [String] = []
    /// The children whose creators show what they present, by type: whether every creator
    /// makes it its stack's only screen (`setRootModule`) rather than pushing or presenting it.
    var shownByCreator: [String: Bool] = [:]
    /// The closure events each coordinator's handlers made, by coordinator.
    var closureEvents: [(owner: String, event: ClosureEvent)] = []
    /// The closures creators set on children, by `Child.property`.
    var wiredClosures: [String: [(creator: String, wiring: ChildWiring)]] = [:]
    var pendingCalls: [(from: String, target: String, method: String, passesSelf: Bool)] = []
    /// The closures on children (`Child.property`) wired again by a handler the draft reads:
    /// their captured values are those of the path the app takes to them (the top-level
    /// variables set by the callbacks before).
    var contextual: Set<String> = []
    var emitted: Set<String> = []
    /// The calls passing `self` made per type of caller (``callerKinds(_:targets:)``): the
    /// caller's type, the call's target and method.
    var callerMethods: [(caller: String, target: String, method: String)] = []
    /// Children whose first screen's pop a navigation delegate observes, removing them: the
    /// screen, and the call to the delegate's method that removes the caller.
    var observedPops: [(child: String, screen: String, call: CodeAction)] = []
    /// The coordinators UIKit's removal of their screen ends — its `deinit`, or a closure it
    /// calls from `didMove(toParent: nil)` — with where: they leave on a tab re-tap too.
    var leavingOnRemoval: [String: String] = [:]
    /// What runs when UIKit takes a coordinator's screen off its stack, for each screen that
    /// has such code (a router's pop handler, `isMovingFromParent`).
    var removalHandlers: [String: [[CodeAction]]] = [:]

    init(app: CoordinatorApp) {
        self.app = app
        for coordinator in app.coordinators {
            if let shown = rootScreen(of: coordinator) { facts.rootScreens[coordinator] = shown }
            else if let given = madeWithScreen(of: coordinator) { facts.madeWithScreens[coordinator] = given }
        }
        gatherFacts()
        gatherScreenEntries()
        usualEntries = Self.usualEntries(entries, app: app)
        facts.callBackThroughParent = facts.typesCallingBackThroughParent(app.coordinators, parentProperty: app.parentProperty(of:))
        gatherStartCases()
    }

    /// The screen a coordinator shows as itself: what a method giving a view controller returns
    /// (`toPresentable()`), or a property giving one (`rootViewController`, `controller`) — a
    /// view controller it holds, a hosting controller its `init` (or a `start()` without
    /// parameters) assigned.
    private func rootScreen(of coordinator: String) -> (screen: String, place: String)? {
        guard let type = app.project.types[coordinator] else { return nil }
        var reader = MethodReader(app: app, owner: coordinator, source: type.source)
        // What its `init` (and a `start()` that makes the screen) assigns to its properties.
        if let initializer = type.initializers.first(where: { $0.body != nil }), let body = initializer.body {
            reader.statements(body.statements)
        }
        let madeInInit = reader.navigations
        let stackedInInit = reader.actions.lazy.compactMap(\.stackedScreen).first
        if let start = type.function(named: app.entryMethod), start.parameters.isEmpty, let body = start.body {
            reader.statements(body.statements)
        }
        // Its methods giving a view controller (``CoordinatorApp/presentingMembers``:
        // `toPresentable()`), then its properties giving one, in the order written.
        for function in type.functions where function.parameters.isEmpty && app.presentingMembers.contains(function.name) {
            guard let body = function.body else { continue }
            if case .screen(let screen) = reader.value(of: body.statements) { return (screen, place(function)) }
        }
        let lineage = app.lineage(of: coordinator).compactMap { app.project.types[$0] }
        // (Not a screen its creators hand it to go back to: `returnTo: listViewController`.)
        for name in lineage.flatMap(\.properties).map(\.name) where app.presentingMembers.contains(name) && app.handedScreens[coordinator + "." + name] == nil {
            if case .screen(let screen) = reader.propertyValue(of: coordinator, name, base: .this) {
                return (screen, app.project.sources[type.source].place(of: type.node))
            }
        }
        // Under any name: a navigation controller its `init` made around a screen
        // (`navigationController = UINavigationController(rootViewController: editor)`).
        if let first = madeInInit.lazy.compactMap(\.screens.first).first {
            return (first, app.project.sources[type.source].place(of: type.node))
        }
        // Or one its `init` puts on the stack it keeps (`navigationController.setViewControllers(
        // [accountsList], animated: false)`).
        if let first = stackedInInit { return (first, app.project.sources[type.source].place(of: type.node)) }
        return nil
    }

    /// The screen a coordinator is made with and keeps (`init(module: ProjectDetailModule)`,
    /// `self.module = module`): its root screen where a creator shows it for it
    /// (``MethodReader/shownChild(_:)``).
    private func madeWithScreen(of coordinator: String) -> (screen: String, place: String)? {
        guard let type = app.project.types[coordinator] else { return nil }
        var reader = MethodReader(app: app, owner: coordinator, source: type.source)
        for property in app.propertiesKeptByInitializers(of: coordinator) {
            if case .screen(let screen) = reader.propertyValue(of: coordinator, property, base: .this) {
                return (screen, app.project.sources[type.source].place(of: type.node))
            }
        }
        return nil
    }

    /// ``usualEntries``, from the entries seen and the coordinator kinds.
    static func usualEntries(_ entries: [String: [String]], app: CoordinatorApp) -> [String] {
        var counts: [String: Int] = [:]
        var seen: [String] = []
        for coordinator in app.coordinators {
            for method in entries[coordinator] ?? [] {
                if counts[method] == nil { seen.append(method) }
                counts[method, default: 0] += 1
            }
        }
        // A stable sort: of entries called as often, the first seen first.
        var result = seen.sorted { counts[$0]! > counts[$1]! }
        for kind in app.project.order where app.coordinatorProtocols.contains(kind) && app.project.types[kind]?.kind == .protocolType {
            let extensions = app.lineage(of: kind).compactMap { app.project.types[$0] }
            for requirement in app.project.types[kind]?.functions ?? [] where requirement.body == nil && !result.contains(requirement.name) {
                if !extensions.contains(where: { $0.functions.contains { $0.name == requirement.name && $0.body != nil } }) { result.append(requirement.name) }
            }
        }
        // A library's entry (a package's `protocol Coordinator { func start() }`, not read), under
        // any name: the method without parameters most coordinators implement.
        if let entry = app.commonEntry, !result.contains(entry) { result.append(entry) }
        return result + ["start"].filter { !result.contains($0) }
    }

    /// The first reading: every method of every coordinator.
    private mutating func gatherFacts() {
        // `Type.property` → the methods assigning it a screen, with whether that screen is the
        // first the method puts on a stack.
        var screenProperties: [String: [(method: String, first: Bool)]] = [:]
        for coordinator in app.coordinators {
            guard let type = app.project.types[coordinator] else { continue }
            for function in type.functions + type.initializers {
                guard let body = function.body else { continue }
                var reader = MethodReader(app: app, owner: coordinator, source: function.source, parameters: function.parameters)
                reader.facts.rootScreens = facts.rootScreens
                reader.facts.madeWithScreens = facts.madeWithScreens
                // A routing coordinator's `prepareTransition(for:)` or `navigate(to:)`: every case's transition.
                if app.routeFunction(of: coordinator)?.node.id == function.node.id {
                    reader.frames[0].performsTransition = true
                    reader.splitsBranches = true
                }
                reader.read(body.statements)
                addOwners(of: reader.allActions, coordinator)
                let firstStacked = reader.allActions.flatMap(\.flattened).lazy.compactMap(\.stackedScreen).first
                for (property, screen) in reader.assignedScreens {
                    screenProperties[coordinator + "." + property, default: []].append((function.name, screen == firstStacked))
                }
                // A screen handed to a child the creator never starts is the child's.
                for (type, _, action) in reader.handedStarts { addOwners(of: [action], type) }
                if let (type, property, onStack) = reader.windowTabBar, facts.windowTabBars[type] == nil {
                    facts.windowTabBars[type] = property
                    if onStack { facts.stackTabBars.insert(type) }
                }
                if let presented = reader.presentsOwnStack, facts.ownStackPresentations[coordinator] == nil { facts.ownStackPresentations[coordinator] = presented }
                if let handed = reader.handedPresentation, function.name == app.entryMethod, facts.ownStackPresentations[coordinator] == nil {
                    facts.ownStackPresentations[coordinator] = (handed.placement, handed.isModal, false)
                    facts.handedFirstScreens[coordinator] = handed.screen
                }
                if reader.observesOwnSheet { facts.ownSheetObservers.insert(coordinator) }
                facts.navigationDelegates.formUnion(reader.navigationDelegates)
                for relay in reader.popRelays where !(facts.popRelays[coordinator] ?? []).contains(where: { $0.place == relay.place }) {
                    facts.popRelays[coordinator, default: []].append(relay)
                }
                for relay in reader.pullDownRelays where !(facts.pullDownRelays[coordinator] ?? []).contains(where: { $0.place == relay.place }) {
                    facts.pullDownRelays[coordinator, default: []].append(relay)
                }
                if !reader.sheetRelays.isEmpty { facts.sheetRelays[coordinator, default: []].formUnion(reader.sheetRelays) }
                if let style = reader.ownStackStyle { facts.ownStackStyles[coordinator] = style }
                for child in reader.children where child.delegate == "self" { facts.childSheetObservers[coordinator, default: []].insert(child.type) }
                for type in reader.shownGivenScreens where facts.rootScreens[type] == nil { facts.rootScreens[type] = facts.madeWithScreens[type] }
                facts.ownSheetObservers.formUnion(reader.sheetObservingChildren)
                facts.sheetObservingScreens.formUnion(reader.sheetObservingScreens)
                if !reader.modalScreens.isEmpty, let shown = reader.allActions.flatMap(\.flattened).lazy.compactMap(\.stackedScreen).first,
                   reader.modalScreens.contains(shown) {
                    facts.modalFirstScreens.insert(coordinator)
                }
                for (child, method) in reader.entries where !(entries[child] ?? []).contains(method) { entries[child, default: []].append(method) }
                // Pushed by one creator, made a stack's only screen by another: pushed (which, on
                // an empty stack, is the same).
                for child in reader.children where child.shownByCreator { shownByCreator[child.type] = (shownByCreator[child.type] ?? true) && child.replacesStack }
                for child in reader.children where child.parent != nil { facts.parentAssigned.insert(child.type) }
                noteStarts(of: reader.children)
                for case .start(let child) in reader.allActions.map(\.kind) {
                    if let tab = child.placement?.split(separator: " "), tab.first == "tab", let number = tab.last.flatMap({ Int($0) }), facts.tabOf[child.type] == nil {
                        facts.tabOf[child.type] = number
                    }
                }
                for event in reader.closureEvents where !closureEvents.contains(where: { $0.owner == coordinator && $0.event.screen == event.screen && $0.event.event == event.event }) {
                    closureEvents.append((coordinator, event))
                    addOwner(event.screen, coordinator)
                }
                for wiring in reader.childWiring {
                    let key = wiring.key
                    let coordinator = wiring.creator ?? coordinator
                    if wiring.isCallback {
                        facts.closureCreators[key, default: []].append(coordinator)
                        wiredClosures[key, default: []].append((coordinator, wiring))
                    } else if !(facts.delegateCreators[key] ?? []).contains(coordinator) {
                        facts.delegateCreators[key, default: []].append(coordinator)
                    }
                }
                for (screen, attribute) in reader.screenAttributes { screenAttributes[screen, default: []].insert(attribute) }
                noteGivenObjects(reader.givenObjects)
            }
        }
        for (coordinator, style) in facts.ownStackStyles where facts.ownStackPresentations[coordinator]?.placement == "modal" {
            facts.ownStackPresentations[coordinator]?.placement = "modal \(style)"
        }
        facts.entryScreenProperties = Set(screenProperties.compactMap { key, assigning in
            guard assigning.count == 1, let only = assigning.first, only.first,
                  let coordinator = key.split(separator: ".").first.map(String.init),
                  (entries[coordinator] ?? [app.entryMethod]).contains(only.method) else { return nil }
            return key
        })
        // What the children made in code a subscription or a callback runs are given
        // (`route.sink { self.showOffers(router: ModalRouter(…)) }`): read for that alone.
        for (owner, event) in closureEvents {
            var reader = MethodReader(app: app, owner: owner, source: event.source, bindings: event.captured.mapValues(Self.outOfContext))
            reader.facts = facts
            reader.run(event)
            noteGivenObjects(reader.givenObjects)
        }
        // The closures among them, each once, for the children that call them for what they make.
        facts.givenClosures = wiredClosures.mapValues { wired in
            var seen: Set<SyntaxIdentifier> = []
            return wired.compactMap { creator, wiring in wiring.closure.flatMap { seen.insert($0.id).inserted ? (creator, wiring, $0) : nil } }
        }
    }

    /// A screen's attributes: from its own code and set on it by its coordinators.
    func attributes(of screen: String) -> Set<String> {
        app.screenAttributes(of: screen).union(screenAttributes[screen] ?? [])
    }

    /// Whether UIKit's back button is gone from a screen with these attributes: hidden
    /// (`hidesBackButton = true`) or a left bar button in its place.
    static func replacesBackButton(_ attributes: Set<String>) -> Bool {
        !attributes.isDisjoint(with: ["hidesBackButton", "leftBarButtonItem"])
    }

    mutating func addOwner(_ screen: String, _ coordinator: String) {
        if !(screenOwners[screen] ?? []).contains(coordinator) { screenOwners[screen, default: []].append(coordinator) }
    }

    /// Reads a body as a handler of `owner`.
    mutating func read(_ body: CodeBlockItemListSyntax, from start: Int = 0, owner: String, source: Int, parameters: [(label: String, name: String, type: String)] = [],
                       bindings: [String: Value] = [:], splits: Bool = false, forChild: Bool = false, atLaunch: Bool = false, fresh: Bool = false,
                       removed: String? = nil) -> [CodeAction] {
        reading(owner: owner, source: source, parameters: parameters, bindings: bindings, splits: splits, forChild: forChild, atLaunch: atLaunch,
                fresh: fresh) { reader in
            reader.removedScreen = removed
            reader.statements(body, from: start)
        }
    }

    /// The objects a reading saw children given (``DraftFacts/givenObjects``), each once.
    mutating func noteGivenObjects(_ found: [(key: String, type: String)]) {
        for (key, object) in found where !(facts.givenObjects[key] ?? []).contains(object) { facts.givenObjects[key, default: []].append(object) }
    }

    /// Where the children a reading started show: on a navigation controller their creator
    /// just made, on no other stack (``DraftFacts/givenEmptyStack``), or presented
    /// (``DraftFacts/presentedTypes``).
    mutating func noteStarts(of children: [ChildRecord]) {
        for child in children where child.started {
            facts.givenEmptyStack[child.type] = (facts.givenEmptyStack[child.type] ?? true) && child.emptyStack && child.placement == nil
            if ChildRecord.isPresented(child.placement) { facts.presentedTypes.insert(child.type) }
        }
    }

    /// A handler of `owner` read by `perform`: the calls it makes, the entries of the children
    /// it starts and the closures it wires again (in context) are kept for the draft.
    /// With `keeps` false, nothing is kept: the actions alone (a reading for facts).
    mutating func reading(owner: String, source: Int, parameters: [(label: String, name: String, type: String)] = [], bindings: [String: Value] = [:],
                          splits: Bool, forChild: Bool = false, atLaunch: Bool = false, fresh: Bool = false, keeps: Bool = true,
                          _ perform: (inout MethodReader) -> Void) -> [CodeAction] {
        var reader = MethodReader(app: app, owner: owner, source: source, parameters: parameters, bindings: bindings)
        reader.facts = facts
        reader.splitsBranches = splits
        reader.runsForChild = forChild
        reader.atLaunch = atLaunch
        reader.freshSelf = atLaunch || fresh
        perform(&reader)
        reader.complete()
        guard keeps else { return reader.actions }
        noteStarts(of: reader.children)
        for (type, startCase, action) in reader.handedStarts where !(handlers[type] ?? []).contains(where: { $0.header == ScenarioDraft.startCasePrefix + startCase }) {
            add(DraftHandler(header: ScenarioDraft.startCasePrefix + startCase, place: action.place, actions: [action]), to: type)
        }
        for call in reader.calls { pendingCalls.append((owner, call.target, call.method, call.passesSelf)) }
        for (child, method) in reader.entries where !(entries[child] ?? []).contains(method) { entries[child, default: []].append(method) }
        for wiring in reader.childWiring where wiring.isCallback {
            let owner = wiring.creator ?? owner
            guard let index = wiredClosures[wiring.key]?.firstIndex(where: { $0.creator == owner && $0.wiring.body?.id == wiring.body?.id }) else {
                // A callback only an event wires (a subscription to the result of a child it
                // starts), once per creator: a child two types start, each subscribing to its result.
                guard !contextual.contains(wiring.key) || !(wiredClosures[wiring.key] ?? []).contains(where: { $0.creator == owner }) else { continue }
                if !(facts.closureCreators[wiring.key] ?? []).contains(owner) {
                    facts.closureCreators[wiring.key, default: []].append(owner)
                    // (A second creator's: the child calls back the one that made it, its parent.)
                    if facts.callsBackThroughParent(wiring.child, parentProperty: app.parentProperty(of:)) { facts.callBackThroughParent.insert(wiring.child) }
                }
                wiredClosures[wiring.key, default: []].append((owner, wiring))
                continue
            }
            guard !contextual.contains(wiring.key) else { continue }
            wiredClosures[wiring.key]?[index].wiring = wiring
            contextual.insert(wiring.key)
        }
        return reader.actions
    }

    mutating func read(_ function: SwiftType.Function, owner: String, bindings: [String: Value] = [:], splits: Bool = false, atLaunch: Bool = false,
                       fresh: Bool = false, removed: String? = nil) -> [CodeAction] {
        guard let body = function.body else { return [] }
        return read(body.statements, owner: owner, source: function.source, parameters: function.parameters, bindings: bindings, splits: splits,
                    atLaunch: atLaunch, fresh: fresh, removed: removed)
    }

    func place(_ function: SwiftType.Function) -> String {
        app.project.sources[function.source].place(of: function.node)
    }

    mutating func add(_ handler: DraftHandler, to coordinator: String) {
        handlers[coordinator, default: []].append(handler)
        // A screen shown only by a closure read now (an event's) is declared too.
        addOwners(of: handler.actions.flatMap(\.flattened), coordinator)
    }

    /// The coordinator shows the screens these actions push, present or set.
    private mutating func addOwners(of actions: [CodeAction], _ coordinator: String) {
        for action in actions {
            switch action.kind {
            case .push(let screen), .present(let screen, _, _, _, _): addOwner(screen, coordinator)
            case .setViewControllers(let screens): screens.forEach { addOwner($0, coordinator) }
            default: break
            }
        }
    }

    /// Whether a handler pops its screen: a `pop` of its own, or in a method of the owner it
    /// calls (a button that closes a sheet or opens settings is no back button).
    func pops(_ actions: [CodeAction], owner: String) -> Bool {
        actions.contains { action in
            switch action.kind {
            case .pop, .popToRoot, .unwind: return true
            case .branches(let branches): return branches.contains { pops($0.actions, owner: owner) }
            case .call(let target, let method):
                let body = app.implementation(of: method, in: target == "self" ? owner : target)?.function.body?.description ?? ""
                return body.contains("popViewController") || body.contains("popToRootViewController")
            default: return false
            }
        }
    }

    /// At most this many events one event's code becomes (its ways through the branches on
    /// what the model does not track, the child starts with start cases): past them, a branch
    /// takes its first case, with a note. (A launch's, a start's: ``launchCaseLimit``.)
    static let eventWayLimit = 16

    /// An event's ways: each branch on what the model does not track split into one event per
    /// case, named by its cases (`signIn_expired`; an `if`'s first case keeps the name), in
    /// order. The first branch's cases are all events (a `switch` on a screen's outputs);
    /// past them and ``eventWayLimit`` ways, a branch takes its first case, with a note.
    static func alternatives(of event: String, _ actions: [CodeAction]) -> [(String, [CodeAction])] {
        let limit = max(eventWayLimit, actions.lazy.compactMap(\.branches).first?.count ?? 0)
        var ways: [(String, [CodeAction])] = []
        var pending = [(event, actions)]
        while !pending.isEmpty {
            let (name, actions) = pending.removeFirst()
            guard let index = actions.firstIndex(where: { $0.branches != nil }), let branches = actions[index].branches, let first = branches.first else {
                ways.append((name, actions))
                continue
            }
            let before = Array(actions[..<index]), after = Array(actions[(index + 1)...])
            if ways.count + pending.count + branches.count > limit {
                let note = CodeAction(kind: .note("a branch: only its case '\(first.label.isEmpty ? "if" : first.label)' is modelled (more than \(limit) ways)"),
                                      place: actions[index].place)
                pending.insert((name, before + [note] + first.actions + after), at: 0)
                continue
            }
            pending.insert(contentsOf: branches.map { branch in
                (branch.label.isEmpty ? name : "\(name)_\(branch.label)", before + branch.actions + after)
            }, at: 0)
        }
        // A name longer than ``wayNameLimit`` (cases under cases): the event's and its number.
        var names = Set(ways.map(\.0).filter { $0.count <= wayNameLimit })
        return ways.enumerated().map { index, way in
            guard way.0.count > wayNameLimit else { return way }
            var number = index + 1
            while names.contains("\(event)_way\(number)") { number += 1 }
            names.insert("\(event)_way\(number)")
            return ("\(event)_way\(number)", way.1)
        }
    }

    /// The longest name of an event's way kept as its cases make it.
    static let wayNameLimit = 120

    /// An event's handler; alternatives the code chooses between become events of their own.
    mutating func addEvent(screen: String, event: String, owner: String, place: String, actions: [CodeAction]) {
        // A control of the screen that pops it is its back button (`on Screen.back`), unless
        // UIKit's is known to stay: then it is one more way back beside UIKit's (a "Done" on
        // the right). UIKit's is gone when hidden, a left bar button takes its place, or the app
        // hides navigation bars (a bar of its own, its left button the back).
        let keepsUIKitsBack = !app.hidesNavigationBars && !Self.replacesBackButton(attributes(of: screen))
        let isBack = pops(actions, owner: owner) && app.isControlAction(event, of: screen) && !keepsUIKitsBack
        let alternatives = isBack ? [(event, actions)] : Self.alternatives(of: event, actions)
        for (written, actions) in alternatives {
            let name = ScenarioDraft.eventName(written)
            let label = isBack ? "back" : name
            if !isBack, !(screenEvents[screen] ?? []).contains(name) { screenEvents[screen, default: []].append(name) }
            guard !(handlers[owner] ?? []).contains(where: { $0.header == "on \(screen).\(label)" }) else { continue }
            add(DraftHandler(header: "on \(screen).\(label)", place: place, actions: actions), to: owner)
        }
    }
}
