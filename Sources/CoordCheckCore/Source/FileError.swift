/// A problem with a file as a whole (missing, unreadable, not UTF-8), reported as
/// `path: error: message`.
public struct FileError: Error, Sendable, Hashable {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var rendered: String { "\(path): error: \(message)" }
}
