/// A scenario compiled for the machine's hot path: one immutable object every copy of a
/// ``Machine`` (and every handler run, every invariant context) shares by reference, with
/// each handler an event, a `start` or a `call` can reach resolved into dense tables of
/// handler numbers (``Handler/id``) when the scenario is compiled. Dispatching an event is
/// an array read: no dictionary, no string, and no copy of the scenario's many arrays.
final class CompiledModel: Sendable {
    let scenario: Scenario
    /// Every handler, by ``Handler/id``.
    let handlers: [Handler]
    /// Every handler and closure, compiled: what the machine runs.
    let bytecode: Bytecode
    /// The name of each method slot a `call` names (for messages).
    let methodNames: [String]
    /// The scenario's events, numbered: a screen event's number is also its column.
    let events: EventCatalog
    /// By coordinator type, a row of handler numbers (-1 for none): the ``Column``s, then
    /// the ``ScreenColumn``s of each screen type, then one column per screen event (its
    /// number in ``events``), then one per method slot.
    private let table: [Int32]
    private let rowLength: Int
    /// Where the screen events' columns and the method slots' columns start in a row.
    private let screenEventStart: Int
    private let methodStart: Int
    private let methodSlots: Int
    /// The root coordinator's handler of each global event.
    private let globalHandlers: [Int32]
    /// How many events each screen type declares.
    private let screenEventCounts: [Int]
    /// The UIKit events the app turns off (`disable swipeBack`).
    private let swipeBackDisabled: Bool
    private let swipeDismissDisabled: Bool
    private let reselectTabDisabled: Bool

    /// The handlers of a type that take no argument, at the start of its row.
    private enum Column: Int, CaseIterable {
        case start, back, swipeBack, swipeBegin, swipeDismiss, reselectTab
    }

    /// The per-screen handlers (`on Screen.back` else `on back`, …), after the fixed columns.
    private enum ScreenColumn: Int, CaseIterable {
        case back, swipeBack, swipeBegin, swipeDismiss
    }

    init(_ scenario: Scenario) {
        self.scenario = scenario
        handlers = scenario.allHandlers
        let compiler = BytecodeCompiler(scenario: scenario)
        bytecode = Bytecode(compiler.words, handlerCount: handlers.count)
        methodNames = compiler.methodNames
        events = EventCatalog(scenario: scenario)
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
        self.table = table
        globalHandlers = scenario.globalEvents.indices.map { id(scenario.coordinators[scenario.rootType].handlers.globalEvents[$0]) }
        screenEventCounts = scenario.screens.map(\.events.count)
        swipeBackDisabled = scenario.disabledEvents.contains(.swipeBack)
        swipeDismissDisabled = scenario.disabledEvents.contains(.swipeDismiss)
        reselectTabDisabled = scenario.disabledEvents.contains(.reselectTab)
    }

    deinit { bytecode.deallocate() }

    /// Where a screen type's ``ScreenColumn``s start in a row.
    @inline(__always) private static func screenCell(screen: Int32) -> Int {
        Column.allCases.count + ScreenColumn.allCases.count * Int(screen)
    }

    @inline(__always) private func cell(_ type: Int32, _ column: Column) -> Int32 {
        table[Int(type) * rowLength + column.rawValue]
    }

    @inline(__always) private func cell(_ type: Int32, screen: Int32, _ column: ScreenColumn) -> Int32 {
        table[Int(type) * rowLength + Self.screenCell(screen: screen) + column.rawValue]
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

    /// `on Screen.event`.
    func screenEvent(ofType type: Int32, _ event: ScreenEventID) -> Int32 {
        table[Int(type) * rowLength + screenEventStart + events.index(of: .screen(event))]
    }

    /// The method at `slot` (``HandlerTable/method(slot:)``).
    func method(ofType type: Int32, slot: Int) -> Int32 {
        slot < methodSlots ? table[Int(type) * rowLength + methodStart + slot] : -1
    }

    /// How many events a screen type declares.
    func eventCount(ofScreen type: Int32) -> Int { screenEventCounts[Int(type)] }

    /// Whether the app turns a UIKit event off.
    func disables(_ event: SystemEvent) -> Bool {
        switch event {
        case .swipeBack: swipeBackDisabled
        case .swipeDismiss: swipeDismissDisabled
        case .reselectTab: reselectTabDisabled
        }
    }

    /// The root coordinator's `on event` of a global event.
    func global(_ index: Int) -> Int32 { globalHandlers[index] }

    // The type facts a transition reads, asked of the model itself: read through the model's
    // unowned reference in a ``HandlerRun`` (`model.scenario.…`), the scenario would be
    // copied whole, a retain and a release for each of its arrays.

    /// How many stored properties instances of a type have.
    func propertyCount(ofType type: Int32) -> Int { scenario.propertyCount(ofType: type) }

    /// How instances of a type hold their parent.
    func parentKind(ofType type: Int32) -> ParentKind { scenario.parentKind(ofType: type) }

    /// The flow a type belongs to (`pop(flow:)`), if any.
    func flow(ofType type: Int32) -> Int? { scenario.flow(ofType: type) }
}
