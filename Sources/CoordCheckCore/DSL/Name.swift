/// A name as written in the scenario, with where it was written.
struct Name: Hashable, Sendable {
    var text: String
    var location: SourceLocation
}

extension Name {
    init(_ token: Token) {
        self.init(text: token.text, location: token.location)
    }
}
