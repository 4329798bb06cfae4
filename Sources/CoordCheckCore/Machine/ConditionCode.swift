/// A ``Condition`` in compiled handlers (``Opcode/jumpUnless``, ``Opcode/guardCondition``),
/// with its argument in the next word: a coordinator type, a screen type, or -1.
enum ConditionCode: Int32 {
    /// type: `child T`.
    case hasChild
    /// type, -1 for `parent none`.
    case parentIs
    /// screen: `visible Screen`.
    case visible
    case presenting
    case showing
    /// type: `caller T`.
    case callerIs
    /// `child caller`.
    case callerIsChild

    /// The three words of a condition: its code, its argument, and 1 when it is negated.
    static func words(_ condition: Condition) -> [Int32] {
        switch condition {
        case .hasChild(let type): return [hasChild.rawValue, Int32(type), 0]
        case .parentIs(let type): return [parentIs.rawValue, Int32(type ?? -1), 0]
        case .visible(let screen): return [visible.rawValue, Int32(screen), 0]
        case .presenting: return [presenting.rawValue, -1, 0]
        case .showing: return [showing.rawValue, -1, 0]
        case .callerIs(let type): return [callerIs.rawValue, Int32(type), 0]
        case .callerIsChild: return [callerIsChild.rawValue, -1, 0]
        case .not(let inner):
            var negated = words(inner)
            negated[2] = 1 - negated[2]
            return negated
        }
    }
}
