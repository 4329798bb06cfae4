/// A child coordinator a handler creates, and what the handler does with it, gathered until
/// the handler ends: the language's `start` says it all in one operation.
struct ChildRecord {
    /// Its index in the reader's children.
    var id: Int
    var type: String
    /// Where it is created.
    var place: String
    /// Whose `children` it joins (`self`, `parent`, a type), nil: none seen.
    var into: String?
    /// A second `children` it joins (`also`): the same list again when it is appended twice.
    var also: String?
    /// How many times it was appended to each holder's list.
    var appended: [String: Int] = [:]
    /// The dictionary key it is stored under (`childCoordinators[.feed] = child`).
    var key: String?
    /// What its parent property is set to, nil: never set.
    var parent: String?
    /// `here`, `tab N`, `modal`, `modal fullScreen`, `sheet`…; nil: here.
    var placement: String?
    var isModalInPresentation = false
    /// Presented from the topmost presented controller (`topViewController.present`).
    var onTop = false
    /// Whose presentation delegate observes its sheet (`self`), nil: the child's own.
    var delegate: String?
    /// The type of the object made its presentation delegate (`PresentationObserver(for: child)`).
    var observer: String?
    /// The first of its methods the creator called after creating it (`start`, `showPost`).
    var entry: String?
    /// What it shows was pushed or presented by its creator (`pushCoordinator(child)`,
    /// `router.push(child)`: `child.toPresentable()`).
    var shownByCreator = false
    /// What it shows was made its stack's only screen (`router.setRootModule(child)`).
    var replacesStack = false
    /// Started by a helper (the router style's `presentChild`) whose `onDismissed` closure removes it
    /// when its router dismisses it.
    var removedOnDismissal = false
    /// Whether its `start` action was recorded (completed when the handler ends).
    var started = false
    /// Where its creator presented its stack after starting it (`login.start()`, then
    /// `tabs.present(loginNav)`): its `start … in modal` happens there.
    var shownAt: String?
    /// The navigation controller it was created with (an index into the reader's navigations).
    var navigation: Int?
    /// Whether it was given a navigation controller its creator just made, with no screen yet.
    var emptyStack = false
    /// Whether it was given the creator's own stack (`Child(navigationController: navigationController)`).
    var sharesStack = false
    /// Its properties given an object made for it alone, in the call that creates it
    /// (`ParcelsCoordinator(router: Router())`): the stack such an object wraps is the child's own.
    var madeObjects: Set<String> = []
    /// The start case it goes on with (docs/language.md, start cases), when its start branches
    /// on what the model does not track: set on the `start` action, one per way.
    var startCase: String?

    /// Whether a child placed so shows in a sheet of its own (`modal …`, `sheet`).
    static func isPresented(_ placement: String?) -> Bool { placement.map { $0.hasPrefix("modal") || $0 == "sheet" } ?? false }
}
