/// A view controller type: `screen TodayScreen: myPageTapped, bookmarkTapped`.
public struct ScreenType: Sendable {
    public var name: String
    /// The taps this screen offers; each is an event when the screen is visible.
    public var events: [String]
    /// Where each event is declared, by index in ``events``.
    public var eventLocations: [SourceLocation]
}
