/// What a state knows of its changes since it was last decoded or restored: whether only its
/// window root changed (``State/decode(_:flat:)`` and ``State/restore(from:)`` set it; a
/// change to any other part of the state clears it, from that part's observer).
///
/// The explorer reads it after an event: a tab selection changes the window root alone, and
/// the successor's canonical encoding is then the frontier state's with the root written
/// again (``State/encodeCanonical(into:sharingTailOf:rootLength:)``); when the tabs are the
/// same, the invariants that cannot read the selected tab keep the frontier state's verdict
/// (``ChunkExpansion``).
///
/// Not part of a state's identity: any two are equal, and hashing adds nothing.
struct EditTracking: Sendable, Hashable {
    /// Nothing but the window root changed since the last decode or restore. False for a
    /// state made any other way.
    var onlyRootChanged = false

    static func == (lhs: EditTracking, rhs: EditTracking) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
