import Testing
@testable import CoordCheckCore

/// Every error a user can make in a scenario: located at the right line and column, worded
/// to be acted on, all of them collected.
@Suite struct DiagnosticsTests {
    /// A valid base the cases below break, one line at a time.
    static let base = """
        screen HomeScreen: openDetail
        screen DetailScreen
        coordinator App root
          on start
            setRoot stack
            start Home
        coordinator Home
          on start: push HomeScreen
          on HomeScreen.openDetail: push DetailScreen

        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown screen with suggestion", text: base.replacingOccurrences(of: "push DetailScreen", with: "push DetailScren"),
             line: 9, column: 34, message: "unknown screen 'DetailScren'; did you mean 'DetailScreen'?"),
        Case(name: "unknown coordinator with suggestion", text: base.replacingOccurrences(of: "start Home", with: "start Hom"),
             line: 6, column: 11, message: "unknown coordinator 'Hom'; did you mean 'Home'?"),
        Case(name: "unknown operation with suggestion", text: base.replacingOccurrences(of: "push HomeScreen", with: "pussh HomeScreen"),
             line: 8, column: 13, message: "unknown operation 'pussh'; did you mean 'push'?"),
        Case(name: "unknown declaration", text: "screeen A\n" + base, line: 1, column: 1,
             message: "unknown declaration 'screeen'; did you mean 'screen'?"),
        Case(name: "duplicate screen", text: base + "screen HomeScreen\n", line: 10, column: 8, message: "duplicate screen 'HomeScreen'"),
        Case(name: "duplicate coordinator", text: base + "coordinator Home\n", line: 10, column: 13, message: "duplicate coordinator 'Home'"),
        Case(name: "duplicate handler", text: base + "  on start: push DetailScreen\n", line: 10, column: 3, message: "duplicate handler 'on start' in Home (first at line 8)"),
        Case(name: "handler for an undeclared screen event",
             text: base + "  on HomeScreen.openDetial: push DetailScreen\n", line: 10, column: 17, message: "handler for undeclared event 'HomeScreen.openDetial'; did you mean 'openDetail'?"),
        Case(name: "handler for an undeclared event", text: base + "  on logout: exit\n", line: 10, column: 6, message: "handler for undeclared event 'logout'"),
        Case(name: "global event handled outside the root", text: "event logout\n" + base + "  on logout: exit\n", line: 11, column: 6, message: "global event 'logout' is handled by the root coordinator, not Home"),
        Case(name: "start that recurses forever",
             text: base.replacingOccurrences(of: "  on start: push HomeScreen", with: "  on start: push HomeScreen; start Detail")
                 + "coordinator Detail\n  on start: start Home\n",
             line: 8, column: 30, message: "'start' recurses forever: Home → Detail → Home"),
        Case(name: "depth out of range", text: "depth 0\n" + base, line: 1, column: 7, message: "depth 0 is out of range; use 1 to 64"),
        Case(name: "absurd depth", text: "depth 100000\n" + base, line: 1, column: 7, message: "depth 100000 is out of range; use 1 to 64"),
        Case(name: "operation in column 1", text: base + "push HomeScreen\n", line: 10, column: 1, message: "'push' must be indented under a coordinator"),
        Case(name: "operation before any handler", text: "coordinator App root\n  push HomeScreen\n", line: 2, column: 3,
             message: "operation outside a handler; write 'on start' (or another 'on EVENT') above it"),
        Case(name: "indented line before any coordinator", text: "  push HomeScreen\n" + base, line: 1, column: 3,
             message: "indented line outside a coordinator; declarations start in column 1"),
        Case(name: "no root coordinator", text: base.replacingOccurrences(of: "coordinator App root", with: "coordinator App"),
             line: 3, column: 13, message: "no root coordinator; mark the one created at launch: 'coordinator App root'"),
        Case(name: "two roots", text: base + "coordinator Other root\n", line: 10, column: 13, message: "a second root coordinator 'Other'; 'App' is already the root"),
        Case(name: "unhandled screen event", text: base.replacingOccurrences(of: "  on HomeScreen.openDetail: push DetailScreen\n", with: ""),
             line: 8, column: 13, message: "Home shows HomeScreen but has no handler 'on HomeScreen.openDetail'"),
        Case(name: "unknown flow", text: "flows home\n" + base.replacingOccurrences(of: "coordinator Home", with: "coordinator Home flow hme"),
             line: 8, column: 23, message: "unknown flow 'hme'; did you mean 'home'?"),
        Case(name: "bad parent kind", text: base.replacingOccurrences(of: "coordinator Home", with: "coordinator Home parent weakk"),
             line: 7, column: 25, message: "parent must be weak, strong or none, not 'weakk'"),
        Case(name: "unexpected character", text: base.replacingOccurrences(of: "push HomeScreen", with: "push Home$Screen"),
             line: 8, column: 22, message: "unexpected character '$'"),
        Case(name: "trailing garbage", text: base.replacingOccurrences(of: "setRoot stack", with: "setRoot stack now"),
             line: 5, column: 19, message: "unexpected 'now' at the end of the line"),
        Case(name: "missing argument", text: base.replacingOccurrences(of: "push HomeScreen", with: "push"),
             line: 8, column: 17, message: "expected a screen to push (or tabs N) at the end of the line"),
        Case(name: "unknown expectation", text: base + "expect no-leak\n", line: 10, column: 8, message: "unknown invariant 'no-leak'; did you mean 'no-leaks'?"),
        Case(name: "expect of an unknown coordinator", text: base + "expect no-leaks: Hme\n", line: 10, column: 18,
             message: "unknown coordinator 'Hme'; did you mean 'Home'?"),
        Case(name: "a bare expect below a named one", text: base + "expect no-leaks: Home\nexpect no-leaks\n", line: 11, column: 8,
             message: "'no-leaks' is already expected of a coordinator (line 10); name the coordinators here too"),
        Case(name: "a named expect below a bare one", text: base + "expect no-leaks\nexpect no-leaks: Home\n", line: 11, column: 8,
             message: "'no-leaks' is already expected of any coordinator (line 10)"),
        Case(name: "a culprit expected twice", text: base + "expect no-leaks: Home\nexpect no-leaks: App, Home\n", line: 11, column: 23,
             message: "'Home' is already expected to break 'no-leaks' (line 10)"),
        Case(name: "another culprit for an assertion", text: base + "assert one-home: at most 1 Home\nexpect one-home: App\n", line: 11, column: 18,
             message: "'one-home' (at most 1 Home) only ever blames Home"),
        Case(name: "a culprit for a reachability assertion", text: base + "assert detail: reachable DetailScreen\nexpect detail: Home\n", line: 11, column: 16,
             message: "'detail' is a reachability assertion: its violations blame no coordinator"),
        Case(name: "culprits for several invariants", text: base + "expect no-leaks, deadlock: Home\n", line: 10, column: 26,
             message: "name the coordinators of one invariant per line: 'expect deadlock: …'"),
        Case(name: "a depth for several invariants", text: base + "expect no-leaks, deadlock at depth 2\n", line: 10, column: 27,
             message: "give the depth of one invariant per line: 'expect deadlock at depth N'"),
        Case(name: "at without depth", text: base + "expect no-leaks at 3\n", line: 10, column: 20,
             message: "expected 'depth' (at depth N), found '3'"),
        Case(name: "expected depth out of range", text: base + "expect no-leaks: Home at depth 70\n", line: 10, column: 32,
             message: "depth 70 is out of range; use 0 (launch) to 64"),
        Case(name: "assertion named like an invariant", text: base + "assert no-leaks: at most 1 Home\n", line: 10, column: 8, message: "'no-leaks' is a built-in invariant; give the assertion another name"),
        Case(name: "call of an unknown method",
             text: base.replacingOccurrences(of: "on HomeScreen.openDetail: push DetailScreen", with: "on HomeScreen.openDetail: call Home.didFinsh")
                 + "  func didFinish: pop\n",
             line: 9, column: 39, message: "Home has no method 'didFinsh'; did you mean 'didFinish'?"),
        Case(name: "call of a method no one has", text: base.replacingOccurrences(of: "on HomeScreen.openDetail: push DetailScreen", with: "on HomeScreen.openDetail: call parent.didFinish"),
             line: 9, column: 41, message: "no coordinator has a method 'didFinish'"),
        Case(name: "finish without a parent property", text: base.replacingOccurrences(of: "coordinator Home", with: "coordinator Home parent none")
                 + "  on back: pop; finish\n", line: 10, column: 17, message: "'finish' calls parent.childDidFinish(self), but Home has no parent property"),
        Case(name: "starting the root", text: base + "  on back: start App\n", line: 10, column: 18,
             message: "the root coordinator 'App' is created once, at launch; it cannot be started"),
        Case(name: "too many tabs", text: base.replacingOccurrences(of: "setRoot stack", with: "setRoot tabs 11"), line: 5, column: 18,
             message: "a tab bar has 1 to 10 tabs, not 11"),
        Case(name: "disabling back", text: "disable back\n" + base, line: 1, column: 9,
             message: "'back' cannot be disabled; use swipeBack, swipeDismiss or reselectTab"),
        Case(name: "indented line under a screen declaration", text: base + "screen Extra\n  push HomeScreen\n", line: 11, column: 3,
             message: "indented line outside a coordinator; declarations start in column 1"),
        Case(name: "global event named like a built-in", text: "event cancelSwipeBack\n" + base, line: 1, column: 7,
             message: "'cancelSwipeBack' is a built-in event and cannot be declared"),
        Case(name: "global event without a handler", text: "event logout\n" + base, line: 1, column: 7,
             message: "global event 'logout' has no handler; add 'on logout' to the root coordinator App"),
        Case(name: "exit in the root's start", text: base.replacingOccurrences(of: "    start Home\n", with: "    start Home\n    exit\n"),
             line: 7, column: 5, message: "'exit' in the root coordinator's start would relaunch the app forever"),
        Case(name: "second scenario name", text: "scenario a\nscenario b\n" + base, line: 2, column: 1,
             message: "the scenario is already named 'a' (line 1)"),
        Case(name: "second depth", text: "depth 3\ndepth 4\n" + base, line: 2, column: 1, message: "the depth is already set (line 1)"),
        Case(name: "attribute given twice", text: base.replacingOccurrences(of: "coordinator Home", with: "coordinator Home parent weak parent strong"),
             line: 7, column: 30, message: "'parent' is given twice"),
        Case(name: "start option given twice", text: base.replacingOccurrences(of: "start Home", with: "start Home in here in modal"),
             line: 6, column: 24, message: "'in' is given twice"),
        Case(name: "parent on the root", text: base.replacingOccurrences(of: "coordinator App root", with: "coordinator App root parent strong"),
             line: 3, column: 29, message: "the root coordinator has no parent"),
        Case(name: "a number in another script", text: "depth 1五\n" + base, line: 1, column: 7,
             message: "'1五' is not a number or a name; names start with a letter"),
        Case(name: "a number too large", text: "depth 99999999999999999999\n" + base, line: 1, column: 7,
             message: "the number 99999999999999999999 is too large"),
        Case(name: "screen event named like a built-in", text: "screen X: back\n" + base, line: 1, column: 11,
             message: "'back' is a built-in event; screens declare their own taps"),
        Case(name: "a start option that does not exist lists those that do",
             text: base.replacingOccurrences(of: "    start Home", with: "    start Home as sheet"), line: 6, column: 16,
             message: "unknown start option 'as'; a start takes: in here | in modal [STYLE] | in sheet | in tab N, into T"),
        Case(name: "a transposed keyword is one typo", text: base.replacingOccurrences(of: "push HomeScreen", with: "psuh HomeScreen"),
             line: 8, column: 13, message: "unknown operation 'psuh'; did you mean 'push'?"),
    ]

    /// After a declaration line with an error, its indented block is not read: each of its
    /// lines would only echo that one error.
    @Test func aMisspeltDeclarationGivesOneErrorNotOnePerLineOfItsBlock() {
        let text = Self.base + "coordinater Detail\n  on start: push DetailScreen\n  on back: pop; finish\n  var x: Home\n"
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.map(\.message) == ["unknown declaration 'coordinater'; did you mean 'coordinator'?"])
        // A coordinator header with an error does not lend its block to the coordinator above.
        let header = Self.diagnostics(Self.base + "coordinator Detail flw x\n  on start: push DetailScreen\n")
        #expect(header.count == 1 && header.first?.location.line == 10, "\(header)")
    }

    /// `on swipeBack: pop`: UIKit already popped the screen; the scenario compiles with a
    /// warning at the `pop`.
    @Test func aPopAfterASwipeIsAWarning() throws {
        let text = Self.base + "coordinator Detail\n  on start: push DetailScreen\n  on swipeBack: pop; finish\n"
            + "  on DetailScreen.swipeBack\n    if presenting: dismiss\n    else: pop\n"
        let scenario = try Fixtures.compile(text)
        #expect(scenario.warnings.map { $0.location } == [SourceLocation(line: 12, column: 17), SourceLocation(line: 15, column: 11)])
        #expect(scenario.warnings.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("'pop' in a swipeBack handler takes a second screen") })
        #expect(try Fixtures.compile(Self.base).warnings.isEmpty)
    }

    @Test(arguments: cases)
    func reportsTheErrorWhereItIs(_ testCase: Case) {
        let diagnostics = Self.diagnostics(testCase.text)
        let match = diagnostics.first { $0.message.hasPrefix(testCase.message) }
        #expect(match != nil, "got: \(diagnostics.map { "\($0.location): \($0.message)" })")
        #expect(match?.location == SourceLocation(line: testCase.line, column: testCase.column))
        #expect(match?.severity == .error)
    }

    @Test func theBaseCompiles() throws {
        _ = try Fixtures.compile(Self.base)
    }

    @Test func collectsEveryErrorOfTheFileInOrder() {
        let text = Self.base
            .replacingOccurrences(of: "push DetailScreen", with: "push DetailScren")
            .replacingOccurrences(of: "start Home", with: "start Hom") + "depth 99\nexpect leaks\n"
        let diagnostics = Self.diagnostics(text)
        #expect(diagnostics.count >= 4)
        #expect(diagnostics == diagnostics.sorted())
        #expect(Set(diagnostics.map(\.location.line)).isSuperset(of: [6, 9, 10, 11]))
    }

    @Test func rendersPathLineColumnTheSourceLineAndACaret() {
        let text = Self.base.replacingOccurrences(of: "push DetailScreen", with: "push DetailScren")
        let file = SourceFile(path: "Scenarios/app.txt", text: text)
        let diagnostic = Self.diagnostics(text)[0]
        #expect(diagnostic.render(in: file) == """
            Scenarios/app.txt:9:34: error: unknown screen 'DetailScren'; did you mean 'DetailScreen'?
                  on HomeScreen.openDetail: push DetailScren
                                                 ^
            """)
    }

    @Test func aCallChainThatNeverEndsIsAModelErrorNotACrash() throws {
        let scenario = try Fixtures.compile(Self.base.replacingOccurrences(
            of: "on HomeScreen.openDetail: push DetailScreen", with: "on HomeScreen.openDetail: call self.loop") + "  func loop: call self.loop\n")
        #expect(throws: CheckError.self) { try Explorer(scenario: scenario).check() }
        let machine = Machine(scenario: scenario)
        let launch = try machine.launch()
        let event = try #require(machine.enabledEvent(labelled: "HomeScreen.openDetail", in: launch))
        #expect(throws: ModelError.self) { try machine.apply(event, to: launch) }
    }

    @Test func exitWhileLaunchingIsAModelError() throws {
        let scenario = try Fixtures.compile(Self.base.replacingOccurrences(of: "  on start: push HomeScreen", with: "  on start: push HomeScreen; exit"))
        #expect(throws: ModelError.self) { try Machine(scenario: scenario).launch() }
    }

    @Test func aRedundantParentNoneIsAccepted() throws {
        _ = try Fixtures.compile(Self.base.replacingOccurrences(of: "coordinator Home", with: "coordinator Home parent none")
            .replacingOccurrences(of: "    start Home", with: "    start Home parent none"))
    }

    @Test func invalidInputNeverCrashesTheCompiler() {
        // Lines of every shape, cut at every token boundary.
        let lines: [String] = Self.base.split(separator: "\n").map(String.init) + [
            "assert a: at most 2 Home per stack", "popFlow x filter", "start Home in tab 0",
            "start Home in", "call", "call parent.", "on", "screen", "coordinator",
        ]
        for line in lines {
            let words = line.split(separator: " ")
            for cut in 0...words.count {
                let prefix = words.prefix(cut).joined(separator: " ")
                _ = Self.diagnostics("coordinator App root\n  on start\n    " + prefix + "\n" + prefix + "\n")
            }
        }
    }

    static func diagnostics(_ text: String) -> [Diagnostic] { Fixtures.diagnostics(text) }
}
