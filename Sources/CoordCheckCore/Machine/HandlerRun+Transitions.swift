/// Transitions and closures (`animations on`, `completion:`, `async:`).
extension HandlerRun {
    /// Notes that an animated operation began a transition (on a stack in the window, for
    /// navigation), when transitions take time.
    mutating func animate(_ kind: Transition.Kind, on stack: Int32?) {
        guard animated else { return }
        if let stack, state.presentationLevel(of: stack) == nil { return }
        // A presentation or dismissal outweighs a push in the same event.
        if began == nil || began == .navigation { began = kind }
    }

    /// A presentation or dismissal animating now, in words, if any: UIKit refuses to present
    /// or dismiss until it ends.
    var presentationInProgress: String? {
        let kind = began.flatMap { $0 == .navigation ? nil : $0 } ?? state.transition.flatMap { $0.kind == .navigation ? nil : $0.kind }
        switch kind {
        case .presentation: return "a presentation"
        case .dismissal: return "a dismissal"
        default: return nil
        }
    }

    /// A `completion:` closure: it runs when the transition ends, or at the end of the event
    /// when nothing animates.
    mutating func leave(_ completion: Int?, on me: Int32) {
        guard let completion else { return }
        if animated, began != nil || state.transition != nil {
            state.pending.append(PendingBlock(block: Int32(completion), instance: me, atTransitionEnd: true))
        } else {
            deferred.append(PendingBlock(block: Int32(completion), instance: me, atTransitionEnd: false))
        }
    }

    /// Runs a closure with `instance` as `self`.
    mutating func run(block: Int, on instance: Int32) throws(ModelError) {
        try run(from: code.entry(ofBlock: block), on: instance, caller: -1, depth: 0)
    }

    /// Runs the closures left for the end of the event, in order (those they leave too).
    mutating func runDeferred() throws(ModelError) {
        var ran = 0
        while !deferred.isEmpty, !effects.exited {
            let next = deferred.removeFirst()
            ran += 1
            guard ran <= Machine.maximumCallDepth else {
                throw ModelError(location: model.scenario.blocks[Int(next.block)].location,
                                 message: "closures leave closures more than \(Machine.maximumCallDepth) times: the event never ends")
            }
            try run(block: Int(next.block), on: next.instance)
        }
    }

    /// `transitionEnd`: the transition is over; its completions run, in order.
    mutating func endTransition() throws(ModelError) {
        state.transition = nil
        let completions = state.pending.filter(\.atTransitionEnd)
        state.pending.removeAll(where: \.atTransitionEnd)
        for completion in completions where !effects.exited {
            try run(block: Int(completion.block), on: completion.instance)
        }
    }

    /// `async`: the first waiting `async:` closure runs.
    mutating func runFirstAsync() throws(ModelError) {
        guard let index = state.pending.firstIndex(where: { !$0.atTransitionEnd }) else { return }
        let block = state.pending.remove(at: index)
        try run(block: Int(block.block), on: block.instance)
    }
}
