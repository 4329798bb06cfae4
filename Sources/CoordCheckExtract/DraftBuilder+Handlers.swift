import CoordCheckCore
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
        routeEvents()
        stepEvents()
        popObservers()
        deallocations()
        pullDownObservers()
        ownPullDowns()
        relayedPullDowns()
        screenPullDowns()
        popCompletions()
        resolveCalls()
        ownPopsRunRemovalHandlers()
        tabRootsReleasing(leavingOnRemoval)
        popsObserved()
        routingPullDowns()
        // A method reached by `call` that branches: the screen events reaching it, one per way.
        var ways = CalledWays(handlers: handlers, wiredCreators: facts.closureCreators.compactMapValues { Set($0).count == 1 ? $0.first : nil })
        ways.split(screenEvents: &screenEvents)
        handlers = ways.handlers
        // On the empty stack every creator gives it, what a start sets first is pushed.
        for (type, empty) in facts.givenEmptyStack where empty {
            guard let index = handlers[type]?.firstIndex(where: { $0.header == "on start" }), let actions = handlers[type]?[index].actions else { continue }
            handlers[type]?[index].actions = Self.pushingFirstScreens(actions)
        }
    }

    /// A child whose sheet an object observes for its creator: its `on swipeDismiss` (the
    /// child is its presentation's delegate in the language) calls the creator's closure.
    private mutating func pullDownObservers() {
        wiredHandlers(for: MethodReader.pullDownProperty) { _, call in [("on swipeDismiss", [call.action])] }
    }

    /// A coordinator that made itself the delegate of a sheet it presents (`player
    /// .presentationController?.delegate = self`, `present Screen delegate self`), or of its
    /// own stack (`router.toPresent().presentationController?.delegate = self`): its
    /// `presentationControllerDidDismiss(_:)` runs after a pull-down, its `on swipeDismiss`.
    private mutating func ownPullDowns() {
        // The coordinators other coordinators' presentations name as delegate (`present Screen
        // delegate parent`: a child's sheet its creator observes).
        var named: Set<String> = []
        for (presenter, own) in handlers {
            for case .present(_, _, _, _, let delegate?) in own.flatMap({ $0.actions.flatMap(\.flattened) }).map(\.kind) where delegate != "self" {
                named.formUnion(delegate == "parent" ? parentTypes(of: presenter) : [delegate])
            }
        }
        for coordinator in app.coordinators {
            let own = handlers[coordinator] ?? []
            // Of a sheet it presents, or of its own stack presented by itself or by its creators
            // (started in a sheet of its own).
            guard !own.contains(where: { $0.header == "on swipeDismiss" }),
                  named.contains(coordinator) || facts.ownStackPresentations[coordinator]?.observesPullDown == true
                    || facts.ownSheetObservers.contains(coordinator) && facts.presentedTypes.contains(coordinator) || own.contains(where: { $0.actions.flatMap(\.flattened).contains { action in
                      if case .present(_, _, _, _, "self") = action.kind { true } else { false }
                  } }) || facts.childSheetObservers[coordinator] != nil,
                  let (function, _) = app.implementation(of: "presentationControllerDidDismiss", in: coordinator), let body = function.body else { continue }
            // The child whose sheet was pulled down, looked up among its children: the one type
            // of child whose sheet it observes.
            let observed = facts.childSheetObservers[coordinator] ?? []
            let actions = reading(owner: coordinator, source: function.source, parameters: function.parameters, splits: false) { reader in
                reader.pulledDownChild = observed.count == 1 ? observed.first : nil
                reader.statements(body.statements)
            }
            add(DraftHandler(header: "on swipeDismiss", place: place(function), actions: actions), to: coordinator)
        }
    }

    /// A screen that is the presentation delegate of the sheet it is the first screen of (its own
    /// code makes it so: `navigationController?.presentationController?.delegate = self`; or its
    /// coordinator: `sheet.presentationController?.delegate = viewController`): after a pull-down
    /// UIKit runs its `presentationControllerDidDismiss(_:)`, and what that reaches — a method of
    /// the coordinator's, a closure the coordinator set, a subject it subscribes to, one of the
    /// screen's own actions — is the coordinator's `on Screen.swipeDismiss`, the presentation
    /// made `delegate self`. What only the pull-down runs is no event of the user's.
    private mutating func screenPullDowns() {
        for screen in screenOwners.keys.sorted() {
            guard facts.sheetObservingScreens.contains(screen) || app.observesOwnSheet(screen), let hook = app.pullDownHook(of: screen) else { continue }
            for owner in screenOwners[screen] ?? [] { observePullDown(of: screen, by: owner, hook) }
        }
    }

    /// The owner's part of ``screenPullDowns()``: when it presents the screen in a sheet (or is
    /// presented with it first), what the hook reaches of its code is its `on Screen.swipeDismiss`.
    private mutating func observePullDown(of screen: String, by owner: String, _ hook: PullDownHook) {
        let own = handlers[owner] ?? []
        // Presented by the owner as a sheet (`present Screen`), or the first screen of the
        // owner presented in one (the child is its presentation's delegate in the language).
        let presents = own.flatMap { $0.actions.flatMap(\.flattened) }.contains { action in
            if case .present(screen, nil, false, _, nil) = action.kind { true } else { false }
        }
        guard presents || facts.presentedTypes.contains(owner) && firstScreen(of: owner) == screen,
              !own.contains(where: { $0.header == "on \(screen).swipeDismiss" }) else { return }
        let prefix = "on \(screen)."
        var run: (place: String, actions: [CodeAction])?
        if let (function, _) = hook.coordinatorMethods.compactMap({ app.implementation(of: $0, in: owner) }).first {
            run = (place(function), read(function, owner: owner))
        } else if let (handler, event) = own.lazy
            .filter({ $0.header.hasPrefix(prefix) })
            .map({ ($0, String($0.header.dropFirst(prefix.count))) })
            .first(where: { hook.sends($0.1) }) {
            run = (handler.place, handler.actions)
            // What only the pull-down runs is no event of the user's.
            if !hook.isAlsoSentByUser(event) {
                handlers[owner]?.removeAll { $0.header == handler.header }
                screenEvents[screen]?.removeAll { $0 == event }
            }
        }
        guard let run, run.actions.contains(where: { !$0.isNote }) else { return }
        add(DraftHandler(header: "on \(screen).swipeDismiss", place: run.place, actions: run.actions), to: owner)
        guard presents else { return }
        handlers[owner] = handlers[owner]?.map { handler in
            var handler = handler
            handler.actions = handler.actions.replacing { action in
                guard case .present(screen, nil, false, let onTop, nil) = action.kind else { return nil }
                return [CodeAction(kind: .present(screen: screen, style: nil, isModalInPresentation: false, onTop: onTop, delegate: "self"), place: action.place)]
            }
            return handler
        }
    }

    /// A child pushed by a router that runs a completion when its screen is popped: that
    /// screen's `back` pops it and calls the creator's closure, its `swipeBack` calls it.
    private mutating func popCompletions() {
        wiredHandlers(for: MethodReader.popCompletionProperty) { builder, call in
            // (Only a screen some handler shows: a child started where nothing pushes it shows none.)
            guard !call.wiring.isPresented, let screen = builder.facts.rootScreens[call.wiring.child]?.screen,
                  builder.screenOwners[screen] != nil else { return [] }
            return Self.backAndSwipe(of: screen, running: [call.action], place: call.wiring.place)
        }
    }

    /// A coordinator popping its own screen through a router that runs the handler kept for
    /// each popped screen (`router.pop()`, the screen pushed with `onPop:`): that handler runs
    /// after the pop, when the coordinator kept one for a single screen.
    private mutating func ownPopsRunRemovalHandlers() {
        for (owner, kept) in removalHandlers where kept.count == 1 {
            handlers[owner] = handlers[owner]?.map { handler in
                var handler = handler
                handler.actions = handler.actions.replacing { action in if case .runPopHandler = action.kind { kept[0] } else { nil } }
                return handler
            }
        }
    }

    /// A screen's `back` (the pop, then `actions`) and `swipeBack` (UIKit popped it: `actions`),
    /// for code that runs whenever UIKit takes the screen off its stack.
    static func backAndSwipe(of screen: String, running actions: [CodeAction], place: String) -> [(header: String, actions: [CodeAction])] {
        [("on \(screen).back", [CodeAction(kind: .pop, place: place)] + actions), ("on \(screen).swipeBack", actions)]
    }

    /// For each child a creator wired a closure on under `property`: the handlers `make` gives
    /// (header, actions) calling it, those the child does not have yet.
    private mutating func wiredHandlers(for property: String, _ make: (Self, (wiring: ChildWiring, action: CodeAction)) -> [(String, [CodeAction])]) {
        for (key, closures) in wiredClosures.sorted(by: { $0.key < $1.key }) {
            guard let wiring = closures.first?.wiring, wiring.property == property else { continue }
            let call = CodeAction(kind: .call(target: "wired", method: key), place: wiring.place)
            let made = make(self, (wiring, call)).filter { header, _ in !(handlers[wiring.child] ?? []).contains { $0.header == header } }
            guard !made.isEmpty else { continue }
            pendingCalls.append((wiring.child, "wired", key, false))
            for (header, actions) in made { add(DraftHandler(header: header, place: wiring.place, actions: actions), to: wiring.child) }
        }
    }

    /// `navigationController(_:didShow:animated:)` noticing a pop (the coordinator is its
    /// navigation controller's delegate): what it does runs after the back button's pop and
    /// after a back swipe, on every coordinator that shows screens and has the method. A child
    /// it removes there (`childDidFinish(buyViewController.coordinator)`) leaves when the
    /// child's first screen is popped: that screen's back and swipe call the method, which
    /// removes the child that called (the popped screen's coordinator).
    private mutating func popObservers() {
        let owners = Set(screenOwners.values.joined())
        var observers: [(coordinator: String, place: String, actions: [CodeAction], leaving: [(child: String, screen: String)], looksUp: Bool,
                         popped: [String])] = []
        for coordinator in app.coordinators where owners.contains(coordinator) {
            var bodies: [RemovalObserver] = []
            // Run by UIKit only on a navigation controller's delegate.
            if app.lineage(of: coordinator).contains(where: facts.navigationDelegates.contains) || app.makesItselfNavigationDelegate(coordinator),
               let (function, _) = app.function(CoordinatorApp.didShowHook.name, in: coordinator, labels: CoordinatorApp.didShowHook.labels, values: []),
               let body = function.body {
                bodies.append(RemovalObserver(statements: body.statements, source: function.source, parameters: function.parameters, place: place(function),
                                              popped: app.poppedScreenTests(in: function)))
            }
            bodies += (facts.popRelays[coordinator] ?? []).filter { $0.relay.map(facts.navigationDelegates.contains) ?? false }
            for observer in bodies {
                /// The observer's code read for `self`'s handler (`forChild`: for the child whose screen went).
                /// (`keeps`: the calls it makes are kept for the draft, once what it does is known.)
                func readObserver(splits: Bool = false, forChild: Bool = false, keeps: Bool = false) -> [CodeAction] {
                    reading(owner: coordinator, source: observer.source, parameters: observer.parameters, bindings: observer.captured, splits: splits,
                            forChild: forChild, keeps: keeps) { $0.statements(observer.statements) }
                }
                let observed = readObserver().filter { !$0.isNote }
                var actions: [CodeAction] = []
                var leaving: [(child: String, screen: String)] = []
                /// A child removed when its first screen is the one popped, which another coordinator shows.
                func leavingChild(_ action: CodeAction) -> (child: String, screen: String)? {
                    let child: String
                    switch action.kind {
                    case .removeChild(let type): child = type
                    // `children.removeAll { $0 is StepsCoordinator }`: one of that type, when there is one.
                    case .conditional(.child(let type), let actions, let otherwise) where otherwise.isEmpty && actions.count == 1:
                        guard case .removeChild(type.text) = actions[0].kind else { return nil }
                        child = type.text
                    // `detail.finish()` on a child of that type, whose method only leaves its parent.
                    case .call(let type, let method) where app.coordinators.contains(type) && type != coordinator:
                        guard let (called, owner) = app.function(method, in: type, labels: nil, values: []), owner != coordinator,
                              case let done = read(called, owner: type).filter({ !$0.isNote }), done.count == 1, leavesParent(done[0]) else { return nil }
                        child = type
                    default: return nil
                    }
                    guard let screen = firstScreen(of: child, startCases: true), !(screenOwners[screen] ?? []).contains(coordinator) else { return nil }
                    return (child, screen)
                }
                /// `parent.childDidFinish(self)` read in a child: `finish`, or a call of this
                /// coordinator's method that removes the child calling.
                func leavesParent(_ action: CodeAction) -> Bool {
                    switch action.kind {
                    case .finish: return true
                    case .call("parent", let method):
                        guard let (removal, _) = app.function(method, in: coordinator, labels: nil, values: [.caller]) else { return false }
                        let bindings = Dictionary(removal.parameters.map { ($0.name, Value.caller) }, uniquingKeysWith: { first, _ in first })
                        let done = read(removal, owner: coordinator, bindings: bindings).filter { !$0.isNote }
                        if done.count == 1, case .removeTarget("caller") = done[0].kind { return true }
                        return false
                    default: return false
                    }
                }
                /// The children an own method removes when it does nothing else
                /// (`dropPoppedDetails(from: navigationController)`): that call is their leaving.
                func leavingThrough(_ action: CodeAction) -> [(child: String, screen: String)]? {
                    guard case .call("self", let method) = action.kind,
                          let (called, _) = app.function(method, in: coordinator, labels: nil, values: []) else { return nil }
                    let done = read(called, owner: coordinator).filter { !$0.isNote }
                    let left = done.compactMap(leavingChild)
                    return !left.isEmpty && left.count == done.count ? left : nil
                }
                for action in observed {
                    if let left = leavingChild(action) {
                        leaving.append(left)
                    } else if let left = leavingThrough(action) {
                        for one in left where !leaving.contains(where: { $0 == one }) { leaving.append(one) }
                    } else {
                        actions.append(action)
                    }
                }
                // Each way of a branch on what was popped (`if let detail = from as? DetailViewController
                // { childDidFinish(detail.coordinator) } else if let step = from as? StepViewController { … }`)
                // removes its child: the ways read apart.
                let ways = readObserver(splits: true).compactMap(\.branches).joined().flatMap { $0.actions.flatMap(\.flattened) }
                for left in ways.compactMap(leavingChild) where !leaving.contains(where: { $0 == left }) { leaving.append(left) }
                var looksUp = looksUpChild(in: observer.statements)
                func removesCaller(_ action: CodeAction) -> Bool { self.removesCaller(action, of: coordinator, looksUp: &looksUp) }
                // A child found by the screen popped, no type named (`if let index = children.firstIndex(where:
                // { $0.rootViewController === from }) { children.remove(at: index) }`): the child whose
                // first screen went, of each kind self makes that another coordinator's screen starts.
                if leaving.isEmpty, readObserver(forChild: true).contains(where: removesCaller) {
                    leaving = app.childTypes(of: coordinator).compactMap { child in
                        firstScreen(of: child, startCases: true).flatMap { (screenOwners[$0] ?? []).contains(coordinator) ? nil : (child, $0) }
                    }
                    actions.removeAll(where: removesCaller)
                }
                // (The methods it calls for what it does besides removing a child are the draft's.)
                if !actions.isEmpty { _ = readObserver(keeps: true) }
                // What it does when it sees one of its own screens popped (`if from is AmountViewController`).
                let popped = observer.popped.filter { (screenOwners[$0] ?? []).contains(coordinator) }
                observers.append((coordinator, observer.place, actions, leaving, looksUp, popped))
            }
        }
        let inTabs = startedInTabs
        for (coordinator, place, actions, leaving, looksUp, popped) in observers {
            if !leaving.isEmpty {
                let method = Self.popObserverMethod
                // A child found among its children (`if let child = children.first(where: {
                // $0.root === popped })`) is removed only while it is there: a child that ended
                // itself on its own button, then popped, is not found.
                let removal = CodeAction(kind: .removeTarget("caller"), place: place)
                // (One method, when both its own `didShow` and a relay's subscription remove the child.)
                if !(handlers[coordinator] ?? []).contains(where: { $0.header == "func \(method)" }) {
                    add(DraftHandler(header: "func \(method)", place: place,
                                     actions: [looksUp ? CodeAction(kind: .conditional(condition: .child(Name("caller")), actions: [removal]), place: place) : removal]),
                        to: coordinator)
                }
                // Re-tapping its tab pops the stack to its root, and UIKit tells the delegate:
                // the children whose screens went leave.
                if inTabs.contains(coordinator), !(handlers[coordinator] ?? []).contains(where: { $0.header == "on reselectTab" }) {
                    let types = leaving.map(\.child).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    add(DraftHandler(header: "on reselectTab", place: place, actions: types.map { child in
                        CodeAction(kind: .conditional(condition: .child(Name(child)), actions: [CodeAction(kind: .removeChild(type: child), place: place)]), place: place)
                    }), to: coordinator)
                }
                for (child, screen) in leaving {
                    // A child other coordinators make too (each tab's coordinator pushing it on its
                    // own stack) calls its own parent's observer, when it has a parent property or
                    // calls its creator back through one (a delegate its creator sets to itself): a
                    // parent that observes no pops has no such method, and the call does nothing.
                    let shared = parentTypes(of: child).contains { $0 != coordinator }
                        && (app.parentProperty(of: child) != nil || facts.callBackThroughParent.contains(child))
                    var call = CodeAction(kind: .call(target: shared ? "parent" : coordinator, method: method), place: place)
                    // A child that pushes its first screen's type again (a step after a step) is
                    // found by its first screen, that instance: popping a later one leaves it
                    // (it still shows a screen), popping its first one ends it.
                    if looksUp, pushesAgain(screen, child) {
                        call = CodeAction(kind: .conditional(condition: .not(.showing), actions: [call]), place: place)
                    }
                    observedPops.append((child, screen, call))
                    let headers = Set((handlers[child] ?? []).map(\.header))
                    // (Unless the child handles it, for that screen or any.)
                    for (header, run) in Self.backAndSwipe(of: screen, running: [call], place: place)
                    where !headers.contains(header) && !headers.contains(header.replacingOccurrences(of: "\(screen).", with: "")) {
                        add(DraftHandler(header: header, place: place, actions: run), to: child)
                    }
                }
            }
            guard !actions.isEmpty else { continue }
            let headers = Set((handlers[coordinator] ?? []).map(\.header))
            for screen in popped {
                for (header, run) in Self.backAndSwipe(of: screen, running: actions, place: place) where !headers.contains(header) {
                    add(DraftHandler(header: header, place: place, actions: run), to: coordinator)
                }
            }
            guard popped.isEmpty else { continue }
            if !(handlers[coordinator] ?? []).contains(where: { $0.header == "on back" }) {
                add(DraftHandler(header: "on back", place: place, actions: [CodeAction(kind: .pop, place: place)] + actions), to: coordinator)
            }
            if !(handlers[coordinator] ?? []).contains(where: { $0.header == "on swipeBack" }) {
                add(DraftHandler(header: "on swipeBack", place: place, actions: actions), to: coordinator)
            }
        }
    }

    /// Whether a handler of `coordinator` other than its start pushes `screen`.
    private func pushesAgain(_ screen: String, _ coordinator: String) -> Bool {
        (handlers[coordinator] ?? []).contains { handler in
            handler.header != "on start" && handler.actions.flatMap(\.flattened).contains(where: { if case .push(screen) = $0.kind { true } else { false } })
        }
    }

    /// The method a navigation controller's delegate removes a popped child's coordinator in
    /// (`navigationController(_:didShow:animated:)`), as the draft names it.
    static let popObserverMethod = "navigationControllerDidShow"

    /// Whether code looks a child up among self's children (each member access, found by its
    /// period), by index too: after a pop or a pull-down, finding none is what is expected.
    func looksUpChild(in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .period, let access = token.parent?.as(MemberAccessExprSyntax.self) else { return false }
            return MethodReader.looksUpChild(ExprSyntax(access), in: app.childrenCollections, indices: true)
        }
    }

    /// Whether an action of `coordinator`'s, read for the child that called (`forChild`), takes
    /// that child out: itself, under a condition, or in an own method it is handed to
    /// (`release(flow)`); `looksUp` set when that method looks the child up first.
    mutating func removesCaller(_ action: CodeAction, of coordinator: String, looksUp: inout Bool) -> Bool {
        for action in action.flattened {
            switch action.kind {
            case .removeTarget("caller"): return true
            case .call("self", let method):
                guard let (called, _) = app.function(method, in: coordinator, labels: nil, values: [.caller]), let body = called.body else { continue }
                let bindings = Dictionary(called.parameters.map { ($0.name, Value.caller) }, uniquingKeysWith: { first, _ in first })
                let removes = reading(owner: coordinator, source: called.source, parameters: called.parameters, bindings: bindings, splits: false, forChild: true,
                                      keeps: false) { $0.statements(body.statements) }
                    .flatMap(\.flattened).contains { if case .removeTarget("caller") = $0.kind { true } else { false } }
                if removes {
                    if looksUpChild(in: body) { looksUp = true }
                    return true
                }
            default: continue
            }
        }
        return false
    }

    /// The method a coordinator removes a child whose sheet was pulled down in, when an object
    /// of the app's relays the pull-down to it (``relayedPullDowns()``), as the draft names it.
    static let pullDownRelayMethod = "presentationControllerDidDismiss"

    /// A child that makes an object of the app's its sheet's presentation delegate, the object
    /// sending what its `presentationControllerDidDismiss(_:)` sees on a subject, and a creator
    /// subscribing to that subject (`sheets.dismissed.sink { controller in self?.drop(controller)
    /// }`) that removes the child it was given: after a pull-down of the child's sheet, the child
    /// calls the creator's removal (its `on swipeDismiss`, the sheet presented `delegate self`).
    mutating func relayedPullDowns() {
        for coordinator in app.coordinators {
            for relay in facts.pullDownRelays[coordinator] ?? [] {
                guard let type = relay.relay else { continue }
                let kinds = app.childTypes(of: coordinator).filter { facts.sheetRelays[$0]?.contains(type) == true }
                guard !kinds.isEmpty else { continue }
                var looksUp = looksUpChild(in: relay.statements)
                let read = reading(owner: coordinator, source: relay.source, parameters: relay.parameters, bindings: relay.captured, splits: false, forChild: true,
                                   keeps: false) { $0.statements(relay.statements) }
                guard read.contains(where: { removesCaller($0, of: coordinator, looksUp: &looksUp) }) else { continue }
                let method = Self.pullDownRelayMethod
                let removal = CodeAction(kind: .removeTarget("caller"), place: relay.place)
                if !(handlers[coordinator] ?? []).contains(where: { $0.header == "func \(method)" }) {
                    add(DraftHandler(header: "func \(method)", place: relay.place,
                                     actions: [looksUp ? CodeAction(kind: .conditional(condition: .child(Name("caller")), actions: [removal]), place: relay.place) : removal]),
                        to: coordinator)
                }
                for kind in kinds where !(handlers[kind] ?? []).contains(where: { $0.header == "on swipeDismiss" }) {
                    let shared = parentTypes(of: kind).contains { $0 != coordinator } && app.parentProperty(of: kind) != nil
                    add(DraftHandler(header: "on swipeDismiss", place: relay.place,
                                     actions: [CodeAction(kind: .call(target: shared ? "parent" : coordinator, method: method), place: relay.place)]), to: kind)
                }
            }
        }
    }

    /// A child's own pops run its navigation controller's delegate too: when the child's first
    /// screen is the one popped (the one visible before the pop), the delegate removes it. Its
    /// back and swipe already call the delegate. UIKit tells the delegate once the transition
    /// ends, after the rest of the code that popped (`pop(); owner?.childDidEnd(self)`).
    private mutating func popsObserved() {
        func observing(_ actions: ArraySlice<CodeAction>, screen: String, call: CodeAction) -> [CodeAction] {
            guard let index = actions.firstIndex(where: { action in
                switch action.kind {
                // (A pop back to that very screen pops nothing while it shows.)
                case .popTo(screen): false
                case .pop, .popToRoot, .popTo, .unwind: true
                default: false
                }
            }) else { return Array(actions) }
            let pop = actions[index]
            let rest = observing(actions[(index + 1)...], screen: screen, call: call)
            return Array(actions[..<index])
                + [CodeAction(kind: .conditional(condition: .visible(Name(screen)), actions: [pop] + rest + [call], otherwise: [pop] + rest), place: pop.place)]
        }
        for (child, screen, call) in observedPops {
            handlers[child] = handlers[child]?.map { handler in
                // (Its back and swipe call it already, or under `if not showing`.)
                guard !handler.actions.contains(where: { action in
                    if case .conditional(_, let actions, _) = action.kind { actions.contains { $0.calls(anyOf: [Self.popObserverMethod]) } }
                    else { action.calls(anyOf: [Self.popObserverMethod]) }
                }) else { return handler }
                var handler = handler
                handler.actions = observing(handler.actions[...], screen: screen, call: call)
                return handler
            }
        }
    }

    /// A screen whose `deinit` calls its coordinator (`deinit { coordinator?.finished() }`):
    /// UIKit releases it after a back swipe, and after the back button when the coordinator
    /// sets no action of its own on it, so the method runs then (a pop it does pops what is
    /// on top by then). After a custom back button that already ran the coordinator's code,
    /// the second call is left out: its removal finds nothing, which Swift's loop ignores and
    /// the draft would report. A coordinator presented in a sheet whose first screen it is:
    /// after a pull-down too (the child is the sheet's delegate in the language).
    private mutating func deallocations() {
        var leaving: [String: String] = [:]
        for screen in screenOwners.keys.sorted() {
            let methods = app.deallocationCallbacks(of: screen)
            // What the removal publishes through the screen's model (`route = .left`): the case
            // of the owner's subscription, an event of the screen's until now.
            let published = app.removalPublications(of: screen)
            guard !methods.isEmpty || !published.isEmpty else { continue }
            for owner in screenOwners[screen] ?? [] {
                if let (function, _) = methods.compactMap({ app.implementation(of: $0, in: owner) }).first {
                    let place = place(function)
                    if removal(of: screen, runs: read(function, owner: owner, removed: screen), place: place, in: owner) { leaving[owner] = place }
                    continue
                }
                for (publisher, published, alsoByUser) in published {
                    let event = ScenarioDraft.eventName(published.isEmpty ? publisher : "\(publisher)_\(published)")
                    guard let handler = (handlers[owner] ?? []).first(where: { $0.header == "on \(screen).\(event)" }) else { continue }
                    if !alsoByUser {
                        handlers[owner]?.removeAll { $0.header == handler.header }
                        screenEvents[screen]?.removeAll { $0 == event }
                    }
                    if removal(of: screen, runs: handler.actions, place: handler.place, in: owner) { leaving[owner] = handler.place }
                    break
                }
            }
        }
        leavingOnRemoval.merge(leaving) { _, byDeallocation in byDeallocation }
    }

    /// The handlers of UIKit's removal of `screen` (its swipe back, its back button unless
    /// replaced, its sheet's pull-down when it is the first screen of a presented owner)
    /// running `actions`. Whether they end the owner (`finish`, a call to its parent).
    private mutating func removal(of screen: String, runs actions: [CodeAction], place: String, in owner: String) -> Bool {
        guard actions.contains(where: { !$0.isNote }) else { return false }
        let headers = Set((handlers[owner] ?? []).map(\.header))
        if !headers.contains("on swipeBack"), !headers.contains("on \(screen).swipeBack") {
            add(DraftHandler(header: "on \(screen).swipeBack", place: place, actions: actions), to: owner)
        }
        if !Self.replacesBackButton(attributes(of: screen)), !headers.contains("on back"), !headers.contains("on \(screen).back") {
            add(DraftHandler(header: "on \(screen).back", place: place, actions: [CodeAction(kind: .pop, place: place)] + actions), to: owner)
        }
        if facts.presentedTypes.contains(owner), firstScreen(of: owner) == screen,
           !headers.contains("on swipeDismiss"), !headers.contains("on \(screen).swipeDismiss") {
            add(DraftHandler(header: "on \(screen).swipeDismiss", place: place, actions: actions), to: owner)
        }
        return ends(owner, by: actions)
    }

    /// Whether actions end their coordinator: `finish`, or a call to its parent (or to a
    /// closure its creator set: `wired` until resolved, then the creator's type).
    private func ends(_ owner: String, by actions: [CodeAction]) -> Bool {
        actions.contains { action in
            switch action.kind {
            case .finish: true
            case .call(let target, _): target == "parent" || target == "wired" || parentTypes(of: owner).contains(target)
            default: false
            }
        }
    }

    /// Re-tapping a tab pops it to its root screen: the screens above it are released, and
    /// the coordinators whose screens' removal ends them (`deinit`, `didMove(toParent: nil)`)
    /// leave. When every child a tab's root coordinator starts on its own stack (in its
    /// handlers and the methods they call) is one of those, its `on reselectTab` empties its
    /// children.
    private mutating func tabRootsReleasing(_ leaving: [String: String]) {
        guard !leaving.isEmpty else { return }
        let inTabs = startedInTabs
        for (coordinator, own) in handlers.sorted(by: { $0.key < $1.key }) where inTabs.contains(coordinator) {
            guard !own.contains(where: { $0.header == "on reselectTab" }) else { continue }
            // (A child whose start presents its first screen leaves the tab's stack alone.)
            let pushed = Self.started(in: own).filter { !ChildRecord.isPresented($0.placement) && !presentsFirst($0.type) }
            guard !pushed.isEmpty, pushed.allSatisfy({ leaving[$0.type] != nil }), let place = leaving[pushed[0].type] else { continue }
            add(DraftHandler(header: "on reselectTab", place: place, actions: [
                CodeAction(kind: .note(CodeAction.assumption("the tab pops to its root: UIKit releases the screens above it, and their removal ends their coordinators")), place: place),
                CodeAction(kind: .removeAllChildren, place: place)]), to: coordinator)
        }
    }

    /// Whether a coordinator's start presents what it shows first (a sheet over its creator's
    /// stack, not a screen on it).
    private func presentsFirst(_ type: String) -> Bool {
        let start = (handlers[type] ?? []).first { $0.header == "on start" }?.actions.flatMap(\.flattened) ?? []
        let shown = start.first { action in
            switch action.kind {
            case .present, .push, .setViewControllers, .start: true
            default: false
            }
        }
        if case .present? = shown?.kind { return true }
        return false
    }

    /// The children the handlers start.
    private static func started(in handlers: [DraftHandler]) -> [ChildRecord] {
        handlers.flatMap { $0.actions.flatMap(\.flattened) }.compactMap { if case .start(let child) = $0.kind { child } else { nil } }
    }

    /// The coordinators some handler starts in a tab (`start Home in tab 1`).
    private var startedInTabs: Set<String> {
        Set(Self.started(in: Array(handlers.values.joined())).filter { $0.placement?.hasPrefix("tab ") == true }.map(\.type))
    }

    /// The root's `on start`: what the app or scene delegate does at launch (the window root,
    /// the root's initializer and the method it calls on it), or the storyboard's initial
    /// controller.
    private mutating func launch() {
        guard let root = app.root, let type = app.project.types[root] else { return }
        var actions: [CodeAction] = app.launchActions
        var place = app.rootPlace ?? ""
        var cases = [LaunchPath(name: "", actions: [])]
        // The screens the delegate shows before the root starts (a launch screen) are the root's.
        for case .push(let screen) in actions.map(\.kind) { addOwner(screen, root) }
        for initializer in type.initializers.prefix(1) { actions += read(initializer, owner: root, atLaunch: true) }
        // Not seen called at launch (a closure the launch does not follow): its usual entry, under any name.
        let entry = app.rootEntry ?? startEntry(of: root)?.name ?? "start"
        if let function = app.rootLaunch {
            // The delegate is the root: its launch method is its start. The coordinators it
            // keeps are the app's top ones: their parent links stay nil by design, which the
            // draft says rather than report.
            cases = casePaths(of: function, owner: root, bindings: Self.nilOptionals(of: function), atLaunch: true).map { path in
                LaunchPath(name: path.name, actions: path.actions.flatMap { action -> [CodeAction] in
                    guard case .start(var child) = action.kind, child.into == "self", child.parent == nil, let link = app.parentProperty(of: child.type) else { return [action] }
                    child.parent = "self"
                    let assumption = "\(child.type).\(link.name) is never set: \(root) keeps it as one of the app's top coordinators, its parent in the draft"
                    return [CodeAction(kind: .note(CodeAction.assumption(assumption)), place: action.place), CodeAction(kind: .start(child), place: action.place)]
                }, given: path.given)
            }
        } else if !app.launchEntries.isEmpty {
            // The delegate's launch calls one method of the root or another (a stored token, a
            // first-launch flag): each way a launch case, its own cases within it.
            cases = app.launchEntries.flatMap { way -> [LaunchPath] in
                guard let function = app.function(way.entry, in: root, labels: nil, values: [])?.function else { return [] }
                let paths = casePaths(of: function, owner: root, bindings: Self.nilOptionals(of: function), atLaunch: true)
                return paths.map { path in
                    LaunchPath(name: [way.name.isEmpty ? way.entry : way.name, paths.count > 1 ? path.name : ""].filter { !$0.isEmpty }.joined(separator: "_"),
                               actions: path.actions, given: path.given)
                }
            }
            for index in cases.indices {
                while cases[..<index].contains(where: { $0.name == cases[index].name }) { cases[index].name += "_" }
            }
            if cases.isEmpty { cases = [LaunchPath(name: "", actions: [])] }
        } else if entry.hasPrefix(MethodReader.stepEntry) {
            // A flow coordinated at launch: its first step.
            actions += performStep(String(entry.dropFirst(MethodReader.stepEntry.count)), of: root, source: type.source)
        } else if let function = app.function(entry, in: root, labels: nil, values: [])?.function {
            // What the root was made with (`hasKey: true`), then: `start(with option:
            // DeepLinkOption?)`: an ordinary launch passes no deep link.
            var bindings = app.rootLaunchLiterals().mapValues { Value.literal($0) }
            bindings.merge(Self.nilOptionals(of: function)) { _, new in new }
            if place.isEmpty { place = self.place(function) }
            cases = casePaths(of: function, owner: root, bindings: bindings, atLaunch: true)
        }
        // Each case's whole launch, its window root first.
        cases = cases.map { path in
            var launch = actions + path.actions
            if !launch.contains(where: \.setsWindowRoot), let initial = app.storyboardRoot { launch.insert(contentsOf: initial, at: 0) }
            var reader = MethodReader(app: app, owner: root, source: type.source)
            reader.actions = launch
            reader.hoistWindowRoot()
            return LaunchPath(name: path.name, actions: reader.actions)
        }
        cases = LaunchPath.merged(cases)
        // What every case does first is the root's `on start`; the rest, its launch cases.
        let shared = Self.sharedPrefix(of: cases.map(\.actions))
        add(DraftHandler(header: "on start", place: place, actions: Array(cases[0].actions.prefix(shared))), to: root)
        guard cases.count > 1 else { return }
        for path in cases {
            let rest = Array(path.actions.dropFirst(shared))
            add(DraftHandler(header: LaunchPath.headerPrefix + path.name, place: rest.first?.place ?? place, actions: rest), to: root)
        }
    }

    /// `on start`: the entry its creators call (`start()` or another method), else the screen
    /// its creator shows for it (`pushCoordinator`: its root view controller). A child whose
    /// creator shows what it presents (`router.push(child)`: `child.toPresentable()`) shows
    /// that screen first, then runs its entry.
    private mutating func startHandler(of coordinator: String) {
        if app.routes(coordinator) { return routingStart(of: coordinator) }
        let shown = shownRoot(of: coordinator)
        let opening = shown.map { [$0.action] } ?? []
        var place = shown?.action.place ?? ""
        let cases = facts.startCases[coordinator] ?? []
        var ways = [LaunchPath(name: "", actions: opening)]
        if let function = startEntry(of: coordinator) {
            // `start(with deepLink: DeepLink?)` entered by `start()`: no deep link. A parameter
            // its creators pass themselves for (`install(in: window, owner: self)`): the caller.
            let bindings = Self.nilOptionals(of: function).merging(handedCreator(to: function, of: coordinator)) { _, creator in creator }
            place = self.place(function)
            let read = cases.isEmpty ? [LaunchPath(name: "", actions: self.read(function, owner: coordinator, bindings: bindings, fresh: true))]
                : casePaths(of: function, owner: coordinator, bindings: bindings, atLaunch: false)
            ways = read.map { way in
                // An entry that shows that screen itself shows it once.
                if let shown, way.actions.flatMap(\.flattened).contains(where: { $0.shows(shown.screen) }) { return way }
                return LaunchPath(name: way.name, actions: opening + way.actions)
            }
        }
        // What every case does first is its `on start`; the rest, its start cases (those its
        // creators name).
        // (The screen it presents from the controller its creator handed it is its own sheet's first.)
        if let handed = facts.handedFirstScreens[coordinator] {
            ways = ways.map { way in
                LaunchPath(name: way.name, actions: way.actions.map { action in
                    guard case .present(handed, _, _, _, _) = action.kind else { return action }
                    return CodeAction(kind: .push(screen: handed), place: action.place)
                })
            }
        }
        let shared = cases.isEmpty ? ways[0].actions.count : Self.sharedPrefix(of: ways.map(\.actions))
        let actions = Array(ways[0].actions.prefix(shared))
        if !actions.isEmpty || !place.isEmpty || !cases.isEmpty { add(DraftHandler(header: "on start", place: place, actions: actions), to: coordinator) }
        for (index, name) in cases.enumerated() {
            let rest = Array((ways.first { $0.name == name } ?? ways[min(index, ways.count - 1)]).actions.dropFirst(shared))
            add(DraftHandler(header: ScenarioDraft.startCasePrefix + name, place: rest.first?.place ?? place, actions: rest), to: coordinator)
        }
    }

    /// A start's actions on the empty stack its creators give it: the screens it sets first
    /// (`setViewControllers([items])`, before anything else) are pushed, as the draft's stack
    /// is its creator's (the primary's of a collapsed split view showing it as its detail).
    static func pushingFirstScreens(_ actions: [CodeAction]) -> [CodeAction] {
        guard let first = actions.firstIndex(where: { !$0.isNote }), case .setViewControllers(let screens) = actions[first].kind else { return actions }
        var result = actions
        result.replaceSubrange(first...first, with: screens.map { CodeAction(kind: .push(screen: $0), place: actions[first].place) })
        return result
    }

    /// The screen a creator shows for `coordinator` (its root view controller, pushed, or made
    /// its stack's only screen when every creator does so), as its start's first action, and
    /// owned by it; nil when no creator shows it.
    mutating func shownRoot(of coordinator: String) -> (screen: String, action: CodeAction)? {
        guard shownByCreator[coordinator] != nil, let shown = facts.rootScreens[coordinator] else { return nil }
        addOwner(shown.screen, coordinator)
        let kind: CodeAction.Kind = shownByCreator[coordinator] == true ? .setViewControllers(screens: [shown.screen]) : .push(screen: shown.screen)
        return (shown.screen, CodeAction(kind: kind, place: shown.place))
    }

    /// The method a coordinator's start runs: the first entry its creators call (`start()` or
    /// another method) that it has, else the usual entries — none when its creators only show
    /// the screen it presents (`pushCoordinator`: it never runs its own `start()`).
    func startEntry(of coordinator: String) -> SwiftType.Function? {
        let shown = shownByCreator[coordinator] != nil && facts.rootScreens[coordinator] != nil
        let called = entries[coordinator] ?? []
        return (called + (called.isEmpty && shown ? [] : usualEntries)).lazy.compactMap { entry in
            self.app.function(entry, in: coordinator, labels: nil, values: []).map(\.function).flatMap { $0.body == nil ? nil : $0 }
        }.first
    }

    /// The parameters of `coordinator`'s entry `function`, of a coordinator kind, that another
    /// coordinator passes itself for (`factory.install(in: window, owner: self)`), bound to the
    /// caller: the coordinator whose `start` runs the entry.
    func handedCreator(to function: SwiftType.Function, of coordinator: String) -> [String: Value] {
        var bindings: [String: Value] = [:]
        // (Only a parameter of a coordinator kind can be one; any coordinator may call the entry.)
        guard function.parameters.contains(where: { app.isCoordinatorType(SwiftProject.bareType($0.type)) }) else { return [:] }
        for creator in app.coordinators where creator != coordinator {
            for body in (app.project.types[creator]?.functions ?? []).compactMap(\.body) {
                for call in FunctionCalls.of(body) {
                    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == function.name,
                          call.arguments.map({ $0.label?.text ?? "_" }) == function.parameters.map(\.label) else { continue }
                    for (argument, parameter) in zip(call.arguments, function.parameters)
                    where argument.expression.trimmedText == "self" && app.isCoordinatorType(SwiftProject.bareType(parameter.type)) {
                        bindings[parameter.name] = .caller
                    }
                }
            }
        }
        return bindings
    }

    /// A function's optional parameters, nil: what an ordinary start passes (`start(with option:
    /// DeepLinkOption?)` entered by `start()`, or at launch).
    static func nilOptionals(of function: SwiftType.Function) -> [String: Value] {
        var bindings: [String: Value] = [:]
        for parameter in function.node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters ?? []
        where parameter.type.is(OptionalTypeSyntax.self) || parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            bindings[(parameter.secondName ?? parameter.firstName).text] = .literal("nil")
        }
        return bindings
    }

    /// Notifications the root observes, URLs and activities the app is handed, and the
    /// controls of the container it keeps as its stack: global events. A container's control
    /// is covered by a sheet the root presents: its tap does something only while the root
    /// presents nothing.
    private mutating func globalEvents() {
        guard let root = app.root else { return }
        for event in app.globalEvents {
            guard let function = app.project.types[root]?.function(named: event.method) else { continue }
            let place = place(function)
            var ways = event.container == nil ? caseWays(of: function, owner: root, handed: event.cases) : []
            if ways.isEmpty {
                // (`navigateTo route: SettingsNavigationRoute?`: a tap passes none.)
                var actions = read(function, owner: root, bindings: event.container == nil ? [:] : Self.nilOptionals(of: function))
                if let container = event.container {
                    actions = [CodeAction(kind: .note(CodeAction.assumption("a control of \(container), which holds every screen of the root's stack: a tap offered whatever screen it shows, while nothing is presented over it")), place: place),
                               CodeAction(kind: .conditional(condition: .presenting, actions: [], otherwise: actions), place: place)]
                }
                ways = [(event.method, actions)]
            }
            for (name, actions) in ways {
                let name = ScenarioDraft.eventName(name)
                if name != event.method { caseEvents.insert(name) }
                globalEventNames.append((name, event.place))
                add(DraftHandler(header: "on \(name)", place: place, actions: actions), to: root)
            }
        }
    }

    /// A global event's method handed a case of an enum of the app's (`open(_ link: Link)`,
    /// the link parsed from a URL): one event per case (`open_story`), the method read for it,
    /// each case that does something once (two doing the same are one event). Only the cases
    /// the calls name, when they name them (`handed`): one is the event itself. None when it
    /// is handed no such case, no case does anything, or every case does the same.
    private mutating func caseWays(of function: SwiftType.Function, owner: String, handed: [String]?) -> [(String, [CodeAction])] {
        let project = app.project
        guard let (parameter, all) = function.parameters.lazy.compactMap({ parameter in
                  project.enumCases(of: SwiftProject.bareType(parameter.type)).map { (parameter, $0) }
              }).first, let body = function.body else { return [] }
        let cases = handed.map { $0.filter(all.contains) } ?? all
        if cases.count == 1 { return [(function.name, read(function, owner: owner, bindings: [parameter.name: .literal(cases[0])]))] }
        guard cases.count <= Self.eventWayLimit else { return [] }
        var ways: [(String, [CodeAction])] = []
        var distinct: Set<String> = []
        var doing = 0
        for name in cases {
            // (Read on trial first: what a case left out calls or wires is not drafted.)
            let bindings = [parameter.name: Value.literal(name)]
            let trial = reading(owner: owner, source: function.source, parameters: function.parameters, bindings: bindings, splits: false, keeps: false) {
                $0.statements(body.statements)
            }
            guard trial.contains(where: { !$0.isNote }) else { continue }
            doing += 1
            guard distinct.insert(CodeAction.identity(of: trial, places: false)).inserted else { continue }
            ways.append(("\(function.name)_\(name)", read(function, owner: owner, bindings: bindings)))
        }
        // (Every case doing the same: the event is not told apart.)
        if ways.count == 1, doing == cases.count { return [] }
        return ways
    }

    /// Screen events: closures stored on screens, delegate methods screens call, and
    /// coordinator methods called from outside the coordinators.
    private mutating func events() {
        var index = 0
        while index < closureEvents.count {
            let (owner, event) = closureEvents[index]
            index += 1
            let captured = event.captured.mapValues(Self.outOfContext)
            let actions = reading(owner: owner, source: event.source, bindings: captured, splits: true) { reader in
                if let property = event.handedProperty { reader.callWired(property, at: event.place) }
                reader.run(event)
            }
            if event.isBoundAction, actions.allSatisfy(\.isNote) { continue }
            // A closure the screen calls when UIKit takes it off its stack (`if
            // isMovingFromParent { onRemovedFromStack?() }`): it runs after back and a back swipe.
            if event.runsOnRemoval || app.removalClosureNames(of: event.screen).contains(event.event) {
                for (header, run) in Self.backAndSwipe(of: event.screen, running: actions, place: event.place)
                where !(handlers[owner] ?? []).contains(where: { $0.header == header }) {
                    add(DraftHandler(header: header, place: event.place, actions: run), to: owner)
                }
                if ends(owner, by: actions) { leavingOnRemoval[owner] = event.place }
                removalHandlers[owner, default: []].append(actions)
                continue
            }
            addEvent(screen: event.screen, event: event.event, owner: owner, place: event.place, actions: emitted(actions, by: event.emitter))
        }
        var callbacks: [String: [(event: String, method: String)]] = [:]
        for screen in screenOwners.keys.sorted() {
            let owners = screenOwners[screen] ?? []
            callbacks[screen] = app.callbacks(of: screen)
            var unimplemented: [String] = []
            defer { callbacks[screen]?.removeAll { unimplemented.contains($0.event) } }
            for (event, method) in callbacks[screen] ?? [] {
                let implementers = owners.filter { app.implementation(of: method, in: $0) != nil }
                guard !implementers.isEmpty else {
                    notes.append("\(screen).\(event): no coordinator that shows \(screen) implements \(method)")
                    unimplemented.append(event)
                    continue
                }
                // The cases the screen passes (`coordinator?.go(.first)`): a `switch` on them takes its case.
                let passed = app.caseArguments(calling: method, from: event, in: screen)
                for owner in implementers {
                    guard let (function, _) = app.implementation(of: method, in: owner) else { continue }
                    let bindings = Dictionary(zip(function.parameters.map(\.name), passed).compactMap { name, passed in passed.map { (name, Value.literal($0)) } },
                                              uniquingKeysWith: { first, _ in first })
                    addEvent(screen: screen, event: event, owner: owner, place: place(function), actions: read(function, owner: owner, bindings: bindings, splits: true))
                }
            }
        }
        screenEntries(callbacks: callbacks)
        libraryCallbacks()
    }

    /// The cases of a branch on what a view model publishes that its code names (`.showDialpad`
    /// in `stateSubject.onNext(.showDialpad)`), when it names some: its screen sends only those.
    func emitted(_ actions: [CodeAction], by emitter: String?) -> [CodeAction] {
        guard let emitter, let type = app.project.types[emitter] else { return actions }
        let text = type.node.description + type.functions.compactMap { $0.body?.description }.joined(separator: "\n")
        return actions.map { action in
            guard case .branches(let branches) = action.kind else { return action }
            let named = branches.filter { branch in
                !branch.label.isEmpty && text.range(of: "\\.\(NSRegularExpression.escapedPattern(for: branch.label))\\b", options: .regularExpression) != nil
            }
            guard !named.isEmpty, named.count < branches.count else { return action }
            var kept = action
            kept.kind = .branches(named)
            return kept
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
        // A callback that sets a top-level variable the launch reads waits until the path to
        // it has been read (`isAutorized = true; start()` after the flow that precedes it):
        // while other calls, which may read that path, are pending.
        // The types creating each caller, searched once (every method's text is read).
        var parents: [String: [String]] = [:]
        var idle: Set<String> = []
        while let call = pendingCalls.popLast() {
            if waits(call), pendingCalls.contains(where: { !waits($0) }) {
                pendingCalls.insert(call, at: 0)
                continue
            }
            if call.target == "wired" {
                // `finishFlow?()` in a child: the closures its creators set (for the values it passes).
                let (key, arguments) = Self.wiredParts(call.method)
                guard let closures = wiredClosures[key] else { continue }
                let name = Self.wiredName(call.method)
                for creator in closures.map(\.creator) where !emitted.contains("\(creator).\(name)") {
                    emitted.insert("\(creator).\(name)")
                    let own = closures.filter { $0.creator == creator }.map(\.wiring)
                    add(DraftHandler(header: "func \(name)", place: own[0].place, actions: wiredActions(own, creator: creator, arguments: arguments)), to: creator)
                }
                continue
            }
            let targets: [String]
            switch call.target {
            case "self": targets = [call.from]
            case "parent", "caller":
                if parents[call.from] == nil { parents[call.from] = parentTypes(of: call.from) }
                targets = parents[call.from] ?? []
            default: targets = [call.target]
            }
            // (`open(story)`: `open`, handed `.story`.)
            let (method, cases) = Self.wiredParts(call.method)
            for target in targets where !emitted.contains("\(target).\(call.method)") {
                emitted.insert("\(target).\(call.method)")
                guard let (function, _) = app.implementation(of: method, in: target) else {
                    // A step forwarded to a flow: its route's case.
                    if app.isFlow(target), app.handlesRoute(call.method, in: target), let type = app.project.types[target] {
                        add(DraftHandler(header: "func \(ScenarioDraft.methodName(call.method))", place: app.routeFunction(of: target).map(place) ?? "",
                                         actions: performStep(call.method, of: target, source: type.source)), to: target)
                    } else {
                        notes.append("\(target).\(call.method) is called but not found")
                    }
                    continue
                }
                let bindings = callerBindings(function, call.passesSelf).merging(MethodReader.caseBindings(cases, of: function, in: app.project)) { _, given in given }
                let actions = read(function, owner: target, bindings: bindings, splits: true)
                // (Read for a case it does nothing for, `default: return false`: not called.)
                if !cases.isEmpty, Self.doesNothing(actions), call.target == target {
                    idle.insert("\(target).\(call.method)")
                    continue
                }
                if !cases.isEmpty { caseMethods["\(target) func \(ScenarioDraft.methodName(call.method))"] = call.method }
                add(DraftHandler(header: "func \(ScenarioDraft.methodName(call.method))", place: place(function), actions: actions), to: target)
            }
            if call.passesSelf { callerKinds(call, targets: targets) }
        }
        for (caller, target, method) in callerMethods { renameCalls(in: caller, to: target, method, "\(ScenarioDraft.methodName(method))_\(caller)") }
        if !idle.isEmpty { dropCalls(idle) }
    }

    /// Whether actions do nothing and leave out nothing: none, or only approximations of what
    /// is gone (`assumed: every kind of child is asked` with no child left to ask).
    static func doesNothing(_ actions: [CodeAction]) -> Bool {
        actions.allSatisfy { action in if case .note(let text) = action.kind { text.hasPrefix(CodeAction.assumption("")) } else { false } }
    }

    /// Calls of methods that do nothing (`T.m`: `call T.m`) taken out of every handler, and
    /// in turn the methods read for cases left doing nothing, and the global events of one
    /// case left with nothing to do.
    private mutating func dropCalls(_ idle: Set<String>) {
        var idle = idle
        var dropping = idle
        while !dropping.isEmpty {
            dropping = []
            for (type, own) in handlers {
                handlers[type] = own.compactMap { handler in
                    var handler = handler
                    handler.actions = handler.actions.replacing { action in
                        guard case .call(let target, let method) = action.kind, idle.contains("\(target).\(method)") else { return nil }
                        return []
                    }
                    guard Self.doesNothing(handler.actions), let method = caseMethods["\(type) \(handler.header)"] else { return handler }
                    if idle.insert("\(type).\(method)").inserted { dropping.insert(method) }
                    return nil
                }
            }
        }
        guard let root = app.root else { return }
        let emptied = Set((handlers[root] ?? []).filter { handler in
            caseEvents.contains(String(handler.header.dropFirst(3))) && handler.actions.allSatisfy(\.isNote)
        }.map(\.header))
        handlers[root]?.removeAll { emptied.contains($0.header) }
        globalEventNames.removeAll { emptied.contains("on \($0.name)") }
    }

    /// A method's parameters that hold the coordinator calling it (`childDidFinish(_ child:
    /// Coordinator)` called with `self`): `caller`.
    private func callerBindings(_ function: SwiftType.Function, _ passesSelf: Bool) -> [String: Value] {
        guard passesSelf else { return [:] }
        var bindings: [String: Value] = [:]
        for parameter in function.parameters where app.isCoordinatorType(parameter.type) || parameter.type.isEmpty { bindings[parameter.name] = .caller }
        return bindings
    }

    /// A method a child calls passing itself that branches on what the child is (`if child.type
    /// == .scheduleEdit { dismiss } else { popToRoot }`): read for the child's own type, when
    /// that decides differently, it is a method of its own for that child
    /// (`func childDidFinish_ScheduleModifyCoordinator`), in every type the call reaches.
    private mutating func callerKinds(_ call: (from: String, target: String, method: String, passesSelf: Bool), targets: [String]) {
        let name = "\(ScenarioDraft.methodName(call.method))_\(call.from)"
        guard !emitted.contains("\(call.target).\(name)") else { return }
        emitted.insert("\(call.target).\(name)")
        var own: [(target: String, function: SwiftType.Function, actions: [CodeAction])] = []
        var differs = false
        for target in targets {
            guard let (function, _) = app.implementation(of: call.method, in: target), MethodReader.hasBranches(function), let body = function.body else { continue }
            let bindings = callerBindings(function, true)
            let general = reading(owner: target, source: function.source, parameters: function.parameters, bindings: bindings, splits: true, keeps: false) {
                $0.statements(body.statements)
            }
            let actions = reading(owner: target, source: function.source, parameters: function.parameters, bindings: bindings, splits: true) { reader in
                reader.callerType = call.from
                reader.statements(body.statements)
            }
            differs = differs || CodeAction.identity(of: general, places: true) != CodeAction.identity(of: actions, places: true)
            own.append((target, function, actions))
        }
        guard differs else { return }
        for (target, function, actions) in own { add(DraftHandler(header: "func \(name)", place: place(function), actions: actions), to: target) }
        callerMethods.append((call.from, call.target, call.method))
    }

    /// `call TARGET.method` in `caller`'s handlers made `call TARGET.renamed`.
    private mutating func renameCalls(in caller: String, to target: String, _ method: String, _ renamed: String) {
        handlers[caller] = handlers[caller]?.map { handler in
            var handler = handler
            handler.actions = handler.actions.replacing { action in
                guard case .call(target, method) = action.kind else { return nil }
                return [CodeAction(kind: .call(target: target, method: renamed), place: action.place)]
            }
            return handler
        }
    }

    /// Whether a call is a callback that sets top-level variables, whose path is not read yet.
    private func waits(_ call: (from: String, target: String, method: String, passesSelf: Bool)) -> Bool {
        guard call.target == "wired" else { return false }
        let key = Self.wiredParts(call.method).key
        return !contextual.contains(key) && setsGlobals(key)
    }

    /// Whether the closures wired to `Child.property` assign a top-level variable.
    private func setsGlobals(_ key: String) -> Bool {
        (wiredClosures[key] ?? []).contains { closure in
            guard let body = closure.wiring.body?.description else { return false }
            return app.globals.keys.contains { body.contains($0) && body.range(of: #"(?<![\w.])\#($0)\s*=[^=]"#, options: .regularExpression) != nil }
        }
    }

    /// What a child's callback runs in its creator. A creator that sets different closures on
    /// children shown in a sheet and on its own stack tells them apart the way the model can:
    /// while it presents, the one calling back is the presented child.
    /// A closure continuing the one before it (the operators of one subscription to a child's
    /// result) runs after it, in the same callback.
    private mutating func wiredActions(_ wirings: [ChildWiring], creator: String, arguments: [String] = []) -> [CodeAction] {
        var callbacks: [[ChildWiring]] = []
        for wiring in wirings {
            if wiring.continuesPrevious, !callbacks.isEmpty { callbacks[callbacks.count - 1].append(wiring) } else { callbacks.append([wiring]) }
        }
        let text = { (callback: [ChildWiring]) in callback.map { $0.body?.trimmedText ?? $0.emits ?? "" } }
        var distinct: [[ChildWiring]] = []
        for callback in callbacks where !distinct.contains(where: { text($0) == text(callback) }) { distinct.append(callback) }
        if distinct.count > 1, let presented = distinct.first(where: { $0[0].isPresented }), let inPlace = distinct.first(where: { !$0[0].isPresented }) {
            return [CodeAction(kind: .conditional(condition: .presenting, actions: read(presented, creator: creator, arguments: arguments),
                                                  otherwise: read(inPlace, creator: creator, arguments: arguments)),
                               place: presented[0].place)]
        }
        var actions = read(distinct[0], creator: creator, arguments: arguments)
        if distinct.count > 1 {
            actions.insert(CodeAction(kind: .note("\(creator) sets \(distinct.count) different closures on \(distinct[0][0].key): the one at \(distinct[0][0].place) is modelled"), place: distinct[0][0].place), at: 0)
        }
        return actions
    }

    /// A callback set on a child (a closure, or a subscription's operators), read as its
    /// creator's method the child calls.
    private mutating func read(_ callback: [ChildWiring], creator: String, arguments: [String] = []) -> [CodeAction] {
        callback.flatMap { wiring -> [CodeAction] in
            if let body = wiring.body {
                // (Its parameters hold what the child passed: `{ route in … }` called with `.dnsSettings`.)
                var bindings = wiring.captured
                let parameters = wiring.closure.map(MethodReader.parameterNames) ?? []
                for (name, argument) in zip(parameters, arguments) { bindings[name] = .literal(argument) }
                let actions = read(body, from: wiring.from, owner: creator, source: wiring.source, bindings: bindings, splits: true, forChild: true)
                return runPopHandlers(in: actions, of: wiring, creator: creator)
            }
            guard let emits = wiring.emits else { return [] }
            pendingCalls.append((creator, "wired", emits, false))
            return [CodeAction(kind: .call(target: "wired", method: emits), place: wiring.place)]
        }
    }

    /// A router's pop in code a child calls back on its creator (`finishFlow = { router.popModule();
    /// … }`) pops the child's screen, the top one when the child calls, and the router, its
    /// stack's delegate, runs the pop handler the creator kept for that screen, which sees the
    /// same child: that handler's code runs there, after the pop.
    private mutating func runPopHandlers(in actions: [CodeAction], of wiring: ChildWiring, creator: String) -> [CodeAction] {
        guard actions.contains(where: { $0.flattened.contains { if case .runPopHandler = $0.kind { true } else { false } } }) else { return actions }
        let kept = wiring.property == MethodReader.popCompletionProperty ? []
            : (wiredClosures["\(wiring.child).\(MethodReader.popCompletionProperty)"] ?? []).filter { $0.creator == creator }.map(\.wiring)
        let handler = kept.isEmpty ? [] : wiredActions(kept, creator: creator)
        return actions.replacing { action in if case .runPopHandler = action.kind { handler } else { nil } }
    }

    /// `AuthCoordinator.finishFlow` → `finishFlowOfAuthCoordinator`: the creator's method a
    /// child's callback closure becomes.
    static func wiredName(_ key: String) -> String {
        let (base, arguments) = wiredParts(key)
        let parts = base.split(separator: ".")
        return (["\(parts.last ?? "")Of\(parts.first ?? "")"] + arguments).joined(separator: "_")
    }

    /// A call of a child's closure property passing values: `Child.property(case,flag)`.
    static func wiredMethod(_ key: String, arguments: [String]) -> String {
        arguments.isEmpty ? key : "\(key)(\(arguments.joined(separator: ",")))"
    }

    /// A wired call's `Child.property`, and the values it passes.
    static func wiredParts(_ method: String) -> (key: String, arguments: [String]) {
        guard let open = method.firstIndex(of: "("), method.hasSuffix(")") else { return (method, []) }
        return (String(method[..<open]), method[method.index(after: open)..<method.index(before: method.endIndex)].split(separator: ",").map(String.init))
    }

    /// The coordinator types that create `coordinator` (its parents), wherever in their code.
    func parentTypes(of coordinator: String) -> [String] {
        let found = app.coordinators.filter { candidate in
            guard let type = app.project.types[candidate] else { return false }
            return type.functions.contains { $0.body.map { CoordinatorApp.makes(coordinator, in: $0.trimmedText) } ?? false }
        }
        return found
    }
}
