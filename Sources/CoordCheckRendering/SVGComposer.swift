/// Tiles separately rendered SVG diagrams into one SVG document: a grid of panels under a
/// title. Each panel keeps its own coordinates (a nested `<svg>`), and its element ids are
/// prefixed so they stay unique in the document.
struct SVGComposer {
    struct Panel {
        var width: Double
        var height: Double
        var viewBox: String
        var body: String
    }

    enum ParseError: Error { case notGraphvizSVG }

    /// Reads the size and content of a Graphviz SVG document.
    static func panel(from svg: String, idPrefix: String) throws(RenderError) -> Panel {
        guard let open = svg.range(of: "<svg "), let openEnd = svg.range(of: ">", range: open.upperBound..<svg.endIndex),
              let close = svg.range(of: "</svg>", options: .backwards) else {
            throw RenderError("not an SVG document")
        }
        let tag = String(svg[open.lowerBound..<openEnd.upperBound])
        guard let width = attribute("width", in: tag).flatMap(points), let height = attribute("height", in: tag).flatMap(points),
              let viewBox = attribute("viewBox", in: tag) else {
            throw RenderError("an SVG document without width, height and viewBox")
        }
        let body = String(svg[openEnd.upperBound..<close.lowerBound]).replacingOccurrences(of: " id=\"", with: " id=\"\(idPrefix)")
        return Panel(width: width, height: height, viewBox: viewBox, body: body)
    }

    /// The most columns, up to `limit`, whose composed width stays within `width` (one when
    /// even a single column is wider).
    static func columns(for panels: [Panel], atMost limit: Int, within width: Double, gap: Double = 16) -> Int {
        for columns in stride(from: max(1, limit), to: 1, by: -1) {
            var widths = [Double](repeating: 0, count: columns)
            for (index, panel) in panels.enumerated() { widths[index % columns] = max(widths[index % columns], panel.width) }
            if widths.reduce(0, +) + gap * Double(columns + 1) <= width { return columns }
        }
        return 1
    }

    /// The panels in rows of at most `columns`, each column as wide as its widest panel.
    /// The title (16 pt bold) widens the page to hold it, up to ``DiagramText/documentWidth``;
    /// the subtitle's paragraphs (12 pt) are wrapped to the page's width.
    static func compose(_ panels: [Panel], columns: Int, title: String, subtitle paragraphs: [String], gap: Double = 16) -> String {
        let columns = max(1, min(columns, panels.count))
        let rows = stride(from: 0, to: panels.count, by: columns).map { Array(panels[$0..<min($0 + columns, panels.count)]) }
        var columnWidths = [Double](repeating: 0, count: columns)
        for row in rows { for (index, panel) in row.enumerated() { columnWidths[index] = max(columnWidths[index], panel.width) } }
        let titleWidth = DiagramText.estimatedWidth(title, size: 16) + 2 * gap
        let width = max(columnWidths.reduce(0, +) + gap * Double(columns + 1), min(titleWidth, DiagramText.documentWidth)).rounded(.up)
        // Lines as long as the page holds at 12 pt, an average character 0.6 em wide.
        let perLine = max(20, Int((width - 2 * gap) / (12 * 0.6)))
        let subtitle = paragraphs.flatMap { HTML.wrap($0, width: perLine) }
        let header = 30 + Double(subtitle.count) * 16
        var y = header
        var body: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            let rowHeight = row.map(\.height).max() ?? 0
            var x = gap
            for (column, panel) in row.enumerated() {
                let index = rowIndex * columns + column
                body.append("<g id=\"panel-\(index)\" class=\"panel\">")
                body.append("<rect x=\"\(format(x - 4))\" y=\"\(format(y - 4))\" width=\"\(format(panel.width + 8))\" height=\"\(format(panel.height + 8))\" fill=\"none\" stroke=\"#d1d5db\"/>")
                body.append("<svg x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(panel.width))\" height=\"\(format(panel.height))\" viewBox=\"\(panel.viewBox)\">")
                body.append(panel.body)
                body.append("</svg></g>")
                x += columnWidths[column] + gap
            }
            y += rowHeight + gap
        }
        let height = y.rounded(.up)
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(format(width))pt\" height=\"\(format(height))pt\" viewBox=\"0 0 \(format(width)) \(format(height))\">",
            "<title>\(HTML.escape(title))</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(format(width))\" height=\"\(format(height))\" fill=\"white\"/>",
            "<text x=\"\(format(gap))\" y=\"22\" font-family=\"Helvetica,sans-Serif\" font-size=\"16\" font-weight=\"bold\">\(HTML.escape(title))</text>",
        ]
        for (index, line) in subtitle.enumerated() {
            lines.append("<text x=\"\(format(gap))\" y=\"\(format(40 + Double(index) * 16))\" font-family=\"Helvetica,sans-Serif\" font-size=\"12\" fill=\"\(FlowPalette.violation)\">\(HTML.escape(line))</text>")
        }
        return (lines + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// Panels one under the other, left-aligned, without frames or a title: a diagram and
    /// its legend as one document.
    static func column(_ panels: [Panel], gap: Double = 8) -> String {
        let width = (panels.map(\.width).max() ?? 0).rounded(.up)
        var y = 0.0
        var body: [String] = []
        for panel in panels {
            body.append("<svg x=\"0\" y=\"\(format(y))\" width=\"\(format(panel.width))\" height=\"\(format(panel.height))\" viewBox=\"\(panel.viewBox)\">")
            body.append(panel.body)
            body.append("</svg>")
            y += panel.height + gap
        }
        let height = (y - gap).rounded(.up)
        return ([
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(format(width))pt\" height=\"\(format(height))pt\" viewBox=\"0 0 \(format(width)) \(format(height))\">",
            "<rect x=\"0\" y=\"0\" width=\"\(format(width))\" height=\"\(format(height))\" fill=\"white\"/>",
        ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\""),
              let end = tag.range(of: "\"", range: start.upperBound..<tag.endIndex) else { return nil }
        return String(tag[start.upperBound..<end.lowerBound])
    }

    private static func points(_ value: String) -> Double? {
        Double(value.hasSuffix("pt") ? String(value.dropLast(2)) : value)
    }

    /// Two decimals at most, the same text on every platform.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100, fraction = abs(hundredths % 100)
        return fraction == 0 ? "\(whole)" : (fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)")
    }
}
