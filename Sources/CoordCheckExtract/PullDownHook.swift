/// What a screen's `presentationControllerDidDismiss(_:)` reaches after the user pulled its
/// sheet down (``CoordinatorApp/pullDownHook(of:)``): its own code and the screen's methods it
/// calls, the coordinator methods they call, the subjects they emit on — and, for the screen's
/// events a coordinator handles, whether the user can also send them.
struct PullDownHook {
    let function: SwiftType.Function
    /// The hook's code and that of the screen's methods it calls (`cancelTapped()`).
    let code: String
    /// The coordinator methods it calls, directly or through the screen's view model.
    let coordinatorMethods: [String]
    /// The events of the subjects it emits on (`viewModel.didCancel.send()`), each with whether
    /// a tap emits it too (through one of the screen's methods the hook calls).
    let published: [(event: String, alsoByUser: Bool)]
    /// The screen's own methods, and its code other than the hook.
    let screenFunctions: [SwiftType.Function]
    let codeElsewhere: [String]

    /// Whether the hook sends the screen's event `event` (a closure it calls, a subject it emits on).
    func sends(_ event: String) -> Bool {
        CoordinatorApp.calls(event, in: code) || published.contains { $0.event == event }
    }

    /// Whether the user can send `event` too: a tap emits its subject, it names one of the
    /// screen's methods, or the screen's code other than the hook calls it.
    func isAlsoSentByUser(_ event: String) -> Bool {
        published.first { $0.event == event }?.alsoByUser
            ?? (screenFunctions.contains { $0.name == event } || codeElsewhere.contains { CoordinatorApp.calls(event, in: $0) })
    }
}
