/// How much of a scenario a check exercised: for each event, in how many explored states it
/// was enabled and how often it was fired; for each handler, how often it ran, and whether
/// anything could run it at all. Events and handlers never reached within the bound are dead
/// navigation in the scenario (or the bound is too small).
///
/// ```swift
/// for event in result.coverage.unreachedEvents { print("never enabled: \(event.label)") }
/// ```
public struct Coverage: Sendable, Equatable {
    public struct EventEntry: Sendable, Equatable {
        /// As traces write it: `TodayScreen.myPageTapped`, `back`, `selectTab(2)`.
        public var label: String
        /// Written in the scenario (a screen's or a global event), not one UIKit offers.
        public var declared: Bool
        /// Where a screen's event is declared (nil for UIKit's and global events).
        public var location: SourceLocation?
        /// Explored states in which it was enabled.
        public var enabled: Int
        /// Transitions that fired it (states at the depth bound are not expanded).
        public var fired: Int
    }

    public struct HandlerEntry: Sendable, Equatable {
        /// `Today on TodayScreen.myPageTapped`.
        public var title: String
        public var location: SourceLocation
        /// How often it ran, nested runs (`start`, `call`) included.
        public var fired: Int
        /// Why nothing in the scenario can ever run it, whatever the depth (nothing starts its
        /// coordinator, shows its screen, calls its method); nil when some sequence of events
        /// may (it did not within the bound, if `fired` is 0).
        public var unreachable: String?

        public init(title: String, location: SourceLocation, fired: Int, unreachable: String? = nil) {
            self.title = title
            self.location = location
            self.fired = fired
            self.unreachable = unreachable
        }

        /// Why it never ran: nothing runs it, or not within `scope` (``CheckResult/coverageScope``).
        public func neverRuns(_ scope: String) -> String {
            unreachable.map { "never runs: \($0)" } ?? "never runs \(scope)"
        }
    }

    /// Every event the scenario can produce (``EventCatalog``), in catalog order.
    public var events: [EventEntry]
    /// Every handler, in the order written.
    public var handlers: [HandlerEntry]

    public init(events: [EventEntry], handlers: [HandlerEntry]) {
        self.events = events
        self.handlers = handlers
    }

    /// Events the scenario declares that were never enabled.
    public var unreachedEvents: [EventEntry] { events.filter { $0.declared && $0.enabled == 0 } }

    /// Handlers that never ran.
    public var unreachedHandlers: [HandlerEntry] { handlers.filter { $0.fired == 0 } }
}
