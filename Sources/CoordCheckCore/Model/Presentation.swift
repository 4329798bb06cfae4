/// How a handler presents: `present Screen [STYLE] [isModalInPresentation] [delegate TARGET]`,
/// or `start X in modal …` with the same options.
public struct Presentation: Sendable, Hashable {
    public var style: PresentationStyle
    /// `isModalInPresentation = true`: the sheet cannot be pulled down.
    public var isModalInPresentation: Bool
    /// `presentationController?.delegate = TARGET`, whose `on swipeDismiss` runs after a
    /// pull-down. Nil: the default (none for `present`; the started child for `start … in modal`).
    public var delegate: Target?

    public init(style: PresentationStyle = .sheet, isModalInPresentation: Bool = false, delegate: Target? = nil) {
        self.style = style
        self.isModalInPresentation = isModalInPresentation
        self.delegate = delegate
    }
}
