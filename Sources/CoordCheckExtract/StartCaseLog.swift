/// The coordinators whose start cases a reading looked up (``DraftFacts/startCases``,
/// ``DraftFacts/startCaseClosures``), while start cases are gathered: a start read again
/// reads the same unless one of them changed. Shared by every copy of the reader, so a
/// lookup made in a trial that is then dropped still counts: it decided the trial's fate.
final class StartCaseLog {
    /// The coordinators whose start cases may change (the others' are looked up unlogged).
    let watched: Set<String>
    private(set) var consulted: Set<String> = []
    /// Whether the reading reached the start of a child that has start cases, whichever case
    /// it took: read again with its children's cases enumerated, it may read otherwise.
    var reachedStartCases = false

    init(watching watched: Set<String>) {
        self.watched = watched
    }

    func lookedUp(_ coordinator: String) {
        if watched.contains(coordinator) { consulted.insert(coordinator) }
    }
}
