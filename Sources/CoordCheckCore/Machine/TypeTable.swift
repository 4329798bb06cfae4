/// The facts about coordinator and screen types that every transition reads (how a type holds
/// its parent, whether a screen hides the tab bar, …), compiled into ``FrozenWords``: read
/// through the model, the scenario's arrays would be retained and released by every thread.
struct TypeTable: Sendable {
    /// Per coordinator type, ``coordinatorRow`` words (``CoordinatorColumn``); then per screen
    /// type, ``screenRow`` words (``ScreenColumn``).
    let words: FrozenWords
    private let screenStart: Int
    /// Whether references other than `children` may form a cycle: strong parents, stored
    /// properties, or navigation controllers held strongly.
    let mayHaveCycles: Bool
    /// Whether some type declares stored coordinator properties.
    let hasStoredProperties: Bool

    private enum CoordinatorColumn: Int, CaseIterable {
        case parentKind, propertyCount, holdsNavigationStrongly, flow, isContainer
    }

    private enum ScreenColumn: Int, CaseIterable {
        case hidesBackButton, hidesBottomBar, holdsCoordinatorWeakly, tabCount
    }

    private static let coordinatorRow = CoordinatorColumn.allCases.count
    private static let screenRow = ScreenColumn.allCases.count

    init(_ scenario: Scenario) {
        var words: [Int32] = []
        for type in scenario.coordinators.indices.map(Int32.init) {
            let parent: Int32 = switch scenario.parentKind(ofType: type) {
            case .weak: 0
            case .strong: 1
            case .none: 2
            }
            words += [parent, Int32(scenario.propertyCount(ofType: type)), scenario.holdsNavigationStrongly(type: type) ? 1 : 0,
                      Int32(scenario.flow(ofType: type) ?? -1), scenario.isContainer(type: type) ? 1 : 0]
        }
        screenStart = words.count
        for type in scenario.screens.indices.map(Int32.init) {
            words += [scenario.hidesBackButton(screen: type) ? 1 : 0, scenario.hidesBottomBar(screen: type) ? 1 : 0,
                      scenario.holdsCoordinatorWeakly(screen: type) ? 1 : 0, Int32(scenario.screens[Int(type)].tabCount)]
        }
        self.words = FrozenWords(words)
        mayHaveCycles = scenario.mayHaveCycles
        hasStoredProperties = scenario.hasStoredProperties
    }

    @inline(__always) private func cell(_ type: Int32, _ column: CoordinatorColumn) -> Int32 {
        words[Int(type) * Self.coordinatorRow + column.rawValue]
    }

    @inline(__always) private func cell(screen type: Int32, _ column: ScreenColumn) -> Bool {
        words[screenStart + Int(type) * Self.screenRow + column.rawValue] != 0
    }

    /// How instances of a type hold their parent.
    func parentKind(ofType type: Int32) -> ParentKind {
        switch cell(type, .parentKind) {
        case 0: .weak
        case 1: .strong
        default: .none
        }
    }

    /// How many stored properties instances of a type have.
    func propertyCount(ofType type: Int32) -> Int { Int(cell(type, .propertyCount)) }

    /// Whether instances of a type hold their navigation controller strongly.
    func holdsNavigationStrongly(type: Int32) -> Bool { cell(type, .holdsNavigationStrongly) != 0 }

    /// The flow a type belongs to (`pop(flow:)`), if any.
    func flow(ofType type: Int32) -> Int? {
        let flow = cell(type, .flow)
        return flow >= 0 ? Int(flow) : nil
    }

    /// Whether a type is declared `container`.
    func isContainer(type: Int32) -> Bool { cell(type, .isContainer) != 0 }

    /// Whether a screen type hides its back button (and so the edge swipe).
    func hidesBackButton(screen type: Int32) -> Bool { cell(screen: type, .hidesBackButton) }

    /// Whether a screen type hides the tab bar while it is pushed.
    func hidesBottomBar(screen type: Int32) -> Bool { cell(screen: type, .hidesBottomBar) }

    /// How many tabs a screen type has: a tab bar controller's (`tabs N`), 0 for the others.
    func tabCount(screen type: Int32) -> Int32 { words[screenStart + Int(type) * Self.screenRow + ScreenColumn.tabCount.rawValue] }

    /// Whether a screen keeps its coordinator alive: it has one, and holds it strongly.
    func keepsCoordinatorAlive(_ screen: Screen) -> Bool {
        screen.hasOwner && !cell(screen: screen.type, .holdsCoordinatorWeakly)
    }
}
