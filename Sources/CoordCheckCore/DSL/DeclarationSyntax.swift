/// One line of a scenario that starts in column 1 (and, for a coordinator, the indented lines
/// below it), with the remarks above it and the comment after it.
public struct DeclarationSyntax: Hashable, Sendable {
    /// `screen NAME [ATTRIBUTES] [: EVENTS]`.
    public struct Screen: Hashable, Sendable {
        public var name: Name
        public var events: [Name]
        /// `hidesBackButton`, `hidesBottomBarWhenPushed`, `coordinator weak|strong`, as written
        /// after the name.
        public var attributes: [Name]

        public init(name: Name, events: [Name] = [], attributes: [Name] = []) {
            self.name = name
            self.events = events
            self.attributes = attributes
        }
    }

    /// `assert NAME: at most N Type [per stack]`, `assert NAME: [always] reachable Screen`.
    public struct Assertion: Hashable, Sendable {
        public struct Reachable: Hashable, Sendable {
            public var screen: Name
            public var always: Bool
        }

        public var name: Name
        public var limit: Int
        public var type: Name
        public var perStack: Bool
        /// `reachable Screen` / `always reachable Screen` instead of `at most N Type`.
        public var reachable: Reachable?

        public init(name: Name, limit: Int, type: Name, perStack: Bool = false) {
            self.name = name
            self.limit = limit
            self.type = type
            self.perStack = perStack
        }

        public init(name: Name, reachable screen: Name, always: Bool) {
            self.init(name: name, limit: 0, type: screen)
            reachable = Reachable(screen: screen, always: always)
        }
    }

    /// `expect NAME[: Type, …] [at depth N]`, one per invariant named (`expect a, b` is two).
    public struct Expectation: Hashable, Sendable {
        public var name: Name
        /// The coordinator types after the colon; empty for any.
        public var culprits: [Name]
        public var depth: NumberSyntax?

        public init(name: Name, culprits: [Name] = [], depth: NumberSyntax? = nil) {
            self.name = name
            self.culprits = culprits
            self.depth = depth
        }
    }

    public enum Kind: Hashable, Sendable {
        case scenario(Name)
        case depth(NumberSyntax)
        /// `animations on`.
        case animations
        case flows([Name])
        /// `event NAME, …`: global events.
        case events([Name])
        /// `disable swipeBack, …`.
        case disable([Name])
        case screen(Screen)
        case coordinator(CoordinatorSyntax)
        case assertion(Assertion)
        /// `expect a, b` (several, no details) or `expect a: T at depth N` (one).
        case expectations([Expectation])
    }

    public var kind: Kind
    /// Comments and blank lines written above the line.
    public var leading: [Remark]
    /// The comment after the line (for a coordinator, after its header line).
    public var comment: String?
    /// Where its keyword was written.
    @Unequated public var location: SourceLocation

    public init(_ kind: Kind, leading: [Remark] = [], comment: String? = nil, location: SourceLocation = .unwritten) {
        self.kind = kind
        self.leading = leading
        self.comment = comment
        self.location = location
    }
}
