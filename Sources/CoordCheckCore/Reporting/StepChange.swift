/// What one step did to the coordinators, instances matched by serial: which are new, which
/// changed (their `children` or `parent`), which were released. Both snapshot renderings
/// mark changes with it.
public struct StepChange: Sendable {
    public enum Kind: Sendable {
        case same
        case added
        case changed
    }

    private let previous: State?
    private let current: State
    /// Serial → index in the previous state.
    private let before: [Int32: Int32]

    public init(from previous: Snapshot?, to current: Snapshot) {
        self.init(from: previous?.state, to: current.state)
    }

    init(from previous: State?, to current: State) {
        self.previous = previous
        self.current = current
        self.before = previous.map { state in
            Dictionary(state.instances.enumerated().map { ($0.element.serial, Int32($0.offset)) }, uniquingKeysWith: { first, _ in first })
        } ?? [:]
    }

    /// How instance `node` of the current state changed; `.same` when there is no previous
    /// state. With `comparingStacks`, moving to another (named) stack counts as a change.
    public func kind(of node: Int, comparingStacks: Bool = false) -> Kind {
        kind(of: Int32(node), comparingStacks: comparingStacks)
    }

    func kind(of node: Int32, comparingStacks: Bool = false) -> Kind {
        guard let previous else { return .same }
        let now = current.instances[Int(node)]
        guard let index = before[now.serial] else { return .added }
        let old = previous.instances[Int(index)]
        func serials(_ state: State, _ list: [Int32]) -> [Int32] { list.map { state.instances[Int($0)].serial } }
        func parentSerial(_ state: State, _ instance: Instance) -> Int32 {
            instance.parent >= 0 ? state.instances[Int(instance.parent)].serial : -1
        }
        if serials(previous, old.children) != serials(current, now.children)
            || parentSerial(previous, old) != parentSerial(current, now) {
            return .changed
        }
        if comparingStacks, Self.stackName(old.stack, in: previous) != Self.stackName(now.stack, in: current) {
            return .changed
        }
        return .same
    }

    /// The instances of the previous state that are gone, by serial: serial and type.
    var released: [(serial: Int32, type: Int32)] {
        guard let previous else { return [] }
        let now = Set(current.instances.map(\.serial))
        return before.sorted { $0.key < $1.key }.filter { !now.contains($0.key) }
            .map { ($0.key, previous.instances[Int($0.value)].type) }
    }

    /// The coordinators of the previous snapshot that are gone: serial and type (index into
    /// ``Scenario/coordinators``), by serial.
    public var deallocated: [(serial: Int, type: Int)] { released.map { (Int($0.serial), Int($0.type)) } }

    private static func stackName(_ stack: Int32, in state: State) -> String? {
        stack >= 0 ? state.stackNames().first { $0.stack == stack }?.name : nil
    }
}
