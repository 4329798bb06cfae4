import Foundation
import SwiftSyntax

/// The handlers of routing coordinators (XCoordinator): `on start` is what the initializer
/// does (the initial route, the tabs), and each route a view model or a view controller
/// triggers on its router is an event of the screen it belongs to, named after the route.
extension DraftBuilder {
    /// `on start`: the initializer its creators call; one with nothing to pass first
    /// (`convenience init()` making the tabs' coordinators), else the first.
    mutating func routingStart(of coordinator: String) {
        guard let type = app.project.types[coordinator] else { return }
        // A flow starts at the first step its creator's stepper emits.
        if app.isFlow(coordinator) {
            guard let step = entries[coordinator]?.first(where: { $0.hasPrefix(MethodReader.stepEntry) }) else { return }
            let name = String(step.dropFirst(MethodReader.stepEntry.count))
            let place = app.routeFunction(of: coordinator).map(place) ?? ""
            var actions = performStep(name, of: coordinator, source: type.source)
            // Its root a screen its creator shows (embedded, `nestedViewControllers = [root]`):
            // that screen first, then what its first step does.
            if let shown = shownRoot(of: coordinator) { actions.insert(shown.action, at: 0) }
            add(DraftHandler(header: "on start", place: place, actions: actions), to: coordinator)
            return
        }
        let initializers = type.initializers.filter { $0.body != nil }
        guard let initializer = initializers.first(where: { app.matches($0, labels: []) }) ?? initializers.first else { return }
        add(DraftHandler(header: "on start", place: place(initializer), actions: read(initializer, owner: coordinator)), to: coordinator)
    }

    /// A routing coordinator presented in a sheet: after a pull-down its parent removes it
    /// (XCoordinator's `removeChildrenIfNeeded`) when the parent next performs a transition;
    /// the model removes it when the sheet is pulled down, with a note (RxFlow ends a flow
    /// whose root is dismissed at once: no note). One made on its
    /// creator's stack is never removed: that is left as the code has it.
    mutating func routingPullDowns() {
        var sheets: [String: String] = [:]
        for (coordinator, own) in handlers.sorted(by: { $0.key < $1.key }) where app.routes(coordinator) {
            for action in own.flatMap({ $0.actions.flatMap(\.flattened) }) {
                guard case .start(let child) = action.kind, child.placement == "modal", app.routes(child.type), !app.sharesCreatorStack(child.type),
                      sheets[child.type] == nil else { continue }
                sheets[child.type] = coordinator
            }
        }
        for (child, parent) in sheets.sorted(by: { $0.key < $1.key }) where !(handlers[child] ?? []).contains(where: { $0.header.hasSuffix("swipeDismiss") }) {
            let place = app.project.types[child].map { app.project.sources[$0.source].place(of: $0.node) } ?? ""
            // RxFlow ends a flow as soon as its root is dismissed.
            let lazily = app.isFlow(child) ? [] : [CodeAction(kind: .note(CodeAction.assumption("a pull-down leaves \(child) in \(parent)'s children until \(parent) performs its next transition: modelled as removed at once")), place: place)]
            add(DraftHandler(header: "on swipeDismiss", place: place, actions: lazily + [CodeAction(kind: .finish, place: place)]), to: child)
        }
    }

    /// What a route's case does, read as a handler of `coordinator`.
    mutating func performStep(_ name: String, of coordinator: String, source: Int) -> [CodeAction] {
        let file = app.project.sources[source].tree
        return reading(owner: coordinator, source: source, splits: false) { $0.performRoute(name, arguments: [], of: coordinator, at: file) }
    }

    /// `steps.accept(DemoStep.movieIsPicked(withId: id))` in a stepper that a screen holds
    /// (its view model) or is: the event `movieIsPicked` of that screen, handled by the flow
    /// showing it when its `navigate(to:)` has that step.
    mutating func stepEvents() {
        for trigger in app.stepTriggers() {
            let (step, _) = MethodReader.routeCase(trigger.route)
            for screen in app.screens(holding: trigger.holder) {
                for owner in screenOwners[screen] ?? [] where app.isFlow(owner) && app.handlesRoute(step, in: owner) {
                    let actions = reading(owner: owner, source: trigger.source, splits: true) { $0.performRoute(trigger.route, of: owner, at: trigger.route) }
                    addEvent(screen: screen, event: step, owner: owner, place: trigger.place, actions: actions)
                }
            }
        }
    }

    /// `router.trigger(.users)` in a view model made with a screen in a route's case: the
    /// event `users` of that screen, doing what the route's transition does.
    mutating func routeEvents() {
        let triggers = app.routeTriggers()
        guard !triggers.isEmpty else { return }
        for coordinator in app.coordinators where app.routes(coordinator) {
            guard let routeType = app.routeType(of: coordinator) else { continue }
            let holders = app.routeHolderScreens(of: coordinator)
            for trigger in triggers where trigger.routeType == routeType {
                let (route, _) = MethodReader.routeCase(trigger.route)
                guard let screen = holders[trigger.holder] else {
                    notes.append("\(trigger.place): \(trigger.holder) triggers \(routeType).\(route), but no screen of \(coordinator) is made with it")
                    continue
                }
                let actions = reading(owner: coordinator, source: trigger.source, splits: true) { $0.performRoute(trigger.route, of: coordinator, at: trigger.route) }
                addEvent(screen: screen, event: route, owner: coordinator, place: trigger.place, actions: actions)
            }
        }
    }
}
