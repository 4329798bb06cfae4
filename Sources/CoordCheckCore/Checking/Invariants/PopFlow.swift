/// `pop-flow`: after a handler that ran `popFlow F`, flow F is gone from the tree and from
/// the screen, and every screen whose coordinator stays in the tree kept its place in the
/// back stack. (Coordinators below a removed flow-F coordinator leave with it, screens and
/// all.)
///
/// Broken by: the `Flow` style's `pop(flow:)` whose filter is hard-coded to `.profile`
/// (`popFlow feed filter profile`), and `removeFeedFlow`, which pops to root afterwards
/// (`popFlow feed; popToRoot`).
public struct PopFlow: Invariant {
    public let name = "pop-flow"
    public let summary = "after popFlow F, no coordinator or screen of flow F remains, and the screens of the coordinators that stay keep their order"
    public let needs: InvariantNeeds = []
    public let scope = InvariantScope.transition

    public init() {}

    public func violation(in context: InvariantContext) -> Finding? { FirstFinding.of { judge(context, into: &$0) } }

    public func violations(in context: InvariantContext) -> [Finding] { AllFindings.of { judge(context, into: &$0) } }

    public func culprits(in context: InvariantContext) -> [Int32?] { AllCulprits.of { judge(context, into: &$0) } }

    @inline(__always)
    func judge<Sink: FindingSink>(_ context: InvariantContext, into sink: inout Sink) {
        guard let effects = context.effects, !effects.exited else { return }
        for record in effects.popFlows {
            let flow = context.scenario.flows[record.flow]
            func name(_ instance: Int32) -> String {
                context.scenario.instanceName(type: record.types[Int(instance)], serial: record.serials[Int(instance)])
            }
            func about(_ instance: Int32) -> (instances: [Int32], culprit: Int32) {
                ([record.serials[Int(instance)]], record.types[Int(instance)])
            }
            for stayed in record.flowInstances.sorted() where Int(stayed) < record.inTreeAfter.count && record.inTreeAfter[Int(stayed)] {
                let (instances, culprit) = about(stayed)
                guard sink.add(culprit, { Finding("popFlow \(flow) left \(name(stayed)), of flow \(flow), in the tree",
                                       instances: instances, culprit: culprit, cause: record.location) }) else { return }
            }
            for stack in record.stacksAfter {
                for screen in stack where record.flowInstances.contains(screen.owner) {
                    let (instances, culprit) = about(screen.owner)
                    guard sink.add(culprit, { Finding("popFlow \(flow) left \(context.scenario.screenName(screen)) of \(name(screen.owner)) on screen",
                                           instances: instances, culprit: culprit, cause: record.location) }) else { return }
                }
            }
            for (index, before) in record.stacksBefore.enumerated() {
                let expected = before.filter { !record.flowInstances.contains($0.owner) && stillInTree($0.owner, record) }
                let after = index < record.stacksAfter.count ? record.stacksAfter[index] : []
                if let lost = firstMissing(expected, in: after) {
                    let (instances, culprit) = about(lost.owner)
                    guard sink.add(culprit, { Finding("popFlow \(flow): \(context.scenario.screenName(lost)) of \(name(lost.owner)), which stays in the tree, is no longer in its place on the back stack",
                                           instances: instances, culprit: culprit, cause: record.location) }) else { return }
                }
            }
        }
    }

    private func stillInTree(_ instance: Int32, _ record: PopFlowRecord) -> Bool {
        instance >= 0 && Int(instance) < record.inTreeAfter.count && record.inTreeAfter[Int(instance)]
    }

    /// The first screen of `expected` that `actual` does not keep in order (nil when
    /// `expected` is a subsequence of `actual`).
    private func firstMissing(_ expected: [Screen], in actual: [Screen]) -> Screen? {
        var position = actual.startIndex
        for screen in expected {
            guard let found = actual[position...].firstIndex(of: screen) else { return screen }
            position = found + 1
        }
        return nil
    }
}
