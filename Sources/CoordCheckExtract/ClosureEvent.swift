import SwiftSyntax

/// A closure the user's tap runs: one a coordinator sets on a screen, its view model or a
/// bar button, or a subscription it makes — the event `event` of `screen`.
struct ClosureEvent {
    /// The screen whose event it is (for a view model's, set once the handler that made the
    /// screen ends).
    var screen: String
    var event: String
    var body: CodeBlockItemListSyntax
    var place: String
    var source: Int
    /// What the closure captured where it was made.
    var captured: [String: Value]
}
