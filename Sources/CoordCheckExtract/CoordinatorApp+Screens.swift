import Foundation
import SwiftSyntax

/// What the app's view controllers tell their coordinators: the events they send, what their
/// `deinit` calls, and the language's screen attributes their code gives them.
extension CoordinatorApp {
    /// The events a screen sends its coordinator: for each view-controller method that calls
    /// a method of its delegate (or coordinator) protocol — `@objc func bookButtonTapped() {
    /// delegate?.homeViewControllerDidPressBook(self) }` — the event `bookButtonTapped`
    /// handled by that method; protocol methods no screen method calls are events under their
    /// own names. A screen sends what its superclasses of the app send
    /// (`DarkPassphraseViewController: PassphraseViewController`), unless it overrides the method.
    func callbacks(of screen: String) -> [(event: String, method: String)] {
        guard project.types[screen] != nil else { return [] }
        var result: [(event: String, method: String)] = []
        // What UIKit's removal of the screen, or the pull-down of its sheet, runs is no tap of
        // the user's.
        let hooks = Set((removalHooks(of: screen) + pullDownHooks(of: screen)).map(\.node.id))
        let released = deallocationCallbacks(of: screen) + pullDownCallbacks(of: screen)
        var overridden: Set<String> = []
        for type in lineage(of: screen).compactMap({ project.types[$0] }) where type.kind != .protocolType {
            callbacks(of: type, hooks: hooks, released: released, overridden: &overridden, into: &result)
        }
        return result
    }

    /// The events one type of a screen's lineage sends, those of methods a subclass overrides
    /// left out.
    private func callbacks(of type: SwiftType, hooks: Set<SyntaxIdentifier>, released: [String], overridden: inout Set<String>,
                           into result: inout [(event: String, method: String)]) {
        var (properties, callable, delegateMethods) = coordinatorReferences(of: type)
        // Through the coordinator its model keeps (`viewModel?.coordinator?.showEdit(…)`).
        for (property, model) in screens.contains(type.name) ? heldModels(of: type) : [] {
            let held = coordinatorReferences(of: model, implementedByCoordinators: true)
            properties += held.properties.map { "\(property).\($0)" }
            callable += held.callable.filter { !callable.contains($0) }
        }
        let own = type.functions.filter { !overridden.contains($0.name) }
        overridden.formUnion(type.functions.map(\.name))
        for function in own where !hooks.contains(function.node.id) {
            let methods = called(in: function, properties: properties, callable: callable)
            // A method that calls several (`setupBinding` subscribing to each button): an
            // event per method called, named after it.
            for method in methods {
                let event = methods.count == 1 ? function.name : Self.eventName(ofMethod: method)
                if !result.contains(where: { $0.event == event }) { result.append((event, method)) }
            }
        }
        for method in delegateMethods where !result.contains(where: { $0.method == method }) && !released.contains(method) {
            result.append((Self.eventName(ofMethod: method), method))
        }
        // Its view model's calls to a coordinator's delegate protocol (`coordinatorDelegate?.
        // viewModelDidCancel(self)`): events named after the method.
        for method in viewModelCallbacks(of: type) where !result.contains(where: { $0.method == method }) && !released.contains(method) {
            result.append((Self.eventName(ofMethod: method), method))
        }
    }

    /// The methods of coordinator delegate protocols that the view models a screen holds call
    /// (or declare): `private var viewModel: LoginViewModelType` whose `coordinatorDelegate`
    /// a coordinator implements.
    private func viewModelCallbacks(of screen: SwiftType) -> [String] {
        var result: [String] = []
        for (_, model) in heldModels(of: screen) {
            let (properties, callable, delegateMethods) = coordinatorReferences(of: model, implementedByCoordinators: true)
            for function in model.functions {
                // The `UIAction`s it makes are events where the coordinator binds it (``MethodReader/bindActions(of:)``).
                for method in called(in: function, properties: properties, callable: callable, outsideActions: true) where !result.contains(method) { result.append(method) }
            }
            for method in delegateMethods where !result.contains(method) { result.append(method) }
        }
        return result
    }

    /// The models a screen holds in its properties, with the property: its type, the class
    /// implementing a protocol it is typed as, or — `var viewModel: T?` in
    /// `ScheduleEditViewController<T: ScheduleEditViewModelType>` — every type of the app
    /// conforming to what the screen's parameter requires. Neither screens nor coordinators.
    private func heldModels(of screen: SwiftType) -> [(property: String, model: SwiftType)] {
        screen.properties.flatMap { property -> [(property: String, model: SwiftType)] in
            guard let written = property.type else { return [] }
            guard let held = project.types[written] else {
                return genericRequirements(written, of: screen).flatMap { required in
                    project.order.compactMap { project.types[$0] }.filter { $0.kind != .protocolType && $0.name != required && lineage(of: $0.name).contains(required) }
                }.map { (property.name, $0) }
            }
            guard !isCoordinatorType(written), !screens.contains(written),
                  let model = held.kind == .protocolType ? implementer(of: written).flatMap({ project.types[$0] }) : held,
                  !screens.contains(model.name), !isCoordinatorType(model.name) else { return [] }
            return [(property.name, model)]
        }
    }

    /// The protocols a type's generic parameter named `name` must conform to (`<T: P>`, `where
    /// T: P`); none when `name` is no parameter of it.
    func genericRequirements(_ name: String, of type: SwiftType) -> [String] {
        guard let clause = type.node.as(ClassDeclSyntax.self)?.genericParameterClause ?? type.node.as(StructDeclSyntax.self)?.genericParameterClause,
              let parameter = clause.parameters.first(where: { $0.name.text == name }) else { return [] }
        var required = parameter.inheritedType.map { [SwiftProject.bareType($0.trimmedText)] } ?? []
        let whereClause = type.node.as(ClassDeclSyntax.self)?.genericWhereClause ?? type.node.as(StructDeclSyntax.self)?.genericWhereClause
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement, conformance.leftType.trimmedText == name {
                required.append(SwiftProject.bareType(conformance.rightType.trimmedText))
            }
        }
        return required.filter { project.types[$0] != nil }
    }

    /// Whether a screen's event is a control's: a method of the screen a control runs
    /// (`#selector(backTapped)` as a bar button item's or a button's action, an `@IBAction`), or
    /// a closure such a method calls (`onBack?()`).
    func isControlAction(_ event: String, of screen: String) -> Bool {
        guard let type = project.types[screen] else { return false }
        let actions = screenControlActions[screen] ?? controlActions(of: type)
        if actions.contains(where: { $0.name == event }) { return true }
        return actions.contains { function in
            guard let body = function.body?.statements.description, body.mentions(event) else { return false }
            return body.range(of: "\\b\(event)\\??\\(", options: .regularExpression) != nil
        }
    }

    /// The methods of a screen a control runs: `#selector(backTapped)` as a bar button item's
    /// or a button's action, an `@IBAction`.
    func controlActions(of type: SwiftType) -> [SwiftType.Function] {
        let text = type.node.description + type.functions.compactMap { $0.body?.description }.joined(separator: "\n")
        let selected = !text.mentions("#selector") ? [] : Set(text.matches(of: #/#selector\(\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)/#).map { String($0.1) })
        return type.functions.filter { function in
            selected.contains(function.name) || function.node.as(FunctionDeclSyntax.self)?.attributes.trimmedText.contains("IBAction") == true
        }
    }

    /// The methods of a screen UIKit runs for the user while it is shown, whose own code may
    /// change the tree or a stack: its controls' actions, a row or an item selected
    /// (`tableView(_:didSelectRowAt:)`), and its appearing (`viewWillAppear`, `viewDidAppear`,
    /// run again whenever it comes back on screen).
    func entryPoints(of screen: String) -> [SwiftType.Function] {
        guard let type = project.types[screen] else { return [] }
        let selections: Set = ["tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)"]
        let actions = screenControlActions[screen] ?? controlActions(of: type)
        return type.functions.filter { function in
            actions.contains { $0.node.id == function.node.id } || selections.contains(Self.selector(of: function))
                || Self.appearing.contains(function.name) && function.parameters.count == 1
        }
    }

    /// UIKit's methods that run whenever a screen comes on screen.
    static let appearing: Set = ["viewWillAppear", "viewDidAppear"]

    /// The language's attributes a screen's own code gives it: `hidesBackButton` for
    /// `navigationItem.hidesBackButton = true`, `leftBarButtonItem` for a left bar button (it
    /// hides the back button unless its action is the screen's back), `hidesBottomBarWhenPushed`.
    func screenAttributes(of screen: String) -> Set<String> {
        guard let type = project.types[screen] else { return [] }
        let text = (type.functions + type.initializers).compactMap { $0.body?.statements.description }.joined(separator: "\n")
        var attributes: Set<String> = []
        if text.range(of: #"navigationItem\.hidesBackButton\s*=\s*true|setHidesBackButton\(\s*true"#, options: .regularExpression) != nil {
            attributes.insert("hidesBackButton")
        }
        if text.range(of: #"navigationItem\.leftBarButtonItems?\s*=\s*(?!nil)"#, options: .regularExpression) != nil { attributes.insert("leftBarButtonItem") }
        if text.range(of: #"hidesBottomBarWhenPushed\s*=\s*true"#, options: .regularExpression) != nil { attributes.insert("hidesBottomBarWhenPushed") }
        return attributes
    }

    /// The tab whose navigation controller a tab bar class passes to its closure property
    /// `name` (`onViewDidLoad?(customizableViewControllers?.first …)` in `viewDidLoad`: tab 1;
    /// `if selectedIndex == 1 { onSettingsFlowSelect?(controller) }`: tab 2; `switch
    /// Tab(rawValue: selectedIndex) { case .tags: onTagsFlowSelect?(controller) … }`: the
    /// position of `tags` among `Tab`'s cases), when it says.
    func tabCalling(_ name: String, in tabBar: String) -> Int? {
        guard let type = project.types[tabBar] else { return nil }
        for function in type.functions {
            guard let body = function.body?.statements.description, let call = body.range(of: "\(name)?(") else { continue }
            let before = body[..<call.lowerBound]
            if let index = before.ranges(of: #/selectedIndex\s*==\s*(\d+)/#).last.flatMap({ before[$0].firstMatch(of: #/\d+/#) }).flatMap({ Int(before[$0.range]) }) {
                return index + 1
            }
            if function.name == "viewDidLoad", before.contains(".first") { return 1 }
            if let tab = function.body.flatMap({ tabCase(calling: name, in: $0, of: tabBar) }) { return tab }
        }
        return nil
    }

    /// How many tabs a tab bar class of the app gives itself (`viewControllers =
    /// Tab.allCases.map(makeNavigationController(for:))`, `viewControllers = [a, b]` in its
    /// `viewDidLoad`): 0 when its code does not say.
    func ownTabCount(of tabBar: String) -> Int {
        guard let type = project.types[tabBar] else { return 0 }
        for function in type.functions + type.initializers {
            guard let body = function.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) where token.text == "viewControllers" {
                var node = token.parent
                while let current = node, !current.is(SequenceExprSyntax.self), !current.is(CodeBlockItemSyntax.self) { node = current.parent }
                guard let (target, assignment) = node?.as(SequenceExprSyntax.self)?.elements.assignment,
                      ["viewControllers", "self.viewControllers"].contains(target.trimmedText) else { continue }
                if let array = assignment.as(ArrayExprSyntax.self) { return array.elements.count }
                if let made = assignment.trimmedText.firstMatch(of: #/^(\w+)\.allCases(?:\.|$)/#),
                   let cases = enumCases(String(made.1), in: tabBar) {
                    return cases.count
                }
            }
        }
        return 0
    }

    /// The cases of the enum `name` as the code of `type` names it: one declared in that class
    /// (`TabBar.Tab`), else one of the app's.
    private func enumCases(_ name: String, in type: String) -> [String]? {
        project.enumCases(of: "\(type).\(name)") ?? project.enumCases(of: name)
    }

    /// The tab a `switch` case calling the closure `name` stands for, in a switch on an enum
    /// of the app made from the selected index (`guard let tab = Tab(rawValue: selectedIndex)`,
    /// `switch tab { case .tags: onTagsFlowSelect?(nav) }`): the case's position, from 1.
    private func tabCase(calling name: String, in body: CodeBlockSyntax, of tabBar: String) -> Int? {
        guard let made = body.description.firstMatch(of: #/(\w+)\s*\(\s*rawValue:\s*(?:self\.)?selectedIndex\s*\)/#),
              let cases = enumCases(String(made.1), in: tabBar) else { return nil }
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard token.parent?.parent?.is(OptionalChainingExprSyntax.self) == true else { continue }
            var node = token.parent
            while let current = node, !current.is(SwitchCaseSyntax.self) { node = current.parent }
            guard let label = node?.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self), label.caseItems.count == 1,
                  let member = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                  let position = cases.firstIndex(of: member.declName.baseName.text) else { continue }
            return position + 1
        }
        return nil
    }

    /// A screen's `presentationControllerDidDismiss(_:)` (its class's, when it does not override
    /// it): UIKit runs it after the user pulled down the sheet whose presentation delegate the
    /// screen is, never on a tap.
    func pullDownHooks(of screen: String) -> [SwiftType.Function] {
        for type in lineage(of: screen).compactMap({ project.types[$0] }) where type.kind != .protocolType {
            if let hook = type.functions.first(where: { $0.name == "presentationControllerDidDismiss" && $0.parameters.count == 1 }) { return [hook] }
        }
        return []
    }

    /// What the screen's pull-down hook (``pullDownHooks(of:)``) reaches, if it has one.
    func pullDownHook(of screen: String) -> PullDownHook? {
        let hooks = pullDownHooks(of: screen)
        guard let hook = hooks.first else { return nil }
        let reached = screenMethods(calledFrom: hook, in: screen)
        // Subjects it emits on itself, and through the screen's methods (whose taps emit too).
        let published = (publications(by: hooks, of: screen) + publications(by: reached, of: screen).map { publisher, published, _ in (publisher, published, true) })
            .map { publisher, published, alsoByUser in
                (event: ScenarioDraft.eventName(published.isEmpty ? publisher : "\(publisher)_\(published)"), alsoByUser: alsoByUser)
            }
        let functions = lineage(of: screen).compactMap { project.types[$0] }.flatMap { $0.functions + $0.initializers }
        return PullDownHook(function: hook, code: ([hook] + reached).compactMap { $0.body?.statements.trimmedText }.joined(separator: "\n"),
                            coordinatorMethods: pullDownCallbacks(of: screen), published: published, screenFunctions: functions,
                            codeElsewhere: functions.filter { $0.node.id != hook.node.id }.compactMap { $0.body?.statements.trimmedText })
    }

    /// The view controller types a navigation controller delegate's `didShow` tests the
    /// popped one against (`let from = transitionCoordinator?.viewController(forKey: .from)`,
    /// then `from is AmountViewController`, `from as? DetailViewController`): what it does
    /// there follows the pop of those screens, not of any.
    func poppedScreenTests(in function: SwiftType.Function) -> [String] {
        guard let body = function.body?.statements.trimmedText, body.mentions(".from") else { return [] }
        var types: [String] = []
        for popped in MethodReader.captures(#"(?:let|var)\s+(\w+)\s*=[^\n]*viewController\(forKey:\s*\.from\)"#, in: body) {
            // (Not a negated test: `!(from is ListViewController)`.)
            for type in MethodReader.captures(#"(?<![\w.])(?<!!\()\#(popped)\s+(?:is|as[?!])\s+([A-Za-z_][\w.]*)"#, in: body) where !types.contains(type) {
                types.append(type)
            }
        }
        return types
    }

    /// Whether `type`'s start keeps the top of its stack in `property` before it does anything
    /// else (`func start() { entryViewController = navigationController.topViewController; … }`):
    /// the screen its creator showed, just below the first screen it shows itself.
    func keepsStartingTop(_ property: String, in type: String) -> Bool {
        guard let statements = project.types[type]?.function(named: entryMethod)?.body?.statements else { return false }
        for item in statements {
            // (Assignments only: a call may show a screen, as may setting a stack's screens.)
            guard let (left, right) = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)?.elements.assignment else { return false }
            let target = MethodReader.path(left.trimmedText), top = MethodReader.path(right.trimmedText)
            if target == property, top.hasSuffix(".topViewController") || top.hasSuffix(".viewControllers.last") { return true }
            if target.hasSuffix("viewControllers") || target.hasSuffix("rootViewController") { return false }
        }
        return false
    }

    /// The methods of a screen (and its classes) that `function` calls, and those they call in
    /// turn (`cancelTapped()` from `presentationControllerDidDismiss(_:)`).
    func screenMethods(calledFrom function: SwiftType.Function, in screen: String) -> [SwiftType.Function] {
        let methods = lineage(of: screen).compactMap { project.types[$0] }.flatMap(\.functions)
        var reached: [SwiftType.Function] = []
        var pending = [function]
        while let next = pending.popLast() {
            guard let code = next.body?.statements.trimmedText else { continue }
            for method in methods where method.node.id != function.node.id && !reached.contains(where: { $0.node.id == method.node.id })
                && Self.calls(method.name, in: code) {
                reached.append(method)
                pending.append(method)
            }
        }
        return reached
    }

    /// Whether code calls `name` as a function or a closure (`cancelTapped()`, `self.onCancel?()`).
    static func calls(_ name: String, in code: String) -> Bool {
        code.mentions(name) && code.range(of: "(?<![\\w.])(?:self\\.)?\(NSRegularExpression.escapedPattern(for: name))[?!]?\\s*\\(", options: .regularExpression) != nil
    }

    /// Whether a screen's own code makes it the presentation delegate of the sheet it is shown
    /// in (`navigationController?.presentationController?.delegate = self`, `presentationController?
    /// .delegate = self`): a view controller's `presentationController` is that of the presented
    /// controller holding it.
    func observesOwnSheet(_ screen: String) -> Bool {
        lineage(of: screen).compactMap { project.types[$0] }.contains { type in
            (type.functions + type.initializers).contains { function in
                guard let body = function.body?.statements.trimmedText, body.mentions("presentationController") else { return false }
                return body.range(of: #"(?<![\w.])(?:self\.)?(?:navigationController[?!]?\.)?presentationController[?!]?\.delegate\s*=\s*self\b"#,
                                  options: .regularExpression) != nil
            }
        }
    }

    /// The coordinator methods a screen may call when UIKit takes it off its stack: from its
    /// `deinit` (`deinit { coordinator?.finished() }`), `didMove(toParent:)` with a nil parent,
    /// or `viewWillDisappear`/`viewDidDisappear` while `isMovingFromParent` — directly, or
    /// through a method of its view model that calls it (`viewModel?.viewClosed()`). The one
    /// its coordinator implements runs whenever UIKit pops the screen.
    func deallocationCallbacks(of screen: String) -> [String] {
        coordinatorCalls(by: removalHooks(of: screen), of: screen)
    }

    /// The coordinator methods a screen calls after the pull-down of the sheet it observes,
    /// from its `presentationControllerDidDismiss(_:)` (``pullDownHooks(of:)``).
    func pullDownCallbacks(of screen: String) -> [String] {
        coordinatorCalls(by: pullDownHooks(of: screen), of: screen)
    }

    /// The coordinator methods `hooks` of a screen call, directly or through a method of its
    /// view model.
    private func coordinatorCalls(by hooks: [SwiftType.Function], of screen: String) -> [String] {
        guard let type = project.types[screen] else { return [] }
        let (properties, callable, _) = coordinatorReferences(of: type)
        var found: [String] = []
        for hook in hooks {
            found += called(in: hook, properties: properties, callable: callable)
            for (model, function) in modelMethods(calledBy: hook, of: type) {
                let (modelProperties, modelCallable, _) = coordinatorReferences(of: model, implementedByCoordinators: true)
                found += called(in: function, properties: modelProperties, callable: modelCallable)
            }
        }
        return found
    }

    /// The closure properties a screen calls when UIKit takes it off its stack (`if
    /// isMovingFromParent { onRemovedFromStack?() }`, in a removal hook).
    func removalClosureNames(of screen: String) -> Set<String> {
        Set(removalHooks(of: screen).flatMap { hook -> [String] in
            let body = hook.body?.statements.trimmedText ?? ""
            let called = MethodReader.calledClosureNames(body)
            // (`let callback = onRemoved; onRemoved = nil; callback?()`, `if let removed =
            // onRemoved { removed() }`: the property copied.)
            let copies = body.matches(of: #/(?:let|var)\s+(\w+)\s*=\s*(?:self\.)?(\w+)\s*(?:\n|;|,|\{|$)/#)
                .filter { called.contains(String($0.1)) || body.contains("\($0.1)(") }.map { String($0.2) }
            return called + copies
        })
    }

    /// What UIKit's removal of a screen publishes through its models: a model's method its
    /// removal hook calls that sets a property to a case (`route = .left`, `@Published var
    /// route`) or emits one on a subject it keeps (`events.send(.left)`), as (publisher, case).
    /// `alsoByUser`: some other method of that model publishes the same case.
    func removalPublications(of screen: String) -> [(publisher: String, case: String, alsoByUser: Bool)] {
        publications(by: removalHooks(of: screen), of: screen)
    }

    /// What a screen's `hooks` publish through its models, as ``removalPublications(of:)``
    /// says for its removal hooks.
    func publications(by hooks: [SwiftType.Function], of screen: String) -> [(publisher: String, case: String, alsoByUser: Bool)] {
        guard let type = project.types[screen] else { return [] }
        var result: [(publisher: String, case: String, alsoByUser: Bool)] = []
        for hook in hooks {
            // `viewModel.didClose.onNext(())` on a subject of the model, and what the model
            // derives from it (`didFinish = didClose.withLatestFrom(state)`): no case.
            for (model, subject) in emissions(in: hook, of: type) {
                let bodies = (type.functions + model.functions + model.initializers).filter { candidate in !hooks.contains { $0.node.id == candidate.node.id } }
                    .compactMap { $0.body?.statements.trimmedText }
                let byUser = bodies.contains { Self.emits(subject, in: $0) }
                for publisher in [subject] + Self.derived(from: subject, in: model) where !result.contains(where: { $0.publisher == publisher && $0.case.isEmpty }) {
                    result.append((publisher, "", byUser))
                }
            }
            for (model, function) in modelMethods(calledBy: hook, of: type) {
                for (publisher, published) in Self.publications(in: function, of: model) where !result.contains(where: { $0.publisher == publisher && $0.case == published }) {
                    let elsewhere = model.functions.contains { other in
                        other.node.id != function.node.id && Self.publications(in: other, of: model).contains { $0 == (publisher, published) }
                    }
                    result.append((publisher, published, elsewhere))
                }
            }
        }
        return result
    }

    /// The subjects of the models a screen holds that a function of the screen emits on
    /// (`viewModel.didClose.onNext(())`, `model?.closed.send()`): (model, subject property).
    private func emissions(in hook: SwiftType.Function, of screen: SwiftType) -> [(model: SwiftType, subject: String)] {
        guard let body = hook.body?.statements.trimmedText else { return [] }
        return heldModelTypes(of: screen).flatMap { property, model -> [(model: SwiftType, subject: String)] in
            let pattern = "(?:\\bself\\.|(?<![.\\w]))\(NSRegularExpression.escapedPattern(for: property))[?!]?\\.([A-Za-z_][A-Za-z0-9_]*)\\.(?:onNext|send|accept)\\("
            return MethodReader.captures(pattern, in: body).filter { model.property(named: $0) != nil }.map { (model, $0) }
        }
    }

    /// Whether code emits on `subject` or binds a control to it (`didClose.onNext(…)`,
    /// `closeButton.rx.tap.bind(to: viewModel.didClose)`).
    private static func emits(_ subject: String, in body: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: subject)
        return body.range(of: "\\b\(name)\\s*\\.(?:onNext|send|accept)\\(|bind\\(to:[^)]*\\b\(name)\\b", options: .regularExpression) != nil
    }

    /// The model's properties its initializers make from `subject` (`self.didFinish =
    /// didClose.withLatestFrom(state)`, or from the local it also stores as `subject`).
    private static func derived(from subject: String, in model: SwiftType) -> [String] {
        var result: [String] = []
        for initializer in model.initializers {
            guard let body = initializer.body else { continue }
            let found = ownAssignments(in: body).map { (target: $0.target, root: subjectRoot(of: $0.value)) }
            // The names standing for the subject: its own, and the locals stored in it.
            let sources = Set([subject] + found.filter { $0.target == subject }.compactMap(\.root))
            for (target, root) in found where target != subject && root.map(sources.contains) == true && model.property(named: target) != nil {
                if !result.contains(target) { result.append(target) }
            }
        }
        return result
    }

    /// The models a screen holds, by property (its declared type, or the class implementing
    /// the protocol it is declared as): neither screens nor coordinators.
    private func heldModelTypes(of screen: SwiftType) -> [(property: String, model: SwiftType)] {
        screen.properties.compactMap { property in
            guard let written = property.type, !isCoordinatorType(written), !screens.contains(written),
                  let model = project.types[written]?.kind == .protocolType ? implementer(of: written).flatMap({ project.types[$0] }) : project.types[written],
                  !screens.contains(model.name), !isCoordinatorType(model.name) else { return nil }
            return (property.name, model)
        }
    }

    /// The methods of the models a screen holds that a function of the screen calls.
    private func modelMethods(calledBy hook: SwiftType.Function, of screen: SwiftType) -> [(model: SwiftType, function: SwiftType.Function)] {
        heldModelTypes(of: screen).flatMap { property, model -> [(model: SwiftType, function: SwiftType.Function)] in
            called(in: hook, properties: [property], callable: model.functions.map(\.name)).compactMap { name in
                model.function(named: name).map { (model, $0) }
            }
        }
    }

    /// `route = .left`, `self.route = .left` on a property of the model, and `events.send(.left)`
    /// (`onNext`, `accept`) on one: (property, case).
    private static func publications(in function: SwiftType.Function, of model: SwiftType) -> [(String, String)] {
        guard let body = function.body?.statements.trimmedText else { return [] }
        var found: [(String, String)] = []
        for property in model.properties {
            let name = NSRegularExpression.escapedPattern(for: property.name)
            let assigned = "(?:\\bself\\.|(?<![.\\w]))\(name)\\s*=\\s*\\.([A-Za-z_][A-Za-z0-9_]*)"
            let emitted = "(?:\\bself\\.|(?<![.\\w]))\(name)\\.(?:send|onNext|accept)\\(\\s*\\.([A-Za-z_][A-Za-z0-9_]*)"
            for pattern in [assigned, emitted] {
                for published in MethodReader.captures(pattern, in: body) where !found.contains(where: { $0 == (property.name, published) }) {
                    found.append((property.name, published))
                }
            }
        }
        return found
    }

    /// What runs when UIKit takes a screen off its stack: its `deinit`, and its (or a base
    /// class's) `didMove(toParent:)` testing for a nil parent, `viewWillDisappear`/
    /// `viewDidDisappear` testing `isMovingFromParent`, and `viewDidDisappear` testing for no
    /// navigation controller or parent left.
    private func removalHooks(of screen: String) -> [SwiftType.Function] {
        var hooks: [SwiftType.Function] = []
        // (A SwiftUI screen's are those of the hosting controllers it is shown in.)
        for candidate in lineage(of: screen) + (hostingTypes[screen] ?? []).flatMap(lineage(of:)) {
            guard let type = project.types[candidate] else { continue }
            if let deinitializer = type.deinitializer { hooks.append(deinitializer) }
            for function in type.functions where ["didMove", "viewWillDisappear", "viewDidDisappear"].contains(function.name) {
                let body = function.body?.statements.trimmedText ?? ""
                if function.name == "didMove", function.parameters.first?.label == "toParent",
                   let parent = function.parameters.first?.name, body.range(of: "\\b\(parent)\\s*==\\s*nil", options: .regularExpression) != nil {
                    hooks.append(function)
                } else if ["viewWillDisappear", "viewDidDisappear"].contains(function.name), body.contains("isMovingFromParent")
                            // Once popped, a screen has no parent and no navigation controller.
                            || function.name == "viewDidDisappear"
                            && body.range(of: #"\b(navigationController|parent)\s*==\s*nil"#, options: .regularExpression) != nil {
                    hooks.append(function)
                }
            }
        }
        return hooks
    }

    /// The methods of `callable` a function calls on one of `properties`, in the order written.
    /// A method of `callable` is a name, or a selector (`select(_:room:)`) where its protocols
    /// declare the name more than once.
    private func called(in function: SwiftType.Function, properties: [String], callable: [String], outsideActions: Bool = false) -> [String] {
        guard let body = function.body else { return [] }
        let names = Set(callable.map(Self.baseName(ofSelector:)))
        var found: [String] = []
        for (call, base, _) in Self.memberCalls(names, in: [(Syntax(body), function.source)]) where !outsideActions || !Self.isInAction(call) {
            let holder = base.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            guard properties.contains(where: { holder.hasSuffix($0) }),
                  let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  let method = callable.contains(name) ? name : callable.first(where: { Self.selector($0, accepts: call) }) else { continue }
            if !found.contains(method) { found.append(method) }
        }
        return found
    }

    /// The enum cases a screen's method passes when it calls `method` (`coordinator?.go(.first)`
    /// in `firstTapped()`): by argument position, nil where the argument is no case literal.
    /// Empty when `event` is no method of the screen's calling it once.
    func caseArguments(calling method: String, from event: String, in screen: String) -> [String?] {
        let name = Self.baseName(ofSelector: method)
        guard let function = lineage(of: screen).lazy.compactMap({ self.project.types[$0]?.function(named: event) }).first,
              let body = function.body else { return [] }
        let calls = Self.memberCalls([name], in: [(Syntax(body), function.source)])
        guard calls.count == 1, let call = calls.first?.call else { return [] }
        return call.arguments.map { argument in
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return member.declName.baseName.text
        }
    }

    /// Whether a call is in the handler of a `UIAction` (`UIAction { _ in coordinator?.show() }`).
    static func isInAction(_ node: some SyntaxProtocol) -> Bool {
        var closure: ClosureExprSyntax?
        var current = Syntax(node).parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), calledTypeName(ExprSyntax(call)) == "UIAction",
               let handler = MethodReader.actionHandler(of: call), handler.id == closure?.id {
                return true
            }
            if let inner = node.as(ClosureExprSyntax.self) { closure = inner }
            current = node.parent
        }
        return false
    }

    /// A screen's properties that hold its coordinator or a delegate, the methods it can call
    /// through them, and those of delegate protocols.
    /// The protocol a type erases (`final class AnyRouter<Route>: Router` made by `init<R: Router>(_
    /// router: R)`): a type of the sources conforming to a protocol, made from any value of it.
    /// Calling its requirements calls the value it was made from.
    func erasedProtocol(of name: String) -> String? {
        // `AnyRouter<InboxRoute>`: the generic type.
        guard let type = project.types[String(name.prefix { $0 != "<" })], type.kind != .protocolType else { return nil }
        for initializer in type.initializers {
            let generics = initializer.node.as(InitializerDeclSyntax.self)?.genericParameterClause?.parameters ?? []
            for generic in generics {
                guard let required = generic.inheritedType.map({ SwiftProject.bareType($0.trimmedDescription) }), type.inherited.contains(required),
                      project.types[required]?.kind == .protocolType,
                      initializer.parameters.contains(where: { SwiftProject.bareType($0.type) == generic.name.text }) else { continue }
                return required
            }
        }
        return nil
    }

    private func coordinatorReferences(of type: SwiftType, implementedByCoordinators: Bool = false) -> (properties: [String], callable: [String], delegateMethods: [String]) {
        var callable: [String] = []
        /// Methods of delegate protocols: events even when no screen method is seen calling them.
        var delegateMethods: [String] = []
        var properties: [String] = []
        for property in type.properties {
            // A delegate protocol, or a coordinator type (`weak var coordinator: HomeCoordinator?`),
            // or a composition of them (`(VaultNaming & Coordinator)?`: each part's methods).
            // A type-erasing wrapper of a protocol (`var router: AnyRouter<InboxRoute>?`) is that protocol.
            let parts = property.type.map(SwiftProject.components(of:))?.map { erasedProtocol(of: SwiftProject.bareType($0)) ?? $0 }.filter { written in
                project.types[written] != nil && (project.types[written]?.kind == .protocolType || coordinators.contains(written))
            } ?? []
            var held = false
            for written in parts {
                // A view model's `viewDelegate` is its screen: only a protocol a coordinator adopts,
                // or a coordinator it refers to weakly (`weak var coordinator: MainCoordinator?`, a
                // link back to the coordinator that made it) — not one it holds strongly, as a
                // bridge presenter holds the coordinator it made.
                let weakCoordinator = property.isWeak && coordinators.contains(written)
                if implementedByCoordinators, !weakCoordinator,
                   isCoordinatorType(written) || !coordinators.contains(where: { lineage(of: $0).contains(written) }) { continue }
                let isDelegate = !coordinators.contains(written) && !coordinatorProtocols.contains(written)
                held = true
                let functions = project.protocolClosure(of: written).reversed().flatMap { project.types[$0]?.functions ?? [] }
                for function in functions {
                    // Overloads (`didSelectRoom:`, `didSelectContact:`) are told apart by their labels.
                    let overloaded = functions.contains { $0.name == function.name && Self.selector(of: $0) != Self.selector(of: function) }
                    let method = overloaded ? Self.selector(of: function) : function.name
                    guard !callable.contains(method) else { continue }
                    callable.append(method)
                    if isDelegate { delegateMethods.append(method) }
                }
            }
            if held { properties.append(property.name) }
        }
        return (properties, callable, delegateMethods)
    }
}
