import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child with no parent property made by two coordinators of different types, each setting
/// its completion closure; a delegate property nothing sets; a root coordinator whose tab bar
/// the app delegate makes the window's root before starting it.
extension ExtractTests {
    static let callbackCreators = """
import UIKit

protocol ConfirmCoordinatorDelegate: AnyObject {
    func didCancel(in coordinator: ConfirmCoordinator)
}

final class ConfirmViewController: UIViewController {
    var onConfirm: (() -> Void)?
    var onCancel: (() -> Void)?
}
final class WalletViewController: UIViewController { var onSend: (() -> Void)? }
final class BrowserViewController: UIViewController { var onSign: (() -> Void)? }

final class ConfirmCoordinator {
    var childCoordinators: [AnyObject] = []
    weak var delegate: ConfirmCoordinatorDelegate?
    var didCompleted: (() -> Void)?
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let controller = ConfirmViewController()
        controller.onConfirm = { [weak self] in self?.didCompleted?() }
        controller.onCancel = { [weak self] in
            guard let self else { return }
            self.delegate?.didCancel(in: self)
        }
        navigationController.pushViewController(controller, animated: true)
    }
}

final class WalletCoordinator {
    var childCoordinators: [AnyObject] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let wallet = WalletViewController()
        wallet.onSend = { [weak self] in self?.send() }
        navigationController.pushViewController(wallet, animated: false)
    }
    private func send() {
        let coordinator = ConfirmCoordinator(navigationController: navigationController)
        coordinator.didCompleted = { [weak self, weak coordinator] in
            guard let self, let coordinator else { return }
            self.navigationController.popViewController(animated: true)
            self.childCoordinators.removeAll { $0 === coordinator }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }
}

final class BrowserCoordinator: ConfirmCoordinatorDelegate {
    var childCoordinators: [AnyObject] = []
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let browser = BrowserViewController()
        browser.onSign = { [weak self] in self?.sign() }
        navigationController.pushViewController(browser, animated: false)
    }
    private func sign() {
        let coordinator = ConfirmCoordinator(navigationController: navigationController)
        coordinator.didCompleted = { [weak self, weak coordinator] in
            guard let self, let coordinator else { return }
            self.navigationController.popViewController(animated: true)
            self.childCoordinators.removeAll { $0 === coordinator }
        }
        childCoordinators.append(coordinator)
        coordinator.start()
    }
    func didCancel(in coordinator: ConfirmCoordinator) {
        navigationController.popViewController(animated: true)
        childCoordinators.removeAll { $0 === coordinator }
    }
}

final class AppCoordinator {
    var childCoordinators: [AnyObject] = []
    let tabBarController = UITabBarController()
    func start() {
        let walletNavigation = UINavigationController()
        let browserNavigation = UINavigationController()
        tabBarController.viewControllers = [walletNavigation, browserNavigation]
        let wallet = WalletCoordinator(navigationController: walletNavigation)
        childCoordinators.append(wallet)
        wallet.start()
        let browser = BrowserCoordinator(navigationController: browserNavigation)
        childCoordinators.append(browser)
        browser.start()
    }
}

@main final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let coordinator = AppCoordinator()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow()
        window?.rootViewController = coordinator.tabBarController
        coordinator.start()
        window?.makeKeyAndVisible()
        return true
    }
}
"""

    @Test func aChildMadeBySeveralCreatorsCallsBackTheOneThatMadeIt() throws {
        let draft = try extract(["App.swift": Self.callbackCreators], name: "creators")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        // The window's root is the root coordinator's tab bar, filled by its start.
        #expect(try handler("on start", of: "AppCoordinator root") == [
            "setRoot tabs 2", "start WalletCoordinator in tab 1", "start BrowserCoordinator in tab 2",
        ])
        // The closures its creators set reach the one that made it: a weak parent.
        #expect(text.contains("coordinator ConfirmCoordinator parent weak"))
        #expect(try handler("on ConfirmViewController.onConfirm", of: "ConfirmCoordinator") == ["call parent.didCompletedOfConfirmCoordinator"])
        #expect(try handler("func send", of: "WalletCoordinator") == ["start ConfirmCoordinator"])
        // Nothing sets its delegate: cancelling calls nobody.
        #expect(try handler("on ConfirmViewController.onCancel", of: "ConfirmCoordinator") == [
            "# coordcheck: ConfirmCoordinator.delegate is never set: delegate?.didCancel(…) does nothing",
            "# coordcheck: this handler does nothing the scenario can model",
        ])
        // Confirming in either tab removes the child from the coordinator that made it (with
        // `call BrowserCoordinator.…`, the wallet's would be looked for in the browser's
        // children: remove-missing). The back button leaves it behind, as the code does.
        let result = try check(draft)
        #expect(result.verdicts.first { $0.name == "remove-missing" }?.violation == nil)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["WalletViewController.onSend", "back"])
    }
}
