/// A `.coordcheck.yml` that cannot be used, at the place that says why:
/// `.coordcheck.yml:4:3: error: unknown key 'dept'; did you mean 'depth'?`
public struct ConfigurationError: Error, Sendable, Equatable {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:col: error: message`.
    public var rendered: String {
        let place = [path, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return "\(place): error: \(message)"
    }
}
