import SwiftSyntax

/// Something a coordinator stores on an object it holds: itself (`closure` nil) or a closure,
/// under `Type.property`.
struct HandOver {
    var key: String
    var closure: ClosureExprSyntax?
    var source: Int
    /// Where the closure is written (read once, not by every handler's reader).
    var place: String
}
