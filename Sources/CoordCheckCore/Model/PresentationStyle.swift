/// `modalPresentationStyle`, reduced to what changes the app's behaviour: whether the user
/// can pull the presentation down.
///
/// Since iOS 13, `.automatic` (the default) resolves to a page sheet for a navigation
/// controller or a plain view controller; `.pageSheet` and `.formSheet` can be pulled down;
/// `.fullScreen` and `.overFullScreen` cover the screen and cannot.
public enum PresentationStyle: Sendable, Hashable {
    /// `.automatic`, `.pageSheet`, `.formSheet`: a sheet the user can pull down.
    case sheet
    /// `.fullScreen`.
    case fullScreen
    /// `.overFullScreen`: like full screen, the presenting view stays in the hierarchy.
    case overFullScreen

    /// Whether it is a sheet (the user may pull it down unless `isModalInPresentation`).
    public var isSheet: Bool { self == .sheet }

    /// The words a scenario writes after `present Screen` or `start X in modal`.
    static let words: [String: PresentationStyle] = [
        "automatic": .sheet, "sheet": .sheet, "pageSheet": .sheet, "formSheet": .sheet,
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen,
    ]
}

extension PresentationStyle {
    /// Its number in a state's encoding.
    var code: Int {
        switch self {
        case .sheet: 0
        case .fullScreen: 1
        case .overFullScreen: 2
        }
    }

    init(code: Int) {
        self = code == 1 ? .fullScreen : code == 2 ? .overFullScreen : .sheet
    }
}
