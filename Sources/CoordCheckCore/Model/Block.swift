/// The body of a closure a handler leaves to run later (`dismiss completion: …`, `async: …`).
public struct Block: Sendable, Hashable {
    public var operations: [Operation]
    public var location: SourceLocation
}
