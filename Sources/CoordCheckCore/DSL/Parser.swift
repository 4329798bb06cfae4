/// Parses the scenario language (see docs/language.md) into a ``ScenarioSyntax``.
///
/// The parser collects every diagnostic of the file; a line with an error is skipped and
/// parsing goes on with the next one.
struct Parser {
    static let declarationKeywords = ["scenario", "depth", "flows", "event", "disable", "screen", "coordinator", "assert", "expect"]
    static let operationKeywords = [
        "push", "pop", "popToRoot", "popTo", "unwind", "present", "dismiss", "setRoot", "start", "finish",
        "removeChild", "removeAllChildren", "popFlow", "call", "exit",
    ]

    let file: SourceFile

    /// Reading stops after this many errors.
    static let maximumErrors = 100

    func parse() -> (syntax: ScenarioSyntax, diagnostics: [Diagnostic]) {
        let (lines, lexDiagnostics) = Lexer(file: file).lines()
        var diagnostics = lexDiagnostics
        var syntax = ScenarioSyntax()
        let badLines = Set(lexDiagnostics.map(\.location.line))
        // Indented lines belong to the coordinator declared just above them, if any.
        var inCoordinator = false
        for line in lines where !badLines.contains(line.number) {
            guard diagnostics.count < Self.maximumErrors else {
                // A file this broken is not a scenario (a binary, a log, the wrong file).
                diagnostics.append(Diagnostic(at: SourceLocation(line: line.number, column: 1),
                                              "too many errors (\(diagnostics.count)); the rest of the file is not read"))
                break
            }
            var cursor = TokenCursor(line, endColumn: file.line(line.number).unicodeScalars.count + 1)
            do throws(Diagnostic) {
                if line.isIndented {
                    guard inCoordinator else {
                        throw Diagnostic(at: cursor.location, "indented line outside a coordinator; declarations start in column 1")
                    }
                    try parseIndented(&cursor, into: &syntax)
                } else {
                    inCoordinator = cursor.peek?.isWord("coordinator") == true
                    try parseDeclaration(&cursor, into: &syntax)
                }
            } catch {
                diagnostics.append(error)
            }
        }
        return (syntax, diagnostics)
    }

    // MARK: - Declarations

    private func parseDeclaration(_ cursor: inout TokenCursor, into syntax: inout ScenarioSyntax) throws(Diagnostic) {
        let keyword = try cursor.name("a declaration")
        switch keyword.text {
        case "scenario":
            let name = try cursor.name("the scenario's name")
            if let first = syntax.name { throw Diagnostic(at: keyword.location, "the scenario is already named '\(first.text)' (line \(first.location.line))") }
            syntax.name = name
        case "depth":
            let (value, location) = try cursor.number("a depth")
            if let first = syntax.depth { throw Diagnostic(at: keyword.location, "the depth is already set (line \(first.location.line))") }
            syntax.depth = (value, location)
        case "flows":
            syntax.flows += try cursor.nameList("a flow name")
        case "event":
            syntax.globalEvents += try cursor.nameList("an event name")
        case "disable":
            syntax.disabledEvents += try cursor.nameList("a UIKit event (swipeBack, swipeDismiss, reselectTab)")
        case "screen":
            let name = try cursor.name("a screen name")
            var events: [Name] = []
            if cursor.take(symbol: ":") { events = try cursor.nameList("a screen event name") }
            syntax.screens.append(.init(name: name, events: events))
        case "coordinator":
            syntax.coordinators.append(try parseCoordinatorHeader(&cursor))
        case "assert":
            syntax.assertions.append(try parseAssertion(&cursor))
        case "expect":
            syntax.expectations += try cursor.nameList("an invariant or assertion name")
        default:
            if Self.operationKeywords.contains(keyword.text) || keyword.text == "on" || keyword.text == "func" {
                throw Diagnostic(at: keyword.location, "'\(keyword.text)' must be indented under a coordinator")
            }
            throw Diagnostic(at: keyword.location, "unknown declaration '\(keyword.text)'" + NameSuggestion.hint(for: keyword.text, among: Self.declarationKeywords))
        }
        try cursor.expectEnd()
    }

    private func parseCoordinatorHeader(_ cursor: inout TokenCursor) throws(Diagnostic) -> CoordinatorSyntax {
        var coordinator = CoordinatorSyntax(name: try cursor.name("a coordinator name"))
        var seen: Set<String> = []
        while !cursor.isAtEnd {
            let attribute = try cursor.name("a coordinator attribute (root, container, flow, parent)")
            if !seen.insert(attribute.text).inserted {
                throw Diagnostic(at: attribute.location, "'\(attribute.text)' is given twice")
            }
            switch attribute.text {
            case "root": coordinator.isRoot = true
            case "container": coordinator.isContainer = true
            case "flow": coordinator.flow = try cursor.name("a flow name")
            case "parent": coordinator.parentKind = try cursor.name("weak, strong or none")
            default:
                throw Diagnostic(at: attribute.location, "unknown coordinator attribute '\(attribute.text)'"
                    + NameSuggestion.hint(for: attribute.text, among: ["root", "container", "flow", "parent"]))
            }
        }
        return coordinator
    }

    private func parseAssertion(_ cursor: inout TokenCursor) throws(Diagnostic) -> ScenarioSyntax.AssertionDeclaration {
        let name = try cursor.name("the assertion's name")
        guard cursor.take(symbol: ":") else { throw cursor.expected("':' after the assertion's name") }
        guard cursor.take(word: "at") else { throw cursor.expected("'at most N Type'") }
        guard cursor.take(word: "most") else { throw cursor.expected("'most' (at most N Type)") }
        let (limit, _) = try cursor.number("a number")
        let type = try cursor.name("a coordinator type")
        var perStack = false
        if cursor.take(word: "per") {
            guard cursor.take(word: "stack") else { throw cursor.expected("'stack' (per stack)") }
            perStack = true
        }
        return .init(name: name, limit: limit, type: type, perStack: perStack)
    }

    // MARK: - Handlers and operations

    private func parseIndented(_ cursor: inout TokenCursor, into syntax: inout ScenarioSyntax) throws(Diagnostic) {
        guard !syntax.coordinators.isEmpty else {
            throw Diagnostic(at: cursor.location, "indented line outside a coordinator; declarations start in column 1")
        }
        let last = syntax.coordinators.count - 1
        let handlerLocation = cursor.location
        if cursor.take(word: "on") {
            let location = handlerLocation
            let first = try cursor.name("an event (start, back, swipeBack, Screen.event, …)")
            let trigger: HandlerSyntax.Trigger
            if cursor.take(symbol: ".") {
                trigger = .screenEvent(screen: first, event: try cursor.name("a screen event name"))
            } else {
                trigger = .named(first)
            }
            syntax.coordinators[last].handlers.append(HandlerSyntax(trigger: trigger, location: location))
            try parseInlineOperations(&cursor, into: &syntax.coordinators[last])
        } else if cursor.take(word: "func") {
            let name = try cursor.name("a method name")
            syntax.coordinators[last].handlers.append(HandlerSyntax(trigger: .method(name), location: handlerLocation))
            try parseInlineOperations(&cursor, into: &syntax.coordinators[last])
        } else {
            guard !syntax.coordinators[last].handlers.isEmpty else {
                throw Diagnostic(at: cursor.location, "operation outside a handler; write 'on start' (or another 'on EVENT') above it")
            }
            try parseOperations(&cursor, into: &syntax.coordinators[last])
        }
    }

    /// `on back: pop; finish` — operations on the handler's own line, after a colon.
    private func parseInlineOperations(_ cursor: inout TokenCursor, into coordinator: inout CoordinatorSyntax) throws(Diagnostic) {
        if cursor.take(symbol: ":") {
            try parseOperations(&cursor, into: &coordinator)
        } else {
            try cursor.expectEnd()
        }
    }

    private func parseOperations(_ cursor: inout TokenCursor, into coordinator: inout CoordinatorSyntax) throws(Diagnostic) {
        let handler = coordinator.handlers.count - 1
        repeat {
            coordinator.handlers[handler].operations.append(try parseOperation(&cursor))
        } while cursor.take(symbol: ";")
        try cursor.expectEnd()
    }

    private func parseOperation(_ cursor: inout TokenCursor) throws(Diagnostic) -> OperationSyntax {
        let keyword = try cursor.name("an operation")
        let kind: OperationSyntax.Kind
        switch keyword.text {
        case "push": kind = .push(try cursor.name("a screen to push"))
        case "pop": kind = .pop
        case "popToRoot": kind = .popToRoot
        case "popTo": kind = .popTo(try cursor.name("a screen to pop to"))
        case "unwind": kind = .unwind
        case "present":
            let screen = try cursor.name("a screen to present")
            var sheet = false
            if cursor.take(word: "sheet") { sheet = true } else { _ = cursor.take(word: "fullScreen") }
            kind = .present(screen, sheet: sheet)
        case "dismiss": kind = .dismiss
        case "setRoot":
            if cursor.take(word: "stack") {
                kind = .setRootStack
            } else if cursor.take(word: "tabs") {
                let (count, location) = try cursor.number("the number of tabs")
                guard (1...10).contains(count) else { throw Diagnostic(at: location, "a tab bar has 1 to 10 tabs, not \(count)") }
                kind = .setRootTabs(count)
            } else {
                throw cursor.expected("'stack' or 'tabs N'")
            }
        case "start": kind = try parseStart(&cursor)
        case "finish": kind = .finish
        case "removeChild": kind = .removeChild(try cursor.name("a coordinator type"))
        case "removeAllChildren": kind = .removeAllChildren
        case "popFlow":
            let flow = try cursor.name("a flow")
            var filter: Name?
            if cursor.take(word: "filter") { filter = try cursor.name("the flow the filter removes") }
            kind = .popFlow(flow, filter: filter)
        case "call":
            let target = try cursor.name("self, parent, root or a coordinator type")
            guard cursor.take(symbol: ".") else { throw cursor.expected("'.' and a method name (call parent.didFinish)") }
            kind = .call(target: target, method: try cursor.name("a method name"))
        case "exit": kind = .exit
        default:
            throw Diagnostic(at: keyword.location, "unknown operation '\(keyword.text)'" + NameSuggestion.hint(for: keyword.text, among: Self.operationKeywords))
        }
        return OperationSyntax(kind: kind, location: keyword.location)
    }

    private func parseStart(_ cursor: inout TokenCursor) throws(Diagnostic) -> OperationSyntax.Kind {
        let type = try cursor.name("a coordinator type to start")
        var placement = OperationSyntax.Placement.here
        var into: Name?
        var also: Name?
        var parent: Name?
        var seen: Set<String> = []
        while let token = cursor.peek, token.kind == .word {
            _ = cursor.next()
            if !seen.insert(token.text).inserted {
                throw Diagnostic(at: token.location, "'\(token.text)' is given twice")
            }
            switch token.text {
            case "in":
                if cursor.take(word: "here") {
                    placement = .here
                } else if cursor.take(word: "modal") {
                    placement = .modal
                } else if cursor.take(word: "sheet") {
                    placement = .sheet
                } else if cursor.take(word: "tab") {
                    let (index, location) = try cursor.number("a tab number")
                    guard index >= 1 else { throw Diagnostic(at: location, "tabs are numbered from 1") }
                    placement = .tab(index)
                } else {
                    throw cursor.expected("here, modal, sheet or tab N")
                }
            case "into": into = try cursor.name("self, parent, root, none or a coordinator type")
            case "also": also = try cursor.name("self, parent, root or a coordinator type")
            case "parent": parent = try cursor.name("self, parent, root, none or a coordinator type")
            default:
                throw Diagnostic(at: token.location, "unknown start option '\(token.text)'" + NameSuggestion.hint(for: token.text, among: ["in", "into", "also", "parent"]))
            }
        }
        return .start(type: type, placement: placement, into: into, also: also, parent: parent)
    }
}
