/// Something the user, UIKit or the app does to a state at rest (docs/language.md §8).
public enum Event: Hashable, Sendable {
    /// A tap declared on the visible screen: `TodayScreen.myPageTapped`.
    case screen(ScreenEventID)
    /// The back button of the visible screen.
    case back
    /// A completed interactive pop.
    case swipeBack
    /// An interactive pop the user gave up half-way (only generated when the coordinator
    /// reacts on `swipeBegin`; otherwise it changes nothing).
    case cancelSwipeBack
    /// Pulling the topmost sheet down.
    case swipeDismiss
    /// Selecting another tab (1-based).
    case selectTab(Int)
    /// Tapping the selected tab again (UIKit pops it to the root).
    case reselectTab
    /// A global event (`event tokenExpired`), by index.
    case global(Int)
    /// The launch case the app takes (`on launch.signedIn`), by index: the only events of
    /// the state the root's `on start` leaves when the root has launch cases.
    case launch(Int)
    /// The transition in flight ends (`animations on`); its completions run.
    case transitionEnd
    /// The first waiting `async:` block runs.
    case async

    /// The event as written in traces and in `replay --events`.
    public func label(in scenario: Scenario) -> String {
        switch self {
        case .screen(let id):
            let screen = scenario.screens[id.screen]
            return "\(screen.name).\(screen.events[id.event])"
        case .back: return "back"
        case .swipeBack: return "swipeBack"
        case .cancelSwipeBack: return "cancelSwipeBack"
        case .swipeDismiss: return "swipeDismiss"
        case .selectTab(let tab): return "selectTab(\(tab))"
        case .reselectTab: return "reselectTab"
        case .global(let index): return scenario.globalEvents[index]
        case .launch(let index): return "\(ScenarioCompiler.launchScreenName).\(scenario.launchCases[index])"
        case .transitionEnd: return "transitionEnd"
        case .async: return "async"
        }
    }

    /// Whether this is a global event (the `deadlock` invariant ignores those).
    public var isGlobal: Bool {
        if case .global = self { return true }
        return false
    }
}
