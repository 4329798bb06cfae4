import Foundation
import Testing
@testable import CoordCheckExtract

/// A value read in one handler (a child made there) reaching another handler's reading
/// through a closure it stored must not index that handler's children: keepassium with its
/// router's `push` reduced to its usual path crashed the extractor (index out of range).
@Suite(.enabled(if: RealAppCorpus.isPresent, "the real-app corpus (../shared/realapps-new) is not beside the project"))
struct StaleValueTests {
    @Test func aValueFromAnotherHandlerIsUnknownNotACrash() throws {
        guard let folder = RealAppCorpus.folderOfApp["keepassium"] else { return }
        let copy = NSTemporaryDirectory() + "coordcheck-stale-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: "\(folder)/keepassium", toPath: copy)
        let enumerator = FileManager.default.enumerator(atPath: copy)
        let router = try #require((enumerator?.allObjects as? [String])?.first { $0.hasSuffix("/NavigationRouter.swift") })
        var text = try String(contentsOfFile: "\(copy)/\(router)", encoding: .utf8)
        let start = try #require(text.range(of: "        if replaceTopViewController,\n"))
        let end = try #require(text.range(of: "    public func pop(animated: Bool, completion"))
        text.replaceSubrange(start.lowerBound..<end.lowerBound, with: "        navigationController.pushViewController(viewController, animated: animated)\n    }\n\n")
        try text.write(toFile: "\(copy)/\(router)", atomically: true, encoding: .utf8)
        let draft = try Extractor.extract(paths: [copy], name: "keepassium")
        #expect(draft.scenario.contains("coordinator "))
    }
}
