import SwiftSyntax

/// Something a coordinator stores on an object it holds: itself (`closure` nil) or a closure,
/// under `Type.property`.
struct HandOver {
    var key: String
    var closure: ClosureExprSyntax?
    var source: Int
}
