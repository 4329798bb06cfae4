/// `coordinator NAME [root] [container] [flow F] [parent weak|strong|none]` and its handlers.
struct CoordinatorSyntax: Sendable {
    var name: Name
    var isRoot = false
    var isContainer = false
    /// `navigation weak|strong`, as written.
    var navigation: Name?
    var flow: Name?
    var parentKind: Name?
    var handlers: [HandlerSyntax] = []
    /// `var profile: Profile` lines: the property's name and its coordinator type.
    var properties: [(name: Name, type: Name)] = []
}
