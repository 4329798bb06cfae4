import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Extraction of small apps written inline: what each construct becomes.
@Suite struct ExtractTests {
    /// Writes files into a fresh folder and extracts it.
    func extract(_ files: [String: String], name: String = "sample") throws -> Extractor.Draft {
        let folder = NSTemporaryDirectory() + "coordcheck-extract-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (file, text) in files { try text.write(toFile: "\(folder)/\(file)", atomically: true, encoding: .utf8) }
        var draft = try Extractor.extract(paths: [folder], name: name)
        // Paths in the draft are relative to the folder, so the text is stable.
        draft.document.rewriteComments { $0 = $0.replacingOccurrences(of: folder + "/", with: "") }
        return try DraftReadBack.checked(draft)
    }

    func check(_ draft: Extractor.Draft) throws -> CheckResult {
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        return try Explorer(scenario: scenario).check(CheckOptions(jobs: 1))
    }

    /// The coordinator types whose handlers ran in a check.
    func firedCoordinators(_ result: CheckResult) -> Set<String> {
        Set(result.coverage.handlers.filter { $0.fired > 0 }.map { String($0.title.split(separator: " ")[0]) })
    }

    /// A scene delegate that starts `coordinator`, made with a navigation controller
    /// (`init(navigationController:)`), and makes that controller the window's root.
    static func sceneDelegateStarting(_ coordinator: String) -> String {
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: \(coordinator)?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let navigation = UINavigationController()
                coordinator = \(coordinator)(navigationController: navigation)
                coordinator?.start()
                window = UIWindow(windowScene: scene)
                window?.rootViewController = navigation
                window?.makeKeyAndVisible()
            }
        }
        """
    }

    /// A scene delegate that makes the window and `coordinator` with it (`init(window:)`), keeps
    /// it and calls its `method`, which sets the window's root itself.
    static func sceneDelegateStarting(windowed coordinator: String, by method: String = "start") -> String {
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var flow: \(coordinator)?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
                let flow = \(coordinator)(window: window)
                self.flow = flow
                flow.\(method)()
            }
        }
        """
    }

    /// An app delegate that starts `coordinator`, made with the window (`init(window:)`), which
    /// sets the window's root itself.
    static func delegateStarting(windowed coordinator: String) -> String {
        """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            private var coordinator: \(coordinator)?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                let coordinator = \(coordinator)(window: window)
                coordinator.start()
                self.coordinator = coordinator
                self.window = window
                return true
            }
        }
        """
    }

    /// An app delegate that makes the window's root a navigation controller and starts
    /// `coordinator`, made with it (`arguments` added after `navigationController:`).
    static func delegateStarting(_ coordinator: String, arguments: String = "") -> String {
        """
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var coordinator: \(coordinator)?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let navigation = UINavigationController()
                let window = UIWindow()
                window.rootViewController = navigation
                self.window = window
                let coordinator = \(coordinator)(navigationController: navigation\(arguments))
                self.coordinator = coordinator
                coordinator.start()
                window.makeKeyAndVisible()
                return true
            }
        }
        """
    }

    static let coordinator = """
import UIKit

protocol Coordinator: AnyObject {
    var parentCoordinator: Coordinator? { get set }
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func addChildCoordinator(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
    }

    func removeChildCoordinator(_ coordinator: Coordinator) {
        if let index = childCoordinators.firstIndex(where: { $0 === coordinator }) {
            childCoordinators.remove(at: index)
        } else {
            print("coordinator 삭제 실패: \\(coordinator). ")
        }
    }
}
"""

    static let app = """
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?
}

class AppCoordinator: Coordinator {
    var parentCoordinator: Coordinator? = nil
    var childCoordinators = [Coordinator]()
    private let window: UIWindow?
    init(window: UIWindow?) { self.window = window }

    func start() {
        let navigationController = UINavigationController()
        window?.rootViewController = navigationController
        let landing = LandingCoordinator(navigationController: navigationController)
        landing.parentCoordinator = self
        addChildCoordinator(landing)
        landing.start()
    }
}

protocol LandingViewControllerDelegate: AnyObject {
    func loginTapped()
    func registerTapped()
}

class LandingViewController: UIViewController {
    weak var delegate: LandingViewControllerDelegate?
}

class LoginViewController: UIViewController {
    weak var coordinator: LoginNavigation?
}

protocol LoginNavigation: AnyObject {
    func backButtonTapped()
}

class LandingCoordinator: Coordinator, LandingViewControllerDelegate {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let vc = LandingViewController()
        vc.delegate = self
        navigationController.pushViewController(vc, animated: true)
    }

    func loginTapped() {
        let login = LoginCoordinator(navigationController: navigationController)
        login.parentCoordinator = self
        addChildCoordinator(login)
        login.start()
    }

    func registerTapped() {
        let login = LoginCoordinator(navigationController: navigationController)
        addChildCoordinator(login)
        login.start()
    }
}

class LoginCoordinator: Coordinator, LoginNavigation {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let vc = LoginViewController()
        vc.coordinator = self
        navigationController.pushViewController(vc, animated: true)
    }

    func backButtonTapped() {
        navigationController.popViewController(animated: true)
        parentCoordinator?.removeChildCoordinator(self)
    }
}
"""

    /// A screen's coordinator held as a composition of protocols (`(Naming & Coordinator)?`)
    /// is followed like one held as either: its calls are the screen's events.
    @Test func aCoordinatorHeldAsACompositionOfProtocolsIsFollowed() throws {
        let composed = Self.app.replacingOccurrences(of: "weak var coordinator: LoginNavigation?",
                                                     with: "weak var coordinator: (LoginNavigation & Coordinator)?\n    @objc func back() { coordinator?.backButtonTapped() }")
        let draft = try extract(["Coordinator.swift": Self.coordinator, "App.swift": composed])
        #expect(draft.scenario.contains("screen LoginViewController: back"), "\(draft.scenario)")
        #expect(draft.scenario.contains("on LoginViewController.back"))
    }

    /// Every note `extract` counts is a `# coordcheck:` line of the draft, and every such line
    /// a note.
    @Test func theNotesCountedAreTheNoteLinesOfTheDraft() throws {
        let app = Self.app + """

            class SettingsViewController: UIViewController {
                weak var coordinator: SettingsNavigation?
                @objc func close() { coordinator?.closeTapped() }
            }
            protocol SettingsNavigation: AnyObject { func closeTapped() }
            class SettingsCoordinator: Coordinator, SettingsNavigation {
                weak var parentCoordinator: Coordinator?
                var childCoordinators = [Coordinator]()
                func start() {
                    let vc = SettingsViewController()
                    vc.coordinator = self
                    UIApplication.shared.windows.first?.rootViewController?.present(vc, animated: true)
                }
                func closeTapped() { print("closed") }
            }
            """
        let draft = try extract(["Coordinator.swift": Self.coordinator, "App.swift": app])
        let lines = draft.scenario.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("# coordcheck:") }
        #expect(!draft.notes.isEmpty)
        #expect(lines.count == draft.notes.count, "\(draft.notes) against\n\(draft.scenario)")
    }

    /// `present(vc, animated:)` is a page sheet unless the code sets another style;
    /// `isModalInPresentation` and `setViewControllers` are said as the language says them.
    @Test func presentationStylesAndStackReplacementAreWrittenAsTheCodeSetsThem() throws {
        let app = """
            import UIKit

            class AppCoordinator: Coordinator {
                var parentCoordinator: Coordinator? = nil
                var childCoordinators = [Coordinator]()
                private let window: UIWindow?
                init(window: UIWindow?) { self.window = window }

                func start() {
                    let navigationController = UINavigationController()
                    window?.rootViewController = navigationController
                    let home = HomeCoordinator(navigationController: navigationController)
                    home.parentCoordinator = self
                    addChildCoordinator(home)
                    home.start()
                }
            }

            protocol HomeViewControllerDelegate: AnyObject {
                func helpTapped()
                func playTapped()
                func termsTapped()
                func resetTapped()
            }

            class HomeViewController: UIViewController { weak var delegate: HomeViewControllerDelegate? }
            class HelpViewController: UIViewController {}
            class PlayerViewController: UIViewController {}
            class TermsViewController: UIViewController {}

            class HomeCoordinator: Coordinator, HomeViewControllerDelegate {
                weak var parentCoordinator: Coordinator?
                var childCoordinators = [Coordinator]()
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }

                func start() {
                    let vc = HomeViewController()
                    vc.delegate = self
                    navigationController.pushViewController(vc, animated: true)
                }

                func helpTapped() {
                    let vc = HelpViewController()
                    navigationController.present(vc, animated: true)
                }

                func playTapped() {
                    let vc = PlayerViewController()
                    vc.modalPresentationStyle = .fullScreen
                    navigationController.present(vc, animated: true)
                }

                func termsTapped() {
                    let vc = TermsViewController()
                    vc.isModalInPresentation = true
                    navigationController.present(vc, animated: true)
                }

                func resetTapped() {
                    navigationController.setViewControllers([HomeViewController()], animated: true)
                }
            }
            """
        let draft = try extract(["Coordinator.swift": Self.coordinator, "App.swift": app])
        let operations = draft.scenario.split(separator: "\n").map { String($0.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces) }
        for expected in ["present HelpViewController", "present PlayerViewController fullScreen",
                         "present TermsViewController isModalInPresentation", "setViewControllers HomeViewController"] {
            #expect(operations.contains { $0.hasSuffix(expected) }, "no '\(expected)' in\n\(draft.scenario)")
        }
        #expect(!draft.scenario.contains("modelled as popToRoot"))
        _ = try check(draft)
    }

    /// A note quotes code on one line of the draft, whatever the code's layout, so the draft
    /// always compiles.
    @Test func aNoteNeverSpansLines() throws {
        #expect(MethodReader.oneLine("presents makeController(\n    title: x,\n    style: .plain\n)") == "presents makeController( title: x, style: .plain )")
        // Cut after 48 tokens, whatever the names' lengths: renamed names cut at the same place.
        let long = String(repeating: "word ", count: 60)
        #expect(MethodReader.oneLine(long) == String(repeating: "word ", count: 48).dropLast() + "…")
        let longer = String(repeating: "aLongerName ", count: 60)
        #expect(MethodReader.oneLine(longer) == String(repeating: "aLongerName ", count: 48).dropLast() + "…")
        #expect(MethodReader.oneLine("a(b, c)") == "a(b, c)")
    }

    /// A type made by a call to its whole name, not by the end of a longer one.
    @Test func aTypeIsMadeByItsWholeName() {
        #expect(CoordinatorApp.makes("TabBarController", in: "let tabs = TabBarController()"))
        #expect(CoordinatorApp.makes("TabBarController", in: "tabs = TabBarController.init(nibName: nil)"))
        #expect(!CoordinatorApp.makes("TabBarController", in: "prepareTabBarController(tabs)"))
        #expect(!CoordinatorApp.makes("WalletCoordinator", in: "showInitialWalletCoordinator()"))
        #expect(CoordinatorApp.makes("WalletCoordinator", in: "showInitialWalletCoordinator(); let w = WalletCoordinator(session: s)"))
    }

    @Test func anMVVMCAppBecomesItsScenarioLineByLine() throws {
        let draft = try extract(["Coordinator.swift": Self.coordinator, "App.swift": Self.app])
        let lines = draft.scenario.split(separator: "\n").map { String($0.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        #expect(lines == [
            "scenario sample", "depth 8",
            "screen LandingViewController: loginTapped, registerTapped", "screen LoginViewController: backButtonTapped",
            "coordinator AppCoordinator root", "on start", "setRoot stack", "start LandingCoordinator",
            "coordinator LandingCoordinator parent weak", "on start", "push LandingViewController",
            "on LandingViewController.loginTapped", "start LoginCoordinator",
            "on LandingViewController.registerTapped", "start LoginCoordinator parent none",
            "coordinator LoginCoordinator parent weak", "on start", "push LoginViewController",
            // No control of the screen runs it (the screen's code never calls it): an event under
            // its own name, beside UIKit's back button, whatever the method is called.
            "on LoginViewController.backButtonTapped", "pop", "finish",
        ])
        #expect(draft.scenario.contains("start LoginCoordinator parent none                  # App.swift:63"))
        #expect(draft.scenario.contains("# created and started at launch: App.swift:5"))
    }

    @Test func checkingTheDraftFindsTheBugsTheCodeHas() throws {
        let result = try check(try extract(["Coordinator.swift": Self.coordinator, "App.swift": Self.app]))
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["parent-link", "no-leaks"])
        let labels = violated.map { $0.violation!.trace.labels(in: result.scenario) }
        // UIKit's back button pops the login screen; its coordinator stays in `children`.
        #expect(labels == [["LandingViewController.registerTapped"], ["LandingViewController.loginTapped", "back"]])
    }

    /// LionHeart's protocol-extension default (`checkTokenIsExpired` exits after a delay),
    /// closures stored on screens, `removeAll { … }` forms, a branch, a navigation property.
    static let lionish = """
import UIKit

protocol Coordinator: AnyObject {
    var parentCoordinator: Coordinator? { get set }
    var children: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func childDidFinish(_ coordinator: Coordinator) {
        children.removeAll { $0 === coordinator }
    }
}

protocol ExpireNavigation: AnyObject {
    func checkTokenIsExpired()
}

extension ExpireNavigation where Self: Coordinator {
    func checkTokenIsExpired() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            exit(0)
        }
    }
}

protocol HomeNavigation: ExpireNavigation {
    func settingsTapped()
}

final class HomeViewController: UIViewController {
    weak var coordinator: HomeNavigation?
    var onHelp: (() -> Void)?
    @objc func settingsButtonTapped() { coordinator?.settingsTapped() }
    @objc func expiredTapped() { coordinator?.checkTokenIsExpired() }
}

final class SettingsViewController: UIViewController {
    var onClose: (() -> Void)?
}

final class AppCoordinator: Coordinator, HomeNavigation {
    weak var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    let window: UIWindow
    let navigationController = UINavigationController()
    init(window: UIWindow) { self.window = window }

    func start() {
        window.rootViewController = navigationController
        let home = HomeViewController()
        home.coordinator = self
        home.onHelp = { [weak self] in
            self?.children.removeAll(where: { $0 is SettingsCoordinator })
        }
        navigationController.pushViewController(home, animated: false)
    }

    func settingsTapped() {
        let settings = SettingsCoordinator(navigationController: navigationController)
        settings.parentCoordinator = self
        children.append(settings)
        settings.start()
    }
}

final class SettingsCoordinator: Coordinator {
    weak var parentCoordinator: Coordinator?
    var children: [Coordinator] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let viewController = SettingsViewController()
        viewController.onClose = { [weak self] in
            guard let self else { return }
            if self.children.isEmpty {
                self.navigationController.popViewController(animated: true)
            } else {
                self.navigationController.popToRootViewController(animated: true)
            }
            self.parentCoordinator?.childDidFinish(self)
        }
        navigationController.pushViewController(viewController, animated: true)
    }
}
"""

    @Test func defaultsClosuresFilteredRemovalsAndBranches() throws {
        let draft = try extract(["App.swift": Self.lionish], name: "lionish")
        // Each line without its trace (`# App.swift:N`); notes keep their text.
        let lines = draft.scenario.split(separator: "\n").map {
            String($0).replacingOccurrences(of: #" +# App\.swift:\d+(:\d+)?$"#, with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && !$0.hasPrefix("# Drafted") && !$0.hasPrefix("# `") }
        #expect(lines == [
            "scenario lionish", "depth 8",
            "screen HomeViewController: onHelp, settingsButtonTapped, expiredTapped", "screen SettingsViewController: onClose, onClose_else",
            "coordinator AppCoordinator root", "on start", "setRoot stack", "push HomeViewController",
            "on HomeViewController.onHelp",
            "if child SettingsCoordinator: removeChild SettingsCoordinator",
            "on HomeViewController.settingsButtonTapped", "start SettingsCoordinator",
            "on HomeViewController.expiredTapped", "exit",
            "coordinator SettingsCoordinator parent weak", "on start", "push SettingsViewController",
            // Every branch is kept: a condition the model does not track makes an event per case.
            "on SettingsViewController.onClose", "pop", "finish",
            "on SettingsViewController.onClose_else", "popToRoot", "finish",
        ])
        #expect(draft.notes.isEmpty)
        // Settings' swipe-back is not observed (no-leaks); help with no settings open removes
        // nothing, as `removeAll(where:)` does (no remove-missing).
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-leaks"])
    }
}
