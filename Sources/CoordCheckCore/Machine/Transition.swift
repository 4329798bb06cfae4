/// A UIKit transition still animating (`animations on`): what began it, and the screen the
/// user saw when it began, whose buttons still take taps until it ends (a double tap).
struct Transition: Sendable, Hashable {
    enum Kind: Int, Sendable, Hashable {
        /// A push or pop on a navigation stack.
        case navigation = 1
        /// `present(_:animated:)`.
        case presentation = 2
        /// `dismiss(animated:)`.
        case dismissal = 3
    }

    var kind: Kind
    /// The screen visible when it began (its owner -1 when that coordinator is gone: this
    /// reference does not keep it alive).
    var from: Screen?

    init(kind: Kind, from: Screen?) {
        self.kind = kind
        self.from = from
    }

    /// `push from HomeScreen`, for reports.
    func written(in scenario: Scenario) -> String {
        let what = switch kind {
        case .navigation: "navigation"
        case .presentation: "presentation"
        case .dismissal: "dismissal"
        }
        return from.map { "\(what) from \(scenario.screenName($0))" } ?? what
    }
}
