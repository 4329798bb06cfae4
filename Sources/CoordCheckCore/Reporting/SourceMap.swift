import Foundation

/// Where each line of a drafted scenario was read from: `coordcheck extract` ends a line with
/// `# path:line:col`, the Swift code it models. Reports of a draft point at the Swift code
/// through it.
///
/// ```swift
/// let map = SourceMap(tracedScenario: draft.scenario)
/// map.place(of: handler.location)   // Place(file: "App/HomeCoordinator.swift", line: 42, column: 9)
/// ```
public struct SourceMap: Sendable {
    /// A place in a file: the Swift code a draft was read from, or the scenario itself.
    public struct Place: Codable, Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int

        /// `file:line:col`.
        public var written: String { "\(file):\(line):\(column)" }
    }

    /// By scenario line (from 1).
    public private(set) var places: [Int: Place] = [:]
    /// The draft's `# coordcheck:` notes: what the extractor read but did not model.
    public let gaps: DraftGaps

    public init(tracedScenario text: String) {
        gaps = DraftGaps(tracedScenario: text)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let place = Self.trace(of: line) { places[index + 1] = place.place }
        }
    }

    /// The place a line's trace comment gives (`… # path:line:col`), and where that comment
    /// starts.
    static func trace(of line: Substring) -> (place: Place, comment: Substring.Index)? {
        guard let hash = line.range(of: "# ", options: .backwards) else { return nil }
        let parts = line[hash.upperBound...].trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        return (Place(file: parts.dropLast(2).joined(separator: ":"), line: row, column: column), hash.lowerBound)
    }

    /// The Swift place a scenario location was drafted from, if its line says.
    public func place(of location: SourceLocation) -> Place? { places[location.line] }

    /// Where a report points for a scenario location: the Swift code its line was read from
    /// when a map says, else the scenario's own file.
    public static func place(of location: SourceLocation, inScenario path: String, through map: SourceMap?) -> Place {
        map?.place(of: location) ?? Place(file: path, line: location.line, column: location.column)
    }
}
