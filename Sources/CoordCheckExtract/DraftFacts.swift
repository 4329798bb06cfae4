import SwiftSyntax

/// What a first reading of every coordinator method finds that the handlers need: which
/// coordinator sets itself (or a closure) on which child's property, and which screens each
/// coordinator shows.
struct DraftFacts {
    /// `ChildType.property` → the coordinator types that assign `self` to it.
    var delegateCreators: [String: [String]] = [:]
    /// `ChildType.property` → the closures creators assign to it.
    var closureCreators: [String: [String]] = [:]
    /// How each coordinator type whose own code presents its stack is presented (``MethodReader/presentsOwnStack``).
    var ownStackPresentations: [String: (placement: String, isModal: Bool, observesPullDown: Bool)] = [:]
    /// The screen each coordinator type's entry presents from a controller its creator handed
    /// it (``MethodReader/handedPresentation``): its own sheet's first screen.
    var handedFirstScreens: [String: String] = [:]
    /// The coordinator types made their own stack's presentation delegate, by themselves
    /// (``MethodReader/observesOwnSheet``) or by a creator (``MethodReader/sheetObservingChildren``).
    var ownSheetObservers: Set<String> = []
    /// Screens a coordinator made the delegates of the sheets they are the first screen of
    /// (``MethodReader/sheetObservingScreens``).
    var sheetObservingScreens: Set<String> = []
    /// The style each coordinator type's own code gives its own stack (``MethodReader/ownStackStyle``):
    /// that of its own presentation of it, when the method presenting it does not say.
    var ownStackStyles: [String: String] = [:]
    /// By coordinator type, the types of the children whose sheet it makes itself the
    /// presentation delegate of (`child.navigation.presentationController?.delegate = self`).
    var childSheetObservers: [String: Set<String>] = [:]
    /// The coordinator types whose own code makes the first screen they show modal in
    /// presentation (``MethodReader/modalScreens``): presented, their sheet is not pulled down.
    var modalFirstScreens: Set<String> = []
    /// The tab bar property of each coordinator type whose creator makes it the window's root
    /// (`window.rootViewController = tabs.tabBarController`, before or after starting it).
    var windowTabBars: [String: String] = [:]
    /// Those of ``windowTabBars`` whose creator makes the tab bar its stack's only screen
    /// (`router.setRootModule(tabBar)`), not the window's root.
    var stackTabBars: Set<String> = []
    /// The tab each coordinator type is started in (`start X in tab N`).
    var tabOf: [String: Int] = [:]
    /// The coordinator types some code makes a navigation controller's delegate
    /// (``MethodReader/navigationDelegates``).
    var navigationDelegates: Set<String> = []
    /// Each coordinator's subscriptions to what an object's `didShow` sends (``RemovalObserver``).
    var popRelays: [String: [RemovalObserver]] = [:]
    /// Each coordinator's subscriptions to what an object's `presentationControllerDidDismiss(_:)` sends.
    var pullDownRelays: [String: [RemovalObserver]] = [:]
    /// The relays each coordinator makes its sheet's presentation delegate (``MethodReader/sheetRelays``).
    var sheetRelays: [String: Set<String>] = [:]
    /// The coordinator types whose parent property some creator assigns.
    var parentAssigned: Set<String> = []
    /// The screen each coordinator type shows as itself, and where that is read: what its
    /// `toPresentable()` returns (a view controller or hosting controller it made).
    var rootScreens: [String: (screen: String, place: String)] = [:]
    /// The screen each coordinator without a root screen is made with and keeps
    /// (`init(module: ProjectDetailModule)`): its root screen once a creator shows it for it.
    var madeWithScreens: [String: (screen: String, place: String)] = [:]
    /// The start cases of each coordinator type whose start branches on what the model does
    /// not track (docs/language.md, start cases), by name, the usual case first.
    var startCases: [String: [String]] = [:]
    /// For a coordinator type whose start runs a closure its creators give it: the places of
    /// the closures each start case runs, by case name.
    var startCaseClosures: [String: [String: Set<String>]] = [:]
    /// `ChildType.property` → the closures creators give it, each once: run where the child
    /// calls one for what it makes (``MethodReader/givenClosureValue(_:values:at:)``).
    var givenClosures: [String: [(creator: String, wiring: ChildWiring, closure: ClosureExprSyntax)]] = [:]

    /// `ChildType.property` → the types of the objects creators give the child's initializer,
    /// which it keeps in that property (`NavigationRouter(…)` for `router: Router`), in the
    /// order read: what the property holds, rather than the first type conforming to the
    /// protocol it is declared with.
    var givenObjects: [String: [String]] = [:]

    /// The coordinator types every creator starts with a navigation controller it just made,
    /// empty: on that stack, what their start sets as its screens is pushed (as their
    /// creator's stack, where the draft shows them, may hold screens already).
    var givenEmptyStack: [String: Bool] = [:]
    /// `CoordinatorType.property` for a property that holds the first screen the coordinator
    /// shows: its entry method assigns it the screen it puts on its stack first, and no
    /// other method assigns it one (`entryViewController = detail; push(detail)`).
    var entryScreenProperties: Set<String> = []
    /// The coordinator types some creator presents (`in modal`, `in sheet`).
    var presentedTypes: Set<String> = []

    /// The types with no parent property whose callbacks creators of several types set
    /// (closures, or themselves as delegate): each reaches the one that made it through what
    /// that creator set — a weak reference to it — so the draft gives them a weak parent.
    var callBackThroughParent: Set<String> = []

    /// The types of `coordinators` with no parent property (`parentProperty`) that creators
    /// of several types set callbacks on.
    func typesCallingBackThroughParent(_ coordinators: [String], parentProperty: (String) -> (name: String, weak: Bool)?) -> Set<String> {
        Set(coordinators.filter { callsBackThroughParent($0, parentProperty: parentProperty) })
    }

    /// Whether a type with no parent property has callbacks or delegates set by creators of
    /// more than one type.
    func callsBackThroughParent(_ type: String, parentProperty: (String) -> (name: String, weak: Bool)?) -> Bool {
        let creators = [closureCreators, delegateCreators].flatMap { $0.filter { $0.key.hasPrefix(type + ".") }.values.joined() }
        return parentProperty(type) == nil && Set(creators).count > 1
    }
}
