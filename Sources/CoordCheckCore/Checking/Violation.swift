/// A violation of one invariant: a shortest trace (the shortest of all, or of those blaming
/// one coordinator type), and what is wrong at its end.
public struct Violation: Sendable {
    public var trace: Trace
    /// What is wrong, naming instances as the replay of the trace numbers them.
    public var message: String
    /// The handler that ran the last step (nil when the launch state itself is wrong).
    public var handler: Handler?
    /// Serials of the instances involved, as the replay numbers them; the first is the one
    /// the violation is about.
    public var instances: [Int32] = []
    /// The coordinator type the violation is about (its index in ``Scenario/coordinators``):
    /// the culprit `expect NAME: Type` names (docs/language.md §10); nil when it names none.
    public var culprit: Int?
    /// The operation the invariant blames, when it knows it (``Finding/cause``).
    public var cause: SourceLocation?
    /// A draft's notes its evidence rests on (``DraftGaps/notes(for:of:in:)``): code the
    /// extractor read but did not model in a handler the trace ran, a coordinator it names, or
    /// the screen it is stuck on. Empty for a scenario written by hand and for a violation
    /// whose evidence was read in full.
    public var dependsOn: [DraftGaps.Note] = []
    /// The replay the search confirmed it with: launch, then one frame per event. Empty when
    /// it was not found by a search here (a report read back); ``replayed(in:)`` then replays.
    public var frames: [ReplayFrame] = []

    /// The trace replayed: the search's own replay when it kept one, else a new one.
    public func replayed(in scenario: Scenario) throws(ReplayError) -> [ReplayFrame] {
        if !frames.isEmpty { return frames }
        return try Replayer(machine: Machine(scenario: scenario), invariants: []).run(trace.events)
    }

    /// Whether its evidence was read in full: a bug of the app, not perhaps a gap of the
    /// draft (docs/extract.md, "Unconfirmed findings").
    public var confirmed: Bool { dependsOn.isEmpty }

    /// The length of its trace, the depth it was found at.
    public var depth: Int { trace.events.count }

    /// The culprit's name (`Detail`), nil when it names no coordinator.
    public func culpritName(in scenario: Scenario) -> String? {
        culprit.map { scenario.coordinators[$0].name }
    }
}
