/// How a coordinator type holds its `parent`: `parent weak` (the default), `parent strong`
/// (a retain cycle waiting to happen), or `parent none` (the type has no parent property).
public enum ParentKind: String, Sendable {
    case weak
    case strong
    case none
}
