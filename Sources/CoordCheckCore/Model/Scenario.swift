/// A compiled scenario: every name resolved to an index, ready for the machine.
///
/// Built from text by ``ScenarioCompiler``; see docs/language.md for the language.
public struct Scenario: Sendable {
    /// The scenario's name (`scenario NAME`, else the file's name without extension).
    public var name: String
    /// The path of the file it was read from, as given.
    public var path: String
    /// The default depth bound (`depth N`).
    public var depth: Int
    /// The `Flow` enum's cases (`flows a, b`), in declaration order.
    public var flows: [String]
    public var screens: [ScreenType] {
        didSet { typeFacts.setScreens(screens) }
    }
    public var coordinators: [CoordinatorType] {
        didSet {
            typeFacts = TypeFacts(coordinators)
            typeFacts.setScreens(screens)
        }
    }
    /// The index in ``coordinators`` of the type created at launch.
    public var rootType: Int
    /// The keys children are stored under in dictionaries (`start Feed key feed`), in the
    /// order first written.
    public var childKeys: [String] = []
    /// `animations on`: animated operations leave a transition in flight until
    /// `transitionEnd`, and closures run later.
    public var animated = false
    /// The closures handlers leave to run later, by number.
    public var blocks: [Block] = []
    /// Global events (`event logout`), handled by the root coordinator.
    public var globalEvents: [String]
    /// The launch cases (`on launch.signedIn` in the root), in the order written: after the
    /// root's `on start`, the first event is one of them.
    public var launchCases: [String] = []
    /// UIKit events the app turns off (`disable swipeBack`).
    public var disabledEvents: Set<SystemEvent>
    public var assertions: [ScenarioAssertion]
    /// `assert NAME: [always] reachable Screen`, judged over the explored graph.
    public var reachabilityAssertions: [ReachabilityAssertion] = []
    /// Violations the scenario is known to have (`expect no-leaks`).
    public var expectations: [Expectation]
    /// What the compiler warns of: legal, but likely not what the code it models does.
    public var warnings: [Diagnostic] = []

    /// Facts about the types the machine asks for on every step, kept flat.
    struct TypeFacts: Sendable {
        var parentKinds: [ParentKind]
        var flows: [Int?]
        var containers: [Bool]
        var hasStrongParents: Bool
        /// Whether some type holds coordinators in stored properties.
        var hasProperties: Bool
        var strongNavigation: [Bool]
        var hasStrongNavigation: Bool
        var propertyCounts: [Int]
        var hidesBackButton: [Bool] = []
        var hidesBottomBar: [Bool] = []
        var weakCoordinator: [Bool] = []

        init(_ coordinators: [CoordinatorType]) {
            parentKinds = coordinators.map(\.parentKind)
            flows = coordinators.map(\.flow)
            containers = coordinators.map(\.isContainer)
            hasStrongParents = parentKinds.contains(.strong)
            propertyCounts = coordinators.map(\.properties.count)
            hasProperties = propertyCounts.contains { $0 > 0 }
            strongNavigation = coordinators.map(\.holdsNavigationStrongly)
            hasStrongNavigation = strongNavigation.contains(true)
        }

        mutating func setScreens(_ screens: [ScreenType]) {
            hidesBackButton = screens.map(\.hidesBackButton)
            hidesBottomBar = screens.map(\.hidesBottomBarWhenPushed)
            weakCoordinator = screens.map(\.weakCoordinator)
        }
    }

    private(set) var typeFacts: TypeFacts

    public init(name: String, path: String, depth: Int, flows: [String], screens: [ScreenType], coordinators: [CoordinatorType],
                rootType: Int, globalEvents: [String], disabledEvents: Set<SystemEvent>, assertions: [ScenarioAssertion],
                expectations: [Expectation]) {
        self.name = name
        self.path = path
        self.depth = depth
        self.flows = flows
        self.screens = screens
        self.coordinators = coordinators
        self.rootType = rootType
        self.globalEvents = globalEvents
        self.disabledEvents = disabledEvents
        self.assertions = assertions
        self.expectations = expectations
        self.typeFacts = TypeFacts(coordinators)
        self.typeFacts.setScreens(screens)
    }

    /// Whether some type holds its parent strongly: only then can a retain cycle keep a
    /// released coordinator alive (`children` alone never form a cycle).
    public var hasStrongParents: Bool { typeFacts.hasStrongParents }

    /// Whether references other than `children` may form a cycle: strong parents, or
    /// coordinators held in stored properties.
    public var mayHaveCycles: Bool { typeFacts.hasStrongParents || typeFacts.hasProperties || typeFacts.hasStrongNavigation }

    /// Whether instances of a type hold their navigation controller strongly.
    public func holdsNavigationStrongly(type: Int32) -> Bool { typeFacts.strongNavigation[Int(type)] }

    /// Whether some type declares stored coordinator properties.
    public var hasStoredProperties: Bool { typeFacts.hasProperties }

    /// How many stored properties instances of a type have.
    public func propertyCount(ofType type: Int32) -> Int { typeFacts.propertyCounts[Int(type)] }

    /// How instances of a type hold their parent.
    public func parentKind(ofType type: Int32) -> ParentKind { typeFacts.parentKinds[Int(type)] }

    /// Whether a type is declared `container`.
    public func isContainer(type: Int32) -> Bool { typeFacts.containers[Int(type)] }

    /// Whether a screen type hides its back button (and so the edge swipe).
    public func hidesBackButton(screen type: Int32) -> Bool { typeFacts.hidesBackButton[Int(type)] }

    /// Whether a screen type holds its coordinator weakly.
    public func holdsCoordinatorWeakly(screen type: Int32) -> Bool { typeFacts.weakCoordinator[Int(type)] }

    /// Whether a screen keeps its coordinator alive: it has one, and holds it strongly.
    func keepsCoordinatorAlive(_ screen: Screen) -> Bool {
        screen.hasOwner && !holdsCoordinatorWeakly(screen: screen.type)
    }

    /// Whether a screen type hides the tab bar while it is pushed.
    public func hidesBottomBar(screen type: Int32) -> Bool { typeFacts.hidesBottomBar[Int(type)] }

    /// The flow of a type, if it has one.
    public func flow(ofType type: Int32) -> Int? { typeFacts.flows[Int(type)] }

    /// The `expect` lines of one invariant or assertion, in the order written.
    public func expectations(of name: String) -> [Expectation] {
        expectations.filter { $0.name == name }
    }

    /// The index of the coordinator type with this name.
    public func coordinatorIndex(named name: String) -> Int? {
        coordinators.firstIndex { $0.name == name }
    }

    /// Every handler of every coordinator, by ``Handler/id`` (the order written).
    public var allHandlers: [Handler] {
        coordinators.flatMap(\.handlers.all).sorted { $0.id < $1.id }
    }

    /// The index of the screen type with this name.
    public func screenIndex(named name: String) -> Int? {
        screens.firstIndex { $0.name == name }
    }
}
