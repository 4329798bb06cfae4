/// Parses the scenario language (see docs/language.md) into a ``ScenarioSyntax``.
///
/// The parser collects every diagnostic of the file; a line with an error is skipped and
/// parsing goes on with the next one.
struct Parser {
    static let declarationKeywords = ["scenario", "depth", "animations", "flows", "event", "disable", "screen", "coordinator", "assert", "expect"]
    static let operationKeywords = [
        "push", "pop", "popToRoot", "popTo", "unwind", "setViewControllers", "present", "dismiss", "setRoot", "selectTab",
        "disable", "enable", "embed", "unembed", "start", "append", "presentationDelegate", "refuse", "finish", "removeChild", "removeAllChildren", "clear", "popFlow", "call", "if", "else", "guard",
        "async", "exit",
    ]
    static let screenAttributes = ["hidesBackButton", "hidesBottomBarWhenPushed", "coordinator"]

    let file: SourceFile

    /// Reading stops after this many errors.
    static let maximumErrors = 100

    func parse() -> (document: ScenarioDocument, diagnostics: [Diagnostic]) {
        let (lines, lexDiagnostics) = Lexer(file: file).lines()
        var diagnostics = lexDiagnostics
        var document = ScenarioDocument()
        let badLines = Set(lexDiagnostics.map(\.location.line))
        // Indented lines belong to the coordinator declared just above them, if any. Those
        // under a declaration that has an error (`coordinater App`) are not read: each would
        // only echo it. The coordinator being read is kept aside until the next declaration.
        var coordinator: (declaration: DeclarationSyntax, syntax: CoordinatorSyntax)?
        var inBrokenDeclaration = false
        var pending = PendingRemarks()
        // The indentation of the open coordinator's last member line.
        var memberIndentation = 0
        func close() {
            guard var declaration = coordinator?.declaration, var syntax = coordinator?.syntax else { return }
            Self.endHandler(of: &syntax, &pending, memberIndentation: memberIndentation)
            syntax.trailing += pending.takeEnding(deeperThan: 0)
            declaration.kind = .coordinator(syntax)
            document.declarations.append(declaration)
            coordinator = nil
        }
        for line in lines where !badLines.contains(line.number) {
            if let remark = line.remark {
                pending.append(remark, of: line)
                continue
            }
            guard diagnostics.count < Self.maximumErrors else {
                // A file this broken is not a scenario (a binary, a log, the wrong file).
                diagnostics.append(Diagnostic(at: SourceLocation(line: line.number, column: 1),
                                              "too many errors (\(diagnostics.count)); the rest of the file is not read"))
                break
            }
            var cursor = TokenCursor(line, endColumn: file.line(line.number).unicodeScalars.count + 1)
            do throws(Diagnostic) {
                if line.isIndented {
                    if inBrokenDeclaration { continue }
                    guard coordinator != nil else {
                        throw Diagnostic(at: cursor.location, "indented line outside a coordinator; declarations start in column 1")
                    }
                    try parseIndented(&cursor, line: line, pending: &pending, memberIndentation: &memberIndentation, into: &coordinator!.syntax)
                } else {
                    close()
                    inBrokenDeclaration = false
                    memberIndentation = 0
                    do throws(Diagnostic) {
                        let declaration = try parseDeclaration(&cursor, line: line, remarks: pending.takeAll(), in: document)
                        if case .coordinator(let syntax) = declaration.kind {
                            coordinator = (declaration, syntax)
                        } else {
                            document.declarations.append(declaration)
                        }
                    } catch {
                        inBrokenDeclaration = true
                        throw error
                    }
                }
            } catch {
                diagnostics.append(error)
            }
        }
        close()
        document.trailing = pending.takeAll()
        return (document, diagnostics)
    }

    /// Ends the coordinator's last handler with the remarks indented deeper than its header.
    private static func endHandler(of coordinator: inout CoordinatorSyntax, _ pending: inout PendingRemarks, memberIndentation: Int) {
        guard let last = coordinator.members.indices.last, case .handler(var handler) = coordinator.members[last].kind else { return }
        let ending = pending.takeEnding(deeperThan: memberIndentation)
        guard !ending.isEmpty else { return }
        handler.trailing += ending
        coordinator.members[last].kind = .handler(handler)
    }

    // MARK: - Declarations

    /// The declaration a line starts, with the remarks above it and its comment.
    private func parseDeclaration(_ cursor: inout TokenCursor, line: Line, remarks: [Remark],
                                  in document: ScenarioDocument) throws(Diagnostic) -> DeclarationSyntax {
        let keyword = try cursor.name("a declaration")
        let kind: DeclarationSyntax.Kind
        switch keyword.text {
        case "scenario":
            let name = try cursor.name("the scenario's name")
            if let first = ScenarioSyntax(document).name { throw Diagnostic(at: keyword.location, "the scenario is already named '\(first.text)' (line \(first.location.line))") }
            kind = .scenario(name)
        case "depth":
            let (value, location) = try cursor.number("a depth")
            if let first = ScenarioSyntax(document).depth { throw Diagnostic(at: keyword.location, "the depth is already set (line \(first.location.line))") }
            kind = .depth(NumberSyntax(value, location: location))
        case "animations":
            guard cursor.take(word: "on") else { throw cursor.expected("'on' (animations on: transitions take time)") }
            if ScenarioSyntax(document).animations != nil { throw Diagnostic(at: keyword.location, "'animations on' is already written") }
            kind = .animations
        case "flows":
            kind = .flows(try cursor.nameList("a flow name"))
        case "event":
            kind = .events(try cursor.nameList("an event name"))
        case "disable":
            kind = .disable(try cursor.nameList("a UIKit event (swipeBack, swipeDismiss, reselectTab)"))
        case "screen":
            let name = try cursor.name("a screen name")
            var attributes: [Name] = []
            while let token = cursor.peek, token.kind == .word {
                let attribute = try cursor.name("a screen attribute")
                guard Self.screenAttributes.contains(attribute.text) else {
                    throw Diagnostic(at: attribute.location, "unknown screen attribute '\(attribute.text)'; write the events after a colon"
                        + NameSuggestion.hint(for: attribute.text, among: Self.screenAttributes))
                }
                if attributes.contains(where: { $0.text == attribute.text || $0.text.hasPrefix("coordinator ") && attribute.text == "coordinator" }) {
                    throw Diagnostic(at: attribute.location, "'\(attribute.text)' is given twice")
                }
                if attribute.text == "coordinator" {
                    // `coordinator weak|strong`: how the view controller holds its coordinator.
                    let kind = try cursor.name("weak or strong (how the screen holds its coordinator)")
                    guard kind.text == "weak" || kind.text == "strong" else {
                        throw Diagnostic(at: kind.location, "a screen holds its coordinator weak or strong, not '\(kind.text)'")
                    }
                    attributes.append(Name(text: "coordinator \(kind.text)", location: attribute.location))
                    continue
                }
                attributes.append(attribute)
            }
            var events: [Name] = []
            if cursor.take(symbol: ":") { events = try cursor.nameList("a screen event name") }
            kind = .screen(.init(name: name, events: events, attributes: attributes))
        case "coordinator":
            kind = .coordinator(try parseCoordinatorHeader(&cursor))
        case "assert":
            kind = .assertion(try parseAssertion(&cursor))
        case "expect":
            kind = .expectations(try parseExpectation(&cursor))
        default:
            if Self.operationKeywords.contains(keyword.text) || keyword.text == "on" || keyword.text == "func" {
                throw Diagnostic(at: keyword.location, "'\(keyword.text)' must be indented under a coordinator")
            }
            throw Diagnostic(at: keyword.location, "unknown declaration '\(keyword.text)'" + NameSuggestion.hint(for: keyword.text, among: Self.declarationKeywords))
        }
        try cursor.expectEnd()
        return DeclarationSyntax(kind, leading: remarks, comment: line.comment, location: keyword.location)
    }

    private func parseCoordinatorHeader(_ cursor: inout TokenCursor) throws(Diagnostic) -> CoordinatorSyntax {
        var coordinator = CoordinatorSyntax(name: try cursor.name("a coordinator name"))
        var seen: Set<String> = []
        while !cursor.isAtEnd {
            let attribute = try cursor.name("a coordinator attribute (root, container, flow, parent, navigation)")
            if !seen.insert(attribute.text).inserted {
                throw Diagnostic(at: attribute.location, "'\(attribute.text)' is given twice")
            }
            switch attribute.text {
            case "root": coordinator.isRoot = true
            case "container": coordinator.isContainer = true
            case "navigation": coordinator.navigation = try cursor.name("weak or strong (how it holds its navigation controller)")
            case "flow": coordinator.flow = try cursor.name("a flow name")
            case "parent": coordinator.parentKind = try cursor.name("weak, strong or none")
            default:
                throw Diagnostic(at: attribute.location, "unknown coordinator attribute '\(attribute.text)'"
                    + NameSuggestion.hint(for: attribute.text, among: ["root", "container", "flow", "parent", "navigation"]))
            }
        }
        return coordinator
    }

    private func parseAssertion(_ cursor: inout TokenCursor) throws(Diagnostic) -> ScenarioSyntax.AssertionDeclaration {
        let name = try cursor.name("the assertion's name")
        guard cursor.take(symbol: ":") else { throw cursor.expected("':' after the assertion's name") }
        let always = cursor.take(word: "always")
        if always || cursor.take(word: "reachable") {
            if always, !cursor.take(word: "reachable") { throw cursor.expected("'reachable' (always reachable Screen)") }
            let screen = try cursor.name("a screen")
            return .init(name: name, reachable: screen, always: always)
        }
        guard cursor.take(word: "at") else { throw cursor.expected("'at most N Type', 'reachable Screen' or 'always reachable Screen'") }
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

    /// `expect no-leaks, parent-link`, or for one invariant `expect no-leaks: Detail, Settings
    /// at depth 3` (the coordinator types its violations blame, the depth of each).
    private func parseExpectation(_ cursor: inout TokenCursor) throws(Diagnostic) -> [ScenarioSyntax.ExpectationDeclaration] {
        let names = try cursor.nameList("an invariant or assertion name")
        var declaration = ScenarioSyntax.ExpectationDeclaration(name: names[0])
        if let colon = cursor.peek, cursor.take(symbol: ":") {
            guard names.count == 1 else {
                throw Diagnostic(at: colon.location, "name the coordinators of one invariant per line: 'expect \(names[names.count - 1].text): …'")
            }
            declaration.culprits = try cursor.nameList("a coordinator type (the one its violation is about)")
        }
        if let at = cursor.peek, cursor.take(word: "at") {
            guard cursor.take(word: "depth") else { throw cursor.expected("'depth' (at depth N)") }
            guard names.count == 1 else {
                throw Diagnostic(at: at.location, "give the depth of one invariant per line: 'expect \(names[names.count - 1].text) at depth N'")
            }
            let (value, location) = try cursor.number("a depth")
            declaration.depth = NumberSyntax(value, location: location)
        }
        guard names.count == 1 else { return names.map { ScenarioSyntax.ExpectationDeclaration(name: $0) } }
        return [declaration]
    }

    // MARK: - Handlers and operations

    private func parseIndented(_ cursor: inout TokenCursor, line: Line, pending: inout PendingRemarks, memberIndentation: inout Int,
                               into coordinator: inout CoordinatorSyntax) throws(Diagnostic) {
        let handlerLocation = cursor.location
        let startsMember = cursor.peek.map { $0.isWord("var") || $0.isWord("on") || $0.isWord("func") } ?? false
        if startsMember {
            Self.endHandler(of: &coordinator, &pending, memberIndentation: memberIndentation)
            memberIndentation = line.indentation
        }
        let remarks = pending.takeAll()
        if cursor.take(word: "var") {
            // `var profile: Profile`: a stored property holding a coordinator.
            let name = try cursor.name("the property's name")
            guard cursor.take(symbol: ":") else { throw cursor.expected("':' and the property's coordinator type") }
            let type = try cursor.name("a coordinator type")
            try cursor.expectEnd()
            coordinator.members.append(MemberSyntax(.property(name: name, type: type), leading: remarks, comment: line.comment, location: handlerLocation))
        } else if cursor.take(word: "on") {
            let first = try cursor.name("an event (start, back, swipeBack, Screen.event, …)")
            let trigger: HandlerSyntax.Trigger
            if cursor.take(symbol: ".") {
                trigger = .screenEvent(screen: first, event: try cursor.name("a screen event name"))
            } else if first.text == "selectTab" {
                let (tab, location) = try cursor.number("a tab number (on selectTab 2)")
                guard tab >= 1 else { throw Diagnostic(at: location, "tabs are numbered from 1") }
                trigger = .selectTab(tab, first)
            } else {
                trigger = .named(first)
            }
            coordinator.members.append(try parseHandler(&cursor, trigger, line: line, remarks: remarks, location: handlerLocation))
        } else if cursor.take(word: "func") {
            let name = try cursor.name("a method name")
            coordinator.members.append(try parseHandler(&cursor, .method(name), line: line, remarks: remarks, location: handlerLocation))
        } else {
            // The coordinator's last handler (a `var` line between leaves it open).
            guard let last = coordinator.members.lastIndex(where: { if case .handler = $0.kind { true } else { false } }),
                  case .handler(var handler) = coordinator.members[last].kind else {
                throw Diagnostic(at: cursor.location, "operation outside a handler; write 'on start' (or another 'on EVENT') above it")
            }
            coordinator.members[last].kind = .property(name: "", type: "")  // moved out while it grows
            defer { coordinator.members[last].kind = .handler(handler) }
            try parseOperations(&cursor, line: line, remarks: remarks, into: &handler)
        }
    }

    /// A handler's header line: `on back: pop; finish` has its operations after a colon.
    private func parseHandler(_ cursor: inout TokenCursor, _ trigger: HandlerSyntax.Trigger, line: Line, remarks: [Remark],
                              location: SourceLocation) throws(Diagnostic) -> MemberSyntax {
        var handler = HandlerSyntax(trigger, location: location)
        guard cursor.take(symbol: ":") else {
            try cursor.expectEnd()
            return MemberSyntax(.handler(handler), leading: remarks, comment: line.comment, location: location)
        }
        handler.isInline = true
        handler.body = [OperationLineSyntax(try parseOperationList(&cursor), comment: line.comment)]
        return MemberSyntax(.handler(handler), leading: remarks, location: location)
    }

    private func parseOperations(_ cursor: inout TokenCursor, line: Line, remarks: [Remark], into handler: inout HandlerSyntax) throws(Diagnostic) {
        if let token = cursor.peek, token.isWord("else") {
            // `else [if COND]: …` continues the `if` just above, in the same handler.
            _ = cursor.next()
            guard let last = handler.body.indices.last, let operation = handler.body[last].operations.indices.last,
                  case .branches(var branches) = handler.body[last].operations[operation].kind, branches.last?.condition != nil else {
                throw Diagnostic(at: token.location, "'else' must follow an 'if' line of the same handler")
            }
            var branch = try parseBranch(&cursor, location: token.location, hasCondition: cursor.take(word: "if"))
            branch.leading = remarks
            branch.comment = line.comment
            branches.append(branch)
            handler.body[last].operations[operation].kind = .branches(branches)
            return
        }
        handler.body.append(OperationLineSyntax(try parseOperationList(&cursor), leading: remarks, comment: line.comment))
    }

    /// `op; op; …` to the end of the line.
    private func parseOperationList(_ cursor: inout TokenCursor) throws(Diagnostic) -> [OperationSyntax] {
        var operations: [OperationSyntax] = []
        repeat {
            if let token = cursor.peek, token.isWord("else") {
                throw Diagnostic(at: token.location, "'else' starts its own line, below the 'if'")
            }
            operations.append(try parseOperation(&cursor))
        } while cursor.take(symbol: ";")
        try cursor.expectEnd()
        return operations
    }

    /// `completion: op; op` to the end of the line, if written.
    private func parseCompletion(_ cursor: inout TokenCursor) throws(Diagnostic) -> [OperationSyntax]? {
        guard cursor.take(word: "completion") else { return nil }
        guard cursor.take(symbol: ":") else { throw cursor.expected("':' and the operations of the completion") }
        return try parseOperationList(&cursor)
    }

    /// `[COND]: op; op` after `if`, `else if` or `else`.
    private func parseBranch(_ cursor: inout TokenCursor, location: SourceLocation, hasCondition: Bool) throws(Diagnostic) -> OperationSyntax.BranchSyntax {
        let condition = hasCondition ? try parseCondition(&cursor) : nil
        guard cursor.take(symbol: ":") else { throw cursor.expected("':' and the operations of the branch") }
        return .init(condition: condition, operations: try parseOperationList(&cursor), location: location)
    }

    /// `child T`, `child caller`, `parent T`, `parent none`, `caller T`, `visible Screen`, `presenting`, `showing`, `not COND`.
    private func parseCondition(_ cursor: inout TokenCursor) throws(Diagnostic) -> OperationSyntax.ConditionSyntax {
        let word = try cursor.name("a condition (child T, parent T, caller T, visible Screen, presenting, showing, not …)")
        switch word.text {
        case "not": return .not(try parseCondition(&cursor))
        case "child": return .child(try cursor.name("a coordinator type or caller"))
        case "parent": return .parent(try cursor.name("a coordinator type or none"))
        case "visible": return .visible(try cursor.name("a screen"))
        case "presenting": return .presenting
        case "showing": return .showing
        case "caller": return .caller(try cursor.name("a coordinator type"))
        default:
            throw Diagnostic(at: word.location, "unknown condition '\(word.text)'"
                + NameSuggestion.hint(for: word.text, among: ["child", "parent", "caller", "visible", "presenting", "showing", "not"]))
        }
    }

    /// `[STYLE] [isModalInPresentation] [delegate TARGET] [onTop]` after `present Screen`.
    private func parsePresentation(_ cursor: inout TokenCursor) throws(Diagnostic) -> OperationSyntax.PresentationSyntax {
        var presentation = OperationSyntax.PresentationSyntax()
        var seen: Set<String> = []
        while let token = cursor.peek, token.kind == .word, !token.isWord("completion") {
            _ = cursor.next()
            let option = PresentationStyle.words[token.text] != nil ? "style" : token.text
            if !seen.insert(option).inserted {
                throw Diagnostic(at: token.location, option == "style" ? "the presentation style is given twice" : "'\(token.text)' is given twice")
            }
            switch option {
            case "style": presentation.style = Name(token)
            case "isModalInPresentation": presentation.isModalInPresentation = true
            case "delegate": presentation.delegate = try cursor.name("self, parent, root, none or a coordinator type")
            case "onTop": presentation.onTop = true
            default:
                throw Diagnostic(at: token.location, "unknown presentation option '\(token.text)'" + NameSuggestion.hint(
                    for: token.text, among: PresentationStyle.words.keys.sorted() + ["isModalInPresentation", "delegate", "onTop"]))
            }
        }
        return presentation
    }

    /// The screen `push`, `present` or `setViewControllers` shows: a screen type, or `tabs N`, a tab bar controller
    /// with N empty tabs (named `tabs N`, which no declared screen can be).
    private func parseShown(_ cursor: inout TokenCursor, _ what: String) throws(Diagnostic) -> Name {
        let name = try cursor.name(what)
        guard name.text == "tabs", cursor.peek?.kind == .number else { return name }
        let (count, location) = try cursor.number("the number of tabs")
        guard (1...10).contains(count) else { throw Diagnostic(at: location, "a tab bar has 1 to 10 tabs, not \(count)") }
        return Name(text: "tabs \(count)", location: name.location)
    }

    private func parseOperation(_ cursor: inout TokenCursor) throws(Diagnostic) -> OperationSyntax {
        let keyword = try cursor.name("an operation")
        let kind: OperationSyntax.Kind
        switch keyword.text {
        case "push": kind = .push(try parseShown(&cursor, "a screen to push (or tabs N)"))
        case "pop": kind = .pop
        case "popToRoot": kind = .popToRoot
        case "popTo": kind = .popTo(try cursor.name("a screen to pop to"))
        case "unwind": kind = .unwind
        case "setViewControllers":
            var screens = [try parseShown(&cursor, "a screen (or tabs N)")]
            while cursor.take(symbol: ",") { screens.append(try parseShown(&cursor, "a screen (or tabs N)")) }
            kind = .setViewControllers(screens)
        case "present":
            let screen = try parseShown(&cursor, "a screen to present (or tabs N)")
            let presentation = try parsePresentation(&cursor)
            kind = .present(screen, presentation, completion: try parseCompletion(&cursor))
        case "async":
            guard cursor.take(symbol: ":") else { throw cursor.expected("':' and the operations of the closure") }
            kind = .async(try parseOperationList(&cursor))
        case "selectTab":
            let (tab, location) = try cursor.number("a tab number")
            guard tab >= 1 else { throw Diagnostic(at: location, "tabs are numbered from 1") }
            kind = .selectTab(tab)
        case "disable", "enable":
            guard cursor.take(word: "swipeBack") else {
                throw cursor.expected("'swipeBack' (its navigation controller's interactive pop gesture)")
            }
            kind = .setSwipeBack(enabled: keyword.text == "enable")
        case "if":
            kind = .branches([try parseBranch(&cursor, location: keyword.location, hasCondition: true)])
        case "guard": kind = .guardCondition(try parseCondition(&cursor))
        case "dismiss": kind = .dismiss(completion: try parseCompletion(&cursor))
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
        case "embed": kind = .embed(try cursor.name("a screen to embed"))
        case "unembed": kind = .unembed(try cursor.name("an embedded screen to remove"))
        case "start": kind = try parseStart(&cursor)
        case "append":
            let instance = try cursor.name("caller, parent or root: a coordinator that exists")
            var into: Name?
            if cursor.take(word: "into") { into = try cursor.name("self, parent, root or a coordinator type") }
            kind = .append(instance, into: into)
        case "presentationDelegate": kind = .presentationDelegate(try cursor.name("self, parent, root, caller, none or a coordinator type"))
        case "refuse": kind = .refuse
        case "finish": kind = .finish
        case "removeChild":
            if cursor.take(word: "key") {
                kind = .removeChild(.key(try cursor.name("a dictionary key")))
            } else {
                kind = .removeChild(.named(try cursor.name("a coordinator type, caller, self or key K")))
            }
        case "removeAllChildren": kind = .removeAllChildren
        case "clear": kind = .clear(try cursor.name("a stored property (var NAME: Type)"))
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
        return OperationSyntax(kind, location: keyword.location)
    }

    private func parseStart(_ cursor: inout TokenCursor) throws(Diagnostic) -> OperationSyntax.Kind {
        let type = try cursor.name("a coordinator type to start")
        var placement = OperationSyntax.Placement.here
        var options = OperationSyntax.StartOptions()
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
                    var style: Name?
                    if let next = cursor.peek, next.kind == .word, PresentationStyle.words[next.text] != nil {
                        style = try cursor.name("a presentation style")
                    }
                    placement = .modal(style: style)
                } else if cursor.take(word: "sheet") {
                    placement = .sheet
                } else if cursor.take(word: "tab") {
                    let (index, location) = try cursor.number("a tab number")
                    guard index >= 1 else { throw Diagnostic(at: location, "tabs are numbered from 1") }
                    placement = .tab(index)
                } else if cursor.take(word: "embed") {
                    placement = .embed
                } else {
                    throw cursor.expected("here, modal, sheet, tab N or embed")
                }
            case "into": options.into = try cursor.name("self, parent, root, none or a coordinator type")
            case "also": options.also = try cursor.name("self, parent, root or a coordinator type")
            case "parent": options.parent = try cursor.name("self, parent, root, none or a coordinator type")
            case "key": options.key = try cursor.name("a dictionary key")
            case "isModalInPresentation": options.isModalInPresentation = Name(token)
            case "delegate": options.delegate = try cursor.name("self, parent, root, none or a coordinator type")
            case "onTop": options.onTop = Name(token)
            case "case": options.startCase = try cursor.name("a start case (on start.CASE)")
            default:
                let hint = NameSuggestion.hint(for: token.text, among: ["in", "into", "also", "parent", "key", "isModalInPresentation", "delegate", "onTop", "case"])
                throw Diagnostic(at: token.location, "unknown start option '\(token.text)'" + hint + (hint.isEmpty ? "; " : " ")
                    + "a start takes: in here | in modal [STYLE] | in sheet | in tab N, into T, also T, parent T, key K, "
                    + "isModalInPresentation, delegate T, onTop, case C")
            }
        }
        return .start(type: type, placement: placement, options: options)
    }
}
