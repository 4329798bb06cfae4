/// A view controller type: `screen TodayScreen: myPageTapped, bookmarkTapped`.
public struct ScreenType: Sendable {
    public var name: String
    /// The taps this screen offers; each is an event when the screen is visible.
    public var events: [String]
}
