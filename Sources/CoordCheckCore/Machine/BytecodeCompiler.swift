/// Compiles a scenario's handlers and closures to ``Bytecode`` words: each operation becomes
/// one instruction (``Opcode``), an `if` becomes conditional jumps, and every name is already
/// a number.
struct BytecodeCompiler {
    private(set) var words: [Int32]
    /// The name of each method slot that a `call` names (for its error message).
    private(set) var methodNames: [String] = []

    init(scenario: Scenario) {
        let handlers = scenario.allHandlers
        words = Array(repeating: 0, count: handlers.count + scenario.blocks.count)
        for handler in handlers {
            words[handler.id] = Int32(words.count)
            compile(handler.operations)
        }
        for (index, block) in scenario.blocks.enumerated() {
            words[handlers.count + index] = Int32(words.count)
            compile(block.operations)
        }
    }

    private mutating func compile(_ operations: [Operation]) {
        for operation in operations { emit(operation) }
        append(.end, at: operations.last?.location ?? SourceLocation(line: 0, column: 0))
    }

    private mutating func append(_ opcode: Opcode, at location: SourceLocation, _ operands: [Int32] = []) {
        assert(operands.count == opcode.operandCount || opcode == .setViewControllers, "\(opcode) takes \(opcode.operandCount) operands")
        words += [opcode.rawValue, Int32(clamping: location.line), Int32(clamping: location.column)] + operands
    }

    private mutating func emit(_ operation: Operation) {
        let at = operation.location
        switch operation.kind {
        case .push(let screen): append(.push, at: at, [Int32(screen)])
        case .pop: append(.pop, at: at)
        case .popToRoot: append(.popToRoot, at: at)
        case .popTo(let screen): append(.popTo, at: at, [Int32(screen)])
        case .unwind: append(.unwind, at: at)
        case .setViewControllers(let screens):
            append(.setViewControllers, at: at, [Int32(screens.count)] + screens.map { Int32($0) })
        case .present(let screen, let presentation, let completion):
            append(.present, at: at, [Int32(screen)] + Self.words(presentation) + [Self.word(completion)])
        case .dismiss(let completion): append(.dismiss, at: at, [Self.word(completion)])
        case .async(let block): append(.async, at: at, [Int32(block)])
        case .setRootStack: append(.setRootStack, at: at)
        case .setRootTabs(let count): append(.setRootTabs, at: at, [Int32(count)])
        case .selectTab(let tab): append(.selectTab, at: at, [Int32(tab)])
        case .embed(let screen): append(.embed, at: at, [Int32(screen)])
        case .unembed(let screen): append(.unembed, at: at, [Int32(screen)])
        case .setSwipeBack(let enabled): append(.setSwipeBack, at: at, [enabled ? 1 : 0])
        case .start(let start):
            let placement: [Int32] = switch start.placement {
            case .here: [0, 0] + Self.words(nil)
            case .modal(let presentation): [1, 0] + Self.words(presentation)
            case .tab(let index): [2, Int32(index)] + Self.words(nil)
            case .embedded: [3, 0] + Self.words(nil)
            }
            let targets = [start.into, start.also, start.parent].map { $0?.code ?? -1 }
            append(.start, at: at, [Int32(start.type)] + placement + targets + [Self.word(start.key), Self.word(start.property),
                                                                                  start.instance?.code ?? -1, start.runsStart ? 1 : 0,
                                                                                  Self.word(start.startCaseSlot)])
        case .finish: append(.finish, at: at)
        case .removeChild(let type): append(.removeChild, at: at, [Int32(type)])
        case .removeInstance(let target): append(.removeInstance, at: at, [target.code])
        case .setPresentationDelegate(let target): append(.setPresentationDelegate, at: at, [target.code])
        case .refuse: append(.refuse, at: at)
        case .removeKey(let key): append(.removeKey, at: at, [Int32(key)])
        case .clearProperty(let property): append(.clearProperty, at: at, [Int32(property)])
        case .removeAllChildren: append(.removeAllChildren, at: at)
        case .popFlow(let flow, let filter): append(.popFlow, at: at, [Int32(flow), Int32(filter)])
        case .call(let target, let method, let slot):
            if methodNames.count <= slot { methodNames += Array(repeating: "", count: slot + 1 - methodNames.count) }
            methodNames[slot] = method
            append(.call, at: at, [target.code, Int32(slot)])
        case .branches(let branches):
            // Each branch whose condition fails jumps to the next; each that ran jumps past all.
            var exits: [Int] = []
            for (index, branch) in branches.enumerated() {
                var skip: Int?
                if let condition = branch.condition {
                    append(.jumpUnless, at: at, ConditionCode.words(condition) + [-1])
                    skip = words.count - 1
                }
                branch.operations.forEach { emit($0) }
                guard let skip else { break }  // `else`: the branches after it never run.
                if index < branches.count - 1 {
                    append(.jump, at: at, [-1])
                    exits.append(words.count - 1)
                }
                words[skip] = Int32(words.count)
            }
            for exit in exits { words[exit] = Int32(words.count) }
        case .guardCondition(let condition): append(.guardCondition, at: at, ConditionCode.words(condition))
        case .exit: append(.exit, at: at)
        }
    }

    /// A presentation's style, flags (1: `isModalInPresentation`, 2: `onTop`) and delegate; the
    /// defaults for none.
    private static func words(_ presentation: Presentation?) -> [Int32] {
        guard let presentation else { return [0, 0, -1] }
        return [Int32(presentation.style.code), (presentation.isModalInPresentation ? 1 : 0) | (presentation.onTop ? 2 : 0), presentation.delegate?.code ?? -1]
    }

    /// An optional index as a word, -1 for none.
    private static func word(_ index: Int?) -> Int32 { index.map { Int32($0) } ?? -1 }
}
