/// A problem found in a scenario, anchored to a place in its file.
///
/// Rendered by ``render(in:)`` in the compiler style users know:
/// ```
/// Scenarios/app.txt:12:11: error: unknown screen 'MyPageScren'; did you mean 'MyPageScreen'?
///     push MyPageScren
///          ^
/// ```
public struct Diagnostic: Error, Hashable, Sendable, Comparable {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity = .error, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }

    /// Source lines longer than this are shown as a window around the column.
    static let echoWidth = 120

    /// `path:line:col: severity: message`, then the source line and a caret under the column.
    public func render(in file: SourceFile) -> String {
        let text = "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        let scalars = Array(file.line(location.line).unicodeScalars)
        guard !scalars.isEmpty else { return text }
        let column = max(0, location.column - 1)
        // A long line shows as a window around the column, marked with … where cut.
        let start = scalars.count > Self.echoWidth ? max(0, min(column - Self.echoWidth / 2, scalars.count - Self.echoWidth)) : 0
        let end = min(scalars.count, start + Self.echoWidth)
        var shown = String.UnicodeScalarView()
        var padding = ""
        if start > 0 { shown.append("…"); padding += " " }
        for (index, scalar) in scalars[start..<end].enumerated() {
            // Invisible characters (NUL, escapes, line separators) echo as U+FFFD, one for
            // one, so the terminal shows the line as it is and the caret stays in place.
            let category = scalar.properties.generalCategory
            let invisible = scalar != "\t" && [.control, .format, .lineSeparator, .paragraphSeparator].contains(category)
            shown.append(invisible ? "\u{FFFD}" : scalar)
            if start + index < column { padding += scalar == "\t" ? "\t" : " " }
        }
        if end < scalars.count { shown.append("…") }
        return text + "\n    \(String(shown))\n    \(padding)^"
    }
}
