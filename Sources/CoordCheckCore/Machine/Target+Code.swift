/// A ``Target`` as one word of compiled handlers: `this` 0, `parent` 1, `root` 2, `none` 3,
/// `caller` 4, the nearest `T` 5 + T.
extension Target {
    var code: Int32 {
        switch self {
        case .this: 0
        case .parent: 1
        case .root: 2
        case .none: 3
        case .caller: 4
        case .nearest(let type): 5 + Int32(type)
        }
    }

    /// The target written as `code`; nil for -1 (none written).
    init?(code: Int32) {
        switch code {
        case ..<0: return nil
        case 0: self = .this
        case 1: self = .parent
        case 2: self = .root
        case 3: self = .none
        case 4: self = .caller
        default: self = .nearest(type: Int(code - 5))
        }
    }
}
