import CoordCheckCore
import Foundation
import SwiftSyntax

/// Reads one handler of a coordinator — its `start`, an event's method or closure, a callback
/// — statement by statement into ``CodeAction``s: children created, joined to a `children`
/// collection, given a parent and started; screens pushed, popped, presented, dismissed; the
/// window root; children removed; calls of other coordinators. Helpers are followed into
/// their bodies (a base class's `addChild`, a router's `push`, a factory's `makeX()`, a
/// private `makeViewController()`), so what the handler does is read through them. What
/// looks like navigation but cannot be modelled is kept as a note.
struct MethodReader {
    let app: CoordinatorApp
    /// The coordinator whose handler this is.
    let owner: String
    /// What the first reading of the app found (delegates and closures set on children).
    var facts = DraftFacts()

    /// One function being read: whose method it is and its local variables.
    struct Frame {
        var selfValue: Value
        var selfType: String
        var scope: [String: Value]
        var source: Int
        var returned: Value?
        /// A case of `prepareTransition(for:)` (or a helper making a transition): what it
        /// returns (`.push(vc)`, `.present(child)`) is performed.
        var performsTransition = false
    }

    var actions: [CodeAction] = []
    /// Closures stored on a screen (`vc.onLogin = { … }`): events of that screen, handled by
    /// the closure's body.
    var closureEvents: [ClosureEvent] = []
    /// Closures given to view models (subscriptions, properties set), events of the screen
    /// the handler makes (or the coordinator's own), once the handler ends.
    var pendingScreenClosures: [ClosureEvent] = []
    /// Closures and `self` stored on a child (`child.finishFlow = { … }`, `child.delegate = self`):
    /// what runs when the child calls that property.
    var childWiring: [ChildWiring] = []
    /// What the coordinator sets on screens it makes (`vc.navigationItem.hidesBackButton = true`,
    /// `vc.hidesBottomBarWhenPushed = true`): the language's screen attributes.
    var screenAttributes: [(screen: String, attribute: String)] = []
    /// Methods of coordinators the body calls (`self`, `parent`, a type), and what each
    /// argument is, for `caller`.
    var calls: [(target: String, method: String, passesSelf: Bool)] = []
    /// Entry methods the creator calls on new children (`child.showPost()`), by child type.
    var entries: [(type: String, method: String)] = []

    var children: [ChildRecord] = []
    var navigations: [NavigationRecord] = []
    var tabBars: [TabBarRecord] = []
    var frames: [Frame]
    var sources: [SwiftSource] { app.project.sources }
    /// How deep helper bodies are followed.
    static let maximumDepth = 10
    /// `vc.modalPresentationStyle = .fullScreen` and `vc.isModalInPresentation = true`, by
    /// the presented variable's text.
    var presentationStyles: [String: String] = [:]
    var modalInPresentation: Set<String> = []
    /// The view controllers (by the text naming them) whose presentation controller's delegate
    /// self made itself (`player.presentationController?.delegate = self`: `self`) or its
    /// creator (`… = presentationDelegate`, which they set to themselves: a target) before
    /// presenting them.
    var presentationDelegates: [String: String] = [:]
    /// The property of self each child was stored in (`self.onboarding = child`).
    var keptIn: [Int: String] = [:]
    /// The coordinator's code presents its own stack (`presenter.present(navigationController)`):
    /// how (the placement its creators start it with, `modal [STYLE]`, isModalInPresentation, and
    /// whether it made itself the sheet's presentation delegate).
    var presentsOwnStack: (placement: String, isModal: Bool, observesPullDown: Bool)?
    /// A screen the coordinator read presents from a controller its creator handed it, having
    /// no stack of its own (``presentsFromHandedController(_:)``), as the placement its own
    /// sheet would have: in its entry, that screen is its sheet's first.
    var handedPresentation: (screen: String, placement: String, isModal: Bool)?
    /// The coordinator types made a navigation controller's delegate here (`navigation.delegate =
    /// self`, `nav.delegate = child`): their `navigationController(_:didShow:animated:)` runs.
    var navigationDelegates: Set<String> = []
    /// Self's subscriptions to what an object's `didShow` sends (a relay's): they run after a pop.
    var popRelays: [RemovalObserver] = []
    /// Self's subscriptions to what an object's `presentationControllerDidDismiss(_:)` sends.
    var pullDownRelays: [RemovalObserver] = []
    /// The relays self makes the delegate of a sheet it presents (`sheet.presentationController?
    /// .delegate = observer`, the observer's `presentationControllerDidDismiss(_:)` sending on a subject).
    var sheetRelays: Set<String> = []
    /// The presentation style self's code gives its own stack (`navigation.modalPresentationStyle
    /// = .fullScreen`), kept as the language writes it.
    var ownStackStyle: String?
    /// The coordinator made itself the presentation delegate of its own stack
    /// (`router.toPresent().presentationController?.delegate = self`).
    var observesOwnSheet = false
    /// The types of children self made the delegates of their own sheets (`child
    /// .navigationController.presentationController?.delegate = child`).
    var sheetObservingChildren: Set<String> = []
    /// The screens self made the delegates of the sheets they are the first screen of
    /// (`sheet.presentationController?.delegate = viewController`).
    var sheetObservingScreens: Set<String> = []
    /// The screens self's code makes modal in presentation (`cart.isModalInPresentation = true`).
    var modalScreens: Set<String> = []
    /// Screens handed a child (`vc.coordinator = child`): by screen type, the child's index.
    var handedScreens: [String: Int] = [:]
    /// Screens a child was made with and keeps (`ProjectDetailCoordinator(module: module)`): by
    /// screen type, the child's index.
    var givenScreens: [String: Int] = [:]
    /// The types of children whose given screen self showed for them (``shownChild(_:)``).
    var shownGivenScreens: Set<String> = []
    /// Children never started whose screen the creator pushed after handing it the child: the
    /// child's type, its start case (the screen's name) and the push, its start case's action.
    var handedStarts: [(type: String, startCase: String, action: CodeAction)] = []
    /// The screen a handler created last: closures set on objects it holds are its events.
    var lastScreen: String?
    /// The screens assigned to the running coordinator's properties (`self.hostingController =
    /// VectorHostingController(rootView: view)` in its `init`), by property.
    var assignedScreens: [String: String] = [:]
    /// Self's screen properties whose closure initializer ran here (`lazy var feed = { … }()`).
    var madeLazyScreens: Set<String> = []
    /// Whether branches with conditions the model does not track split into alternatives
    /// (an event's handler) or keep their first case with a note.
    var splitsBranches = false
    /// The body runs when a child calls back (a closure its creator set on it): a child the
    /// body looks up among its children is that child, the caller.
    var runsForChild = false
    /// The body is a presentation delegate's, run after a pull-down of the sheet of a child of
    /// this type: the child it looks up among its children.
    var pulledDownChild: String?
    /// The body runs at launch: the root's own methods that branch are followed (their branches are part
    /// of the launch), and a branch on what the model does not track takes its case without
    /// a modal presentation (a login sheet depends on the keychain, not on the tree).
    var atLaunch = false
    /// The coordinator whose method runs was just made (the root at launch, a child's start):
    /// its stored flags hold what they are declared with until the body assigns them.
    var freshSelf = false
    /// While the ways through a launch or a child's start are enumerated (docs/language.md,
    /// launch cases and start cases): the case to take at each branch point reached, in
    /// order. A branch point is a branch on what the model does not track whose cases lead on
    /// differently; past these, the reader takes the usual case and remembers the first point
    /// it reached.
    var pathChoices: [Int]?
    /// The branch points of the path reached so far.
    var pathPointsReached = 0
    /// The case to take at each start of a child that has start cases, in order, once the
    /// path's own branch points are chosen: nil while those are enumerated (every child goes
    /// on with its usual case), so that a launch's own cases come before its children's.
    var startCaseChoices: [Int]?
    var startCasePointsReached = 0
    /// Where the start cases looked up are logged, while they are gathered.
    var startCaseLog: StartCaseLog?
    /// The first start of a child with start cases reached past ``startCaseChoices``.
    var openStartCasePoint: [String]?
    /// The locals holding a test of UIKit's containers' state (``testsUIKitState(_:)``).
    var uikitStateLocals: Set<String> = []
    /// Locals holding the running coordinator's closure property (`let handler = onFinish`):
    /// calling one calls the property (`handler?(outcome)`). By ``aliasKey(_:)``.
    var closureAliases: [String: String] = [:]
    /// The case each branch point reached took, by its syntax node.
    var pathPointsTaken: [SyntaxIdentifier: Int] = [:]
    /// The first branch point reached past ``pathChoices``: its cases' names.
    var openPathPoint: [String]?
    /// The names of the cases ``pathChoices`` took.
    var pathCaseNames: [String] = []
    /// The places of the closures given by creators that the reading ran (``givenClosureValue(_:values:at:)``).
    var givenClosuresRun: [String] = []
    /// The objects given to children's initializers that they keep: `Child.property` and the
    /// object's type (``DraftFacts/givenObjects``).
    var givenObjects: [(key: String, type: String)] = []
    /// While a closure a creator gave runs (``givenClosureValue(_:values:at:)``): that creator,
    /// whose code the closures it sets on children are.
    var givenClosureCreator: String?
    /// A branch with a case that leaves the method and one that goes on (`if signedIn {
    /// showHome(); return }`, `guard … else { showLogin(); return }`), while an event's ways are
    /// told apart: its node, and the statements after it, which are the case's that goes on.
    var restOfBlock: (node: SyntaxIdentifier, items: CodeBlockItemListSyntax, from: Int)?
    /// The type of the coordinator calling the method read (`caller`), when the method is read
    /// for one type of caller (``DraftBuilder``'s calls passing `self`).
    var callerType: String?
    /// The tests the cases being read decided (``assume(_:upTo:)``), by what they test.
    var assumedTruths: [String: Bool] = [:]
    /// The branches whose ``restOfBlock`` their cases read.
    var restsTaken: Set<SyntaxIdentifier> = []
    /// How deep the reader is in cases read one by one (`read(_:)`): branch points are
    /// only those of the enumerated path itself.
    var readingCases = 0
    /// The choices for the branch points, when the reader is on the path whose cases are
    /// enumerated. In a child's start, only the code of the child counts: a view model's
    /// initializer followed from it branches on its own state. (The launch's path is the
    /// whole app's.)
    var choicesOnPath: [Int]? { readingCases == 0 && (atLaunch || frames[frames.count - 1].selfValue.isThis) ? pathChoices : nil }

    /// The screen UIKit has just taken off its stack, when the body runs because it did (its
    /// `deinit`, `didMove(toParent: nil)`): its `parent` and `navigationController` are nil.
    var removedScreen: String?

    /// `parameters`: the method's, so that a coordinator passed in (`didLogin(_ landing:
    /// LandingCoordinator)`) has a type; `bindings` gives some of them a value (`caller`).
    init(app: CoordinatorApp, owner: String, source: Int, parameters: [(label: String, name: String, type: String)] = [],
         bindings: [String: Value] = [:], selfValue: Value = .this) {
        self.app = app
        self.owner = owner
        var scope: [String: Value] = [:]
        for parameter in parameters {
            if app.coordinators.contains(parameter.type) { scope[parameter.name] = .coordinatorType(parameter.type) }
            else if app.screens.contains(parameter.type) { scope[parameter.name] = .screen(parameter.type) }
            // A closure passed in, unknown here: calling it is not a callback of self's.
            else if parameter.type.contains("->") { scope[parameter.name] = .object(parameter.type) }
            // A parameter typed as a protocol of the app, named as a property of self (`func
            // show(router: Router)` beside `let router`), hides it: which object it holds is
            // not known, only its protocol.
            else if app.project.types[SwiftProject.bareType(parameter.type)]?.kind == .protocolType, app.property(named: parameter.name, in: owner) != nil {
                scope[parameter.name] = .object(SwiftProject.bareType(parameter.type))
            }
        }
        scope.merge(bindings) { _, new in new }
        // A closure read later sees the top-level variables as they were where it was made.
        for (key, value) in bindings where key.hasPrefix(Self.globalPrefix) {
            globalState[String(key.dropFirst(Self.globalPrefix.count))] = value
            scope[key] = nil
        }
        frames = [Frame(selfValue: selfValue, selfType: owner, scope: scope, source: source)]
        // What the coordinator stored on its objects, wherever it did.
        if selfValue.isThis {
            for handOver in app.handOvers[owner] ?? [] {
                if let closure = handOver.closure {
                    objectClosures[handOver.key] = (closure, ["self": .this], handOver.place, handOver.source)
                } else {
                    objectState[handOver.key] = .this
                }
            }
        }
    }

    /// The key under which a closure's captured scope keeps a top-level variable's value.
    static let globalPrefix = "global:"

    /// Reads a body (`on start`, a delegate method, a closure).
    mutating func read(_ body: CodeBlockItemListSyntax) {
        statements(body)
        complete()
    }

    /// What a handler read so far needs once it ends: its children's starts completed, the
    /// window root before what is shown on it.
    mutating func complete() {
        // The controls' actions not handed to a screen: events of the screen the handler made.
        pendingScreenClosures += controlActions
        controlActions = []
        attachScreenClosures()
        finishChildren()
        hoistWindowRoot()
        collapseRemovedFirstScreens()
    }

    // MARK: Statements

    mutating func statements(_ items: CodeBlockItemListSyntax, from start: Int = 0) {
        for (index, item) in items.enumerated() where index >= start {
            if frames[frames.count - 1].returned != nil { return }
            // `let result = await transfer.run(…)`: the child runs until it resumes its
            // continuation; what follows runs then, as the creator's code the child calls back.
            if let child = awaitedChild(item) {
                self.item(item, in: items)
                if index + 1 < items.count { wireAwaitedRest(items, from: index + 1, onto: child, at: item) }
                return
            }
            // `guard tabs.presentedViewController == nil else { tabs.dismiss(…) { … }; return }`
            // followed by more: a condition the language has, the rest of the block its case.
            if index + 1 < items.count, let (guardStatement, condition) = trackedGuard(item) {
                return readTrackedGuard(guardStatement, condition, rest: (items, index + 1))
            }
            // `if isShowingOnboarding { pendingLink = link; return true }` followed by more: a
            // condition the language has, the rest of the block its else.
            if index + 1 < items.count, let (ifExpression, condition) = trackedEarlyReturn(item) {
                let reading = read([("", ifExpression.body.statements, ifExpression.conditions), ("else", nil, nil)], rest: (items, index + 1))
                actions.append(CodeAction(kind: .conditional(condition: condition, actions: reading.results[0].actions, otherwise: reading.results[1].actions),
                                          place: place(ifExpression)))
                return
            }
            // `if signedIn { showHome(); return }` followed by more: while the ways are told
            // apart, the rest is the other case's (read by ``branches(_:at:)``).
            if index + 1 < items.count, let node = earlyReturn(item) {
                let outer = restOfBlock
                restOfBlock = (node, items, index + 1)
                self.item(item, in: items)
                restOfBlock = outer
                if restsTaken.remove(node) != nil { return }
                continue
            }
            self.item(item, in: items)
        }
    }

    /// An item that is a `guard` on a condition the language has whose else branch does
    /// something, then returns nothing; or only returns, in code the handler calls (a router's
    /// `guard navigationController.presentedViewController != nil else { return }`), where the
    /// language's `guard` would end the whole handler: the guard, and its condition.
    func trackedGuard(_ item: CodeBlockItemSyntax) -> (GuardStmtSyntax, OperationSyntax.ConditionSyntax)? {
        guard let guardStatement = item.item.as(GuardStmtSyntax.self), guardStatement.body.statements.count > 1 || frames.count > 1,
              let condition = trackedReturn(guardStatement) else { return nil }
        return (guardStatement, condition)
    }

    /// An `if` with no `else` on a condition the language has, binding nothing, whose body
    /// ends returning (`if isShowingOnboarding { pendingLink = link; return true }`).
    func trackedEarlyReturn(_ item: CodeBlockItemSyntax) -> (IfExprSyntax, OperationSyntax.ConditionSyntax)? {
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        guard let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
              ifExpression.body.statements.last?.item.is(ReturnStmtSyntax.self) == true, !Self.binds(ifExpression.conditions),
              let condition = trackedCondition(ifExpression.conditions) else { return nil }
        return (ifExpression, condition)
    }

    /// The condition of a guard on what the language has, binding nothing, whose else branch
    /// ends returning nothing (`guard !children.contains(where: { $0 is LoginFlow }) else {
    /// return }`).
    func trackedReturn(_ guardStatement: GuardStmtSyntax) -> OperationSyntax.ConditionSyntax? {
        guard let last = guardStatement.body.statements.last?.item.as(ReturnStmtSyntax.self), last.expression == nil,
              !Self.binds(guardStatement.conditions) else { return nil }
        return trackedCondition(guardStatement.conditions)
    }

    /// Whether conditions bind an optional (`guard let child else { … }`).
    static func binds(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { $0.condition.is(OptionalBindingConditionSyntax.self) }
    }

    /// Such a guard and the rest of its block: `if COND: rest` `else: what the else branch does`.
    private mutating func readTrackedGuard(_ guardStatement: GuardStmtSyntax, _ condition: OperationSyntax.ConditionSyntax,
                                           rest: (items: CodeBlockItemListSyntax, from: Int)) {
        let reading = read([("", nil, guardStatement.conditions), ("else", guardStatement.body.statements, nil)], rest: rest)
        actions.append(CodeAction(kind: .conditional(condition: condition, actions: reading.results[0].actions, otherwise: reading.results[1].actions),
                                  place: place(guardStatement)))
        if let scope = reading.scopes.first { frames[frames.count - 1].scope = scope }
    }

    private mutating func item(_ item: CodeBlockItemSyntax, in items: CodeBlockItemListSyntax) {
        switch item.item {
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) { declare(variable) }
        case .stmt(let statement):
            self.statement(statement)
        case .expr(let expression) where items.count == 1 && frames[frames.count - 1].performsTransition
            && (items.parent?.is(SwitchCaseSyntax.self) == true || items.parent?.parent?.is(FunctionDeclSyntax.self) == true):
            // `{ .push(vc) }`: a function body (or a case) of one expression returns it.
            transition(expression)
        case .expr(let expression):
            _ = evaluate(expression)
        }
    }

    /// How a guard's else branch may begin when all it does is leave: Swift's jumps, the
    /// standard library's traps and the diagnostics it prints or drops.
    static let leavingStatements = ["return", "break", "continue", "throw", "fatalError(", "preconditionFailure(", "assertionFailure(",
                                    "assert(", "precondition(", "print(", "debugPrint("]

    private mutating func statement(_ statement: StmtSyntax) {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            _ = evaluate(expression.expression)
        } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
            // `guard !route.requiresAuthentication || signedIn` with `route` a case that does not:
            // the rest runs (or the else branch, for a test known to fail).
            if !Self.binds(guardStatement.conditions), let known = knownTruth(guardStatement.conditions) {
                if known { bindConditions(guardStatement.conditions) } else { statements(guardStatement.body.statements) }
                return
            }
            // `guard !loading else { return .splash }` with `loading` true at launch: the else branch runs.
            if failsAtLaunch(guardStatement.conditions) {
                statements(guardStatement.body.statements)
                return
            }
            // While the launch's cases are enumerated, a guard whose else branch leads on
            // (`guard agreedToTerms else { return [.terms] }`) is a branch point.
            if choicesOnPath != nil {
                let holds = Self.caseName("", guardStatement.conditions)
                let cases: [BranchCase] = [(holds, nil, guardStatement.conditions),
                                           (Self.negated(holds), guardStatement.body.statements, nil)]
                let before = frames[frames.count - 1].scope
                let reading = read(cases)
                if let choice = pathChoice(cases, reading, scopeBefore: before, at: guardStatement) {
                    frames[frames.count - 1].scope = before
                    if choice == 0 { bindConditions(guardStatement.conditions) } else { statements(guardStatement.body.statements) }
                    return
                }
            }
            // An else branch that does something, while an event's ways are told apart: a case
            // of its own, the rest of the block the other's.
            if restOfBlock?.node == guardStatement.id {
                // (The case that goes on keeps the event's name, as an `if`'s first case does.)
                let holds = Self.caseName("", guardStatement.conditions)
                return branches([("", nil, guardStatement.conditions), (Self.negated(holds), guardStatement.body.statements, nil)], at: guardStatement)
            }
            bindConditions(guardStatement.conditions)
            // `guard !children.contains(where: { $0 is LoginFlow }) else { return }`: a condition
            // the language has, ending the method when it does not hold.
            if frames.count == 1, guardStatement.body.statements.count == 1, let condition = trackedReturn(guardStatement) {
                actions.append(CodeAction(kind: .guardCondition(condition), place: place(guardStatement)))
                return
            }
            // The else branch leaves the method (or stops the app: `fatalError(…)`), perhaps after
            // a diagnostic (`assertionFailure(…)`, a no-op in a release build; `print(…)`): the
            // rest is the path modelled.
            if guardStatement.body.statements.contains(where: { item in !Self.leavingStatements.contains { item.trimmedText.hasPrefix($0) } }) {
                note("the guard's else branch is not modelled", at: guardStatement)
            }
        } else if let forStatement = statement.as(ForStmtSyntax.self) {
            forLoop(forStatement)
        } else if let loop = statement.as(WhileStmtSyntax.self) {
            // `while true { await runChild(…) }`, `while let next = pending.popLast() { … }`: as
            // another loop's, its body once.
            assume(Self.loopOnce, at: loop)
            bindConditions(loop.conditions)
            statements(loop.body.statements)
        } else if let loop = statement.as(RepeatStmtSyntax.self) {
            assume(Self.loopOnce, at: loop)
            statements(loop.body.statements)
        } else if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            if frames[frames.count - 1].performsTransition, let expression = returnStatement.expression {
                transition(expression)
                frames[frames.count - 1].returned = .literal("void")
                return
            }
            let value = returnStatement.expression.map { evaluate($0) } ?? .literal("void")
            // A coordinator's handler returning what its screen's view model publishes as its
            // result (`return model.done.prefix(1).eraseToAnyPublisher()`): an event of that
            // screen, emitting the result its creator subscribed to.
            if frames.count == 1, frames[0].selfValue.isThis, let expression = returnStatement.expression {
                for case .chain(let chain) in Self.chains(in: value) {
                    if case .screen(let event, _) = chain.origin {
                        screenClosure(named: event, steps: chain.steps, emits: "\(owner).\(MethodReader.resultProperty)", emitter: chain.emitter, at: expression)
                    }
                }
            }
            frames[frames.count - 1].returned = value
        } else if let doStatement = statement.as(DoStmtSyntax.self) {
            statements(doStatement.body.statements)
        } else if let deferStatement = statement.as(DeferStmtSyntax.self) {
            statements(deferStatement.body.statements)
        }
    }

    /// `for page in [.a, .b] { … }` over a literal array runs once per element; other loops once.
    private mutating func forLoop(_ loop: ForStmtSyntax) {
        let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        if childSearch(loop) || childSweep(loop) { return }
        // `for detail in children.compactMap({ $0 as? DetailCoordinator }) where … { finish(detail) }`:
        // the body runs with a child of that type, as `forEach` does.
        // (`for case let detail as DetailCoordinator in children`, the same.)
        let cast = loop.caseKeyword == nil ? nil : loop.pattern.trimmedText.wholeMatch(of: #/let\s+(\w+)\s+as\s+([\w.]+)/#)
        let child: (name: String, value: Value)? = if let cast, app.coordinators.contains(String(cast.2)),
            childrenHolder(MethodReader.path(loop.sequence.trimmedText), base: .this) != nil {
            (String(cast.1), runsForChild ? .caller : .coordinatorType(String(cast.2)))
        } else if let name, let typed = typedChild(loop.sequence) { (name, typed) } else { nil }
        if let child {
            frames[frames.count - 1].scope[child.name] = child.value
            statements(loop.body.statements)
            return
        }
        if let array = loop.sequence.as(ArrayExprSyntax.self), let name {
            for element in array.elements {
                frames[frames.count - 1].scope[name] = evaluate(element.expression)
                statements(loop.body.statements)
            }
        } else if let name, loop.sequence.is(DeclReferenceExprSyntax.self) || loop.sequence.is(FunctionCallExprSyntax.self),
                  case .tuple(let elements) = evaluate(loop.sequence), !elements.isEmpty,
                  elements.allSatisfy({ if case .literal = $0 { true } else { $0.childIndex != nil } }) {
            // `for route in nextRoutes` over enum cases a helper collected, `for tab in tabs`
            // over the children a local list holds: once per element.
            for element in elements {
                frames[frames.count - 1].scope[name] = element
                statements(loop.body.statements)
            }
        } else {
            assume(Self.loopOnce, at: loop)
            statements(loop.body.statements)
        }
    }

    /// The stated approximation of a loop whose body is read once.
    static let loopOnce = "a loop: its body is modelled once"

    /// `for child in children { detach(child) }`: a loop over self's children whose body takes
    /// each out (read with the element standing for every child, ``everyChild``) empties them.
    private mutating func childSweep(_ loop: ForStmtSyntax) -> Bool {
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, loop.whereClause == nil, loop.caseKeyword == nil,
              frames[frames.count - 1].selfValue.isThis, childrenHolder(MethodReader.path(loop.sequence.trimmedText), base: .this) == "self" else { return false }
        var trial = self
        let start = trial.actions.count
        trial.frames[trial.frames.count - 1].scope[name] = .object(Self.everyChild)
        trial.statements(loop.body.statements)
        guard trial.actions[start...].contains(where: { if case .removeAllChildren = $0.kind { true } else { false } }) else { return false }
        self = trial
        return true
    }

    /// The value a loop over self's children gives its element while it is read for all of them.
    static let everyChild = "every child of self"

    /// `for (index, c) in children.enumerated() where c === child { children.remove(at: index) }`,
    /// or the test the body's only statement (`if c === child { children.remove(at: index); break }`):
    /// a search for one child, whose body runs with it found.
    private mutating func childSearch(_ loop: ForStmtSyntax) -> Bool {
        var sequence = MethodReader.path(loop.sequence.trimmedText)
        if sequence.hasSuffix(".enumerated()") { sequence = String(sequence.dropLast(".enumerated()".count)) }
        var test = loop.whereClause?.condition.trimmedText
        var body = loop.body.statements
        if test == nil, body.count == 1, case .stmt(let statement) = body.first?.item,
           let only = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self), only.elseBody == nil, only.conditions.count == 1 {
            test = only.conditions.first?.condition.trimmedText
            body = only.body.statements
        }
        guard childrenHolder(sequence, base: .this) != nil, let condition = test,
              let match = condition.wholeMatch(of: #/(\w+)\s*===?\s*(\w+)/#) else { return false }
        let names = loop.pattern.as(TuplePatternSyntax.self)?.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            ?? [loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text]
        guard let element = names.last ?? nil else { return false }
        let target = String(match.1) == element ? String(match.2) : String(match.1)
        frames[frames.count - 1].scope[element] = lookup(target)
        if names.count == 2, let index = names[0] { frames[frames.count - 1].scope[index] = .literal("index:=== \(target)") }
        statements(body)
        return true
    }

    /// `if let x = …`, `guard let x = … as? T`: the names bound, with their values.
    mutating func bindConditions(_ conditions: ConditionElementListSyntax) {
        for condition in conditions {
            if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                let value = binding.initializer.map { evaluate($0.value) } ?? lookup(name)
                frames[frames.count - 1].scope[name] = value
                alias(name, to: binding.initializer?.value, bound: value)
            }
        }
    }

    /// `let handler = onFinish`, `guard let handler = self.onFinish`: the local stands for the
    /// running coordinator's closure property (``closureAliases``).
    private mutating func alias(_ name: String, to initializer: ExprSyntax?, bound: Value) {
        closureAliases[aliasKey(name)] = nil
        if case .closure = bound { return }
        guard let initializer, let property = Self.ownName(initializer), frames[frames.count - 1].selfValue.isThis,
              app.property(named: property, in: frames[frames.count - 1].selfType)?.0.type?.contains("->") == true else { return }
        closureAliases[aliasKey(name)] = property
    }

    /// A local's key in ``closureAliases``: its name in the running frame (a method it calls
    /// may have a parameter of the same name).
    func aliasKey(_ name: String) -> String { "\(frames.count)/\(name)" }

    private mutating func declare(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            // `var routes = [AppRoute]()`, `var routes: [AppRoute] = []`: an empty list, appended to below.
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initializer = binding.initializer?.value,
               initializer.as(ArrayExprSyntax.self)?.elements.isEmpty == true
                || initializer.as(FunctionCallExprSyntax.self).map({ $0.arguments.isEmpty && $0.calledExpression.is(ArrayExprSyntax.self) }) == true {
                frames[frames.count - 1].scope[name] = .tuple([])
                continue
            }
            guard let initializer = binding.initializer?.value else {
                // `let child: Coordinator & Presentable`, assigned below (in each branch of an `if`).
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { frames[frames.count - 1].scope[name] = .object("?") }
                continue
            }
            let value = evaluate(initializer)
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // `let fromOnboarding = !nav.viewControllers.isEmpty`: a test of UIKit's state.
                if Self.testsUIKitState(initializer) { uikitStateLocals.insert(name) } else { uikitStateLocals.remove(name) }
                var bound = value
                // `let cover = UIWindow(frame: …)`: a window made here.
                if let made = CoordinatorApp.calledTypeName(initializer), made == "UIWindow" || app.lineage(of: made).contains("UIWindow") {
                    madeWindows.insert(name)
                }
                // `var controllers = navigationController.viewControllers`: a copy of the stack.
                if let member = initializer.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "viewControllers",
                   app.isNavigationValue(evaluateQuietly("", initializer)) {
                    bound = .literal(Self.stackCopy)
                }
                // `let vc: LoginViewController = factory.make()`: the written type says what it is.
                if case .object = value, let written = binding.typeAnnotation?.type.trimmedText {
                    let bare = SwiftProject.bareType(written)
                    if app.screens.contains(bare) { bound = .screen(bare) }
                }
                frames[frames.count - 1].scope[name] = bound
                alias(name, to: initializer, bound: bound)
                // `let alert = UIAlertController(…)`: a new alert, with no action yet.
                if case .object("UIAlertController") = bound { alertActions[name] = nil }
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                let values: [Value] = if case .tuple(let elements) = value { elements } else { [] }
                for (index, name) in names.enumerated() {
                    guard let name else { continue }
                    frames[frames.count - 1].scope[name] = index < values.count ? values[index] : .object("?")
                }
            }
        }
    }

    /// Every action, those inside branches included.
    var allActions: [CodeAction] { actions.flatMap(\.flattened) }

    // MARK: Notes and places

    /// A piece of code read but not modelled, as a one-line comment of the draft: the code it
    /// quotes may span lines (a closure, a chained call), a comment may not.
    mutating func note(_ text: String, at node: some SyntaxProtocol) {
        actions.append(CodeAction(kind: .note(Self.oneLine(text)), place: place(node)))
    }

    /// Code modelled with an approximation the draft states (``CodeAction/assumption(_:)``):
    /// a finding that rests on it stays confirmed.
    mutating func assume(_ text: String, at node: some SyntaxProtocol) {
        actions.append(CodeAction(kind: .note(CodeAction.assumption(Self.oneLine(text))), place: place(node)))
    }

    /// `text` on one line (runs of white space, line breaks included, become one space), cut
    /// after its first 48 tokens (names, numbers, other characters): a count of tokens, not of
    /// characters, so that the cut does not depend on the names' lengths.
    static func oneLine(_ text: String) -> String {
        let line = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        // Tokens are runs of word characters or single other characters (`\w+|\S`); the line
        // is cut after the 48th.
        var count = 0, inWord = false, end = line.startIndex
        for index in line.indices {
            let character = line[index]
            guard character != " " else { inWord = false; continue }
            let isWord = character.isLetter || character.isNumber || character == "_"
            if !(isWord && inWord) {
                count += 1
                if count > 48 { return String(line[..<end]) + "…" }
            }
            inWord = isWord
            end = line.index(after: index)
        }
        return line
    }

    /// Where an operation is: in the innermost function of the coordinator itself (a helper
    /// of a base class or a router is reported where the coordinator calls it).
    func place(_ node: some SyntaxProtocol) -> String {
        guard let index = frames.lastIndex(where: { $0.selfType == owner }), index < frames.count - 1 else {
            return sources[frames[frames.count - 1].source].place(of: node)
        }
        return callSites[index].isEmpty ? sources[frames[frames.count - 1].source].place(of: node) : callSites[index]
    }

    /// For each frame, where it called the next one.
    var callSites: [String] = [""]
    /// Closures stored on objects this handler made (`observer.didDismiss = { … }`), by
    /// `Type.property`: they run where the object calls them.
    var objectClosures: [String: (closure: ClosureExprSyntax, captured: [String: Value], place: String, source: Int)] = [:]
    /// What the objects of the app hold, as this handler set it (`state = .signedIn` in a
    /// service's method; the coordinator itself as their delegate), by `Type.property`.
    var objectState: [String: Value] = [:]
    /// `UIAction`s made in this handler (a menu's, a button's), events of the screen they
    /// reach — handed to one, or else the one the handler makes — named after the variable
    /// or the argument that holds them.
    var controlActions: [ClosureEvent] = []
    /// The objects whose actions ``bindActions(of:)`` took already.
    var boundObjects: Set<String> = []
    /// Closures handed to objects of the app this handler made (`ViewModel(onDone: { … })`),
    /// by type: events of the screen made from such an object.
    var objectHandedClosures: [String: [ClosureEvent]] = [:]
    /// The helper bodies being followed (a helper never follows itself).
    var activeFunctions: Set<SyntaxIdentifier> = []
    /// Route cases being performed a second time inside themselves (never a third).
    var nestedRoutes: Set<SyntaxIdentifier> = []
    /// The actions added to alerts (`alert.addAction(UIAlertAction(title: "Log out") { … })`),
    /// by the alert's variable: presenting the alert offers each as the user's choice.
    var alertActions: [String: [AlertAction]] = [:]
    /// An alert's action: its title as a name, and its handler with the frame it was written in.
    typealias AlertAction = (label: String, closure: ClosureExprSyntax?, captured: [String: Value], selfValue: Value, selfType: String, source: Int)
    /// The app's top-level variables as this handler has set them (`isAutorized = true`);
    /// the others have their initial values.
    var globalState: [String: Value] = [:]
    /// The window whose root this handler set first: the app's.
    var mainWindow: String?
    /// The running coordinator's properties this handler assigned.
    var assignedProperties: Set<String> = []
    /// The windows this handler made (`privacyWindow = UIWindow(windowScene: scene)`): made
    /// after the launch, an overlay (a privacy cover, an alert window), not the app's.
    var madeWindows: Set<String> = []
    /// Whether a publisher's step runs, whose value matters (a helper it calls is followed for
    /// the child's result it returns, not left as a `call`).
    var readsStepValue = false
    /// What a split view controller made here was given as its primary (`splitViewController.
    /// viewControllers = [master.toPresentable(), detail]`).
    var splitPrimary: Value?
    var splitSecondary: Value?
    /// Its compact column (`setViewController(x, for: .compact)`): what an iPhone shows.
    var splitCompact: Value?
    /// The tabs whose navigation controller a tab bar's closure was run with.
    var ranTabs: Set<Int> = []
    /// Objects of the app made around a navigation controller (a router:
    /// `RouterImp(rootController: nav)`), by type: what they present on and show.
    var objectStacks: [String: Value] = [:]
    /// The alert an action was added to last.
    var lastAlert: String?
    /// Children held in the coordinator's stored properties, by property name.
    var propertyChildren: [String: Int] = [:]
    /// The children a collection of the coordinator's holds since this handler assigned it a
    /// list of them (`flows = [feed, profile]`), by property name: `flows.forEach { $0.begin() }`.
    var propertyChildLists: [String: [Int]] = [:]
    /// Tab bars held in the coordinator's properties, by property name.
    var propertyTabBars: [String: Int] = [:]
    /// `window.rootViewController = coordinator.tabBarController`: that coordinator's type and
    /// tab bar property, the window's root once its start fills it — or (`onStack`) its
    /// creator's stack's only screen.
    var windowTabBar: (type: String, property: String, onStack: Bool)?
    /// The tab bars made here that children were given to keep: the child's type, the property
    /// keeping it, the tab bar.
    var givenTabBars: [(type: String, property: String, tabBar: Int)] = []
}
