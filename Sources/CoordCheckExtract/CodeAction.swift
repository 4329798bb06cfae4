import CoordCheckCore

/// What a statement of a coordinator method does, as the scenario language can say it, with
/// where it is written.
struct CodeAction {
    enum Kind {
        /// A child coordinator created and started (`ChildRecord` says how).
        case start(ChildRecord)
        case push(screen: String)
        case pop
        /// After a `pop` on a stack whose delegate runs the popped screen's kept pop handler
        /// (a router's `navigationController(_:didShow:animated:)`, which UIKit calls after a
        /// programmatic pop too): that handler, when the draft knows whose it is.
        case runPopHandler
        case popToRoot
        /// `popToViewController(screen, animated:)` back to a screen of a type the code names.
        case popTo(screen: String)
        /// `popToViewController(stack[stack.firstIndex(of: first)! - 1], animated:)`: back to
        /// the screen below the first one the coordinator showed, which its entry keeps.
        case unwind
        /// The stack keeps UIKit's edge swipe for screens with a custom back button (a screen
        /// pushed that sets `interactivePopGestureRecognizer?.delegate = self`).
        case enableSwipeBack
        /// `present(vc, animated:)`: `style` is the `modalPresentationStyle` set on it
        /// (`fullScreen`, `overFullScreen`; nil: the default page sheet).
        /// `onTop`: from the topmost presented controller (`topViewController.present`).
        /// `delegate`: the coordinator its presentation controller's delegate is (`self`).
        case present(screen: String, style: String?, isModalInPresentation: Bool, onTop: Bool = false, delegate: String? = nil)
        /// `navigationController.setViewControllers([...], animated:)`.
        case setViewControllers(screens: [String])
        /// `navigationController.viewControllers.remove(at: 0)`: the bottom screen removed.
        case removeFirstScreen
        case dismiss
        /// `router.dismiss(animated:)` (the router style): what it does depends on the router.
        case routerDismiss
        case setRootStack
        case setRootTabs(count: Int)
        /// `present tabs N [STYLE]`: a tab bar presented as a screen.
        case presentTabs(count: Int, style: String?)
        /// `setViewControllers tabs N`: a tab bar made the only screen of self's stack
        /// (`router.setRootModule(tabBarController)`).
        case setTabsOnStack(count: Int)
        /// `tabBarController.selectedIndex = N - 1`, XCoordinator's `.select(router)`.
        case selectTab(Int)
        /// `parent.childDidFinish(self)` and its spellings.
        case finish
        case removeChild(type: String)
        /// `removeChild caller|parent|self|root`.
        case removeTarget(String)
        case removeKey(String)
        case removeAllChildren
        case popFlow(flow: String, filter: String)
        case call(target: String, method: String)
        /// Alternatives the code chooses between by something the model does not track
        /// (`if`, `switch`): each branch, named after its case, and what it does.
        case branches([(label: String, actions: [CodeAction])])
        /// `if COND: …` on what the model tracks (`not showing` for
        /// `pushedViewControllers.isEmpty`).
        /// `otherwise`: the `else:` line's, when there is one.
        case conditional(condition: OperationSyntax.ConditionSyntax, actions: [CodeAction], otherwise: [CodeAction] = [])
        /// `guard COND else { return }` on what the model tracks: the rest of the method runs
        /// only while it holds.
        case guardCondition(OperationSyntax.ConditionSyntax)
        case exit
        /// Read but not modelled: kept as a comment for the user.
        case note(String)
    }

    var kind: Kind
    /// `Sources/…/TodayCoordinator.swift:34:9`.
    var place: String

    /// Whether it makes the window's root (`setRoot stack`, `setRoot tabs N`).
    var setsWindowRoot: Bool {
        switch kind {
        case .setRootStack, .setRootTabs: true
        default: false
        }
    }

    var isNote: Bool { if case .note = kind { true } else { false } }

    /// The first screen it puts on a stack (`push`, `setViewControllers`); nil for any other action.
    var stackedScreen: String? {
        switch kind {
        case .push(let screen): screen
        case .setViewControllers(let screens): screens.first
        default: nil
        }
    }

    /// What actions do (and, with `places`, where) as text: equal for the same actions,
    /// whichever reading numbered the children they start.
    static func identity(of actions: [CodeAction], places: Bool) -> String {
        actions.map { action in
            let kind = withoutChildNumbers("\(action.kind)")
            return places ? kind + "@" + action.place : kind
        }.joined(separator: "\n")
    }

    /// The text with each `id: N, ` a child's record prints (starting a word) taken out.
    private static func withoutChildNumbers(_ text: String) -> String {
        guard text.contains("id: ") else { return text }
        let isWord = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var kept = Substring()
        var rest = Substring(text)
        while let range = rest.firstRange(of: "id: ") {
            let before = rest[..<range.lowerBound]
            let startsWord = !(text[..<range.lowerBound].last.map(isWord) ?? false)
            let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            let after = rest[range.upperBound...].dropFirst(digits.count)
            if startsWord, !digits.isEmpty, after.hasPrefix(", ") {
                kept += before
                rest = after.dropFirst(2)
            } else {
                kept += rest[..<range.upperBound]
                rest = rest[range.upperBound...]
            }
        }
        return String(kept + rest)
    }

    /// A note of code the draft models, with an approximation it states (a loop's body once,
    /// a split view collapsed, a tab bar's callbacks run at once): `assumed: …`. Checking reads the
    /// prefix (docs/extract.md, "Unconfirmed findings"): a finding that rests only on such
    /// notes is confirmed, while one that rests on code not modelled is not.
    static func assumption(_ text: String) -> String { "assumed: " + text }

    /// Whether it pushes, presents or sets `screen` on a stack.
    func shows(_ screen: String) -> Bool {
        switch kind {
        case .push(let shown), .present(let shown, _, _, _, _): shown == screen
        case .setViewControllers(let screens): screens.contains(screen)
        default: false
        }
    }

    /// Whether it calls one of these methods of another coordinator.
    func calls(anyOf methods: Set<String>) -> Bool {
        if case .call(_, let method) = kind { methods.contains(method) } else { false }
    }

    /// The cases of a branch the handler's alternatives split on, nil for any other action.
    var branches: [(label: String, actions: [CodeAction])]? {
        if case .branches(let branches) = kind { branches } else { nil }
    }

    /// This action and those nested in it (branches, conditions).
    var flattened: [CodeAction] {
        switch kind {
        case .branches(let branches): branches.flatMap { $0.actions.flatMap(\.flattened) }
        case .conditional(_, let actions, let otherwise): [self] + (actions + otherwise).flatMap(\.flattened)
        default: [self]
        }
    }
}

extension Array where Element == CodeAction {
    /// Each action `transform` replaces (actions in its place; nil keeps it), inside branches
    /// and conditions too.
    func replacing(_ transform: (CodeAction) -> [CodeAction]?) -> [CodeAction] {
        flatMap { action -> [CodeAction] in
            if let replaced = transform(action) { return replaced }
            var action = action
            switch action.kind {
            case .branches(let branches):
                action.kind = .branches(branches.map { ($0.label, $0.actions.replacing(transform)) })
            case .conditional(let condition, let then, let otherwise):
                action.kind = .conditional(condition: condition, actions: then.replacing(transform), otherwise: otherwise.replacing(transform))
            default:
                break
            }
            return [action]
        }
    }

    /// Each child's `start` replaced by what `transform` makes of it (actions in its place),
    /// inside branches and conditions too.
    func replacingStarts(_ transform: (ChildRecord, _ place: String) -> [CodeAction]) -> [CodeAction] {
        replacing { action in if case .start(let child) = action.kind { transform(child, action.place) } else { nil } }
    }
}
