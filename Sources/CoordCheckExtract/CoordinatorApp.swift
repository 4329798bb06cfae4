import Foundation
import SwiftSyntax

/// What an app's Swift code says about its coordinators: which types are coordinators and
/// view controllers, which is the root, how each holds its parent, and what the protocol
/// extensions' helpers (`addChildCoordinator`, `childDidFinish`, `pop(flow:)`) do.
struct CoordinatorApp {
    let project: SwiftProject
    /// Each declared type's lineage (``lineage(of:)``), worked out once.
    let lineages: [String: [String]]
    /// Coordinator classes, in the order declared.
    var coordinators: [String] = []
    /// View controller classes (the screens).
    var screens: Set<String> = []
    /// Protocols whose conformers are coordinators (they declare `children` or `childCoordinators`).
    var coordinatorProtocols: Set<String> = []
    /// The coordinator the app delegate or scene delegate creates and starts.
    var root: String?
    /// Where the root is created (a `SceneDelegate`/`AppDelegate` line), when it is.
    var rootPlace: String?
    /// The method launch calls on the root (`start`, `start(window:)`).
    var rootEntry: String?
    /// The delegate's launch method, when the delegate is the root: it keeps the coordinators
    /// its launch makes (`tabFlows = [feed, profile]`), with no coordinator above them.
    var rootLaunch: SwiftType.Function?
    /// The delegate's launch ways that call different methods of the root: each a launch case.
    var launchEntries: [(name: String, entry: String)] = []
    /// What the delegates show before the root starts (`window.rootViewController = nav`).
    var launchActions: [CodeAction] = []
    /// The root coordinator's tab bar property the delegate made the window's root
    /// (`window.rootViewController = appCoordinator.tabBarController`), filled by its start.
    var rootTabBarProperty: String?
    /// The main storyboard's initial controller, as the window root.
    var storyboardRoot: [CodeAction]?
    /// Helper methods of the coordinator protocols' extensions, by what they do.
    var adders: Set<String> = []
    var removers: Set<String> = []
    /// `pop(flow:)`'s filter when it is written as a literal (`.profile`) instead of the
    /// parameter (the `Flow` style's bug); nil when it filters by the parameter.
    var popFlowLiteral: String?
    /// The `Flow` style's flows: the property of an enum of the app that a coordinator kind
    /// requires and coordinators set to one of its cases (`let flow: Flow = .feed`).
    var flowProperty: (name: String, type: String)?
    /// The helper dropping the children of a flow (`pop(flow:)`: a kind's method taking a flow
    /// and keeping the children whose flow differs), with its parameter's label.
    var popFlowMethod: (name: String, label: String)?
    /// `interactivePopGestureRecognizer?.isEnabled = false` somewhere, and where.
    var swipeBackDisabledAt: String?
    /// Whether some code of the app hides a navigation bar (`isNavigationBarHidden = true`,
    /// `setNavigationBarHidden(true, …)`): its screens may show no UIKit back button.
    var hidesNavigationBars = false
    /// Helpers that append a child and present it with an `onDismissed` closure removing it
    /// again (the router style's `presentChild`).
    var presentingHelpers: Set<String> = []
    /// The methods the app adds to framework types and protocols by extensions, by name.
    var extensionFunctions: [String: [(function: SwiftType.Function, owner: String)]] = [:]
    /// The methods of the app's types returning `Bool`, by name, with the type declaring each.
    var answeringMethods: [String: [(function: SwiftType.Function, owner: String)]] = [:]
    /// Routers that keep a completion for each module they push and run it when
    /// `navigationController(_:didShow:animated:)` sees that module's screen popped: for each,
    /// its methods keeping one, with the label of the closure parameter they keep.
    var popCompletionRouters: [String: [String: String]] = [:]
    /// `UITabBarController` and its subclasses.
    var tabBars: Set<String> = ["UITabBarController"]
    /// The members giving the view controller an object stands for (``findPresentingMembers()``),
    /// and those among them giving its navigation controller.
    var presentingMembers: Set<String> = []
    var stackMembers: Set<String> = []
    /// The properties and methods giving the topmost presented controller: their code walks
    /// `presentedViewController` in a loop or by calling itself (`var topViewController`).
    var topControllerMembers: Set<String> = []
    /// The protocols, each with several implementers in the app, that a coordinator's
    /// initializer keeps a parameter of (`init(router: Router)`): which of them a helper hands
    /// on decides what the child it makes does.
    var keptProtocols: Set<String> = []
    /// A tab bar subclass refusing to re-select the selected tab, and where.
    var reselectTabDisabledAt: String?
    /// Notifications the root coordinator observes (`#selector(sessionDidExpire)`), and the
    /// controls of the navigation container it holds (`container`: its type): global events
    /// handled by that method; a URL or a notification the app is handed, with the cases of the
    /// app's enum the calls name (`cases`: nil for any).
    var globalEvents: [(method: String, place: String, container: String?, cases: [String]?)] = []
    /// Names of the properties holding a coordinator's children (`childCoordinators`,
    /// `coordinators`, a dictionary keyed by an enum), and of its parent.
    var childrenCollections: Set<String> = []
    var parentPropertyNames: Set<String> = []
    /// ``erasedWrappers(in:)``.
    var erasedWrappers: [String: String] = [:]
    /// The app's `UINavigationController` subclass (or wrapper) with methods of its own
    /// (`pushCoordinator`).
    var navigationSubclass: String?
    /// The class implementing each protocol of the app (the first declared), coordinators
    /// aside: a factory's, a router's.
    var implementers: [String: String] = [:]
    /// The protocols of the app more than one class or struct implements (coordinators aside).
    var sharedProtocols: Set<String> = []
    /// The coordinators conforming to each protocol (directly or through what they inherit).
    var conformingCoordinators: [String: [String]] = [:]
    /// The types whose own code keeps UIKit's back swipe working (``keepsBackSwipe(_:)``).
    var backSwipeKeepers: Set<String> = []
    /// Router classes (the router style's), by what their `present(_:animated:onDismissed:)` does
    /// (a method taking a view controller and a closure run when it goes, under any name).
    var routers: [String: RouterKind] = [:]
    /// Variables declared at the top level of a file (`fileprivate var isAutorized = false`),
    /// with their initial values: the launch reads them (`LaunchInstructor.configure()`).
    var globals: [String: ExprSyntax] = [:]
    /// The factories registered for types of the sources (``registrations(in:)``).
    var registrations: [String: ClosureExprSyntax] = [:]
    /// The route function of each class that routes (``routeFunction(of:)``).
    var routeFunctions: [String: SwiftType.Function] = [:]
    /// The number of tabs a tab bar class has in a storyboard (`<tabBarController
    /// customClass="MainTabBarController">` and its `viewControllers` relationships).
    var storyboardTabs: [String: Int] = [:]
    /// What each coordinator stores on the objects it holds (itself, closures).
    var handOvers: [String: [HandOver]] = [:]
    /// The screen a coordinator's property holds because every creator hands it one, under
    /// `Type.property` (``findHandedScreens()``).
    var handedScreens: [String: String] = [:]
    /// `Type.property` → the screen type every initializer of the coordinator assigns to it
    /// (``findInitializedScreens()``).
    var initializedScreens: [String: String] = [:]
    /// ``findHostingTypes()``.
    var hostingTypes: [String: [String]] = [:]
    /// Each screen's methods a control runs (``controlActions(of:)``), found once.
    var screenControlActions: [String: [SwiftType.Function]] = [:]
    /// Each coordinator's stored properties that keep a controller it presents
    /// (``presentedControllerProperties(of:)``).
    var presentedProperties: [String: Set<String>] = [:]
    /// The entry coordinators have in common, under any name (`start()`): the method without
    /// parameters at least half of them (two or more) implement, the most implemented.
    var commonEntry: String?
    /// The entry a coordinator's start runs when its creators show none: ``commonEntry``, else
    /// the coordinator libraries' `start`.
    var entryMethod: String { commonEntry ?? "start" }

    enum RouterKind: Equatable {
        /// Makes the controller the window's root.
        case window
        /// Presents a new navigation controller modally, then pushes on it;
        /// `observesPullDown`: it runs `onDismissed` when the user pulls the sheet down.
        case modal(observesPullDown: Bool)
        /// Pushes on a navigation controller; `observesPops`: its `didShow` runs
        /// `onDismissed` when a controller is popped by back or a swipe.
        case navigation(observesPops: Bool)
    }

    /// XCoordinator's coordinator classes, RxFlow's `Flow`.
    static let libraryCoordinators: Set<String> = ["BaseCoordinator", "NavigationCoordinator", "TabBarCoordinator", "SplitCoordinator",
                                                   "PageCoordinator", "ViewCoordinator", "Flow"]
    /// Types that say nothing of what a value is.
    static let erasedTypes: Set<String> = ["AnyObject", "Any", "NSObject"]
    /// UIKit's responders and the app's delegates: what makes screens without coordinating
    /// (views and controllers aside, told by ``isResponder(_:)``).
    static let responders: Set<String> = ["UIResponder", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
    /// Calls that show a screen.
    static let showing = ["pushViewController(", "setViewControllers(", ".present(", "rootViewController =", ".show(", "viewControllers ="]
    /// What code that drives UIKit's navigation mentions.
    static let uiKitNavigation = ["UINavigationController", "UIViewController", "UITabBarController", "UIWindow", "pushViewController",
                                  ".present(", "setViewControllers", "rootViewController"]
    static let containerClasses: Set<String> = ["UINavigationController", "UITabBarController"]
    static let viewControllerBases: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController",
                                                   "UIHostingController", "UIPageViewController"]

    init(project: SwiftProject, resources: [String: String] = [:]) {
        self.project = project
        lineages = Dictionary(uniqueKeysWithValues: project.types.keys.map { ($0, Self.lineage(of: $0, in: project)) })
        for name in project.order {
            for function in project.types[name]?.functions ?? [] where function.returnType == "Bool" { answeringMethods[function.name, default: []].append((function, name)) }
        }
        // Coordinator kinds, by what they keep: a type holding a collection of a type it is itself
        // (`var children: [Coordinator]` in a `Coordinator`, `[UUID: CoordinatorType]` in a class
        // conforming to it, `[UUID: Any]` it stores its own kind in) is a tree of that type, a
        // tree of coordinators when a class of that type drives UIKit (a tree of data,
        // `LocationNode.children`, does not).
        erasedWrappers = Self.erasedWrappers(in: project)
        // What each class's subclasses are (`class ParentFlow { var flows: [FlowCoordinator] }`,
        // `final class AppFlow: ParentFlow, FlowCoordinator`): a list of that is of its kind too.
        var subclassesAre: [String: Set<String>] = [:]
        for name in project.order {
            let closure = project.protocolClosure(of: name)
            for base in lineage(of: name) where base != name { subclassesAre[base, default: []].formUnion(closure) }
        }
        for name in project.order {
            guard let type = project.types[name] else { continue }
            let closure = Set(project.protocolClosure(of: name)).union(type.kind == .classType ? subclassesAre[name, default: []] : [])
            for property in type.properties {
                guard var element = storedElement(of: property) else { continue }
                // `[UUID: Any]`: what the type's own code stores in it.
                if Self.erasedTypes.contains(element), let kind = Self.storedKind(in: property, of: type) { element = kind }
                guard closure.contains(element), !coordinatorProtocols.contains(element), !Self.erasedTypes.contains(element),
                      !isResponder([element]), drivesUIKit(element) else { continue }
                coordinatorProtocols.insert(element)
                if type.kind != .extensionOnly { coordinatorProtocols.insert(name) }
            }
        }
        // The navigation libraries' coordinators, where the app does not declare the name.
        coordinatorProtocols.formUnion(Self.libraryCoordinators.filter { !declares($0) })
        // Protocols inheriting a coordinator protocol are coordinator protocols too.
        for name in project.order where project.types[name]?.kind == .protocolType {
            if project.protocolClosure(of: name).contains(where: coordinatorProtocols.contains) { coordinatorProtocols.insert(name) }
        }
        for name in project.order where project.types[name]?.kind == .classType && project.protocolClosure(of: name).contains("UITabBarController") {
            tabBars.insert(name)
            if let select = project.types[name]?.functions.first(where: { $0.name == "tabBarController" && $0.parameters.contains { $0.label == "shouldSelect" } }),
               select.body?.trimmedText.contains("selectedViewController") == true {
                reselectTabDisabledAt = project.sources[select.source].place(of: select.node)
            }
        }
        var bases: Set<String> = []
        for name in project.order {
            guard let type = project.types[name], type.kind == .classType else { continue }
            bases.formUnion(type.inherited)
        }
        var created: Set<String>?
        // What each class that is no view, view controller nor app delegate makes, when it shows a screen.
        var shown: [String: Set<String>] = [:]
        let factories = Self.factoryResults(in: project)
        let showers = showingMethods()
        // A class declared inside another type (`PickerCoordinator.ToolbarDecorator`, a SwiftUI
        // view's `Coordinator`) is a helper read where it is used, neither a coordinator nor a screen.
        for name in project.order where !name.contains(".") {
            guard let type = project.types[name], type.kind == .classType, !tabBars.contains(name) else { continue }
            let closure = project.protocolClosure(of: name)
            let made = isResponder(closure) ? nil : madeAndShown(type, factories: factories, showers: showers)
            if let made { shown[name] = made }
            // One of a coordinator kind, a parent keeping children of one, or a class making
            // screens and showing them; never a view or a view controller.
            let isCoordinator = !isView(closure) && !isViewController(closure)
                && (closure.contains(where: coordinatorProtocols.contains) || keepsKind(type)
                    || made.map(makesScreens) == true && holdsWhatItShows(type))
            // A base class other coordinators inherit, never created itself, is not one.
            var isBase = false
            if bases.contains(name) {
                if created == nil { created = Self.createdTypes(in: project) }
                isBase = !(created ?? []).contains(name)
            }
            if isCoordinator, !(isBase && (coordinatorProtocols.contains(name) || project.order.contains { other in
                other != name && (project.types[other]?.inherited.contains(name) ?? false) && project.protocolClosure(of: other).contains(where: coordinatorProtocols.contains)
            })) {
                coordinators.append(name)
            } else if !Self.containerClasses.contains(name), !wrapsNavigation(name), !closure.contains("UISplitViewController"),
                      isViewController(closure) {
                screens.insert(name)
            }
        }
        addCoordinatorMakers(shown.filter { !coordinators.contains($0.key) && !screens.contains($0.key) }, bases: bases, created: created)
        addKeptChildren()
        // A tab bar controller of the app's that keeps coordinators (`var flows: [Flow]`, filled
        // in its `viewDidLoad`) or is one itself: a coordinator whose own view is the tab bar.
        let implemented = Set(coordinators.flatMap { project.protocolClosure(of: $0) })
        for name in project.order where tabBars.contains(name) && !name.contains(".") {
            guard let type = project.types[name] else { continue }
            let kept = type.properties.filter { storedElement(of: $0).map(implemented.contains) == true }
            if project.protocolClosure(of: name).contains(where: coordinatorProtocols.contains) || keepsKind(type) || !kept.isEmpty {
                coordinators.append(name)
                childrenCollections.formUnion(kept.map(\.name))
            }
        }
        coordinators = project.order.filter(Set(coordinators).contains)
        commonEntry = findCommonEntry()
        let kinds = coordinatorProtocols.union(coordinators)
        // What a parent is: a coordinator kind, or a library's protocol a coordinator keeping
        // children conforms to (`weak var parentCoordinator: ParentCoordinator?`).
        var parentKinds = kinds
        for name in coordinators where project.types[name].map({ keeps($0, anyOf: kinds) }) == true {
            parentKinds.formUnion(project.protocolClosure(of: name).filter { !declares($0) && !Self.erasedTypes.contains($0) })
        }
        // Or the app's own protocol a base class keeping the children adopts and implements, of a
        // method taking a coordinator (`class Flow: FlowOwner { var subflows: [UUID: Flow]; func
        // flowDidClose(_ flow: Flow) { … } }`): what a child reports its end to.
        for name in project.order where bases.contains(name) && kinds.contains(name) {
            guard let type = project.types[name], keeps(type, anyOf: kinds) else { continue }
            parentKinds.formUnion(type.inherited.filter { conformed in
                guard let declared = project.types[conformed], declared.kind == .protocolType else { return false }
                return declared.functions.contains { required in
                    required.parameters.contains { kinds.contains(SwiftProject.bareType($0.type)) } && type.functions.contains { $0.name == required.name }
                }
            })
        }
        let setsItselfAsParent = Self.propertiesSetToSelf(in: project)
        for name in kinds {
            guard let type = project.types[name] else { continue }
            for property in type.properties {
                let written = property.type ?? property.initializer?.trimmedText ?? ""
                // Its children: a collection of a coordinator kind, or of anything (`[AnyObject]`).
                if let element = storedElement(of: property),
                   project.protocolClosure(of: element).contains(where: kinds.contains) || Self.erasedTypes.contains(element) {
                    childrenCollections.insert(property.name)
                }
                // A parent link: a coordinator its creator sets to itself (`child.parentCoordinator =
                // self`), or one held weakly that only the initializer or others set (a child kept
                // weakly beside `children` is one the coordinator sets itself).
                guard Self.collectionElement(written) == nil, parentKinds.contains(SwiftProject.bareType(written)) else { continue }
                if setsItselfAsParent.contains(property.name) || property.isWeak && !Self.assigns(property.name, outsideInitializersOf: type) {
                    parentPropertyNames.insert(property.name)
                }
            }
        }
        for source in project.sources {
            for statement in source.tree.statements {
                guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value { globals[name] = value }
                }
            }
        }
        registrations = Self.registrations(in: project)
        hostingTypes = findHostingTypes()
        handedScreens = findHandedScreens()
        initializedScreens = findInitializedScreens()
        for name in project.order where project.types[name]?.kind == .classType {
            if let function = findRouteFunction(of: name) { routeFunctions[name] = function }
        }
        flowProperty = findFlowProperty()
        readHelpers()
        for type in project.order where project.types[type]?.kind == .extensionOnly {
            for function in project.types[type]?.functions ?? [] where function.body != nil { extensionFunctions[function.name, default: []].append((function, type)) }
        }
        readRouters()
        for name in project.order where !coordinators.contains(name) {
            guard let type = project.types[name], type.kind == .classType || type.kind == .structType else { continue }
            for ancestor in lineage(of: name) where project.types[ancestor]?.kind == .protocolType {
                if implementers[ancestor] == nil { implementers[ancestor] = name } else { sharedProtocols.insert(ancestor) }
            }
        }
        navigationSubclass = findNavigationSubclass()
        (presentingMembers, stackMembers) = findPresentingMembers()
        topControllerMembers = findTopControllerMembers()
        keptProtocols = findKeptProtocols()
        for coordinator in coordinators {
            for ancestor in lineage(of: coordinator) where project.types[ancestor]?.kind == .protocolType {
                conformingCoordinators[ancestor, default: []].append(coordinator)
            }
        }
        let keepsSwipe = #"interactivePopGestureRecognizer[?!]?\.(delegate\s*=\s*self|isEnabled\s*=\s*true)"#
        backSwipeKeepers = Set(project.order.filter { name in
            project.types[name]?.functions.contains { function in
                guard let body = function.body?.description, body.contains("interactivePopGestureRecognizer") else { return false }
                return body.range(of: keepsSwipe, options: .regularExpression) != nil
            } == true
        })
        for screen in screens {
            if let type = project.types[screen] { screenControlActions[screen] = controlActions(of: type) }
        }
        for coordinator in coordinators {
            let kept = presentedControllerProperties(of: coordinator)
            if !kept.isEmpty { presentedProperties[coordinator] = kept }
        }
        findLaunch()
        if root == nil { findRoot() }
        findStoryboardRoot(resources: resources)
        findStoryboardTabs(resources: resources)
        findGlobalEvents()
        findSwipeBackSwitch()
        hidesNavigationBars = project.sources.contains { source in
            source.text.mentions("Hidden") && source.text.range(of: #"isNavigationBarHidden\s*=\s*true|setNavigationBarHidden\(\s*true|navigationBar\.isHidden\s*=\s*true"#,
                              options: .regularExpression) != nil
        }
        for coordinator in coordinators { handOvers[coordinator] = Self.handOvers(of: coordinator, in: self) }
    }

    private func findCommonEntry() -> String? {
        var counts: [String: Int] = [:]
        for coordinator in coordinators {
            let names = Set(project.types[coordinator]?.functions.filter { $0.parameters.isEmpty && $0.body != nil }.map(\.name) ?? [])
            for name in names { counts[name, default: 0] += 1 }
        }
        let common = counts.filter { $0.value >= 2 && $0.value * 2 >= coordinators.count }
        return common.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }

    /// Whether a class that is `kind` (or the class `kind`) drives UIKit's navigation, or holds
    /// what it drives, and not every view controller is one.
    private func drivesUIKit(_ kind: String) -> Bool {
        // What every view controller is (`extension UIViewController: Presentable`) is no coordinator.
        let members = project.order.filter { project.protocolClosure(of: $0).contains(kind) }
        if members.contains(where: { project.types[$0]?.kind == .extensionOnly && isResponder([$0]) }) { return false }
        return members.contains { name in
            guard let type = project.types[name], type.kind == .classType else { return false }
            let text = type.node.description + type.functions.compactMap { $0.body?.description }.joined()
            return Self.uiKitNavigation.contains { text.contains($0) }
        }
    }

    /// Whether the app declares a type (extending one is not declaring it).
    func declares(_ name: String) -> Bool {
        project.types[name].map { $0.kind != .extensionOnly } ?? false
    }

    /// Whether a type with these ancestors is a view controller: one of UIKit's, or of a library's
    /// whose class is named as one (`FormViewController`: the library's sources are not read).
    func isViewController(_ closure: [String]) -> Bool {
        closure.contains { Self.viewControllerBases.contains($0) || !declares($0) && $0.hasSuffix("ViewController") }
    }

    /// Whether a type with these ancestors is a view: UIKit's, or a library's class named as one.
    func isView(_ closure: [String]) -> Bool {
        closure.contains { $0 == "UIView" || !declares($0) && ["View", "Cell", "Button", "Control"].contains(where: $0.hasSuffix) }
    }

    /// Whether a type with these ancestors is a view, a view controller or an app delegate.
    func isResponder(_ closure: [String]) -> Bool {
        isView(closure) || isViewController(closure) || closure.contains { Self.responders.contains($0) || !declares($0) && $0.hasSuffix("Controller") }
    }

    /// Whether a class that shows screens makes some of them (`navigationController.
    /// pushViewController(HomeViewController(), …)`): a coordinator with no tree of its own. A
    /// router, shown the screens it is handed, makes none.
    private func makesScreens(_ made: Set<String>) -> Bool {
        made.contains { project.types[$0]?.kind == .classType && isViewController(project.protocolClosure(of: $0)) }
    }

    /// Whether a class that makes screens keeps something they are shown in or with: a
    /// navigation controller, a tab bar, a window, a view controller, a strong reference to a
    /// coordinator, a collection, an app object holding one of these — or a property whose
    /// type the code does not say. A navigator service keeping none (`let api: API; weak var
    /// currentFlow: Flow?`), which shows what it makes on the controller its caller passes
    /// (`show(segue:sender:)`), is no coordinator: its methods are read where they are called.
    private func holdsWhatItShows(_ type: SwiftType) -> Bool {
        func holds(_ owner: SwiftType, depth: Int) -> Bool {
            lineage(of: owner.name).compactMap { project.types[$0] }.flatMap(\.properties).contains { property in
                guard property.getter == nil, !(property.isWeak && depth == 0) else { return false }
                guard let written = property.type.map(SwiftProject.bareType) ?? property.initializer.flatMap(Self.calledTypeName) else { return true }
                if written.contains("->") { return false }
                if Self.storedElement(of: property) != nil { return true }
                let closure = project.protocolClosure(of: written)
                if closure.contains(where: { Self.uiKitHolders.contains($0) }) || isViewController(closure) || closure.contains(where: coordinatorProtocols.contains) { return true }
                guard depth == 0, let held = project.types[written] else { return false }
                // A protocol: what its implementers keep.
                let kept = held.kind == .protocolType ? project.order.filter { $0 != written && project.protocolClosure(of: $0).contains(written) }.compactMap { project.types[$0] } : [held]
                return kept.contains { holds($0, depth: 1) }
            }
        }
        return holds(type, depth: 0)
    }

    /// UIKit's types that show screens or hold them.
    static let uiKitHolders: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIWindow", "UIWindowScene", "UIViewController"]

    /// The app's classes each method name of the app returns (`func makeCartFlow(…) ->
    /// CartFlow`), by name: what calling a factory makes. A method declared to return a
    /// UIKit view controller returns the app's classes it makes in its `return`s (`func
    /// catalogList(…) -> UIViewController { …; return CatalogViewController(viewModel:
    /// viewModel) }`, or a local made so: `let screen = CartViewController(); …; return screen`),
    /// when no other type declares a method of that name (a requirement many types implement,
    /// `toPresentable() -> UIViewController`, says nothing of what one call makes).
    static func factoryResults(in project: SwiftProject) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        var declarations: [String: Int] = [:]
        for type in project.types.values {
            for function in type.functions { declarations[function.name, default: 0] += 1 }
        }
        for type in project.types.values {
            for function in type.functions {
                guard let written = function.returnType.map(SwiftProject.bareType) else { continue }
                if project.types[written]?.kind == .classType {
                    result[function.name, default: []].insert(written)
                } else if uiKitHolders.contains(written), declarations[function.name] == 1, let body = function.body {
                    let made = returnedTypes(of: body).filter { project.types[$0]?.kind == .classType }
                    if !made.isEmpty { result[function.name, default: []].formUnion(made) }
                }
            }
        }
        return result
    }

    /// The types a body's `return`s (or its one expression) make, directly or through a local
    /// made so.
    static func returnedTypes(of body: CodeBlockSyntax) -> [String] {
        var returned = body.statements.count == 1 ? body.statements.first?.item.as(ExprSyntax.self).map { [$0] } ?? [] : []
        returned += body.statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        let locals = Dictionary(body.statements.compactMap { item -> (String, ExprSyntax)? in
            guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first, binding.accessorBlock == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { return nil }
            return (name, value)
        }) { first, _ in first }
        return returned.compactMap { expression in
            calledTypeName(expression) ?? expression.as(DeclReferenceExprSyntax.self).flatMap { locals[$0.baseName.text] }.flatMap(calledTypeName)
        }
    }

    /// Whether a type keeps a stored collection of a coordinator kind, or of a class of one
    /// while it shows what they show (`var tabFlows: [NavigationFlow]`, `NavigationFlow:
    /// BaseFlow`, and `tabs.viewControllers = …`): a cache of coordinators for cells shows nothing.
    private func keepsKind(_ type: SwiftType) -> Bool {
        if keeps(type, anyOf: coordinatorProtocols) { return true }
        let bodies = (type.initializers + type.functions).compactMap { $0.body?.description }.joined(separator: "\n")
        guard Self.showing.contains(where: bodies.mentions) else { return false }
        return type.properties.contains { property in
            storedElement(of: property).map { project.protocolClosure(of: $0).contains(where: coordinatorProtocols.contains) } == true
        }
    }

    /// Whether a type keeps a stored collection of one of `kinds`.
    func keeps(_ type: SwiftType, anyOf kinds: Set<String>) -> Bool {
        type.properties.contains { storedElement(of: $0).map(kinds.contains) == true }
    }

    /// The app types a class makes (`Name(…)`, `instantiateViewController` as a screen), when
    /// its code shows a screen (pushes, presents, sets a stack or a window's root).
    private func madeAndShown(_ type: SwiftType, factories: [String: Set<String>], showers: Set<String>) -> Set<String>? {
        let bodies = (type.initializers + type.functions).compactMap { $0.body?.description }.joined(separator: "\n")
        // It shows them, or a class of the app's it inherits does (a base navigator performing
        // the steps its subclasses return: `case .push(let screen): root.pushViewController(…)`),
        // or it calls a method of the app's that shows the view controller it is given (a
        // router's `push(_ viewController:animated:onPop:)` around `pushViewController`).
        let shows = { (base: SwiftType) in
            (base.initializers + base.functions).contains { $0.body.map { Self.showing.contains(where: $0.description.mentions) } ?? false }
        }
        let called = Self.calledNames(in: bodies)
        guard Self.showing.contains(where: bodies.mentions)
            || lineage(of: type.name).lazy.filter({ $0 != type.name }).compactMap({ project.types[$0] }).contains(where: shows)
            || called.functions.contains(where: showers.contains) else { return nil }
        var made = Set(called.made)
        // What the app's factories it calls return (`dependencies.makeProductScreen(id: id)`).
        for call in called.functions { made.formUnion(factories[call] ?? []) }
        if bodies.mentions("instantiateViewController") || bodies.mentions("instantiateInitialViewController") { made.insert("UIViewController") }
        return made
    }

    /// The names of the app's methods that show the view controller they are given: a method
    /// of a class that is no view controller whose body pushes, presents or sets a parameter
    /// (`func push(_ viewController: UIViewController, animated: Bool, onPop: …) {
    /// navigationController.pushViewController(viewController, animated: animated) }`).
    private func showingMethods() -> Set<String> {
        var found: Set<String> = []
        for name in project.order {
            guard let type = project.types[name], type.kind == .classType, !isViewController(project.protocolClosure(of: name)) else { continue }
            for function in type.functions where !function.parameters.isEmpty {
                guard let body = function.body?.description, Self.showing.contains(where: body.mentions) else { continue }
                let shown = MethodReader.captures(#"(?:pushViewController|\.present|setViewControllers|\.show)\(\s*\[?\s*([A-Za-z_][A-Za-z0-9_]*)"#, in: body)
                if function.parameters.contains(where: { shown.contains($0.name) }) { found.insert(function.name) }
            }
        }
        return found
    }

    /// Classes that make coordinators and show what they make (`tabs.viewControllers = […]`
    /// after starting a child in each): coordinators with no tree or screen of their own,
    /// found until no more are.
    private mutating func addCoordinatorMakers(_ shown: [String: Set<String>], bases: Set<String>, created: Set<String>?) {
        var candidates = project.order.compactMap { name in shown[name].map { (name: name, made: $0) } }
        // A base class other coordinators inherit, never created itself, is not one.
        if candidates.contains(where: { bases.contains($0.name) }) {
            let created = created ?? Self.createdTypes(in: project)
            candidates.removeAll { bases.contains($0.name) && !created.contains($0.name) }
        }
        var added = true
        while added {
            added = false
            candidates.removeAll { candidate in
                guard candidate.made.contains(where: coordinators.contains) else { return false }
                coordinators.append(candidate.name)
                added = true
                return true
            }
        }
    }

    /// Classes whose instances a coordinator keeps in its children (`let editor =
    /// EditorCoordinator(); childCoordinators.append(editor)` into an `[AnyObject]`).
    private mutating func addKeptChildren() {
        var added = true
        while added {
            added = false
            for coordinator in coordinators {
                guard let type = project.types[coordinator] else { continue }
                let collections = type.properties.filter { Self.storedElement(of: $0).map(Self.erasedTypes.contains) == true }.map(\.name)
                guard !collections.isEmpty else { continue }
                for function in type.functions {
                    guard let body = function.body?.description else { continue }
                    for collection in collections {
                        // `children.append(editor)`, `children[editor.id] = editor`.
                        let appended = body.ranges(of: "\(collection).append(").map { String(body[$0.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
                        let stored = MethodReader.captures(#"(?<![\w.])\#(collection)\[[^\]\n]*\]\s*=\s*([A-Za-z_][A-Za-z0-9_]*)\b"#, in: body)
                        for local in appended + stored {
                            guard !local.isEmpty, local != "nil", let made = ["let \(local) = ", "var \(local) = "].lazy.compactMap({ body.range(of: $0) }).first else { continue }
                            let name = String(body[made.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                            guard name.first?.isUppercase == true, !coordinators.contains(name), project.types[name]?.kind == .classType,
                                  !isResponder(project.protocolClosure(of: name)) else { continue }
                            coordinators.append(name)
                            added = true
                        }
                    }
                }
            }
        }
    }

    /// Whether a type's methods (its initializers aside) assign a property of it.
    static func assigns(_ property: String, outsideInitializersOf type: SwiftType) -> Bool {
        type.functions.contains { function in
            function.body?.description.range(of: "(^|[^.\\w]|self\\.)\(property)\\s*=[^=]", options: .regularExpression) != nil
        }
    }

    /// Properties some code sets to the object running it (`child.parentCoordinator = self`).
    static func propertiesSetToSelf(in project: SwiftProject) -> Set<String> {
        final class Visitor: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                if let (target, value) = node.elements.assignment, value.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                   let member = target.as(MemberAccessExprSyntax.self) {
                    names.insert(member.declName.baseName.text)
                }
                return .visitChildren
            }
        }
        let visitor = Visitor(viewMode: .sourceAccurate)
        for source in project.sources { visitor.walk(source.tree) }
        return visitor.names
    }

    /// The coordinator protocols' extension methods that append to or remove from `children`,
    /// and `pop(flow:)`.
    private mutating func readHelpers() {
        for name in coordinatorProtocols {
            for function in project.types[name]?.functions ?? [] {
                guard let body = function.body?.trimmedText else { continue }
                let parameter = function.parameters.first?.name ?? ""
                if childrenCollections.contains(where: { body.contains("\($0).append(\(parameter))") }) {
                    adders.insert(function.name)
                }
                let dropsFlow = flowProperty.map { flow in
                    function.parameters.count == 1 && SwiftProject.bareType(function.parameters[0].type) == flow.type && body.contains(".\(flow.name)")
                } ?? false
                if childrenCollections.contains(where: { body.contains("\($0).remove") || body.contains("\($0) = \($0).filter") }), !dropsFlow {
                    removers.insert(function.name)
                }
                if adders.contains(function.name), body.contains("\(parameter).present(") || body.contains("\(parameter).start(") {
                    presentingHelpers.insert(function.name)
                }
                if dropsFlow, let flow = flowProperty {
                    popFlowMethod = (function.name, function.parameters[0].label)
                    // `filter { $0.flow != .profile }` instead of `!= flow`.
                    if let range = body.range(of: #"\.\#(flow.name) != \.([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression) {
                        popFlowLiteral = String(body[range].split(separator: ".").last ?? "")
                    }
                }
            }
        }
        // A coordinator's own method taking a child out of its children (`func childDidFinish(_
        // child: AnyObject) { childCoordinators.removeAll { $0 === child } }`), under any name.
        for name in coordinators {
            for function in project.types[name]?.functions ?? [] {
                guard let parameter = function.parameters.first?.name, let body = function.body?.trimmedText,
                      body.range(of: "\\b\(parameter)\\b", options: .regularExpression) != nil,
                      childrenCollections.contains(where: { body.contains("\($0).remove") || body.contains("\($0) = \($0).filter") }) else { continue }
                removers.insert(function.name)
            }
        }
    }

    /// Classes, not coordinators, with a method showing a view controller it is handed with a
    /// closure to run when it goes (`present(_:animated:onDismissed:)`): routers. Classes that
    /// store a closure they are handed per controller (`completions[controller] = popCompletion`)
    /// and observe pops: routers whose completions run after back and a back swipe.
    private mutating func readRouters() {
        let candidates = project.order.filter { project.types[$0]?.kind == .classType && !coordinators.contains($0) }
        func showsViewController(_ function: SwiftType.Function) -> Bool {
            function.parameters.contains { isViewController(project.protocolClosure(of: SwiftProject.bareType($0.type))) }
        }
        // A router's showing method: it takes a view controller and keeps a closure for when it
        // goes; a class of the same protocol with that method (the window's router, which never
        // dismisses its root) is one too.
        var showing: [String: SwiftType.Function] = [:]
        for name in candidates {
            guard let type = project.types[name] else { continue }
            let kept = type.functions.map { (function: $0, closures: Self.keptClosures(of: $0)) }
            // Its pushing methods' closures run when `didShow` sees their controller popped.
            if type.functions.contains(where: { $0.name == "navigationController" && $0.parameters.map(\.label) == ["_", "didShow", "animated"] }) {
                let keeping = kept.compactMap { method in method.closures.pushes ? method.closures.labels.first.map { (method.function.name, $0) } : nil }
                if !keeping.isEmpty { popCompletionRouters[name] = Dictionary(keeping) { first, _ in first } }
            }
            showing[name] = kept.first { !$0.closures.labels.isEmpty && showsViewController($0.function) }?.function
        }
        let routerProtocols = Set(showing.keys.flatMap { project.protocolClosure(of: $0).filter { project.types[$0]?.kind == .protocolType } })
        let labels = Set(showing.values.map { $0.parameters.map(\.label) })
        for name in candidates where showing[name] == nil && project.protocolClosure(of: name).contains(where: routerProtocols.contains) {
            showing[name] = project.types[name]?.functions.first { showsViewController($0) && labels.contains($0.parameters.map(\.label)) }
        }
        for name in candidates {
            guard let type = project.types[name], let body = showing[name]?.body?.trimmedText else { continue }
            let text = type.node.trimmedText + type.functions.compactMap { $0.body?.trimmedText }.joined()
            // Its `navigationController(_:didShow:animated:)` finds the controller popped.
            let observesPops = type.functions.contains { $0.name == "navigationController" && ($0.body?.trimmedText.contains("viewController(forKey:") ?? false) }
            if body.contains("rootViewController") {
                routers[name] = .window
            // (A router presenting its own stack; one that presents what it is given over its
            // stack, beside pushing, is a navigation router.)
            } else if text.contains(".present("), MethodReader.captures(#"\.present\(\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)"#, in: text).contains(where: { presented in
                type.properties.contains { $0.name == presented } || !(type.functions.contains { $0.parameters.contains { $0.name == presented } })
            }) {
                let pullDown = type.functions.contains { $0.name == "presentationControllerDidDismiss" }
                routers[name] = .modal(observesPullDown: pullDown)
            } else {
                routers[name] = .navigation(observesPops: observesPops)
            }
        }
    }

    /// The coordinator a `SceneDelegate`/`AppDelegate` holds; else the one owning a `window`.
    private mutating func findRoot() {
        for name in project.order {
            guard let type = project.types[name], type.kind == .classType, !coordinators.contains(name) else { continue }
            let isDelegate = type.inherited.contains(where: Self.launchProtocols.contains)
            guard isDelegate else { continue }
            let source = project.sources[type.source]
            for property in type.properties {
                let written = property.type ?? property.initializer.map { Self.calledTypeName($0) ?? "" } ?? ""
                if coordinators.contains(written) {
                    root = written
                    rootPlace = source.place(of: property.node)
                    return
                }
            }
            // `appCoordinator = AppCoordinator(window: window)` inside a method.
            let text = type.node.trimmedText
            if let found = coordinators.first(where: { Self.makes($0, in: text) }) {
                root = found
                rootPlace = source.place(of: type.node)
                return
            }
        }
        // (Never one another coordinator makes: the root is made once, at launch, and a draft
        // starting it again would not compile.)
        let texts = coordinators.map { project.types[$0]?.node.trimmedText ?? "" }
        let made = Set(coordinators.filter { type in zip(coordinators, texts).contains { $0.0 != type && Self.makes(type, in: $0.1) } })
        let unmade = coordinators.filter { !made.contains($0) }
        root = unmade.first { project.types[$0]?.property(named: "window") != nil } ?? unmade.first
            ?? coordinators.first { project.types[$0]?.property(named: "window") != nil } ?? coordinators.first
    }

    /// `NotificationCenter.default.addObserver(self, selector: #selector(m), …)` in the root.
    private mutating func findGlobalEvents() {
        guard let root, let type = project.types[root] else { return }
        for function in type.initializers + type.functions {
            guard let body = function.body?.trimmedText, body.contains("addObserver") else { continue }
            var rest = Substring(body)
            while let range = rest.range(of: #"#selector\(([A-Za-z_][A-Za-z0-9_]*)"#, options: .regularExpression) {
                let method = String(rest[range].dropFirst("#selector(".count))
                if type.function(named: method) != nil, !globalEvents.contains(where: { $0.method == method }) {
                    globalEvents.append((method, project.sources[function.source].place(of: function.node), nil, nil))
                }
                rest = rest[range.upperBound...]
            }
        }
        // A URL, an activity, a notification or a quick action the delegate hands the root
        // (`scene(_:openURLContexts:)` calling `appCoordinator?.handle(link)`, itself or through
        // helpers of its own: `route(url)`): an event offered at any time, the root's method it calls.
        for delegate in delegateClasses.compactMap({ project.types[$0] }) {
            for function in delegate.functions where Self.isExternalEntry(function) {
                for call in Self.ownHelpers(from: function, in: delegate).flatMap(FunctionCalls.of) {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { continue }
                    // On the delegate's property holding the root (not a library's coordinator).
                    let held = delegate.properties.first { $0.name == MethodReader.path(base.trimmedText) }
                    guard let written = held.flatMap({ $0.type ?? $0.initializer.flatMap(Self.calledTypeName) }), SwiftProject.bareType(written) == root
                    else { continue }
                    let method = member.declName.baseName.text
                    guard type.function(named: method) != nil else { continue }
                    // The case it is handed, when the call names one (`navigate(to: .article(id: id))`).
                    let named = call.arguments.lazy.compactMap { Self.caseName($0.expression) }.first.map { [$0] }
                    guard let index = globalEvents.firstIndex(where: { $0.method == method }) else {
                        globalEvents.append((method, project.sources[function.source].place(of: function.node), nil, named))
                        continue
                    }
                    if let known = globalEvents[index].cases { globalEvents[index].cases = named.map { known + $0.filter { !known.contains($0) } } }
                }
            }
        }
        // A view controller the root keeps as its stack (a container with its own
        // `pushViewController`) whose controls call the root as its delegate (a header's
        // account and settings buttons): those calls are taps offered whatever screen it shows.
        for property in lineage(of: root).compactMap({ project.types[$0] }).flatMap(\.properties) {
            guard let container = property.type ?? property.initializer.flatMap(Self.calledTypeName), wrapsNavigation(container),
                  let declared = project.types[container] else { continue }
            for (event, method) in callbacks(of: container) where isControlAction(event, of: container) {
                guard type.function(named: method) != nil, !globalEvents.contains(where: { $0.method == method }) else { continue }
                globalEvents.append((method, project.sources[declared.source].place(of: declared.node), container, nil))
            }
        }
    }

    /// The case an expression names (`.bookmarks`, `.article(id: id)`).
    static func caseName(_ expression: ExprSyntax) -> String? {
        let member = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) ?? expression.as(MemberAccessExprSyntax.self)
        guard let member, member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// The bodies of a function and of the methods of its own type it calls, by name or on
    /// `self`, and of theirs (a delegate's `route(url)` helper).
    static func ownHelpers(from function: SwiftType.Function, in type: SwiftType) -> [CodeBlockSyntax] {
        var bodies: [CodeBlockSyntax] = []
        var seen: Set<SyntaxIdentifier> = []
        var pending = [function]
        while let next = pending.popLast() {
            guard let body = next.body, seen.insert(body.id).inserted else { continue }
            bodies.append(body)
            for call in FunctionCalls.of(body) {
                guard let name = MethodReader.ownName(call.calledExpression) else { continue }
                pending += type.functions.filter { $0.name == name }
            }
        }
        return bodies
    }

    private mutating func findSwipeBackSwitch() {
        for source in project.sources {
            let text = source.text
            guard let range = text.range(of: "interactivePopGestureRecognizer?.isEnabled = false") else { continue }
            let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
            swipeBackDisabledAt = "\(source.path):\(line)"
            return
        }
    }

    /// The types some code creates (`Name(…)`, `Name.init(…)`).
    static func createdTypes(in project: SwiftProject) -> Set<String> {
        Set(project.sources.flatMap { constructions(in: Syntax($0.tree)) }.compactMap { calledTypeName(ExprSyntax($0)) })
    }

    /// The calls in a syntax tree that may make a type (`Name(…)`, `Name.init(…)`).
    static func constructions(in tree: Syntax) -> [FunctionCallExprSyntax] {
        final class Calls: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if CoordinatorApp.calledTypeName(ExprSyntax(node)) != nil { found.append(node) }
                return .visitChildren
            }
        }
        let calls = Calls(viewMode: .sourceAccurate)
        calls.walk(tree)
        return calls.found
    }

    /// What a stored collection keeps, seen through a type-erasing wrapper of the app's
    /// (`Set<AnyCoordinator>` keeps `Coordinating`).
    func storedElement(of property: SwiftType.Property) -> String? {
        Self.storedElement(of: property).map { erasedWrappers[$0] ?? $0 }
    }

    /// The app's type-erasing wrappers (`struct AnyCoordinator: Hashable { let base:
    /// Coordinating }`), by what they wrap: a struct some stored collection keeps, whose one
    /// stored property holds a value of a protocol of the app's.
    static func erasedWrappers(in project: SwiftProject) -> [String: String] {
        let elements = Set(project.types.values.flatMap(\.properties).compactMap(storedElement(of:)))
        var wrappers: [String: String] = [:]
        for name in project.order where elements.contains(name) {
            guard let type = project.types[name], type.kind == .structType else { continue }
            let stored = type.properties.filter { $0.getter == nil }
            guard stored.count == 1, let written = stored[0].type.map(SwiftProject.bareType), project.types[written]?.kind == .protocolType else { continue }
            wrappers[name] = written
        }
        return wrappers
    }

    /// The element of the collection a stored property keeps (`var children: [Coordinator] = []`);
    /// nil for a computed property or anything but a collection.
    static func storedElement(of property: SwiftType.Property) -> String? {
        property.getter == nil ? collectionElement(property.type ?? property.initializer?.trimmedText) : nil
    }

    /// `E` for `[E]`, `[K: E]`, `Set<E>`, `Array<E>`, `[E?]`, `[any E]()`.
    static func collectionElement(_ written: String?) -> String? {
        guard var text = written?.replacingOccurrences(of: " ", with: "") else { return nil }
        if text.hasSuffix("()") { text.removeLast(2) }
        if text.hasPrefix("["), text.hasSuffix("]") {
            text = String(text.dropFirst().dropLast())
            if let colon = text.firstIndex(of: ":") { text = String(text[text.index(after: colon)...]) }
        } else if text.hasPrefix("Set<") || text.hasPrefix("Array<"), text.hasSuffix(">") {
            text = String(text.drop { $0 != "<" }.dropFirst().dropLast())
        } else {
            return nil
        }
        if text.hasPrefix("any") { text.removeFirst(3) }
        while text.hasSuffix("?") { text.removeLast() }
        return text.isEmpty ? nil : text
    }

    /// `Foo` for `Foo(…)` / `Foo.init(…)`.
    static func calledTypeName(_ expression: ExprSyntax) -> String? {
        // `viewModel.output.sink(…)`: not a type's name, told by its first token before any text is built.
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.firstToken(viewMode: .sourceAccurate)?.text.first?.isUppercase == true else { return nil }
        // `EditViewController<AddViewModel>()`: the generic type made.
        var callee = (call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression).trimmedText
        if callee.hasSuffix(".init") { callee = String(callee.dropLast(5)) }
        return callee.first?.isUppercase == true ? callee : nil
    }

    // MARK: Facts about one coordinator

    /// Its parent property's name and whether it is weak; nil when it has none.
    func parentProperty(of coordinator: String) -> (name: String, weak: Bool)? {
        for name in parentPropertyNames.sorted() {
            if let (property, _) = property(named: name, in: coordinator), property.getter == nil { return (name, property.isWeak) }
        }
        return nil
    }

    /// ``flowProperty``: a property of an enum the app declares, required by a coordinator kind
    /// (`var flow: Flow { get }`) and set by coordinators to a case.
    private func findFlowProperty() -> (name: String, type: String)? {
        for kind in project.order where coordinatorProtocols.contains(kind) {
            for property in project.types[kind]?.properties ?? [] {
                guard let type = property.type.map(SwiftProject.bareType), project.enumCases(of: type) != nil,
                      coordinators.contains(where: { project.types[$0]?.property(named: property.name)?.initializer?.trimmedText.hasPrefix(".") == true })
                else { continue }
                return (property.name, type)
            }
        }
        return nil
    }

    /// `let flow: Flow = .feed` → `feed`.
    func flow(of coordinator: String) -> String? {
        guard let name = flowProperty?.name, let property = project.types[coordinator]?.property(named: name), let value = property.initializer else { return nil }
        let text = value.trimmedText
        return text.hasPrefix(".") ? String(text.dropFirst()) : text.split(separator: ".").last.map(String.init)
    }

    /// The argument label of its initializer whose value becomes its parent
    /// (`init(parent: Coordinating, …) { self.parent = parent }`).
    func parentInitLabel(of coordinator: String) -> String? {
        guard let parent = parentProperty(of: coordinator) else { return nil }
        for initializer in project.types[coordinator]?.initializers ?? [] {
            let kept = keptParameters(of: initializer, in: coordinator)
            if let parameter = initializer.parameters.first(where: { kept[$0.name] == parent.name }) { return parameter.label }
        }
        return nil
    }

    /// Whether it only groups others: it owns no screen of its own and holds a tab bar.
    func isContainer(_ coordinator: String) -> Bool {
        if routes(coordinator) { return routesTabs(coordinator) }
        let text = project.types[coordinator]?.functions.compactMap { $0.body?.trimmedText }.joined() ?? ""
        // The tab bar its initializer takes by default (`tabBarController: UITabBarController = TabBarController()`) is its own too.
        let defaults = project.types[coordinator]?.initializers.flatMap { $0.defaults.values.map(\.trimmedText) }.joined(separator: "\n") ?? ""
        return tabBars.contains { Self.makes($0, in: text + "\n" + defaults) } && !text.contains("pushViewController")
    }

    /// The names code calls: capitalized ones starting a word (`Name(…)`, `Name.init(…)`:
    /// what it makes; `settings.Name(` is one word, as Unicode has it), and the others after
    /// anything but a letter, a digit or `_` (`dependencies.makeProductScreen(…)`).
    static func calledNames(in text: String) -> (made: [String], functions: [String]) {
        let bytes = Array(text.utf8)
        let isWord = { (byte: UInt8) in byte >= 0x80 || byte.isASCIIWordCharacter }
        let initCall = Array(".init(".utf8)
        var made: [String] = []
        var functions: [String] = []
        var index = 0
        while index < bytes.count {
            guard isWord(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isWord(bytes[index]) { index += 1 }
            // (A name of ASCII letters, digits and `_`.)
            guard bytes[start..<index].allSatisfy({ $0 < 0x80 }) else { continue }
            let first = bytes[start]
            let before: UInt8? = start > 0 ? bytes[start - 1] : nil
            // Not after a letter and `.`, `:` or `'` (Unicode's one word): a capitalized name starts a word.
            let joined = before.map { [UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "'")].contains($0) } == true && start > 1
                && (bytes[start - 2].isASCIILetter || bytes[start - 2] >= 0x80)
            let name = { String(decoding: bytes[start..<index], as: UTF8.self) }
            let opens = index < bytes.count && bytes[index] == UInt8(ascii: "(")
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), !joined,
               opens || bytes.count - index >= initCall.count && Array(bytes[index..<index + initCall.count]) == initCall {
                made.append(name())
            } else if first == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), opens {
                functions.append(name())
            }
        }
        return (made, functions)
    }

    /// Whether code makes a `type` (`Type(…)`, `Type.init(…)`): the whole name called, not the end
    /// of a longer one (`prepareTabBarController(…)` makes no `TabBarController`).
    /// (Each search starts where the last place found ends: a place right after it has nothing before it.)
    static func makes(_ type: String, in text: String) -> Bool {
        let code = Array(text.utf8), name = Array(type.utf8)
        guard !name.isEmpty, name.count <= code.count else { return false }
        var from = 0
        while let start = code.firstOffset(of: name, from: from) {
            let end = start + name.count
            let after = code[end...]
            if !(start > from && endsWord(code[from..<start])), after.starts(with: "(".utf8) || after.starts(with: ".init(".utf8) { return true }
            from = end
        }
        return false
    }

    /// Whether UTF-8 code ends with a letter, a digit or `_`.
    private static func endsWord(_ code: ArraySlice<UInt8>) -> Bool {
        guard let last = code.last else { return false }
        guard last >= 0x80 else { return last.isASCIIWordCharacter }
        // A character of several bytes: the last one's.
        guard let character = String(decoding: code.suffix(4), as: UTF8.self).last else { return false }
        return character.isLetter || character.isNumber
    }

    /// The body of `method` as `coordinator` has it: its own, else a protocol extension's
    /// default implementation.
    func implementation(of method: String, in coordinator: String) -> (function: SwiftType.Function, owner: String)? {
        let matches: (SwiftType.Function) -> Bool = method.contains("(") ? { Self.selector(of: $0) == method } : { $0.name == method }
        if let own = project.types[coordinator]?.functions.first(where: matches) { return (own, coordinator) }
        for protocolName in project.protocolClosure(of: coordinator) {
            if let function = project.types[protocolName]?.functions.first(where: { matches($0) && $0.body != nil }) {
                return (function, protocolName)
            }
        }
        return nil
    }
}
