import Foundation
import Synchronization
import Testing

/// Removes the folders a test made with ``CommandLine/temporaryFolder()`` once it ends,
/// passed or failed: without it, every run of the suite left hundreds in the temporary
/// directory. Given to a suite, it scopes each of its tests.
struct TemporaryFolders: SuiteTrait, TestTrait, TestScoping {
    /// The folders made by the test running in this task, if it is scoped.
    @TaskLocal static var made: Made?

    final class Made: Sendable {
        let paths = Mutex<[String]>([])
    }

    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // The suite's own scope is not a test: its tests get theirs.
        guard testCase != nil else { return try await function() }
        let made = Made()
        defer {
            for path in made.paths.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
        }
        try await Self.$made.withValue(made) { try await function() }
    }
}

extension Trait where Self == TemporaryFolders {
    /// Removes the temporary folders each test makes once it ends.
    static var removesTemporaryFolders: Self { TemporaryFolders() }
}
