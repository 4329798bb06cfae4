/// A scenario whose handlers cannot run to completion: a `call` chain that never ends.
public struct ModelError: Error, Sendable, Hashable {
    public var location: SourceLocation
    public var message: String
}
