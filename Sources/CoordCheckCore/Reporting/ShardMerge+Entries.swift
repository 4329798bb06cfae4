extension ShardMerge {
    /// The merged result of each scenario, as a check's gate entry, in the order shard 1
    /// lists them. Each scenario is read (through `read`, relative paths as the shards gave
    /// them) and its chosen traces replayed; one that can no longer be read, or that changed
    /// since the shards checked it, is an error entry, as is one the shards could not check.
    public func entries(reading read: (String) throws(FileError) -> SourceFile = ScenarioLoader.read) -> [GateEntry] {
        scenarios.map { group in
            guard let first = group.first, first.status != "error" else { return .unreadable(Self.unreadable(group[0])) }
            if let reason = first.reason { return .skipped(SkippedFile(file: first.file, reason: reason, strict: first.status == "failed")) }
            let source: SourceFile
            do throws(FileError) { source = try read(first.file) } catch {
                var error = error
                error.message += " (merge reads the scenarios the reports name again: run it in the folder the shards ran in)"
                return .unreadable(UnreadableScenario(error))
            }
            switch ScenarioCompiler.compile(source) {
            case .failure(let failure):
                return .unreadable(UnreadableScenario(file: first.file, diagnostics: failure.diagnostics))
            case .success(let scenario):
                do throws(ShardMergeError) {
                    return .checked(try merged(group, of: scenario, source: source))
                } catch {
                    return .unreadable(UnreadableScenario(file: first.file, problems: [
                        Problem(.error, rule: Problem.Rule.scenarioError, file: first.file,
                                message: "changed since the shards checked it (\(error.message)): merge reads the scenarios again to replay the traces, so run it on the files the shards checked"),
                    ]))
                }
            }
        }
    }

    /// A scenario the shards could not check, as the first of them reported it.
    private static func unreadable(_ entry: JSONReport.Entry) -> UnreadableScenario {
        UnreadableScenario(file: entry.file, problems: (entry.errors ?? []).map { error in
            let rule = error.message.hasPrefix("internal error") ? Problem.Rule.internalError : Problem.Rule.scenarioError
            return Problem(.error, rule: rule, file: error.file, line: error.line, column: error.column, message: error.message)
        })
    }

    /// One scenario's shards joined, its traces replayed on `scenario`; throws what no longer
    /// matches the reports.
    private func merged(_ group: [JSONReport.Entry], of scenario: Scenario, source: SourceFile) throws(ShardMergeError) -> CheckedScenario {
        let first = group[0]
        guard scenario.name == first.scenario else { throw ShardMergeError("it is scenario '\(scenario.name)' now, '\(first.scenario)' in the reports") }
        let invariants = InvariantCatalog.all(for: scenario)
        let reported = group.map { $0.invariants ?? [] }
        guard invariants.map(\.name) == reported[0].map(\.name) else { throw ShardMergeError("its invariants and assertions are not those reported") }
        let machine = Machine(scenario: scenario)
        var verdicts: [InvariantVerdict] = []
        for (index, invariant) in invariants.enumerated() {
            let candidates = reported.map { $0[index] }
            guard candidates.allSatisfy({ $0.description == invariant.summary }) else {
                throw ShardMergeError("its invariants and assertions are not those reported")
            }
            var verdict = InvariantVerdict(name: invariant.name, summary: invariant.summary, expectations: scenario.expectations(of: invariant.name))
            let expectations = verdict.expectations.map { $0.written(in: scenario) }
            // The shards judged their violations against these `expect` lines.
            guard candidates.allSatisfy({ ($0.expectations ?? []) == expectations }) else {
                throw ShardMergeError("the verdicts replayed on it are not those reported")
            }
            // Each coordinator type's shortest violation (on a tie the lowest shard's), the
            // shortest of all first; else an undecided verdict.
            let found = Self.shortestByCulprit(candidates)
            if found.isEmpty { verdict.inconclusive = candidates.first { $0.inconclusive != nil }?.inconclusive }
            for (culprit, labels, message) in found {
                guard let violation = Self.violation(of: invariant, labels: labels, culprit: culprit, message: message, in: scenario, machine: machine),
                      violation.message == message
                else { throw ShardMergeError("the verdicts replayed on it are not those reported") }
                if verdict.violation == nil { verdict.violation = violation } else { verdict.others.append(violation) }
            }
            verdicts.append(verdict)
        }
        let stats = group.compactMap(\.stats)
        var result = CheckResult(
            scenario: scenario, depth: first.depth ?? scenario.depth,
            stop: group.first { $0.complete != true }.map(Self.stop) ?? .complete,
            stats: ExplorationStats(states: Self.sum(stats.map(\.states)), transitions: Self.sum(stats.map(\.transitions)),
                                    seconds: stats.compactMap(\.seconds).max() ?? 0, depthCovered: stats.map(\.depthCovered).min() ?? 0,
                                    visitedBytes: Self.sum(stats.map(\.visitedBytes)), jobs: 1),
            verdicts: verdicts, coverage: try Self.coverage(group.compactMap(\.coverage), of: scenario), shard: nil)
        // A draft checked through its source map (extract) reported its causes in the Swift code.
        let mapped = group.contains { ($0.invariants ?? []).contains { $0.cause.map { $0.file != first.file } ?? false } }
        let sourceMap = mapped ? SourceMap(tracedScenario: source.text) : nil
        if let sourceMap { result = sourceMap.gaps.marked(result) }
        var checked = CheckedScenario(result: result, sourceMap: sourceMap,
                                      options: first.options ?? JSONReport.Options(depth: result.depth))
        checked.shards = zip(reports, group).map { report, entry in
            entry.shard?.split ?? ShardSplit(shard: report.shard, level: nil, levelStates: 0, expanded: 0)
        }
        return checked
    }

    /// Every violation the shards reported of one invariant (its `trace` and `alsoBrokenBy`),
    /// the shortest of each coordinator type (on a tie the lowest shard's), ordered by depth
    /// (on a tie as first met): the shortest of all first.
    private static func shortestByCulprit(_ candidates: [JSONReport.InvariantEntry]) -> [(culprit: String?, labels: [String], message: String?)] {
        var found: [(culprit: String?, labels: [String], message: String?)] = []
        for entry in candidates {
            let reported = entry.trace.map { [(entry.culprit, $0, entry.message)] } ?? []
            for violation in reported + (entry.alsoBrokenBy ?? []).map({ ($0.culprit, $0.trace, Optional($0.message)) }) {
                if let known = found.firstIndex(where: { $0.culprit == violation.0 }) {
                    if violation.1.count < found[known].labels.count { found[known] = violation }
                } else {
                    found.append(violation)
                }
            }
        }
        return found.enumerated().sorted { ($0.element.labels.count, $0.offset) < ($1.element.labels.count, $1.offset) }.map(\.element)
    }

    /// The violation a reported trace ends in, blaming `culprit` (a coordinator type's name),
    /// replayed; nil when it does not replay to one.
    private static func violation(of invariant: any Invariant, labels: [String], culprit: String?, message: String?, in scenario: Scenario,
                                  machine: Machine) -> Violation? {
        // Reachability is judged on the graph: its message is the search's.
        guard invariant.scope == .graph else {
            let type = culprit.map { scenario.coordinatorIndex(named: $0).map(Int32.init) ?? -1 }
            return try? Replayer(machine: machine, invariants: [invariant]).confirm(labels: labels, culprit: type)
        }
        guard let message, let frames = try? Replayer(machine: machine, invariants: []).run(labels: labels) else { return nil }
        return Violation(trace: Trace(events: frames.compactMap(\.event)), message: message, handler: frames.last?.effects?.handler,
                         frames: frames)
    }

    /// Why a shard's search stopped before the bound, as far as its report tells: a
    /// violation under --stop-at-first, --max-states, else the memory limit (its size known
    /// only when --max-memory set it).
    private static func stop(_ entry: JSONReport.Entry) -> CheckResult.Stop {
        let options = entry.options
        if entry.mode == "simulation", let walks = options?.simulate {
            return .simulated(Simulation(walks: walks, length: entry.depth ?? 0, seed: options?.seed ?? 1))
        }
        if options?.stopAtFirst == true, entry.invariants?.contains(where: { $0.trace != nil }) == true { return .firstViolation }
        if let limit = options?.maxStates, (entry.stats?.states ?? 0) >= limit { return .stateLimit(limit) }
        return .memoryLimit(options?.maxMemory ?? 0)
    }

    /// The shards' coverage counts added up, on the scenario's events and handlers.
    private static func coverage(_ shards: [JSONReport.CoverageEntry], of scenario: Scenario) throws(ShardMergeError) -> Coverage {
        let catalog = EventCatalog(scenario: scenario)
        let handlers = scenario.allHandlers
        var counts = CoverageCounts(events: catalog, handlers: handlers.count)
        for shard in shards {
            guard shard.events.map(\.label) == catalog.labels, shard.handlers.map(\.handler) == handlers.map(\.title) else {
                throw ShardMergeError("its events and handlers are not those reported")
            }
            for (index, event) in shard.events.enumerated() {
                counts.enabled[index] = sum([counts.enabled[index], event.enabled])
                counts.fired[index] = sum([counts.fired[index], event.fired])
            }
            for (handler, entry) in zip(handlers, shard.handlers) { counts.handlerRuns[handler.id] = sum([counts.handlerRuns[handler.id], entry.fired]) }
            // Listed by a shard: refused every time there, as often as its handler ran. Merged,
            // it is refused always when every shard that ran its handler lists it.
            for refused in shard.refused ?? [] {
                let location = SourceLocation(line: refused.line, column: refused.column)
                counts.refusals[location, default: (0, refused.message)].count = sum([counts.refusals[location]?.count ?? 0, refused.times])
            }
        }
        return counts.coverage(events: catalog, handlers: handlers, scenario: scenario)
    }

    /// Counts added up, at most `Int.max` (a report edited by hand cannot overflow them).
    private static func sum(_ counts: [Int]) -> Int {
        counts.reduce(0) { total, count in
            let (result, overflow) = total.addingReportingOverflow(count)
            return overflow ? (count > 0 ? Int.max : Int.min) : result
        }
    }
}
