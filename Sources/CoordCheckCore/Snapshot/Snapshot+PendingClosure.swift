extension Snapshot {
    /// A closure waiting to run: a `completion:` (at the end of the transition) or an
    /// `async:` block (a later event of its own). It captures its coordinator strongly.
    public struct PendingClosure: Sendable, Hashable {
        /// Index into ``Scenario/blocks``.
        public var block: Int
        /// The coordinator that is `self` in it (index into ``Snapshot/coordinators``).
        public var coordinator: Int
        /// Runs when the transition ends rather than as an `async` event.
        public var atTransitionEnd: Bool
    }
}
