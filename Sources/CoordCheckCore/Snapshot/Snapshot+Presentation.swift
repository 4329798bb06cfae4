extension Snapshot {
    /// A navigation stack presented modally over the one below it.
    public struct Presentation: Sendable, Hashable {
        /// Index into ``Snapshot/stacks``.
        public var stack: Int
        public var style: PresentationStyle
        /// `isModalInPresentation`: a sheet the user cannot pull down.
        public var isModalInPresentation: Bool
        /// The presentation controller's delegate (weak; index into
        /// ``Snapshot/coordinators``), nil for none.
        public var delegate: Int?

        init(_ modal: Modal) {
            stack = Int(modal.stack)
            style = modal.style
            isModalInPresentation = modal.isModalInPresentation
            delegate = modal.delegate.index
        }

        /// A sheet style (page or form sheet), whether or not it can be pulled down.
        public var sheet: Bool { style.isSheet }
    }
}
