import SwiftSyntax

/// A launch that branches on what the app stored (a token, a first-launch flag, a saved
/// state) becomes launch cases, and a child's start that does becomes start cases
/// (docs/language.md): the entry is read once for each way through its branch points, each
/// way a case.
extension DraftBuilder {
    /// At most this many ways through a launch, a start or an event: past them, a branch
    /// point takes its usual case.
    static let launchCaseLimit = 8

    /// The ways through an entry read as a handler of `owner`: each branch point reached (a
    /// branch on what the model does not track whose cases lead on differently) tried in
    /// each case, then in each way, each child started that has start cases (the path's own
    /// cases first); the points past the limit in their usual case. Ways that end up doing
    /// the same are one. With `keeps` false, a reading for facts: nothing else is kept.
    mutating func casePaths(of entry: SwiftType.Function, owner: String, bindings: [String: Value], atLaunch: Bool, keeps: Bool = true,
                            log: StartCaseLog? = nil) -> [LaunchPath] {
        guard let body = entry.body?.statements else { return [LaunchPath(name: "", actions: [])] }
        let log = log ?? StartCaseLog(watching: [])
        var found: [(choices: [Int], names: [String], actions: [CodeAction], given: [String])] = []
        // Its own points' choices, and its children's start cases' (nil: not yet tried).
        var pending: [(own: [Int], starts: [Int]?)] = [([], nil)]
        while !pending.isEmpty {
            let (own, starts) = pending.removeFirst()
            var open: [String]?
            var names: [String] = []
            var given: [String] = []
            log.reachedStartCases = false
            let actions = reading(owner: owner, source: entry.source, parameters: entry.parameters, bindings: bindings, splits: false,
                                  atLaunch: atLaunch, fresh: true, keeps: keeps) { reader in
                reader.pathChoices = own
                reader.startCaseChoices = starts
                reader.startCaseLog = log
                reader.statements(body)
                open = starts == nil ? reader.openPathPoint : reader.openStartCasePoint
                names = reader.pathCaseNames
                given = reader.givenClosuresRun
            }
            let fits = open.map { found.count + pending.count + $0.count <= Self.launchCaseLimit } ?? false
            switch (starts, open) {
            case (nil, let open?) where fits: pending += open.indices.map { (own + [$0], nil) }
            // A way that reached no child with start cases reads the same with them enumerated.
            case (nil, _) where !log.reachedStartCases: found.append((own + [-1], names, actions, given))
            case (nil, _): pending.append((own, []))
            case (let starts?, let open?) where fits: pending += open.indices.map { (own, starts + [$0]) }
            case (let starts?, _): found.append((own + [-1] + starts, names, actions, given))
            }
        }
        // The usual way first (every point in its first case), then by the cases taken.
        found.sort { $0.choices.lexicographicallyPrecedes($1.choices) }
        // A start that does nothing one way (`if !hasStartedOnce { … }`) is not a case: that
        // way is a start that already ran (the launch, which has no such second time, keeps it).
        if !atLaunch, found.contains(where: { !$0.actions.allSatisfy(\.isNote) }) {
            found.removeAll { $0.actions.allSatisfy(\.isNote) }
        }
        var paths: [LaunchPath] = []
        var seen: [String: Int] = [:]
        for (_, names, actions, given) in found {
            let identity = CodeAction.identity(of: actions, places: true)
            // (A way doing what another does is that one, whichever given closure it ran.)
            if let same = seen[identity] {
                paths[same].given.formUnion(given)
                continue
            }
            seen[identity] = paths.count
            var name = ScenarioDraft.eventName(Self.identifier(names.joined(separator: "_")))
            while paths.contains(where: { $0.name == name }) { name += "_" }
            paths.append(LaunchPath(name: name, actions: actions, given: Set(given)))
        }
        return paths
    }

    /// Each coordinator's start cases (``DraftFacts/startCases``): the ways through the entry
    /// its start runs, when there are several. A child's cases are branch points of the
    /// starts that start it, so they are read again until nothing changes (a few rounds:
    /// starts that start each other are cut there). A start is read again only when the
    /// cases of a coordinator its last reading looked up (``StartCaseLog``) changed since:
    /// else it reads as it did.
    mutating func gatherStartCases() {
        let all = app.coordinators.filter { $0 != app.root && !app.routes($0) }
        // What each start's last reading looked up and when (in readings done), and when each
        // coordinator's cases last changed.
        var lookedUp: [String: (coordinators: Set<String>, at: Int)] = [:]
        var changedAt: [String: Int] = [:]
        var readings = 0
        let watched = Set(all)
        var pending = all
        for _ in 0..<4 where !pending.isEmpty {
            var changed: Set<String> = []
            for coordinator in pending {
                guard let function = startEntry(of: coordinator) else { continue }
                if let seen = lookedUp[coordinator], seen.coordinators.allSatisfy({ (changedAt[$0] ?? -1) < seen.at }) { continue }
                let log = StartCaseLog(watching: watched)
                let paths = casePaths(of: function, owner: coordinator, bindings: Self.nilOptionals(of: function), atLaunch: false, keeps: false, log: log)
                readings += 1
                lookedUp[coordinator] = (log.consulted, readings)
                let cases = paths.count > 1 ? paths.map(\.name) : nil
                let closures = cases == nil ? nil : Dictionary(uniqueKeysWithValues: paths.map { ($0.name, $0.given) })
                if facts.startCases[coordinator] != cases || facts.startCaseClosures[coordinator] != closures { changedAt[coordinator] = readings }
                facts.startCaseClosures[coordinator] = closures
                if facts.startCases[coordinator] != cases {
                    facts.startCases[coordinator] = cases
                    changed.insert(coordinator)
                }
            }
            // (A start whose lookups saw none of them reads as it did: the log skips it.)
            pending = changed.isEmpty ? [] : all
        }
    }

    /// How many actions, from the first, every list has alike.
    static func sharedPrefix(of lists: [[CodeAction]]) -> Int {
        guard let first = lists.first else { return 0 }
        var count = 0
        let identity = { (action: CodeAction) in CodeAction.identity(of: [action], places: true) }
        while count < first.count, lists.allSatisfy({ $0.count > count && identity($0[count]) == identity(first[count]) }) { count += 1 }
        return count
    }

    /// A name the language takes: letters, digits and `_`, not starting with a digit.
    static func identifier(_ text: String) -> String {
        let kept = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        guard let first = kept.first else { return "case" }
        return first.isNumber ? "case_" + kept : kept
    }
}
