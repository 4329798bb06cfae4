import CGraphviz
import Foundation

/// The only code that calls Graphviz. Graphviz is not thread-safe, so every call happens
/// behind one process-wide lock; one context is created on first use and reused (each
/// context leaks a few KB inside Graphviz); every graph and render buffer is freed right
/// after use.
///
/// ```swift
/// let svg = try Graphviz.svg(from: "digraph { a -> b }")
/// ```
public enum Graphviz {
    /// The process-wide context, created under the lock on first use.
    private final class Session: @unchecked Sendable {
        // Guarded by `lock`; @unchecked because the C pointer is only touched while it is held.
        let lock = NSLock()
        var context: OpaquePointer?
    }

    private static let session = Session()

    /// Lays out DOT text with the hierarchical layout engine and renders it to SVG, in-process.
    public static func svg(from dot: String) throws(RenderError) -> String {
        session.lock.lock()
        defer { session.lock.unlock() }
        let context: OpaquePointer
        if let existing = session.context {
            context = existing
        } else {
            cc_collect_errors()
            guard let created = cc_context() else { throw RenderError("cannot create a Graphviz context") }
            session.context = created
            context = created
        }
        guard let graph = cc_read(dot) else { throw RenderError(lastError() ?? "the DOT text does not parse") }
        defer { cc_close(graph) }
        guard cc_layout_dot(context, graph) == 0 else {
            throw RenderError(lastError() ?? "layout failed (is libgvc's plugin configuration installed?)")
        }
        defer { cc_free_layout(context, graph) }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard cc_render(context, graph, "svg", &data, &length) == 0, let data else {
            throw RenderError(lastError() ?? "rendering to SVG failed")
        }
        defer { cc_free_render(data) }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(length)), as: UTF8.self)
    }

    /// Graphviz's last error message (its buffer is ours to free).
    private static func lastError() -> String? {
        guard let message = cc_last_error() else { return nil }
        defer { free(message) }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
