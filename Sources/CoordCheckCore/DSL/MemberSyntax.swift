/// An indented line under a coordinator that starts a member: `var NAME: Type`, or a handler
/// (`on TRIGGER`, `func NAME`) with its operation lines.
public struct MemberSyntax: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `var profile: Profile`: a stored property holding a coordinator.
        case property(name: Name, type: Name)
        case handler(HandlerSyntax)
    }

    public var kind: Kind
    /// Comments and blank lines written above the line.
    public var leading: [Remark]
    /// The comment after the line (a handler written on one line keeps it on its operations).
    public var comment: String?
    @Unequated public var location: SourceLocation

    public init(_ kind: Kind, leading: [Remark] = [], comment: String? = nil, location: SourceLocation = .unwritten) {
        self.kind = kind
        self.leading = leading
        self.comment = comment
        self.location = location
    }
}
