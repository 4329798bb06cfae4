/// `coordinator NAME [root] [container] [flow F] [parent weak|strong|none]` and its handlers.
struct CoordinatorSyntax: Sendable {
    var name: Name
    var isRoot = false
    var isContainer = false
    var flow: Name?
    var parentKind: Name?
    var handlers: [HandlerSyntax] = []
}
