/// A scenario compiled for the machine's hot path: one immutable object every copy of a
/// ``Machine`` (and every handler run, every invariant context) shares by reference. What a
/// transition reads of it — the handlers as ``Bytecode``, which handler each event runs
/// (``DispatchTable``), the type facts (``TypeTable``) — is in blocks of words outside
/// reference counting, which a handler run copies the handles of: no dictionary, no string,
/// and no retain of the model or of its arrays on a transition.
final class CompiledModel: Sendable {
    let scenario: Scenario
    /// Every handler, by ``Handler/id``.
    let handlers: [Handler]
    /// Every handler and closure, compiled: what the machine runs.
    let bytecode: Bytecode
    /// The type facts transitions read.
    let types: TypeTable
    /// The name of each method slot a `call` names (for messages).
    let methodNames: [String]
    /// The scenario's events, numbered: a screen event's number is also its column.
    let events: EventCatalog
    /// Which handler each type runs for each event, `start` and method.
    let dispatch: DispatchTable

    init(_ scenario: Scenario) {
        self.scenario = scenario
        handlers = scenario.allHandlers
        let compiler = BytecodeCompiler(scenario: scenario)
        bytecode = Bytecode(compiler.words, handlerCount: handlers.count)
        methodNames = compiler.methodNames
        types = TypeTable(scenario)
        events = EventCatalog(scenario: scenario)
        dispatch = DispatchTable(scenario, events: events)
    }

    deinit {
        bytecode.words.deallocate()
        types.words.deallocate()
        dispatch.words.deallocate()
    }
}
