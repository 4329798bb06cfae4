import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A container the root coordinator keeps as its stack (a view controller with its own
/// `pushViewController`, holding every screen), whose buttons call the root as its delegate:
/// each is a global event, offered whatever screen the container shows, doing something only
/// while the root presents nothing over it.
extension ExtractTests {
    static let containerControlApp = """
    import UIKit

    protocol ContainerDelegate: AnyObject {
        func containerShouldShowSettings(_ container: ContainerViewController)
    }
    final class ContainerViewController: UIViewController {
        weak var delegate: ContainerDelegate?
        private let settingsButton = UIButton()
        private(set) var viewControllers: [UIViewController] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            settingsButton.addTarget(self, action: #selector(settingsTapped), for: .touchUpInside)
        }
        @objc private func settingsTapped() { delegate?.containerShouldShowSettings(self) }
        func pushViewController(_ controller: UIViewController, animated: Bool) { viewControllers.append(controller) }
        func popViewController(animated: Bool) -> UIViewController? { viewControllers.popLast() }
        func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
    }
    final class HomeViewController: UIViewController {}
    final class SettingsViewController: UIViewController { var onClose: (() -> Void)? }

    final class SettingsCoordinator {
        var onFinish: (() -> Void)?
        let navigationController = UINavigationController()
        func start() {
            let settings = SettingsViewController()
            settings.onClose = { [weak self] in self?.onFinish?() }
            navigationController.setViewControllers([settings], animated: false)
        }
    }

    final class AppCoordinator: ContainerDelegate {
        var children: [AnyObject] = []
        private let container = ContainerViewController()
        private let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
            container.delegate = self
            window.rootViewController = container
            container.setViewControllers([HomeViewController()], animated: false)
        }
        func containerShouldShowSettings(_ container: ContainerViewController) {
            let settings = SettingsCoordinator()
            settings.onFinish = { [weak self, weak settings] in
                self?.container.dismiss(animated: true)
                self?.children.removeAll { $0 === settings }
            }
            children.append(settings)
            settings.start()
            container.present(settings.navigationController, animated: true)
        }
    }

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: AppCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            self.window = window
            let coordinator = AppCoordinator(window: window)
            self.coordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
            return true
        }
    }
    """

    @Test func aContainersButtonIsAGlobalEventWhileNothingIsPresented() throws {
        let draft = try extract(["App.swift": Self.containerControlApp], name: "container-control")
        let text = lines(draft)
        #expect(text.contains("event containerShouldShowSettings"), "\(draft.scenario)")
        #expect(try handler("on containerShouldShowSettings", of: "AppCoordinator root", in: text) == [
            "# coordcheck: assumed: a control of ContainerViewController, which holds every screen of the root's stack: a tap offered whatever screen it shows, while nothing is presented over it",
            "if not presenting: start SettingsCoordinator in modal",
        ])
        // The button opens the settings; pulling them down leaves their coordinator behind.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["containerShouldShowSettings", "swipeDismiss"])
    }
}
