import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Children kept in a dictionary keyed by an enum, view controllers made by a DI container's
/// generic `resolveViewController(T.self)`, delegate methods called from one binding method
/// and from a `deinit`, a left bar button that replaces the back button, and a start that
/// removes the screen below the one it pushes: what the draft makes of each.
extension ExtractTests {
    static let keyedChildren = """
import UIKit

protocol Coordinator: AnyObject { func start() }
protocol StoryboardLoadable: AnyObject {}

final class Container {}
extension Container {
    func resolveViewController<ViewController: StoryboardLoadable>(_ serviceType: ViewController.Type) -> ViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        return storyboard.instantiateViewController(withIdentifier: "\\(serviceType)") as! ViewController
    }
}

enum AppChild { case onboarding, inbox }

final class AppCoordinator: Coordinator {
    private let container: Container
    private var childCoordinators = [AppChild: Coordinator]()
    private let navigationController: UINavigationController
    init(window: UIWindow, container: Container) {
        self.container = container
        navigationController = UINavigationController()
        window.rootViewController = navigationController
    }
    func start(with link: String?) {
        if let link = link {
            open(link)
        } else {
            showInbox()
        }
    }
    func open(_ link: String) { showOnboarding() }
    private func showInbox() {
        let inbox = InboxCoordinator(container: container, navigationController: navigationController)
        childCoordinators[.inbox] = inbox
        inbox.delegate = self
        inbox.start()
    }
    private func showOnboarding() {
        let onboarding = OnboardingCoordinator(container: container, navigationController: navigationController)
        childCoordinators[.onboarding] = onboarding
        onboarding.delegate = self
        onboarding.start()
    }
}

extension AppCoordinator: OnboardingCoordinatorDelegate {
    func onboardingCoordinatorDidFinish() {
        // CLEAR
        showInbox()
    }
}

extension AppCoordinator: InboxCoordinatorDelegate {
    func inboxCoordinatorDidFinish() {
        childCoordinators[.inbox] = nil
        showOnboarding()
    }
}

protocol OnboardingCoordinatorDelegate: AnyObject { func onboardingCoordinatorDidFinish() }
protocol InboxCoordinatorDelegate: AnyObject { func inboxCoordinatorDidFinish() }

final class OnboardingCoordinator: Coordinator {
    let container: Container
    let navigationController: UINavigationController
    weak var delegate: OnboardingCoordinatorDelegate?
    init(container: Container, navigationController: UINavigationController) {
        self.container = container
        self.navigationController = navigationController
    }
    func start() {
        let vc = container.resolveViewController(WelcomeViewController.self)
        vc.delegate = self
        navigationController.pushViewController(vc, animated: true)
    }
}

extension OnboardingCoordinator: WelcomeViewControllerDelegate {
    func welcomeViewControllerDidFinish() { delegate?.onboardingCoordinatorDidFinish() }
    func welcomeViewControllerDidAskForHelp() { navigationController.pushViewController(HelpViewController(), animated: true) }
}

final class InboxCoordinator: Coordinator {
    let container: Container
    let navigationController: UINavigationController
    weak var delegate: InboxCoordinatorDelegate?
    init(container: Container, navigationController: UINavigationController) {
        self.container = container
        self.navigationController = navigationController
    }
    func start() {
        let fromOnboarding = !navigationController.viewControllers.isEmpty
        let vc = container.resolveViewController(InboxViewController.self)
        vc.delegate = self
        vc.navigationItem.hidesBackButton = true
        navigationController.pushViewController(vc, animated: true)
        if fromOnboarding {
            navigationController.viewControllers.remove(at: 0)
        }
    }
}

extension InboxCoordinator: InboxViewControllerDelegate {
    func inboxViewControllerDidSignOut() { delegate?.inboxCoordinatorDidFinish() }
    func inboxViewControllerWasReleased() {}
}

protocol WelcomeViewControllerDelegate: AnyObject {
    func welcomeViewControllerDidFinish()
    func welcomeViewControllerDidAskForHelp()
}

final class WelcomeViewController: UIViewController, StoryboardLoadable {
    weak var delegate: WelcomeViewControllerDelegate?
    private let helpButton = UIBarButtonItem()
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = helpButton
        setupBinding()
    }
    private func setupBinding() {
        doneButton.onTap { [weak self] in self?.delegate?.welcomeViewControllerDidFinish() }
        helpButton.onTap { [weak self] in self?.delegate?.welcomeViewControllerDidAskForHelp() }
    }
}

protocol InboxViewControllerDelegate: AnyObject {
    func inboxViewControllerDidSignOut()
    func inboxViewControllerWasReleased()
}

final class InboxViewController: UIViewController, StoryboardLoadable {
    weak var delegate: InboxViewControllerDelegate?
    @objc func signOutTapped() { delegate?.inboxViewControllerDidSignOut() }
    deinit { delegate?.inboxViewControllerWasReleased() }
}

final class HelpViewController: UIViewController {}

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var appCoordinator: AppCoordinator!
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        appCoordinator = AppCoordinator(window: window!, container: Container())
        appCoordinator.start(with: nil)
        window?.makeKeyAndVisible()
        return true
    }
}
"""

    @Test func aKeyedChildLeftInItsDictionaryLeaksWhenTheNextFlowRemovesItsScreen() throws {
        let draft = try extract(["App.swift": Self.keyedChildren], name: "keyed")
        let text = lines(draft)
        // The launch passes no deep link; the container's generic factory makes the screen.
        let app = try #require(text.firstIndex(of: "coordinator AppCoordinator root"))
        #expect(Array(text[(app + 1)...(app + 3)]) == ["on start", "setRoot stack", "call self.showInbox"])
        // One binding method subscribes to two buttons: an event per delegate method; the
        // left bar button is not a back button; what the deinit calls is no event.
        #expect(text.contains("screen WelcomeViewController hidesBackButton: welcomeViewControllerDidFinish, welcomeViewControllerDidAskForHelp"))
        #expect(text.contains("screen InboxViewController hidesBackButton: signOutTapped"))
        // The screen below the inbox goes: the stack holds the inbox alone.
        let inbox = try #require(text.firstIndex(of: "coordinator InboxCoordinator parent none"))
        #expect(Array(text[(inbox + 1)...(inbox + 3)]) == [
            "on start",
            "# coordcheck: assumed: the screen below InboxViewController is removed: modelled as a stack of InboxViewController alone (one screen was below)",
            "setViewControllers InboxViewController",
        ])
        // The onboarding coordinator stays under its key once the inbox replaced its screen.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.message.contains("OnboardingCoordinator"))
        // Signing out pushes the onboarding over the inbox's screen, whose coordinator is gone:
        // a stale screen the code really leaves.
        let stale = try #require(result.verdicts.first { $0.name == "no-orphans" }?.violation)
        #expect(stale.message.contains("InboxViewController"))
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-orphans", "no-leaks"])
        // Clearing the key first (the maintainers' kind of fix) removes the leak.
        let fixed = Self.keyedChildren.replacingOccurrences(of: "        // CLEAR\n", with: "        childCoordinators[.onboarding] = nil\n")
        let fixedResult = try check(try extract(["App.swift": fixed], name: "keyed-fixed"))
        #expect(fixedResult.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-orphans"])
    }
}
