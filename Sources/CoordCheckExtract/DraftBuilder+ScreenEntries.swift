import SwiftSyntax

/// What a screen's own code does when the user acts on it: a control's action that presents a
/// coordinator it makes (`HelpPresenter().present(from: self)`), pushes a screen on its
/// navigation controller, or a row selected; and what it does each time it appears.
extension DraftBuilder {
    /// The events of the screens' own entry points that change the tree or a stack, read with
    /// the screen as `self` and handled by each coordinator that shows it. Entry points that
    /// call a coordinator (the screen's callbacks, as `events()` found them) are events already.
    mutating func screenEntries(callbacks found: [String: [(event: String, method: String)]]) {
        for screen in screenOwners.keys.sorted() {
            let callbacks = found[screen] ?? app.callbacks(of: screen)
            let called = Set(callbacks.map(\.method))
            for function in app.entryPoints(of: screen) where !callbacks.contains(where: { $0.event == function.name }) {
                guard let body = function.body else { continue }
                for owner in screenOwners[screen] ?? [] {
                    // (Read on a copy of the builder: what it calls is kept only for an event.)
                    var trial = self
                    var actions = trial.reading(owner: owner, source: function.source, parameters: function.parameters, splits: true) { reader in
                        // The screen's method: self is the screen, places are in its code.
                        reader.frames[0].selfValue = .screen(screen)
                        reader.frames[0].selfType = screen
                        reader.statements(body.statements)
                    }
                    // (A condition counts for what it does: `if x { delegate?.didCancel() }` is the callback's.)
                    let done = actions.flatMap(\.flattened).filter { if case .conditional = $0.kind { false } else { !$0.isNote } }
                    guard done.contains(where: { !$0.calls(anyOf: called) }) else { continue }
                    self = trial
                    // What the screen makes and keeps (`helpPresenter = presenter`) is no child of a coordinator's.
                    for case .start(let child) in done.map(\.kind) where child.into == nil {
                        let assumption = "\(child.type) is made by \(screen) and held there, outside the coordinator tree: modelled as held by nobody"
                        actions.insert(CodeAction(kind: .note(CodeAction.assumption(assumption)), place: place(function)), at: 0)
                    }
                    if CoordinatorApp.appearing.contains(function.name) {
                        let assumption = "\(screen).\(function.name) is an event: UIKit runs it whenever \(screen) appears"
                        actions.insert(CodeAction(kind: .note(CodeAction.assumption(assumption)), place: place(function)), at: 0)
                    }
                    addEvent(screen: screen, event: Self.entryEventName(function), owner: owner, place: place(function), actions: actions)
                }
            }
        }
    }

    /// The methods screens' entry points call on the coordinators they make
    /// (`presenter.present(from: self)`): those coordinators' entries.
    mutating func gatherScreenEntries() {
        for screen in app.screens.sorted() {
            for function in app.entryPoints(of: screen) {
                guard let body = function.body else { continue }
                var reader = MethodReader(app: app, owner: screen, source: function.source, parameters: function.parameters, selfValue: .screen(screen))
                reader.facts.rootScreens = facts.rootScreens
                reader.read(body.statements)
                for (child, method) in reader.entries where !(entries[child] ?? []).contains(method) { entries[child, default: []].append(method) }
            }
        }
    }

    /// `helpTapped` for `@objc func helpTapped()`, `tableView_didSelectRowAt` for a row selected.
    static func entryEventName(_ function: SwiftType.Function) -> String {
        function.parameters.count > 1 ? CoordinatorApp.eventName(ofMethod: CoordinatorApp.selector(of: function)) : function.name
    }
}
