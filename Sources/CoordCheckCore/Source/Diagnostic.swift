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

    /// `path:line:col: severity: message`, then the source line and a caret under the column.
    public func render(in file: SourceFile) -> String {
        var text = "\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        let source = file.line(location.line)
        if !source.isEmpty {
            let caretPadding = source.unicodeScalars.prefix(max(0, location.column - 1))
                .map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\n    \(source)\n    \(caretPadding)^"
        }
        return text
    }
}
