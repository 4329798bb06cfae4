/// `coordinator NAME [root] [container] [flow F] [parent weak|strong|none] [navigation weak|strong]`
/// and the indented lines below it.
public struct CoordinatorSyntax: Hashable, Sendable {
    public var name: Name
    public var isRoot: Bool
    public var isContainer: Bool
    public var flow: Name?
    public var parentKind: Name?
    /// `navigation weak|strong`, as written.
    public var navigation: Name?
    /// Its `var` lines and handlers, in the order written.
    public var members: [MemberSyntax]
    /// Comments and blank lines under its last member, indented as its members.
    public var trailing: [Remark]

    public init(name: Name, isRoot: Bool = false, isContainer: Bool = false, flow: Name? = nil, parentKind: Name? = nil,
                navigation: Name? = nil, members: [MemberSyntax] = [], trailing: [Remark] = []) {
        self.name = name
        self.isRoot = isRoot
        self.isContainer = isContainer
        self.flow = flow
        self.parentKind = parentKind
        self.navigation = navigation
        self.members = members
        self.trailing = trailing
    }

    /// Its handlers, in order.
    var handlers: [HandlerSyntax] {
        members.compactMap { if case .handler(let handler) = $0.kind { handler } else { nil } }
    }

    /// `var profile: Profile` lines: the property's name and its coordinator type.
    var properties: [(name: Name, type: Name)] {
        members.compactMap { if case .property(let name, let type) = $0.kind { (name, type) } else { nil } }
    }
}
