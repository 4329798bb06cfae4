/// A tab bar controller in the window: the window root's, or one that is a screen (index into
/// ``State/containers``).
enum TabBarReference: Sendable, Hashable {
    case window
    case screen(Int32)
}
