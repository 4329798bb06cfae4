/// A scenario's own invariant: `assert one-mypage: at most 1 MyPage per stack`.
public struct ScenarioAssertion: Sendable {
    public var name: String
    public var limit: Int
    public var type: Int
    /// Count per navigation stack (instances owning a screen there) instead of in the app.
    public var perStack: Bool
    public var location: SourceLocation
}
