/// Draws a state as indented text: the coordinator tree, what lives outside it, the
/// navigation stacks bottom to top, and the visible screen. Given the previous state, it
/// marks what changed: `+` new, `~` changed, `-` gone (instances are matched by serial).
///
/// ```
///   App#1
///   └─ Splash#2
/// ~    ├─ Today#3 [today] · tab 1
/// +    │  └─ MyPage#7 [mypage] · tab 1
///      └─ …
/// ~ tab 1 (selected): TodayScreen(Today#3) > MyPageScreen(MyPage#7)
///   visible: MyPageScreen of MyPage#7
/// ```
public struct SnapshotText: Sendable {
    public let scenario: Scenario

    public init(scenario: Scenario) {
        self.scenario = scenario
    }

    /// The lines for `snapshot`, marked against `previous` when given.
    public func lines(for snapshot: Snapshot, previous: Snapshot?) -> [String] {
        lines(for: snapshot.state, previous: previous?.state)
    }

    func lines(for state: State, previous: State?) -> [String] {
        var lines: [String] = []
        let step = StepChange(from: previous, to: state)
        func mark(_ instance: Int32) -> String {
            switch step.kind(of: instance, comparingStacks: true) {
            case .same: " "
            case .added: "+"
            case .changed: "~"
            }
        }

        let membership = state.tree().member
        var drawn = [Bool](repeating: false, count: state.instances.count)
        func draw(_ node: Int32, holder: Int32, prefix: String, branch: String) {
            drawn[Int(node)] = true
            lines.append("\(mark(node)) \(prefix)\(branch)\(describe(node, holder: holder, in: state))")
            let children = state.instances[Int(node)].children.filter { !drawn[Int($0)] }
            let childPrefix = prefix + (branch == "└─ " ? "   " : branch == "├─ " ? "│  " : "")
            for (index, child) in children.enumerated() {
                draw(child, holder: node, prefix: childPrefix, branch: index == children.count - 1 ? "└─ " : "├─ ")
            }
        }
        if !state.instances.isEmpty { draw(State.rootInstance, holder: -1, prefix: "", branch: "") }
        let outside = state.instances.indices.filter { !membership[$0] && !drawn[$0] }
        if !outside.isEmpty {
            lines.append("  outside the tree:")
            for index in outside where !drawn[index] {
                draw(Int32(index), holder: -1, prefix: "  ", branch: "")
            }
        }
        for gone in step.released {
            lines.append("- \(scenario.instanceName(type: gone.type, serial: gone.serial)) deallocated")
        }

        let previousStacks = previous.map { old in Dictionary(old.stackNames().map { ($0.name, describeStack($0.stack, in: old)) }, uniquingKeysWith: { a, _ in a }) }
        for (name, stack) in state.stackNames() {
            let text = describeStack(stack, in: state)
            let selected = state.isSelectedTab(stack) ? " (selected)" : ""
            let changed = previousStacks.map { $0[name] != text } ?? false
            let mark = previousStacks == nil ? " " : previousStacks?[name] == nil ? "+" : changed ? "~" : " "
            lines.append("\(mark) \(name)\(selected): \(text.isEmpty ? "(empty)" : text)")
        }
        if let previousStacks {
            for name in previousStacks.keys.sorted() where !state.stackNames().contains(where: { $0.name == name }) {
                lines.append("- \(name) gone")
            }
        }
        if let screen = state.visibleScreen {
            var embedded: [String] = []
            state.forEachVisibleScreen { if $0 != screen { embedded.append("\(scenario.screenName($0)) of \(name(of: $0.owner, in: state))") } }
            let with = embedded.isEmpty ? "" : ", with \(embedded.joined(separator: ", ")) embedded"
            lines.append("  visible: \(scenario.screenName(screen)) of \(name(of: screen.owner, in: state))\(with)")
        } else {
            lines.append("  visible: nothing")
        }
        if let transition = state.transition {
            let from = transition.from.map { " (\(name(of: $0.owner, in: state)))" } ?? ""
            lines.append("  animating: \(transition.written(in: scenario))\(from), until transitionEnd")
        }
        for block in state.pending {
            let what = block.atTransitionEnd ? "completion" : "async block"
            lines.append("  waiting: \(what) of line \(scenario.blocks[Int(block.block)].location.line), self \(name(of: block.instance, in: state))")
        }
        return lines
    }

    private func name(of instance: Int32, in state: State) -> String {
        guard instance >= 0 else { return "no coordinator" }
        return scenario.instanceName(type: state.instances[Int(instance)].type, serial: state.instances[Int(instance)].serial)
    }

    private func stackName(_ stack: Int32, in state: State) -> String? {
        stack >= 0 ? state.stackNames().first { $0.stack == stack }?.name : nil
    }

    private func describe(_ node: Int32, holder: Int32, in state: State) -> String {
        let instance = state.instances[Int(node)]
        let type = scenario.coordinators[Int(instance.type)]
        var text = name(of: node, in: state)
        if let flow = type.flow { text += " [\(scenario.flows[flow])]" }
        if let stack = stackName(instance.stack, in: state) { text += " · \(stack)" }
        if !instance.heldScreens.isEmpty {
            let screens = instance.heldScreens.map { "\(scenario.screenName($0))(\(name(of: $0.owner, in: state)))" }.joined(separator: " > ")
            text += " · holds off screen: \(screens)"
        }
        if type.parentKind != .none && node != State.rootInstance {
            let strong = type.parentKind == .strong ? "strong " : ""
            if instance.parent < 0 {
                text += " (\(strong)parent: nil)"
            } else if instance.parent != holder || type.parentKind == .strong {
                text += " (\(strong)parent: \(name(of: instance.parent, in: state)))"
            }
        }
        return text
    }

    private func describeStack(_ stack: Int32, in state: State) -> String {
        state.stacks[Int(stack)].map { "\(scenario.screenName($0))(\(name(of: $0.owner, in: state)))" }.joined(separator: " > ")
    }
}
