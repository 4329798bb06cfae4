import SwiftSyntax

/// A closure a creator gives a coordinator to keep (`WindowCoordinator(window: window) {
/// router in OnboardingCoordinator(router: router) }`, `child.onFinish = { … }`): run where the
/// coordinator calls it for what it makes (``MethodReader/givenClosureValue(_:values:at:)``).
struct GivenClosure {
    /// The coordinator type that gives it.
    var creator: String
    var closure: ClosureExprSyntax
    /// What it captured, as the coordinator sees it when it calls it.
    var captured: [String: Value]
    var place: String
    var source: Int
}
