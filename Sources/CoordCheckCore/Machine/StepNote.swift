/// Something UIKit refused, or an operation that could do nothing, while an event was
/// handled: "presentation refused: Home#2's stack is already presenting sheet 1". Reports
/// show it on the step, so that a reader sees why a screen never appeared.
public struct StepNote: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `presentation refused: … (line 12)`, as reports write it.
    public var text: String { "\(message) (line \(location.line))" }
}
