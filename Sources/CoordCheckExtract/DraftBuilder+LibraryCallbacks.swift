import SwiftSyntax

/// Objects of a library (a type the app's sources do not declare) that a coordinator makes
/// with itself as their delegate: what they call back comes while the coordinator's screen
/// waits for them.
extension DraftBuilder {
    /// `DatabaseLoader(…, delegate: self)` or `loader.delegate = self`, the loader's type not in
    /// the sources: the coordinator's methods taking such an object first
    /// (`databaseLoader(_:didLoadDatabase:…)`) are events of the first screen it shows, with
    /// the assumption said (the library may call back only after a tap started it). A
    /// callback that does nothing the model has is none.
    mutating func libraryCallbacks() {
        for coordinator in app.coordinators {
            guard let type = app.project.types[coordinator] else { continue }
            let libraries = Self.libraryDelegations(in: type, app: app)
            guard !libraries.isEmpty, let screen = firstScreen(of: coordinator) else { continue }
            for function in type.functions where function.body != nil && function.parameters.first.map({ libraries.contains($0.type) }) == true {
                let place = place(function)
                let library = function.parameters[0].type
                // (A callback that only updates its screen, a progress bar: no event.)
                let actions = read(function, owner: coordinator, splits: true)
                guard actions.contains(where: { !$0.isNote }) else { continue }
                let note = CodeAction(kind: .note(CodeAction.assumption(
                    "\(library) calls \(coordinator) back as its delegate: an event of \(screen), which \(coordinator) shows while it works")), place: place)
                addEvent(screen: screen, event: CoordinatorApp.eventName(ofMethod: CoordinatorApp.selector(of: function)), owner: coordinator, place: place,
                         actions: [note] + actions)
            }
        }
    }

    /// The library types a coordinator's code makes or keeps with itself as their delegate.
    /// (Apple's frameworks, named with their prefix — `UIDocumentPickerViewController`,
    /// `MFMailComposeViewController` — are no library of the app's.)
    static func libraryDelegations(in type: SwiftType, app: CoordinatorApp) -> Set<String> {
        let isLibrary = { (name: String) -> Bool in
            app.project.types[name] == nil && name.first?.isUppercase == true && !(name.dropFirst().first?.isUppercase ?? true)
        }
        var found: Set<String> = []
        for function in type.functions + type.initializers {
            guard let body = function.body else { continue }
            // (The label's parent is its argument; the name's is a reference in a member access.)
            for call in body.tokens(viewMode: .sourceAccurate).lazy.filter({ $0.text == "delegate" }).flatMap({ [$0.parent, $0.parent?.parent].compactMap { $0 } }) {
                // `Loader(…, delegate: self)`.
                if let argument = call.as(LabeledExprSyntax.self), argument.expression.trimmedText == "self",
                   let made = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = CoordinatorApp.calledTypeName(ExprSyntax(made)),
                   isLibrary(SwiftProject.bareType(name)) {
                    found.insert(SwiftProject.bareType(name))
                }
                // `loader.delegate = self`, `loader` a property typed as the library's.
                if let member = call.as(MemberAccessExprSyntax.self), let holder = member.base.flatMap(MethodReader.ownName),
                   let sequence = member.parent?.as(SequenceExprSyntax.self), let (target, value) = sequence.elements.assignment,
                   target.id == member.id, value.trimmedText == "self",
                   let written = app.property(named: holder, in: type.name)?.0.type.map(SwiftProject.bareType), isLibrary(written) {
                    found.insert(written)
                }
            }
        }
        return found
    }

    /// The first screen a coordinator shows: what it presents as itself, else the first its
    /// start pushes, presents or sets (with `startCases`, else the first its start cases show:
    /// a child its creator shows a screen for).
    func firstScreen(of coordinator: String, startCases: Bool = false) -> String? {
        if let shown = facts.rootScreens[coordinator] { return shown.screen }
        let own = handlers[coordinator] ?? []
        let starts = own.filter { $0.header == "on start" } + (startCases ? own.filter { $0.header.hasPrefix(ScenarioDraft.startCasePrefix) } : [])
        for action in starts.flatMap({ $0.actions.flatMap(\.flattened) }) {
            if case .present(let screen, _, _, _, _) = action.kind { return screen }
            if let screen = action.stackedScreen { return screen }
        }
        return nil
    }
}
