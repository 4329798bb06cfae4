/// One operation of a handler, as written: a keyword and its arguments.
public struct OperationSyntax: Hashable, Sendable {
    /// How a presentation is written: `[STYLE] [isModalInPresentation] [delegate TARGET] [onTop]`.
    public struct PresentationSyntax: Hashable, Sendable {
        public var style: Name?
        public var isModalInPresentation: Bool
        public var delegate: Name?
        public var onTop: Bool

        public init(style: Name? = nil, isModalInPresentation: Bool = false, delegate: Name? = nil, onTop: Bool = false) {
            self.style = style
            self.isModalInPresentation = isModalInPresentation
            self.delegate = delegate
            self.onTop = onTop
        }
    }

    /// `start` placement: `in here|modal [STYLE]|sheet|tab N`.
    public enum Placement: Hashable, Sendable {
        case here
        case modal(style: Name?)
        case sheet
        case tab(Int)
        /// `in embed`: a new navigation stack embedded in self's top screen.
        case embed
    }

    /// What `if` and `guard` test, as written.
    public indirect enum ConditionSyntax: Hashable, Sendable {
        case child(Name)
        case parent(Name)
        case visible(Name)
        case presenting
        case showing
        case caller(Name)
        case not(ConditionSyntax)
    }

    /// One branch of an `if` line or of an `else` line that follows it.
    public struct BranchSyntax: Hashable, Sendable {
        /// Nil for a plain `else`.
        public var condition: ConditionSyntax?
        public var operations: [OperationSyntax]
        /// An `else` line's remarks above it and comment after it (the `if`'s are its line's).
        public var leading: [Remark]
        public var comment: String?
        @Unequated public var location: SourceLocation

        public init(condition: ConditionSyntax?, operations: [OperationSyntax], leading: [Remark] = [], comment: String? = nil,
                    location: SourceLocation = .unwritten) {
            self.condition = condition
            self.operations = operations
            self.leading = leading
            self.comment = comment
            self.location = location
        }
    }

    /// What `removeChild` names: a type (its first child of that type), a target word
    /// (that very instance), or a dictionary key.
    public enum Removal: Hashable, Sendable {
        case named(Name)
        case key(Name)
    }

    public enum Kind: Hashable, Sendable {
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
    public struct StartOptions: Hashable, Sendable {
        public var into: Name?
        public var also: Name?
        public var parent: Name?
        public var key: Name?
        public var isModalInPresentation: Name?
        public var delegate: Name?
        public var onTop: Name?
        /// `case C`: the start case run after its `on start`.
        public var startCase: Name?

        public init(into: Name? = nil, also: Name? = nil, parent: Name? = nil, key: Name? = nil, isModalInPresentation: Name? = nil,
                    delegate: Name? = nil, onTop: Name? = nil, startCase: Name? = nil) {
            self.into = into
            self.also = also
            self.parent = parent
            self.key = key
            self.isModalInPresentation = isModalInPresentation
            self.delegate = delegate
            self.onTop = onTop
            self.startCase = startCase
        }
    }

    public var kind: Kind
    @Unequated public var location: SourceLocation

    public init(_ kind: Kind, location: SourceLocation = .unwritten) {
        self.kind = kind
        self.location = location
    }
}
