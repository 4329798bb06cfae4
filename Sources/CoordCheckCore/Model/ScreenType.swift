/// A view controller type: `screen TodayScreen: myPageTapped, bookmarkTapped`, with what it
/// sets on its navigation chrome (`screen DetailScreen hidesBottomBarWhenPushed: share`).
public struct ScreenType: Sendable {
    public var name: String
    /// The taps this screen offers; each is an event when the screen is visible.
    public var events: [String]
    /// Where each event is declared, by index in ``events``.
    public var eventLocations: [SourceLocation]
    /// `navigationItem.hidesBackButton = true` (or a custom bar): no back button, and
    /// UIKit's edge swipe does not pop it either (unless its stack re-enables the gesture).
    public var hidesBackButton = false
    /// `hidesBottomBarWhenPushed = true`: no tab bar while it is on its tab's stack above
    /// the root screen.
    public var hidesBottomBarWhenPushed = false
    /// `weak var coordinator`: the screen does not keep its coordinator alive; when the
    /// coordinator is deallocated the screen stays, and its buttons do nothing.
    public var weakCoordinator = false
    /// For a tab bar controller shown as a screen (`push tabs 3`, named `tabs 3`), its number
    /// of tabs; 0 for a declared screen.
    public var tabCount = 0

    /// Whether this is a tab bar controller (`tabs N`), not a declared screen.
    public var isTabBar: Bool { tabCount > 0 }

    public init(name: String, events: [String], eventLocations: [SourceLocation], hidesBackButton: Bool = false,
                hidesBottomBarWhenPushed: Bool = false, weakCoordinator: Bool = false, tabCount: Int = 0) {
        self.tabCount = tabCount
        self.name = name
        self.events = events
        self.eventLocations = eventLocations
        self.hidesBackButton = hidesBackButton
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.weakCoordinator = weakCoordinator
    }
}
