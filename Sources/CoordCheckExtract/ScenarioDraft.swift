import CoordCheckCore
import Foundation
import SwiftSyntax

/// Writes the scenario an app's coordinator code describes, in coordcheck's language, every
/// line traced to its source (`# Sources/…/TodayCoordinator.swift:34`), and what could not
/// be modelled kept as a `# coordcheck:` comment for the user.
struct ScenarioDraft {
    let app: CoordinatorApp
    let name: String
    /// The `depth` line's bound.
    var depth = Extractor.defaultDepth
    /// Who wires what onto children, for the callbacks they call.
    var facts = DraftFacts()
    /// The handler headers each coordinator has, so that a `call` names an existing method.
    var emittedHandlers: [String: Set<String>] = [:]
    /// Every header of `emittedHandlers`, whatever its coordinator.
    var emittedAnywhere: Set<String> = []
    /// The types whose `on start` does nothing the scenario can model, and the start cases
    /// (`Type.case`) that show no screen.
    var showsNothing: Set<String> = []

    /// The types whose parent property nothing assigns and nothing reads: as if they had none.
    var unusedParents: Set<String> = []
    /// The screens some coordinator of the draft shows (the draft's `screen` lines).
    var shownScreens: Set<String> = []

    /// A coordinator's parent property, unless nothing ever assigns or reads it.
    func parentProperty(of coordinator: String) -> (name: String, weak: Bool)? {
        // A routing coordinator's library keeps a weak link to its parent (XCoordinator's
        // `registerParent`, RxFlow's parent flow coordinator), which removes it.
        if app.routes(coordinator) { return ("parent", true) }
        if facts.callBackThroughParent.contains(coordinator) { return ("parent", true) }
        return unusedParents.contains(coordinator) ? nil : app.parentProperty(of: coordinator)
    }

    /// How a coordinator type is started, over the whole app.
    struct Start {
        var placements: Set<String> = []
        var removedOnDismissal = false
    }

    mutating func render() -> (document: ScenarioDocument, notes: [String]) {
        var builder = DraftBuilder(app: app)
        builder.build()
        // Every note is a `# coordcheck:` line of the draft, and every such line a note: the
        // count `extract` prints is the lines a reader finds.
        var notes: [String] = []
        var handlers = builder.handlers
        let screenOwners = builder.screenOwners
        shownScreens = Set(screenOwners.keys)
        let screenEvents = builder.screenEvents
        facts = builder.facts
        unusedParents = Set(app.coordinators.filter { coordinator in
            guard let parent = app.parentProperty(of: coordinator) else { return false }
            return !facts.parentAssigned.contains(coordinator) && !app.readsOwnProperty(parent.name, in: coordinator)
        })
        // Every coordinator showing a screen handles its events (the language requires it).
        for (screen, events) in screenEvents.sorted(by: { $0.key < $1.key }) {
            for owner in screenOwners[screen] ?? [] {
                for event in events where !(handlers[owner] ?? []).contains(where: { $0.header == "on \(screen).\(event)" }) {
                    handlers[owner, default: []].append(DraftHandler(header: "on \(screen).\(event)", place: "", actions: [
                        CodeAction(kind: .note("\(owner) shows \(screen) but sets no handler for \(event)"), place: "")]))
                }
            }
        }
        emittedHandlers = handlers.mapValues { Set($0.map(\.header)) }
        emittedAnywhere = Set(emittedHandlers.values.joined())
        // By type, and by type and start case (`Type.case`: neither its `on start` nor that
        // case shows a screen).
        let drafted = handlers
        showsNothing = Set(handlers.flatMap { type, own -> [String] in
            let nothing = own.first { $0.header == "on start" }?.actions.allSatisfy(\.isNote) == true ? [type] : []
            guard !Self.showsAScreen(type, drafted, from: "on start") else { return nothing }
            return nothing + own.map(\.header).filter { $0.hasPrefix(Self.startCasePrefix) && !Self.showsAScreen(type, drafted, from: $0) }
                .map { type + "." + $0.dropFirst(Self.startCasePrefix.count) }
        })

        let roots = rootsWindow(handlers)
        handlers = handlers.mapValues { $0.map { handler in
            var handler = handler
            handler.actions = windowRootsPresented(handler.actions, rootsWindow: roots)
            return handler
        } }
        handlers = Self.cuttingCallCycles(handlers)
        // `self.current = nil` on a property of a coordinator type under which no start of the
        // coordinator keeps a child (it was appended to children too, or never started): it
        // removes nothing of the tree. Under another key no start uses (`flows[key] = nil`, the
        // key computed): what it removes is not known.
        for (type, own) in handlers {
            let keys = Set(own.flatMap { $0.actions.flatMap(\.flattened) }.compactMap { action -> String? in
                if case .start(let child) = action.kind { child.key } else { nil }
            })
            handlers[type] = own.map { handler in
                var handler = handler
                handler.actions = handler.actions.replacing { action in
                    guard case .removeKey(let key) = action.kind, !keys.contains(key) else { return nil }
                    if app.property(named: key, in: type) != nil { return [] }
                    return [CodeAction(kind: .note("removes the child kept under \(key), which no start of \(type) stores: not modelled"), place: action.place)]
                }
                return handler
            }
        }

        // How each type is started: where, and whether a presenter's onDismissed removes it.
        var starts: [String: Start] = [:]
        for handler in handlers.values.joined() {
            for action in handler.actions.flatMap(\.flattened) {
                guard case .start(let child) = action.kind else { continue }
                let type = child.type
                starts[type, default: Start()].placements.insert(child.placement.map { $0.hasPrefix("modal") && $0 != "modal fullScreen" && $0 != "modal overFullScreen" ? "sheet" : $0 } ?? "here")
                if child.removedOnDismissal { starts[type, default: Start()].removedOnDismissal = true }
            }
        }
        // A launch whose last window root is a stack it puts nothing on: the check reports a
        // deadlock at launch, which the draft says. (With launch cases, the launch goes on.)
        if let root = app.root, !(handlers[root] ?? []).contains(where: { $0.header.hasPrefix(LaunchPath.headerPrefix) }),
           let index = handlers[root]?.firstIndex(where: { $0.header == "on start" }),
           let actions = handlers[root]?[index].actions, let last = actions.lastIndex(where: \.setsWindowRoot),
           case .setRootStack = actions[last].kind,
           !actions[(last + 1)...].contains(where: { action in
               switch action.kind {
               case .push, .setViewControllers, .setTabsOnStack, .present, .start, .conditional, .branches: true
               case .call(target: "self", let method): Self.showsAScreen(root, handlers, from: "func \(Self.methodName(method))")
               case .call: true
               default: false
               }
           }) {
            handlers[root]?[index].actions.insert(CodeAction(kind: .note(
                "the launch leaves the window's root stack empty (what fills it is not modelled: see the notes below): deadlock at launch"), place: ""), at: 0)
        }
        // A child started on its creator's stack that shows nothing there (a side menu a
        // library shows, a screen made by code the draft does not read): `no-leaks` reports it
        // while it lives, which the draft says.
        for (type, start) in starts.sorted(by: { $0.key < $1.key }) where start.placements.contains("here") && !Self.showsAScreen(type, handlers) {
            guard let index = handlers[type]?.firstIndex(where: { $0.header == "on start" }) else { continue }
            handlers[type]?[index].actions.insert(CodeAction(kind: .note(
                "\(type) shows no screen the scenario can model when it starts: no-leaks reports it while it lives"), place: ""), at: 0)
        }
        // Seed 000's routers run onDismissed when the child's first screen is popped (back or
        // a swipe, through the navigation controller's delegate) or its sheet pulled down.
        for (type, start) in starts.sorted(by: { $0.key < $1.key }) where start.removedOnDismissal {
            let first = handlers[type]?.filter { Self.isStart($0.header) }.lazy.flatMap(\.actions).compactMap { action -> (String, String)? in
                if case .push(let screen) = action.kind { return (screen, action.place) } else { return nil }
            }.first
            if start.placements.contains("here"), app.routers.values.contains(.navigation(observesPops: true)), let (screen, place) = first {
                handlers[type, default: []].append(DraftHandler(header: "on \(screen).back", place: place, actions: [
                    CodeAction(kind: .pop, place: place), CodeAction(kind: .finish, place: place)]))
                handlers[type, default: []].append(DraftHandler(header: "on \(screen).swipeBack", place: place, actions: [
                    CodeAction(kind: .finish, place: place)]))
            }
            if start.placements.contains("sheet"), app.routers.values.contains(.modal(observesPullDown: true)) {
                handlers[type, default: []].append(DraftHandler(header: "on swipeDismiss", place: "", actions: [CodeAction(kind: .finish, place: "")]))
            }
        }

        var document = ScenarioDocument()
        // Comments and blank lines for the next declaration.
        var remarks: [Remark] = [
            .comment("Drafted by `coordcheck extract` from \(app.project.sources.count) Swift file\(app.project.sources.count == 1 ? "" : "s"). Every line says where it was read;"),
            .comment("`# coordcheck:` lines are code it read but could not model (`assumed:` ones, modelled approximately): review them before trusting a verdict."),
        ]
        func declare(_ kind: DeclarationSyntax.Kind, _ place: String = "") {
            document.declarations.append(DeclarationSyntax(kind, leading: remarks, comment: Self.comment(place)))
            remarks = []
        }
        declare(.scenario(Name(name)))
        declare(.depth(NumberSyntax(depth)))
        let flows = flowCases()
        if !flows.isEmpty { declare(.flows(flows.map { Name($0) })) }
        if let place = app.swipeBackDisabledAt { declare(.disable(["swipeBack"]), place) }
        if let place = app.reselectTabDisabledAt { declare(.disable(["reselectTab"]), place) }
        for event in builder.globalEventNames { declare(.events([Name(event.name)]), event.place) }
        // What was read but belongs to no handler of the draft.
        for note in builder.notes {
            remarks.append(.comment("coordcheck: \(note)"))
            notes.append(note)
        }
        remarks.append(.blank)
        let headers = Set(handlers.values.joined().map(\.header))
        for screen in screenOwners.keys.sorted() {
            let events = screenEvents[screen] ?? []
            // No back button of UIKit's, unless the screen's own button is its back (a custom
            // back button, the draft's `back`).
            let attributes = builder.attributes(of: screen)
            let hidesBack = DraftBuilder.replacesBackButton(attributes) && !headers.contains("on \(screen).back")
            let written = (hidesBack ? ["hidesBackButton"] : []) + (attributes.contains("hidesBottomBarWhenPushed") ? ["hidesBottomBarWhenPushed"] : [])
            let place = app.project.types[screen].map { app.project.sources[$0.source].place(of: $0.node) } ?? ""
            declare(.screen(.init(name: Name(screen), events: events.map { Name($0) }, attributes: written.map { Name($0) })), place)
            // A screen with no event (nor a back button the draft handles) whose code may move
            // the app on: links the draft did not follow, said under the screen they belong to.
            if events.isEmpty, !handlers.values.contains(where: { $0.contains { $0.header.hasPrefix("on \(screen).") } }) {
                let calls = app.layerCalls(of: screen)
                if !calls.isEmpty {
                    let shown = calls.prefix(3).map { "\($0.text) (\($0.place))" }.joined(separator: ", ")
                    let more = calls.count > 3 ? " and \(calls.count - 3) more" : ""
                    let text = "\(screen): no user event found, but code of it that may move on was not followed: \(shown)\(more)"
                    remarks.append(Self.note(text, place, indent: ""))
                    notes.append("\(place): \(text)")
                }
            }
        }
        for coordinator in app.coordinators {
            remarks.append(.blank)
            var syntax = coordinatorSyntax(coordinator, starts: starts)
            // Comments for the next member.
            var memberRemarks: [Remark] = []
            if starts[coordinator]?.removedOnDismissal == true, parentProperty(of: coordinator) == nil {
                memberRemarks.append(.comment("it has no parent property: the onDismissed closure its presenter gives it removes it, modelled as a weak parent's finish"))
            }
            for handler in handlers[coordinator] ?? [] {
                var body: [OperationLineSyntax] = []
                // Notes for the next operation line.
                var lineRemarks: [Remark] = []
                for action in handler.actions {
                    switch operation(action.kind, coordinator: coordinator, starts: starts) {
                    case .note(let text):
                        lineRemarks.append(Self.note(text, action.place, indent: ScenarioPrinter.bodyIndent))
                        notes.append("\(action.place): \(text)")
                    // (An action standing for nothing here: no line.)
                    case .operations(let operations) where operations.isEmpty:
                        continue
                    case .operations(let operations):
                        body.append(Self.line(operations, leading: lineRemarks, place: action.place))
                        lineRemarks = []
                    }
                }
                // A launch case that adds nothing (no login sheet for a returning user) is one
                // way the launch goes; what it read and could not model has its notes.
                if body.isEmpty, !handler.header.hasPrefix(LaunchPath.headerPrefix) {
                    lineRemarks.append(Self.note("this handler does nothing the scenario can model", handler.place, indent: ScenarioPrinter.bodyIndent))
                    notes.append("\(handler.place): \(coordinator) \(handler.header) does nothing the scenario can model")
                }
                let syntaxOfHandler = HandlerSyntax(Self.trigger(handler.header), body: body, trailing: lineRemarks)
                syntax.members.append(MemberSyntax(.handler(syntaxOfHandler), leading: memberRemarks, comment: Self.comment(handler.place)))
                memberRemarks = []
            }
            if coordinator == app.root, let place = app.rootPlace {
                memberRemarks.append(.comment("created and started at launch: \(place)"))
            }
            syntax.trailing = memberRemarks
            declare(.coordinator(syntax), app.project.types[coordinator].map { app.project.sources[$0.source].place(of: $0.node) } ?? "")
        }
        document.trailing = remarks
        return (document, notes)
    }

    /// The comment a line is traced with: where it was read, if known.
    private static func comment(_ place: String) -> String? {
        place.isEmpty ? nil : place
    }

    /// A `# coordcheck:` note on a line of its own, written at `indent`, followed by where it
    /// was read aligned as the comments after lines are.
    private static func note(_ text: String, _ place: String, indent: String) -> Remark {
        let line = ScenarioPrinter.line(indent + "# coordcheck: \(text)", comment: comment(place))
        return .comment(String(line.dropFirst(indent.count + 2)))
    }

    /// An operation line traced to `place`: an `if` keeps its `else` lines traced there too.
    private static func line(_ operations: [OperationSyntax.Kind], leading: [Remark], place: String) -> OperationLineSyntax {
        let written = operations.map { kind -> OperationSyntax in
            guard case .branches(let branches) = kind else { return OperationSyntax(kind) }
            return OperationSyntax(.branches(branches.enumerated().map { index, branch in
                var branch = branch
                if index > 0 { branch.comment = comment(place) }
                return branch
            }))
        }
        return OperationLineSyntax(written, leading: leading, comment: comment(place))
    }

    /// A handler's header as the language's trigger: `on start`, `on Screen.event`,
    /// `on start.CASE`, `on launch.CASE`, `func m`.
    static func trigger(_ header: String) -> HandlerSyntax.Trigger {
        if header.hasPrefix("func ") { return .method(Name(String(header.dropFirst("func ".count)))) }
        let event = header.dropFirst("on ".count)
        guard let dot = event.firstIndex(of: ".") else { return .named(Name(String(event))) }
        return .screenEvent(screen: Name(String(event[..<dot])), event: Name(String(event[event.index(after: dot)...])))
    }

    /// The types whose `on start` makes the window's root (a tab bar coordinator).
    private func rootsWindow(_ handlers: [String: [DraftHandler]]) -> Set<String> {
        Set(handlers.compactMap { type, own in
            own.contains { Self.isStart($0.header) && $0.actions.contains(where: \.setsWindowRoot) } ? type : nil
        })
    }

    /// A child presented full screen whose start makes the window's root (a tab bar over the
    /// login screen): the language's tabs are the window root's, so it is started in place,
    /// its tab bar the window's root, with a note.
    private func windowRootsPresented(_ actions: [CodeAction], rootsWindow: Set<String>) -> [CodeAction] {
        actions.replacingStarts { child, place in
            guard ChildRecord.isPresented(child.placement), rootsWindow.contains(child.type) else { return [CodeAction(kind: .start(child), place: place)] }
            let note = "\(child.type) is presented (\(child.placement ?? "")) but its start makes the window's root (a tab bar): modelled as the window's root"
            var inPlace = child
            inPlace.placement = nil
            return [CodeAction(kind: .note(CodeAction.assumption(note)), place: place), CodeAction(kind: .start(inPlace), place: place)]
        }
    }

    private func coordinatorSyntax(_ coordinator: String, starts: [String: Start]) -> CoordinatorSyntax {
        var syntax = CoordinatorSyntax(name: Name(coordinator), isRoot: coordinator == app.root, isContainer: app.isContainer(coordinator))
        if let flow = app.flow(of: coordinator), !flowCases().isEmpty { syntax.flow = Name(flow) }
        if coordinator != app.root {
            if let parent = parentProperty(of: coordinator) {
                syntax.parentKind = parent.weak ? "weak" : "strong"
            } else if starts[coordinator]?.removedOnDismissal == true {
                syntax.parentKind = "weak"
            } else {
                syntax.parentKind = "none"
            }
        }
        return syntax
    }

    /// The flows' enum's cases (`enum Flow`), when coordinators have flows.
    private func flowCases() -> [String] {
        guard app.coordinators.contains(where: { app.flow(of: $0) != nil }) || app.popFlowMethod != nil,
              let cases = app.flowProperty.flatMap({ app.project.enumCases(of: $0.type) }) else { return [] }
        return cases
    }

    /// Event names the explorer generates itself (`back`, `start`…) get a suffix on a screen.
    static func eventName(_ name: String) -> String {
        ["start", "back", "swipeBack", "cancelSwipeBack", "swipeDismiss", "swipeBegin", "reselectTab", "selectTab", "transitionEnd", "async"]
            .contains(name) ? "\(name)Event" : name
    }

    /// Method names that are words of the language get a suffix. A call handing cases of the
    /// app's enums (`open(story)`: `flow.open(.story(id))`) is a method of its own for them,
    /// `open_story`.
    static func methodName(_ name: String) -> String {
        let (base, cases) = DraftBuilder.wiredParts(name)
        if !cases.isEmpty { return ([methodName(base)] + cases).joined(separator: "_") }
        return ["start", "finish", "push", "pop", "present", "dismiss", "exit", "call", "back", "swipeBack"].contains(name) ? "\(name)Method" : name
    }

    /// Whether a handler header is a start's: `on start` or a start case (`on start.expired`).
    static func isStart(_ header: String) -> Bool {
        header == "on start" || header.hasPrefix(startCasePrefix)
    }

    /// What a start case's handler header starts with (`on start.expired`).
    static let startCasePrefix = "on start."

    /// Whether a coordinator's `on start` (or one of its start cases), or a method of its own it
    /// calls, or a child it starts on its stack, pushes, presents or sets a screen or the
    /// window's root.
    static func showsAScreen(_ type: String, _ handlers: [String: [DraftHandler]], from header: String? = nil) -> Bool {
        let starts = header.map { [$0] } ?? (handlers[type] ?? []).map(\.header).filter(isStart)
        var pending = starts.map { (type, $0) }, seen: Set<String> = []
        while let (owner, header) = pending.popLast() {
            guard seen.insert("\(owner) \(header)").inserted, let handler = handlers[owner]?.first(where: { $0.header == header }) else { continue }
            for action in handler.actions.flatMap(\.flattened) {
                switch action.kind {
                case .push, .present, .presentTabs, .setTabsOnStack, .setViewControllers, .setRootStack, .setRootTabs: return true
                case .call(target: "self", let method): pending.append((owner, "func \(methodName(method))"))
                case .start(let child) where !ChildRecord.isPresented(child.placement):
                    pending.append((child.type, "on start"))
                    if let startCase = child.startCase { pending.append((child.type, startCasePrefix + startCase)) }
                default: break
                }
            }
        }
        return false
    }

    /// What an action is written as in a handler: operations on one line (an `if` with its
    /// `else` lines), or a note.
    enum Written {
        case operations([OperationSyntax.Kind])
        case note(String)
    }

    /// The operations for an action, or a note.
    func operation(_ kind: CodeAction.Kind, coordinator: String, starts: [String: Start]) -> Written {
        switch kind {
        case .removeFirstScreen:
            return .note("viewControllers.remove(at: 0) without a push before it in the handler: not modelled")
        case .routerDismiss:
            // A modal router dismisses its sheet and runs onDismissed (the presenter removes
            // the child); a navigation router pops back to where the coordinator began.
            guard let start = starts[coordinator] else { return .note("router.dismiss of a coordinator never started: not modelled") }
            if start.placements.contains("sheet") { return .operations(start.removedOnDismissal ? [.dismiss(completion: nil), .finish] : [.dismiss(completion: nil)]) }
            return .operations([.popToRoot])
        case .start(let child):
            // UIKit presents the child's root view controller; an empty sheet would be a
            // false leak.
            if ChildRecord.isPresented(child.placement), showsNothing.contains(child.startCase.map { child.type + "." + $0 } ?? child.type) {
                return .note("\(child.type) is presented, but its start shows nothing the scenario can model: not modelled")
            }
            var options = OperationSyntax.StartOptions()
            if child.isModalInPresentation, child.placement?.hasPrefix("modal") == true { options.isModalInPresentation = "isModalInPresentation" }
            if child.onTop, ChildRecord.isPresented(child.placement) { options.onTop = "onTop" }
            if let delegate = child.delegate, delegate == "self", child.placement?.hasPrefix("modal") == true { options.delegate = "self" }
            let intoWord = child.into ?? "none"
            if intoWord != "self" { options.into = Name(intoWord) }
            options.key = child.key.map { Name($0) }
            options.also = child.also.map { Name($0) }
            if parentProperty(of: child.type) != nil {
                // What a creator's callbacks reach: the creator, when it keeps the child.
                let parentWord = child.parent ?? (facts.callBackThroughParent.contains(child.type) && intoWord == "self" ? "self" : "none")
                // The language's default parent is the coordinator it joins.
                if parentWord != intoWord || intoWord == "none" { options.parent = Name(parentWord) }
            }
            options.startCase = child.startCase.map { Name($0) }
            return .operations([.start(type: Name(child.type), placement: Self.placement(child.placement), options: options)])
        case .removeTarget(let target): return .operations([.removeChild(.named(Name(target)))])
        case .removeKey(let key): return .operations([.removeChild(.key(Name(key)))])
        case .branches(let branches):
            return .note("a branch on what the model does not track: only its case '\(branches.first?.label ?? "")' is modelled")
        case .guardCondition(let condition):
            return .operations([.guardCondition(condition)])
        case .conditional(let condition, let actions, let otherwise):
            // One line per branch. An `else` that is one more condition is an `else if` line.
            let said = ScenarioPrinter.conditionText(condition)
            // The operations of a branch, notes left out; nil when one is an `if` with an `else`.
            let operations = { (actions: [CodeAction]) -> [OperationSyntax]? in
                let kinds = actions.compactMap { action -> [OperationSyntax.Kind]? in
                    if case .operations(let kinds) = operation(action.kind, coordinator: coordinator, starts: starts) { kinds } else { nil }
                }.joined()
                if kinds.contains(where: { if case .branches(let branches) = $0 { branches.count > 1 } else { false } }) { return nil }
                return kinds.map { OperationSyntax($0) }
            }
            var others = operations(otherwise).map { $0.isEmpty ? [] : [OperationSyntax.BranchSyntax(condition: nil, operations: $0)] }
            if otherwise.count == 1, case .conditional = otherwise[0].kind {
                switch operation(otherwise[0].kind, coordinator: coordinator, starts: starts) {
                case .note: others = []
                case .operations(let kinds):
                    if case .branches(let branches)? = kinds.first, kinds.count == 1 { others = branches } else { others = nil }
                }
            }
            guard let then = operations(actions), let others else { return .note("if \(said): a condition inside a condition is not modelled") }
            guard !then.isEmpty || !others.isEmpty else { return .note("if \(said): nothing the scenario can model") }
            if then.isEmpty, others.count == 1, let other = others.first, other.condition == nil {
                let negated: OperationSyntax.ConditionSyntax = if case .not(let held) = condition { held } else { .not(condition) }
                return .operations([.branches([OperationSyntax.BranchSyntax(condition: negated, operations: other.operations)])])
            }
            if then.isEmpty { return .note("if \(said): a condition with nothing to do before its else is not modelled") }
            return .operations([.branches([OperationSyntax.BranchSyntax(condition: condition, operations: then)] + others)])
        case .call(let target, let method) where target == "wired":
            let key = DraftBuilder.wiredParts(method).key
            guard let creator = facts.closureCreators[key]?.first else { return .note("\(key) is called but no creator sets it") }
            // The creator is the child's parent (it joined the creator's children, or its
            // parent is the creator): `parent` reaches the right instance when several types,
            // or the child's own type, create it; without a parent property, the creator's type.
            let child = String(key.split(separator: ".").first ?? "")
            let target = parentProperty(of: child) != nil ? "parent" : creator
            return .operations([.call(target: Name(target), method: Name(DraftBuilder.wiredName(method)))])
        case .push(let screen): return .operations([.push(Name(screen))])
        case .pop: return .operations([.pop])
        // (Resolved by the builder where it knows whose handler runs; else nothing.)
        case .runPopHandler: return .operations([])
        case .popToRoot: return .operations([.popToRoot])
        case .unwind: return .operations([.unwind])
        case .popTo(let screen):
            // (A screen the draft never shows is on no stack: popping back to it pops nothing.)
            guard shownScreens.contains(screen) else { return .note("popping back to \(screen), which no coordinator of the draft shows, is not modelled") }
            return .operations([.popTo(Name(screen))])
        case .enableSwipeBack: return .operations([.setSwipeBack(enabled: true)])
        case .present(let screen, let style, let isModal, let onTop, let delegate):
            // The default style is a page sheet (iOS 13), as the language's.
            let presentation = OperationSyntax.PresentationSyntax(style: style.map { Name($0) }, isModalInPresentation: isModal,
                                                                  delegate: delegate.map { Name($0) }, onTop: onTop)
            return .operations([.present(Name(screen), presentation, completion: nil)])
        case .setViewControllers(let screens): return .operations([.setViewControllers(screens.map { Name($0) })])
        case .dismiss: return .operations([.dismiss(completion: nil)])
        case .setRootStack: return .operations([.setRootStack])
        case .setRootTabs(let count): return .operations([.setRootTabs(count)])
        case .presentTabs(let count, let style):
            return .operations([.present(Name("tabs \(count)"), OperationSyntax.PresentationSyntax(style: style.map { Name($0) }), completion: nil)])
        case .setTabsOnStack(let count): return .operations([.setViewControllers([Name("tabs \(count)")])])
        case .selectTab(let tab): return .operations([.selectTab(tab)])
        case .finish:
            guard coordinator != app.root else { return .note("the root is never removed from a parent") }
            guard parentProperty(of: coordinator) != nil || starts[coordinator]?.removedOnDismissal == true else {
                return .note("its parent removes it, but \(coordinator) has no parent property the model can follow")
            }
            return .operations([.finish])
        case .removeChild(let type): return .operations([.removeChild(.named(Name(type)))])
        case .removeAllChildren: return .operations([.removeAllChildren])
        case .popFlow(let flow, let filter): return .operations([.popFlow(Name(flow), filter: filter == flow ? nil : Name(filter))])
        case .call(let target, let method):
            let header = "func \(Self.methodName(method))"
            let found: Bool = switch target {
            case "self": emittedHandlers[coordinator]?.contains(header) ?? false
            case "parent", "caller", "root": emittedAnywhere.contains(header)
            default: emittedHandlers[target]?.contains(header) ?? false
            }
            guard found else { return .note("\(target).\(method) is called but its body was not found") }
            return .operations([.call(target: Name(target), method: Name(Self.methodName(method)))])
        case .exit: return .operations([.exit])
        case .note(let text): return .note(text)
        }
    }

    /// Where a child is placed (`tab 2`, `modal fullScreen`, `sheet`; nil: here), as the
    /// language's placement.
    static func placement(_ placement: String?) -> OperationSyntax.Placement {
        guard let words = placement?.split(separator: " "), let first = words.first else { return .here }
        switch first {
        case "tab": return .tab(words.count > 1 ? Int(words[1]) ?? 1 : 1)
        case "modal": return .modal(style: words.count > 1 ? Name(String(words[1])) : nil)
        case "sheet": return .sheet
        case "embed": return .embed
        default: return .here
        }
    }
}
