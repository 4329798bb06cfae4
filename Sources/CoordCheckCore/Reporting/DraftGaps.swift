/// The gaps of a draft `coordcheck extract` wrote: its `# coordcheck:` notes, each with what
/// it belongs to — a handler (code of it the extractor read but could not model), a screen
/// (no event found, calls into the coordinator layer not followed), or the draft as a whole.
/// Read back from the draft's text, as ``SourceMap`` reads its places.
///
/// A violation is *confirmed* when nothing its evidence rests on carries a note: the handlers
/// its trace ran (at launch, for a violation found there), the `on start` of the coordinator
/// it is about, and for `deadlock` the screen on which nothing can be done. Otherwise it may be
/// an artefact of the draft rather than a bug of the app, and ``notes(for:of:in:)`` says
/// which notes it depends on. Notes of code modelled with a stated approximation
/// (``assumption``: a loop's body once, a split view collapsed) are no gap.
///
/// ```swift
/// let gaps = DraftGaps(tracedScenario: draft)
/// gaps.notes(for: violation, of: "deadlock", in: scenario)   // [] for a confirmed violation
/// ```
public struct DraftGaps: Sendable {
    /// One `# coordcheck:` line.
    public struct Note: Codable, Sendable, Hashable {
        public var text: String
        /// Its line in the draft.
        public var draftLine: Int
        /// Where in the Swift code it was read, when the draft says.
        public var place: SourceMap.Place?

        /// `text (path:line:col)`, or the draft's line when the Swift place is unknown.
        public var written: String { "\(text) (\(place?.written ?? "draft line \(draftLine)"))" }
    }

    /// Notes under a handler, by the draft line of the handler's header (``Handler/location``).
    public private(set) var byHandler: [Int: [Note]] = [:]
    /// Notes right under a screen's declaration, by screen name.
    public private(set) var byScreen: [String: [Note]] = [:]
    /// Notes above the declarations that begin with a name, by that name; the screen's when a
    /// screen has it (``byScreen`` then includes them).
    private var aboutScreen: [String: [Note]] = [:]
    /// How a note of code modelled with a stated approximation begins (`assumed: a loop:
    /// its body is modelled once`): not a gap, nothing rests on it.
    public static let assumption = "assumed: "
    /// Every note of code not modelled (not an ``assumption``), in the draft's order.
    public private(set) var all: [Note] = []

    public init(tracedScenario text: String) {
        var handlerLine: Int?
        var screen: String?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let indented = raw.first == " "
            let trimmed = raw.drop { $0 == " " }
            if trimmed.hasPrefix("# coordcheck:") {
                let note = Self.note(trimmed.dropFirst("# coordcheck:".count), line: line)
                // Modelled, with an approximation stated: not a gap.
                if note.text.hasPrefix(Self.assumption) { continue }
                all.append(note)
                if indented, let handlerLine {
                    byHandler[handlerLine, default: []].append(note)
                } else if !indented, let screen {
                    byScreen[screen, default: []].append(note)
                } else if !indented {
                    // A note above the declarations that begins with a screen's name
                    // (`DetailScreen.share: no coordinator … implements share`): the screen's.
                    let named = note.text.prefix { $0 != "." && $0 != ":" && !$0.isWhitespace }
                    if !named.isEmpty { aboutScreen[String(named), default: []].append(note) }
                }
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let word = trimmed.prefix { !$0.isWhitespace && $0 != ":" }
            if indented {
                handlerLine = word == "on" || word == "func" ? line : handlerLine
                continue
            }
            handlerLine = nil
            screen = nil
            if word == "screen" {
                let name = String(trimmed.dropFirst(word.count).drop(while: \.isWhitespace).prefix { !$0.isWhitespace && $0 != ":" })
                byScreen[name, default: []] += aboutScreen[name] ?? []
                screen = name
            }
        }
    }

    /// A note's text and the Swift place its trace comment gives (`… # path:line:col`).
    private static func note(_ body: Substring, line: Int) -> Note {
        guard let trace = SourceMap.trace(of: body) else {
            return Note(text: body.trimmingCharacters(in: .whitespaces), draftLine: line, place: nil)
        }
        return Note(text: body[..<trace.comment].trimmingCharacters(in: .whitespaces), draftLine: line, place: trace.place)
    }

    /// The notes a violation's evidence rests on (none: it is confirmed): those of the
    /// handlers its trace ran, nested ones included (at launch, the launch's), of the `on
    /// start` of the coordinator it is about, and of the screen a `deadlock` is stuck on.
    public func notes(for violation: Violation, of invariant: String, in scenario: Scenario) -> [Note] {
        guard !all.isEmpty else { return [] }
        var found: [Note] = []
        func add(_ notes: [Note]?) {
            for note in notes ?? [] where !found.contains(note) { found.append(note) }
        }
        let machine = Machine(scenario: scenario)
        var runs = [Int](repeating: 0, count: scenario.allHandlers.count)
        if var state = try? machine.launch(countingRuns: &runs) {
            if !violation.trace.events.isEmpty { runs = runs.map { _ in 0 } }
            for event in violation.trace.events {
                guard let step = try? machine.apply(event, to: state, countingRuns: &runs) else { break }
                state = step.state
            }
        }
        for handler in scenario.allHandlers where handler.id < runs.count && runs[handler.id] > 0 {
            add(byHandler[handler.location.line])
        }
        // The coordinator it is about, its culprit: how it came to be and what it shows (a
        // start that shows nothing the draft could model leaves it "leaking" at once).
        if let culprit = violation.culprit {
            add(scenario.coordinators[culprit].handlers.start.flatMap { byHandler[$0.location.line] })
        }
        // Where the user is stuck.
        if invariant == "deadlock", let screen = (try? violation.replayed(in: scenario))?.last?.snapshot.visibleScreen {
            add(byScreen[scenario.screens[screen.type].name])
        }
        return found
    }

    /// `result` with each violation's ``Violation/dependsOn`` filled in.
    public func marked(_ result: CheckResult) -> CheckResult {
        guard !all.isEmpty else { return result }
        var result = result
        let scenario = result.scenario
        result.verdicts = result.verdicts.map { verdict in
            var verdict = verdict
            if let violation = verdict.violation { verdict.violation?.dependsOn = notes(for: violation, of: verdict.name, in: scenario) }
            verdict.others = verdict.others.map { other in
                var other = other
                other.dependsOn = notes(for: other, of: verdict.name, in: scenario)
                return other
            }
            return verdict
        }
        return result
    }
}
