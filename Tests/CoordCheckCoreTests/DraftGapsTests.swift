import CoordCheckCore
import Testing

/// How a draft's `# coordcheck:` notes are read back and attached: under a handler, under a
/// screen, above the declarations naming a screen; `assumed:` notes are no gap.
@Suite struct DraftGapsTests {
    static let draft = """
        scenario gaps
        # coordcheck: DetailScreen.share: no coordinator that shows DetailScreen implements share
        screen HomeScreen: open
        screen DetailScreen
        # coordcheck: DetailScreen: no user event found, but code of it that may move on was not followed: x() # App/Detail.swift:9:5
        coordinator App root                                   # App/App.swift:1:1
          on start
            setRoot stack
            push HomeScreen
            # coordcheck: assumed: a loop: its body is modelled once # App/App.swift:4:9
          on HomeScreen.open                                   # App/App.swift:7:5
            start Detail
            # coordcheck: a removal from children not modelled # App/App.swift:9:9
        coordinator Detail
          on start
            setRoot stack
            push DetailScreen
        """

    @Test func notesAttachToWhatTheyAreAbout() throws {
        let gaps = DraftGaps(tracedScenario: Self.draft)
        #expect(gaps.all.count == 3, "the assumed note is no gap")
        let detail = try #require(gaps.byScreen["DetailScreen"])
        #expect(detail.map(\.draftLine) == [2, 5])
        #expect(detail[1].place?.written == "App/Detail.swift:9:5")
        #expect(detail[1].text.hasSuffix("was not followed: x()"))
        #expect(gaps.byHandler[11]?.map(\.text) == ["a removal from children not modelled"])
        #expect(gaps.byHandler[7] == nil)
    }

    @Test func aViolationRestsOnTheNotesOfWhatItsTraceRan() throws {
        let scenario = try Fixtures.compile(Self.draft, path: "gaps.txt")
        let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 3))
        let marked = DraftGaps(tracedScenario: Self.draft).marked(result)
        // The Detail screen has no event: stuck there after `open`, through the noted handler
        // and on the noted screen.
        let deadlock = try #require(marked.verdicts.first { $0.name == "deadlock" }?.violation)
        #expect(!deadlock.confirmed)
        #expect(Set(deadlock.dependsOn.map(\.draftLine)) == [13, 5, 2])
        // Checked as a scenario (no marking), the same violation is confirmed.
        #expect(result.verdicts.first { $0.name == "deadlock" }?.violation?.confirmed == true)
    }
}
