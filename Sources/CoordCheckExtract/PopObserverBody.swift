import SwiftSyntax

/// Code that runs after UIKit pops a screen off a stack whose delegate sees it: a
/// coordinator's own `navigationController(_:didShow:animated:)`, or the closure of its
/// subscription to what an object's `didShow` sends (`observer.popped.sink { screen in … }`,
/// the object being the stack's delegate: a relay).
struct PopObserverBody {
    var statements: CodeBlockItemListSyntax
    var source: Int
    var parameters: [(label: String, name: String, type: String)]
    /// What the closure captured where it was made.
    var captured: [String: Value] = [:]
    var place: String
    /// The type whose `didShow` runs: the relay's, nil for the coordinator's own.
    var relay: String?
    /// Its own screens it tests the popped one against (`if from is AmountViewController`).
    var popped: [String] = []
}
