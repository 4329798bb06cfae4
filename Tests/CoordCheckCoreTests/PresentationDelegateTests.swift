import CoordCheckCore
import Testing

/// A presentation's delegate (docs/language.md, `presentationDelegate`): `delegate TARGET`
/// naming nothing when the presentation runs is a note (a refused-operation warning when it
/// is so every time), and a coordinator of the presented stack can become the sheet's
/// delegate later with `presentationDelegate self`.
@Suite struct PresentationDelegateTests {
    static func signUp(_ start: String) -> String {
        """
        scenario late-delegate
        screen HomeScreen: signUp
        screen SignUpScreen
        coordinator App root
          on start
            setRoot stack
            push HomeScreen
          on HomeScreen.signUp: start SignUp in sheet delegate none
        coordinator SignUp
          on start: \(start)
          on swipeDismiss: finish
        """
    }

    func check(_ text: String) throws -> CheckResult {
        try Explorer(scenario: try Fixtures.compile(text)).check(CheckOptions(depth: 4, jobs: 1))
    }

    @Test func aSheetWithoutDelegateLeaksItsCoordinatorOnAPullDown() throws {
        let result = try check(Self.signUp("push SignUpScreen"))
        #expect(result.verdicts.first { $0.name == "no-leaks" }?.violation?.trace.labels(in: result.scenario)
            == ["HomeScreen.signUp", "swipeDismiss"])
    }

    @Test func presentationDelegateSelfMakesItTheDelegate() throws {
        let result = try check(Self.signUp("push SignUpScreen; presentationDelegate self"))
        #expect(result.verdicts.allSatisfy { $0.violation == nil })
        #expect(result.coverage.handlers.first { $0.title == "SignUp on swipeDismiss" }?.fired == 1)
    }

    @Test func aDelegateNamingNothingIsANoteAndAWarningWhenAlwaysSo() throws {
        let text = """
            scenario no-email-yet
            screen HomeScreen: signUp
            screen SignUpScreen
            screen EmailScreen
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.signUp: present SignUpScreen delegate Email
              func neverCalled: start Email
            coordinator Email
              on start: push EmailScreen
            """
        let result = try check(text)
        let frames = try Replayer(scenario: result.scenario, invariants: []).run(labels: ["HomeScreen.signUp"])
        #expect(frames.last?.notes.map(\.message) == ["delegate Email did nothing: no Email when App#1 presents, so the sheet has no delegate"])
        #expect(result.coverage.refused.map(\.location.line) == [9])
    }

    @Test func aDelegateNoCoordinatorCanEverBeIsAnError() throws {
        #expect(throws: (any Error).self) {
            try Fixtures.compile("""
                scenario never
                screen HomeScreen: signUp
                screen SignUpScreen
                coordinator App root
                  on start
                    setRoot stack
                    push HomeScreen
                  on HomeScreen.signUp: present SignUpScreen delegate Email
                coordinator Email
                  on start: push SignUpScreen
                """)
        }
    }

    @Test func presentationDelegateOnAStackNotPresentedIsANote() throws {
        let scenario = try Fixtures.compile("""
            scenario not-presented
            screen HomeScreen: tap
            coordinator App root
              on start
                setRoot stack
                push HomeScreen
              on HomeScreen.tap: presentationDelegate self
            """)
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["HomeScreen.tap"])
        #expect(frames.last?.notes.map(\.message) == ["presentationDelegate did nothing: App#1's stack is not presented"])
    }
}
