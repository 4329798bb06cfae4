/// A navigation stack presented modally over the one below it.
public struct Modal: Sendable, Hashable {
    public var stack: Int32
    /// Sheet style (the user can pull it down) rather than full screen.
    public var sheet: Bool
}
