/// One event of one screen type: `TodayScreen.myPageTapped`.
public struct ScreenEventID: Hashable, Sendable {
    public var screen: Int
    public var event: Int
}
