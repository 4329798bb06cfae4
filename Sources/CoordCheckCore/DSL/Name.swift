/// A name as written in the scenario, with where it was written (no part of its equality).
public struct Name: Hashable, Sendable, ExpressibleByStringLiteral {
    public var text: String
    @Unequated public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }

    /// A name made by a program rather than read from a file.
    public init(_ text: String) {
        self.init(text: text, location: .unwritten)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }
}

extension Name {
    init(_ token: Token) {
        self.init(text: token.text, location: token.location)
    }
}
