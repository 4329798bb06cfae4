import Foundation
import Testing

/// The diagrams fit a document: in a README column (880 px) the map, snapshots and film
/// strips keep their text at least 10 px high; a film strip keeps each stack in the same
/// place in every panel, tabs in tab order. Checked on every diagram of Output/ (which
/// CLITests holds to the scenarios).
@Suite struct DocumentFitTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Every map, snapshot and film strip in Output/.
    func diagrams() throws -> [String] {
        let output = "\(Self.root)/Output"
        return try FileManager.default.contentsOfDirectory(atPath: output).sorted().flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: "\(output)/\(folder)").sorted()
                .filter { $0.hasSuffix(".svg") && !$0.hasSuffix(".states.svg") }.map { "\(output)/\(folder)/\($0)" }
        }
    }

    func number(_ pattern: Regex<(Substring, Substring)>, in text: String) -> Double? {
        text.firstMatch(of: pattern).flatMap { Double($0.1) }
    }

    @Test func textIsAtLeast10PixelsHighInAREADMEColumn() throws {
        let files = try diagrams()
        #expect(files.count > 40)
        for file in files {
            let svg = try String(contentsOfFile: file, encoding: .utf8)
            let width = try #require(number(#/<svg[^>]*width="([\d.]+)pt"/#, in: svg), "\(file)")
            let smallest = svg.matches(of: #/font-size="([\d.]+)"/#).compactMap { Double($0.1) }.min() ?? 99
            // A point is 4/3 px; a diagram wider than the column is shrunk to fit it.
            let pixels = smallest * 4 / 3 * min(1, 880 / (width * 4 / 3))
            #expect(pixels >= 10, "\(file): \(width) pt wide, smallest text \(smallest) pt: \(pixels) px at 880 px")
        }
    }

    /// Where each stack is drawn, by panel: `p2-stacks-stack-1` → panel 2, stack 1.
    struct Place: Equatable {
        var left: Double
        var right: Double
        var top: Double
    }

    func stackPlaces(in svg: String) -> [Int: [Int: Place]] {
        var places: [Int: [Int: Place]] = [:]
        for match in svg.matches(of: #/id="p(\d+)-stacks-stack&#45;(\d+)".*?points="([^"]+)"/#.dotMatchesNewlines()) {
            let points = match.3.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }.filter { $0.count == 2 }
            let xs = points.map { $0[0] }, ys = points.map { $0[1] }
            guard let panel = Int(match.1), let stack = Int(match.2), let left = xs.min(), let right = xs.max(), let top = ys.min() else { continue }
            places[panel, default: [:]][stack] = Place(left: left, right: right, top: top)
        }
        return places
    }

    @Test func aFilmStripKeepsEachStackInTheSamePlaceAndTabsInOrder() throws {
        var strips = 0
        for file in try diagrams() where !file.hasSuffix("/map.svg") && !file.hasSuffix("/launch.svg") {
            let svg = try String(contentsOfFile: file, encoding: .utf8)
            let places = stackPlaces(in: svg)
            guard places.count > 1 else { continue }
            strips += 1
            // Panels after launch that have the same stacks have them at the same x.
            let later = places.keys.sorted().dropFirst().map { places[$0]! }
            for (first, second) in zip(later, later.dropFirst()) where first.count == second.count {
                #expect(first.mapValues { [$0.left, $0.right] } == second.mapValues { [$0.left, $0.right] }, "\(file): stacks move between panels")
            }
            // The window's stacks (the first, and those level with it: its tabs) left to right
            // in order; modals hang below.
            for panel in places.values {
                guard let first = panel[0] else { continue }
                let row = panel.keys.sorted().compactMap { panel[$0] }.filter { $0.top == first.top }
                #expect(zip(row, row.dropFirst()).allSatisfy { $0.right < $1.left }, "\(file): tabs out of order")
            }
        }
        #expect(strips > 10)
    }
}
