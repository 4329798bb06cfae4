/// One operation of a handler, as written: a keyword and its arguments.
struct OperationSyntax: Sendable {
    /// How a presentation is written: `[STYLE] [isModalInPresentation] [delegate TARGET] [onTop]`.
    struct PresentationSyntax: Sendable {
        var style: Name?
        var isModalInPresentation = false
        var delegate: Name?
        var onTop = false
    }

    /// `start` placement: `in here|modal [STYLE]|sheet|tab N`.
    enum Placement: Sendable {
        case here
        case modal(style: Name?)
        case sheet
        case tab(Int)
        /// `in embed`: a new navigation stack embedded in self's top screen.
        case embed
    }

    /// What `if` and `guard` test, as written.
    indirect enum ConditionSyntax: Sendable {
        case child(Name)
        case parent(Name)
        case visible(Name)
        case presenting
        case showing
        case caller(Name)
        case not(ConditionSyntax)
    }

    /// One branch of an `if` line or of an `else` line that follows it.
    struct BranchSyntax: Sendable {
        /// Nil for a plain `else`.
        var condition: ConditionSyntax?
        var operations: [OperationSyntax]
        var location: SourceLocation
    }

    /// What `removeChild` names: a type (its first child of that type), a target word
    /// (that very instance), or a dictionary key.
    enum Removal: Sendable {
        case named(Name)
        case key(Name)
    }

    enum Kind: Sendable {
        case push(Name)
        case pop
        case popToRoot
        case popTo(Name)
        case unwind
        case setViewControllers([Name])
        case present(Name, PresentationSyntax, completion: [OperationSyntax]?)
        case dismiss(completion: [OperationSyntax]?)
        /// `async: …`: `DispatchQueue.main.async { … }`, `Task { … }`.
        case async([OperationSyntax])
        case setRootStack
        case setRootTabs(Int)
        case selectTab(Int)
        case setSwipeBack(enabled: Bool)
        /// `embed Screen`: `addChild(vc); view.addSubview(vc.view); vc.didMove(toParent:)`.
        case embed(Name)
        /// `unembed Screen`: `vc.removeFromParent()` (and its view from the superview).
        case unembed(Name)
        case start(type: Name, placement: Placement, options: StartOptions)
        /// `append caller [into TARGET]`: `children.append(caller)`, an instance that exists.
        case append(Name, into: Name?)
        /// `presentationDelegate TARGET`.
        case presentationDelegate(Name)
        /// `refuse`: `tabBarController(_:shouldSelect:)` returns false.
        case refuse
        case finish
        case removeChild(Removal)
        case removeAllChildren
        case clear(Name)
        case popFlow(Name, filter: Name?)
        case call(target: Name, method: Name)
        case branches([BranchSyntax])
        case guardCondition(ConditionSyntax)
        case exit
    }

    /// The options of `start` after its placement.
    struct StartOptions: Sendable {
        var into: Name?
        var also: Name?
        var parent: Name?
        var key: Name?
        var isModalInPresentation: Name?
        var delegate: Name?
        var onTop: Name?
        /// `case C`: the start case run after its `on start`.
        var startCase: Name?
    }

    var kind: Kind
    var location: SourceLocation
}
