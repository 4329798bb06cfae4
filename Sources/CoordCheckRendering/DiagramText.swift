/// The text sizes every diagram uses, and the document column they are chosen for. A point is 4/3 px in an SVG, so text of `small`
/// points stays at least 10 px high wherever the diagram is shown at 75% of its size or
/// more: a diagram at most `documentWidth` points wide does, in a README column (880 px).
enum DiagramText {
    /// The smallest text drawn: details, edge labels, the legend's key.
    static let small = 10
    /// Node labels.
    static let body = 11
    /// The widest a diagram should be, in points, to be read in a document column.
    static let documentWidth = 880.0

    /// A generous estimate of a text's width in points, from its characters (Graphviz
    /// measures text only while it lays a graph out; a wider estimate only leaves room).
    static func estimatedWidth(_ text: String, size: Int, bold: Bool = false) -> Double {
        Double(text.count) * Double(size) * (bold ? 0.78 : 0.66)
    }

    /// The first drawing no wider than ``documentWidth``, else the narrowest: `dot` makes each
    /// candidate's DOT text, and is asked only when the candidates before it were too wide.
    static func narrowest<Candidate>(_ candidates: [Candidate], dot: (Candidate) throws(RenderError) -> String) throws(RenderError)
        -> (dot: String, svg: String) {
        var best: (dot: String, svg: String, width: Double)?
        for candidate in candidates {
            let text = try dot(candidate)
            let svg = try Graphviz.svg(from: text)
            let width = try SVGComposer.panel(from: svg, idPrefix: "").width
            if width <= documentWidth { return (text, svg) }
            if best.map({ width < $0.width }) ?? true { best = (text, svg, width) }
        }
        guard let best else { throw RenderError("nothing to draw") }
        return (best.dot, best.svg)
    }
}
