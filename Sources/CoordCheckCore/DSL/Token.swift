/// One word or symbol of a scenario line.
struct Token: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A name or keyword: letters, digits, `_` and `-`, not starting with a digit or `-`.
        case word
        case number
        /// One of `: , . ; ( )`.
        case symbol
    }

    var kind: Kind
    var text: String
    var location: SourceLocation

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isWord(_ word: String) -> Bool { kind == .word && text == word }
}
