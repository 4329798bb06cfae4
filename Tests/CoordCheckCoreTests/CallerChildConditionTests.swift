import CoordCheckCore
import Testing

/// `child caller` (docs/language.md, conditions): whether the coordinator whose call ran the
/// method is still one of self's children, as a lookup among `children` before a removal
/// finds it or not.
@Suite struct CallerChildConditionTests {
    /// A thread that ends itself on its own button after popping its screen; the inbox's
    /// navigation delegate then looks the popped screen's coordinator up, and removes it only
    /// when it finds it.
    static func inbox(_ popped: String) -> String {
        """
        scenario inbox
        screen InboxScreen: open
        screen ThreadScreen: archive

        coordinator App root
          on start
            setRoot stack
            start Inbox

        coordinator Inbox
          on start: push InboxScreen
          on InboxScreen.open: start Thread
          func screenPopped
            \(popped)
          func childDidEnd: removeChild caller

        coordinator Thread
          on start: push ThreadScreen
          on ThreadScreen.back: pop; call parent.screenPopped
          on ThreadScreen.swipeBack: call parent.screenPopped
          on ThreadScreen.archive: pop; call parent.childDidEnd; call parent.screenPopped
        """
    }

    func violated(_ text: String) throws -> [String: [String]] {
        let result = try Explorer(scenario: try Fixtures.compile(text)).check(CheckOptions(depth: 4, jobs: 1))
        return Dictionary(uniqueKeysWithValues: result.verdicts.compactMap { verdict in
            verdict.violation.map { (verdict.name, $0.trace.labels(in: result.scenario)) }
        })
    }

    @Test func aLookedUpRemovalFindsNothingOnceTheChildHasGone() throws {
        #expect(try violated(Self.inbox("if child caller: removeChild caller")).isEmpty)
    }

    @Test func withoutTheLookupTheSecondRemovalIsMissing() throws {
        #expect(try violated(Self.inbox("removeChild caller"))["remove-missing"] == ["InboxScreen.open", "ThreadScreen.archive"])
    }

    @Test func theChildStillThereIsRemoved() throws {
        // `not child caller` never removes: back leaves the thread in the inbox's children.
        #expect(try violated(Self.inbox("if not child caller: removeChild caller"))["no-leaks"] == ["InboxScreen.open", "back"])
    }

    @Test func itIsPrintedAsWritten() throws {
        let document = try ScenarioDocument(parsing: SourceFile(path: "inbox.txt", text: Self.inbox("if child caller: removeChild caller")))
        #expect(document.text.contains("if child caller: removeChild caller"))
    }
}
