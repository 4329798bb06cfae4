/// A coordinator class of the app and the handlers its methods are modelled by.
public struct CoordinatorType: Sendable {
    public var name: String
    /// Index into ``Scenario/flows``, when the type declares `flow F`.
    public var flow: Int?
    public var parentKind: ParentKind
    public var isRoot: Bool
    /// `container`: a type that only groups others (a tab bar coordinator); exempt from `no-leaks`.
    public var isContainer: Bool
    /// `navigation strong`: `let navigationController`, a strong reference to the stack it
    /// presents on, which then outlives the screen while the coordinator lives.
    public var holdsNavigationStrongly = false
    public var handlers: HandlerTable
    /// Its stored coordinator properties (`var profile: Profile`), in the order declared.
    public var properties: [StoredProperty] = []
}
