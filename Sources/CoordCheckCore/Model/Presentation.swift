/// How a handler presents: `present Screen [STYLE] [isModalInPresentation] [delegate TARGET] [onTop]`,
/// or `start X in modal …` with the same options.
public struct Presentation: Sendable, Hashable {
    public var style: PresentationStyle
    /// `isModalInPresentation = true`: the sheet cannot be pulled down.
    public var isModalInPresentation: Bool
    /// `presentationController?.delegate = TARGET`, whose `on swipeDismiss` runs after a
    /// pull-down. Nil: the default (none for `present`; the started child for `start … in modal`).
    public var delegate: Target?
    /// `onTop`: presented from the topmost controller of the chain self's stack is in
    /// (`topViewController.present(_:animated:)`, walking `presentedViewController`), so
    /// not refused when self's stack already presents something.
    public var onTop: Bool

    public init(style: PresentationStyle = .sheet, isModalInPresentation: Bool = false, delegate: Target? = nil, onTop: Bool = false) {
        self.style = style
        self.isModalInPresentation = isModalInPresentation
        self.delegate = delegate
        self.onTop = onTop
    }
}
