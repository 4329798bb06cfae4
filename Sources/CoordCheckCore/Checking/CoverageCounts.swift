/// Coverage as a search counts it, in arrays indexed like ``EventCatalog`` and
/// ``Handler/id``. Counts are sums, so chunks counted apart and added in any order give the
/// same totals for every number of jobs.
struct CoverageCounts: Sendable {
    /// States where each event was enabled, and transitions that fired it.
    var enabled: [Int]
    var fired: [Int]
    /// Runs of each handler, nested `start` and `call` included.
    var handlerRuns: [Int]
    /// By operation, how often UIKit refused it (or it could do nothing), and the words of
    /// the first refusal counted.
    var refusals: [SourceLocation: (count: Int, message: String)] = [:]

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
        for (location, refused) in other.refusals {
            refusals[location, default: (0, refused.message)].count += refused.count
        }
    }

    /// Counts what a step's operations were refused (``StepEffects/notes``).
    mutating func count(_ notes: [StepNote]) {
        for note in notes { refusals[note.location, default: (0, note.message)].count += 1 }
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
            },
            refused: alwaysRefused(handlers: handlers))
    }

    /// The operations refused every time their handler ran. An operation belongs to the last
    /// handler written above it; one run of that handler runs it at most once (nested runs are
    /// runs of their own handler), so as many refusals as runs means every run was refused.
    private func alwaysRefused(handlers: [Handler]) -> [Coverage.RefusedOperation] {
        let byLine = handlers.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return refusals.compactMap { location, refused -> Coverage.RefusedOperation? in
            guard let handler = byLine.last(where: { ($0.location.line, $0.location.column) <= (location.line, location.column) }),
                  refused.count >= handlerRuns[handler.id]
            else { return nil }
            return Coverage.RefusedOperation(location: location, handler: handler.title, message: refused.message, times: refused.count)
        }.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
