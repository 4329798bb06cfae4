import CGraphviz
import Foundation

/// The only code that calls Graphviz. Its library is loaded on first use (CGraphviz), so that
/// only drawing needs it, and a missing Graphviz is an error that says so. Graphviz is not
/// thread-safe, so every call happens behind one process-wide lock; one context is created
/// on first use and reused (each context leaks a few KB inside Graphviz); every graph and
/// render buffer is freed right after use.
///
/// ```swift
/// let svg = try Graphviz.svg(from: "digraph { a -> b }")
/// ```
public enum Graphviz {
    /// The process-wide context, created under the lock on first use.
    private final class Session: @unchecked Sendable {
        // Guarded by `lock`; @unchecked because the C pointer is only touched while it is held.
        let lock = NSLock()
        var context: UnsafeMutableRawPointer?
    }

    private static let session = Session()

    /// What to do when Graphviz is missing.
    static let installHint = "install Graphviz (Debian and Ubuntu: apt-get install libgvc6; macOS: brew install graphviz), "
        + "or name its libgvc in COORDCHECK_GRAPHVIZ_LIBRARY; --no-render checks without drawing"

    /// Lays out DOT text with the hierarchical layout engine and renders it to SVG, in-process,
    /// each line of a label as one `<text>` placed with Graphviz's own measure of it
    /// (``SVGTextLines``, from the same layout rendered as xdot).
    public static func svg(from dot: String) throws(RenderError) -> String {
        let rendered = try render(dot, format: "svg", also: ["xdot"])
        let svg = String(decoding: rendered.data, as: UTF8.self)
        guard let xdot = rendered.also[0] else { return svg }
        return SVGTextLines.joined(svg, spans: GraphvizTextSpan.spans(inXDot: xdot))
    }

    /// Lays out DOT text and renders it with one of Graphviz's own renderers (`svg`, `png`,
    /// `pdf`), in-process.
    public static func render(_ dot: String, format: String) throws(RenderError) -> [UInt8] {
        try render(dot, format: format, also: []).data
    }

    /// One layout rendered in `format`, and in each of `also` (nil where that renderer fails).
    private static func render(_ dot: String, format: String, also: [String]) throws(RenderError) -> (data: [UInt8], also: [[UInt8]?]) {
        session.lock.lock()
        defer { session.lock.unlock() }
        let context: UnsafeMutableRawPointer
        if let existing = session.context {
            context = existing
        } else {
            var reason: UnsafePointer<CChar>?
            guard cc_load(&reason) == 1 else {
                throw RenderError("\(reason.map { String(cString: $0) } ?? "Graphviz cannot be loaded"): \(installHint)")
            }
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
        func rendered(_ format: String) -> [UInt8]? {
            var data: UnsafeMutablePointer<CChar>?
            var length: UInt64 = 0
            guard cc_render(context, graph, format, &data, &length) == 0, let data else { return nil }
            defer { cc_free_render(data) }
            return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
        }
        guard let data = rendered(format) else {
            throw RenderError(lastError() ?? "rendering to \(format) failed (is Graphviz's \(format) renderer installed?)")
        }
        return (data, also.map(rendered))
    }

    /// Graphviz's last error message (its buffer is ours to free).
    private static func lastError() -> String? {
        guard let message = cc_last_error() else { return nil }
        defer { free(message) }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
