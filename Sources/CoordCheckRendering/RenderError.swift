/// Why Graphviz could not turn a graph into SVG, with Graphviz's own message.
public struct RenderError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "Graphviz: \(message)" }
}
