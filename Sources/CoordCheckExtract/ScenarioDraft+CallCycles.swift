/// Methods that call each other with nothing between to stop them (`func retry` calling
/// `showError`, whose alert's completion calls `retry`; `navigateToUpdate` calling itself from
/// a dismissal's completion) stop the app at run time by a condition the model does not track:
/// in the draft, the cycle is cut where it closes, with a note (a draft always compiles).
extension ScenarioDraft {
    /// The handlers with each `call` that closes a cycle of unconditional calls made a note.
    static func cuttingCallCycles(_ handlers: [String: [DraftHandler]]) -> [String: [DraftHandler]] {
        var handlers = handlers
        /// The function a call reaches, as `(type, header)`, when the draft names it.
        func callee(_ kind: CodeAction.Kind, from type: String) -> (String, String)? {
            guard case .call(let target, let method) = kind else { return nil }
            let owner = target == "self" ? type : target
            let header = "func \(methodName(method))"
            return handlers[owner]?.contains(where: { $0.header == header }) == true ? (owner, header) : nil
        }
        var state: [String: Bool] = [:]   // false: on the path being followed; true: done.
        func visit(_ type: String, _ header: String) {
            let key = "\(type) \(header)"
            state[key] = false
            guard let position = handlers[type]?.firstIndex(where: { $0.header == header }) else { return }
            for (index, action) in (handlers[type]?[position].actions ?? []).enumerated() {
                guard let (owner, called) = callee(action.kind, from: type) else { continue }
                switch state["\(owner) \(called)"] {
                case false?:
                    handlers[type]?[position].actions[index] = CodeAction(kind: .note(
                        "\(header.dropFirst(5)) calls \(called.dropFirst(5)) again before it returns: the condition that ends the cycle is not modelled, the call is cut"),
                        place: action.place)
                case nil: visit(owner, called)
                case true?: break
                }
            }
            state[key] = true
        }
        for type in handlers.keys.sorted() {
            for header in (handlers[type] ?? []).map(\.header) where header.hasPrefix("func ") && state["\(type) \(header)"] == nil {
                visit(type, header)
            }
        }
        return handlers
    }
}
