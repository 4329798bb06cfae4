/// Splits a scenario file into lines of tokens. Comments run from `#` to the end of the line.
///
/// The language is line-oriented: a line that starts in column 1 is a declaration, an
/// indented line belongs to the coordinator (or handler) above it. Nothing else about
/// indentation matters, so tabs and spaces may be mixed freely.
struct Lexer {
    static let symbols: Set<Character> = [":", ",", ".", ";", "(", ")"]
    /// The longest name a scenario may use.
    static let longestName = 200

    let file: SourceFile

    /// Every line of the file (a comment-only or blank line has no tokens), but the empty one
    /// after the file's last line break.
    func lines() -> (lines: [Line], diagnostics: [Diagnostic]) {
        var result: [Line] = []
        var diagnostics: [Diagnostic] = []
        let count = file.lines.last?.isEmpty == true ? file.lines.count - 1 : file.lines.count
        for (index, text) in file.lines.prefix(count).enumerated() {
            let number = index + 1
            let scalars = Array(text.unicodeScalars)
            var tokens: [Token] = []
            var position = 0
            var comment: String?
            func location(_ at: Int) -> SourceLocation { SourceLocation(line: number, column: at + 1) }
            while position < scalars.count {
                let scalar = scalars[position]
                if scalar == " " || scalar == "\t" || scalar == "\r" {
                    position += 1
                } else if scalar == "#" {
                    comment = Self.commentText(scalars[(position + 1)...])
                    break
                } else if Self.isWordStart(scalar) {
                    let start = position
                    while position < scalars.count, Self.isWordPart(scalars[position]) { position += 1 }
                    guard position - start <= Self.longestName else {
                        diagnostics.append(Diagnostic(at: location(start), "a name of \(position - start) characters is too long; names have at most \(Self.longestName)"))
                        break
                    }
                    tokens.append(Token(kind: .word, text: Self.string(scalars[start..<position]), location: location(start)))
                } else if ("0"..."9").contains(scalar) {
                    let start = position
                    while position < scalars.count, Self.isWordPart(scalars[position]) { position += 1 }
                    let text = Self.string(scalars[start..<position])
                    if text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
                        tokens.append(Token(kind: .number, text: text, location: location(start)))
                    } else {
                        diagnostics.append(Diagnostic(at: location(start), "'\(text)' is not a number or a name; names start with a letter"))
                        break  // one error a line: the rest of a broken line says nothing new
                    }
                } else if Self.symbols.contains(Character(scalar)) {
                    tokens.append(Token(kind: .symbol, text: String(scalar), location: location(position)))
                    position += 1
                } else {
                    diagnostics.append(Diagnostic(at: location(position), "unexpected character '\(Self.printable(scalar))'"))
                    break
                }
            }
            let indentation = scalars.prefix { $0 == " " || $0 == "\t" }.count
            result.append(Line(number: number, indentation: indentation, tokens: tokens, comment: comment))
        }
        return (result, diagnostics)
    }

    /// A comment's text: after the `#` and one space, without the spaces that end the line.
    private static func commentText(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = string(scalars.first == " " ? scalars.dropFirst() : scalars)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }

    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.properties.isAlphabetic && !scalar.properties.isWhitespace)
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The character as a message shows it: itself when it is visible, else `U+2028`.
    private static func printable(_ scalar: Unicode.Scalar) -> String {
        let invisible: Set<Unicode.GeneralCategory> = [.control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
                                                       .privateUse, .unassigned, .surrogate, .nonspacingMark, .enclosingMark]
        guard invisible.contains(scalar.properties.generalCategory) || scalar == "\u{FFFD}" else { return String(scalar) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
