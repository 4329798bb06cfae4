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

    public init(ran: [String], coordinators: Int) {
        self.ran = ran
        self.coordinators = coordinators
    }

    public init(_ result: CheckResult) {
        let fired = Set(result.coverage.handlers.filter { $0.fired > 0 }.map(\.location))
        let scenario = result.scenario
        ran = scenario.coordinators.filter { type in type.handlers.all.contains { fired.contains($0.location) } }.map(\.name)
        coordinators = scenario.coordinators.count
    }

    /// `3 of 14 coordinator types ran a handler`.
    public var written: String {
        "\(ran.count) of \(coordinators) coordinator type\(coordinators == 1 ? "" : "s") ran a handler"
    }
}
