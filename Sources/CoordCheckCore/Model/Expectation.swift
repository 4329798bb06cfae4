/// `expect no-leaks`, `expect no-leaks: Detail, Settings at depth 3`: violations the scenario
/// is known to have (docs/language.md §4 and §10).
///
/// An expectation covers a violation of its invariant when it names no coordinator type or
/// names the violation's culprit, and gives no depth or the violation's; it is met when each
/// type it names (or, naming none, the invariant) has a violation it covers.
public struct Expectation: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    /// The coordinator types named after the colon (indices in ``Scenario/coordinators``),
    /// in the order written; empty for any.
    public var culprits: [Int] = []
    /// `at depth N`: the depth of each violation it covers.
    public var depth: Int?

    public init(name: String, location: SourceLocation, culprits: [Int] = [], depth: Int? = nil) {
        self.name = name
        self.location = location
        self.culprits = culprits
        self.depth = depth
    }

    /// Whether it covers `violation` (one of its invariant's).
    public func covers(_ violation: Violation) -> Bool {
        (culprits.isEmpty || violation.culprit.map(culprits.contains) == true) && (depth == nil || depth == violation.depth)
    }

    /// What of it `violations` (its invariant's) leave unmet: the types named that none
    /// covers, or, naming none, an empty list when nothing covers it; nil when it is met.
    public func missing(in violations: [Violation]) -> [Int]? {
        if culprits.isEmpty { return violations.contains(where: covers) ? nil : [] }
        let missing = culprits.filter { culprit in !violations.contains { $0.culprit == culprit && covers($0) } }
        return missing.isEmpty ? nil : missing
    }

    /// What it misses (`missing`, from ``missing(in:)``) as reports say it: `Detail,
    /// Settings at depth 3`; nil for a bare `expect NAME`, which misses everything.
    public func missingWords(_ missing: [Int], in scenario: Scenario) -> String? {
        let types = missing.map { scenario.coordinators[$0].name }.joined(separator: ", ")
        let words = [types, depth.map { "at depth \($0)" } ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        return words.isEmpty ? nil : words
    }

    /// The line as written, without `expect`: `no-leaks: Detail, Settings at depth 3`.
    public func written(in scenario: Scenario) -> String {
        name + (culprits.isEmpty ? "" : ": " + culprits.map { scenario.coordinators[$0].name }.joined(separator: ", "))
            + (depth.map { " at depth \($0)" } ?? "")
    }
}
