/// Operations, starts, presentations, conditions and closures, with their names resolved.
extension Compilation {
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
                  let presentation = compilePresentation(style: syntax.style, isModal: syntax.isModalInPresentation, delegate: syntax.delegate, onTop: syntax.onTop)
            else { return nil }
            guard let block = compileCompletion(completion, at: operation.location, in: coordinator, parentKind: parentKind) else { return nil }
            kind = .present(screen: screen, presentation: presentation, completion: block)
        case .dismiss(let completion):
            guard let block = compileCompletion(completion, at: operation.location, in: coordinator, parentKind: parentKind) else { return nil }
            kind = .dismiss(completion: block)
        case .async(let operations):
            guard let block = compileBlock(operations, at: operation.location, in: coordinator, parentKind: parentKind) else { return nil }
            kind = .async(block)
        case .setRootStack: kind = .setRootStack
        case .setRootTabs(let count): kind = .setRootTabs(count: count)
        case .selectTab(let tab): kind = .selectTab(tab)
        case .setSwipeBack(let enabled): kind = .setSwipeBack(enabled: enabled)
        case .embed(let name):
            guard let screen = lookup(name, in: screenIndex, what: "screen") else { return nil }
            kind = .embed(screen: screen)
        case .unembed(let name):
            guard let screen = lookup(name, in: screenIndex, what: "screen") else { return nil }
            kind = .unembed(screen: screen)
        case .start(let typeName, let placementSyntax, let options):
            let start = ScenarioCompiler.instanceWords.contains(typeName.text)
                ? compileInstanceStart(typeName, placementSyntax, options)
                : compileStart(typeName, placementSyntax, options, in: coordinator)
            guard let start else { return nil }
            kind = .start(start)
        case .append(let instance, let into):
            guard ScenarioCompiler.instanceWords.contains(instance.text) else {
                error(instance.location, "append takes a coordinator that exists: caller, parent or root ('start \(instance.text)' makes a new one)")
                return nil
            }
            var start = Operation.Start(type: -1, placement: .here, into: nil, also: nil, parent: nil, key: nil)
            start.instance = resolveTarget(instance)
            start.runsStart = false
            if let into {
                guard let target = resolveTarget(into) else { return nil }
                start.into = target
            }
            kind = .start(start)
        case .refuse:
            guard refuses else {
                error(operation.location, "'refuse' answers tabBarController(_:shouldSelect:): it belongs in an 'on selectTab N' handler")
                return nil
            }
            kind = .refuse
        case .presentationDelegate(let name):
            guard let target = resolveTarget(name) else { return nil }
            kind = .setPresentationDelegate(target)
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
            kind = .call(target: target, method: method.text, slot: methodSlot(method.text))
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
        case .here, .tab, .embed:
            let misplaced = [options.isModalInPresentation.map { ($0.location, $0.text) },
                             options.delegate.map { ($0.location, "delegate \($0.text)") },
                             options.onTop.map { ($0.location, $0.text) }].compactMap { $0 }
            if let (location, text) = misplaced.first {
                error(location, "'\(text)' belongs to a presentation; start the child 'in modal' or 'in sheet'")
                return nil
            }
            switch placementSyntax {
            case .tab(let index): placement = .tab(index)
            case .embed: placement = .embedded
            default: placement = .here
            }
        case .modal, .sheet:
            // `in modal` presents with the default style (a sheet), `in modal STYLE` as written.
            let style: Name? = if case .modal(let style) = placementSyntax { style } else { nil }
            guard let presentation = compilePresentation(style: style, isModal: options.isModalInPresentation != nil,
                                                         delegate: options.delegate, onTop: options.onTop != nil) else { return nil }
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
        var start = Operation.Start(type: type, placement: placement, into: into, also: also, parent: parent, key: key, property: property)
        if let written = options.startCase {
            let cases = startCases(of: child)
            guard cases.contains(written.text) else {
                error(written.location, "\(child.name.text) has no start case '\(written.text)' (on start.\(written.text))"
                    + NameSuggestion.hint(for: written.text, among: cases))
                return nil
            }
            start.startCase = written.text
            start.startCaseSlot = methodSlot(ScenarioCompiler.startCaseMethod(written.text))
        }
        return start
    }

    /// `start caller` (`parent`, `root`): the instance that exists, appended and started again
    /// on the navigation it has, so no placement; its parent changes only with `parent T`.
    mutating func compileInstanceStart(_ written: Name, _ placementSyntax: OperationSyntax.Placement,
                                       _ options: OperationSyntax.StartOptions) -> Operation.Start? {
        var misplaced: (location: SourceLocation, text: String)?
        if case .here = placementSyntax {} else { misplaced = (written.location, "in") }
        if let option = options.isModalInPresentation ?? options.delegate ?? options.onTop ?? options.key ?? options.startCase {
            misplaced = misplaced ?? (option.location, option.text)
        }
        if let misplaced {
            error(misplaced.location, "'start \(written.text)' starts a coordinator that exists, on the navigation it has: it takes into, also or parent, not '\(misplaced.text)'")
            return nil
        }
        var start = Operation.Start(type: -1, placement: .here, into: nil, also: nil, parent: nil, key: nil)
        start.instance = resolveTarget(written)
        for (option, keyPath) in [(options.into, \Operation.Start.into), (options.also, \.also), (options.parent, \.parent)] {
            guard let option else { continue }
            guard let target = resolveTarget(option) else { return nil }
            start[keyPath: keyPath] = target
        }
        return start
    }

    /// A presentation's style (default: `.automatic`, a sheet), `isModalInPresentation`, delegate
    /// and `onTop`.
    mutating func compilePresentation(style: Name?, isModal: Bool, delegate: Name?, onTop: Bool) -> Presentation? {
        var presentation = Presentation(style: style.flatMap { PresentationStyle.words[$0.text] } ?? .sheet, isModalInPresentation: isModal, onTop: onTop)
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
            // `child caller`: that very instance, not a type.
            if name.text == "caller" { return .callerIsChild }
            return lookup(name, in: typeIndex, what: "coordinator").map { .hasChild(type: $0) }
        case .parent(let name):
            if name.text == "none" { return .parentIs(type: nil) }
            return lookup(name, in: typeIndex, what: "coordinator").map { .parentIs(type: $0) }
        case .visible(let name):
            return lookup(name, in: screenIndex, what: "screen").map { .visible(screen: $0) }
        case .presenting:
            return .presenting
        case .showing:
            return .showing
        case .caller(let name):
            return lookup(name, in: typeIndex, what: "coordinator").map { .callerIs(type: $0) }
        case .not(let inner):
            return compileCondition(inner).map { .not($0) }
        }
    }

    /// An optional `completion:` closure: `.some(nil)` when none is written, nil when it has
    /// an error.
    mutating func compileCompletion(_ operations: [OperationSyntax]?, at location: SourceLocation, in coordinator: CoordinatorSyntax,
                                    parentKind: ParentKind) -> Int?? {
        guard let operations else { return .some(nil) }
        return compileBlock(operations, at: location, in: coordinator, parentKind: parentKind).map { .some($0) }
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
}
