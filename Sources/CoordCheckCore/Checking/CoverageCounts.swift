/// Coverage as a search counts it, in arrays indexed like ``EventCatalog`` and
/// ``Handler/id``. Counts are sums, so chunks counted apart and added in any order give the
/// same totals for every number of jobs.
struct CoverageCounts: Sendable {
    /// States where each event was enabled, and transitions that fired it.
    var enabled: [Int]
    var fired: [Int]
    /// Runs of each handler, nested `start` and `call` included.
    var handlerRuns: [Int]

    init(events: EventCatalog, handlers: Int) {
        enabled = Array(repeating: 0, count: events.count)
        fired = Array(repeating: 0, count: events.count)
        handlerRuns = Array(repeating: 0, count: handlers)
    }

    mutating func add(_ other: CoverageCounts) {
        for index in enabled.indices {
            enabled[index] += other.enabled[index]
            fired[index] += other.fired[index]
        }
        for index in handlerRuns.indices { handlerRuns[index] += other.handlerRuns[index] }
    }

    /// The coverage these counts stand for.
    func coverage(events: EventCatalog, handlers: [Handler], scenario: Scenario) -> Coverage {
        let reach = StaticReach(scenario: scenario)
        return Coverage(
            events: events.labels.indices.map {
                Coverage.EventEntry(label: events.labels[$0], declared: events.declared[$0], location: events.locations[$0],
                                    enabled: enabled[$0], fired: fired[$0])
            },
            handlers: handlers.map { handler in
                Coverage.HandlerEntry(title: handler.title, location: handler.location, fired: handlerRuns[handler.id],
                                      unreachable: handler.id < reach.reasons.count ? reach.reasons[handler.id] : nil)
            })
    }
}
