/// A non-blank source line split into tokens, with whether it is indented.
struct Line: Sendable {
    var number: Int
    var isIndented: Bool
    var tokens: [Token]
}
