/// A scenario's `assert NAME: at most N Type [per stack]` as an invariant.
///
/// Broken, for `at most 1 MyPage per stack`, by a deep link that opens MyPage on a tab
/// whose stack already shows one.
public struct AssertionInvariant: Invariant {
    public let assertion: ScenarioAssertion
    public let typeName: String

    public init(_ assertion: ScenarioAssertion, in scenario: Scenario) {
        self.assertion = assertion
        self.typeName = scenario.coordinators[assertion.type].name
    }

    public var name: String { assertion.name }
    public var summary: String { "at most \(assertion.limit) \(typeName)\(assertion.perStack ? " per stack" : "") (scenario assertion)" }
    public let scope = InvariantScope.state

    public func violation(in context: InvariantContext) -> Finding? {
        let type = Int32(assertion.type)
        if assertion.perStack {
            for (stack, screens) in context.state.stacks.prefix(context.state.onScreenStackCount).enumerated() {
                var owners: [Int32] = []
                for screen in screens
                where screen.hasOwner && context.state.instances[Int(screen.owner)].type == type && !owners.contains(screen.owner) {
                    owners.append(screen.owner)
                }
                if owners.count > assertion.limit {
                    return context.finding("\(owners.count) \(typeName) on \(context.stackName(Int32(stack))) (\(owners.map { context.name(of: $0) }.joined(separator: ", "))), at most \(assertion.limit) allowed", owners)
                }
            }
            return nil
        }
        let live = context.state.instances.indices.filter { context.state.instances[$0].type == type }
        guard live.count > assertion.limit else { return nil }
        return context.finding("\(live.count) \(typeName) alive (\(live.map { context.name(of: Int32($0)) }.joined(separator: ", "))), at most \(assertion.limit) allowed",
                               live.map(Int32.init))
    }
}
