/// Which coordinator an operation acts on: `self`, `parent`, `root`, `none`, `caller`, or the
/// nearest coordinator of a type (up the `parent` chain, else the first in tree order).
public enum Target: Sendable, Hashable {
    case this
    case parent
    case root
    case none
    /// The coordinator whose `call` (or `start`) ran this handler: a delegate method's
    /// argument (`coordinatorDidFinish(_ child:)`).
    case caller
    case nearest(type: Int)
}

extension Target {
    /// As written in a scenario: `caller`, `self`; a type's target by its index.
    public var word: String {
        switch self {
        case .this: "self"
        case .parent: "parent"
        case .root: "root"
        case .none: "none"
        case .caller: "caller"
        case .nearest(let type): "type \(type)"
        }
    }
}
