/// Which handler (``Handler/id``, -1 for none) each coordinator type runs for each event,
/// `start` and method slot, resolved when the scenario is compiled, and the few facts about
/// events a dispatch reads, in ``FrozenWords``. Dispatching an event is a load: no dictionary,
/// no string, and no retain of a shared array or of the model.
struct DispatchTable: Sendable {
    /// By coordinator type, a row of ``rowLength`` handler numbers: the ``Column``s, then the
    /// ``ScreenColumn``s of each screen type, then one column per screen event (its number in
    /// the ``EventCatalog``), then one per method slot. After the rows: the root's handler
    /// of each global event, how many events each screen type declares, and where each
    /// screen type's events start among the screen events.
    let words: FrozenWords
    private let rowLength: Int
    /// Where the screen events' columns and the method slots' columns start in a row.
    private let screenEventStart: Int
    private let methodStart: Int
    private let methodSlots: Int
    /// Where the global handlers, the screens' event counts and their first events start.
    private let globalStart: Int
    /// Where the root's launch case handlers start.
    private let launchStart: Int
    private let eventCountStart: Int
    private let eventOffsetStart: Int
    /// The UIKit events the app turns off (`disable swipeBack`).
    private let swipeBackDisabled: Bool
    private let swipeDismissDisabled: Bool
    private let reselectTabDisabled: Bool
    /// `on selectTab N`, by type, then by tab (from 1): rare, so kept apart from the rows.
    private let selectTabs: [[Int: Int32]]
    /// Whether any type has an `on selectTab N`.
    let hasSelectTabHandlers: Bool

    /// The handlers of a type that take no argument, at the start of its row.
    private enum Column: Int, CaseIterable {
        case start, back, swipeBack, swipeBegin, swipeDismiss, reselectTab
    }

    /// The per-screen handlers (`on Screen.back` else `on back`, …), after the fixed columns.
    private enum ScreenColumn: Int, CaseIterable {
        case back, swipeBack, swipeBegin, swipeDismiss
    }

    init(_ scenario: Scenario, events: EventCatalog) {
        screenEventStart = Column.allCases.count + ScreenColumn.allCases.count * scenario.screens.count
        methodStart = screenEventStart + events.screenEventCount
        methodSlots = scenario.coordinators.map(\.handlers.methodsBySlot.count).max() ?? 0
        rowLength = methodStart + methodSlots
        var table = [Int32](repeating: -1, count: rowLength * scenario.coordinators.count)
        func id(_ handler: Handler?) -> Int32 { handler.map { Int32($0.id) } ?? -1 }
        for (type, coordinator) in scenario.coordinators.enumerated() {
            let row = type * rowLength
            let handlers = coordinator.handlers
            table[row + Column.start.rawValue] = id(handlers.start)
            table[row + Column.back.rawValue] = id(handlers.back)
            table[row + Column.swipeBack.rawValue] = id(handlers.swipeBack)
            table[row + Column.swipeBegin.rawValue] = id(handlers.swipeBegin)
            table[row + Column.swipeDismiss.rawValue] = id(handlers.swipeDismiss)
            table[row + Column.reselectTab.rawValue] = id(handlers.reselectTab)
            for screen in 0..<Int32(scenario.screens.count) {
                let cell = row + Self.screenCell(screen: screen)
                table[cell + ScreenColumn.back.rawValue] = id(handlers.back(for: screen))
                table[cell + ScreenColumn.swipeBack.rawValue] = id(handlers.swipeBack(for: screen))
                table[cell + ScreenColumn.swipeBegin.rawValue] = id(handlers.swipeBegin(for: screen))
                table[cell + ScreenColumn.swipeDismiss.rawValue] = id(handlers.swipeDismiss(for: screen))
            }
            for (event, handler) in handlers.screenEvents {
                table[row + screenEventStart + events.index(of: .screen(event))] = id(handler)
            }
            for slot in 0..<methodSlots { table[row + methodStart + slot] = id(handlers.method(slot: slot)) }
        }
        globalStart = table.count
        table += scenario.globalEvents.indices.map { id(scenario.coordinators[scenario.rootType].handlers.globalEvents[$0]) }
        launchStart = table.count
        table += scenario.launchCases.indices.map { id(scenario.coordinators[scenario.rootType].handlers.launchCases[$0]) }
        eventCountStart = table.count
        table += scenario.screens.map { Int32($0.events.count) }
        eventOffsetStart = table.count
        table += scenario.screens.indices.map { Int32(events.index(of: .screen(ScreenEventID(screen: $0, event: 0)))) }
        words = FrozenWords(table)
        swipeBackDisabled = scenario.disabledEvents.contains(.swipeBack)
        swipeDismissDisabled = scenario.disabledEvents.contains(.swipeDismiss)
        reselectTabDisabled = scenario.disabledEvents.contains(.reselectTab)
        selectTabs = scenario.coordinators.map { $0.handlers.selectTab.mapValues { Int32($0.id) } }
        hasSelectTabHandlers = selectTabs.contains { !$0.isEmpty }
    }

    /// Where a screen type's ``ScreenColumn``s start in a row.
    @inline(__always) private static func screenCell(screen: Int32) -> Int {
        Column.allCases.count + ScreenColumn.allCases.count * Int(screen)
    }

    @inline(__always) private func cell(_ type: Int32, _ column: Column) -> Int32 {
        words[Int(type) * rowLength + column.rawValue]
    }

    @inline(__always) private func cell(_ type: Int32, screen: Int32, _ column: ScreenColumn) -> Int32 {
        words[Int(type) * rowLength + Self.screenCell(screen: screen) + column.rawValue]
    }

    /// `on start` of a type.
    func start(ofType type: Int32) -> Int32 { cell(type, .start) }

    /// `on Screen.back`, else `on back`.
    func back(ofType type: Int32, screen: Int32) -> Int32 { cell(type, screen: screen, .back) }

    /// `on Screen.swipeBack`, else `on swipeBack`.
    func swipeBack(ofType type: Int32, screen: Int32) -> Int32 { cell(type, screen: screen, .swipeBack) }

    /// `on Screen.swipeBegin`, else `on swipeBegin`.
    func swipeBegin(ofType type: Int32, screen: Int32) -> Int32 { cell(type, screen: screen, .swipeBegin) }

    /// `on Screen.swipeDismiss` for a sheet whose bottom screen is `screen`, else `on
    /// swipeDismiss` (also for a sheet with no screen, `screen` -1).
    func swipeDismiss(ofType type: Int32, screen: Int32) -> Int32 {
        screen >= 0 ? cell(type, screen: screen, .swipeDismiss) : cell(type, .swipeDismiss)
    }

    /// `on reselectTab`.
    func reselectTab(ofType type: Int32) -> Int32 { cell(type, .reselectTab) }

    /// `on selectTab N` (from 1), -1 when the type has none.
    func selectTab(ofType type: Int32, tab: Int) -> Int32 { selectTabs[Int(type)][tab] ?? -1 }

    /// `on Screen.event`.
    func screenEvent(ofType type: Int32, _ event: ScreenEventID) -> Int32 {
        words[Int(type) * rowLength + screenEventStart + Int(words[eventOffsetStart + event.screen]) + event.event]
    }

    /// The method at `slot` (``HandlerTable/method(slot:)``).
    func method(ofType type: Int32, slot: Int) -> Int32 {
        slot < methodSlots ? words[Int(type) * rowLength + methodStart + slot] : -1
    }

    /// How many events a screen type declares.
    func eventCount(ofScreen type: Int32) -> Int { Int(words[eventCountStart + Int(type)]) }

    /// Whether the app turns a UIKit event off.
    func disables(_ event: SystemEvent) -> Bool {
        switch event {
        case .swipeBack: swipeBackDisabled
        case .swipeDismiss: swipeDismissDisabled
        case .reselectTab: reselectTabDisabled
        }
    }

    /// The root coordinator's `on event` of a global event.
    func global(_ index: Int) -> Int32 { words[globalStart + index] }

    /// The root coordinator's `on launch.CASE` of a launch case.
    func launchCase(_ index: Int) -> Int32 { words[launchStart + index] }
}
