/// How much of an app a draft's check reached: the coordinator types whose handlers ran
/// anywhere in the search, over those the extractor found in the code (a draft declares each
/// one). A clean report of a draft that reached 2 of 14 says little about the other 12.
///
/// ```swift
/// DraftReach(result).written   // "3 of 14 coordinator types ran a handler"
/// ```
public struct DraftReach: Codable, Sendable, Equatable {
    /// The coordinator types with a handler that ran, in the order declared.
    public var ran: [String]
    /// The coordinator types in the draft.
    public var coordinators: Int
    /// The coordinator types none of whose handlers ran within the search's bound, in the
    /// order declared: what a clean report does not speak for.
    public var notReached: [String]

    public init(ran: [String], coordinators: Int, notReached: [String] = []) {
        self.ran = ran
        self.coordinators = coordinators
        self.notReached = notReached
    }

    public init(_ result: CheckResult) {
        let fired = Set(result.coverage.handlers.filter { $0.fired > 0 }.map(\.location))
        let scenario = result.scenario
        let reached = scenario.coordinators.map { type in type.handlers.all.contains { fired.contains($0.location) } }
        ran = scenario.coordinators.indices.filter { reached[$0] }.map { scenario.coordinators[$0].name }
        notReached = scenario.coordinators.indices.filter { !reached[$0] }.map { scenario.coordinators[$0].name }
        coordinators = scenario.coordinators.count
    }

    /// `not reached: AboutCoordinator, HelpCoordinator and 9 more`: the first few types not
    /// reached (nil when every type was).
    public var notReachedWritten: String? {
        guard !notReached.isEmpty else { return nil }
        let shown = notReached.prefix(5).joined(separator: ", ")
        return "not reached: \(shown)" + (notReached.count > 5 ? " and \(notReached.count - 5) more" : "")
    }

    /// `3 of 14 coordinator types ran a handler`.
    public var written: String {
        "\(ran.count) of \(coordinators) coordinator type\(coordinators == 1 ? "" : "s") ran a handler"
    }
}
