/// A navigation controller whose interactive pop gesture was set from code:
/// `interactivePopGestureRecognizer?.isEnabled = false` (`disable swipeBack`), or re-enabled
/// for screens with a custom back button (`enable swipeBack`, a navigation controller that
/// makes itself the gesture's delegate).
struct StackGesture: Sendable, Hashable {
    var stack: Int32
    var enabled: Bool

    init(stack: Int32, enabled: Bool) {
        self.stack = stack
        self.enabled = enabled
    }
}
