/// `var profile: Profile` in a coordinator: a strong stored property that may hold a
/// coordinator, nil until `start profile` creates one (`lazy var profile = Profile(…)`).
public struct StoredProperty: Sendable, Hashable {
    public var name: String
    /// Index into ``Scenario/coordinators``.
    public var type: Int
}
