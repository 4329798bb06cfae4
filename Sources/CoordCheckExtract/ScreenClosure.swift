import SwiftSyntax

/// A closure given to a view model, read at the end of the handler as an event of its screen.
struct ScreenClosure {
    var event: String
    var body: CodeBlockItemListSyntax
    var place: String
    var source: Int
    var captured: [String: Value]
}
