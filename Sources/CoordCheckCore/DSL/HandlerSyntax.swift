/// `on TRIGGER` or `func NAME`, with the operation lines below it.
public struct HandlerSyntax: Hashable, Sendable {
    public enum Trigger: Hashable, Sendable {
        /// `on start`, `on back`, `on swipeBack`, `on tokenExpired`, …: a single name.
        case named(Name)
        /// `on TodayScreen.myPageTapped`.
        case screenEvent(screen: Name, event: Name)
        /// `func didLogin`: a method other coordinators reach with `call`.
        case method(Name)
        /// `on selectTab 2`: the tab bar's delegate asked to select tab 2 (from 1).
        case selectTab(Int, Name)
    }

    public var trigger: Trigger
    /// The first line's operations are written on the header line, after a colon
    /// (`on back: pop; finish`).
    public var isInline: Bool
    public var body: [OperationLineSyntax]
    /// Comments and blank lines under its last line, indented as its operation lines.
    public var trailing: [Remark]
    @Unequated public var location: SourceLocation

    public init(_ trigger: Trigger, isInline: Bool = false, body: [OperationLineSyntax] = [], trailing: [Remark] = [],
                location: SourceLocation = .unwritten) {
        self.trigger = trigger
        self.isInline = isInline
        self.body = body
        self.trailing = trailing
        self.location = location
    }

    /// Its operations, in order.
    var operations: [OperationSyntax] { body.flatMap(\.operations) }
}
