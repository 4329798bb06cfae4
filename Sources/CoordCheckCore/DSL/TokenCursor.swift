/// Reads the tokens of one line left to right, recording what it expected when they don't fit.
struct TokenCursor {
    private let tokens: [Token]
    private let endLocation: SourceLocation
    private(set) var position = 0

    init(_ line: Line, endColumn: Int) {
        tokens = line.tokens
        endLocation = SourceLocation(line: line.number, column: endColumn)
    }

    var isAtEnd: Bool { position >= tokens.count }
    var peek: Token? { isAtEnd ? nil : tokens[position] }
    /// Where the next token starts, or the end of the line.
    var location: SourceLocation { peek?.location ?? endLocation }

    mutating func next() -> Token? {
        defer { position += 1 }
        return peek
    }

    mutating func take(word: String) -> Bool {
        guard peek?.isWord(word) == true else { return false }
        position += 1
        return true
    }

    mutating func take(symbol: String) -> Bool {
        guard peek?.isSymbol(symbol) == true else { return false }
        position += 1
        return true
    }

    /// A name, or a diagnostic saying `what` was expected.
    mutating func name(_ what: String) throws(Diagnostic) -> Name {
        guard let token = peek, token.kind == .word else { throw expected(what) }
        position += 1
        return Name(token)
    }

    mutating func number(_ what: String) throws(Diagnostic) -> (Int, SourceLocation) {
        guard let token = peek, token.kind == .number else { throw expected(what) }
        guard let value = Int(token.text) else { throw Diagnostic(at: token.location, "the number \(token.text) is too large") }
        position += 1
        return (value, token.location)
    }

    /// One or more names separated by commas.
    mutating func nameList(_ what: String) throws(Diagnostic) -> [Name] {
        var names = [try name(what)]
        while take(symbol: ",") { names.append(try name(what)) }
        return names
    }

    func expected(_ what: String) -> Diagnostic {
        if let token = peek {
            return Diagnostic(at: token.location, "expected \(what), found '\(token.text)'")
        }
        return Diagnostic(at: endLocation, "expected \(what) at the end of the line")
    }

    /// Diagnoses anything left on the line.
    func expectEnd() throws(Diagnostic) {
        if let token = peek { throw Diagnostic(at: token.location, "unexpected '\(token.text)' at the end of the line") }
    }
}
