import SwiftSyntax

/// Code UIKit runs on a delegate after the user takes a screen away — a pop
/// (`navigationController(_:didShow:animated:)`) or a sheet's pull-down
/// (`presentationControllerDidDismiss(_:)`): a coordinator's own method, or the closure of its
/// subscription to what an object of the app's sends from that method
/// (`observer.popped.sink { screen in … }`, the object being the delegate: a relay).
struct RemovalObserver {
    var statements: CodeBlockItemListSyntax
    var source: Int
    var parameters: [(label: String, name: String, type: String)]
    /// What the closure captured where it was made.
    var captured: [String: Value] = [:]
    var place: String
    /// The relay's type, nil for the coordinator's own method.
    var relay: String?
    /// Its own screens it tests the popped one against (`if from is AmountViewController`).
    var popped: [String] = []
}
