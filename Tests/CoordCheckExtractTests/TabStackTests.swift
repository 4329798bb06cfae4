import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A tab bar coordinator that pushes flows onto another coordinator's tab
/// (`walletCoordinator.navigationController.pushCoordinator(…)`) through a view controller
/// wrapping a navigation controller, children whose creator shows their root view controller
/// (a lazy closure) without calling their `start()`, and a container screen built around two
/// pages: what the draft makes of each.
extension ExtractTests {
    static let tabStack = """
import UIKit

protocol Coordinator: AnyObject { var coordinators: [Coordinator] { get set } }
protocol RootCoordinator: Coordinator { var rootViewController: UIViewController { get } }

extension Coordinator {
    func addCoordinator(_ coordinator: Coordinator) { coordinators.append(coordinator) }
    func removeCoordinator(_ coordinator: Coordinator) { coordinators = coordinators.filter { $0 !== coordinator } }
}

class NavigationController: UIViewController {
    let childNavigationController: UINavigationController
    init(rootViewController: UIViewController = UIViewController()) {
        childNavigationController = UINavigationController(rootViewController: rootViewController)
        super.init(nibName: nil, bundle: nil)
    }
    func pushCoordinator(coordinator: RootCoordinator, animated: Bool) {
        pushViewController(coordinator.rootViewController, animated: animated)
    }
    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        childNavigationController.pushViewController(viewController, animated: animated)
    }
}

final class MainCoordinator: Coordinator {
    var coordinators: [Coordinator] = []
    let navigationController: UINavigationController
    var walletCoordinator: WalletCoordinator? { return coordinators.compactMap { $0 as? WalletCoordinator }.first }
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func start() {
        let tabBarController = UITabBarController()
        let wallet = WalletCoordinator(navigationController: NavigationController())
        wallet.delegate = self
        wallet.start()
        addCoordinator(wallet)
        let settings = SettingsCoordinator(navigationController: NavigationController())
        settings.start()
        addCoordinator(settings)
        tabBarController.viewControllers = [
            wallet.navigationController.childNavigationController,
            settings.navigationController.childNavigationController,
        ]
        navigationController.setViewControllers([tabBarController], animated: false)
    }
    func receiveFlow() {
        guard let walletCoordinator = walletCoordinator else { return }
        let nav = walletCoordinator.navigationController
        let coordinator = ReceiveCoordinator()
        addCoordinator(coordinator)
        nav.pushCoordinator(coordinator: coordinator, animated: true)
    }
}

extension MainCoordinator: WalletCoordinatorDelegate {
    func didPressReceive(in coordinator: WalletCoordinator) { receiveFlow() }
}

protocol WalletCoordinatorDelegate: AnyObject { func didPressReceive(in coordinator: WalletCoordinator) }

final class WalletCoordinator: Coordinator {
    var coordinators: [Coordinator] = []
    let navigationController: NavigationController
    weak var delegate: WalletCoordinatorDelegate?
    lazy var balanceViewController: BalanceViewController = {
        let controller = BalanceViewController()
        controller.delegate = self
        return controller
    }()
    lazy var rootViewController: PagesViewController = {
        return PagesViewController(balanceViewController: balanceViewController, historyViewController: HistoryViewController())
    }()
    init(navigationController: NavigationController) { self.navigationController = navigationController }
    func start() { navigationController.childNavigationController.viewControllers = [rootViewController] }
}

extension WalletCoordinator: BalanceViewControllerDelegate {
    func didPressReceive(in viewController: BalanceViewController) { delegate?.didPressReceive(in: self) }
}

final class SettingsCoordinator: Coordinator {
    var coordinators: [Coordinator] = []
    let navigationController: NavigationController
    lazy var rootViewController: SettingsViewController = { SettingsViewController() }()
    init(navigationController: NavigationController) { self.navigationController = navigationController }
    func start() { navigationController.childNavigationController.viewControllers = [rootViewController] }
}

final class ReceiveCoordinator: RootCoordinator {
    var coordinators: [Coordinator] = []
    var rootViewController: UIViewController { return controller }
    private lazy var controller: UIViewController = {
        let controller = ReceiveViewController()
        return controller
    }()
    func start() { fatalError("shown by its creator") }
}

protocol BalanceViewControllerDelegate: AnyObject { func didPressReceive(in viewController: BalanceViewController) }

final class PagesViewController: UIViewController {
    init(balanceViewController: BalanceViewController, historyViewController: HistoryViewController) { super.init(nibName: nil, bundle: nil) }
}
final class BalanceViewController: UIViewController {
    weak var delegate: BalanceViewControllerDelegate?
    @objc func receiveTapped() { delegate?.didPressReceive(in: self) }
}
final class HistoryViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
final class ReceiveViewController: UIViewController {}

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: MainCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigationController = UINavigationController()
        window = UIWindow()
        window?.rootViewController = navigationController
        coordinator = MainCoordinator(navigationController: navigationController)
        coordinator?.start()
        return true
    }
}
"""

    @Test func aFlowPushedOnAnotherCoordinatorsTabStartsInThatTab() throws {
        let draft = try extract(["App.swift": Self.tabStack], name: "tabs")
        let text = lines(draft)
        // The wrapper is a navigation controller, not a screen; the container shows its first page.
        #expect(!text.contains { $0.hasPrefix("screen NavigationController") })
        #expect(text.contains("screen BalanceViewController: receiveTapped"))
        let wallet = try #require(text.firstIndex(of: "coordinator WalletCoordinator parent none"))
        #expect(Array(text[(wallet + 1)...(wallet + 3)]) == [
            "on start", "# coordcheck: assumed: PagesViewController shows BalanceViewController, HistoryViewController: modelled as its first, BalanceViewController",
            "setViewControllers BalanceViewController",
        ])
        // Pushed onto the wallet's tab: the child starts in tab 1 and shows its root view
        // controller (its own `start()` is never called).
        let receive = try #require(text.firstIndex(of: "func receiveFlow"))
        #expect(text[receive + 1] == "start ReceiveCoordinator in tab 1")
        let child = try #require(text.firstIndex(of: "coordinator ReceiveCoordinator parent none"))
        #expect(Array(text[(child + 1)...(child + 2)]) == ["on start", "push ReceiveViewController"])
        // Nothing removes it when the user goes back.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.message.contains("ReceiveCoordinator"))
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name) == ["no-leaks"])
    }
}
