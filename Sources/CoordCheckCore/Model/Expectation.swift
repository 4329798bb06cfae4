/// `expect no-leaks`: a violation the scenario is known to have.
public struct Expectation: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
}
