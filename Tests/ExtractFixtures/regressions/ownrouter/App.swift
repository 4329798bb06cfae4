import UIKit

protocol Presentable { func toPresentable() -> UIViewController }
extension UIViewController: Presentable { public func toPresentable() -> UIViewController { self } }

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

extension Coordinator {
    func add(childCoordinator: Coordinator) { childCoordinators.append(childCoordinator) }
}

final class NavigationRouter: NSObject, Presentable {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController = UINavigationController()) {
        self.navigationController = navigationController
        super.init()
    }
    func setRootModule(_ module: Presentable) {
        navigationController.setViewControllers([module.toPresentable()], animated: false)
    }
    func push(_ module: Presentable, animated: Bool = true) {
        navigationController.pushViewController(module.toPresentable(), animated: animated)
    }
    func present(_ module: Presentable, animated: Bool = true) {
        navigationController.present(module.toPresentable(), animated: animated)
    }
    func toPresentable() -> UIViewController { navigationController }
}

final class HomeViewController: UIViewController {
    var onSettings: (() -> Void)?
}
final class SettingsViewController: UIViewController {
    var onAbout: (() -> Void)?
}
final class AboutViewController: UIViewController {}

/// Settings owns its stack: a router made with a new navigation controller.
final class SettingsCoordinator: Coordinator, Presentable {
    var childCoordinators: [Coordinator] = []
    private let router = NavigationRouter()

    func start() {
        let settings = SettingsViewController()
        settings.onAbout = { [weak self] in self?.router.push(AboutViewController()) }
        router.setRootModule(settings)
    }

    func toPresentable() -> UIViewController { router.toPresentable() }
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let router: NavigationRouter
    init(router: NavigationRouter) { self.router = router }

    func start() {
        let home = HomeViewController()
        home.onSettings = { [weak self] in self?.showSettings() }
        router.setRootModule(home)
    }

    private func showSettings() {
        let settings = SettingsCoordinator()
        add(childCoordinator: settings)
        settings.start()
        router.present(settings)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var coordinator: AppCoordinator?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        let router = NavigationRouter()
        window.rootViewController = router.toPresentable()
        let coordinator = AppCoordinator(router: router)
        self.coordinator = coordinator
        coordinator.start()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
