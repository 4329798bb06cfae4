import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A base class that presents child coordinators (`present(_ coordinator:)`), dismisses them
/// from a callback (`dismissChildCoordinator`), keeps the view controllers each pushed and
/// leaves its parent when the last is popped (`navigationController(_:didShow:)`), with a
/// login sheet at launch that depends on the keychain: what the draft makes of each.
extension ExtractTests {
    static let presenting = """
import UIKit

class Coordinator: NSObject {
    weak var parentCoordinator: Coordinator?
    var childCoordinators = [Coordinator]()
    let rootViewController: UIViewController
    init(rootViewController: UIViewController = UIViewController()) { self.rootViewController = rootViewController }
    func addChild(_ coordinator: Coordinator) {
        childCoordinators.append(coordinator)
        coordinator.parentCoordinator = self
    }
    func removeChild(_ coordinator: Coordinator) {
        if let index = childCoordinators.firstIndex(of: coordinator) {
            let removed = childCoordinators.remove(at: index)
            removed.parentCoordinator = nil
        }
    }
    func present(_ coordinator: Coordinator, animated: Bool, completion: (() -> Void)? = nil) {
        // PRESENT
        addChild(coordinator)
        rootViewController.present(coordinator.rootViewController, animated: animated, completion: completion)
    }
    func dismissChildCoordinator(animated: Bool, completion: (() -> Void)? = nil) {
        guard let coordinator = childCoordinators.first(where: { $0.rootViewController.presentingViewController != nil }) else { return }
        coordinator.rootViewController.presentingViewController?.dismiss(animated: animated, completion: { [weak self] in
            self?.removeChild(coordinator)
            completion?()
        })
    }
}

class NavigationCoordinator: Coordinator, UINavigationControllerDelegate {
    var pushedViewControllers = [UIViewController]()
    let navigationController: UINavigationController
    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
        super.init(rootViewController: navigationController)
        navigationController.delegate = self
    }
    func push(_ viewController: UIViewController, animated: Bool) {
        pushedViewControllers.append(viewController)
        navigationController.pushViewController(viewController, animated: animated)
    }
    func removePushed(_ viewController: UIViewController) {
        pushedViewControllers.removeAll { $0 === viewController }
        if let parent = parentCoordinator, pushedViewControllers.isEmpty {
            parent.removeChild(self)
        }
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
              !navigationController.viewControllers.contains(from) else { return }
        removePushed(from)
    }
}

class HomeViewController: UIViewController {
    var onNotes: (() -> Void)?
    var onAbout: (() -> Void)?
}
class NotesViewController: UIViewController {}
class AboutViewController: UIViewController {}
class LoginViewController: UIViewController {}

class AppCoordinator: NavigationCoordinator {
    static let shared = AppCoordinator()
    var window: UIWindow!
    func start(window: UIWindow) {
        self.window = window
        let home = HomeViewController()
        home.onNotes = { [unowned self] in self.showNotes() }
        home.onAbout = { [unowned self] in self.showAbout() }
        push(home, animated: false)
        window.rootViewController = navigationController
        checkCredentials()
    }
    func checkCredentials() {
        if Keychain.token == nil { presentLogin() }
    }
    private func presentLogin() {
        let login = LoginCoordinator()
        login.start()
        present(login, animated: false)
    }
    private func showNotes() {
        let notes = NotesCoordinator()
        notes.onDone = { [unowned self] in self.dismissChildCoordinator(animated: true) }
        notes.start()
        present(notes, animated: true)
    }
    private func showAbout() {
        let about = AboutCoordinator(navigationController: navigationController)
        addChild(about)
        about.start()
    }
}

class LoginCoordinator: NavigationCoordinator {
    func start() { push(LoginViewController(), animated: true) }
}

class NotesCoordinator: NavigationCoordinator {
    var onDone: (() -> Void)?
    func start() {
        let notes = NotesViewController()
        notes.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
        push(notes, animated: true)
    }
    @objc private func done() { onDone?() }
}

class AboutCoordinator: NavigationCoordinator {
    func start() { push(AboutViewController(), animated: true) }
}

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_: UIApplication, didFinishLaunchingWithOptions _: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        AppCoordinator.shared.start(window: window!)
        return true
    }
}
"""

    /// The same app with its maintainers' kind of fix: an object observes each presented
    /// child's sheet and removes the child when it is pulled down.
    static let observer = """
class PresentationObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    let coordinator: Coordinator
    var didDismiss: (() -> Void)?
    init(for coordinator: Coordinator) {
        self.coordinator = coordinator
        super.init()
        coordinator.rootViewController.presentationController?.delegate = self
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        didDismiss?()
    }
}
"""

    func lines(_ draft: Extractor.Draft) -> [String] {
        draft.scenario.split(separator: "\n").map {
            String($0).replacingOccurrences(of: #" +# \S*App\.swift:\d+(:\d+)?$"#, with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && !$0.hasPrefix("# Drafted") && !$0.hasPrefix("# `") }
    }

    @Test func aPresentedChildIsRemovedByItsCallbackAndLeaksWhenItsSheetIsPulledDown() throws {
        let draft = try extract(["App.swift": Self.presenting], name: "presenting")
        let text = lines(draft)
        // Launch: with no token in the keychain, the login sheet; a returning user, none.
        let app = try #require(text.firstIndex(of: "coordinator AppCoordinator root"))
        #expect(Array(text[(app + 1)...(app + 6)]) == [
            "on start", "setRoot stack", "push HomeViewController", "on launch.noToken", "start LoginCoordinator in modal", "on launch.other",
        ])
        // The bar button's selector is the screen's event; the creator's closure removes the
        // presented child (`first(where:)` in a child's callback is that child).
        #expect(text.contains("screen NotesViewController: done"))
        let callback = try #require(text.firstIndex(of: "func onDoneOfNotesCoordinator"))
        #expect(Array(text[(callback + 1)...(callback + 2)]) == ["dismiss", "removeChild caller"])
        let notes = try #require(text.firstIndex(of: "coordinator NotesCoordinator parent weak"))
        #expect(text[notes...].contains("call parent.onDoneOfNotesCoordinator"))
        #expect(text.contains("start NotesCoordinator in modal"))
        // The pop observer: after a back or a swipe, a coordinator with no screen left leaves.
        let about = try #require(text.firstIndex(of: "coordinator AboutCoordinator parent weak"))
        #expect(Array(text[about...].prefix(8)) == [
            "coordinator AboutCoordinator parent weak", "on start", "push AboutViewController",
            "on back", "pop", "if not showing: finish", "on swipeBack", "if not showing: finish",
        ])
        // Pulling the login or the notes sheet down tells nobody.
        let result = try check(draft)
        let leaks = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violations)
        #expect(leaks.map { $0.trace.labels(in: result.scenario) } == [["launch.noToken", "swipeDismiss"], ["launch.other", "HomeViewController.onNotes", "swipeDismiss"]])
        #expect(leaks.map(\.message).joined().contains("NotesCoordinator"))
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-leaks"])
    }

    @Test func aPresentationObserverTheCreatorWiresRemovesThePulledDownChild() throws {
        let fixed = Self.presenting.replacingOccurrences(of: "        // PRESENT\n", with: """
                    let observer = PresentationObserver(for: coordinator)
                    observer.didDismiss = { [weak self] in self?.removeChild(coordinator) }

            """)
        let draft = try extract(["App.swift": fixed, "Observer.swift": "import UIKit\n" + Self.observer], name: "observed")
        let text = lines(draft)
        let notes = try #require(text.firstIndex(of: "coordinator NotesCoordinator parent weak"))
        #expect(text[notes...].contains("on swipeDismiss"))
        #expect(text[notes...].contains("call parent.presentationControllerDidDismissOfNotesCoordinator"))
        let callback = try #require(text.firstIndex(of: "func presentationControllerDidDismissOfNotesCoordinator"))
        #expect(text[callback + 1] == "removeChild caller")
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == [])
    }
}
