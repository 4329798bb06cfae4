/// A closure UIKit or the app runs later: a `completion:` of `dismiss`/`present`, which
/// runs when the transition ends, or an `async:` block (`DispatchQueue.main.async { }`,
/// `Task { }`), which runs as a later event of its own. It captures its coordinator strongly.
struct PendingBlock: Sendable, Hashable {
    /// Index into ``Scenario/blocks``.
    var block: Int32
    /// The coordinator that is `self` in the closure.
    var instance: Int32
    /// Runs at `transitionEnd` (a completion) rather than as an `async` event.
    var atTransitionEnd: Bool

    init(block: Int32, instance: Int32, atTransitionEnd: Bool) {
        self.block = block
        self.instance = instance
        self.atTransitionEnd = atTransitionEnd
    }
}
