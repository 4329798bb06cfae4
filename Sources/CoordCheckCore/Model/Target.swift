/// Which coordinator an operation acts on: `self`, `parent`, `root`, `none`, or the nearest
/// coordinator of a type (up the `parent` chain, else the first in tree order).
public enum Target: Sendable, Hashable {
    case this
    case parent
    case root
    case none
    case nearest(type: Int)
}
