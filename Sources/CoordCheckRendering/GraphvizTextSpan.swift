/// A run of text as Graphviz laid it out: where it starts and how wide Graphviz measured it,
/// in the graph's coordinates (y up, as xdot gives them; Graphviz's SVG writes y negated).
/// Read from the text operations of Graphviz's xdot rendering of the same layout (the
/// cheapest of its renderers that say how wide each run is: its JSON takes three times as long).
struct GraphvizTextSpan: Equatable {
    var text: String
    var x: Double
    var y: Double
    /// `l`, `c` or `r`: whether `x` is the start, the middle or the end of the text.
    var align: String
    var width: Double

    /// Every `T` operation of the drawing attributes (`_ldraw_`, `_hldraw_` …) of an xdot
    /// document, in order; those of an attribute that does not parse are left out.
    static func spans(inXDot xdot: [UInt8]) -> [GraphvizTextSpan] {
        var spans: [GraphvizTextSpan] = []
        let marker = Array("draw_=\"".utf8)
        var index = 0
        while let start = firstIndex(of: marker, in: xdot, from: index) {
            var operations: [UInt8] = []
            var cursor = start + marker.count
            // A DOT string: `\"` is a quote, a backslash before a newline continues the line.
            while cursor < xdot.count, xdot[cursor] != UInt8(ascii: "\"") {
                if xdot[cursor] == UInt8(ascii: "\\"), cursor + 1 < xdot.count {
                    let next = xdot[cursor + 1]
                    if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") { operations.append(next); cursor += 2; continue }
                    if next == 10 { cursor += 2; continue }
                    if next == 13, cursor + 2 < xdot.count, xdot[cursor + 2] == 10 { cursor += 3; continue }
                }
                operations.append(xdot[cursor])
                cursor += 1
            }
            spans += textOperations(in: operations)
            index = cursor + 1
        }
        return spans
    }

    /// The `T x y j w n -text` operations of one xdot drawing, the others skipped.
    private static func textOperations(in bytes: [UInt8]) -> [GraphvizTextSpan] {
        var reader = Reader(bytes: bytes)
        var spans: [GraphvizTextSpan] = []
        while let operation = reader.operation() {
            switch operation {
            case UInt8(ascii: "E"), UInt8(ascii: "e"):
                guard reader.numbers(4) != nil else { return spans }
            case UInt8(ascii: "P"), UInt8(ascii: "p"), UInt8(ascii: "L"), UInt8(ascii: "B"), UInt8(ascii: "b"):
                guard let count = reader.number(), count >= 0, reader.numbers(2 * Int(count)) != nil else { return spans }
            case UInt8(ascii: "T"):
                guard let values = reader.numbers(4), let text = reader.text() else { return spans }
                let align = values[2] < 0 ? "l" : values[2] > 0 ? "r" : "c"
                spans.append(GraphvizTextSpan(text: text, x: values[0], y: values[1], align: align, width: values[3]))
            case UInt8(ascii: "t"):
                guard reader.number() != nil else { return spans }
            case UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "S"):
                guard reader.text() != nil else { return spans }
            case UInt8(ascii: "F"):
                guard reader.number() != nil, reader.text() != nil else { return spans }
            case UInt8(ascii: "I"):
                guard reader.numbers(4) != nil, reader.text() != nil else { return spans }
            default:
                return spans
            }
        }
        return spans
    }

    /// Reads xdot's space-separated operations: a letter, numbers, and `n -bytes` strings.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        private mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 9 { index += 1 }
        }

        mutating func operation() -> UInt8? {
            skipSpaces()
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func number() -> Double? {
            skipSpaces()
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
            return Double(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        mutating func numbers(_ count: Int) -> [Double]? {
            var values: [Double] = []
            for _ in 0..<count {
                guard let value = number() else { return nil }
                values.append(value)
            }
            return values
        }

        /// `n -bytes`: exactly n bytes after the dash.
        mutating func text() -> String? {
            guard let length = number(), length >= 0 else { return nil }
            skipSpaces()
            let count = Int(length)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "-"), index + 1 + count <= bytes.count else { return nil }
            defer { index += 1 + count }
            return String(decoding: bytes[(index + 1)..<(index + 1 + count)], as: UTF8.self)
        }
    }

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard marker.count <= bytes.count else { return nil }
        var index = start
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }
}
