@testable import CoordCheckCore
import Testing

/// Screens that embed screens (docs/language.md, `embed`): shown and tapped while their
/// container is visible, released with it.
@Suite struct EmbeddedScreenTests {
    static func shell(_ close: String) -> String {
        """
        scenario shell
        depth 8
        screen HomeScreen: openShell
        screen ShellScreen
        screen MapScreen: pinTapped
        screen ListScreen: close
        screen PinScreen: done
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.openShell
            guard not child Shell
            start Shell
        coordinator Shell
          on start
            push ShellScreen
            embed MapScreen
            start List in embed
          on MapScreen.pinTapped: start Pin in modal fullScreen
          on back: pop; finish
          on swipeBack: finish
        coordinator List
          on start: push ListScreen
          on ListScreen.close: \(close)
        coordinator Pin
          on start: push PinScreen
          on PinScreen.done: dismiss; finish
        """
    }

    func enabled(_ scenario: Scenario, _ frame: ReplayFrame) -> [Event] {
        Machine(scenario: scenario).enabledEvents(in: frame.state)
    }

    func check(_ text: String) throws -> CheckResult {
        try Explorer(scenario: try Fixtures.compile(text)).check(CheckOptions(jobs: 1))
    }

    @Test func removingAnEmbeddedScreenWithoutFinishingLeaksItsCoordinator() throws {
        let result = try check(Self.shell("unembed ListScreen"))
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["no-leaks"])
        let violation = try #require(violated.first?.violation)
        #expect(violation.depth == 2)
        #expect(violation.trace.labels(in: result.scenario) == ["HomeScreen.openShell", "ListScreen.close"])
        #expect(violation.message == "List#3 is still in Shell#2.children but nothing it owns is on screen")
    }

    @Test func finishingWithItHoldsEverything() throws {
        let result = try check(Self.shell("unembed ListScreen; finish"))
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(result.verdicts.compactMap(\.violation).map(\.message))")
        #expect(result.complete)
    }

    @Test func embeddedScreensAreTappedWhileTheirContainerShowsAndLeaveWithIt() throws {
        let scenario = try Fixtures.compile(Self.shell("unembed ListScreen; finish"))
        let frames = try Replayer(scenario: scenario, invariants: InvariantCatalog.builtIn)
            .run(labels: ["HomeScreen.openShell", "MapScreen.pinTapped", "PinScreen.done", "back"])
        let shown = SnapshotText(scenario: scenario).lines(for: frames[1].snapshot, previous: nil).joined(separator: "\n")
        #expect(shown.contains("window root › embedded 1: MapScreen(Shell#2)"), "\(shown)")
        #expect(shown.contains("window root › embedded 2: ListScreen(List#3)"), "\(shown)")
        #expect(shown.contains("visible: ShellScreen of Shell#2, with MapScreen of Shell#2, ListScreen of List#3 embedded"), "\(shown)")
        #expect(enabled(scenario, frames[1]).map { $0.label(in: scenario) } == ["MapScreen.pinTapped", "ListScreen.close", "back", "swipeBack"])
        // Under the full-screen modal, nothing of the shell is tapped.
        #expect(enabled(scenario, frames[2]).map { $0.label(in: scenario) } == ["PinScreen.done"])
        // Popping the shell releases what it embeds.
        #expect(frames[4].snapshot.coordinators.count == 1 && frames[4].snapshot.stacks.count == 1)
        #expect(frames.allSatisfy { $0.violations.isEmpty })
    }

    @Test func visibleHoldsForAnEmbeddedScreen() throws {
        let text = Self.shell("if visible MapScreen: unembed ListScreen; finish")
        #expect(try check(text).verdicts.allSatisfy { $0.violation == nil })
    }

    @Test func embeddingWithoutAScreenIsNoted() throws {
        let text = """
            scenario nowhere
            screen MapScreen
            screen HomeScreen
            coordinator App root
              on start
                setRoot stack
                embed MapScreen
                push HomeScreen
            """
        let scenario = try Fixtures.compile(text)
        var notes: [StepNote] = []
        var runs = [Int](repeating: 0, count: scenario.allHandlers.count)
        _ = try Machine(scenario: scenario).launch(countingRuns: &runs, notes: &notes)
        #expect(notes.map(\.message) == ["embed did nothing: App#1 has no screen to embed in"])
    }
}
