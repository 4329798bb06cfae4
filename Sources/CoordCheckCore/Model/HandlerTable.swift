/// The handlers of one coordinator type, by what triggers them.
public struct HandlerTable: Sendable {
    /// `on start`: the coordinator's `start()`.
    public var start: Handler?
    /// `on back`: the back button of a screen it owns.
    public var back: Handler?
    /// `on swipeBack`: runs after UIKit popped its screen interactively (the coordinator observes
    /// its navigation controller, like the router style's `didShow`).
    public var swipeBack: Handler?
    /// `on swipeBegin`: runs when an interactive pop begins, before it completes or is cancelled.
    public var swipeBegin: Handler?
    /// `on swipeDismiss`: runs after the user pulled its sheet down.
    public var swipeDismiss: Handler?
    /// `on reselectTab`: runs after UIKit popped its tab to the root.
    public var reselectTab: Handler?
    /// `on selectTab N`: runs when the user taps tab N (from 1) of the window root's tab bar,
    /// before it is selected; `refuse` keeps the tab selected.
    public var selectTab: [Int: Handler] = [:]
    /// `on Screen.back`, `on Screen.swipeBack`, `on Screen.swipeBegin`: the same, for one of
    /// its screens only (a flow's first screen finishes it, the others just pop). They take
    /// precedence over the handlers above. By screen type index.
    public var screenBack: [Int: Handler] = [:]
    public var screenSwipeBack: [Int: Handler] = [:]
    public var screenSwipeBegin: [Int: Handler] = [:]
    /// `on Screen.swipeDismiss`: the pull-down of a sheet whose bottom screen is a `Screen`.
    public var screenSwipeDismiss: [Int: Handler] = [:]
    /// `on Screen.event`, by ``ScreenEventID``.
    public var screenEvents: [ScreenEventID: Handler] = [:]
    /// `on globalEvent` (root coordinator only), by index into ``Scenario/globalEvents``.
    public var globalEvents: [Int: Handler] = [:]
    /// `on launch.CASE` (root coordinator only), by index into ``Scenario/launchCases``.
    public var launchCases: [Int: Handler] = [:]
    /// `func name`, reached by `call target.name`.
    public var methods: [String: Handler] = [:]
    /// The same methods by slot (``Operation/Kind/call(target:method:slot:)``): what a call
    /// dispatches on.
    public private(set) var methodsBySlot: [Handler?] = []

    /// Adds `func name` as the method at `slot`.
    public mutating func addMethod(_ handler: Handler, named name: String, slot: Int) {
        methods[name] = handler
        if methodsBySlot.count <= slot { methodsBySlot += Array(repeating: nil, count: slot + 1 - methodsBySlot.count) }
        methodsBySlot[slot] = handler
    }

    /// The method at `slot`, if this type has one.
    public func method(slot: Int) -> Handler? {
        slot < methodsBySlot.count ? methodsBySlot[slot] : nil
    }

    /// Every handler in the table, in no particular order.
    public var all: [Handler] {
        [start, back, swipeBack, swipeBegin, swipeDismiss, reselectTab].compactMap { $0 }
            + Array(screenBack.values) + Array(screenSwipeBack.values) + Array(screenSwipeBegin.values)
            + Array(screenSwipeDismiss.values)
            + Array(screenEvents.values) + Array(globalEvents.values) + Array(launchCases.values) + Array(methods.values)
            + Array(selectTab.values)
    }

    /// The back handler for one of its screens.
    public func back(for screen: Int32) -> Handler? { screenBack[Int(screen)] ?? back }
    public func swipeBack(for screen: Int32) -> Handler? { screenSwipeBack[Int(screen)] ?? swipeBack }
    public func swipeBegin(for screen: Int32) -> Handler? { screenSwipeBegin[Int(screen)] ?? swipeBegin }
    public func swipeDismiss(for screen: Int32) -> Handler? { screenSwipeDismiss[Int(screen)] ?? swipeDismiss }
}
