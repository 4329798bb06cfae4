/// How reports word the parts of a verdict that name coordinators: who a violation blames,
/// what else broke the invariant, what an `expect` line misses.
extension InvariantVerdict {
    /// `by Detail`, or `blaming no coordinator`.
    public func blamed(_ violation: Violation, in scenario: Scenario) -> String {
        violation.culpritName(in: scenario).map { "by \($0)" } ?? "blaming no coordinator"
    }

    /// `also broken by Detail at depth 4, Settings at depth 5` (``alsoBrokenBy``), nil when
    /// nothing else broke it.
    public func alsoBrokenBySummary(in scenario: Scenario) -> String? {
        let others = alsoBrokenBy
        guard !others.isEmpty else { return nil }
        return "also broken " + others.map { "\(blamed($0, in: scenario)) at depth \($0.depth)" }.joined(separator: ", ")
    }

    /// `not covered by 'expect no-leaks: Detail'`: why a violation of an expected invariant
    /// fails the check.
    public func notExpectedSummary(in scenario: Scenario) -> String {
        "not covered by " + expectations.map { "'expect \($0.written(in: scenario))'" }.joined(separator: " or ")
    }

    /// What the `expect` lines not met miss: `Detail at depth 3; Settings`; nil when the
    /// only one is a bare `expect NAME` (nothing found at all).
    public func missingSummary(in scenario: Scenario) -> String? {
        let parts = unmet.compactMap { $0.expectation.missingWords($0.missing, in: scenario) }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Whether an `expect` line covers `violation` (always false when there is none).
    public func expects(_ violation: Violation) -> Bool {
        expectations.contains { $0.covers(violation) }
    }
}
