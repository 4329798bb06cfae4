/// A parsed scenario file, before names are resolved.
struct ScenarioSyntax: Sendable {
    struct ScreenDeclaration: Sendable {
        var name: Name
        var events: [Name]
        /// `hidesBackButton`, `hidesBottomBarWhenPushed`, as written after the name.
        var attributes: [Name] = []
    }

    struct AssertionDeclaration: Sendable {
        var name: Name
        var limit: Int
        var type: Name
        var perStack: Bool
        /// `reachable Screen` / `always reachable Screen` instead of `at most N Type`.
        var reachable: (screen: Name, always: Bool)?
    }

    /// `expect NAME[: Type, …] [at depth N]`, one per invariant named (`expect a, b` is two).
    struct ExpectationDeclaration: Sendable {
        var name: Name
        /// The coordinator types after the colon; empty for any.
        var culprits: [Name] = []
        var depth: (value: Int, location: SourceLocation)?
    }

    var name: Name?
    var depth: (value: Int, location: SourceLocation)?
    /// `animations on`, where written.
    var animations: SourceLocation?
    var flows: [Name] = []
    var globalEvents: [Name] = []
    var disabledEvents: [Name] = []
    var screens: [ScreenDeclaration] = []
    var coordinators: [CoordinatorSyntax] = []
    var assertions: [AssertionDeclaration] = []
    var expectations: [ExpectationDeclaration] = []
}
