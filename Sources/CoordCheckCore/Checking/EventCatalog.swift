/// Every event a scenario can produce, numbered densely so that coverage counts fit in
/// arrays: the screens' declared events (screen by screen), `back`, `swipeBack`,
/// `cancelSwipeBack`, `swipeDismiss`, `reselectTab`, `selectTab(1)` … up to the most tabs
/// a window root gets, then the global events, then the launch cases.
///
/// ```swift
/// let catalog = EventCatalog(scenario: scenario)
/// catalog.labels[catalog.index(of: .back)]   // "back"
/// ```
public struct EventCatalog: Sendable {
    /// Each event as traces write it.
    public let labels: [String]
    /// Whether the event is written in the scenario (a screen's or a global event) rather
    /// than one UIKit always offers.
    public let declared: [Bool]
    /// Where a screen's event is declared (nil for the others).
    public let locations: [SourceLocation?]
    private let screenOffsets: [Int]
    private let systemOffset: Int
    private let tabOffset: Int
    private let globalOffset: Int
    private let launchOffset: Int

    private static let system: [Event] = [.back, .swipeBack, .cancelSwipeBack, .swipeDismiss, .reselectTab, .transitionEnd, .async]

    public init(scenario: Scenario) {
        var labels: [String] = []
        var offsets: [Int] = []
        var locations: [SourceLocation?] = []
        for screen in scenario.screens {
            offsets.append(labels.count)
            labels += screen.events.map { "\(screen.name).\($0)" }
            locations += screen.eventLocations
        }
        let declaredScreenEvents = labels.count
        screenOffsets = offsets
        systemOffset = labels.count
        labels += Self.system.map { $0.label(in: scenario) }
        tabOffset = labels.count
        let tabs = scenario.coordinators.flatMap(\.handlers.all).flatMap { $0.operations.flattened(blocks: scenario.blocks) }.compactMap { operation -> Int? in
            if case .setRootTabs(let count) = operation.kind { return count }
            return nil
        }.max() ?? 0
        // Tab bars shown as screens (`push tabs N`) have theirs too.
        let tabScreens = scenario.screens.map(\.tabCount).max() ?? 0
        labels += (0..<max(tabs, tabScreens)).map { "selectTab(\($0 + 1))" }
        let globals = labels.count
        globalOffset = globals
        labels += scenario.globalEvents
        launchOffset = labels.count
        labels += scenario.launchCases.indices.map { Event.launch($0).label(in: scenario) }
        self.labels = labels
        self.locations = locations + Array(repeating: nil, count: labels.count - locations.count)
        declared = labels.indices.map { $0 < declaredScreenEvents || $0 >= globals }
    }

    public var count: Int { labels.count }

    /// How many events the screens declare: they are numbered first, from 0.
    var screenEventCount: Int { systemOffset }

    /// The number of `event`.
    public func index(of event: Event) -> Int {
        switch event {
        case .screen(let id): screenOffsets[id.screen] + id.event
        case .back: systemOffset
        case .swipeBack: systemOffset + 1
        case .cancelSwipeBack: systemOffset + 2
        case .swipeDismiss: systemOffset + 3
        case .reselectTab: systemOffset + 4
        case .transitionEnd: systemOffset + 5
        case .async: systemOffset + 6
        case .selectTab(let tab): tabOffset + tab - 1
        case .global(let index): globalOffset + index
        case .launch(let index): launchOffset + index
        }
    }
}
