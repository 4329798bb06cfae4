import Foundation
import Testing

/// `coordcheck extract` from the command line: the draft on stdout or in a file, and
/// `--check` checking it like `coordcheck check`.
@Suite(.removesTemporaryFolders) struct ExtractCommandTests {
    @Test func theDraftGoesToStdoutOrAFile() throws {
        let printed = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app"])
        #expect(printed.status == 0)
        let pinned = try String(contentsOfFile: "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app/extracted-scenario.txt", encoding: .utf8)
        #expect(printed.stdout == pinned)
        let folder = try CommandLine.temporaryFolder()
        let written = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app", "-o", "\(folder)/app.txt"])
        #expect(written.status == 0 && written.stdout == "wrote \(folder)/app.txt\n")
        #expect(try String(contentsOfFile: "\(folder)/app.txt", encoding: .utf8) == pinned)
    }

    /// The draft says the depth it is checked to: the extractor's default, or `--depth`.
    @Test func theDraftSaysItsDepth() throws {
        let plain = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app"])
        #expect(plain.stdout.contains("\ndepth 8\n"))
        let deep = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app", "--depth", "11"])
        #expect(deep.status == 0 && deep.stdout.contains("\ndepth 11\n"))
        let checked = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app", "--check", "--no-write", "--depth", "3"])
        #expect(checked.stdout.contains("depth 3: FAILED") && checked.stdout.contains("coordinator types ran a handler within depth 3"), "\(checked.stdout)")
    }

    /// `-o draft.txt` with a bare file name writes into the working directory, as the README
    /// says; a folder in the way is a located error.
    @Test func aBareFileNameIsWrittenWhereTheCommandRuns() throws {
        let folder = try CommandLine.temporaryFolder()
        let written = try CommandLine.run(["extract", "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app", "-o", "draft.txt"], in: folder)
        #expect(written.status == 0 && written.stdout == "wrote draft.txt\n", "\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/draft.txt"))
        try "".write(toFile: "\(folder)/blocker", atomically: true, encoding: .utf8)
        let blocked = try CommandLine.run(["extract", "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app", "-o", "blocker/draft.txt"], in: folder)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("blocker/draft.txt: error: cannot write: 'blocker' is a file, not a folder"), "\(blocked.stderr)")
        // A one-letter name (Foundation's path functions trap on it) and `-` for stdout.
        let short = try CommandLine.run(["extract", "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app", "-o", "d"], in: folder)
        #expect(short.status == 0 && FileManager.default.fileExists(atPath: "\(folder)/d"), "\(short.stderr)")
        let dash = try CommandLine.run(["extract", "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app", "-o", "-"], in: folder)
        #expect(dash.status == 0 && dash.stdout.hasPrefix("# Drafted by `coordcheck extract`"), "\(dash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/-"))
    }

    /// A coordinator shows screens whose taps only another handles: the draft adds a handler
    /// note for each, in the same order in every process (each has its own hash seed).
    @Test func theSameAppGivesTheSameDraftInEveryRun() throws {
        let folder = try CommandLine.temporaryFolder()
        try Self.unhandledTaps.write(toFile: "\(folder)/App.swift", atomically: true, encoding: .utf8)
        var drafts: Set<String> = []
        for _ in 0..<6 {
            let run = try CommandLine.run(["extract", folder])
            #expect(run.status == 0, "\(run.stderr)")
            drafts.insert(run.stdout)
        }
        #expect(drafts.count == 1)
        #expect(drafts.first?.contains("OtherCoordinator shows AlphaViewController but sets no handler for alphaTapped") == true)
    }

    static let unhandledTaps = """
import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let vc = AlphaViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
        let other = BetaViewController()
        other.coordinator = self
        navigationController.pushViewController(other, animated: true)
        let child = OtherCoordinator(navigationController: navigationController)
        childCoordinators.append(child)
        child.start()
    }
    func didTapAlpha() { navigationController.popViewController(animated: true) }
    func didTapBeta() { navigationController.popViewController(animated: true) }
}

final class OtherCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        navigationController.pushViewController(AlphaViewController(), animated: true)
        navigationController.pushViewController(BetaViewController(), animated: true)
        navigationController.pushViewController(GammaViewController(), animated: true)
        navigationController.pushViewController(DeltaViewController(), animated: true)
    }
}

final class AlphaViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    @objc func alphaTapped() { coordinator?.didTapAlpha() }
}
final class BetaViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    @objc func betaTapped() { coordinator?.didTapBeta() }
}
final class GammaViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    @objc func gammaTapped() { coordinator?.didTapBeta() }
}
final class DeltaViewController: UIViewController {
    weak var coordinator: AppCoordinator?
    @objc func deltaTapped() { coordinator?.didTapAlpha() }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let nav = UINavigationController()
        coordinator = AppCoordinator(navigationController: nav)
        coordinator?.start()
        window?.rootViewController = nav
    }
}
"""

    @Test func checkFindsThePlantedBugsAndExits1() throws {
        let folder = try CommandLine.temporaryFolder()
        let output = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app", "--check", "--no-render", "--output", "\(folder)/out"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("mvvmc-app (\(folder)/out/mvvmc-app/scenario.txt), depth 8: FAILED"))
        #expect(output.stdout.contains("parent-link     VIOLATED    at depth 1"))
        #expect(output.stdout.contains("trace (2 events): LandingViewController.loginButtonTapped → back"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/mvvmc-app/scenario.txt"))
    }

    /// `extract --check` points each violation at the Swift operation that caused it, in every
    /// report: the added child whose parent is never set, the child never removed.
    @Test func checkReportsViolationsAtTheSwiftCodeThatCausedThem() throws {
        let folder = try CommandLine.temporaryFolder()
        let register = "Tests/ExtractFixtures/mvvmc-app/Scenes/Landing/LandingCoordinator.swift:32:9"
        let login = "Tests/ExtractFixtures/mvvmc-app/Scenes/Landing/LandingCoordinator.swift:26:9"
        let text = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app", "--check", "--no-write", "-o", "\(folder)/draft.txt"])
        #expect(text.status == 1)
        #expect(text.stdout.contains("\n\(register): error: [parent-link] LandingCoordinator#2.children contains RegisterCoordinator#3, whose parent was never set (nil) — trace: "))
        #expect(text.stdout.contains("\n\(login): error: [no-leaks] LoginCoordinator#3 is still in LandingCoordinator#2.children"))
        let reports = try CommandLine.run(["extract", "Tests/ExtractFixtures/mvvmc-app", "--check", "--no-write", "-o", "\(folder)/draft.txt",
                                           "--format", "json", "--annotations", "github", "--junit", "\(folder)/junit.xml"])
        #expect(reports.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(reports.stdout.utf8)) as? [String: Any])
        let invariants = try #require((json["scenarios"] as? [[String: Any]])?.first?["invariants"] as? [[String: Any]])
        let cause = try #require(invariants.first { $0["name"] as? String == "no-leaks" }?["cause"] as? [String: Any])
        #expect(cause["file"] as? String == "Tests/ExtractFixtures/mvvmc-app/Scenes/Landing/LandingCoordinator.swift")
        #expect(cause["line"] as? Int == 26 && cause["column"] as? Int == 9)
        #expect(reports.stderr.contains("::error file=Tests/ExtractFixtures/mvvmc-app/Scenes/Landing/LandingCoordinator.swift,line=26,col=9,title=coordcheck%3A no-leaks::"))
        let junit = try String(contentsOfFile: "\(folder)/junit.xml", encoding: .utf8)
        #expect(junit.contains("\(login): error: [no-leaks] LoginCoordinator#3"))
        // Without `-o`, `--no-write` checks the draft in memory and writes nothing.
        let elsewhere = try CommandLine.temporaryFolder()
        let nowhere = try CommandLine.run(["extract", "\(CommandLine.root)/Tests/ExtractFixtures/mvvmc-app", "--check", "--no-write"], in: elsewhere)
        #expect(nowhere.status == 1, "\(nowhere.stderr)")
        #expect(nowhere.stdout.contains("/Tests/ExtractFixtures/mvvmc-app/Scenes/Landing/LandingCoordinator.swift:32:9: error: [parent-link] "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        // `check` of the same draft has no Swift to point at: its own lines.
        let plain = try CommandLine.run(["check", "\(folder)/draft.txt", "--no-write", "--annotations", "github"])
        #expect(!plain.stdout.contains("error: [") && plain.stdout.contains("::error file=\(folder)/draft.txt,line="))
    }

    /// A Swift-located finding speaks in Swift locations: pop-flow at the `pop(flow:)` call
    /// (the draft's `popFlow`), its message without a line of the draft. A draft's handlers
    /// that never run are not warnings at the app's code, and --strict passes them.
    @Test func aDraftsFindingsSpeakInSwiftLocations() throws {
        let flow = try CommandLine.run(["extract", "Tests/ExtractFixtures/flow-app", "--check", "--no-write", "--reporter", "xcode"])
        #expect(flow.status == 1)
        let popFlow = try #require(flow.stdout.split(separator: "\n").first { $0.contains("[pop-flow]") })
        #expect(popFlow.hasPrefix("Tests/ExtractFixtures/flow-app/HomeCoordinator.swift:47:9: error: [pop-flow] popFlow feed left FeedCoordinator#3"))
        #expect(!flow.stdout.contains("(line "), "no line of the draft in a Swift-located message")
        let folder = try CommandLine.temporaryFolder()
        let strict = try CommandLine.run(["extract", "\(CommandLine.root)/Tests/ExtractFixtures/tab-app", "--check", "--no-write", "--strict",
                                          "--sarif", "\(folder)/r.sarif", "--depth", "1"], in: folder)
        let sarif = try String(contentsOfFile: "\(folder)/r.sarif", encoding: .utf8)
        #expect(!sarif.contains("\"ruleId\" : \"unreached-handler\"") && !sarif.contains("\"ruleId\" : \"unreached-event\""))
        #expect(!strict.stdout.contains("--strict: warnings fail"), "\(strict.stdout)")
        #expect(strict.stdout.contains("never reached within depth 1:"), "the coverage still counts them")
    }

    @Test func nothingToReadIsExit2() throws {
        let folder = try CommandLine.temporaryFolder()
        try "struct Plain {}\n".write(toFile: "\(folder)/Plain.swift", atomically: true, encoding: .utf8)
        let none = try CommandLine.run(["extract", folder])
        #expect(none.status == 2 && none.stderr.contains("no coordinator found"))
        let missing = try CommandLine.run(["extract", "\(folder)/nope"])
        #expect(missing.status == 2 && missing.stderr.contains("nope: error: no such file or directory"))
    }
}
