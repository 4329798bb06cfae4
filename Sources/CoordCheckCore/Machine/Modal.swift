/// A navigation stack presented modally over the one below it.
struct Modal: Sendable, Hashable {
    var stack: Int32
    var style: PresentationStyle
    /// `isModalInPresentation`: a sheet the user cannot pull down.
    var isModalInPresentation: Bool
    /// The presentation controller's delegate (weak; -1 for none), whose `on swipeDismiss`
    /// runs after the user pulled the sheet down.
    var delegate: Int32

    init(stack: Int32, style: PresentationStyle, isModalInPresentation: Bool = false, delegate: Int32 = -1) {
        self.stack = stack
        self.style = style
        self.isModalInPresentation = isModalInPresentation
        self.delegate = delegate
    }

    /// A sheet style (page or form sheet), whether or not it can be pulled down.
    var sheet: Bool { style.isSheet }

    /// Whether the user can pull it down.
    var canBePulledDown: Bool { style.isSheet && !isModalInPresentation }
}
