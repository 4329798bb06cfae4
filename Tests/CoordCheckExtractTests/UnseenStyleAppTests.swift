import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Six apps of 13 to 14 files, each written in a style the corpus has none of, each with one
/// planted leak its BUG.md describes (Tests/ExtractFixtures/unseen): a hand-written DI
/// container with Combine view models, async/await coordinators awaiting continuations,
/// closure "flows" with no coordinator name, a router with pop handlers and a factory
/// handing children their screens, RxSwift's `coordinate(to:)`, SwiftUI screens in hosting
/// controllers. Each draft compiles and its exhaustive check blames the planted coordinator
/// for `no-leaks`, and nothing else.
@Suite struct UnseenStyleAppTests {
    static let apps: [(folder: String, leaking: String)] = [
        ("di-recipes", "RecipeDetailCoordinator"),
        ("async-banking", "TransferCoordinator"),
        ("closure-podcasts", "EpisodeFlow"),
        ("router-tasks", "TaskEditorCoordinator"),
        ("rx-travel", "TripDetailCoordinator"),
        ("swiftui-fitness", "NewWorkoutCoordinator"),
    ]

    @Test(arguments: apps.map(\.folder))
    func thePlantedLeakIsFound(_ folder: String) throws {
        let leaking = try #require(Self.apps.first { $0.folder == folder }?.leaking)
        let path = "\(RenamingTests.root)/Tests/ExtractFixtures/unseen/\(folder)"
        let draft = try DraftReadBack.checked(Extractor.extract(paths: [path], name: folder))
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "\(folder).txt", text: draft.scenario)).get()
        let result = try Explorer(scenario: scenario).check(CheckOptions(depth: 6, jobs: 1))
        let leaks = result.verdicts.first { $0.name == "no-leaks" }.map { [$0.violation].compactMap { $0 } + $0.others } ?? []
        #expect(leaks.contains { $0.message.hasPrefix("\(leaking)#") }, "\(folder): \(leaks.map(\.message))\n\(draft.scenario)")
        // Nothing else.
        let others = result.verdicts.filter { $0.name != "no-leaks" && $0.violation != nil }.map(\.name)
        #expect(others.isEmpty, "\(folder): \(others)")
        let blamed = Set(leaks.map { String($0.message.prefix { $0 != "#" }) })
        #expect(blamed == [leaking], "\(folder): \(blamed)")
    }
}
