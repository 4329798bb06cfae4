/// The machine's interpreter of compiled handlers (``Bytecode``): the operations of
/// docs/language.md §6, one instruction at a time.
extension HandlerRun {
    /// Runs the code at `entry` with `me` as `self`, reached from `caller` (-1 for none),
    /// until its end, a `guard` that does not hold, or `exit`.
    mutating func run(from entry: Int, on me: Int32, caller: Int32, depth: Int) throws(ModelError) {
        let code = code.words
        var pc = entry
        while !effects.exited {
            let opcode = Opcode(rawValue: code[pc]).unsafelyUnwrapped
            let location = SourceLocation(line: Int(code[pc + 1]), column: Int(code[pc + 2]))
            let operand = pc + Opcode.header
            var next = operand + opcode.operandCount
            if opcode.mayDrop { dropped = true }
            let myStack = state.instances[Int(me)].stack
            switch opcode {
            case .push:
                guard myStack >= 0 else { noteNoStack("push", of: me, at: location); break }
                state.stacks[Int(myStack)].append(newScreen(type: code[operand], owner: me))
                animate(.navigation, on: myStack)
            case .pop:
                guard myStack >= 0 else { noteNoStack("pop", of: me, at: location); break }
                popTop(of: myStack)
                animate(.navigation, on: myStack)
            case .popToRoot:
                guard myStack >= 0 else { noteNoStack("popToRoot", of: me, at: location); break }
                if !state.stacks[Int(myStack)].isEmpty { state.stacks[Int(myStack)].removeSubrange(1...) }
                animate(.navigation, on: myStack)
            case .popTo:
                let screen = code[operand]
                guard myStack >= 0, let index = state.stacks[Int(myStack)].lastIndex(where: { $0.type == screen }) else { break }
                state.stacks[Int(myStack)].removeSubrange((index + 1)...)
                animate(.navigation, on: myStack)
            case .unwind:
                guard myStack >= 0, let index = state.stacks[Int(myStack)].firstIndex(where: { $0.owner == me }), index > 0 else { break }
                state.stacks[Int(myStack)].removeSubrange(index...)
                animate(.navigation, on: myStack)
            case .setViewControllers:
                let screens = operand + 1..<operand + 1 + Int(code[operand])
                next = screens.upperBound
                guard myStack >= 0 else { noteNoStack("setViewControllers", of: me, at: location); break }
                state.stacks[Int(myStack)].removeAll(keepingCapacity: true)
                for screen in screens { state.stacks[Int(myStack)].append(newScreen(type: code[screen], owner: me)) }
                animate(.navigation, on: myStack)
            case .present:
                let presentation = presentation(at: operand + 1, in: code)
                let delegate = presentationDelegate(presentation, from: me, caller: caller, at: location) ?? -1
                let before = state.modals.count
                _ = presentStack(over: presentingStack(of: me), screens: [newScreen(type: code[operand], owner: me)], presentation: presentation,
                                 delegate: delegate, by: me, at: location)
                if state.modals.count > before {
                    animate(.presentation, on: nil)
                    leave(optionalIndex(code[operand + 4]), on: me)
                }
            case .dismiss:
                if animated, let busy = presentationInProgress {
                    note("dismissal refused: \(busy) is in progress", at: location)
                    break
                }
                let before = state.modals.count
                dismiss(from: presentingStack(of: me))
                if state.modals.count < before { animate(.dismissal, on: nil) }
                leave(optionalIndex(code[operand]), on: me)
            case .async:
                let pending = PendingBlock(block: code[operand], instance: me, atTransitionEnd: false)
                if animated { state.pending.append(pending) } else { deferred.append(pending) }
            case .setRootStack:
                let new = Int32(state.stacks.count)
                state.stacks.append([])
                replaceWindowRoot(with: .stack(new))
                state.instances[Int(me)].stack = new
            case .setRootTabs:
                let count = code[operand]
                let first = Int32(state.stacks.count)
                state.stacks.append(contentsOf: repeatElement([], count: Int(count)))
                replaceWindowRoot(with: .tabs((0..<count).map { first + $0 }, selected: 0))
            case .selectTab:
                let tab = Int(code[operand])
                guard let tabBar = state.tabBar(of: me), tab <= state.tabs(of: tabBar).tabs.count else {
                    note("selectTab \(tab) did nothing: \(name(of: me)) has no tab bar with \(tab) tabs", at: location)
                    break
                }
                state.select(tab: tab - 1, of: tabBar)
            case .embed:
                _ = embedStack(in: me, screens: [newScreen(type: code[operand], owner: me)], at: location)
            case .unembed:
                unembed(screen: code[operand], by: me, at: location)
            case .setSwipeBack:
                let enabled = code[operand] != 0
                guard myStack >= 0 else { noteNoStack(enabled ? "enable swipeBack" : "disable swipeBack", of: me, at: location); break }
                state.gestures.removeAll { $0.stack == myStack }
                state.gestures.append(StackGesture(stack: myStack, enabled: enabled))
                state.gestures.sort { $0.stack < $1.stack }
            case .start:
                try start(start(at: operand, in: code), from: me, caller: caller, at: location, depth: depth)
            case .finish:
                let parent = state.instances[Int(me)].parent
                guard parent >= 0 else { break }
                remove(me, from: parent, at: location)
            case .removeChild:
                let type = code[operand]
                guard let child = state.instances[Int(me)].children.first(where: { state.instances[Int($0)].type == type }) else {
                    effects.missingRemovals.append(.init(location: location,
                        message: "\(name(of: me)) removed a \(model.scenario.coordinators[Int(type)].name) child, but it has none",
                        instances: [state.instances[Int(me)].serial], culprit: state.instances[Int(me)].type))
                    break
                }
                remove(child, from: me, at: location)
            case .removeInstance:
                guard let child = resolve(code[operand], from: me, caller: caller) else { break }
                remove(child, from: me, at: location)
            case .refuse:
                refusedSelection = true
            case .setPresentationDelegate:
                // The presentation showing self's stack, or the screen (a tab bar, a container) it is in.
                let myStack = state.outermost(state.instances[Int(me)].stack)
                guard let level = state.modals.firstIndex(where: { $0.stack == myStack && myStack >= 0 }) else {
                    note("presentationDelegate did nothing: \(name(of: me))'s stack is not presented", at: location)
                    break
                }
                state.modals[level].delegate = resolve(code[operand], from: me, caller: caller) ?? -1
            case .removeKey:
                removeChildren(keyed: Int(code[operand]), from: me)
            case .clearProperty:
                state.instances[Int(me)].properties[Int(code[operand])] = -1
            case .removeAllChildren:
                state.instances[Int(me)].children = []
            case .popFlow:
                popFlow(flow: Int(code[operand]), filter: Int(code[operand + 1]), from: me, location: location)
            case .call:
                guard let receiver = resolve(code[operand], from: me, caller: caller) else { break }
                let slot = Int(code[operand + 1])
                guard depth < Machine.maximumCallDepth else {
                    throw ModelError(location: location, message: "'call \(model.methodNames[slot])' nests deeper than \(Machine.maximumCallDepth) calls: the methods call each other forever")
                }
                try perform(dispatch.method(ofType: state.instances[Int(receiver)].type, slot: slot), on: receiver, caller: me, depth: depth + 1)
            case .jumpUnless:
                if !holdsCondition(at: operand, in: code, for: me, caller: caller) { next = Int(code[operand + 3]) }
            case .jump:
                next = Int(code[operand])
            case .guardCondition:
                if !holdsCondition(at: operand, in: code, for: me, caller: caller) { return }
            case .exit:
                effects.exited = true
            case .end:
                return
            }
            pc = next
        }
    }

    /// An optional index operand (a closure, a key, a property): nil for -1.
    private func optionalIndex(_ word: Int32) -> Int? { word >= 0 ? Int(word) : nil }

    /// The three words of a presentation (style, flags: 1 `isModalInPresentation`, 2 `onTop`;
    /// delegate) at `index`.
    private func presentation(at index: Int, in code: FrozenWords) -> Presentation {
        Presentation(style: PresentationStyle(code: Int(code[index])), isModalInPresentation: code[index + 1] & 1 != 0,
                     delegate: Target(code: code[index + 2]), onTop: code[index + 1] & 2 != 0)
    }

    /// The operands of ``Opcode/start`` at `index`.
    private func start(at index: Int, in code: FrozenWords) -> Operation.Start {
        let placement: Placement = switch code[index + 1] {
        case 1: .modal(presentation(at: index + 3, in: code))
        case 2: .tab(Int(code[index + 2]))
        case 3: .embedded
        default: .here
        }
        var start = Operation.Start(type: Int(code[index]), placement: placement, into: Target(code: code[index + 6]),
                                    also: Target(code: code[index + 7]), parent: Target(code: code[index + 8]),
                                    key: optionalIndex(code[index + 9]), property: optionalIndex(code[index + 10]))
        start.instance = Target(code: code[index + 11])
        start.runsStart = code[index + 12] != 0
        start.startCaseSlot = optionalIndex(code[index + 13])
        return start
    }

    /// Whether the condition at `index` (its code, argument, and 1 when negated) holds.
    private func holdsCondition(at index: Int, in code: FrozenWords, for me: Int32, caller: Int32) -> Bool {
        holds(ConditionCode(rawValue: code[index]).unsafelyUnwrapped, code[index + 1], for: me, caller: caller) != (code[index + 2] != 0)
    }
}
