/// The text of one scenario file and the path it is reported under.
public struct SourceFile: Sendable {
    /// The path as the user gave it (used verbatim in diagnostics).
    public let path: String
    public let text: String
    /// The file's lines without their terminators.
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// The text of a 1-based line, or an empty string past the end.
    public func line(_ number: Int) -> Substring {
        (1...lines.count).contains(number) ? lines[number - 1] : ""
    }
}
