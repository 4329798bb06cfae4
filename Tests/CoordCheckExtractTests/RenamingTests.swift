import Foundation
import Testing
@testable import CoordCheckExtract

/// Issue 37's renaming test: an app whose own identifiers (types, members, cases, locals,
/// parameters, files) are all renamed must draft the same scenario up to that renaming. A
/// difference is a rule of extraction that decides by a name the app chose (a `Coordinator`
/// suffix, a `childCoordinators` property, a `start` method) instead of by what the code does.
@Suite struct RenamingTests {
    /// A copy of the app at `folder` with its identifiers renamed, in a fresh folder: its Swift
    /// files renamed and rewritten, its storyboards' and property lists' class names renamed.
    static func renamedCopy(of folder: String) throws -> String {
        let entries = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        var swift: [String: String] = [:]
        var resources: [String: String] = [:]
        for entry in entries where !entry.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let isSwift = entry.hasSuffix(".swift"), isResource = entry.hasSuffix("Info.plist") || entry.hasSuffix(".storyboard")
            guard isSwift || isResource, let data = FileManager.default.contents(atPath: "\(folder)/\(entry)"),
                  let text = String(data: data, encoding: .utf8) else { continue }
            if isSwift { swift[entry] = text } else { resources[entry] = text }
        }
        let renamer = Renamer(swiftFiles: swift)
        // `COORDCHECK_RENAMED_COPIES=DIR` keeps the copies there, to compare drafts by hand.
        let kept = ProcessInfo.processInfo.environment["COORDCHECK_RENAMED_COPIES"].map { "\($0)/\((folder as NSString).lastPathComponent)" }
        let copy = kept ?? NSTemporaryDirectory() + "coordcheck-renamed-\(UUID().uuidString)"
        for (path, text) in swift { try write(renamer.rename(swift: text), to: "\(copy)/\(renamer.files[path]!)") }
        for (path, text) in resources { try write(renamer.rename(resource: text), to: "\(copy)/\(path)") }
        if kept != nil {
            try write(renamer.names.sorted { $0.key < $1.key }.map { "\($0.value)\t\($0.key)\n" }.joined(), to: "\(copy).names.tsv")
        }
        return copy
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The draft of the app at `folder`, without the places it was read at (files are renamed,
    /// and a renamed token moves the columns after it).
    static func draft(of folder: String, name: String) throws -> String {
        placeless(try DraftReadBack.checked(Extractor.extract(paths: [folder], name: name)).scenario, in: folder)
    }

    static func placeless(_ draft: String, in folder: String) -> String {
        draft.replacingOccurrences(of: folder + "/", with: "")
            // A place ends its line (`# Scenes/Create Item/Home.swift:12:5`), its folders' names
            // renamed too, spaces and all.
            .replacingOccurrences(of: #"(?m)# [^#\n]*\.(swift|storyboard|plist):\d+(:\d+)?$"#, with: "# @", options: .regularExpression)
            // A place a note quotes in parentheses (`(Scenes/Create Item/Home.swift:12:5)`).
            .replacingOccurrences(of: #"\([^()\n]*\.(swift|storyboard|plist):\d+(:\d+)?\)"#, with: "(@)", options: .regularExpression)
            .replacingOccurrences(of: #"[^ ]+\.(swift|storyboard|plist):\d+(:\d+)?"#, with: "@", options: .regularExpression)
    }

    /// Nil when `renamed` is `original` up to a one-to-one renaming of the renamed identifiers
    /// (any token with a renamed name in it, ``Renamer/isRenamed(_:)``), else the first pair of
    /// lines that differ otherwise.
    static func difference(_ original: String, _ renamed: String) -> String? {
        let before = original.split(separator: "\n", omittingEmptySubsequences: false)
        let after = renamed.split(separator: "\n", omittingEmptySubsequences: false)
        var forward: [Substring: Substring] = [:], backward: [Substring: Substring] = [:]
        for index in 0..<max(before.count, after.count) {
            let old = index < before.count ? before[index] : "", new = index < after.count ? after[index] : ""
            let oldTokens = tokens(old), newTokens = tokens(new)
            var same = oldTokens.count == newTokens.count
            for (a, b) in zip(oldTokens, newTokens) where same {
                guard Renamer.isRenamed(b) else { same = a == b; continue }
                if forward[a, default: b] != b || backward[b, default: a] != a { same = false }
                forward[a] = b
                backward[b] = a
            }
            if !same { return "line \(index + 1):\n  \(old)\n  \(new)" }
        }
        return nil
    }

    static func tokens(_ line: Substring) -> [Substring] {
        var result: [Substring] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == " " { index = line.index(after: index); continue }
            var end = line.index(after: index)
            if character.isLetter || character.isNumber || character == "_" {
                while end < line.endIndex, line[end].isLetter || line[end].isNumber || line[end] == "_" { end = line.index(after: end) }
            }
            result.append(line[index..<end])
            index = end
        }
        return result
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The fixture apps of Tests/ExtractFixtures, its regressions and its apps in unseen styles.
    static let fixtures: [String] = {
        let folder = "\(root)/Tests/ExtractFixtures"
        let within = { (group: String) in ((try? FileManager.default.contentsOfDirectory(atPath: "\(folder)/\(group)")) ?? []).sorted().map { "\(group)/\($0)" } }
        return ["router-app", "flow-app", "mvvmc-app", "tab-app"] + within("regressions") + within("unseen")
    }()

    @Test(arguments: fixtures)
    func aFixtureDraftsTheSameRenamed(_ fixture: String) throws {
        let folder = "\(Self.root)/Tests/ExtractFixtures/\(fixture)"
        let copy = try Self.renamedCopy(of: folder)
        defer { if ProcessInfo.processInfo.environment["COORDCHECK_RENAMED_COPIES"] == nil { try? FileManager.default.removeItem(atPath: copy) } }
        let difference = Self.difference(try Self.draft(of: folder, name: "app"), try Self.draft(of: copy, name: "app"))
        #expect(difference == nil, "\(fixture) renamed drafts otherwise: \(difference ?? "")")
    }

    @Test(.enabled(if: RealAppCorpus.isPresent, "the corpus (../shared/realapps, ../shared/realapps-new) is not beside the project"),
          arguments: RealAppCorpus.apps)
    func aRealAppDraftsTheSameRenamed(_ app: String) throws {
        let folder = "\(RealAppCorpus.folderOfApp[app]!)/\(app)"
        let copy = try Self.renamedCopy(of: folder)
        defer { if ProcessInfo.processInfo.environment["COORDCHECK_RENAMED_COPIES"] == nil { try? FileManager.default.removeItem(atPath: copy) } }
        // The corpus's measures drafted the app already (with its name).
        let original = try RealAppCorpus.measures[app].map { Self.placeless($0.draft.scenario, in: folder) } ?? Self.draft(of: folder, name: app)
        let difference = Self.difference(original, try Self.draft(of: copy, name: app))
        #expect(difference == nil, "\(app) renamed drafts otherwise: \(difference ?? "")")
    }

    @Test func theComparisonTellsARenamingFromAChange() {
        let original = "coordinator HomeCoordinator root\n  on HomeViewController.tapped\n    push DetailViewController"
        #expect(Self.difference(original, original) == nil)
        #expect(Self.difference(original, "coordinator N00001 root\n  on N00002.n00003\n    push N00004") == nil)
        // Two names made one, a keyword changed, a line lost: no renaming.
        #expect(Self.difference(original, "coordinator N00001 root\n  on N00002.n00003\n    push N00002") != nil)
        #expect(Self.difference(original, "coordinator N00001 root\n  on N00002.n00003\n    present N00004") != nil)
        #expect(Self.difference(original, "coordinator N00001 root\n  on N00002.n00003") != nil)
        #expect(Self.difference("depth 6", "depth 8") != nil)
    }

    @Test func theRenamerRenamesWhatTheAppDeclaresAndKeepsTheFrameworks() {
        let text = """
            final class HomeCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                weak var delegate: HomeDelegate?
                func start() { let screen = HomeViewController(); navigationController.pushViewController(screen, animated: true) }
            }
            final class HomeViewController: UIViewController, UITableViewDelegate {
                override func viewDidLoad() { super.viewDidLoad() }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { coordinator?.showDetail() }
            }
            """
        let renamer = Renamer(swiftFiles: ["Home.swift": text])
        let renamed = renamer.rename(swift: text)
        for name in ["HomeCoordinator", "childCoordinators", "start", "screen", "HomeViewController", "indexPath"] {
            #expect(!renamed.contains(name), "\(name) is the app's")
        }
        for name in ["Coordinator", "delegate", "navigationController", "pushViewController", "animated", "UIViewController",
                     "viewDidLoad", "tableView", "didSelectRowAt", "showDetail", "UITableView", "IndexPath", "HomeDelegate"] {
            #expect(renamed.contains(name), "\(name) is not the app's, or is a framework's")
        }
        #expect(renamer.files["Home.swift"] == "P00000.swift")
    }

    /// Folders are renamed too, each entry numbered in the order the paths sort in: the
    /// renamed paths sort as the originals (`Scenes/App.swift` before `Scenes/Detail/…`).
    @Test func renamedPathsSortAsTheOriginals() {
        let paths = ["Scenes/AppCoordinator.swift", "Scenes/Detail/DetailCoordinator.swift", "Scenes/Detail.swift", "App.swift", "Scenes/Zoo.swift"]
        let renamed = Renamer.renamedPaths(paths)
        #expect(paths.sorted().map { renamed[$0]! } == renamed.values.sorted())
        #expect(renamed["Scenes/Detail/DetailCoordinator.swift"] == "P00001/P00002/P00000.swift")
    }
}
