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

    /// An operation UIKit refused, or that could do nothing, every time its handler ran: a
    /// `present` from a coordinator with no stack to present from, a `selectTab` with no tab
    /// bar. Its handler's other operations ran; this one never took effect.
    public struct RefusedOperation: Sendable, Equatable {
        public var location: SourceLocation
        /// The handler it belongs to (`Home on start`).
        public var handler: String
        /// The first refusal's words: `presentation refused: Home#2 has no navigation
        /// controller to present from`.
        public var message: String
        /// How often it was refused: every run of its handler.
        public var times: Int

        public init(location: SourceLocation, handler: String, message: String, times: Int) {
            self.location = location
            self.handler = handler
            self.message = message
            self.times = times
        }

        /// `presentation refused: Home has no navigation controller to present from`: the
        /// message without instance numbers, which differ from run to run.
        public var reason: String { message.replacing(#/#\d+/#, with: "") }
    }

    /// Every event the scenario can produce (``EventCatalog``), in catalog order.
    public var events: [EventEntry]
    /// Every handler, in the order written.
    public var handlers: [HandlerEntry]
    /// The operations refused every time their handler ran, in the order written.
    public var refused: [RefusedOperation]

    public init(events: [EventEntry], handlers: [HandlerEntry], refused: [RefusedOperation] = []) {
        self.events = events
        self.handlers = handlers
        self.refused = refused
    }

    /// Events the scenario declares that were never enabled.
    public var unreachedEvents: [EventEntry] { events.filter { $0.declared && $0.enabled == 0 } }

    /// Handlers that never ran.
    public var unreachedHandlers: [HandlerEntry] { handlers.filter { $0.fired == 0 } }
}
