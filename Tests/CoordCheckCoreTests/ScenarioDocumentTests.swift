import Foundation
import Testing
@testable import CoordCheckCore

/// The scenario as a value (``ScenarioDocument``) and the language's one printer: every
/// scenario of the repository reads back the same after printing, comments and all.
@Suite struct ScenarioDocumentTests {
    /// Every `.txt` file under the repository's scenarios, tests and docs, sorted.
    static let files: [String] = ["Scenarios", "Tests", "docs", "Benchmarks"].flatMap { folder -> [String] in
        let directory = (Fixtures.root as NSString).appendingPathComponent(folder)
        let found = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? []
        return found.filter { $0.hasSuffix(".txt") }.map { "\(folder)/\($0)" }
    }.sorted()

    static func document(_ text: String, path: String = "test.txt") throws -> ScenarioDocument {
        try ScenarioDocument(parsing: SourceFile(path: path, text: text))
    }

    @Test func theRepositoryHasScenariosToReadBack() {
        #expect(Self.files.count > 50)
    }

    @Test(arguments: files) func everyRepositoryScenarioReadsBackTheSameAfterPrinting(path: String) throws {
        let text = try String(contentsOfFile: (Fixtures.root as NSString).appendingPathComponent(path), encoding: .utf8)
        // Files written to be refused (Tests/BadInput) have nothing to print.
        guard let document = try? Self.document(text, path: path) else { return }
        let printed = document.text
        let again = try Self.document(printed, path: path)
        #expect(again == document, "\(path) reads back differently:\n\(printed)")
        #expect(again.text == printed, "\(path): printing is not stable")
        #expect(again.comments == document.comments)
    }

    @Test func aScenarioInTheLanguagesLayoutPrintsAsWritten() throws {
        let text = """
            # A shop: the cart is a sheet.
            scenario shop
            depth 6

            event tokenExpired                                      # AppDelegate.swift:12
            screen Home: openCart, openProfile
            screen Cart hidesBackButton: close
            # a comment above the coordinator
            coordinator App root
              var cart: Cart
              on start: setRoot stack; push Home                    # AppCoordinator.swift:20
              on Home.openCart
                # what the button does
                start Cart in modal pageSheet isModalInPresentation into self key cart case fresh
                if child Cart: call self.refresh                    # AppCoordinator.swift:31
                else if not visible Home: pop
                # the last case
                else: dismiss completion: finish
                # under the handler's last line
              func refresh
                present tabs 2 overFullScreen delegate self onTop completion: selectTab 2
              on Home.openProfile: async: popFlow main filter cart; exit
              # under the coordinator's last member

            coordinator Cart parent weak navigation strong
              on start.fresh: push Cart
              on start
              on Cart.close: dismiss; finish
            assert oneCart: at most 1 Cart per stack
            assert home: always reachable Home
            expect no-leaks: Cart at depth 3
            expect parent-link, no-orphans
            # the end

            """
        let document = try Self.document(text)
        #expect(document.text == text)
        #expect(document.comments == [
            "A shop: the cart is a sheet.", "AppDelegate.swift:12", "a comment above the coordinator", "AppCoordinator.swift:20",
            "what the button does", "AppCoordinator.swift:31", "the last case", "under the handler's last line",
            "under the coordinator's last member", "the end",
        ])
    }

    @Test func remarksStayWithTheLineBelowThem() throws {
        let document = try Self.document("""
            scenario s
            coordinator App root
              on start
            # between two handlers, at column 1
                setRoot stack

              # above a handler
              on back: pop
                # under the last handler
              # under the coordinator

            # above the screen
            screen Home
            """)
        guard case .coordinator(let app) = document.declarations[1].kind, case .handler(let start) = app.members[0].kind,
              case .handler(let back) = app.members[1].kind else {
            Issue.record("no coordinator read")
            return
        }
        #expect(start.body[0].leading == [.comment("between two handlers, at column 1")])
        #expect(app.members[1].leading == [.blank, .comment("above a handler")])
        #expect(back.trailing == [.comment("under the last handler")])
        #expect(app.trailing == [.comment("under the coordinator")])
        #expect(document.declarations[2].leading == [.blank, .comment("above the screen")])
        #expect(document.trailing.isEmpty)
    }

    @Test func whereSyntaxWasWrittenIsNoPartOfWhatItSays() throws {
        let one = try Self.document("scenario s\ncoordinator App root\n  on start: setRoot stack\n")
        let other = try Self.document("scenario   s\n\ncoordinator App root\n      on start:   setRoot   stack\n")
        #expect(one.declarations[0] == other.declarations[0])
        #expect(one.declarations[1].kind == other.declarations[1].kind)
        #expect(one != other)  // the blank line above the coordinator is a remark
    }

    @Test func aDocumentBuiltByAProgramPrintsAndCompiles() throws {
        let start = HandlerSyntax(.named("start"), body: [
            OperationLineSyntax([OperationSyntax(.setRootStack), OperationSyntax(.push("Home"))], comment: "App.swift:3"),
        ])
        let tap = HandlerSyntax(.screenEvent(screen: "Home", event: "tap"), body: [
            OperationLineSyntax([OperationSyntax(.start(type: "Detail", placement: .here, options: .init(parent: "none")))]),
        ], location: .unwritten)
        let document = ScenarioDocument(declarations: [
            DeclarationSyntax(.scenario("built"), leading: [.comment("made by a program")]),
            DeclarationSyntax(.screen(.init(name: "Home", events: ["tap"]))),
            DeclarationSyntax(.screen(.init(name: "DetailScreen"))),
            DeclarationSyntax(.coordinator(CoordinatorSyntax(name: "App", isRoot: true, members: [
                MemberSyntax(.handler(start)), MemberSyntax(.handler(tap)),
            ]))),
            DeclarationSyntax(.coordinator(CoordinatorSyntax(name: "Detail", parentKind: "weak", members: [
                MemberSyntax(.handler(HandlerSyntax(.named("start"), isInline: true, body: [OperationLineSyntax([OperationSyntax(.push("DetailScreen"))])]))),
            ])), leading: [.blank]),
        ])
        #expect(document.text == """
            # made by a program
            scenario built
            screen Home: tap
            screen DetailScreen
            coordinator App root
              on start
                setRoot stack; push Home                            # App.swift:3
              on Home.tap
                start Detail parent none

            coordinator Detail parent weak
              on start: push DetailScreen

            """)
        #expect(try Self.document(document.text) == document)
        let scenario = try Fixtures.compile(document.text)
        #expect(scenario.coordinators.map(\.name) == ["App", "Detail"])
    }

    @Test func aCommentIsItsTextAfterTheHashAndOneSpace() throws {
        let document = try Self.document("#no space\n#  two spaces   \n#\nscenario s\n")
        #expect(document.declarations[0].leading == [.comment("no space"), .comment(" two spaces"), .comment("")])
        #expect(document.text == "# no space\n#  two spaces\n#\nscenario s\n")
    }

    /// The example of docs/how-it-works.md ("Scenarios as values").
    @Test func theDocumentedExampleAddsAnExpectation() throws {
        let text = try String(contentsOfFile: (Fixtures.root as NSString).appendingPathComponent("Scenarios/lionheart.txt"), encoding: .utf8)
        var document = try ScenarioDocument(parsing: SourceFile(path: "app.txt", text: text))
        document.declarations.append(DeclarationSyntax(.expectations([.init(name: "no-leaks")]), leading: [.blank]))
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "app.txt", text: document.text)).get()
        #expect(scenario.expectations.map(\.name) == ["no-leaks"])
        #expect(document.text.hasSuffix("\n\nexpect no-leaks\n"))
    }

    /// Operation lines belong to the coordinator's last handler, even below a `var` line.
    @Test func anOperationBelowAVarLineContinuesTheLastHandler() throws {
        let text = """
            scenario s
            screen Home
            coordinator App root
              on start
              var child: Child
                setRoot stack; push Home
            coordinator Child parent weak
              on start
            """
        let scenario = try Fixtures.compile(text)
        #expect(scenario.coordinators[0].handlers.start?.operations.count == 2)
        #expect(try Self.document(text).text.contains("  on start\n    setRoot stack; push Home\n  var child: Child\n"))
    }
}
