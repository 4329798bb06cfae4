/// One invariant's verdict for a scenario.
public struct InvariantVerdict: Sendable {
    public var name: String
    public var summary: String
    /// The scenario's `expect` lines for this invariant (docs/language.md §10).
    public var expectations: [Expectation]
    /// The shortest violation found, if any.
    public var violation: Violation?
    /// "Also broken by": for each other coordinator type the invariant blames (and for a
    /// violation that blames none), its shortest violation, in the order the search met
    /// them. Each type appears once, here or in ``violation``.
    public var others: [Violation] = []
    /// Why the search cannot decide a reachability assertion (states past the bound), when
    /// nothing was violated: such a verdict is never "holds".
    public var inconclusive: String?
    /// How far the search that judged it reached (``CheckResult`` sets it): an invariant
    /// not found violated holds only when the search was complete.
    public var reach: SearchReach = .complete

    public init(name: String, summary: String, expectations: [Expectation] = [], violation: Violation? = nil,
                others: [Violation] = [], inconclusive: String? = nil) {
        self.name = name
        self.summary = summary
        self.expectations = expectations
        self.violation = violation
        self.others = others
        self.inconclusive = inconclusive
    }

    /// The scenario expects violations of it (`expect NAME`).
    public var expected: Bool { !expectations.isEmpty }

    /// Every violation found: the shortest, then the others.
    public var violations: [Violation] { violation.map { [$0] + others } ?? [] }

    /// Neither violated nor left undecided, by a complete search.
    public var holds: Bool { violation == nil && inconclusive == nil && reach == .complete }

    /// The violations no `expect` line covers.
    public var unexpected: [Violation] {
        violations.filter { violation in !expectations.contains { $0.covers(violation) } }
    }

    /// The `expect` lines not met, each with what it misses (``Expectation/missing(in:)``).
    public var unmet: [(expectation: Expectation, missing: [Int])] {
        expectations.compactMap { expectation in expectation.missing(in: violations).map { (expectation, $0) } }
    }

    /// The violation a report tells step by step: the first unexpected one (a confirmed one
    /// first), else the shortest.
    public var reported: Violation? { unexpected.first(where: \.confirmed) ?? unexpected.first ?? violation }

    /// The violations besides ``reported``, in the order found.
    public var alsoBrokenBy: [Violation] {
        guard let reported else { return [] }
        return violations.filter { $0.culprit != reported.culprit }
    }

    /// What the verdict means against the scenario's `expect` lines.
    public enum Outcome: Sendable {
        /// Not violated, by a complete search, and not expected to be.
        case holds
        /// Not violated, and not expected to be, by a search that did not complete: how far
        /// it reached (`not violated to depth 6`).
        case notViolated(SearchReach)
        /// A violation no `expect` line covers (the first): a bug.
        case violated(Violation)
        /// Violated by a draft, not as `expect` says, but each such violation rests on code the
        /// extractor did not model (``Violation/dependsOn``): a warning, the first of them.
        case unconfirmed(Violation)
        /// Violated, as `expect` says (the shortest violation).
        case expectedFound(Violation)
        /// An `expect` line not met, nothing unexpected found (a failure only when the search
        /// was complete).
        case expectedMissing
        /// Neither violated nor proven within the bound (a reachability assertion), and why.
        case inconclusive(String)

        public var isViolated: Bool { if case .violated = self { true } else { false } }
        public var isExpectedMissing: Bool { if case .expectedMissing = self { true } else { false } }
    }

    public var outcome: Outcome {
        if violation == nil, let inconclusive { return .inconclusive(inconclusive) }
        let unexpected = unexpected
        if let confirmed = unexpected.first(where: \.confirmed) { return .violated(confirmed) }
        if !unmet.isEmpty { return .expectedMissing }
        if let unconfirmed = unexpected.first { return .unconfirmed(unconfirmed) }
        if let violation { return .expectedFound(violation) }
        return reach == .complete ? .holds : .notViolated(reach)
    }
}
