/// The language's one printer: writes a ``ScenarioDocument`` as scenario text, in the layout
/// the documentation uses — declarations in column 1, a coordinator's members indented two
/// spaces and its handlers' operation lines four, comments after lines aligned at column 57.
/// Reading the text back gives the same document.
public enum ScenarioPrinter {
    /// The column after which comments after lines start, where the line is shorter.
    public static let commentColumn = 56
    /// How a coordinator's members and a handler's operation lines are indented.
    public static let memberIndent = "  "
    public static let bodyIndent = "    "

    public static func text(of document: ScenarioDocument) -> String {
        var lines: [String] = []
        for declaration in document.declarations {
            lines += remarks(declaration.leading, indent: "")
            lines.append(line(declarationText(declaration.kind), comment: declaration.comment))
            guard case .coordinator(let coordinator) = declaration.kind else { continue }
            for member in coordinator.members { lines += memberLines(member) }
            lines += remarks(coordinator.trailing, indent: memberIndent)
        }
        lines += remarks(document.trailing, indent: "")
        return lines.map { $0 + "\n" }.joined()
    }

    /// A line and the comment after it, aligned.
    public static func line(_ text: String, comment: String?) -> String {
        guard let comment else { return text }
        return text + String(repeating: " ", count: max(1, commentColumn - text.count)) + commentText(comment)
    }

    /// The text of an operation, as written in a handler (an `if` with its first branch only:
    /// its `else` branches are lines of their own).
    public static func operationText(_ operation: OperationSyntax) -> String {
        switch operation.kind {
        case .push(let screen): "push \(screen.text)"
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .popTo(let screen): "popTo \(screen.text)"
        case .unwind: "unwind"
        case .setViewControllers(let screens): "setViewControllers \(list(screens))"
        case .present(let screen, let presentation, let completion):
            "present \(screen.text)" + presentationText(presentation) + completionText(completion)
        case .dismiss(let completion): "dismiss" + completionText(completion)
        case .async(let operations): "async: \(operationsText(operations))"
        case .setRootStack: "setRoot stack"
        case .setRootTabs(let count): "setRoot tabs \(count)"
        case .selectTab(let tab): "selectTab \(tab)"
        case .setSwipeBack(let enabled): "\(enabled ? "enable" : "disable") swipeBack"
        case .embed(let screen): "embed \(screen.text)"
        case .unembed(let screen): "unembed \(screen.text)"
        case .start(let type, let placement, let options): "start \(type.text)" + placementText(placement) + optionsText(options)
        case .append(let instance, let into): "append \(instance.text)" + (into.map { " into \($0.text)" } ?? "")
        case .presentationDelegate(let target): "presentationDelegate \(target.text)"
        case .refuse: "refuse"
        case .finish: "finish"
        case .removeChild(.named(let name)): "removeChild \(name.text)"
        case .removeChild(.key(let key)): "removeChild key \(key.text)"
        case .removeAllChildren: "removeAllChildren"
        case .clear(let property): "clear \(property.text)"
        case .popFlow(let flow, let filter): "popFlow \(flow.text)" + (filter.map { " filter \($0.text)" } ?? "")
        case .call(let target, let method): "call \(target.text).\(method.text)"
        case .branches(let branches):
            "if \(branches.first?.condition.map(conditionText) ?? ""): \(operationsText(branches.first?.operations ?? []))"
        case .guardCondition(let condition): "guard \(conditionText(condition))"
        case .exit: "exit"
        }
    }

    // MARK: - Lines

    private static func remarks(_ remarks: [Remark], indent: String) -> [String] {
        remarks.map { remark in
            switch remark {
            case .comment(let text): indent + commentText(text)
            case .blank: ""
            }
        }
    }

    private static func commentText(_ text: String) -> String {
        text.isEmpty ? "#" : "# " + text
    }

    private static func memberLines(_ member: MemberSyntax) -> [String] {
        var lines = remarks(member.leading, indent: memberIndent)
        switch member.kind {
        case .property(let name, let type):
            lines.append(line(memberIndent + "var \(name.text): \(type.text)", comment: member.comment))
        case .handler(let handler):
            let header = memberIndent + triggerText(handler.trigger)
            var body = handler.body[...]
            if handler.isInline, let first = body.popFirst() {
                lines.append(line(header + ": " + operationsText(first.operations), comment: first.comment ?? member.comment))
                lines += elseLines(first)
            } else {
                lines.append(line(header, comment: member.comment))
            }
            for operationLine in body {
                lines += remarks(operationLine.leading, indent: bodyIndent)
                lines.append(line(bodyIndent + operationsText(operationLine.operations), comment: operationLine.comment))
                lines += elseLines(operationLine)
            }
            lines += remarks(handler.trailing, indent: bodyIndent)
        }
        return lines
    }

    private static func elseLines(_ operationLine: OperationLineSyntax) -> [String] {
        operationLine.elseBranches.flatMap { branch in
            let condition = branch.condition.map { " if \(conditionText($0))" } ?? ""
            return remarks(branch.leading, indent: bodyIndent)
                + [line(bodyIndent + "else\(condition): \(operationsText(branch.operations))", comment: branch.comment)]
        }
    }

    // MARK: - Declarations

    private static func declarationText(_ kind: DeclarationSyntax.Kind) -> String {
        switch kind {
        case .scenario(let name): "scenario \(name.text)"
        case .depth(let depth): "depth \(depth.value)"
        case .animations: "animations on"
        case .flows(let flows): "flows \(list(flows))"
        case .events(let events): "event \(list(events))"
        case .disable(let events): "disable \(list(events))"
        case .screen(let screen):
            (["screen \(screen.name.text)"] + screen.attributes.map(\.text)).joined(separator: " ")
                + (screen.events.isEmpty ? "" : ": \(list(screen.events))")
        case .coordinator(let coordinator):
            "coordinator \(coordinator.name.text)" + (coordinator.isRoot ? " root" : "") + (coordinator.isContainer ? " container" : "")
                + (coordinator.flow.map { " flow \($0.text)" } ?? "") + (coordinator.parentKind.map { " parent \($0.text)" } ?? "")
                + (coordinator.navigation.map { " navigation \($0.text)" } ?? "")
        case .assertion(let assertion):
            if let reachable = assertion.reachable {
                "assert \(assertion.name.text): \(reachable.always ? "always " : "")reachable \(reachable.screen.text)"
            } else {
                "assert \(assertion.name.text): at most \(assertion.limit) \(assertion.type.text)\(assertion.perStack ? " per stack" : "")"
            }
        case .expectations(let expectations) where expectations.count == 1:
            "expect \(expectations[0].name.text)" + (expectations[0].culprits.isEmpty ? "" : ": \(list(expectations[0].culprits))")
                + (expectations[0].depth.map { " at depth \($0.value)" } ?? "")
        case .expectations(let expectations): "expect \(list(expectations.map(\.name)))"
        }
    }

    private static func triggerText(_ trigger: HandlerSyntax.Trigger) -> String {
        switch trigger {
        case .named(let name): "on \(name.text)"
        case .screenEvent(let screen, let event): "on \(screen.text).\(event.text)"
        case .method(let name): "func \(name.text)"
        case .selectTab(let tab, _): "on selectTab \(tab)"
        }
    }

    // MARK: - Operations

    private static func list(_ names: [Name]) -> String {
        names.map(\.text).joined(separator: ", ")
    }

    private static func operationsText(_ operations: [OperationSyntax]) -> String {
        operations.map(operationText).joined(separator: "; ")
    }

    private static func completionText(_ completion: [OperationSyntax]?) -> String {
        completion.map { " completion: \(operationsText($0))" } ?? ""
    }

    private static func presentationText(_ presentation: OperationSyntax.PresentationSyntax) -> String {
        (presentation.style.map { " \($0.text)" } ?? "") + (presentation.isModalInPresentation ? " isModalInPresentation" : "")
            + (presentation.delegate.map { " delegate \($0.text)" } ?? "") + (presentation.onTop ? " onTop" : "")
    }

    private static func placementText(_ placement: OperationSyntax.Placement) -> String {
        switch placement {
        case .here: ""
        case .modal(let style): " in modal" + (style.map { " \($0.text)" } ?? "")
        case .sheet: " in sheet"
        case .tab(let tab): " in tab \(tab)"
        case .embed: " in embed"
        }
    }

    private static func optionsText(_ options: OperationSyntax.StartOptions) -> String {
        let words: [(String, Name?)] = [
            ("", options.isModalInPresentation), ("", options.onTop), ("delegate", options.delegate), ("into", options.into),
            ("also", options.also), ("key", options.key), ("parent", options.parent), ("case", options.startCase),
        ]
        return words.map { keyword, name in
            guard let name else { return "" }
            return keyword.isEmpty ? " \(name.text)" : " \(keyword) \(name.text)"
        }.joined()
    }

    public static func conditionText(_ condition: OperationSyntax.ConditionSyntax) -> String {
        switch condition {
        case .child(let type): "child \(type.text)"
        case .parent(let type): "parent \(type.text)"
        case .visible(let screen): "visible \(screen.text)"
        case .presenting: "presenting"
        case .showing: "showing"
        case .caller(let type): "caller \(type.text)"
        case .not(let condition): "not \(conditionText(condition))"
        }
    }
}
