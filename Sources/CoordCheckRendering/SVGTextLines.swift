/// One `<text>` per line of a label, in a Graphviz SVG document.
///
/// Graphviz writes each run of a line (`<b>Curriculum</b> #6` is two) as a `<text>` of its own,
/// placed where its own measure of the font ended the run before. A viewer whose font is
/// narrower or wider than the one Graphviz measured (Graphviz measures with the system's
/// sans-serif, a browser draws Helvetica, Arial or Liberation Sans) draws the runs apart
/// (`Curriculum   #6`) or into each other (`App#1`). Here the runs of a line become `<tspan>`s
/// of one `<text>`, so the viewer lays them out with the font it draws, and a line that
/// Graphviz centred in its box is anchored at its middle, so it stays centred whatever the
/// font; a line Graphviz aligned left keeps its start. Graphviz's measures come from its xdot
/// rendering of the same layout (``GraphvizTextSpan``); a run without one is left as it is.
enum SVGTextLines {
    /// `svg` with each label line's runs joined.
    static func joined(_ svg: String, spans: [GraphvizTextSpan]) -> String {
        guard !spans.isEmpty else { return svg }
        var measured: [Position: [GraphvizTextSpan]] = [:]
        // Graphviz's SVG writes y negated.
        for span in spans where span.align == "l" { measured[Position(x: span.x, y: -span.y), default: []].append(span) }
        // Each group's own lines, its nested groups' already rewritten (and opaque here).
        var groups: [[Line]] = [[]]
        for bytes in svg.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let text = Substring(bytes)
            if text.hasPrefix("<g ") {
                groups.append([Line(text: String(text), direct: true)])
            } else if text == "</g>", groups.count > 1 {
                var group = groups.removeLast()
                group.append(Line(text: "</g>", direct: true))
                groups[groups.count - 1] += rewritten(group, measured: measured).map { Line(text: $0, direct: false) }
            } else {
                groups[groups.count - 1].append(Line(text: String(text), direct: true))
            }
        }
        return groups.flatMap { $0 }.map(\.text).joined(separator: "\n")
    }

    private struct Line {
        var text: String
        /// A line of the group itself, not of a group nested in it.
        var direct: Bool
    }

    /// A point rounded to Graphviz's precision (hundredths), for looking measures up.
    private struct Position: Hashable {
        var x: Int
        var y: Int

        init(x: Double, y: Double) {
            self.x = Int((x * 100).rounded())
            self.y = Int((y * 100).rounded())
        }
    }

    /// A `<text>` Graphviz wrote: `<text text-anchor="start" x="8" y="-20.7" ATTRIBUTES>CONTENT</text>`.
    private struct Run {
        var index: Int
        var x: Double
        var y: String
        var attributes: [(name: String, value: String)]
        var content: String
        var width: Double
    }

    private struct Box: Equatable {
        var minX, maxX, minY, maxY: Double
        var area: Double { (maxX - minX) * (maxY - minY) }
    }

    private static func rewritten(_ group: [Line], measured: [Position: [GraphvizTextSpan]]) -> [String] {
        var runs: [Run] = []
        for (index, line) in group.enumerated() where line.direct {
            if let run = run(line.text, index: index, measured: measured) { runs.append(run) }
        }
        guard !runs.isEmpty else { return group.map(\.text) }
        let boxes = group.filter(\.direct).compactMap { box(of: $0.text) }
        // Runs that continue the one before them, on the same baseline, make one line.
        var lines: [[Run]] = []
        for run in runs {
            if let last = lines.last?.last, last.index == run.index - 1, last.y == run.y, abs(last.x + last.width - run.x) < 0.05 {
                lines[lines.count - 1].append(run)
            } else {
                lines.append([run])
            }
        }
        struct Extent {
            var start, end: Double
            var box: Box?
            var middle: Double { (start + end) / 2 }
        }
        let extents = lines.map { line -> Extent in
            let start = line[0].x, end = line[line.count - 1].x + line[line.count - 1].width
            let baseline = Double(line[0].y) ?? 0
            let box = boxes.filter { $0.minX <= start + 0.5 && $0.maxX >= end - 0.5 && $0.minY <= baseline && $0.maxY >= baseline }
                .min { $0.area < $1.area }
            return Extent(start: start, end: end, box: box)
        }
        // A graph's own label may be as wide as the graph, and so look centred when it is aligned left.
        let isGraph = group.first.map { attributes(of: $0.text.dropFirst()).contains { $0.name == "class" && $0.value == "graph" } } == true
        var result = group.map(\.text)
        var dropped: Set<Int> = []
        for (number, line) in lines.enumerated() {
            let extent = extents[number], middle = extent.middle
            var centred = false
            if let box = extent.box, abs(middle - (box.minX + box.maxX) / 2) <= 1 {
                let others = extents.indices.filter { $0 != number && extents[$0].box == box }.map { extents[$0] }
                // Another line of the box with the same middle and another start: the box centres its lines.
                let confirmed = others.contains { abs($0.middle - middle) <= 1 && abs($0.start - extent.start) > 0.25 }
                // Another with the same start and another middle: a block aligned left, as wide as its box.
                let aligned = others.contains { abs($0.start - extent.start) <= 0.25 && abs($0.middle - middle) > 1 }
                centred = !aligned && (confirmed || !isGraph)
            }
            guard centred || line.count > 1 else { continue }
            result[line[0].index] = text(of: line, anchor: centred ? "middle" : "start", x: centred ? middle : extent.start)
            for run in line.dropFirst() { dropped.insert(run.index) }
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// One `<text>` for a line's runs: the attributes they share on it, the others on `<tspan>`s.
    private static func text(of line: [Run], anchor: String, x: Double) -> String {
        let shared = line[0].attributes.filter { attribute in
            line.allSatisfy { run in run.attributes.contains { $0.name == attribute.name && $0.value == attribute.value } }
        }
        let sharedNames = Set(shared.map(\.name))
        let content = line.map { run -> String in
            let own = run.attributes.filter { !sharedNames.contains($0.name) }
            guard !own.isEmpty else { return run.content }
            // Spaces at either end stay outside the `<tspan>`: librsvg drops them inside one.
            let leading = run.content.prefix { $0 == " " }, trailing = run.content.dropFirst(leading.count).reversed().prefix { $0 == " " }
            let core = run.content.dropFirst(leading.count).dropLast(trailing.count)
            return leading + "<tspan" + own.map { " \($0.name)=\"\($0.value)\"" }.joined() + ">\(core)</tspan>" + String(trailing)
        }.joined()
        return "<text text-anchor=\"\(anchor)\" x=\"\(SVGComposer.format(x))\" y=\"\(line[0].y)\""
            + shared.map { " \($0.name)=\"\($0.value)\"" }.joined() + ">\(content)</text>"
    }

    /// A `<text text-anchor="start">` line and Graphviz's measure of it, or nil.
    private static func run(_ line: String, index: Int, measured: [Position: [GraphvizTextSpan]]) -> Run? {
        guard line.hasPrefix("<text text-anchor=\"start\" "), line.hasSuffix("</text>"),
              let close = line.utf8.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let tag = line[line.utf8.index(line.startIndex, offsetBy: 5)..<close]
        let content = String(line[line.utf8.index(after: close)..<line.utf8.index(line.endIndex, offsetBy: -7)])
        let attributes = Self.attributes(of: tag)
        guard let xText = attributes.first(where: { $0.name == "x" })?.value, let x = Double(xText),
              let yText = attributes.first(where: { $0.name == "y" })?.value, let y = Double(yText),
              let candidates = measured[Position(x: x, y: y)] else { return nil }
        let text = plain(content)
        guard let span = candidates.first(where: { plain($0.text) == text }) ?? (candidates.count == 1 ? candidates[0] : nil) else { return nil }
        return Run(index: index, x: x, y: yText, attributes: attributes.filter { !["text-anchor", "x", "y"].contains($0.name) },
                   content: content, width: span.width)
    }

    /// `name="value"` pairs in order.
    private static func attributes(of tag: Substring) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        let bytes = tag.utf8
        var index = bytes.startIndex
        var nameStart = index
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == 10 {
                nameStart = bytes.index(after: index)
            } else if byte == UInt8(ascii: "="), bytes.index(after: index) < bytes.endIndex, bytes[bytes.index(after: index)] == UInt8(ascii: "\"") {
                let valueStart = bytes.index(index, offsetBy: 2)
                guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
                result.append((String(tag[nameStart..<index]), String(tag[valueStart..<valueEnd])))
                index = bytes.index(after: valueEnd)
                nameStart = index
                continue
            }
            index = bytes.index(after: index)
        }
        return result
    }

    /// Text as Graphviz's xdot writes it, from its SVG: XML escapes decoded, and the no-break
    /// spaces Graphviz writes for a run of spaces read as spaces.
    private static func plain(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == 0xA0 }) else { return text }
        var result = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let code = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let code, let scalar = Unicode.Scalar(code) { result.unicodeScalars.append(scalar) } else { result += "&\(entity);" }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        result += rest
        return String(String.UnicodeScalarView(result.unicodeScalars.map { $0 == "\u{A0}" ? " " : $0 }))
    }

    /// The bounding box of a `<polygon>`, `<path>` or `<ellipse>` line, in the SVG's coordinates.
    private static func box(of line: String) -> Box? {
        if line.hasPrefix("<polygon ") || line.hasPrefix("<path ") {
            let name = line.hasPrefix("<polygon ") ? "points" : "d"
            guard let value = attributes(of: line.dropFirst()).first(where: { $0.name == name })?.value else { return nil }
            // Graphviz writes points as `x,y` pairs, and paths as `M` and `C` followed by such pairs.
            var box: Box?
            var pending: Double?
            var number = ""
            func end() {
                guard let value = Double(number) else { number = ""; return }
                number = ""
                guard let x = pending else { pending = value; return }
                pending = nil
                box = box.map { Box(minX: min($0.minX, x), maxX: max($0.maxX, x), minY: min($0.minY, value), maxY: max($0.maxY, value)) }
                    ?? Box(minX: x, maxX: x, minY: value, maxY: value)
            }
            for character in value.unicodeScalars {
                if ("0"..."9").contains(character) || character == "." || character == "-" || character == "e" { number.unicodeScalars.append(character) } else { end() }
            }
            end()
            return box
        }
        if line.hasPrefix("<ellipse ") {
            let values = Dictionary(attributes(of: line.dropFirst()).map { ($0.name, Double($0.value)) }, uniquingKeysWith: { first, _ in first })
            guard let cx = values["cx"] ?? nil, let cy = values["cy"] ?? nil, let rx = values["rx"] ?? nil, let ry = values["ry"] ?? nil else { return nil }
            return Box(minX: cx - rx, maxX: cx + rx, minY: cy - ry, maxY: cy + ry)
        }
        return nil
    }
}
