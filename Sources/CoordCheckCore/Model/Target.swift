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
