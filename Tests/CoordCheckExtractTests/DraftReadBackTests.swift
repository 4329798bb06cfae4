import CoordCheckCore
import Testing
@testable import CoordCheckExtract

/// The check every test's draft goes through (``DraftReadBack``) fails where it should.
@Suite struct DraftReadBackTests {
    static func draft(_ document: ScenarioDocument, notes: [String] = []) -> Extractor.Draft {
        Extractor.Draft(name: "sample", document: document, notes: notes, files: [])
    }

    static let app = DeclarationSyntax(.coordinator(CoordinatorSyntax(name: "App", isRoot: true, members: [
        MemberSyntax(.handler(HandlerSyntax(.named("start"), body: [OperationLineSyntax([OperationSyntax(.setRootStack)])]))),
    ])))

    @Test func aDraftPrintedAndReadBackPasses() {
        let noted = ScenarioDocument(declarations: [DeclarationSyntax(.scenario("sample"), leading: [.comment("coordcheck: a note")]), Self.app])
        #expect(DraftReadBack.problem(Self.draft(noted, notes: ["a note"])) == nil)
    }

    @Test func aNoteCountedButNotWrittenFails() {
        let document = ScenarioDocument(declarations: [DeclarationSyntax(.scenario("sample")), Self.app])
        #expect(DraftReadBack.problem(Self.draft(document, notes: ["a note"])) == "sample: 1 notes counted, 0 '# coordcheck:' lines written")
    }

    /// `if child A: if child B: pop; finish` reads back with `finish` inside the inner `if`.
    @Test func aValueTheTextCannotSayFails() {
        let inner = OperationSyntax(.branches([.init(condition: .child("B"), operations: [OperationSyntax(.pop)])]))
        let outer = OperationSyntax(.branches([.init(condition: .child("A"), operations: [inner, OperationSyntax(.finish)])]))
        var app = Self.app
        guard case .coordinator(var coordinator) = app.kind else { return }
        coordinator.members.append(MemberSyntax(.handler(HandlerSyntax(.named("back"), body: [OperationLineSyntax([outer])]))))
        app.kind = .coordinator(coordinator)
        let document = ScenarioDocument(declarations: [DeclarationSyntax(.scenario("sample")), app])
        #expect(DraftReadBack.problem(Self.draft(document)) == "sample: the draft reads back as another scenario")
    }
}
