/// A number as written (`depth 6`), with where it was written (no part of its equality).
public struct NumberSyntax: Hashable, Sendable {
    public var value: Int
    @Unequated public var location: SourceLocation

    public init(_ value: Int, location: SourceLocation = .unwritten) {
        self.value = value
        self.location = location
    }
}
